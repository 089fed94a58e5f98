import { ENTITY_NAMES, type EntityName } from '../entities.js';
import type { Finding } from '../engine/types.js';

/**
 * Findings as a worker posts them: five numbers each (entity, start, end, score, detector) in
 * one buffer (copied with the message, see pipe-worker.ts), and the detectors' ids once per message. Ten thousand small objects
 * cloned one by one cost the main thread more than the text they came with.
 */
export interface PackedFindings {
  numbers: Float64Array;
  detectors: string[];
}

const ENTITY_INDEX = new Map<string, number>(ENTITY_NAMES.map((e, i) => [e, i]));

export function packFindings(findings: readonly Finding[]): PackedFindings {
  const numbers = new Float64Array(findings.length * 5);
  const detectors: string[] = [];
  const detectorIndex = new Map<string, number>();
  for (let i = 0; i < findings.length; i++) {
    const f = findings[i]!;
    let d = detectorIndex.get(f.detector);
    if (d === undefined) {
      detectorIndex.set(f.detector, (d = detectors.length));
      detectors.push(f.detector);
    }
    const j = i * 5;
    numbers[j] = ENTITY_INDEX.get(f.entity)!;
    numbers[j + 1] = f.start;
    numbers[j + 2] = f.end;
    numbers[j + 3] = f.score;
    numbers[j + 4] = d;
  }
  return { numbers, detectors };
}

/** The findings back, their offsets moved by `shift`. */
export function unpackFindings({ numbers, detectors }: PackedFindings, shift = 0): Finding[] {
  const out: Finding[] = new Array(numbers.length / 5);
  for (let i = 0, j = 0; j < numbers.length; i++, j += 5) {
    // `| 0`: a Float64Array gives doubles, and offsets stored as doubles made the main thread's
    // findings a shape of their own (double fields, a heap number each), which deoptimized the
    // code that reads findings (docs/parallel.md). Offsets and indexes are small integers.
    out[i] = {
      entity: ENTITY_NAMES[numbers[j]! | 0] as EntityName,
      start: (numbers[j + 1]! | 0) + shift,
      end: (numbers[j + 2]! | 0) + shift,
      score: numbers[j + 3]!,
      detector: detectors[numbers[j + 4]! | 0]!,
    };
  }
  return out;
}
