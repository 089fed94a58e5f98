// logs25 (issue 20): username-log tries CRON_USER (Vixie cron's "CRON[3310]: (pgarcia) CMD (…)")
// only at the name that ends at the "[" before each "]: (", instead of the engine scanning it over
// the keyword windows (its leading `\b` and "C"/"c" stopped at every "c" of a log, ~7 ms per
// 10 MB). The finder must give the spans CRON_USER's global scan gave over the same windows. The
// texts hold no " [" date, no review verb and no OpenSSH message, so the detector's other
// finders add nothing. ANONYMIZE_LONG_TESTS=1 (scripts/long-equivalence.sh) runs 40,000 texts.
import { describe, expect, it } from 'vitest';
import usernameLog, { CRON_USER } from '../../src/detectors/username-log.js';
import { DEFAULT_WINDOW } from '../../src/engine/detector.js';
import { stickyFinderCheck } from '../helpers/sticky-finder.js';

const { byRegex, byFinder, onBuiltTexts } = stickyFinderCheck(usernameLog, [CRON_USER()]);
const TEXTS = process.env.ANONYMIZE_LONG_TESTS ? 40000 : 3000;

describe('username-log: CRON_USER tried from the "]: ("s', () => {
  it(`finds what CRON_USER finds over the same keyword windows and the whole text, on ${TEXTS} random texts`, () => {
    // Each name and near misses ("xCRON", "cron", "CRONd"), pids with no digit or a letter, the
    // user's alphabet and its 63/64 characters, each event and near misses ("CMDx", "BEGIN").
    const before = ['', ' ', '\n', 'x', '_', '1', 'é', ':', '[', 'web01 '];
    const name = ['CRON', 'crond', 'crontab', 'CRON', 'crond', 'crontab', 'cron', 'CRONd', 'Crontab', 'rond', 'xCRON'];
    const pid = ['[3310]', '[1]', '[3310]', '[1]', '[]', '[x1]', '[12a]', '[1]]', '', '[1][2]'];
    const user = ['pgarcia', 'j.doe', 'a', 'x@y', '_svc', '-x', '*system*', 'a'.repeat(63), 'b'.repeat(64), 'a b', ''];
    const event = [' CMD (run)', ' MAIL', ' BEGIN EDIT (x)', ' END EDIT', ' STARTUP', ' CMD (run)', ' LIST', ' CMDx', ' BEGIN', ' INFO.', '', ' LIST\n', ')'];
    const filler = ['lorem ', ']: (', '\n', 'x', 'cron ', 'lorem ipsum dolor sit amet '.repeat(12), 'lorem ipsum dolor sit amet '.repeat(30)];
    const { windowed, wholeSpans: found } = onBuiltTexts(TEXTS, 27, DEFAULT_WINDOW, (pick, next) => {
      let t = pick(filler);
      for (let k = 1 + (next() % 4); k > 0; k--) t += pick(before) + pick(name) + pick(pid) + ': (' + pick(user) + ')' + pick(event) + pick(filler);
      return t;
    });
    expect(found).toBeGreaterThan(TEXTS / 15);
    expect(windowed).toBeGreaterThan(TEXTS / 20);
  });

  it('gives the user of each name, not after a word character', () => {
    const text = 'CRON[1]: (ab) CMD (x)\ncrontab[88]: (cd) BEGIN EDIT (cd) xcrond[2]: (ef) MAIL';
    expect(byFinder(text, undefined)).toEqual(['10-12', '36-38']);
    expect(byFinder(text, undefined)).toEqual(byRegex(text, [0, text.length]));
  });
});
