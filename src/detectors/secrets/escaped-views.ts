/**
 * Text written inside a quoted string, whose line breaks and quotes are escapes: a YAML
 * manifest, a NuGet.Config line or a curl command logged in JSON as `{"note": "apiVersion:
 * v1\nkind: Secret\ndata:\n\tpassword: …"}` or `"<add key=\"ClearTextPassword\" value=\"…\" />"`,
 * or a command echoed in shell single quotes (`echo 'curl --user '\''user:pw'\'' …'`). The forms
 * that need real line breaks or quotes (secret-assignment's) are tried on the decoded text,
 * their spans mapped back.
 */

/** Text decoded, and where its characters were in the original text. */
export class DecodedString {
  /**
   * @param text the decoded text
   * @param segments pairs (decoded index, original index) where a run of characters copied as
   *   they are begins, ascending; an escape is a run of one decoded character
   */
  constructor(
    readonly text: string,
    private readonly segments: readonly number[],
  ) {}

  /** Where decoded character `i` begins in the original text (`i` = text.length: where the content ends). */
  at(i: number): number {
    const s = this.segments;
    let lo = 0;
    let hi = s.length / 2 - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (s[2 * mid]! <= i) lo = mid;
      else hi = mid - 1;
    }
    return s[2 * lo + 1]! + (i - s[2 * lo]!);
  }
}

const SIMPLE_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f' };
const MAX_STRING = 1 << 20;

/**
 * Calls `each` with every string literal of `text` (read as JSON from its first quote) that
 * holds a line-break or quote escape and a place of `cueAt` (the places of what the caller
 * looks for, as the text writes them, ascending), decoded. A text with neither escape costs two
 * searches; the literals are found by searching for quotes, and only those holding a cue are
 * decoded, one at a time.
 */
export function forEachEscapedJsonString(text: string, cueAt: PositionList, each: (decoded: DecodedString) => void): void {
  if (cueAt.length === 0) return;
  let cue = 0;
  let lineEnd = -1;
  let i = text.indexOf('"');
  while (i !== -1 && cue < cueAt.length) {
    const start = i + 1;
    let j = text.indexOf('"', start);
    while (j !== -1 && backslashesBefore(text, j) % 2 === 1) j = text.indexOf('"', j + 1);
    if (j === -1) break;
    if (lineEnd < start) {
      lineEnd = text.indexOf('\n', start);
      if (lineEnd === -1) lineEnd = text.length;
    }
    if (lineEnd < j || j - start > MAX_STRING) {
      // Not a string literal (a quote in prose, or one cut short): go on from the next quote.
      i = text.indexOf('"', start);
      continue;
    }
    while (cue < cueAt.length && cueAt[cue]! < start) cue++;
    if (cue < cueAt.length && cueAt[cue]! < j) {
      const decoded = decode(text, start, j);
      if (decoded) each(decoded);
    }
    i = text.indexOf('"', j + 1);
  }
}

/** Whether a text may hold a JSON string with a line-break or quote escape. */
export function mayHoldEscapes(text: string): boolean {
  return text.includes('\\"') || text.includes('\\n');
}

function backslashesBefore(text: string, at: number): number {
  let n = 0;
  while (at - n - 1 >= 0 && text.charCodeAt(at - n - 1) === 92) n++;
  return n;
}

function decode(text: string, from: number, to: number): DecodedString | undefined {
  const parts: string[] = [];
  const segments: number[] = [0, from];
  let decodedLength = 0;
  let copied = from;
  let lineBreakOrQuote = false;
  for (let k = text.indexOf('\\', from); k !== -1 && k < to; k = text.indexOf('\\', k)) {
    parts.push(text.slice(copied, k));
    decodedLength += k - copied;
    const e = text[k + 1]!;
    let char: string;
    let length = 2;
    if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(k + 2, k + 6))) {
      char = String.fromCharCode(parseInt(text.slice(k + 2, k + 6), 16));
      length = 6;
    } else {
      const simple = SIMPLE_ESCAPES[e];
      if (simple === undefined) return undefined; // not JSON
      if (e === 'n' || e === '"') lineBreakOrQuote = true;
      char = simple;
    }
    parts.push(char);
    segments.push(decodedLength, k);
    decodedLength++;
    copied = k + length;
    segments.push(decodedLength, copied);
    k = copied;
  }
  parts.push(text.slice(copied, to));
  return lineBreakOrQuote ? new DecodedString(parts.join(''), segments) : undefined;
}

const SHELL_QUOTE = "'\\''";

/**
 * The text with each shell-escaped single quote (`'\''`: close the quote, an escaped quote,
 * reopen) read as the quote it stands for, when the text holds one and one of `cues`.
 */
export function shellQuotedView(text: string, cues: readonly string[]): DecodedString | undefined {
  let at = text.indexOf(SHELL_QUOTE);
  if (at === -1) return undefined;
  const parts: string[] = [];
  const segments: number[] = [0, 0];
  let decodedLength = 0;
  let from = 0;
  for (; at !== -1; at = text.indexOf(SHELL_QUOTE, from)) {
    parts.push(text.slice(from, at), "'");
    decodedLength += at - from;
    segments.push(decodedLength, at);
    decodedLength++;
    from = at + SHELL_QUOTE.length;
    segments.push(decodedLength, from);
  }
  parts.push(text.slice(from));
  const s = parts.join('');
  return cues.some((c) => s.includes(c)) ? new DecodedString(s, segments) : undefined;
}

import type { PositionList } from '../../engine/types.js';