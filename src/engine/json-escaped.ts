import type { TextScan } from './scan/index.js';

/**
 * JSON documents carried as strings inside another (`"requestbody":
 * "{\"adminUsername\":\"mszabo\",\"adminPassword\":\"…\"}"` in an Azure activity log, a request
 * body logged as a string): their keys and values are written `\"…\"`, which no key-value
 * detector reads. All such strings of a text, unescaped (RFC 8259 §7: `\"`, `\\`, `\/`, `\b`,
 * `\f`, `\n`, `\r`, `\t`, `\uXXXX`), joined into one text with SEPARATOR between them (one
 * analysis for a log's thousands), with `rawAt[k]`: where the joined text's unit k starts in the
 * raw text (at a separator, and at the end, the previous string's closing quote), so that what
 * is found there maps back. Found from the literal `{\"` (one search a call): a string that
 * opens with `{\"` or `[{\"`, on one line.
 */
export interface EscapedJson {
  text: string;
  rawAt: Int32Array;
}

/** Between two strings in the joined text: no finding crosses a NUL line. */
export const SEPARATOR = '\n\u0000\n';

/** The longest string read (a request body; a longer one is a dump read as it is). */
const LONGEST = 65_536;

export function escapedJsonStrings(text: string, scan: TextScan): EscapedJson | undefined {
  const hits = scan.literal('{\\"');
  if (hits.length === 0) return undefined;
  const parts: string[] = [];
  const at: number[] = [];
  let done = -1;
  for (const hit of hits) {
    if (hit < done) continue;
    // The string opens right before the brace, or before `[` and the brace.
    const open = text.charCodeAt(hit - 1) === 34 ? hit - 1 : text.charCodeAt(hit - 1) === 91 && text.charCodeAt(hit - 2) === 34 ? hit - 2 : -1;
    if (open < 0 || text.charCodeAt(open - 1) === 92) continue;
    const close = closingQuote(text, open + 1);
    if (close < 0) continue;
    done = close;
    if (parts.length) {
      parts.push(SEPARATOR);
      const quote = at[at.length - 1]!;
      for (let k = 0; k < SEPARATOR.length - 1; k++) at.push(quote);
    }
    unescapeInto(text, open + 1, close, parts, at);
  }
  if (parts.length === 0) return undefined;
  return { text: parts.join(''), rawAt: Int32Array.from(at) };
}

/** Where the JSON string whose content starts at `start` closes; -1 past LONGEST or a line's end. */
function closingQuote(text: string, start: number): number {
  const limit = Math.min(text.length, start + LONGEST);
  for (let i = start; i < limit; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) return i;
    if (c === 10 || c === 13) return -1;
    if (c === 92) i++;
  }
  return -1;
}

const SIMPLE: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/**
 * text[start, close) unescaped onto `parts`, each unit's raw start onto `at`, then the closing
 * quote's place (the end of the last unit). Runs without a backslash are copied whole.
 */
function unescapeInto(text: string, start: number, close: number, parts: string[], at: number[]): void {
  let i = start;
  while (i < close) {
    let j = text.indexOf('\\', i);
    if (j < 0 || j > close) j = close;
    if (j > i) {
      parts.push(text.slice(i, j));
      for (let k = i; k < j; k++) at.push(k);
      i = j;
      if (i >= close) break;
    }
    const e = text[i + 1]!;
    if (e === 'u' && /^[0-9A-Fa-f]{4}$/.test(text.slice(i + 2, i + 6))) {
      parts.push(String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16)));
      at.push(i);
      i += 6;
    } else if (SIMPLE[e] !== undefined) {
      parts.push(SIMPLE[e]!);
      at.push(i);
      i += 2;
    } else {
      parts.push('\\');
      at.push(i);
      i++;
    }
  }
  at.push(close);
}
