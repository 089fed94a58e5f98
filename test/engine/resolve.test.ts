import { describe, expect, it } from 'vitest';
import { resolveOverlaps } from '../../src/engine/resolve.js';
import type { Finding } from '../../src/engine/types.js';

const f = (entity: Finding['entity'], start: number, end: number, score: number, detector = 't'): Finding => ({
  entity,
  start,
  end,
  score,
  detector,
});

describe('resolveOverlaps', () => {
  it('keeps the higher score when spans overlap', () => {
    const card = f('CREDIT_CARD', 5, 24, 0.95);
    const phone = f('PHONE_NUMBER', 5, 17, 0.7);
    expect(resolveOverlaps([phone, card])).toEqual([card]);
  });

  it('prefers the longer span at equal score, then catalog order', () => {
    const long = f('ADDRESS', 0, 30, 0.8);
    const short = f('ZIP_CODE', 25, 30, 0.8);
    expect(resolveOverlaps([short, long])).toEqual([long]);
    const a = f('NATIONAL_ID', 0, 9, 0.8);
    const b = f('VAT_NUMBER', 0, 9, 0.8);
    expect(resolveOverlaps([b, a])).toEqual([a]);
  });

  it('keeps adjacent and disjoint findings, sorted by start, never covering a character twice', () => {
    const a = f('EMAIL_ADDRESS', 10, 20, 0.9);
    const b = f('DATE', 20, 30, 0.6);
    const c = f('DATE', 0, 5, 0.6);
    const d = f('PHONE_NUMBER', 4, 11, 0.99);
    const out = resolveOverlaps([a, b, c, d]);
    expect(out).toEqual([d, b]);
  });
});
