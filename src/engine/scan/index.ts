import { scanTokenRuns } from './token-runs.js';

/**
 * The per-text scans detectors share, built at most once per analyze() call (on first use)
 * and handed to every detector in its context: no module keeps the last text between calls.
 */
export class TextScan {
  #tokenRuns: readonly number[] | undefined;

  constructor(readonly text: string) {}

  /** [start0, end0, start1, end1, …] of the runs of token characters (scan/token-runs.ts). */
  get tokenRuns(): readonly number[] {
    return (this.#tokenRuns ??= scanTokenRuns(this.text));
  }
}
