import { createCodec, detectEncoding } from '../formats/lib/encoding.js';
import { readChunks, readHead } from '../formats/lib/files.js';
import { bomOf } from '../formats/lib/sniff.js';
import type { TextPlace } from '../formats/types.js';
import type { Location } from './types.js';

/** The inline marker: a line holding it reports nothing (docs/ci.md). */
export const ALLOW_MARKER = 'anonymize:allow';

/**
 * The decoded text of a text-format file, as its handler decoded it (offsets in ScanHooks are
 * into this): a BOM decides, CSV may be windows-1252, everything else is UTF-8. The BOM stays
 * in the text as U+FEFF, as the handlers keep it.
 */
export async function decodeFile(file: string, format: string): Promise<string> {
  const head = await readHead(file, 64 * 1024);
  const encoding = (format === 'csv' ? detectEncoding(head, true) : bomOf(head)) ?? 'utf-8';
  const codec = createCodec(encoding);
  let text = '';
  for await (const chunk of readChunks(file)) text += codec.decode(chunk);
  return text + codec.end();
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

  /** The file span of [start, end) of a text reported at `place` (escapes mapped through). */
  span(place: TextPlace, start: number, end: number): [number, number] {
    if (!place.escape) return [place.offset + start, place.offset + end];
    const text = this.text;
    let raw = place.offset;
    let rawStart = raw;
    for (let k = 0; k < end; k++) {
      if (k === start) rawStart = raw;
      const c = text.charCodeAt(raw);
      // JSON: \uXXXX is one code unit, \n and the like two characters; CSV: "" is one quote.
      if (place.escape === 'json' && c === 0x5c) raw += text.charCodeAt(raw + 1) === 0x75 ? 6 : 2;
      else if (place.escape === 'csv' && c === 0x22) raw += 2;
      else raw += 1;
    }
    return [start === end ? raw : rawStart, raw];
  }

  /** The location of a file span; `allowed` when a line it touches holds the inline marker. */
  locate(start: number, end: number): { location: Location; allowed: boolean } {
    const a = this.position(start);
    const b = this.position(end);
    const location: Location = { startLine: a.line, startColumn: a.column, endLine: b.line, endColumn: b.column };
    return { location, allowed: this.lines(a.line, b.line).includes(ALLOW_MARKER) };
  }
}
