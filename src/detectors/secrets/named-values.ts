import { literalPositions } from '../../engine/detector.js';
import { codeAt, codeClass } from '../lib/char-codes.js';
import type { DetectorContext } from '../../engine/types.js';
import { Positions, type TextScan } from '../../engine/scan/index.js';
/**
 * `name <separator> value` pairs, found in one pass for every detector that reads values by
 * their name (secrets, user names, license keys): the scan looks for the separators
 * (`=`, `:`, `=>`, `:=`), which are rare in prose, instead of each detector scanning for its
 * names. Covers .env/shell (`A=b`), YAML (`a: b`), INI/properties (`a = b`), JSON
 * (`"a": "b"`), code (`a = 'b'`, `a := "b"`, `'a' => 'b'`, `$a['b'] = 'c'`) and URL queries.
 */
export interface NamedValue {
  /** End of the name: before the closing quote or bracket of a quoted name, and spaces. */
  nameEnd: number;
  /** Span of the value, quotes excluded. */
  valueStart: number;
  valueEnd: number;
  quoted: boolean;
}

// Found from each ":" and "=" (indexOf, shared with the other detectors through the call's
// scan), as an alternation makes irregexp try every position; "=>" and ":=" are read there.
const SEPARATORS = [':', '='];
const MAX_VALUE = 256;
const MAX_GAP = 8;

function isBlank(c: string | undefined): boolean {
  return c === ' ' || c === '\t';
}

/** The value after a separator ending at `from`, or undefined. */
function valueAt(text: string, from: number): [number, number, boolean] | undefined {
  let i = from;
  while (i < text.length && i - from < MAX_GAP && isBlank(text[i])) i++;
  // A value quoted with escaped quotes (JSON inside a JSON string): up to the next escaped quote.
  if (text[i] === '\\' && (text[i + 1] === '"' || text[i + 1] === "'")) {
    const close = text.indexOf(`\\${text[i + 1]}`, i + 2);
    if (close > i + 2 && close - i <= MAX_VALUE && !/[\r\n]/.test(text.slice(i + 2, close))) return [i + 2, close, true];
    return undefined;
  }
  const q = text[i];
  if (q === '"' || q === "'" || q === '`') {
    let j = i + 1;
    while (j < text.length && j - i <= MAX_VALUE) {
      const c = text[j];
      if (c === '\\') j += 2;
      else if (c === q) return j > i + 1 ? [i + 1, j, true] : undefined;
      else if (c === '\n' || c === '\r') return undefined;
      else j++;
    }
    return undefined;
  }
  let j = i;
  while (j < text.length && j - i < MAX_VALUE && !ENDS_VALUE(text.charCodeAt(j))) j++;
  return j > i ? [i, j, false] : undefined;
}

/** What ends an unquoted value: white space, quotes and `, ; ( ) { } [ ] < >`. */
const ENDS_VALUE = codeClass(/[\s"'`,;(){}[\]<>]/);
const NAME_CHAR = codeClass(/[A-Za-z0-9_.$-]/);

/**
 * [nameEnd0, separatorEnd0, nameEnd1, …]: where a pair's name ends and its separator does, for
 * each separator with a name before it; valueAfter reads the value, if there is one.
 */
function namesOf(text: string, scan?: TextScan): Int32Array {
  const out = new Positions();
  let after = 0;
  const separators = literalPositions(text, SEPARATORS, scan);
  for (let s = 0; s < separators.length; s++) {
    const at = separators[s]!;
    // The separators of /=>|:=|[:=]/, left to right and not overlapping.
    if (at < after) continue;
    const c = text.charCodeAt(at);
    const d = codeAt(text, at + 1);
    // Read by code (a log has millions of separators): "=>", ":=" or the character alone.
    const equals = c === 61; /* = */
    const length = (equals ? d === 62 /* > */ : d === 61) ? 2 : 1;
    after = at + length;
    const next = codeAt(text, at + length);
    const prev = codeAt(text, at - 1);
    if (equals && length === 1 && (next === 61 || next === 126 || prev === 61 || prev === 33 || prev === 60 || prev === 62 || at === 0)) continue; // ==, !=, <=, =~
    if (!equals && length === 1 && (next === 58 || next === 47 || next === 92 || prev === 58)) continue; // ::, ://, C:\
    let nameEnd = at;
    while (nameEnd > 0 && at - nameEnd < 4 && (text.charCodeAt(nameEnd - 1) === 32 || text.charCodeAt(nameEnd - 1) === 9)) nameEnd--;
    if (codeAt(text, nameEnd - 1) === 93 /* ] */) nameEnd--;
    const quote = codeAt(text, nameEnd - 1);
    if (quote === 34 || quote === 39 || quote === 96) nameEnd--;
    // JSON inside a JSON string quotes its names with backslashes.
    if (codeAt(text, nameEnd - 1) === 92) nameEnd--;
    if (nameEnd === 0 || !NAME_CHAR(text.charCodeAt(nameEnd - 1))) continue;
    out.push(nameEnd);
    out.push(at + length);
  }
  return out.done();
}

const sharedNames = (scan: TextScan) => namesOf(scan.text, scan);

/**
 * Where the names of `name = value` pairs end, and their separators: [nameEnd0, separatorEnd0,
 * …], found once per analyze() call for the detectors that read pairs. A detector looks at the
 * name first and reads the value (valueAfter) only where the name is one it wants: a log holds
 * a pair every few words (`status=200`, and every time `00:00:01`), few of them named so.
 */
export function pairNames(text: string, ctx?: DetectorContext): Int32Array {
  // Keyed: the pipe's worker sends them to the main thread with the segment's scans.
  return ctx?.scan ? ctx.scan.keyed('pair-names', sharedNames) : namesOf(text);
}

/** The pair of the name ending at `nameEnd` whose separator ends at `separatorEnd` (pairNames), or undefined without a value. */
export function valueAfter(text: string, nameEnd: number, separatorEnd: number): NamedValue | undefined {
  const value = valueAt(text, separatorEnd);
  return value && { nameEnd, valueStart: value[0], valueEnd: value[1], quoted: value[2] };
}

/** The name/value pairs of a text, in order. */
export function namedValues(text: string, ctx?: DetectorContext): NamedValue[] {
  const names = pairNames(text, ctx);
  const out: NamedValue[] = [];
  for (let k = 0; k < names.length; k += 2) {
    const pair = valueAfter(text, names[k]!, names[k + 1]!);
    if (pair) out.push(pair);
  }
  return out;
}
