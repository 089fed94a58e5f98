import type { Candidate } from '../../engine/types.js';
import { looksLikeSecret, type SecretKind } from './secrets-placeholders.js';

/**
 * Finding the VALUE of `name = value` where the name says it holds a secret, across the
 * syntaxes secrets are written in: .env and shell (`API_KEY=…`, `export TOKEN="…"`), YAML
 * (`password: …`), INI and properties (`secret = …`), JSON (`"apiKey": "…"`), code
 * (`const token = '…'`, `password := "…"`, `'password' => '…'`, `:password => "…"`),
 * URL queries (`?api_key=…&`) and command-line flags (`--password=…`, `--token …`).
 */

// The secret-naming part of an identifier. "key" alone is included (SECRET_KEY, stripeKey) and
// narrowed by EXCLUDED_NAME below.
const NAME = String.raw`(?<name>pass(?:word|wd|phrase|code)?|pwd|secret|token|api[_.-]?key|apikey|access[_.-]?key|auth[_.-]?key|private[_.-]?key|client[_.-]?secret|credentials?|key)`;
const SEPARATOR = String.raw`(?:=>|:=|=(?![=~>])|:(?![:/\\]))`;
// Quoted values use the unrolled-loop form (no nested quantifier can backtrack).
const QUOTED = String.raw`"(?<dq>[^"\\\r\n]*(?:\\.[^"\\\r\n]*)*)"|'(?<sq>[^'\\\r\n]*(?:\\.[^'\\\r\n]*)*)'|\x60(?<bq>[^\x60\\\r\n]*(?:\\.[^\x60\\\r\n]*)*)\x60`;
const UNQUOTED = String.raw`(?<uv>[^\s"'\x60,;(){}\[\]<>]{1,256})`;

export const ASSIGNMENT = new RegExp(
  String.raw`${NAME}(?<suffix>[A-Za-z0-9_.-]{0,30}?)["'\x60]?\]?[ \t]{0,4}${SEPARATOR}[ \t]{0,8}(?:${QUOTED}|${UNQUOTED})`,
  'gid',
);

// Command-line flags with a space: `--password hunter2` (`--api-key=…` is covered above). The
// pattern starts with the literal "--" so the scan is fast; beginsWord checks what precedes.
export const FLAG = /--(?<name>password|passwd|token|api-key|apikey|secret|client-secret|auth-token)[ \t]+(?:"(?<dq>[^"\r\n]{1,256})"|'(?<sq>[^'\r\n]{1,256})'|(?<uv>[^\s"'`,;|&<>]{1,256}))/dg;

// XML elements: <password>…</password>, <apiKey>…</apiKey>.
export const XML_ELEMENT =
  /<(?<name>[\w:.-]{0,30}?(?:password|passwd|secret|token|api[_-]?key|apikey)[\w:.-]{0,30})>(?<xv>[^<>\s]{1,256})<\/\k<name>>/dgi;

// Names that contain a secret word but hold something else: identifiers, lengths, URLs, file
// paths, pagination cursors, CSRF nonces, database keys, and license or product keys (those
// are LICENSE_KEY's).
const EXCLUDED_NAME = new RegExp(
  [
    String.raw`(?:public|primary|foreign|sort|partition|range|hash|cache|idempotency|composite|unique|lookup|object|i18n|translation|licen[cs]e|product|serial|activation|registration|ssh|gpg|pgp|csrf|xsrf|next|page|continuation|cursor|sync|max|min|num|total|input|output|prompt|completion|refresh[_.-]?token[_.-]?(?:url|uri))[_.-]?(?:key|token)`,
    String.raw`(?:key|token|secret|password|passwd|pwd|credential)s?[_.-]?(?:id|ids|name|names|type|types|path|file|url|uri|endpoint|length|len|size|count|format|field|header|prefix|ttl|expiry|expires|expiration|version|alias|ref|hint|policy|label|mode|strength|regex|pattern|rotation|store|ring|board|word|pair|limit|usage|index|timeout|env|var|variable|provider|source|manager|required|reset|changed|enabled|disabled)$`,
    String.raw`^(?:keyboard|keyword|keyframe|keychain|keystore|keypress|keydown|keyup|keys|tokenizer|tokens|passenger|passport|passthrough|passive|compass|bypass|secretary|secretion)`,
  ].join('|'),
  'i',
);

const IDENT_CHAR = /[A-Za-z0-9_.$-]/;

/** The start of the identifier that contains the name at `at` (e.g. "DB_" in DB_PASSWORD). */
function identifierStart(text: string, at: number): number {
  let i = at;
  while (i > 0 && at - i < 40 && IDENT_CHAR.test(text[i - 1]!)) i--;
  return i;
}

