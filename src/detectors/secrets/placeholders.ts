import { shannonEntropy } from '../lib/checksums.js';

/**
 * Telling a secret from the text that stands in for one in documentation, templates and
 * sample configs: masks (`****`, `xxxx`), template references (`${VAR}`, `{{ secret }}`,
 * `process.env.X`), prompts (`<your-key>`, `YOUR_API_KEY`), well-known sample words
 * (`EXAMPLE`, `changeme`) and values too regular to have been generated at random.
 */

// Words that mark a sample or an instruction rather than a credential. gitleaks keeps a
// similar list (allowlist "stopwords" of its generic-api-key rule); this one is ours.
const SAMPLE_WORDS =
  /example|sample|placeholder|changeme|change_me|change-me|dummy|redacted|replace|insert|your[_-]?|my[_-]?(?:api|secret|token|key|pass)|secret[_-]?here|token[_-]?here|key[_-]?here|goes[_-]?here|xxxx|\*\*\*|\.\.\.|•••|_{4}|not[_-]?a[_-]?real|fake|mock|todo|fixme|lorem|ipsum/i;

// Template and variable references in the syntaxes of shells, CI systems, template engines and
// programming languages: the value lives elsewhere.
const REFERENCE =
  /^(?:\$\{.*\}|\$\(.*\)|\$[A-Za-z_]\w*|%[A-Za-z_]\w*%|\{\{.*\}\}|\{%.*%\}|<%.*%>|#\{.*\}|@[A-Za-z_]\w*@|%\(\w+\)s|<[^<>]+>|\[[^[\]]+\])$|^(?:process\.env|import\.meta\.env|os\.environ|os\.getenv|getenv|System\.getenv|Environment\.GetEnvironmentVariable|ENV\[|env\(|secrets\.|vars\.|config\.|settings\.|self\.|this\.|params\.|props\.|args\.|options\.|opts\.|context\.|req\.|request\.)/;

// Common weak or literal words used as sample passwords (and the key names themselves).
const SAMPLE_PASSWORDS = new Set([
  'password', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'secret', 'token', 'apikey', 'api_key', 'letmein', 'qwerty',
  'admin', 'root', 'test', 'testing', 'guest', 'default', 'none', 'null', 'nil', 'undefined', 'true', 'false',
  'required', 'optional', 'string', 'hidden', 'masked', 'empty', 'unset', 'disabled', 'enabled',
]);

// Values published as examples that look real: gitleaks' global stopwords and the sample
// passwords of NuGet's documentation (gitleaks config/gitleaks.toml allowlists).
const PUBLISHED_SAMPLES = new Set(['014df517-39d1-4453-b7b3-9930c563627c', '6fe4476ee5a1832882e326b506d14126', '33f!!lloppa', 'hal+9ooo_da!sy']);

/**
 * A value cut short in documentation (`ops_eyJz...`, `sk-…`, `…[Redacted]`): an example of the
 * shape, not a secret. `end` is where the value ends in `text`.
 */
export function isTruncated(text: string, end: number): boolean {
  return /^(?:\.\.|…|\[redacted\])/i.test(text.slice(end, end + 10));
}

/** The longest run of one repeated character. */
export function longestRun(s: string): number {
  let best = 0;
  let run = 0;
  for (let i = 0; i < s.length; i++) {
    run = i > 0 && s.charCodeAt(i) === s.charCodeAt(i - 1) ? run + 1 : 1;
    if (run > best) best = run;
  }
  return best;
}

/** For distinctChars: the last call (stamp) that saw each ASCII code. */
const seenAt = new Uint32Array(128);
let stamp = 0;

/** The number of distinct characters (code points) in `s`. */
export function distinctChars(s: string): number {
  // Most values are ASCII: a stamped table, where a Set per call and its garbage cost the
  // 12-type engine some 10% more (bench/run.mjs).
  if (++stamp === 0xffffffff) {
    seenAt.fill(0);
    stamp = 1;
  }
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 128) return new Set(s).size;
    if (seenAt[c] !== stamp) {
      seenAt[c] = stamp;
      n++;
    }
  }
  return n;
}


/** Runs of consecutive characters in ASCII order ("12345", "abcdef") typed by hand. */
function hasLongSequence(s: string, min: number): boolean {
  let run = 1;
  for (let i = 1; i < s.length; i++) {
    const d = s.charCodeAt(i) - s.charCodeAt(i - 1);
    run = d === 1 || d === -1 ? run + 1 : 1;
    if (run >= min) return true;
  }
  return false;
}

