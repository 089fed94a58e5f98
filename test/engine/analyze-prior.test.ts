import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine/analyze.js';
import { defineDetector } from '../../src/engine/detector.js';
import type { Finding } from '../../src/engine/types.js';

const NONE = { positive: [], negative: [] };
const TEXT = 'ab 1234-5678 cd';
/** Two first-phase detectors whose candidates overlap: "1234" (3-7) wins over "34-5678" (5-12). */
const short = defineDetector({ id: 'short', entity: 'ZIP_CODE', patterns: [/\d{4}(?=-)/], score: 0.9, examples: NONE });
const long = defineDetector({ id: 'long', entity: 'NATIONAL_ID', patterns: [/\d\d-\d{4}/], score: 0.6, examples: NONE });

/** An after-phase detector that finds `found` (spans of the text) and records the prior findings it was given. */
function later(found: readonly [number, number][], seen: Finding[][] = []) {
  return defineDetector({
    id: 'later',
    entity: 'PERSON_NAME',
    after: ['NATIONAL_ID', 'ZIP_CODE'],
    find: (_text, ctx) => {
      seen.push([...ctx.prior]);
      return found.map(([start, end]) => ({ start, end, score: 0.95 }));
    },
    examples: NONE,
  });
}

const spans = (found: Finding[]) => found.map((f) => [f.detector, f.start, f.end]);

describe('analyze: the first phase resolved once (ctx.prior)', () => {
  it("gives the first phase's resolution when the later detectors find nothing", () => {
    const seen: Finding[][] = [];
    const found = analyze(TEXT, { detectors: [short, long, later([], seen)] });
    expect(found).toEqual([{ entity: 'ZIP_CODE', start: 3, end: 7, score: 0.9, detector: 'short' }]);
    expect(seen).toEqual([found]);
  });

  it('resolves every candidate again when a later detector finds something: one that lost in the first phase can come back', () => {
    const seen: Finding[][] = [];
    // "ab 1" beats "1234", which had beaten "34-5678": that one overlaps nothing kept now.
    const found = analyze(TEXT, { detectors: [short, long, later([[0, 4]], seen)] });
    expect(found).toEqual([
      { entity: 'PERSON_NAME', start: 0, end: 4, score: 0.95, detector: 'later' },
      { entity: 'NATIONAL_ID', start: 5, end: 12, score: 0.6, detector: 'long' },
    ]);
    expect(seen.map(spans)).toEqual([[['short', 3, 7]]]);
    // Beside the first phase's findings: they stay, the later one joins them.
    expect(spans(analyze(TEXT, { detectors: [short, long, later([[13, 15]])] }))).toEqual([
      ['short', 3, 7],
      ['later', 13, 15],
    ]);
  });
});
