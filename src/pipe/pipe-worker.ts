import { parentPort, workerData } from 'node:worker_threads';
import { writeCodeCaches } from '../code-cache-hook.js';
import type { RedactorOptions } from '../engine/redactor.js';
import type { ScanSeed } from '../engine/scan/index.js';
import { pipeAnswerer } from './answer.js';

/** What the pipe's worker threads start with: the run's analysis options (no style, no key). */
export interface PipeWorkerSetup {
  redactor: RedactorOptions;
  /**
   * Detectors (ids) this worker runs, answering with their candidates (firstCandidates), which
   * the main thread's analysis takes in place of running them (docs/parallel.md); undefined:
   * whole analyses, answered with findings.
   */
  share?: readonly string[];
  /**
   * `share` without the detectors that move to the main thread when the worker is the busier
   * (ParallelOptions.moves): what the worker runs on a request with `lighter`.
   */
  lighter?: readonly string[];
}

/** A piece of the stream to analyze, and the answer: its findings, offsets into `text`. */
export interface AnalyzeRequest {
  id: number;
  text: string;
  /** Only the setup's `share` detectors, answered with their candidates. */
  share?: boolean;
  /** With `share`: the setup's `lighter` detectors instead. */
  lighter?: boolean;
}

/**
 * `ms`: the time the analysis took (the main thread balances shared analyses with it). `scan`:
 * with `share`, the text's scans, which the main thread's part reads too (not made twice);
 * `keywords`: the keyword hits of the main thread's detectors (firstShare: no second pass).
 * `cpu`: the worker thread's CPU time so far in ms (threadCpuMs), where it can be read.
 */
export type AnalyzeReply = { id: number; ok: true; numbers: Float64Array; detectors: string[]; scan?: ScanSeed; keywords?: Int32Array; ms?: number; cpu?: number } | { id: number; ok: false; name: string };

const port = parentPort!;
const answer = pipeAnswerer(workerData as PipeWorkerSetup);

port.on('message', (m: AnalyzeRequest) => {
  const reply = answer(m);
  // Before the first answer: the main thread may change V8's flags once it has it.
  writeCodeCaches();
  // Copied, not transferred: transferring detaches the buffer, and the first detached buffer of
  // a thread invalidates V8's "no detached buffer" protector, which deoptimized every optimized
  // function of the worker that reads a typed array (about 30 on the bench's logs) and made
  // their next code check for detached buffers at every read (docs/parallel.md). The copy is a
  // few hundred KB per 512 KB segment.
  port.postMessage(reply);
});
