import type { Candidate } from '../../engine/types.js';

/**
 * A pattern with its own base score, for detectors whose distinctive print forms stand on
 * their own while the bare-digit form only counts next to a context word: the bare form gets a
 * score below the engine's threshold (0.5) that the context boost (+0.25) lifts over it.
 */
export interface ScoredPattern {
  re: RegExp;
  /** A number, or one picked from the matched text (one regex pass for several print forms). */
  score: number | ((match: string) => number);
}

/** Base score of a form that is only a finding with a context word nearby. */
export const NEEDS_CONTEXT = 0.3;

/**
 * Runs each pattern (it must carry the `g` flag) and yields the matches whose compact form
 * (separators removed, upper case) passes `accept`, scored by the pattern.
 */
export function* scoredMatches(
  text: string,
  patterns: readonly ScoredPattern[],
  accept: (compact: string) => boolean,
): Iterable<Candidate> {
  for (const { re, score } of patterns) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(text)) !== null) {
      if (accept(m[0].replace(/[\s.\-/]+/g, '').toUpperCase())) {
        yield { start: m.index, end: m.index + m[0].length, score: typeof score === 'number' ? score : score(m[0]) };
      }
    }
  }
}
