import { flatText } from './flat-text.js';
import type { Redactor } from './redactor.js';
import type { Finding, RedactionResult } from './types.js';

/** A stream's result; `values` (each finding's text, in order) only when asked for. */
export interface StreamResult extends RedactionResult {
  values?: string[];
}

/**
 * Where an entity spans lines whose end may still be coming: a PEM block opened and not yet
 * closed. An idle flush holds back from the line that opens it (bounded by `margin`).
 */
const PEM_BEGIN = '-----BEGIN ';
const PEM_END = '-----END ';

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
  /** Return each emitted finding's text too (for --json --show-values). */
  values?: boolean;
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
  private readonly values: boolean;

  constructor(
    private readonly redactor: Redactor,
    options: StreamOptions = {},
  ) {
    this.margin = options.margin ?? 16 * 1024;
    this.window = Math.max(options.window ?? 256 * 1024, this.margin * 2);
    this.maxBuffer = Math.max(options.maxBuffer ?? 4 * 1024 * 1024, this.window * 2);
    this.values = options.values === true;
  }

  /** Text held back, waiting for more input or for `idle()`/`end()`. */
  get pending(): number {
    return this.buffer.length;
  }

  push(chunk: string): StreamResult {
    this.buffer += chunk;
    if (this.buffer.length < this.window) return { text: '', findings: [] };
    return this.flush('window');
  }

  /**
   * The input went idle (a live log, `tail -f`): emit every complete line now instead of waiting
   * for a window to fill. Only a line that opens an entity spanning lines (a PEM block not yet
   * closed) is held back, and at most `margin` of text; a finding is never split.
   */
  idle(): StreamResult {
    return this.flush('lines');
  }

  end(): StreamResult {
    return this.flush('end');
  }

  private flush(mode: 'window' | 'lines' | 'end'): StreamResult {
    // The buffer is a rope (`+= chunk`) or a slice (`slice(cut)`): read flat by the detectors.
    const text = flatText(this.buffer);
    if (text.length === 0) return { text: '', findings: [] };
    if (mode === 'lines' && !text.includes('\n')) return { text: '', findings: [] };
    const findings = this.redactor.analyze(text);
    const cut = mode === 'end' ? text.length : cutPoint(text, findings, mode === 'lines' ? idleLimit(text, this.margin) : text.length - this.margin, this.maxBuffer);
    if (cut <= 0) return { text: '', findings: [] };
    const emitted = findings.filter((f) => f.end <= cut);
    const out = this.redactor.apply(text.slice(0, cut), emitted);
    const shifted: Finding[] = emitted.map((f) => ({ ...f, start: f.start + this.base, end: f.end + this.base }));
    const result: StreamResult = { text: out, findings: shifted };
    if (this.values) result.values = emitted.map((f) => text.slice(f.start, f.end));
    this.base += cut;
    this.buffer = text.slice(cut);
    return result;
  }
}

/**
 * How far an idle flush may emit: the whole text, or up to the line that opens a PEM block not
 * yet closed (held back while it is shorter than `margin`).
 */
export function idleLimit(text: string, margin: number): number {
  const begin = text.lastIndexOf(PEM_BEGIN);
  if (begin < 0 || text.indexOf(PEM_END, begin) >= 0 || text.length - begin > margin) return text.length;
  return text.lastIndexOf('\n', begin - 1) + 1;
}

/**
 * The last line boundary before `limit` that no finding crosses; 0 = wait for more. A text of
 * `maxBuffer` or more without a line break is cut at `limit` anyway (before a finding there).
 */
export function cutPoint(text: string, findings: readonly Finding[], limit: number, maxBuffer: number): number {
  let cut = limit <= 0 ? 0 : text.lastIndexOf('\n', limit - 1) + 1;
  const forced = cut === 0 && text.length >= maxBuffer;
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
