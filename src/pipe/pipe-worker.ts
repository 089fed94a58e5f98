import { parentPort, workerData } from 'node:worker_threads';
import { createRedactor, type RedactorOptions } from '../engine/redactor.js';
import { packFindings } from './findings.js';

/** What the pipe's worker threads start with: the run's analysis options (no style, no key). */
export interface PipeWorkerSetup {
  redactor: RedactorOptions;
}

/** A piece of the stream to analyze, and the answer: its findings, offsets into `text`. */
export interface AnalyzeRequest {
  id: number;
  text: string;
}

export type AnalyzeReply = { id: number; ok: true; numbers: Float64Array; detectors: string[] } | { id: number; ok: false; name: string };

const port = parentPort!;
const redactor = createRedactor((workerData as PipeWorkerSetup).redactor);

port.on('message', (m: AnalyzeRequest) => {
  let reply: AnalyzeReply;
  try {
    reply = { id: m.id, ok: true, ...packFindings(redactor.analyze(m.text)) };
  } catch (e) {
    // The error's name only: a message could quote the text.
    reply = { id: m.id, ok: false, name: (e as Error)?.name ?? 'Error' };
  }
  port.postMessage(reply, reply.ok ? [reply.numbers.buffer as ArrayBuffer] : []);
});
