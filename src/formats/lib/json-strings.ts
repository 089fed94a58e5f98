/**
 * Rewrites the string tokens of a JSON text in place: every byte outside the strings that
 * change (whitespace, numbers of any precision, key order) stays as it was. The text must be
 * valid JSON (check with JSON.parse first).
 *
 * `rewrite(value, hint)` gets each decoded string and returns its replacement, or undefined to
 * keep the token verbatim. `hint` is the key the string belongs to (for a value, or an array
 * element under that key); for a key itself it is "".
 */
export function rewriteJsonStrings(text: string, rewrite: (value: string, hint: string) => string | undefined): string {
  // One frame per open object/array: the key whose value is being read (arrays inherit it).
  const keys: string[] = [''];
  let out = '';
  let copied = 0;
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      const end = stringEnd(text, i);
      const token = text.slice(i, end);
      const value = JSON.parse(token) as string;
      const isKey = nextNonSpace(text, end) === 0x3a; /* : */
      const hint = isKey ? '' : keys[keys.length - 1]!;
      const replaced = rewrite(value, hint);
      if (replaced !== undefined && replaced !== value) {
        out += text.slice(copied, i) + JSON.stringify(replaced);
        copied = end;
      }
      if (isKey) keys[keys.length - 1] = value;
      i = end;
      continue;
    }
    if (c === 0x7b /* { */ || c === 0x5b /* [ */) keys.push(keys[keys.length - 1]!);
    else if (c === 0x7d /* } */ || c === 0x5d /* ] */) keys.pop();
    i++;
  }
  return copied === 0 ? text : out + text.slice(copied);
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
