// logs21 (issue 20): date-month-day reads German days and months (`am 22.11.`) from its
// prepositions, the whole-word cues the engine's keyword pass records, instead of walking every
// digit run of the text (a log's million runs a 10 MB, and hardly a preposition). What it emits
// must be what the walk emitted where the preposition is a whole word, in the same order, by the
// keyword pass's cues and by its own search when called without them.
import { describe, expect, it } from 'vitest';
import monthDay, { findGermanDayMonths } from '../../src/detectors/date-month-day.js';
import { KeywordPlan, cueOwner } from '../../src/engine/keywords.js';
import { TextScan, type PositionList } from '../../src/engine/scan/index.js';
import { isValidDay } from '../../src/detectors/lib/date-parts.js';
import { randomTexts } from '../helpers/random-text.js';

const isDigit = (c: number) => c >= 48 && c <= 57;
const isAsciiLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
/** The keyword pass's word characters (engine/keywords.ts): a cue is whole where none stands before or after it. */
const isWordChar = (c: number) => isDigit(c) || isAsciiLetter(c) || (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7);

/** What findGermanDayMonths emitted before logs21 (the walk over the digit runs), where the preposition stands after no word character. */
function fromDigitRuns(text: string): number[][] {
  const runs = new TextScan(text).digitTokens.digitRuns;
  const out: number[][] = [];
  for (let r = 0; r + 1 < runs.count; r++) {
    if (runs.lengths[r]! > 2) continue;
    const end = runs.end(r);
    if (text.charCodeAt(end) !== 46 || runs.start(r + 1) !== end + 1 || runs.lengths[r + 1]! > 2) continue;
    const stop = runs.end(r + 1);
    if (text.charCodeAt(stop) !== 46 || isDigit(text.charCodeAt(stop + 1))) continue;
    const start = runs.start(r);
    const before = text.charCodeAt(start - 1);
    if (before === 46 || before === 45 || before === 47) continue;
    if (!isValidDay(Number(text.slice(end + 1, stop)), Number(text.slice(start, end)))) continue;
    if (start < 3 || (before !== 32 && before !== 0xa0)) continue;
    let begin = start - 1;
    while (begin > 0 && start - 1 - begin < 5 && isAsciiLetter(text.charCodeAt(begin - 1))) begin--;
    if (begin > 0 && isWordChar(text.charCodeAt(begin - 1))) continue;
    if (['am', 'bis', 'vom', 'ab', 'seit', 'zum'].includes(text.slice(begin, start - 1).toLowerCase())) out.push([start, stop + 1]);
  }
  return out;
}

const plan = new KeywordPlan([monthDay]);

function found(text: string, cueHits: PositionList | undefined): number[][] {
  const out: number[][] = [];
  findGermanDayMonths(text, { region: undefined, hint: undefined, prior: [], keywordHits: undefined, cueHits } as never, (start, end) => void out.push([start, end]));
  return out;
}

const fromCues = (text: string) => found(text, plan.occurrences(text).get(cueOwner([monthDay], 0)) ?? []);
const alone = (text: string) => found(text, undefined);

describe('date-month-day: German days and months from their prepositions', () => {
  it('emits what the walk over the digit runs emitted, from the cues and alone, on 20,000 random texts', () => {
    const pieces = ['am ', 'Am ', 'AM\u00a0', 'bis ', 'vom ', 'aB ', 'seit ', 'zum ', 'ZUM\u00a0', 'seitz ', 'am', 'x', 'é', '3', '_', '-', '/', '.', ' ', '\n', '22', '1', '11', '123', '31', '0', 'ſ', '\u212a', '1.', '22.', '3.', '11.', '12.', '30.', 'am 1', 'bis 2'];
    let count = 0;
    for (const text of randomTexts(pieces, 20000, 14)) {
      const want = fromDigitRuns(text);
      count += want.length;
      expect({ text, cues: fromCues(text), alone: alone(text) }).toEqual({ text, cues: want, alone: want });
    }
    expect(count).toBeGreaterThan(250);
  });

  it('takes a day and month after a whole preposition only', () => {
    const text = 'Bitte bis 30.11. abgeben, Am\u00a01.2. frei; um 3am 22.11. nicht, Madam 1.2. nicht, ab 1.2.3 nicht, ab 14.30. nicht, vom 3.12. bis 5.12.\n';
    const spans = (got: number[][]) => got.map(([s, e]) => text.slice(s!, e));
    expect(spans(fromCues(text))).toEqual(['30.11.', '1.2.', '3.12.', '5.12.']);
    expect(spans(alone(text))).toEqual(['30.11.', '1.2.', '3.12.', '5.12.']);
  });
});