/** A vendor-shaped token whose random part is a mask or a sample (`ghp_xxxx…`, `…EXAMPLE`). */
export function isPlaceholderToken(value: string): boolean {
  if (SAMPLE_WORDS.test(value)) return true;
  if (longestRun(value) >= 6) return true;
  if (hasLongSequence(value, 8)) return true;
  return value.length >= 20 && distinctChars(value) < 8;
}

export type SecretKind = 'password' | 'token';

interface CharClasses {
  lower: boolean;
  upper: boolean;
  digit: boolean;
  symbol: boolean;
}

function charClasses(s: string): CharClasses {
  return {
    lower: /[a-z]/.test(s),
    upper: /[A-Z]/.test(s),
    digit: /[0-9]/.test(s),
    symbol: /[^A-Za-z0-9_.\-]/.test(s),
  };
}

// Code rather than a value: negation, optional chaining, logical operators, decorated constants
// (`!this.ok`, `a?.b`, `x || y`, `@@__KEYED__@@`).
const CODE_EXPRESSION = /^[!~]|\?\.|\|\||&&|^[@_$#%]+[A-Z0-9_]+[@_$#%]+$/;
// Dotted member access or a bare identifier: code that names the value instead of holding it.
const IDENTIFIER_PATH = /^[A-Za-z_$][\w$]*(?:(?:\.|::|->)[A-Za-z_$][\w$]*)+(?:\(\))?$/;
// A digest named by its algorithm (`hmac-sha256:7b3c…`, Vault's audit log's HMAC of every token
// it logs; `sha256:…`, an image's digest): a hash of a value, which does not give the value back.
const NAMED_DIGEST = /^(?:hmac[-_])?(?:sha-?(?:1|224|256|384|512)|md5|blake2[bs]?)[:=][0-9a-f]{32,128}$/i;
const PATH_OR_URL = /^(?:[a-z][a-z0-9+.-]*:\/\/|\.{0,2}\/|~\/|[A-Za-z]:\\)|\.(?:pem|key|crt|cer|der|p12|pfx|jks|json|ya?ml|txt|env|ini|conf|cfg|toml|xml|properties|gpg|asc)$/i;

/**
 * Whether a value assigned to a secret-looking name is plausibly the secret itself.
 * Passwords may be short and human-made (at least 6 characters mixing two character classes);
 * tokens and keys must look generated (at least 10 characters, two classes, entropy ≥ 3 bits
 * per character when 16 or longer).
 */
export function looksLikeSecret(value: string, kind: SecretKind): boolean {
  const min = kind === 'password' ? 6 : 10;
  if (value.length < min || value.length > 512) return false;
  if (/\s/.test(value)) return false;
  if (SAMPLE_PASSWORDS.has(value.toLowerCase()) || PUBLISHED_SAMPLES.has(value.toLowerCase())) return false;
  if (REFERENCE.test(value) || SAMPLE_WORDS.test(value)) return false;
  if (/^[a-z]*(?:pass(?:word)?|secret|token|key)\d*$/i.test(value)) return false;
  if (IDENTIFIER_PATH.test(value) || PATH_OR_URL.test(value) || NAMED_DIGEST.test(value)) return false;
  if (longestRun(value) >= 4 || hasLongSequence(value, 5)) return false;
  if (distinctChars(value) < (kind === 'password' ? 5 : 7)) return false;
  const c = charClasses(value);
  const classes = +c.lower + +c.upper + +c.digit + +c.symbol;
  // Letters only: words, identifiers, type names and booleans.
  if (!c.digit && !c.symbol) return false;
  if (/^\d+$/.test(value)) return value.length >= 16 && kind === 'token';
  if (classes < 2) return false;
  // Generated keys and typed passwords carry a digit; without one, three character classes.
  if (!c.digit && classes < 3) return false;
  if (CODE_EXPRESSION.test(value)) return false;
  if (kind === 'token' && value.length >= 16 && shannonEntropy(value) < 3) return false;
  return true;
}

/**
 * A password in a field that holds nothing else (NuGet.Config's `<add key="ClearTextPassword"
 * value="…" />`), judged as gitleaks' nuget-config-password rule does
 * (cmd/generate/config/rules/nuget.go): eight characters or more that are no reference
 * (`%VAR%`), mask, sample word or published sample. A value that names itself
 * ("TestSourcePassword") is the password there, where `password = "yourPassword"` in code is a
 * prompt (looksLikeSecret).
 */
export function looksLikeFieldPassword(value: string): boolean {
  if (value.length < 8 || value.length > 512 || /\s/.test(value)) return false;
  const lower = value.toLowerCase();
  if (SAMPLE_PASSWORDS.has(lower) || PUBLISHED_SAMPLES.has(lower)) return false;
  if (REFERENCE.test(value) || SAMPLE_WORDS.test(value) || isPlaceholderToken(value)) return false;
  return distinctChars(value) >= 5;
}
