import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine/analyze.js';
import { defineDetector } from '../../src/engine/detector.js';
import { KeywordIndex } from '../../src/engine/keywords.js';

describe('KeywordIndex', () => {
  const index = new KeywordIndex(['id', 'identity', 'tin', 'steuer', 'sofi', 'זהות', 'ss#']);

  it('finds exactly the keywords a text contains', () => {
    expect([...index.present('the meeting at noon')].sort()).toEqual(['tin']);
    expect([...index.present('nothing here')]).toEqual([]);
  });

  it('reports a keyword that only occurs inside a longer one at the same position', () => {
    expect([...index.present('identity card')].sort()).toEqual(['id', 'identity']);
  });

  it('reports keywords whose occurrences overlap', () => {
    // "steuer" and "tin" do not contain each other; each start position is tried.
    expect([...index.present('steuertin')].sort()).toEqual(['steuer', 'tin']);
  });

  it('treats keywords as literal text and handles non-Latin ones', () => {
    expect([...index.present('ss# 123')]).toEqual(['ss#']);
    expect([...index.present('sssss')]).toEqual([]);
    expect([...index.present('מספר זהות')]).toEqual(['זהות']);
  });

  it('searches every text it is given', () => {
    expect([...index.present('no match', 'sofi')]).toEqual(['sofi']);
  });

  it('finds nothing when there are no keywords', () => {
    expect([...new KeywordIndex([]).present('anything')]).toEqual([]);
  });
});

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
