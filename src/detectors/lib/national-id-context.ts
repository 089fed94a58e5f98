import { hasContext, wordListRegex } from '../../engine/detector.js';
import type { ValidateContext } from '../../engine/types.js';

/**
 * Scores shared by the NATIONAL_ID detectors, before the engine's +0.25 for a nearby context
 * word: a checksum-validated number in a distinctive printed shape stands on its own; a
 * validated bare digit run is only kept next to a context word (0.70 + 0.25 = 0.95); a shape
 * with no checksum only ever counts with context (0.40 + 0.25 = 0.65).
 */
export const NATIONAL_ID_SCORE = {
  distinctive: 0.85,
  contextual: 0.7,
  shapeOnly: 0.4,
} as const;

/**
 * For detectors where only some shapes need context (a bare digit run, but not the
 * number printed with its usual separators): returns a test of whether one of `words`
 * is near the candidate, over the same window the engine uses for `context`.
 */
export function contextTest(words: readonly string[]): (ctx: ValidateContext) => boolean {
  if (words.length === 0) throw new Error('contextTest needs at least one word');
  // Built on first use: parsing these Unicode-aware regexes at import would slow start-up.
  let re: RegExp | undefined;
  return (ctx) => hasContext((re ??= wordListRegex(words)!), ctx.text, ctx.start, ctx.end, ctx.hint);
}
