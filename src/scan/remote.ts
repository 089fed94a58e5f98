import { InputError, RemoteError } from '../errors.js';
import { failureReason } from '../files/reasons.js';
import { chooseHandler } from '../formats/index.js';
import { readHead } from '../formats/lib/files.js';
import type { EntityName } from '../entities.js';
import { fingerprint } from './fingerprint.js';
import { skipReason, TEXT_FORMATS } from './kinds.js';
import { decodedChunks, TextLines } from './text-locations.js';
import type { FileScan, LocatedFinding } from './types.js';

/**
 * The largest piece of a file sent in one POST /anonymize/text, as JSON-encoded UTF-8 bytes of
 * the text: a quarter of the server's default body limit (1 MB), so a server configured
 * smaller still takes it and a piece costs the server's event loop little.
 */
export const MAX_PIECE_BYTES = 256 * 1024;

/** What the server does not tell: which of its detectors found a value. */
export const REMOTE_DETECTOR = 'server';

/**
 * The server's side of a remote scan, as the CLI wires it (src/remote's client: scan does not
 * import remote, the CLI joins them).
 */
export interface TextFinder {
  /** Findings in `text` (offsets into it, never values); `where` names the file in errors. */
  find(text: string, where: string): Promise<{ entity: EntityName; start: number; end: number; score?: number }[]>;
  /** Asked once before the first file (not counted): a wrong URL or token fails the run once. */
  check(): Promise<void>;
}

export interface RemoteScanSetup {
  finder: TextFinder;
  salt: string;
  debug: boolean;
  maxPieceBytes?: number;
}

/**
 * `anonymize scan --remote`, one file: the text of a text-format file (text, JSON, CSV, decoded
 * as its handler decodes it) goes to POST /anonymize/text in pieces of whole lines, and the
 * offsets the server returns are placed in the file here (lines and columns, the inline marker),
 * with the values fingerprinted here: the server's answer never holds a value, and the report
 * has the local scan's shape. PDF, Word and Excel files fail with the reason: the service's
 * upload endpoints return a redacted file and counts, not where the findings are.
 */
export async function scanFileRemotely(input: string, display: string, setup: RemoteScanSetup): Promise<FileScan> {
  const head = await readHead(input, 8 * 1024);
  const skip = skipReason(input, head);
  if (skip !== undefined) return { format: 'none', findings: [], suppressed: 0, warnings: [], ...(skip ? { skipped: skip } : {}) };
  const handler = chooseHandler(input, head, display);
  if (!TEXT_FORMATS.has(handler.id)) {
    throw new InputError(display, `${handler.id.toUpperCase()} files are not scanned with --remote (the service returns where findings are for text only): scan them without --remote, or --ignore them`);
  }
  let text = '';
  for await (const chunk of decodedChunks(input, handler.id)) text += chunk;
  const out: FileScan = { format: handler.id, findings: [], suppressed: 0, warnings: [] };
  const lines = new TextLines(text);
  for (const [offset, piece] of pieces(text, setup.maxPieceBytes ?? MAX_PIECE_BYTES)) {
    for (const f of await setup.finder.find(piece, display)) {
      const start = offset + f.start;
      const end = offset + f.end;
      if (!(f.start >= 0 && f.end > f.start && f.end <= piece.length)) throw new RemoteError(`${display}: the server returned a finding outside the text sent`, undefined, 'malformed_response');
      const { location, allowed } = lines.locate(start, end);
      if (allowed) {
        out.suppressed++;
        continue;
      }
      const found: LocatedFinding = { entity: f.entity, detector: REMOTE_DETECTOR, score: f.score ?? 1, fingerprint: fingerprint(setup.salt, text.slice(start, end)), location };
      out.findings.push(found);
    }
  }
  return out;
}

/** Why a file failed remotely, in one line (the server's reason, or the local one). */
export function remoteFailureReason(error: unknown, debug: boolean): string {
  if (error instanceof RemoteError) return error.reason;
  return failureReason(error, debug);
}

/**
 * The text in pieces of whole lines of at most `maxBytes` (JSON-encoded, UTF-8), with their
 * offsets; a single longer line is cut between code points. An empty text has none (nothing
 * to send, nothing counted).
 */
export function* pieces(text: string, maxBytes: number): Generator<[offset: number, piece: string]> {
  let start = 0;
  let bytes = 0;
  let at = 0;
  const lineEnd = /\r\n?|\n/g;
  while (at < text.length) {
    lineEnd.lastIndex = at;
    const m = lineEnd.exec(text);
    const end = m ? m.index + m[0].length : text.length;
    const size = encodedBytes(text.slice(at, end));
    if (bytes + size > maxBytes && at > start) {
      yield [start, text.slice(start, at)];
      start = at;
      bytes = 0;
    }
    if (size > maxBytes) {
      // One line longer than a piece: cut it by code points.
      let from = at;
      while (from < end) {
        let to = Math.min(end, from + Math.max(1, Math.floor(maxBytes / 6)));
        if (to < end && isHighSurrogate(text.charCodeAt(to - 1))) to--;
        yield [from, text.slice(from, to)];
        from = to;
      }
      start = at = end;
      continue;
    }
    bytes += size;
    at = end;
  }
  if (at > start) yield [start, text.slice(start, at)];
}

const encodedBytes = (s: string) => Buffer.byteLength(JSON.stringify(s)) - 2;
const isHighSurrogate = (c: number) => c >= 0xd800 && c <= 0xdbff;
