import { rm } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { writeCodeCaches } from '../code-cache-hook.js';
import { createRedactor, type RedactorOptions } from '../engine/redactor.js';
import type { JobResultMessage } from '../files/pool.js';
import { failureReason } from '../files/reasons.js';
import { redactDocument } from '../formats/document.js';
import { chooseHandler } from '../formats/index.js';
import { readHead } from '../formats/lib/files.js';
import type { Limits } from '../formats/types.js';
import { FindingCollector, type RawFinding } from './collect.js';
import { skipReason, TEXT_FORMATS } from './kinds.js';
import { fingerprint } from './fingerprint.js';
import { officeLocator } from './office-locations.js';
import { decodedChunks, locateInStream } from './text-locations.js';
import type { FileScan, LocatedFinding, Location } from './types.js';

/** What every scan worker starts with. */
export interface ScanWorkerSetup {
  redactor: RedactorOptions;
  limits: Limits;
  salt: string;
  debug: boolean;
}

export interface ScanJob {
  input: string;
  display: string;
  /** Where the handler writes its (discarded) output. */
  temp: string;
}

const port = parentPort!;
const setup = workerData as ScanWorkerSetup;
const redactor = createRedactor({ ...setup.redactor, style: 'label' });

/**
 * Runs the file's own format handler, so a scan sees exactly what `anonymize files` would
 * redact, with its limits and errors; the output goes to a temporary file that is removed.
 */
async function scanFile(job: ScanJob): Promise<FileScan> {
  const head = await readHead(job.input, 8 * 1024);
  const skip = skipReason(job.input, head);
  if (skip !== undefined) return { format: 'none', findings: [], suppressed: 0, warnings: [], ...(skip ? { skipped: skip } : {}) };
  const handler = chooseHandler(job.input, head, job.display);
  const collector = new FindingCollector();
  const text = TEXT_FORMATS.has(handler.id);
  const ctx = { redactor: text ? redactor : collector.observe(redactor), displayName: job.display, limits: setup.limits, options: {}, scan: collector.hooks };
  let warnings: string[];
  try {
    // Word, Excel and PDF with the document's memory, as `anonymize files` redacts them: a
    // person their properties declare is found in the body too (the first pass is not recorded).
    warnings = (text ? await handler.redact(job.input, job.temp, ctx) : await redactDocument(handler, job.input, job.temp, ctx)).warnings;
  } finally {
    await rm(job.temp, { force: true });
  }
  const raw = collector.findings;
  const out: FileScan = { format: handler.id, findings: [], suppressed: 0, warnings };
  if (raw.length === 0) return out;
  if (text) {
    const places = await locateInStream(
      decodedChunks(job.input, handler.id),
      raw.map((r) => ({ place: r.place!, start: r.finding.start, end: r.finding.end })),
    );
    raw.forEach((r, i) => {
      const { location, allowed, raw: written } = places[i]!;
      if (allowed) out.suppressed++;
      // Without the analyzed text, the finding's text in the file is its value (no escapes).
      else out.findings.push(located(r, r.text === undefined ? written : r.value, location));
    });
    out.findings.sort((a, b) => a.location.startLine! - b.location.startLine! || a.location.startColumn! - b.location.startColumn!);
    return out;
  }
  // Binary formats: one finding per value and place (the passes over a document may meet a
  // value more than once: Word's current and original text of a tracked change).
  const lookup = handler.id === 'pdf' ? undefined : await officeLocator(job.input, job.display, setup.limits);
  const places = new Map<string, Location>();
  const where = lookup && ((value: string) => places.get(value) ?? places.set(value, lookup(value)).get(value)!);
  const seen = new Set<string>();
  for (const r of raw) {
    const location: Location = where ? where(r.value) : { page: r.page ?? 0 };
    const f = located(r, r.value, location);
    const key = `${f.entity}\u0000${f.fingerprint}\u0000${JSON.stringify(location)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.findings.push(f);
  }
  return out;
}

function located(r: RawFinding, value: string, location: Location): LocatedFinding {
  const { entity, detector, score } = r.finding;
  return { entity, detector, score, fingerprint: fingerprint(setup.salt, value), location };
}

port.on('message', async (m: { type: string; id: number; job: ScanJob }) => {
  if (m?.type !== 'job') return;
  let reply: JobResultMessage<FileScan>;
  try {
    reply = { type: 'result', id: m.id, ok: true, value: await scanFile(m.job) };
  } catch (error) {
    reply = { type: 'result', id: m.id, ok: false, reason: failureReason(error, setup.debug) };
  }
  writeCodeCaches();
  port.postMessage(reply);
});
