import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine/analyze.js';
import { defineDetector } from '../../src/engine/detector.js';
import type { Candidate, DetectorContext, Emit } from '../../src/engine/types.js';

const NONE = { positive: [], negative: [] };
const TEXT = 'id 1234 and 5678, code 99, ref 4321';

/** Every run of digits, with a score of its own for runs of two and the entity NATIONAL_ID for "4321". */
function runs(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(/\d+/g)) {
    const c: Candidate = { start: m.index, end: m.index + m[0].length };
    if (m[0].length === 2) c.score = 0.55;
    if (m[0] === '4321') c.entity = 'NATIONAL_ID';
    out.push(c);
  }
  return out;
}

const emitting = (seen: DetectorContext[] = []) =>
  defineDetector({
    id: 'runs',
    entity: 'ZIP_CODE',
    findEach: (text, ctx, emit: Emit) => {
      seen.push(ctx);
      for (const c of runs(text)) emit(c.start, c.end, c.score, c.entity);
    },
    score: 0.8,
    examples: NONE,
  });
const listing = defineDetector({ id: 'runs', entity: 'ZIP_CODE', find: runs, score: 0.8, examples: NONE });

describe('findEach: a finder that emits its candidates', () => {
  it('finds what the same finder returning a list finds, in the same order, scores and entities included', () => {
    const found = analyze(TEXT, { detectors: [emitting()] });
    expect(found).toEqual(analyze(TEXT, { detectors: [listing] }));
    expect(found).toEqual([
      { entity: 'ZIP_CODE', start: 3, end: 7, score: 0.8, detector: 'runs' },
      { entity: 'ZIP_CODE', start: 12, end: 16, score: 0.8, detector: 'runs' },
      { entity: 'ZIP_CODE', start: 23, end: 25, score: 0.55, detector: 'runs' },
      { entity: 'NATIONAL_ID', start: 31, end: 35, score: 0.8, detector: 'runs' },
    ]);
  });

  it("is given the call's context (its scan among it)", () => {
    const seen: DetectorContext[] = [];
    analyze(TEXT, { detectors: [emitting(seen)] });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.scan?.text).toBe(TEXT);
  });

  it('goes through the threshold, the allow list and validate as listed candidates do', () => {
    const validated = defineDetector({
      id: 'runs',
      entity: 'ZIP_CODE',
      findEach: (text, _ctx, emit) => {
        for (const c of runs(text)) emit(c.start, c.end, c.score, c.entity);
      },
      validate: (value) => value !== '5678',
      examples: NONE,
    });
    const found = analyze(TEXT, { detectors: [validated], allow: ['1234'], threshold: 0.58 });
    expect(found.map((f) => [f.start, f.end, f.score])).toEqual([[31, 35, 0.6]]);
  });

  it('gets a find() made from it: the candidates in a list, in emitted order, without the fields left undefined', () => {
    const detector = emitting();
    const listed = [...detector.find!(TEXT, { region: 'US', hint: '', prior: [] })];
    expect(listed).toEqual(runs(TEXT));
    expect(listed.map((c) => Object.keys(c))).toEqual([['start', 'end'], ['start', 'end'], ['start', 'end', 'score'], ['start', 'end', 'entity']]);
  });

  it('is refused beside find(): a detector gives one of the two', () => {
    expect(() => defineDetector({ id: 'both', entity: 'ZIP_CODE', find: runs, findEach: () => {}, examples: NONE })).toThrow(
      'detector both: find() or findEach(), not both',
    );
  });
});
