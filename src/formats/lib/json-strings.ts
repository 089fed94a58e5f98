/** A string token of a JSON text: where it is (quotes included), its value, and its hint. */
export interface JsonString {
  start: number;
  end: number;
  value: string;
  /** The key the string belongs to (for a value, or an array element under that key); "" for a key. */
  hint: string;
  /**
   * A number token, not a string (its literal is `value`): a card number or an SSN stored as a
   * JSON number is PII as much as a string. A redacted one is written as a string.
   */
  number?: true;
  /** A value with a name beside it (`{"name": "sessionid", "value": "…"}`, see jsonStrings): the name. */
  named?: string;
}

/** Integers this long or longer are scanned (card numbers, SSNs, phone numbers stored as numbers). */
const MIN_NUMBER_DIGITS = 7;
const INTEGER = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/**
 * The string tokens (and long integer tokens, `number`) of a JSON text, in order, with offsets plus `offset` (the text's place in a
 * larger one), appended to `into`. The text must be valid JSON (check with JSON.parse first).
 * `hint`: the key the text itself is under (a JSON text held in a string), for its values
 * outside any object. In an object of a name and a value (`{"name": "Cookie", "value": "…"}`:
 * HAR's headers, cookies and query strings, key/value tag lists), the name is the value's
 * hint and is read as a key is, not as a person's name.
 */
export function jsonStrings(text: string, offset = 0, into: JsonString[] = [], hint = ''): JsonString[] {
  // One frame per open object/array: the key whose value is being read (arrays inherit it).
  const keys: string[] = [hint];
  // Per open object (undefined for an array): its `name` and `value` tokens, as indexes into `into`.
  const pairs: (Pair | undefined)[] = [undefined];
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      const end = stringEnd(text, i);
      const value = JSON.parse(text.slice(i, end)) as string;
      const isKey = nextNonSpace(text, end) === 0x3a; /* : */
      if (!isKey) notePair(pairs[pairs.length - 1], keys[keys.length - 1]!, into.length, true);
      into.push({ start: offset + i, end: offset + end, value, hint: isKey ? '' : keys[keys.length - 1]! });
      if (isKey) keys[keys.length - 1] = value;
      i = end;
      continue;
    }
    if (c === 0x2d /* - */ || (c >= 0x30 && c <= 0x39)) {
      INTEGER.lastIndex = i;
      const literal = INTEGER.exec(text)?.[0] ?? text[i]!;
      if (/^-?\d+$/.test(literal) && literal.replace('-', '').length >= MIN_NUMBER_DIGITS) {
        notePair(pairs[pairs.length - 1], keys[keys.length - 1]!, into.length, false);
        into.push({ start: offset + i, end: offset + i + literal.length, value: literal, hint: keys[keys.length - 1]!, number: true });
      }
      i += literal.length;
      continue;
    }
    if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      keys.push(keys[keys.length - 1]!);
      pairs.push(c === 0x7b ? {} : undefined);
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      keys.pop();
      const pair = pairs.pop();
      if (pair?.name !== undefined && pair.value !== undefined) {
        const name = into[pair.name]!;
        into[pair.value]!.hint = name.value;
        into[pair.value]!.named = name.value;
        name.hint = '';
      }
    }
    i++;
  }
  return into;
}

/** An object's `name` (or `key`) string and its `value` (a string or a long integer). */
interface Pair {
  name?: number;
  value?: number;
}

function notePair(pair: Pair | undefined, key: string, index: number, isString: boolean): void {
  if (!pair) return;
  const k = key.toLowerCase();
  if (isString && (k === 'name' || k === 'key')) pair.name = index;
  else if (k === 'value') pair.value = index;
}

/**
 * `text` with the string tokens that have a replacement (a new value, undefined to keep the
 * token) written as JSON strings; every other byte stays as it was.
 */
export function replaceJsonStrings(text: string, strings: readonly JsonString[], replacements: readonly (string | undefined)[]): string {
  const parts: string[] = [];
  let copied = 0;
  strings.forEach((s, k) => {
    const value = replacements[k];
    if (value === undefined || value === s.value) return;
    parts.push(text.slice(copied, s.start), JSON.stringify(value));
    copied = s.end;
  });
  if (copied === 0) return text;
  parts.push(text.slice(copied));
  return parts.join('');
}

/** Index just past the closing quote of the string starting at `start`. */
function stringEnd(text: string, start: number): number {
  let i = start + 1;
  for (;;) {
    const q = text.indexOf('"', i);
    if (q < 0) return text.length;
    let backslashes = 0;
    for (let j = q - 1; text.charCodeAt(j) === 0x5c; j--) backslashes++;
    if (backslashes % 2 === 0) return q + 1;
    i = q + 1;
  }
}

function nextNonSpace(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return c;
  }
  return -1;
}

/** Beyond this size a parse error is reported without its position (finding it re-parses). */
const LOCATE_LIMIT = 16 * 1024 * 1024;

/**
 * JSON.parse's message quotes the offending text (a detected value, possibly): keep only where
 * it went wrong. Node 20's V8 gives a position for some errors and none for "Unexpected token";
 * then the longest prefix that is still the start of some valid JSON ends at the bad character.
 */
export function jsonErrorReason(error: unknown, text: string): string {
  const pos = errorPosition((error as Error)?.message ?? '', text);
  if (pos === undefined) return 'not valid JSON';
  if (pos >= text.trimEnd().length) return 'not valid JSON (unexpected end of input)';
  const before = text.slice(0, pos);
  const line = before.split('\n').length;
  const column = pos - before.lastIndexOf('\n');
  return `not valid JSON (line ${line}, column ${column})`;
}

function errorPosition(message: string, text: string): number | undefined {
  const m = /position (\d+)/.exec(message);
  if (m) return Number(m[1]);
  if (/end of JSON input/.test(message)) return text.length;
  if (text.length > LOCATE_LIMIT) return undefined;
  let good = 0;
  let bad = text.length;
  while (bad - good > 1) {
    const mid = (good + bad) >> 1;
    if (isValidPrefix(text.slice(0, mid))) good = mid;
    else bad = mid;
  }
  return good;
}

/** True when `prefix` is valid JSON or the start of some valid JSON. */
function isValidPrefix(prefix: string): boolean {
  try {
    JSON.parse(prefix);
    return true;
  } catch (e) {
    const message = (e as Error).message;
    const m = /position (\d+)/.exec(message);
    if (m) return Number(m[1]) >= prefix.length;
    return /end of JSON input/.test(message);
  }
}
