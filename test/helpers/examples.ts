import type { Detector } from '../../src/engine/types.js';

/** The texts of the detectors' catalog examples, positive and negative. */
export function exampleTexts(detectors: readonly Detector[]): string[] {
  return detectors.flatMap((d) => [...d.examples.positive.map((e) => (typeof e === 'string' ? e : e.text)), ...d.examples.negative]);
}

/** The texts, and all of them joined by each separator: numbers next to numbers, at token edges. */
export function joinedTexts(texts: readonly string[], separators: readonly string[] = [' ', '\n', '/', '-']): string[] {
  return [...texts, ...separators.map((s) => texts.join(s))];
}
