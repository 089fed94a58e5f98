import { describe, expect, it } from 'vitest';
import { ID_FORMATS } from '../../src/detectors/national-ids/registry.js';
import { IdStarts, idStarts } from '../../src/detectors/national-ids/scan.js';
import { ShapeMatcher } from '../../src/detectors/national-ids/shapes.js';
import { ID_END, ID_START } from '../../src/detectors/lib/national-id-patterns.js';
import { numberedGroups } from '../../src/engine/detector.js';
import { idFinder } from '../../src/detectors/national-ids/find.js';

// logs26: once the matcher has its automaton, IdStarts gives no start at a digit run that the
// automaton rules out by the run's length and the code after it (ShapeMatcher.runRefuser): a
// time's "12:", an IP address's "10.". A refused start must be one where no shape matches.
describe('national-ids: the digit runs the shapes\' automaton refuses', () => {
  const plain = ID_FORMATS.map((f) => new RegExp(numberedGroups(`${ID_START}(?:${f.shape})${ID_END}`).plain, 'y'));
  const matcher = new ShapeMatcher(ID_FORMATS.map((f) => f.shape), 0);
  matcher.at('1', 0); // builds the automaton (automatonAfter 0)
  const refuser = matcher.runRefuser()!;
  const runEnd = (text: string, s: number) => {
    let b = s;
    while (b < text.length && text.charCodeAt(b) >= 48 && text.charCodeAt(b) <= 57) b++;
    return b;
  };
  // Times, IP addresses, dates, short runs (what the automaton refuses: one to three digits
  // before ":" "," "/" "&" "_" or a small letter), numbers of the formats' lengths and examples
  // of them, and what may follow a run: every separator a skeleton writes, "," and ":" before a
  // word of prose and not, "(" of an HKID's check character and not, capitals, small letters
  // (hex ids), "_", beyond ASCII. `345(` and `12:abc` are short runs kept (an HKID's or a
  // BIR's check digit in brackets may follow; ":" before prose ends a number): written out, so
  // that how many such runs the texts hold does not hang on which registry examples are drawn.
  const examples = ID_FORMATS.flatMap((f) => f.examples.positive.map((e) => (typeof e === 'string' ? e : e.text))).filter((_, k) => k % 9 === 0);
  const pieces = ['12:34', '12:34:56', '7f', '3a9b', '12', '12', '345', '7', '7', '2024', '123456789', '12345678901', '99999999999999', ':', ':', ': ', '.', '-', '/', ' ', ' ', ',', ', ', '(', '5)', 'A)', 'AB', 'K', 'T', 'f', 'f', 'abc', 'def ', '_', '&', '+', '*', '\n', 'é', 'GBGD', '345(', '12:abc', ...examples];
  let seed = 26;
  const rnd = (n: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % n);
  const texts: string[] = [];
  for (let t = 0; t < (process.env.ANONYMIZE_LONG_TESTS ? 40000 : 1500); t++) {
    let text = '';
    for (let k = 2 + rnd(9); k > 0; k--) text += pieces[rnd(pieces.length)];
    texts.push(text);
  }

  it('refuses only starts where no shape matches, and the walk gives every other start', () => {
    let refused = 0;
    let timeLike = 0;
    let matchedKept = 0;
    let keptShort = 0;
    for (const text of texts) {
      const all = idStarts(text);
      const starts = new IdStarts(text);
      starts.refuseRuns(refuser);
      const kept: number[] = [];
      for (let s = starts.next(); s >= 0; s = starts.next()) kept.push(s);
      const want = all.filter((s) => !(text.charCodeAt(s) >= 48 && text.charCodeAt(s) <= 57 && refuser(text, s, runEnd(text, s))));
      expect({ text, kept }).toEqual({ text, kept: want });
      for (const s of all) {
        if (!kept.includes(s)) {
          refused++;
          if (/^\d+:\d/.test(text.slice(s))) timeLike++;
          const matches = plain.filter((re) => {
            re.lastIndex = s;
            const m = re.exec(text);
            return m !== null && m[0].length > 0;
          }).length;
          expect({ text, s, matches, at: matcher.at(text, s) }).toEqual({ text, s, matches: 0, at: [] });
        } else {
          if (/^\d{1,3}[,:(&_a-z]/.test(text.slice(s))) keptShort++;
          if (matcher.at(text, s).length > 0) matchedKept++;
        }
      }
    }
    // Not vacuous: many refusals, a time's "12:34" among them, kept starts
    // with a match, and kept starts at runs of one to three digits before what some such runs are refused at.
    expect(refused).toBeGreaterThan(200);
    expect(timeLike).toBeGreaterThan(50);
    expect(matchedKept).toBeGreaterThan(150);
    expect(keptShort).toBeGreaterThan(5);
  });

  it('refuses a time\'s hours, a hex id\'s first digits and three digits before "_", not four digits, an IP address, a date or a run before ":" and prose', () => {
    const refused = (text: string) => refuser(text, 0, runEnd(text, 0));
    expect(['12:34:56', '7f3a9b', '123_x', '1/x', '12,5', '12: abc'].map(refused)).toEqual([true, true, true, true, true, true]);
    // "12:abc": ":" before a word of prose ends the number (skeletonAt writes a blank), and "00 a" may still match.
    expect(['1234:56', '10.0.0.1', '2024-05-31', '12 ', '12', '12:abc'].map(refused)).toEqual([false, false, false, false, false, false]);
  });

  it('the finder finds what it finds when its starts refuse nothing', () => {
    // idFinder()'s matcher builds its automaton after 4,096 skeletons: a text of 2,100 times (4,200 starts) first.
    const finder = idFinder();
    finder.find('12:34 '.repeat(2100));
    const some = texts.slice(0, process.env.ANONYMIZE_LONG_TESTS ? texts.length : 40);
    expect((finder as unknown as { matcher: ShapeMatcher }).matcher.runRefuser()).toBeDefined();
    class Unrefusing extends IdStarts {
      override refuseRuns(): void {}
    }
    let found = 0;
    for (const text of some) {
      const want: string[] = [];
      finder.each(text, '', undefined, undefined, (start, end) => void want.push(`${start}-${end}`), new Unrefusing(text));
      const got = finder.find(text).map((c) => `${c.start}-${c.end}`);
      expect({ text, got }).toEqual({ text, got: want });
      found += want.length;
    }
    expect(found).toBeGreaterThan(5);
  });
});
