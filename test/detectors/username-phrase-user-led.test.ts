// logs24 (issue 20): username-phrase's five "user"- and "account"-led regexes (USER, QUOTED_USER,
// USER_EVENT, LOG_USER, ACCOUNT_LOGIN) are tried sticky from each "ser" and "ccount" instead of
// the engine scanning each over the keyword windows (on a log the windows are the whole text and
// each scan read every character). The finder must give the spans the global scans gave over the
// same windows, as the engine ran them. ANONYMIZE_LONG_TESTS=1 (scripts/long-equivalence.sh)
// runs 40,000 texts instead of 2,500.
import { describe, expect, it } from 'vitest';
import usernamePhrase, { ACCOUNT_LOGIN, FINDER_REGEXES, LOG_USER, QUOTED_USER, USER, USER_EVENT } from '../../src/detectors/username-phrase.js';
import { stickyFinderCheck } from '../helpers/sticky-finder.js';

const { byRegex, byFinder, onRandomTexts } = stickyFinderCheck(usernamePhrase, FINDER_REGEXES);
const TEXTS = process.env.ANONYMIZE_LONG_TESTS ? 40000 : 2500;

describe('username-phrase: the "user"- and "account"-led regexes tried from each "ser" and "ccount"', () => {
  it(`finds what the global scans find over the same keyword windows and over the whole text, on ${TEXTS} random texts`, () => {
    // Each part drawn from what fits and what does not: the code before a match (its
    // look-behind), the lead word of LOG_USER and ACCOUNT_LOGIN and words that end like one,
    // the blanks ([ \t] and the other \s), "user"/"account" and near misses, ACCOUNT_LOGIN's
    // verbs, values of each regex's form, and what follows (USER_EVENT's verbs, the look-aheads).
    const before = ['', '', ' ', '\n', 'x', 'é', 'α', '1', '_', '"', '(', 'f', 'o', 'u'];
    const lead = ['for', 'by', 'of', 'to', 'For', 'xfor', 'fo', 'of of', '', '', ''];
    const blank = [' ', ' ', '  ', '\t', ' \t', '\n', '', '\u00a0', '\u2028'];
    const word = ['user', 'user', 'User', 'USER', 'users', 'uuser', 'account', 'account', 'Account', 'ACCOUNT', 'accounts', 'ser', 'ccount', 'user user', 'for user', 'of account', 'to account', 'for account', 'Account locked:', 'User'];
    const verb = ['', '', '', 'locked:', 'locked :', 'disabled\t:', 'reset:', 'locked', 'locked: ', 'created:'];
    const value = ['jpatel', 'dmitri.volkov', 'dmitri.volkov', 'ab_cd2', 'no.name', 'anna_berg2', 'alvarez.z', 'a.b', '"maria.gonzalez"', "'x_y'", '“a.b”', 'ab', 'Jpatel', 'user', 'user jpatel', 'for user kw2', 'a.b.c', 'ab.cd12345', 'account x.y', 'user "q.r"', 'ab.user', 'ab.user\tcd.ef', 'user locked'];
    const after = ['', '', ' logged in', ' has been locked', ' was deleted', '.', '.x', '@', ' failed', '-x', '(', ' from 203.0.113.7', ' is\tblocked', ' loggedin', 'é', ' de.fg logged in'];
    const found = new Map<RegExp, number>();
    const { windowed } = onRandomTexts({
      pieces: ['lorem ', 'ipsum ', 'user ', 'account ', '\n', 'x', '1', 'for '],
      count: TEXTS,
      seed: 24,
      partsSeed: 24,
      part: (pick) => pick(before) + pick(lead) + pick(blank) + pick(word) + pick(blank) + pick(verb) + pick(blank) + pick(value) + pick(after),
      // Some texts are read whole, others in narrow windows (filler between their parts).
      filler: 'lorem ipsum dolor sit amet '.repeat(40),
      fillerEvery: 3,
      window: 256,
      each: (t) => {
        for (const re of [USER, QUOTED_USER, LOG_USER, USER_EVENT, ACCOUNT_LOGIN]) found.set(re, (found.get(re) ?? 0) + [...t.matchAll(re)].length);
      },
    });
    // Every regex matched often enough for the comparison to mean something.
    for (const re of [USER, QUOTED_USER, LOG_USER, USER_EVENT, ACCOUNT_LOGIN]) expect(found.get(re)).toBeGreaterThan(TEXTS / 30);
    expect(windowed).toBeGreaterThan(TEXTS / 10);
  });

  it('gives each regex its own matches, once: in "for user user jpatel logged in" LOG_USER takes "user", USER_EVENT "jpatel"', () => {
    const text = 'for user user jpatel logged in';
    expect(byFinder(text, undefined)).toEqual(byRegex(text, [0, text.length]));
    expect(byFinder(text, undefined)).toEqual(['14-20', '9-13']);
    // USER_EVENT once: the second "user" lies inside the first match (its value), where the global scan never starts.
    const inside = 'User user locked failed';
    expect(byFinder(inside, undefined)).toEqual(['5-9']);
    expect(byFinder(inside, undefined)).toEqual(byRegex(inside, [0, inside.length]));
  });

  it('reads "to account" and "Account locked:" as ACCOUNT_LOGIN does, and nothing at the text\'s first "ser"', () => {
    const text = 'ser moved to account alvarez.z; Account locked: ki.to';
    expect(byFinder(text, undefined)).toEqual(['21-30', '48-53']);
    expect(byFinder(text, undefined)).toEqual(byRegex(text, [0, text.length]));
  });
});
