import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine/analyze.js';
import { defineDetector } from '../../src/engine/detector.js';

const filler = (n: number) => 'lorem ipsum dolor sit amet '.repeat(n);

describe('analyze', () => {
  it('finds keyword-gated matches at the start, middle and end of long text (windowed scan)', () => {
    const text = `a@example.com ${filler(200)}mid.point@example.org ${filler(200)} z@example.net`;
    const spans = analyze(text).map((f) => text.slice(f.start, f.end));
    expect(spans).toEqual(['a@example.com', 'mid.point@example.org', 'z@example.net']);
  });

  it('gives the same result windowed and unwindowed', () => {
    const words = Array.from({ length: 400 }, (_, i) => (i % 37 === 0 ? `user${i}@example.com` : `word${i}`)).join(' ');
    const windowed = defineDetector({
      id: 'w', entity: 'USERNAME', patterns: [/\buser\d+(?=@)/], keywords: ['user'], window: 16,
      examples: { positive: [], negative: [] },
    });
    const whole = defineDetector({ ...windowed, id: 'x', keywords: [] });
    const a = analyze(words, { detectors: [windowed] }).map((f) => [f.start, f.end]);
    const b = analyze(words, { detectors: [whole] }).map((f) => [f.start, f.end]);
    expect(a).toHaveLength(11);
    expect(a).toEqual(b);
  });

  it('boosts with context words, drops without when required, and honours the threshold', () => {
    const det = defineDetector({
      id: 'ctx', entity: 'NATIONAL_ID', patterns: [/\b\d{6}\b/], context: ['badge'], requireContext: true, score: 0.4,
      examples: { positive: [], negative: [] },
    });
    expect(analyze('badge no. 123456', { detectors: [det] })).toEqual([
      { entity: 'NATIONAL_ID', start: 10, end: 16, score: 0.65, detector: 'ctx' },
    ]);
    expect(analyze('order 123456', { detectors: [det] })).toEqual([]);
    expect(analyze('badge no. 123456', { detectors: [det], threshold: 0.7 })).toEqual([]);
    expect(analyze('123456', { detectors: [det] }, 'Badge')).toHaveLength(1);
  });

  it('filters entity selection after overlap resolution', () => {
    const email = analyze('x jane@example.com')[0]!;
    expect(email.entity).toBe('EMAIL_ADDRESS');
    expect(analyze('x jane@example.com', { entities: ['PHONE_NUMBER'] })).toEqual([]);
    // A card number is not a phone number, even when only phone numbers are asked for.
    const card = 'card 4111 1111 1111 1111 ok';
    expect(analyze(card).map((f) => f.entity)).toEqual(['CREDIT_CARD']);
    expect(analyze(card, { entities: ['PHONE_NUMBER'] })).toEqual([]);
  });

  it('finds what an address or a name holds when their types are not selected', () => {
    const text = 'Ship to 42 Elm St., Apt 4B, Springfield, IL 62704 today.';
    expect(analyze(text).map((f) => [f.entity, text.slice(f.start, f.end)])).toEqual([
      ['ADDRESS', '42 Elm St., Apt 4B, Springfield, IL 62704'],
    ]);
    expect(analyze(text, { entities: ['ZIP_CODE'] }).map((f) => [f.entity, text.slice(f.start, f.end)])).toEqual([['ZIP_CODE', '62704']]);
    // Selected, the address is still one finding.
    expect(analyze(text, { entities: ['ADDRESS', 'ZIP_CODE'] }).map((f) => f.entity)).toEqual(['ADDRESS']);
  });
});
