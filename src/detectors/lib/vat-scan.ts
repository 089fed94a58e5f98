import type { Candidate } from '../../engine/types.js';
import { numberShapeFinder } from './national-id-scan.js';

/**
 * A pattern with its own base score, for detectors whose distinctive print forms stand on
 * their own while the bare-digit form only counts next to a context word: the bare form gets a
 * score below the engine's threshold (0.5) that the context boost (+0.25) lifts over it.
 */
export interface ScoredPattern {
  re: RegExp;
  /**
   * Characters before the match that belong to the number: a pattern may start matching at a
   * rarer character (a "." rather than any capital or digit, which irregexp scans for much
   * faster) and check the characters before it with a look-behind.
   */
  lead?: number;
  /**
   * The number is written with digits and capitals joined by single separators, holds six or
   * more digits and can't start right after a letter or digit: tried (sticky) only where the
   * shared scan of national-id-scan.ts says such a number starts, not by a scan of its own.
   */
  idShaped?: boolean;
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
  for (const { re, score, lead = 0, idShaped } of patterns) {
    for (const [index, end] of idShaped ? spansAtNumberStarts(re, text) : spansOf(re, text)) {
      const start = index - lead;
      const value = text.slice(start, end);
      if (accept(value.replace(/[\s.\-/]+/g, '').toUpperCase())) {
        yield { start, end, score: typeof score === 'number' ? score : score(value) };
      }
    }
  }
}

function* spansOf(re: RegExp, text: string): Iterable<readonly [number, number]> {
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) yield [m.index, m.index + m[0].length];
}

const finders = new WeakMap<RegExp, (text: string) => readonly Candidate[]>();

/** The matches a global scan with `re` would give, tried only at numberStarts() (with the other number shapes). */
function* spansAtNumberStarts(re: RegExp, text: string): Iterable<readonly [number, number]> {
  let find = finders.get(re);
  if (!find) finders.set(re, (find = numberShapeFinder(re)));
  for (const c of find(text)) yield [c.start, c.end];
}

/**
 * Registers an idShaped pattern with the shared number shapes when its module loads, so that
 * the first text does not see the combined regex rebuilt once per detector.
 */
export function numberShaped(re: RegExp): RegExp {
  finders.set(re, numberShapeFinder(re));
  return re;
}