/**
 * The name must begin a word: after a non-letter (`_`, `-`, `.`, a quote), at a camelCase
 * hump (dbPassword, stripeKey), or inside an all-capitals name (MYSECRET): not "monkey".
 */
export function beginsWord(text: string, at: number, name: string): boolean {
  const prev = text[at - 1];
  if (prev === undefined || !/[A-Za-z0-9]/.test(prev)) return true;
  const first = name[0]!;
  if (/[A-Z]/.test(first) && /[a-z0-9]/.test(prev)) return true;
  return /[A-Z]/.test(prev) && name === name.toUpperCase();
}

function kindOf(name: string): SecretKind {
  return /pass|pwd/i.test(name) ? 'password' : 'token';
}

type Groups = Partial<Record<'name' | 'suffix' | 'dq' | 'sq' | 'bq' | 'uv' | 'xv', string>>;

/** The value's span in `text`, after trimming what belongs to the surrounding syntax. */
function valueSpan(m: RegExpExecArray, text: string, identStart: number): [number, number] | undefined {
  const g = m.indices?.groups;
  if (!g) return undefined;
  const quoted = g.dq ?? g.sq ?? g.bq ?? g.xv;
  if (quoted) return quoted;
  const uv = g.uv;
  if (!uv) return undefined;
  let [start, end] = uv;
  // In a URL query the next parameter starts at "&".
  if (/[?&]/.test(text[identStart - 1] ?? '')) {
    const amp = text.indexOf('&', start);
    if (amp !== -1 && amp < end) end = amp;
  }
  // Sentence punctuation after an unquoted value; a call or a member access means code.
  while (end > start && /[.:]/.test(text[end - 1]!)) end--;
  if (text[end] === '(') return undefined;
  return [start, end];
}

/** Candidates for every secret-named assignment whose value looks like a real secret. */
export function* findAssignedSecrets(text: string, re: RegExp, score: number): Iterable<Candidate> {
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    const groups = m.groups as Groups | undefined;
    const name = groups?.name ?? '';
    const nameAt = m.indices?.groups?.name?.[0] ?? m.index;
    if (re === FLAG ? !/^\s?$/.test(text.charAt(m.index - 1)) : re !== XML_ELEMENT && !beginsWord(text, nameAt, name)) continue;
    const identStart = re === XML_ELEMENT ? nameAt : identifierStart(text, nameAt);
    const identifier = text.slice(identStart, nameAt) + name + (groups?.suffix ?? '');
    if (EXCLUDED_NAME.test(identifier)) continue;
    const span = valueSpan(m, text, identStart);
    if (!span) continue;
    const value = text.slice(span[0], span[1]);
    if (/^[!*&][A-Za-z_]+$/.test(value)) continue; // YAML tag (!vault) or alias (*anchor)
    if (!looksLikeSecret(value, kindOf(name))) continue;
    yield { start: span[0], end: span[1], score };
  }
}

// HTTP credentials (RFC 9110 §11.6.2 Authorization, §11.7.2 Proxy-Authorization) with their
// scheme: Bearer (RFC 6750), Basic (RFC 7617), and the token schemes APIs use.
export const AUTHORIZATION_HEADER =
  /(?<![\w-])(?:proxy-)?authorization["']?[ \t]*[:=][ \t]*["']?(?:bearer|token|basic|bot|apikey|api-key|sso-key|oauth|negotiate|ntlm)[ \t]+(?<value>[A-Za-z0-9._~+/-]{8,4096}=*)(?![\w.~+/=-])/dgi;
// A bearer token written without the header name (`-H "Bearer …"`, "use Bearer …").
export const BEARER = /(?<![\w-])[Bb]earer[ \t]+(?<value>[A-Za-z0-9._~+/-]{16,4096}=*)(?![\w.~+/=-])/dg;
// The password of a URL's userinfo (RFC 3986 §3.2.1): scheme://user:password@host.
// The pattern starts at the literal "://" so the scan is fast; the scheme is checked after.
export const URL_PASSWORD = /:\/\/[^\s:@/?#"'<>]{1,64}:(?<value>[^\s:@/?#"'<>]{1,128})@(?=[\w[])/dg;
const URL_SCHEME_BEFORE = /(?:^|[^\w+.-])[A-Za-z][A-Za-z0-9+.-]{1,20}$/;

/** Candidates for the `value` group of a credential pattern whose value looks real. */
export function* findCredentialValues(text: string, re: RegExp, kind: SecretKind, score: number): Iterable<Candidate> {
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    const span = m.indices?.groups?.value;
    if (!span) continue;
    if (re === URL_PASSWORD && !URL_SCHEME_BEFORE.test(text.slice(Math.max(0, m.index - 22), m.index))) continue;
    if (!looksLikeSecret(text.slice(span[0], span[1]), kind)) continue;
    yield { start: span[0], end: span[1], score };
  }
}
