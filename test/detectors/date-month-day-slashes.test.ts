// logs20 (issue 20): date-month-day reads its pairs of digit runs from the "/"s instead of
// walking every digit run of the text (a log's million runs a 10 MB against its 140,000 "/"s).
// The pairs it tries must be those of the walk it replaces, in the same order.
import { describe, expect, it } from 'vitest';
import { findMonthDays, isMonthDay } from '../../src/detectors/date-month-day.js';
import { TextScan } from '../../src/engine/scan/index.js';
import { randomTexts } from '../helpers/random-text.js';

/** What findMonthDays emitted before logs20: consecutive digit runs of one or two digits joined by a "/". */
function fromDigitRuns(text: string): number[][] {
  const runs = new TextScan(text).digitTokens.digitRuns;
  const out: number[][] = [];
  for (let r = 0; r + 1 < runs.count; r++) {
    if (runs.lengths[r]! > 2) continue;
    const end = runs.end(r);
    if (text.charCodeAt(end) !== 47 || runs.start(r + 1) !== end + 1 || runs.lengths[r + 1]! > 2) continue;
    const start = runs.start(r);
    const stop = runs.end(r + 1);
    if (isMonthDay(text, start, end, stop)) out.push([start, stop]);
  }
  return out;
}

function fromSlashes(text: string): number[][] {
  const out: number[][] = [];
  findMonthDays(text, { region: undefined, hint: undefined, prior: [], keywordHits: [], cueHits: [] } as never, (start, end) => void out.push([start, end]));
  return out;
}

describe('date-month-day from the "/"s', () => {
  it('emits what the walk over the digit runs emitted, on 20,000 random texts', () => {
    const pieces = ['on ', 'on 3', 'on 12', 'on Tue 1', 'Monday, 3', '/14', '/1', '/2024', '3', '14', '123', '/', '.', '-', ' at 9am', ' to', ',', ';', '\n', ' ', 'x', '٣', '３'];
    let found = 0;
    for (const text of randomTexts(pieces, 20000, 10, 20)) {
      const want = fromDigitRuns(text);
      found += want.length;
      expect({ text, got: fromSlashes(text) }).toEqual({ text, got: want });
    }
    expect(found).toBeGreaterThan(300);
  });

  it('takes the month and day after "on" and leaves longer figures', () => {
    const text = 'Seen on 3/14. Paid on 03/4, then on 2024/3/14, on 3/145 and on 123/4.\n';
    expect(fromSlashes(text).map(([s, e]) => text.slice(s!, e))).toEqual(['3/14', '03/4']);
  });
});
