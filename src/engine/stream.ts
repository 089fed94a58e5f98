import type { Redactor } from './redactor.js';
import type { Finding, RedactionResult } from './types.js';

export interface StreamOptions {
  /** Analyze once this much text is buffered (UTF-16 units). */
  window?: number;
  /**
   * Text this close to the end of the buffer is held back for the next round, so an entity
   * (or its context) that straddles a chunk boundary is seen whole. Larger than any entity we
   * detect (a PEM private-key block is about 3.3 KB).
   */
  margin?: number;
  /** A buffer with no line break is cut anyway past this size (minified JSON, one huge line). */
  maxBuffer?: number;
}

/**
 * Redacts text that arrives in pieces, in bounded memory. Output is emitted in line-aligned
 * pieces; findings carry offsets into the whole stream. Pure: feed it strings, get strings.
 */
export class StreamRedactor {
  private buffer = '';
  private base = 0;
  private readonly window: number;
  private readonly margin: number;
  private readonly maxBuffer: number;

  constructor(
    private readonly redactor: Redactor,
    options: StreamOptions = {},
  ) {
    this.margin = options.margin ?? 16 * 1024;
    this.window = Math.max(options.window ?? 256 * 1024, this.margin * 2);
    this.maxBuffer = Math.max(options.maxBuffer ?? 4 * 1024 * 1024, this.window * 2);
  }

  push(chunk: string): RedactionResult {
    this.buffer += chunk;
    if (this.buffer.length < this.window) return { text: '', findings: [] };
    return this.flush(false);
  }

  end(): RedactionResult {
    return this.flush(true);
  }

  private flush(final: boolean): RedactionResult {
    const text = this.buffer;
    if (text.length === 0) return { text: '', findings: [] };
    const findings = this.redactor.analyze(text);
    const cut = final ? text.length : this.cutPoint(text, findings);
    if (cut <= 0) return { text: '', findings: [] };
    const emitted = findings.filter((f) => f.end <= cut);
    const out = this.redactor.apply(text.slice(0, cut), emitted);
    const shifted: Finding[] = emitted.map((f) => ({ ...f, start: f.start + this.base, end: f.end + this.base }));
    this.base += cut;
    this.buffer = text.slice(cut);
    return { text: out, findings: shifted };
  }

  /** The last line boundary before the margin that no finding crosses; 0 = wait for more. */
  private cutPoint(text: string, findings: readonly Finding[]): number {
    const limit = text.length - this.margin;
    let cut = text.lastIndexOf('\n', limit - 1) + 1;
    const forced = cut === 0 && text.length >= this.maxBuffer;
    if (forced) cut = limit;
    for (let i = findings.length - 1; i >= 0; i--) {
      const f = findings[i]!;
      if (f.start < cut && f.end > cut) {
        cut = forced ? f.start : text.lastIndexOf('\n', f.start - 1) + 1;
        if (cut === 0 && forced) cut = f.start;
      }
    }
    // Never split a surrogate pair.
    const code = text.charCodeAt(cut - 1);
    if (cut > 0 && code >= 0xd800 && code <= 0xdbff) cut--;
    return cut;
  }
}
