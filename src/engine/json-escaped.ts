import type { TextScan } from './scan/index.js';

/**
 * A JSON document carried as a string inside another (`"requestbody":
 * "{\"adminUsername\":\"mszabo\",\"adminPassword\":\"…\"}"` in an Azure activity log, a request
 * body logged as a string): its keys and values are written `\"…\"`, which no key-value detector
 * reads. Each such string is given unescaped (RFC 8259 §7: `\"`, `\\`, `\/`, `\b`, `\f`, `\n`,
 * `\r`, `\t`, `\uXXXX`), with `rawAt[k]`, where the unescaped text's unit k starts in the raw
 * text (`rawAt[text.length]` is the string's end), so that what is found there maps back.
 * Found from the literal `{\"` (one search a call): a string that opens with `{\"` or `[{\"`.
 */
export interface EscapedJson {
  text: string;
  rawAt: number[];
}

/** The longest string read (a request body; a longer one is a dump read as it is). */
const LONGEST = 65_536;

export function escapedJsonStrings(text: string, scan: TextScan): EscapedJson[] {
  const out: EscapedJson[] = [];
  let done = -1;
  for (const at of scan.literal('{\\"')) {
    if (at < done) continue;
    // The string opens right before the brace, or before `[` and the brace.
    const open = text.charCodeAt(at - 1) === 34 ? at - 1 : text.charCodeAt(at - 1) === 91 && text.charCodeAt(at - 2) === 34 ? at - 2 : -1;
    if (open < 0 || text.charCodeAt(open - 1) === 92) continue;
    const decoded = unescape(text, open + 1);
    if (!decoded) continue;
    done = decoded.end;
    out.push({ text: decoded.text, rawAt: decoded.rawAt });
  }
  return out;
}

const SIMPLE: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/** The JSON string's content from `start` to its closing quote, unescaped; undefined if it does not close within LONGEST or on its line. */
function unescape(text: string, start: number): { text: string; rawAt: number[]; end: number } | undefined {
  const parts: string[] = [];
  const rawAt: number[] = [];
  const limit = Math.min(text.length, start + LONGEST);
  for (let i = start; i < limit; ) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      rawAt.push(i);
      return { text: parts.join(''), rawAt, end: i };
    }
    if (c === 10 || c === 13) return undefined;
    if (c !== 92) {
      parts.push(text[i]!);
      rawAt.push(i);
      i++;
      continue;
    }
    const e = text[i + 1];
    if (e === 'u' && /^[0-9A-Fa-f]{4}$/.test(text.slice(i + 2, i + 6))) {
      parts.push(String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16)));
      rawAt.push(i);
      i += 6;
    } else if (e !== undefined && SIMPLE[e] !== undefined) {
      parts.push(SIMPLE[e]!);
      rawAt.push(i);
      i += 2;
    } else {
      parts.push(text[i]!);
      rawAt.push(i);
      i++;
    }
  }
  return undefined;
}
