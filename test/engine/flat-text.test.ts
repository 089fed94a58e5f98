import { setFlagsFromString } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine/analyze.js';
import { defineDetector } from '../../src/engine/detector.js';
import { createRedactor } from '../../src/engine/redactor.js';
import { StreamRedactor } from '../../src/engine/stream.js';
import { FLAT_FROM, flatText } from '../../src/engine/flat-text.js';

// V8's own answer: an internalized string is sequential (or external), never a cons, sliced or
// thin cell. The flag only lets code compiled after it use the % syntax (this file's fork).
setFlagsFromString('--allow-natives-syntax');
const isInternalized = new Function('s', 'return %IsInternalizedString(s)') as (s: string) => boolean;

const LINE = 'request completed for user 4411 in 12 ms, status ok\n';
const body = (n: number) => LINE.repeat(Math.ceil(n / LINE.length)).slice(0, n);

describe('flatText', () => {
  it('hands a long rope to the engine as one sequential string with the same characters', () => {
    const rope = body(30_000) + 'contact: ada.lindqvist@example.org\n';
    expect(isInternalized(rope)).toBe(false);
    const flat = flatText(rope);
    expect(isInternalized(flat)).toBe(true);
    expect(flat).toBe(rope);
  });

  it('copies a long slice of a larger string, and a two-byte rope', () => {
    const sliced = (body(40_000) + 'Zoë Brandt, Müllerstraße 4').slice(7);
    const flat = flatText(sliced);
    expect(isInternalized(flat)).toBe(true);
    expect(flat).toBe(sliced);
    const twoByte = 'Zoë Brandt — 東京 ' + body(FLAT_FROM);
    expect(isInternalized(flatText(twoByte))).toBe(true);
    expect(flatText(twoByte)).toBe(twoByte);
  });

  it('takes a long run of digits as it is (no array-index key)', () => {
    const digits = '7'.repeat(FLAT_FROM) + '1';
    expect(flatText(digits)).toBe(digits);
    expect(isInternalized(flatText(digits))).toBe(true);
  });

  it('leaves a text shorter than FLAT_FROM as given', () => {
    const short = body(FLAT_FROM - 10) + 'x'.repeat(9);
    expect(short.length).toBe(FLAT_FROM - 1);
    expect(isInternalized(flatText(short))).toBe(false);
    expect(isInternalized(flatText(short + 'y'))).toBe(true);
  });

  it('gives analyze() the same exact spans on a rope as on a flat text', () => {
    const head = body(20_000);
    const rope = head + 'contact: ada.lindqvist@example.org\n';
    const start = head.length + 'contact: '.length;
    const emails = analyze(rope).filter((f) => f.entity === 'EMAIL_ADDRESS');
    expect(emails.map((f) => [f.start, f.end])).toEqual([[start, start + 'ada.lindqvist@example.org'.length]]);
    expect(analyze(rope)).toEqual(analyze(Buffer.from(rope).toString()));
  });

  it('is what the stream (stdin) hands its detectors: its buffer is a rope of chunks', () => {
    const seen: boolean[] = [];
    const recorder = defineDetector({
      id: 'recorder',
      entity: 'ZIP_CODE',
      patterns: [/\b\d{4}\b/g],
      validate: (_candidate, ctx) => (seen.push(isInternalized(ctx.text)), false),
      examples: { positive: [], negative: [] },
    });
    const stream = new StreamRedactor(createRedactor({ detectors: [recorder] }), { window: 64 * 1024 });
    for (let i = 0; i < 8; i++) stream.push(body(10_000));
    stream.end();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every(Boolean)).toBe(true);
  });
});
