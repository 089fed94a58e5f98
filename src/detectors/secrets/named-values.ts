import { codeAt, codeClass } from '../lib/char-codes.js';
import type { DetectorContext } from '../../engine/types.js';
import { scanOf } from '../../engine/scan/index.js';
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
 * The `name <separator>` pairs of a text, left to right, one at a time (`next()`): where each
 * pair's name ends and its separator does; valueAfter reads the value, if there is one. A
 * detector looks at the name first and reads the value only where the name is one it wants: a
 * log holds a pair every few words (`status=200`, and every time `00:00:01`), few of them named
 * so. Read as it goes from the call's ":" and "=" positions (indexOf, shared with the other
 * detectors through ctx.scan: an alternation makes irregexp try every position; "=>" and ":="
 * are read there): kept as a list for the call, the pairs took 6.2 MB of typed arrays on 20 MB
 * of logs (780,000 pairs), which the peak memory of the call counted; a detector reads the
 * text at each pair anyway, so finding it again there costs little.
 */
export class PairNames {
  /** Where the current pair's name ends: before the closing quote or bracket of a quoted name, and spaces. */
  nameEnd = 0;
  /** Where its separator ends. */
  separatorEnd = 0;
  private readonly text: string;
  private readonly colons: Int32Array;
  private readonly equalSigns: Int32Array;
  private colon = 0;
  private equal = 0;
  /** The end of the last separator read: the separators of /=>|:=|[:=]/ don't overlap. */
  private after = 0;

  constructor(text: string, ctx?: DetectorContext) {
    const scan = scanOf(text, ctx);
    this.text = text;
    this.colons = scan.literal(':');
    this.equalSigns = scan.literal('=');
  }

  /** Moves to the next pair; false when there is none. */
  next(): boolean {
    const { text, colons, equalSigns } = this;
    while (this.colon < colons.length || this.equal < equalSigns.length) {
      // The two lists in one ascending order (no place holds both).
      const at = this.equal >= equalSigns.length || (this.colon < colons.length && colons[this.colon]! < equalSigns[this.equal]!) ? colons[this.colon++]! : equalSigns[this.equal++]!;
      if (at < this.after) continue;
      const c = text.charCodeAt(at);
      const d = codeAt(text, at + 1);
      // Read by code (a log has millions of separators): "=>", ":=" or the character alone.
      const equals = c === 61; /* = */
      const length = (equals ? d === 62 /* > */ : d === 61) ? 2 : 1;
      this.after = at + length;
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
      this.nameEnd = nameEnd;
      this.separatorEnd = at + length;
      return true;
    }
    return false;
  }
}

/** The pair of the name ending at `nameEnd` whose separator ends at `separatorEnd` (PairNames), or undefined without a value. */
export function valueAfter(text: string, nameEnd: number, separatorEnd: number): NamedValue | undefined {
  const value = valueAt(text, separatorEnd);
  return value && { nameEnd, valueStart: value[0], valueEnd: value[1], quoted: value[2] };
}

/** The name/value pairs of a text, in order. */
export function namedValues(text: string, ctx?: DetectorContext): NamedValue[] {
  const names = new PairNames(text, ctx);
  const out: NamedValue[] = [];
  while (names.next()) {
    const pair = valueAfter(text, names.nameEnd, names.separatorEnd);
    if (pair) out.push(pair);
  }
  return out;
}
