import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine/analyze.js';
import { defineDetector } from '../../src/engine/detector.js';
import { hintMentionsOf } from '../../src/engine/keywords.js';
import { DETECTORS } from '../../src/detectors/index.js';

describe('keyword prefilter in analyze', () => {
  const detector = defineDetector({
    id: 'test-code',
    entity: 'CUSTOM_ENTITY',
    patterns: [/\bX\d{4}\b/g],
    keywords: ['code'],
    context: ['code'],
    requireContext: true,
    score: 0.6,
    examples: { positive: [], negative: [] },
  });
  const detectors = [detector];

  it('skips a detector whose keywords are absent', () => {
    expect(analyze('X1234', { detectors })).toEqual([]);
  });

  it('runs it when a keyword occurs in the text', () => {
    expect(analyze('code X1234', { detectors })).toEqual([
      { entity: 'CUSTOM_ENTITY', start: 5, end: 10, score: 0.85, detector: 'test-code' },
    ]);
  });

  it('runs it when a keyword occurs only in the hint (e.g. a CSV column header)', () => {
    expect(analyze('X1234', { detectors }, 'Code')).toEqual([
      { entity: 'CUSTOM_ENTITY', start: 0, end: 5, score: 0.85, detector: 'test-code' },
    ]);
  });
});

describe('HintMentions', () => {
  /** The plain test: each detector's keywords against the hint, in lower case. */
  const plain = (hint: string) => {
    const lower = hint.toLowerCase();
    return DETECTORS.flatMap((d, i) => ((d.keywords ?? []).some((k) => lower.includes(k.toLowerCase())) ? [i] : []));
  };
  const sorted = (set: Set<number>) => [...set].sort((a, b) => a - b);

  it('finds the detectors whose keyword is in the hint, as testing each keyword in turn does', () => {
    const keywords = DETECTORS.flatMap((d) => d.keywords ?? []);
    const hints = [
      'email', 'E-Mail Address', 'SSN', 'customer_iban', 'Téléphone', 'contact.phone.mobile', 'x', 'notes', 'İBAN', 'ΑΦΜ', 'Straße',
      // Every keyword: alone, in capitals, inside other words, and two at once.
      ...keywords, ...keywords.map((k) => `zz${k.toUpperCase()}zz`), ...keywords.map((k, i) => `${k} ${keywords[(i * 7) % keywords.length]}`),
    ];
    let found = 0;
    for (const hint of hints) {
      const expected = plain(hint);
      found += expected.length;
      expect(sorted(hintMentionsOf(DETECTORS).of(hint)), hint).toEqual(expected);
    }
    expect(found).toBeGreaterThan(3 * keywords.length);
  });

  it('names a detector by a keyword of its own in a list of one', () => {
    const detector = defineDetector({ id: 'test-code', entity: 'CUSTOM_ENTITY', patterns: [/X\d{4}/g], keywords: ['code', 'Ref No'], score: 0.6, examples: { positive: [], negative: [] } });
    const mentions = hintMentionsOf([detector]);
    expect(sorted(mentions.of('Postcode'))).toEqual([0]);
    expect(sorted(mentions.of('REF NO.'))).toEqual([0]);
    expect(sorted(mentions.of('ref'))).toEqual([]);
    expect(sorted(mentions.of('cod'))).toEqual([]);
  });
});
