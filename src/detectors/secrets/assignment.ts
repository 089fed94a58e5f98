import { LiteralLed, scanMatches } from '../../engine/detector.js';
import type { Candidate, DetectorContext } from '../../engine/types.js';
import { scanOf, type TextScan } from '../../engine/scan/index.js';
import { PairNames, valueAfter } from './named-values.js';
import { shannonEntropy } from '../lib/checksums.js';
import { codeAt, codeClass } from '../lib/char-codes.js';
import { isPlaceholderToken, isTruncated, looksLikeFieldPassword, looksLikeSecret, type SecretKind } from './placeholders.js';

/**
 * Finding the VALUE of `name = value` where the name says it holds a secret, across the
 * syntaxes secrets are written in: .env and shell (`API_KEY=…`, `export TOKEN="…"`), YAML
 * (`password: …`), INI and properties (`secret = …`), JSON (`"apiKey": "…"`), code
 * (`const token = '…'`, `password := "…"`, `'password' => '…'`, `:password => "…"`),
 * URL queries (`?api_key=…&`) and command-line flags (`--password=…`, `--token …`).
 */

// The secret-naming part of an identifier. "key" alone is included (SECRET_KEY, stripeKey) and
// narrowed by EXCLUDED_NAME below. `psk` is a Wi-Fi network's pre-shared key, its passphrase:
// wpa_supplicant.conf's `psk="…"` (w1.fi, wpa_supplicant.conf), hostapd's `wpa_psk`, Android's
// WifiConfiguration dump `psk=…`.
const SECRET_NAME = /pass(?:word|wd|phrase|code)?|pwd|psk|secret|token|api[_.-]?key|apikey|access[_.-]?key|auth[_.-]?key|private[_.-]?key|client[_.-]?secret|credentials?|creds|auth|key/gi;
const MAX_SUFFIX = 30;

// Command-line flags with a space: `--password hunter2` (`--api-key=…` is a named value). The
// pattern is found from the literal "--" (fast); what precedes is checked after.
export const FLAG = new LiteralLed(
  /--(?<name>password|passwd|token|api-key|apikey|secret|client-secret|auth-token)[ \t]+(?:"(?<dq>[^"\r\n]{1,256})"|'(?<sq>[^'\r\n]{1,256})'|(?<uv>[^\s"'`,;|&<>]{1,256}))/d,
  ['--'],
);

