import { describe, expect, it } from 'vitest';
import { DETECTORS } from '../../src/detectors/index.js';
import { analyze } from '../../src/engine/analyze.js';
import { defineDetector } from '../../src/engine/detector.js';
import { exampleTexts, joinedTexts } from '../helpers/examples.js';

/**
 * A detector with `starts` has its patterns tried only there; it must find what the same
 * detector finds by scanning the whole text.
 */
const WITH_STARTS = DETECTORS.filter((d) => d.starts);
const TEXTS = joinedTexts(exampleTexts(DETECTORS));

describe('detectors with starts', () => {
  it('exist', () => {
    expect(WITH_STARTS.map((d) => d.id)).toEqual(['ch-uid', 'cn-uscc', 'in-gstin']);
  });

  for (const det of WITH_STARTS) {
    const scanning = defineDetector({ ...det, starts: undefined });
    it(`${det.id}: same findings as a scan of the whole text, on ${TEXTS.length} texts`, () => {
      let found = 0;
      for (const text of TEXTS) {
        const spans = analyze(text, { detectors: [det] }).map((f) => [f.start, f.end]);
        expect({ text, spans }).toEqual({ text, spans: analyze(text, { detectors: [scanning] }).map((f) => [f.start, f.end]) });
        found += spans.length;
      }
      expect(found).toBeGreaterThan(3);
    });
  }
});
