import { scanTokenRuns } from './token-runs.js';

/**
 * The per-text scans detectors share, built at most once per analyze() call (on first use)
 * and handed to every detector in its context: no module keeps the last text between calls.
 */
export class TextScan {
  #tokenRuns: readonly number[] | undefined;
  readonly #shared = new Map<(text: string) => unknown, unknown>();

  constructor(readonly text: string) {}

  /** [start0, end0, start1, end1, …] of the runs of token characters (scan/token-runs.ts). */
  get tokenRuns(): readonly number[] {
    return (this.#tokenRuns ??= scanTokenRuns(this.text));
  }

  /**
   * What `scan` finds in the text, computed once per call for every detector that asks (a
   * detector family's own scan, e.g. the `name = value` pairs the secret, user-name and
   * license detectors read).
   */
  shared<T>(scan: (text: string) => T): T {
    if (!this.#shared.has(scan)) this.#shared.set(scan, scan(this.text));
    return this.#shared.get(scan) as T;
  }
}
