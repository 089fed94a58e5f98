import { describe, expect, it } from 'vitest';
import { entityOrder } from '../../src/entities.js';
import { resolveOverlaps } from '../../src/engine/resolve.js';
import type { Finding } from '../../src/engine/types.js';
import { randomInts } from '../helpers/random-text.js';

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

  it('gives what the plain greedy over all findings gives, on 2000 random sets', () => {
    // The definition: every finding by priority, kept when it overlaps nothing kept.
    const greedy = (findings: Finding[]) => {
      const ranked = [...findings].sort(
        (a, b) => b.score - a.score || b.end - b.start - (a.end - a.start) || entityOrder(a.entity) - entityOrder(b.entity) || a.start - b.start,
      );
      const kept: Finding[] = [];
      for (const x of ranked) if (kept.every((k) => k.end <= x.start || k.start >= x.end)) kept.push(x);
      return kept.sort((a, b) => a.start - b.start);
    };
    const next = randomInts(42);
    const random = (n: number) => next() % n;
    const entities: Finding['entity'][] = ['EMAIL_ADDRESS', 'PERSON_NAME', 'DATE', 'ORGANIZATION', 'ADDRESS'];
    let kept = 0;
    for (let t = 0; t < 2000; t++) {
      const findings: Finding[] = [];
      for (let i = 0, n = 1 + random(40); i < n; i++) {
        const start = random(150);
        findings.push(f(entities[random(5)]!, start, start + 1 + random(12), random(5) / 4, `d${i}`));
      }
      // Every other set as detectors give theirs: a few runs, each in order of start.
      if (t % 2 === 0) {
        const cut = 1 + random(5);
        for (let r = 0; r < cut; r++) {
          const lo = Math.floor((r * findings.length) / cut);
          const hi = Math.floor(((r + 1) * findings.length) / cut);
          findings.splice(lo, hi - lo, ...findings.slice(lo, hi).sort((a, b) => a.start - b.start));
        }
      }
      const expected = greedy(findings);
      expect(resolveOverlaps(findings)).toEqual(expected);
      kept += expected.length;
    }
    expect(kept).toBeGreaterThan(5000);
  });
});
