import { createRedactor, firstShare } from '../engine/redactor.js';
import { TextScan } from '../engine/scan/index.js';
import { packFindings } from './findings.js';
import { threadCpuMs } from './thread-cpu.js';
import type { AnalyzeReply, AnalyzeRequest, PipeWorkerSetup } from './pipe-worker.js';

/**
 * What a pipe worker answers to each request (pipe-worker.ts; tests' stand-ins call it too):
 * the findings of the whole text, or with `share`, the candidates of the setup's `share`
 * detectors (the main thread finishes the analysis) with the text's scans (TextScan.seed: the
 * main thread's part reads the same ones) and the keyword hits of the main thread's detectors
 * (one keyword pass for both), `lighter`'s with `lighter`; the time it took, and the thread's CPU time.
 */
export function pipeAnswerer(setup: PipeWorkerSetup): (m: AnalyzeRequest) => AnalyzeReply {
  const redactor = createRedactor(setup.redactor);
  const share = setup.share && new Set(setup.share);
  const lighter = setup.lighter && new Set(setup.lighter);
  return (m) => {
    try {
      const started = performance.now();
      if (share && m.share) {
        const scan = new TextScan(m.text);
        const { candidates, keywords } = firstShare(m.text, setup.redactor, (m.lighter && lighter) || share, scan);
        return { id: m.id, ok: true, ...packFindings(candidates), scan: scan.seed(), keywords, ms: performance.now() - started, cpu: threadCpuMs() };
      }
      return { id: m.id, ok: true, ...packFindings(redactor.analyze(m.text)), ms: performance.now() - started, cpu: threadCpuMs() };
    } catch (e) {
      // The error's name only: a message could quote the text.
      return { id: m.id, ok: false, name: (e as Error)?.name ?? 'Error' };
    }
  };
}
