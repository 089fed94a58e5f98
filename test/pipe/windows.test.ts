import { describe, expect, it } from 'vitest';
import { createRedactor, withAnalysis } from '../../src/engine/redactor.js';
import { ParallelPipe } from '../../src/pipe/parallel-stream.js';

/** Lines of 64 characters: a segment of 2048 ends on a line break, and so does its look-behind's first character's left neighbour. */
const LINE = `${'the quarterly numbers are in the shared folder as agreed'.padEnd(63, '.')}\n`;
const TEXT = LINE.repeat(640) + 'mail jane@example.com\n';
const OPTIONS = { threads: 1, segment: 2048, lookahead: 512, lookbehind: 128, maxLine: 8192, inlineBelow: 256 };

/** Runs TEXT through a one-thread pipe in chunks of `chunk` (taking the results after each), recording the texts analyzed. */
async function windows(chunk: number): Promise<{ analyzed: string[]; out: string }> {
  const base = createRedactor();
  const analyzed: string[] = [];
  const redactor = withAnalysis(base, (text, hint) => {
    analyzed.push(text);
    return base.analyze(text, hint);
  });
  const pipe = new ParallelPipe(redactor, OPTIONS);
  let out = '';
  for (let i = 0; i < TEXT.length; i += chunk) {
    pipe.push(TEXT.slice(i, i + chunk));
    out += pipe.ready().map((r) => r.text).join('');
    if (pipe.full) await pipe.whenReady();
  }
  out += (await pipe.end()).map((r) => r.text).join('');
  return { analyzed, out };
}

describe('the pipe: each segment analyzed with the same window, however the text came', () => {
  it('starts a window at the line that starts its look-behind, whenever the text before it was written', async () => {
    const whole = await windows(TEXT.length);
    const small = await windows(100);
    expect(small.analyzed).toEqual(whole.analyzed);
    expect(small.out).toBe(whole.out);
    expect(whole.out).toBe(LINE.repeat(640) + 'mail [EMAIL_ADDRESS]\n');
    // Segment k (k >= 1) starts at 2048 k; its window 128 characters before, a line's start.
    const segments = whole.analyzed.slice(1, 19);
    expect(segments.length).toBe(18);
    segments.forEach((w, i) => expect(w).toBe(TEXT.slice(2048 * (i + 1) - 128, 2048 * (i + 2) + 512)));
  });
});
