import { createRedactor, firstCandidates } from '../engine/redactor.js';
import { packFindings } from './findings.js';
import type { AnalyzeReply, AnalyzeRequest, PipeWorkerSetup } from './pipe-worker.js';

/**
 * What a pipe worker answers to each request (pipe-worker.ts; tests' stand-ins call it too):
 * the findings of the whole text, or with `share`, the candidates of the setup's `share`
 * detectors (the main thread finishes the analysis); and the time it took.
 */
export function pipeAnswerer(setup: PipeWorkerSetup): (m: AnalyzeRequest) => AnalyzeReply {
  const redactor = createRedactor(setup.redactor);
  const share = setup.share && new Set(setup.share);
  return (m) => {
    try {
      const started = performance.now();
      const found = share && m.share ? firstCandidates(m.text, setup.redactor, share) : redactor.analyze(m.text);
      return { id: m.id, ok: true, ...packFindings(found), ms: performance.now() - started };
    } catch (e) {
      // The error's name only: a message could quote the text.
      return { id: m.id, ok: false, name: (e as Error)?.name ?? 'Error' };
    }
  };
}
