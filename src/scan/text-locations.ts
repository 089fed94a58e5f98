import { createCodec, detectEncoding } from '../formats/lib/encoding.js';
import { readChunks, readHead } from '../formats/lib/files.js';
import { bomOf } from '../formats/lib/sniff.js';
import type { TextPlace } from '../formats/types.js';
import type { Location } from './types.js';

/** The inline marker: a line holding it reports nothing (docs/ci.md). */
export const ALLOW_MARKER = 'anonymize:allow';

/**
 * The decoded text of a text-format file in pieces, as its handler decoded it (offsets in
 * ScanHooks are into this): a BOM decides, CSV may be windows-1252, everything else is UTF-8.
 * The BOM stays in the text as U+FEFF, as the handlers keep it.
 */
export async function* decodedChunks(file: string, format: string): AsyncIterable<string> {
  const head = await readHead(file, 64 * 1024);
  const encoding = (format === 'csv' ? detectEncoding(head, true) : bomOf(head)) ?? 'utf-8';
  const codec = createCodec(encoding);
  for await (const chunk of readChunks(file)) yield codec.decode(chunk);
  yield codec.end();
}

/** A finding to locate: offsets into the text reported at `place` (see ScanHooks.found). */
export interface LocateRequest {
  place: TextPlace;
  start: number;
  end: number;
}

export interface Located {
  location: Location;
  /** A line the finding touches holds the inline marker. */
  allowed: boolean;
  /** The finding's text as the file has it (escapes included). */
  raw: string;
}

const BLOCK = 1024 * 1024;

/**
 * Locates findings in a decoded text read in pieces, in bounded memory (a log of gigabytes is
 * never held whole): the text is taken a block of whole lines at a time, and what is kept from
 * one block to the next starts at the line of the next finding still to locate.
 */
export async function locateInStream(chunks: AsyncIterable<string>, requests: readonly LocateRequest[]): Promise<Located[]> {
  // A text's place plus the offset into it never lies after the finding in the file.
  const order = requests.map((_, i) => i).sort((a, b) => requests[a]!.place.offset + requests[a]!.start - (requests[b]!.place.offset + requests[b]!.start));
  const out: Located[] = new Array<Located>(requests.length);
  let buffer = '';
  let base = 0; // file offset of buffer[0], always a line start
  let firstLine = 1; // its line number
  let next = 0;
  const flush = (final: boolean) => {
    const cut = final ? buffer.length : lastLineEnd(buffer);
    const lines = new TextLines(buffer.slice(0, cut));
    for (; next < order.length; next++) {
      const r = requests[order[next]!]!;
      const span = lines.span({ ...r.place, offset: r.place.offset - base }, r.start, r.end, cut);
      // The line the finding ends on must be whole, for the marker.
      if (!span || (!final && span[1] >= cut)) break;
      const { location, allowed } = lines.locate(span[0], span[1]);
      location.startLine! += firstLine - 1;
      location.endLine! += firstLine - 1;
      out[order[next]!] = { location, allowed, raw: lines.text.slice(span[0], span[1]) };
    }
    const keep = next < order.length ? lines.lineStart(requests[order[next]!]!.place.offset - base) : cut;
    firstLine += lines.position(keep).line - 1;
    base += keep;
    buffer = buffer.slice(keep);
  };
  for await (const chunk of chunks) {
    buffer += chunk;
    if (buffer.length >= BLOCK && next < order.length) flush(false);
  }
  flush(true);
  return out;
}

/** Just past the last line break that is surely whole (a CR at the very end may be half a CR LF). */
function lastLineEnd(text: string): number {
  for (let i = text.length - 1; i >= 0; i--) {
    const c = text.charCodeAt(i);
    if (c === 0x0a || (c === 0x0d && i < text.length - 1)) return i + 1;
  }
  return 0;
}

/** Line and column lookups over one decoded file. */
export class TextLines {
  private readonly starts: number[] = [0];

  constructor(readonly text: string) {
    // CR LF, LF and a lone CR each end a line (SARIF 2.1.0, 3.30.2), as the CSV reader counts records.
    for (const m of text.matchAll(/\r\n?|\n/g)) this.starts.push(m.index + m[0].length);
  }

  /** 1-based line and column (UTF-16 code units) of an offset. */
  position(offset: number): { line: number; column: number } {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - this.starts[lo]! + 1 };
  }

  /** The text of lines first..last (1-based), with the line break after the last, if any. */
  lines(first: number, last: number): string {
    const end = last < this.starts.length ? this.starts[last]! : this.text.length;
    return this.text.slice(this.starts[first - 1]!, end);
  }

  /** The start of the line holding `offset`. */
  lineStart(offset: number): number {
    return this.starts[this.position(offset).line - 1]!;
  }

  /**
   * The span of [start, end) of a text reported at `place` (escapes mapped through); undefined
   * when it reaches past `limit`.
   */
  span(place: TextPlace, start: number, end: number, limit = this.text.length): [number, number] | undefined {
    if (!place.escape) return place.offset + end <= limit ? [place.offset + start, place.offset + end] : undefined;
    const text = this.text;
    let raw = place.offset;
    let rawStart = raw;
    for (let k = 0; k < end; k++) {
      if (raw >= limit) return undefined;
      if (k === start) rawStart = raw;
      const c = text.charCodeAt(raw);
      // JSON: \uXXXX is one code unit, \n and the like two characters; CSV: "" is one quote.
      if (place.escape === 'json' && c === 0x5c) raw += text.charCodeAt(raw + 1) === 0x75 ? 6 : 2;
      else if (place.escape === 'csv' && c === 0x22) raw += 2;
      else raw += 1;
    }
    return raw <= limit ? [start === end ? raw : rawStart, raw] : undefined;
  }

  /** The location of a file span; `allowed` when a line it touches holds the inline marker. */
  locate(start: number, end: number): { location: Location; allowed: boolean } {
    const a = this.position(start);
    const b = this.position(end);
    const location: Location = { startLine: a.line, startColumn: a.column, endLine: b.line, endColumn: b.column };
    return { location, allowed: this.lines(a.line, b.line).includes(ALLOW_MARKER) };
  }
}