// curl's credentials (`-u user:password`, `--user "user:password"`, curl.se/docs/manpage.html#-u):
// the whole pair, as gitleaks' curl-auth-user reports it. "curl" must come before on the line.
// User and password may be quoted apart (`kevin:'…'`, `"{id}":"{secret}"`): the pair with its
// quotes (group qp), as gitleaks reports it, judged by the password inside them.
export const CURL_USER = new LiteralLed(
  /(?:-u|--user)(?:=|[ \t]+)(?:(?<qp>(?:"[^"\s:]{1,64}"|'[^'\s:]{1,64}'|[^\s"':]{1,64}):(?:"[^"\r\n]{3,128}"|'[^'\r\n]{3,128}'))(?![^\s])|"(?<dq>[^"\s:]{0,64}:[^"\r\n]{0,128})"|'(?<sq>[^'\s:]{0,64}:[^'\r\n]{0,128})'|(?<uv>[^\s"':]{1,64}:[^\s"']{3,128}))/d,
  ['-u', '--user'],
);

// A credential header of a curl command other than Authorization (gitleaks' curl-auth-header,
// cmd/generate/config/rules/curl.go): `-H "Token: …"`, `-H "X-Octopus-ApiKey: …"`, `--header
// "Api-Token: …"`. "curl" must come before on the line, as for CURL_USER.
export const CURL_HEADER = new LiteralLed(
  /(?:-H|--header)(?:=|[ \t]{1,5})(["'])(?<name>(?:X-(?:[A-Za-z]+-)?)?(?:Api-?)?(?:Key|Token)):[ \t]{0,5}(?<hv>[\w=~@.+/-]{8,256})\1/di,
  ['-H', '--header'],
);
// On the line, or on lines continued with a backslash.
const CURL_BEFORE = /\bcurl\b(?:[^\n]|\\\r?\n)*$/;

/**
 * Words that begin the rarer forms (secret-assignment's cues): where the engine's keyword pass
 * saw them, PASSWORD_SHORT_FLAG and XML_KEY_VALUE are tried there, and CURL_USER only in a
 * text that says "curl", instead of searching every text for their literals.
 */
// "machine" and "pgpass": the credential files of secrets/dotfiles.ts.
// 'password', 'identified', 'chpasswd': where SQL sets a password and chpasswd reads one (secrets/sql-password.ts).
export const MARKED_CUES = ['curl', 'mysql', 'mariadb', 'sshpass', 'docker', 'podman', 'buildah', 'nerdctl', 'helm', '<add', 'machine', 'pgpass', 'password', 'identified', 'chpasswd'] as const;

// .NET and NuGet settings: <add key="Password" value="…" /> (NuGet.Config packageSourceCredentials).
export const XML_KEY_VALUE = new LiteralLed(
  /<add[ \t]+key="(?<name>[^"]{0,40}(?:password|passwd|secret|token|api[_-]?key|apikey)[^"]{0,20})"[ \t]+value="(?<dq>[^"]{1,256})"/di,
  ['<add '],
);

// Database clients that take the password glued to -p (`mysql -uapp -pS3cret`) or after it
// (`sshpass -p '…'`): only after one of these commands on the line, as -p is a port elsewhere.
// And a container registry's login, whose -p is --password (docs.docker.com's `docker login`;
// podman, buildah and nerdctl copy it; `helm registry login`): `docker login -u jdoe -p '…' ghcr.io`.
export const PASSWORD_SHORT_FLAG = new LiteralLed(
  /(?:mysql\w*|mariadb\w*|sshpass|(?:docker|podman|buildah|nerdctl)[ \t]+login|helm[ \t]+registry[ \t]+login)\b[^\n|;&]{0,120}?[ \t]-p(?:[ \t]+)?(?:"(?<dq>[^"\r\n]{4,256})"|'(?<sq>[^'\r\n]{4,256})'|(?<uv>[^\s"'`]{4,256}))/d,
  ['mysql', 'mariadb', 'sshpass', 'docker', 'podman', 'buildah', 'nerdctl', 'helm'],
);

// A secret name and its value as the arguments of a call: setProperty("API_TOKEN", "…"),
// GetEnvOrDefault("api_token", "…") (gitleaks' generic rule takes "," as an operator).
export const ARGUMENT_PAIR = new LiteralLed(
  /(["'])(?<name>[\w.-]{0,40}?(?:password|passwd|secret|token|api[_-]?key|apikey)[\w.-]{0,20})\1[ \t]*,[ \t]*(["'])(?<dq>[^"'\r\n]{6,256})\3/di,
  argumentPairStarts,
);

/**
 * Where ARGUMENT_PAIR may match: the opening quote of each quoted word followed by "," that may
 * name a secret. Read from each "," (one search of the text, where `",` and `',` took one each).
 */
function argumentPairStarts(text: string): number[] {
  const out: number[] = [];
  for (let comma = text.indexOf(','); comma !== -1; comma = text.indexOf(',', comma + 1)) {
    const i = comma - 1;
    const quote = codeAt(text, i);
    if (quote !== 34 && quote !== 39) continue;
    const open = text.lastIndexOf(quote === 34 ? '"' : "'", i - 1);
    // The quoted word is the name, which holds a secret word (most quoted words of a JSON
    // log hold none: the regex is not tried there).
    if (open !== -1 && i - open <= 62 && mayNameSecret(text, open + 1, i)) out.push(open);
  }
  return out.sort((a, b) => a - b);
}

// XML elements: <password>…</password>, <apiKey>…</apiKey>.
export const XML_ELEMENT = new LiteralLed(
  /<(?<name>[\w:.-]{0,30}?(?:password|passwd|secret|token|api[_-]?key|apikey)[\w:.-]{0,30})>(?<xv>[^<>\s]{1,256})<\/\k<name>>/di,
  ['<'],
);

// Names that contain a secret word but hold something else: identifiers, lengths, URLs, file
// paths, pagination cursors, CSRF nonces, database keys, and license or product keys (those
// are LICENSE_KEY's). gitleaks' generic-api-key allowlist (cmd/generate/config/rules/generic.go)
// names most of the same.
const EXCLUDED_NAME = new RegExp(
  [
    String.raw`(?:public|primary|foreign|bucket|natural|hot|idx|schema|sequence|sort|partition|range|hash|cache|idempotency|composite|unique|lookup|object|i18n|translation|licen[cs]e|product|serial|activation|registration|ssh|gpg|pgp|csrf|xsrf|next|page|continuation|cursor|sync|max|min|num|total|input|output|prompt|completion|refresh[_.-]?token[_.-]?(?:url|uri))[_.-]?(?:key|token)`,
    String.raw`(?:key|token|secret|password|passwd|pwd|psk|credential)s?[_.-]?(?:id|ids|name|names|type|types|path|file|url|uri|endpoint|length|len|size|count|format|field|header|prefix|ttl|expiry|expires|expiration|version|alias|ref|hint|policy|label|mode|strength|regex|pattern|rotation|store|storetype|ring|board|word|pair|code|frame|mesh|selector|signature|stone|up|down|left|right|limit|usage|index|timeout|env|var|variable|provider|source|manager|required|reset|changed|enabled|disabled)$`,
    String.raw`key[_.-]?(?:vault|meshing)`,
    String.raw`^(?:keyboard|keyword|keyframe|keychain|keystore|keypress|keydown|keyup|keys|tokenizer|tokens|passenger|passport|passthrough|passive|compass|bypass|secretary|secretion)`,
  ].join('|'),
  'i',
);

// An access key's id is the public half of a credential pair, and still a credential: AWS's
// `AWS_ACCESS_KEY_ID` (its `AKIA…` when the catalog's shape fails), MinIO's, Alibaba's
// `AccessKeyId`. Other key ids (a KMS key's, a JWT's `kid`) stay excluded.
const ACCESS_KEY_ID = /access[_.-]?key[_.-]?id$/i;

/** Whether a secret-named identifier holds something else (EXCLUDED_NAME, less ACCESS_KEY_ID). */
function excludedName(name: string): boolean {
  return EXCLUDED_NAME.test(name) && !ACCESS_KEY_ID.test(name);
}

const IDENT_CHAR = codeClass(/[A-Za-z0-9_.$-]/);

/** The start of the identifier that ends at `at` (e.g. "DB_" in DB_PASSWORD). */
export function identifierStart(text: string, at: number): number {
  let i = at;
  while (i > 0 && at - i < 60 && IDENT_CHAR(text.charCodeAt(i - 1))) i--;
  return i;
}

/**
 * The name must begin a word: after a non-letter (`_`, `-`, `.`, a quote), at a camelCase
 * hump (dbPassword, stripeKey), or inside an all-capitals name (MYSECRET): not "monkey".
 * After a string's escaped line break or tab (`\r\n\r\nusername=…`, a request body that a
 * JSON log keeps in a string), as after the break itself.
 */
export function beginsWord(text: string, at: number, name: string): boolean {
  const prev = text[at - 1];
  if (prev === undefined || !/[A-Za-z0-9]/.test(prev)) return true;
  if ((prev === 'n' || prev === 'r' || prev === 't') && text[at - 2] === '\\' && text[at - 3] !== '\\') return true;
  const first = name[0]!;
  if (/[A-Z]/.test(first) && /[a-z0-9]/.test(prev)) return true;
  return /[A-Z]/.test(prev) && name === name.toUpperCase();
}

function kindOf(name: string): SecretKind {
  return /pass|pwd|psk/i.test(name) ? 'password' : 'token';
}

type Groups = Partial<Record<'name' | 'dq' | 'sq' | 'uv' | 'xv', string>>;

/** Trims what belongs to the surrounding syntax from an unquoted value; undefined for code. */
export function trimUnquoted(text: string, start: number, end: number, identStart: number): [number, number] | undefined {
  let e = end;
  // In a URL query the next parameter starts at "&"; so in a form body (a line of its own,
  // maybe inside a string after an escaped break: `\r\n\r\nusername=…&password=…`), where
  // another `name=` follows the "&".
  if (/[?&]/.test(text[identStart - 1] ?? '')) {
    const amp = text.indexOf('&', start);
    if (amp !== -1 && amp < e) e = amp;
  } else if (opensLine(text, identStart)) {
    const amp = text.indexOf('&', start);
    if (amp !== -1 && amp < e && /^&[A-Za-z_][\w.-]{0,40}=/.test(text.slice(amp, amp + 44))) e = amp;
  }
  // Sentence punctuation after an unquoted value; a call or an index after it means code.
  while (e > start && /[.:]/.test(text[e - 1]!)) e--;
  if (text[e] === '(' || text[e] === '[') return undefined;
  return e > start ? [start, e] : undefined;
}

/** Whether an identifier at `at` opens a line: after a line break, raw or escaped in a string (its `\n` read into the identifier). */
function opensLine(text: string, at: number): boolean {
  const prev = text[at - 1];
  return prev === undefined || prev === '\n' || prev === '\r' || (prev === '\\' && /[nr]/.test(text[at] ?? ''));
}

/**
 * The name must end a word too: followed by a non-letter, a camelCase hump (apiKeyValue) or
 * nothing: not "tokenizer", "passed", "KEYED", "secrets".
 */
function endsWord(text: string, at: number, name: string): boolean {
  const next = text[at];
  if (next === undefined || !/[A-Za-z]/.test(next)) return true;
  return /[a-z]/.test(name[name.length - 1]!) && /[A-Z]/.test(next);
}

/**
 * Whether text[from, to) holds, in any case, one of the words every SECRET_NAME match holds:
 * "pass", "pwd", "psk", "secret", "token", "key", "auth", "cred". Most names of a log's pairs hold
 * none (`status=`, `duration_ms=`, a time's "00:"), and are left with no slice or regex.
 */
export function mayNameSecret(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (secretWordAt(text, i, to, text.charCodeAt(i))) return true;
  return false;
}

/** Whether the lower-case ASCII letters `word` are at text[at…] before `to`, in any case. */
function caselessAt(text: string, at: number, to: number, word: string): boolean {
  if (at + word.length > to) return false;
  for (let k = 0; k < word.length; k++) if ((text.charCodeAt(at + k) | 0x20) !== word.charCodeAt(k)) return false;
  return true;
}

/**
 * identifierStart(text, nameEnd) when the identifier may name a secret (mayNameSecret of it),
 * else -1: one walk back over it, each code read once (a log's ~400,000 pairs a 10 MB, few of
 * them named for a secret, were walked back and then forward).
 */
export function secretIdentifierStart(text: string, nameEnd: number): number {
  let i = nameEnd;
  let may = false;
  while (i > 0 && nameEnd - i < 60) {
    const c = text.charCodeAt(i - 1);
    if (!IDENT_CHAR(c)) break;
    i--;
    if (!may) may = secretWordAt(text, i, nameEnd, c);
  }
  return may ? i : -1;
}

/** Whether one of mayNameSecret's words starts at text[i] (its code `c`) and ends by `to`. */
function secretWordAt(text: string, i: number, to: number, c: number): boolean {
  switch (c | 0x20) {
    case 112: // p
      return caselessAt(text, i, to, 'pass') || caselessAt(text, i, to, 'pwd') || caselessAt(text, i, to, 'psk') || (to - i === 2 && queryPasswordAt(text, i)) || (to - i === 3 && patAt(text, i));
    case 115: // s
      return caselessAt(text, i, to, 'secret');
    case 116: // t
      return caselessAt(text, i, to, 'token');
    case 107: // k
      return caselessAt(text, i, to, 'key');
    case 97: // a
      return caselessAt(text, i, to, 'auth');
    case 99: // c
      return caselessAt(text, i, to, 'cred');
    default:
      return false;
  }
}

/**
 * `pw` as a URL query's whole key (`/login?user=…&pw=…`): a password parameter (Squid's logged
 * request URLs, the twentieth reading). Two letters alone elsewhere (`pw=1` of a setting) are not.
 */
function queryPasswordAt(text: string, i: number): boolean {
  const before = text.charCodeAt(i - 1);
  return (before === 63 || before === 38) && caselessAt(text, i, i + 2, 'pw');
}

/**
 * `pat` after "_" or "-" ending a name: a personal access token (`rc_pat`, `GITHUB_PAT`,
 * `AZURE_DEVOPS_PAT`; Rocket.Chat's, GitHub's and Azure DevOps' name for it). Alone it is a
 * given name (`pat = 'Pat'`), inside a word another word (`patch`, `spat`).
 */
function patAt(text: string, i: number): boolean {
  const before = text.charCodeAt(i - 1);
  return (before === 95 || before === 45) && caselessAt(text, i, i + 3, 'pat');
}

/** The secret word in an identifier (DB_PASSWORD, stripeKey, x-api-key) that mayNameSecret passed, if it has one. */
function secretNameIn(text: string, identStart: number, nameEnd: number): string | undefined {
  const last = nameEnd - 3;
  if (nameEnd - identStart === 2 && queryPasswordAt(text, identStart)) return 'pwd';
  if (last > identStart && patAt(text, last)) return 'token';
  const identifier = text.slice(identStart, nameEnd);
  SECRET_NAME.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = SECRET_NAME.exec(identifier)) !== null) {
    if (identifier.length - (m.index + m[0].length) > MAX_SUFFIX) continue;
    const at = identStart + m.index;
    if (beginsWord(text, at, m[0]) && endsWord(text, at + m[0].length, m[0])) return m[0];
  }
  return undefined;
}

