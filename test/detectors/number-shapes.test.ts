import { describe, expect, it } from 'vitest';
import { PATTERN as chUid } from '../../src/detectors/ch-uid.js';
import { PATTERN as cnUscc } from '../../src/detectors/cn-uscc.js';
import { DETECTORS } from '../../src/detectors/index.js';
import { PATTERN as inGstin } from '../../src/detectors/in-gstin.js';
import { analyze } from '../../src/engine/analyze.js';
import { defineDetector } from '../../src/engine/detector.js';
import { exampleTexts, joinedTexts } from '../helpers/examples.js';

/**
 * A detector whose pattern is tried only at numberStarts, combined with the other number
 * shapes, must find what the same detector finds by scanning the whole text with its pattern.
 */
const TEXTS = joinedTexts(exampleTexts(DETECTORS));

describe('number shapes tried at the shared starts', () => {
  for (const [id, pattern] of [
    ['ch-uid', chUid],
    ['cn-uscc', cnUscc],
    ['in-gstin', inGstin],
  ] as const) {
    const det = DETECTORS.find((d) => d.id === id)!;
    const scanning = defineDetector({ ...det, find: undefined, patterns: [pattern] });
    it(`${id}: same findings as a scan of the whole text, on ${TEXTS.length} texts`, () => {
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
