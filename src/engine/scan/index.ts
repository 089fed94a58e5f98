import { DigitTokens, type DigitTokenParts } from './digit-tokens.js';
import { literalOccurrences } from './literals.js';
import { scanTokenRuns } from './token-runs.js';

export { LONG_RUN, type DigitTokens } from './digit-tokens.js';
export { Positions, type PositionList } from './positions.js';

const WIDE_CHAR = /[^\0-\xff]/;

/**
 * The per-text scans detectors share, built at most once per analyze() call (each on first
 * use) and handed to every detector in its context (ctx.scan). No module keeps the last text
 * between calls: what one call learns about its text lives here and goes with the call.
 */
export class TextScan {
  #tokenRuns: Int32Array | undefined;
  #digitTokens: DigitTokens | undefined;
  #literals: Map<string, Int32Array> | undefined;
  #shared: Map<object, unknown> | undefined;
  /** `shared` results by key: made here (to be seeded) or seeded from another thread. */
  #keyed: Map<string, Int32Array> | undefined;
  #answers: Map<object, Map<string, boolean>> | undefined;
  #latin1: boolean | undefined;

  /** `seed`: what another thread's scan of the same text found (`seed()`), not scanned again. */
  constructor(
    readonly text: string,
    seed?: ScanSeed,
  ) {
    if (!seed) return;
    this.#tokenRuns = seed.tokenRuns;
    if (seed.digitTokens) this.#digitTokens = new DigitTokens(text, seed.digitTokens);
    this.#literals = seed.literals && new Map(seed.literals);
    this.#keyed = seed.keyed && new Map(seed.keyed);
  }

  /**
   * The scans made so far, as typed arrays, for a TextScan of the same text on another thread:
   * with the pipe on two cores both threads read the token runs, the digit tokens, literals and
   * the `name = value` pairs of each segment, and the worker, which analyzes first, sends its
   * own with its candidates (docs/parallel.md). postMessage copies them.
   */
  seed(): ScanSeed {
    return { tokenRuns: this.#tokenRuns, digitTokens: this.#digitTokens?.parts(), literals: this.#literals, keyed: this.#keyed };
  }

  /** [start0, end0, start1, end1, …] of the runs of token characters (scan/token-runs.ts). */
  get tokenRuns(): Int32Array {
    return (this.#tokenRuns ??= scanTokenRuns(this.text));
  }

  /** Where numbers made of digit groups can start, and the runs of digits (scan/digit-tokens.ts). */
  get digitTokens(): DigitTokens {
    return (this.#digitTokens ??= new DigitTokens(this.text));
  }

  /**
   * Whether every character of the text is below U+0100, so that no CJK, Cyrillic or other
   * wider character can be in it (a detector of such words or marks has nothing to look for).
   * On the one-byte strings V8 makes of such texts irregexp answers at once (a class of wider
   * characters cannot match one); on others the search stops at the first wider character, which
   * prose has in its first lines (a "’").
   */
  get latin1(): boolean {
    return (this.#latin1 ??= !WIDE_CHAR.test(this.text));
  }

  /**
   * Where `literal` occurs (case as written), ascending: found once per call for the detectors
   * that start from the same literal (":" for named values and URL passwords, "--" for flags).
   */
  literal(literal: string): Int32Array {
    this.#literals ??= new Map();
    let at = this.#literals.get(literal);
    if (!at) this.#literals.set(literal, (at = literalOccurrences(this.text, literal)));
    return at;
  }

  /**
   * What `make` finds in the text, computed once per call for every detector that asks with the
   * same `make` (a detector family's own scan, e.g. the names analysis' table of known names;
   * one whose result is positions goes through `keyed`, so that it can be seeded).
   */
  shared<T>(make: (scan: TextScan) => T): T {
    this.#shared ??= new Map();
    if (!this.#shared.has(make)) this.#shared.set(make, make(this));
    return this.#shared.get(make) as T;
  }

  /**
   * The answers of a pure check of values (a detector's `fitsField`) given during this call, by
   * value: a detector that asks the check of every value of a field keeps them here, and the
   * known-field pass (known-fields.ts) reads them instead of asking again (a name column's
   * 100,000 names each checked once, not twice). Dropped with the scan, at the call's end.
   */
  answers(check: object): Map<string, boolean> {
    this.#answers ??= new Map();
    let found = this.#answers.get(check);
    if (!found) this.#answers.set(check, (found = new Map()));
    return found;
  }

  /** The answers of `check` given during this call so far, if any (see `answers`). */
  answered(check: object): ReadonlyMap<string, boolean> | undefined {
    return this.#answers?.get(check);
  }

  /**
   * `shared` for a scan whose result is positions, under a `key` unique to `make` across the
   * engine: such a result goes with the scan's seed to another thread (the functions there are
   * other objects, the key is the same).
   */
  keyed(key: string, make: (scan: TextScan) => Int32Array): Int32Array {
    this.#keyed ??= new Map();
    let found = this.#keyed.get(key);
    if (!found) this.#keyed.set(key, (found = make(this)));
    return found;
  }
}

/** What a TextScan hands to one of the same text on another thread (TextScan.seed). */
export interface ScanSeed {
  tokenRuns?: Int32Array | undefined;
  digitTokens?: DigitTokenParts | undefined;
  literals?: ReadonlyMap<string, Int32Array> | undefined;
  keyed?: ReadonlyMap<string, Int32Array> | undefined;
}

/**
 * The scan of a detector's context when it is of `text`, else a new one: a finder called on
 * its own (a test, a helper called with a piece of the text) scans for itself.
 */
export function scanOf(text: string, ctx?: { scan?: TextScan | undefined }): TextScan {
  const scan = ctx?.scan;
  return scan !== undefined && scan.text === text ? scan : new TextScan(text);
}