// A word before the name that makes the value public or not a secret: "GPG key:",
// "SSH host key =", "public key:", "key fingerprint:".
const PUBLIC_BEFORE = /(?:gpg|pgp|ssh|public|host|signing|verification|fingerprint|primary|foreign|sort|partition)[ \t]+$/i;

function yamlTagOrAlias(value: string): boolean {
  return /^[!*&][A-Za-z_]+$/.test(value); // !vault, *anchor, &anchor
}

/**
 * Candidates for every secret-named `name = value` whose value looks like a real secret. An
 * array, not a generator: V8 does not enter optimized code in the middle of a generator's loop
 * (no on-stack replacement there), and a log's first call walks its ~800,000 pairs here.
 */
export function findAssignedSecrets(text: string, score: number, ctx?: DetectorContext): Candidate[] {
  const out: Candidate[] = [];
  const names = new PairNames(text, ctx);
  while (names.next()) {
    const nameEnd = names.nameEnd;
    const identStart = secretIdentifierStart(text, nameEnd);
    if (identStart < 0) continue;
    const name = secretNameIn(text, identStart, nameEnd);
    if (!name || excludedName(text.slice(identStart, nameEnd))) continue;
    if (PUBLIC_BEFORE.test(text.slice(Math.max(0, identStart - 16), identStart))) continue;
    const pair = valueAfter(text, nameEnd, names.separatorEnd);
    if (!pair) continue;
    // An escaped line break ends a value written inside a JSON string ("A=x\nB=y").
    const escape = pair.quoted ? -1 : text.slice(pair.valueStart, pair.valueEnd).search(/\\[nrt]/);
    let valueEnd = escape === -1 ? pair.valueEnd : pair.valueStart + escape;
    // So does the escaped quote that closes it (`\"apikey: c4ed…\"`).
    if (!pair.quoted && text.charCodeAt(valueEnd - 1) === 92 && text.charCodeAt(valueEnd) === 34) valueEnd--;
    const span = pair.quoted ? [pair.valueStart, pair.valueEnd] : trimUnquoted(text, pair.valueStart, valueEnd, identStart);
    if (!span || isTruncated(text, span[1]!)) continue;
    const value = text.slice(span[0], span[1]);
    if (yamlTagOrAlias(value) || !looksLikeSecret(value, kindOf(name))) continue;
    out.push({ start: span[0]!, end: span[1]!, score });
  }
  return out;
}

