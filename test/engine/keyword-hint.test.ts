import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine/analyze.js';
import { defineDetector } from '../../src/engine/detector.js';

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
