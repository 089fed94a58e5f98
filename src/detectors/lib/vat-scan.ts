import { scanMatches } from '../../engine/detector.js';
import type { Candidate } from '../../engine/types.js';
import { numberShapeFinder } from './national-id-scan.js';
import { runMatches } from '../../engine/scan/token-runs.js';

/**
 * A pattern with its own base score, for detectors whose distinctive print forms stand on
 * their own while the bare-digit form only counts next to a context word: the bare form gets a
 * score below the engine's threshold (0.5) that the context boost (+0.25) lifts over it.
 */
export interface ScoredPattern {
  /**
   * With the `g` flag. A pattern registered with numberShaped() (a number of digits and
   * capitals joined by single separators, with six or more digits, that can't start right after
   * a letter or digit) is tried only where the shared scan of national-id-scan.ts says such a
   * number starts, together with the other number shapes; any other scans the text.
   */
  re: RegExp;
  /**
   * Characters before the match that belong to the number: a pattern may start matching at a
   * rarer character (a "." rather than any capital or digit, which irregexp scans for much
   * faster) and check the characters before it with a look-behind.
   */
  lead?: number;
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
  for (const { re, score, lead = 0 } of patterns) {
    for (const [index, end] of spans(re, text)) {
      const start = index - lead;
      const value = text.slice(start, end);
      if (accept(value.replace(/[\s.\-/]+/g, '').toUpperCase())) {
        yield { start, end, score: typeof score === 'number' ? score : score(value) };
      }
    }
  }
}

const numberShapes = new WeakMap<RegExp, (text: string) => readonly Candidate[]>();

/** Registers a pattern with the shared number shapes (see ScoredPattern.re); returns it. */
export function numberShaped(re: RegExp): RegExp {
  numberShapes.set(re, numberShapeFinder(re));
  return re;
}

/** Whether `re` was registered with numberShaped(). */
export function isNumberShaped(re: RegExp): boolean {
  return numberShapes.has(re);
}

const runShapes = new WeakMap<RegExp, number>();

/**
 * Registers a pattern every match of which is MIN_RUN (16) or more token characters (letters,
 * digits and `_+/=.~$:-`, lib/secrets-runs.ts) and whose look-arounds read at most `reach`
 * characters outside the match: it is run over the shared token runs only. Returns it.
 */
export function runShaped(re: RegExp, reach: number): RegExp {
  runShapes.set(re, reach);
  return re;
}

/** Whether `re` was registered with runShaped(). */
export function isRunShaped(re: RegExp): boolean {
  return runShapes.has(re);
}

/** The [start, end) of what a global scan with `re` finds: from the number starts or the token runs when it is registered. */
function* spans(re: RegExp, text: string): Iterable<readonly [number, number]> {
  const shaped = numberShapes.get(re);
  const reach = runShapes.get(re);
  if (shaped) for (const c of shaped(text)) yield [c.start, c.end];
  else if (reach !== undefined) for (const c of runMatches(re, text, reach)) yield [c.start, c.end];
  else for (const m of scanMatches(re, text)) yield [m.index, m.index + m[0].length];
}