/** A password of letters only that still looks drawn at random (`yqDVtkqPECriaLRi`). */
function looksGenerated(value: string): boolean {
  return /^[A-Za-z]{12,}$/.test(value) && shannonEntropy(value) >= 3.5 && !isPlaceholderToken(value) && looksLikeSecret(`${value}1`, 'password');
}

/**
 * Candidates for the flag and XML forms, which the separator scan does not see: of the matches
 * of `re` in `text`, or of `matches` when given (what that scan finds).
 */
export function* findMarkedSecrets(text: string, re: LiteralLed, score: number, matches: Iterable<RegExpExecArray> = re.matches(text)): Iterable<Candidate> {
  for (const m of matches) {
    const groups = m.groups as Groups | undefined;
    if (re === FLAG && !/^\s?$/.test(text.charAt(m.index - 1))) continue;
    if ((re === CURL_USER || re === CURL_HEADER) && !CURL_BEFORE.test(text.slice(Math.max(0, m.index - 400), m.index))) continue;
    if (re !== CURL_HEADER && excludedName(groups?.name ?? '')) continue;
    const g = m.indices?.groups;
    const span = g?.dq ?? g?.sq ?? g?.xv ?? g?.uv ?? g?.qp ?? g?.hv;
    if (!span) continue;
    const value = text.slice(span[0], span[1]);
    if (re === CURL_HEADER) {
      // gitleaks' entropy minimum for the rule (2.75), where a token's is 3: a header named
      // for a key holds nothing else.
      if (shannonEntropy(value) >= 2.75 && !isPlaceholderToken(value) && looksLikeSecret(value, 'password')) yield { start: span[0], end: span[1], score };
      continue;
    }
    // A curl pair is judged by its password (by its user name when the password is empty: an
    // API key given as the user, as Stripe's and Mailgun's examples do).
    const pair = g?.qp ? value.replace(/^(["'])(.*)\1:/, '$2:').replace(/:(["'])(.*)\1$/, ':$2') : value;
    const secret = re === CURL_USER ? pair.slice(pair.indexOf(':') + 1) || pair.slice(0, -1) : value;
    const kind = re === CURL_USER || re === PASSWORD_SHORT_FLAG ? 'password' : kindOf(groups?.name ?? '');
    const fieldPassword = re === XML_KEY_VALUE && kind === 'password' && looksLikeFieldPassword(secret);
    if (yamlTagOrAlias(secret) || !(looksLikeSecret(secret, kind) || fieldPassword || (re === CURL_USER && looksGenerated(secret)))) continue;
    yield { start: span[0], end: span[1], score };
  }
}

// Kubernetes Secret manifests (kubernetes.io/docs/concepts/configuration/secret): the values
// under `data:` (base64) and `stringData:` of a document of kind Secret, whatever their names.
const KIND_SECRET = /^[ \t]*kind:[ \t]*["']?Secret\b/im;
const DATA_BLOCK = /^([ \t]*)(data|stringData):[ \t]*$/gm;
const DATA_ENTRY = /^([ \t]+)[\w.-]+:[ \t]*(["']?)([^\s"'#]+)\2[ \t]*$/;
// A block scalar (`key: |` then the value on the next, deeper line).
const BLOCK_SCALAR = /^[|>][-+]?$/;
const BASE64 = /^[A-Za-z0-9+/]{8,}={0,3}$/;

/** Candidates for the data values of every Kubernetes Secret in `text`. */
export function* findKubernetesSecrets(text: string, score: number): Iterable<Candidate> {
  if (!text.includes('kind:')) return;
  let docStart = 0;
  for (const doc of text.split(/^---[ \t]*$/m)) {
    const from = docStart;
    docStart += doc.length + 3;
    if (!KIND_SECRET.test(doc)) continue;
    for (const block of doc.matchAll(DATA_BLOCK)) {
      const indent = block[1]!.length;
      let at = block.index + block[0].length + 1;
      for (const line of doc.slice(at).split('\n')) {
        const lineStart = at;
        at += line.length + 1;
        if (/^\s*(?:#.*)?$/.test(line)) continue;
        const m = DATA_ENTRY.exec(line);
        if (!m) {
          // The deeper line of a block scalar was taken with its key.
          if (/^[ \t]/.test(line) && line.search(/\S/) > indent) continue;
          break;
        }
        if (m[1]!.length <= indent) break;
        let value = m[3]!;
        let valueLine = line;
        let valueStart = lineStart;
        if (BLOCK_SCALAR.test(value)) {
          valueLine = doc.slice(at).split('\n', 1)[0]!;
          valueStart = at;
          value = valueLine.trim().split(/\s/, 1)[0]!;
        }
        const ok = block[2] === 'data' ? BASE64.test(value) && !isPlaceholderToken(value) : looksLikeSecret(value, 'password');
        if (!ok) continue;
        const start = from + valueStart + valueLine.lastIndexOf(value);
        yield { start, end: start + value.length, score };
      }
    }
  }
}

// HTTP credentials (RFC 9110 §11.6.2 Authorization, §11.7.2 Proxy-Authorization) with their
// scheme: Bearer (RFC 6750), Basic (RFC 7617), and the token schemes APIs use.
// The scheme may be any token (RFC 9110 §11.4: `Api-Token …`, `sso-key …`) or missing, as
// curl commands often write it (gitleaks' curl-auth-header examples).
export const AUTHORIZATION_HEADER =
  /authorization["']?[ \t]*[:=][ \t]*["']?(?:(?:bearer|token|basic|bot|apikey|api-key|sso-key|oauth|negotiate|ntlm|[A-Za-z][\w-]{1,20})[ \t]+)?(?<value>[A-Za-z0-9._~+/@=-]{8,4096}=*)(?![\w.~+/=-])/dgi;
// A bearer token written without the header name (`-H "Bearer …"`, "use Bearer …"); the
// scan starts at "earer", the "B" or "b" before it is checked after.
export const BEARER = new LiteralLed(/earer[ \t]+(?<value>[A-Za-z0-9._~+/-]{16,4096}=*)(?![\w.~+/=-])/d, ['earer']);
// The password of a URL's userinfo (RFC 3986 §3.2.1): scheme://user:password@host.
// Tried at each ":" (whose places the named values share); the scheme is checked after.
// The user may be empty (`redis://:password@host`); a password may hold a raw `#` or `?`
// (configs write them unencoded), but not a port followed by a query (`host:8080?to=a@b.example`).
export const URL_PASSWORD = new LiteralLed(/:\/\/[^\s:@/?#"'<>]{0,64}:(?!\d*[?#])(?<value>[^\s:@/"'<>]{1,128})@(?=[\w[])/d, urlPasswordStarts);

/**
 * Where URL_PASSWORD may match: each ":" before "//", of the call's ":" places (shared with the
 * named values): a log's times and pairs hold hundreds of thousands of ":", few of them a URL's.
 */
function urlPasswordStarts(text: string, scan?: TextScan): number[] {
  const colons = scanOf(text, { scan }).literal(':');
  const out: number[] = [];
  for (let k = 0; k < colons.length; k++) {
    const at = colons[k]!;
    if (text.charCodeAt(at + 1) === 47 && text.charCodeAt(at + 2) === 47) out.push(at);
  }
  return out;
}
const URL_SCHEME_BEFORE = /(?:^|[^\w+.-])[A-Za-z][A-Za-z0-9+.-]{1,20}$/;

/** AUTHORIZATION_HEADER and BEARER, sticky: tried where the engine's keyword pass saw their words. */
export const AUTHORIZATION_AT = new RegExp(AUTHORIZATION_HEADER.source, 'diy');
export const BEARER_AT = new RegExp(BEARER.re.source, 'dy');

/**
 * Candidates for the `value` group of a credential pattern whose value looks real: of the
 * matches of a scan of `text` with `re`, or of `matches` when given (what that scan finds).
 */
export function* findCredentialValues(
  text: string,
  re: RegExp | LiteralLed,
  kind: SecretKind,
  score: number,
  matches: Iterable<RegExpExecArray> = scanMatches(re, text),
): Iterable<Candidate> {
  for (const m of matches) {
    const span = m.indices?.groups?.value;
    if (!span) continue;
    if (re === URL_PASSWORD && !URL_SCHEME_BEFORE.test(text.slice(Math.max(0, m.index - 22), m.index))) continue;
    // "Bearer"/"Authorization" must begin a word (checked here so the scans start at a literal).
    const wordAt = re === BEARER ? m.index - 1 : m.index;
    if (re === BEARER && !/[Bb]/.test(text.charAt(wordAt))) continue;
    if (re !== URL_PASSWORD && /[A-Za-z0-9_]/.test(text.charAt(wordAt - 1))) continue;
    if (!looksLikeSecret(text.slice(span[0], span[1]), kind)) continue;
    yield { start: span[0], end: span[1], score };
  }
}

// A Dockerfile's legacy `ENV NAME value` (one pair a line, a space between: Docker's reference,
// "ENV <key> <value>"), at a line's start.
const DOCKER_ENV = /ENV[ \t]+(?<name>[A-Za-z_][\w.-]{0,59})[ \t]+(?:"(?<dq>[^"\n]{1,256})"|(?<uv>[^\s"=][^\s]{0,255}))[ \t]*\r?$/dmy;
// A Kubernetes container's env entry: `- name: NAME` and, on the next line, `value: …`.
const K8S_ENV_NAME = /^[ \t]*-[ \t]+name:[ \t]*(["']?)(?<name>[A-Za-z_][\w.-]{0,59})\1[ \t]*\r?$/;
const K8S_ENV_VALUE = /value:[ \t]*(?:"(?<dq>[^"\n]{1,256})"|'(?<sq>[^'\n]{1,256})'|(?<uv>[^\s"'#][^\s]{0,255}))[ \t]*\r?$/dmy;

/** The value's span when `name` names a secret and the value looks like one. */
function envEntry(name: string, m: RegExpExecArray, score: number): Candidate | undefined {
  const secretWord = secretNameIn(name, 0, name.length);
  if (!secretWord || excludedName(name)) return undefined;
  const g = m.indices?.groups;
  const span = g?.dq ?? g?.sq ?? g?.uv;
  const value = m.groups?.dq ?? m.groups?.sq ?? m.groups?.uv;
  if (!span || value === undefined || yamlTagOrAlias(value) || !looksLikeSecret(value, kindOf(secretWord))) return undefined;
  return { start: span[0], end: span[1], score };
}

/**
 * Environment entries the `=`/`:` pair scan does not see: a Dockerfile's `ENV NAME value` and a
 * Kubernetes pod's `- name: NAME` / `value: …` (the name and its value on two lines). From the
 * literals `ENV ` and `value:`; the name judged as every assignment's (DB_PASSWORD, AWS_ACCESS_KEY_ID).
 */
export function findEnvEntries(text: string, score: number): Candidate[] {
  const out: Candidate[] = [];
  for (let i = text.indexOf('ENV '); i !== -1; i = text.indexOf('ENV ', i + 4)) {
    if (i > 0 && text.charCodeAt(i - 1) !== 10 && !/^[ \t]*$/.test(text.slice(text.lastIndexOf('\n', i - 1) + 1, i))) continue;
    DOCKER_ENV.lastIndex = i;
    const m = DOCKER_ENV.exec(text);
    const found = m && envEntry(m.groups!.name!, m, score);
    if (found) out.push(found);
  }
  for (let i = text.indexOf('value:'); i !== -1; i = text.indexOf('value:', i + 6)) {
    const lineStart = text.lastIndexOf('\n', i - 1) + 1;
    if (lineStart === 0 || !/^[ \t]+$/.test(text.slice(lineStart, i))) continue;
    const prevStart = text.lastIndexOf('\n', lineStart - 2) + 1;
    const named = K8S_ENV_NAME.exec(text.slice(prevStart, lineStart - 1));
    // `value:` sits under `name:`, two columns in from the item's dash.
    if (!named || named[0].indexOf('name:') !== i - lineStart) continue;
    K8S_ENV_VALUE.lastIndex = i;
    const m = K8S_ENV_VALUE.exec(text);
    const found = m && envEntry(named.groups!.name!, m, score);
    if (found) out.push(found);
  }
  return out;
}
