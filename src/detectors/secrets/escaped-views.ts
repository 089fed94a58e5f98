/**
 * Text written inside a quoted string, whose line breaks and quotes are escapes: a YAML
 * manifest, a NuGet.Config line or a curl command logged in JSON as `{"note": "apiVersion:
 * v1\nkind: Secret\ndata:\n\tpassword: …"}` or `"<add key=\"ClearTextPassword\" value=\"…\" />"`,
 * or a command echoed in shell single quotes (`echo 'curl --user '\''user:pw'\'' …'`). The forms
 * that need real line breaks or quotes (secret-assignment's) are tried on the decoded text,
 * their spans mapped back.
 */

/** Text decoded, with where each decoded character starts in the original text. */
export interface DecodedString {
  readonly text: string;
  /** offsets[i]: where decoded character i starts in the original text; offsets[text.length]: where the content ends. */
  readonly offsets: readonly number[];
}

const SIMPLE_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f' };
const MAX_STRING = 1 << 20;

/**
 * The string literals of `text` (read as JSON from its first quote) that hold a line-break or
 * quote escape and one of `cues` once decoded. A text with neither escape costs two searches.
 */
export function escapedJsonStrings(text: string, cues: readonly string[]): DecodedString[] {
  if (!text.includes('\\"') && !text.includes('\\n')) return [];
  const out: DecodedString[] = [];
  let i = text.indexOf('"');
  while (i !== -1 && i < text.length) {
    const start = i + 1;
    let j = start;
    let escapes = false;
    while (j < text.length && text[j] !== '"' && text[j] !== '\n' && j - start < MAX_STRING) {
      if (text[j] === '\\') {
        escapes = true;
        j++;
      }
      j++;
    }
    if (j >= text.length || text[j] !== '"') {
      // Not a string literal (a quote in prose, or cut short): go on from the next quote.
      i = text.indexOf('"', start);
      continue;
    }
    if (escapes) {
      const decoded = decode(text, start, j);
      if (decoded && cues.some((c) => decoded.text.includes(c))) out.push(decoded);
    }
    i = text.indexOf('"', j + 1);
  }
  return out;
}

function decode(text: string, from: number, to: number): DecodedString | undefined {
  let s = '';
  const offsets: number[] = [];
  let lineBreakOrQuote = false;
  for (let k = from; k < to; k++) {
    offsets.push(k);
    const c = text[k]!;
    if (c !== '\\') {
      s += c;
      continue;
    }
    const e = text[k + 1]!;
    if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(k + 2, k + 6))) {
      s += String.fromCharCode(parseInt(text.slice(k + 2, k + 6), 16));
      k += 5;
      continue;
    }
    const simple = SIMPLE_ESCAPES[e];
    if (simple === undefined) return undefined; // not JSON
    if (e === 'n' || e === '"') lineBreakOrQuote = true;
    s += simple;
    k++;
  }
  offsets.push(to);
  return lineBreakOrQuote ? { text: s, offsets } : undefined;
}

const SHELL_QUOTE = "'\\''";

/**
 * The text with each shell-escaped single quote (`'\''`: close the quote, an escaped quote,
 * reopen) read as the quote it stands for, when the text holds one and one of `cues`.
 */
export function shellQuotedView(text: string, cues: readonly string[]): DecodedString | undefined {
  let at = text.indexOf(SHELL_QUOTE);
  if (at === -1) return undefined;
  let s = '';
  const offsets: number[] = [];
  let from = 0;
  for (; at !== -1; at = text.indexOf(SHELL_QUOTE, from)) {
    for (let k = from; k < at; k++) offsets.push(k);
    s += text.slice(from, at);
    offsets.push(at);
    s += "'";
    from = at + SHELL_QUOTE.length;
  }
  for (let k = from; k <= text.length; k++) offsets.push(k);
  s += text.slice(from);
  return cues.some((c) => s.includes(c)) ? { text: s, offsets } : undefined;
}
