// Writes src/detectors/secrets/gitleaks/*.ts: gitleaks' rule catalogue as our rule entries.
//
//   npx tsx scripts/secrets/import-gitleaks.mjs <gitleaks git dir> [commit]
//
// The facts come from gitleaks (https://github.com/gitleaks/gitleaks, MIT License, Copyright (c)
// 2019 Zachary Rice): each rule's id, keywords, entropy minimum and secret shape from
// config/gitleaks.toml, and its true- and false-positive examples from
// cmd/generate/config/rules/*.go. Examples gitleaks draws at random (secrets.NewSecret) are
// drawn here from the rule's shape with a fixed seed. Run it again on a newer gitleaks to
// refresh the entries; the detection code never reads gitleaks.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { isPlaceholderToken } from '../../src/detectors/secrets/placeholders.ts';
import { goToJs } from './go-regex.mjs';
import { sampleOf, seeded } from './sample-regex.mjs';

const [gitDir, commit = 'HEAD'] = process.argv.slice(2);
if (!gitDir) throw new Error('usage: import-gitleaks.mjs <gitleaks git dir> [commit]');
const git = (...args) => execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });
const sha = git('rev-parse', commit).trim();
const version = git('describe', '--tags', sha).trim();
const toml = parse(git('show', `${sha}:config/gitleaks.toml`));
const outDir = new URL('../../src/detectors/secrets/gitleaks/', import.meta.url);

// Rules another detector of ours finds (their examples still go to the quality set and docs).
const HANDLED_BY = {
  'generic-api-key': 'secret-assignment',
  'hashicorp-tf-password': 'secret-assignment',
  'freemius-secret-key': 'secret-assignment',
  'nuget-config-password': 'secret-assignment',
  'curl-auth-user': 'secret-assignment',
  'curl-auth-header': 'secret-header (Authorization), secret-assignment (other headers)',
  'kubernetes-secret-yaml': 'secret-assignment',
  'private-key': 'private-key',
  jwt: 'jwt',
  'jwt-base64': 'jwt',
  'pkcs12-file': 'none (a file name rule: no text to find)',
};

// gitleaks' true positives we leave alone on purpose, with why ({ rule, match: RegExp, why };
// written to examples.kept, which the quality set still counts as misses). None since secrets2:
// NuGet's self-named passwords, the garbled-header JWT and curl's quoted-apart pairs and Token
// header are found.
const KEPT = [];

const VENDORS = {
  '1password': '1Password', aws: 'AWS', gcp: 'Google Cloud', github: 'GitHub', gitlab: 'GitLab', openai: 'OpenAI', npm: 'npm',
  pypi: 'PyPI', rubygems: 'RubyGems', jfrog: 'JFrog', flyio: 'Fly.io', frameio: 'Frame.io', digitalocean: 'DigitalOcean',
  'new-relic': 'New Relic', 'cisco-meraki': 'Cisco Meraki', 'microsoft-teams': 'Microsoft Teams', 'defined-networking': 'Defined Networking',
  hashicorp: 'HashiCorp', vault: 'HashiCorp Vault', linkedin: 'LinkedIn', messagebird: 'MessageBird', mailchimp: 'Mailchimp',
  sendgrid: 'SendGrid', sendinblue: 'Brevo (Sendinblue)', nytimes: 'New York Times', rapidapi: 'RapidAPI', easypost: 'EasyPost',
  gocardless: 'GoCardless', launchdarkly: 'LaunchDarkly', planetscale: 'PlanetScale', clickhouse: 'ClickHouse', openshift: 'OpenShift',
  huggingface: 'Hugging Face', privateai: 'Private AI', sumologic: 'Sumo Logic', travisci: 'Travis CI', droneci: 'Drone CI',
  intra42: '42 Intra', settlemint: 'SettleMint', freshbooks: 'FreshBooks', sourcegraph: 'Sourcegraph', typeform: 'Typeform',
  authress: 'Authress', octopus: 'Octopus Deploy', kucoin: 'KuCoin', sidekiq: 'Sidekiq', age: 'age', curl: 'curl', jwt: 'JWT',
  generic: 'any', 'private-key': 'any', pkcs12: 'any', kubernetes: 'Kubernetes', nuget: 'NuGet', perplexity: 'Perplexity',
};
const MULTI = ['new-relic', 'cisco-meraki', 'microsoft-teams', 'defined-networking', 'private-key'];

function vendorOf(id) {
  const key = MULTI.find((p) => id.startsWith(`${p}-`) || id === p) ?? id.split('-')[0];
  return VENDORS[key] ?? key[0].toUpperCase() + key.slice(1);
}

const FAMILIES = {
  code: 'github gitlab bitbucket npm pypi rubygems clojars jfrog artifactory sonar snyk sourcegraph codecov droneci travisci gitter postman readme prefect infracost linear atlassian harness octopus nuget frameio launchdarkly sentry intra42 defined scalingo settlemint maxmind pulumi hashicorp vault doppler age 1password curl generic jwt private pkcs12 kubernetes sidekiq',
  cloud: 'aws azure gcp alibaba digitalocean heroku cloudflare databricks fastly flyio netlify openshift planetscale clickhouse confluent dynatrace datadog new grafana sumologic looker yandex okta authress cisco adobe',
  ai: 'openai anthropic cohere huggingface perplexity privateai',
  commerce: 'stripe square squarespace shopify plaid flutterwave gocardless finicity coinbase kraken kucoin bittrex duffel easypost etsy lob shippo freshbooks finnhub freemius',
};
function familyOf(id) {
  const first = id.split('-')[0];
  for (const [family, words] of Object.entries(FAMILIES)) if (words.split(' ').includes(first)) return family;
  return 'saas';
}

// GenerateSemiGenericRegex's parts (cmd/generate/config/utils/generate.go).
const OPERATOR = String.raw`(?:=|>|:{1,3}=|\|\||:|=>|\?=|,)`;
const SECRET_PREFIX = String.raw`[\x60'"\s=]{0,5}(`;

/** The group that opens at `open` (an index of "("): its source without the parentheses. */
function groupAt(source, open) {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === '[') {
      for (i++; source[i] !== ']'; i++) if (source[i] === '\\') i++;
    } else if (source[i] === '(') depth++;
    else if (source[i] === ')' && --depth === 0) return source.slice(open + 1, i);
  }
  throw new Error(`unbalanced group in ${source}`);
}

function splitTop(source) {
  const parts = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === '[') for (i++; source[i] !== ']'; i++) source[i] === '\\' && i++;
    else if (source[i] === '(') depth++;
    else if (source[i] === ')') depth--;
    else if (source[i] === '|' && depth === 0) {
      parts.push(source.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(source.slice(from));
  return parts;
}

/** For a semi-generic rule: its name alternatives (regex sources) and its secret (Go source). */
function semiGeneric(regex) {
  const op = regex.indexOf(OPERATOR);
  const prefix = regex.indexOf(SECRET_PREFIX, op);
  const secret = groupAt(regex, prefix + SECRET_PREFIX.length - 1);
  const IDENT = String.raw`[\w.-]{0,50}?(?:`;
  const identOpen = regex.lastIndexOf(IDENT, op) + IDENT.length - 3;
  const ident = groupAt(regex, identOpen).replace(/^\?:/, '');
  return { names: splitTop(ident), secret, caseless: regex.startsWith('(?i)') };
}

/** Literal names for the keyword pass: the rule's keywords that are names, else the names' literal starts. */
function literalNames(rule, alternatives) {
  const full = alternatives.map((a) => new RegExp(`^(?:${goToJs(`(?i)${a}`)})$`));
  const fromKeywords = (rule.keywords ?? []).filter((k) => full.some((re) => re.test(k)));
  if (fromKeywords.length) return fromKeywords;
  const starts = alternatives.map((a) => /^[A-Za-z0-9_-]+/.exec(a.replace(/^\(\?-i:/, ''))?.[0]?.toLowerCase()).filter(Boolean);
  if (!starts.length) throw new Error(`${rule.id}: no literal name`);
  return [...new Set(starts)];
}

/** The rule function's source in cmd/generate/config/rules/*.go, by its RuleID. */
const goFunctions = new Map();
for (const path of git('ls-tree', '--name-only', sha, 'cmd/generate/config/rules/').split('\n').filter((p) => p.endsWith('.go'))) {
  const source = git('show', `${sha}:${path}`);
  for (const fn of source.split(/\nfunc /).slice(1)) {
    const id = /RuleID:\s*"([^"]+)"/.exec(fn)?.[1];
    if (id) goFunctions.set(id, { fn, path });
  }
}

/** Go string literals (raw and interpreted) in `source`. */
function literals(source) {
  const out = [];
  const re = /`([^`]*)`|"((?:[^"\\\n]|\\.)*)"/g;
  for (const m of source.matchAll(re)) {
    // Literals inside // comments are references, not examples.
    const lineStart = source.lastIndexOf('\n', m.index) + 1;
    if (/\/\//.test(source.slice(lineStart, m.index).replace(/"(?:[^"\\]|\\.)*"|`[^`]*`/g, ''))) continue;
    if (m[1] !== undefined) out.push(m[1]);
    else {
      try {
        out.push(JSON.parse(`"${m[2]}"`));
      } catch {
        // A Go escape JSON lacks (\x, \'): not an example we need.
      }
    }
  }
  return out;
}

function examplesInGo(id) {
  const found = goFunctions.get(id);
  if (!found) return { tps: [], fps: [], path: undefined };
  const body = found.fn.split(/return utils\.Validate/)[0];
  const tpsAt = body.search(/\btps\s*:?=/);
  const fpsAt = body.search(/\bfps\s*:?=/);
  const tps = tpsAt === -1 ? '' : body.slice(tpsAt, fpsAt > tpsAt ? fpsAt : undefined);
  let fps = fpsAt === -1 ? '' : body.slice(fpsAt, tpsAt > fpsAt ? tpsAt : undefined);
  // A literal under a "False Negative" comment is a secret gitleaks misses (mailchimp.go): ours.
  const missed = [];
  fps = fps.replace(/\/\/[^\n]*false negative[^\n]*\n([^\n]*)/gi, (_, line) => {
    missed.push(...literals(line));
    return '\n';
  });
  // An fp that is also a tp differs only by its file path (freemius.go: ".html, not .php"):
  // there is no path in a text, so it is no example here.
  const tpTexts = new Set(literals(tps));
  return { tps: literals(tps), missed, fps: literals(fps).filter((s) => s.trim().length >= 4 && !tpTexts.has(s)), path: found.path };
}

function entropy(s) {
  const counts = new Map();
  for (const c of s) counts.set(c, (counts.get(c) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) h -= (n / s.length) * Math.log2(n / s.length);
  return h;
}

const RUN_CHARS = /^[A-Za-z0-9_+/=.~$:-]+$/;
// gitleaks' end of a secret (utils/generate.go secretSuffix, as goToJs writes it), and ours: a
// comma, a bracket or a full stop ends one too (a CSV cell, a call, a sentence).
const GITLEAKS_END = String.raw`(?:[\x60'"\s;]|\\[nNrR]|$)`;
const SECRET_END = String.raw`(?=[\x60'"\s;,)\]}>|&]|\\[nNrR"]|\.(?:\s|$)|$)`;

/** The regex with the capturing group `n` (1-based) named `value`. */
function nameGroup(source, n) {
  let count = 0;
  return source.replace(/\\.|\[(?:\\.|[^\]])*\]|\((\?<[A-Za-z]\w*>|(?!\?))/g, (tok, named) => {
    if (!tok.startsWith('(')) return tok;
    count++;
    return count === n ? '(?<value>' : named ? '(?:' : '(';
  });
}

const random = seeded(20261126);
/** A sample of `source` whose entropy reaches `min` (a few draws). */
function sample(source, min, accept) {
  for (let k = 0; k < 200; k++) {
    const s = sampleOf(source, random);
    if (entropy(s) >= (min ?? 0) && accept(s)) return s;
  }
  throw new Error(`no sample for ${source}`);
}

const entries = [];
for (const rule of toml.rules) {
  const { tps, missed, fps, path } = examplesInGo(rule.id);
  // The rule's allowlist regexes that test the secret (not the whole match or the path).
  const allow = (rule.allowlists ?? []).flatMap((a) => (a.regexTarget ? [] : (a.regexes ?? []))).map((r) => goToJs(r));
  const base = { id: rule.id, vendor: vendorOf(rule.id), family: familyOf(rule.id), entropy: rule.entropy, allow, path };
  const handledBy = HANDLED_BY[rule.id];
  const full = rule.regex ? new RegExp(goToJs(rule.regex), 'd') : undefined;
  const group = rule.secretGroup ?? (/\((?!\?)/.test((rule.regex ?? '').replace(/\\.|\[(?:\\.|[^\]])*\]/g, '')) ? 1 : 0);
  const spanOf = (text) => {
    const m = full?.exec(text);
    if (!m) return undefined;
    // The secret's group; with alternatives (curl), the first group that took part.
    const [a, b] = m.indices[group] ?? m.indices.slice(1).find(Boolean) ?? m.indices[0];
    return text.slice(a, b);
  };
  // Examples that are placeholders (EXAMPLE, fake, QQQQ…, abcdefgh) are left out: a placeholder
  // is not a secret for us (the detectors' own test, detectors/secrets/placeholders.ts).
  const literalTps = tps
    .map((t) => ({ text: t, match: spanOf(t) }))
    .filter((e) => e.match && entropy(e.match) >= (rule.entropy ?? 0) && !isPlaceholderToken(e.match) && !allow.some((a) => new RegExp(a).test(e.match)));
  // A Kubernetes Secret's finding is the value, without the key gitleaks' match holds.
  if (rule.id === 'kubernetes-secret-yaml') for (const e of literalTps) e.match = e.match.replace(/^[\w.-]+:(?:[ \t]*(?:\||>[-+]?)\s+)?[ \t]*["']?/, '').replace(/["']$/, '');
  // Quotes around a whole match are syntax, not secret (gitleaks' curl-auth-user includes them).
  for (const e of literalTps) e.match = e.match.replace(/^(["'])([^"']*)\1$/, '$2');
  if (handledBy) {
    entries.push({ ...base, gate: 'detector', keywords: rule.keywords ?? [], handledBy, positive: literalTps, negative: fps });
    continue;
  }
  if (rule.regex.includes(OPERATOR) && rule.regex.includes(SECRET_PREFIX)) {
    const { names: alternatives, secret, caseless } = semiGeneric(rule.regex);
    const names = literalNames(rule, alternatives);
    const secretJs = goToJs(`${caseless ? '(?i)' : ''}${secret}`);
    const whole = new RegExp(`^(?:${secretJs})$`);
    const value = sample(secretJs, rule.entropy, (s) => whole.test(s));
    const anywhere = new RegExp(secretJs);
    const found = missed.map((t) => ({ text: t, match: anywhere.exec(t)?.[0] })).filter((e) => e.match);
    const positive = [{ text: `${names[0]}_api_token = "${value}"`, match: value }, ...literalTps, ...found];
    // The name as gitleaks writes it (some are case-sensitive: "[Ss]umo|SUMO" is no "sumOf").
    const name = goToJs(`(?i)(?:${alternatives.join('|')})`);
    entries.push({ ...base, gate: 'named', keywords: names, name, secret: secretJs, positive, negative: fps });
    continue;
  }
  const js = group > 0 ? nameGroup(goToJs(rule.regex), group) : goToJs(rule.regex);
  const generated = sample(goToJs(rule.regex), rule.entropy, (s) => {
    const v = spanOf(s);
    return v !== undefined && entropy(v) >= (rule.entropy ?? 0);
  });
  const positive = [{ text: generated, match: spanOf(generated) }, ...literalTps];
  const keywords = (rule.keywords ?? []).map((k) => k.toLowerCase());
  // Matched inside one token run when every example's match is made of run characters and
  // holds a keyword; otherwise tried around each keyword (a URL with "@", a keyword before it).
  const inRuns = positive.every((e) => {
    const whole = full.exec(e.text)[0].replace(/(?:[\x60'"\s;]|\\[nr])$/, '');
    return RUN_CHARS.test(whole) && keywords.some((k) => whole.toLowerCase().includes(k));
  });
  // A window rule needs its keyword near: the drawn example gets one.
  if (!inRuns && !keywords.some((k) => generated.toLowerCase().includes(k))) positive[0] = { text: `${keywords[0]}: ${generated}`, match: positive[0].match };
  // gitleaks ends sidekiq's URL at "/", "#", "?", ":" or the end of the line; any character
  // that ends the host name does here (a space, a quote in a sentence or JSON).
  const secret = inRuns ? js : js.replace(/\(\?:\[[^\]]*\]\|\$\)$/, '(?![\\w.-])').replace(GITLEAKS_END, SECRET_END);
  entries.push({ ...base, gate: inRuns ? 'token' : 'window', keywords, secret, positive, negative: fps });
}

// gitleaks' false positives are per rule: a string that another of its rules reports (its
// generic-api-key rule, its jwt rule) is not one for gitleaks as a whole, nor for us. Such
// examples are kept apart (examples.elsewhere) with the rule that reports them.
const globalAllow = (toml.allowlist?.regexes ?? []).map((r) => new RegExp(goToJs(r)));
const globalStop = (toml.allowlist?.stopwords ?? []).map((w) => w.toLowerCase());
const reporters = toml.rules
  .filter((r) => r.regex)
  .flatMap((r) => {
    try {
      const lists = r.allowlists ?? [];
      return [{
        id: r.id,
        re: new RegExp(goToJs(r.regex), 'dg'),
        group: r.secretGroup ?? 1,
        entropy: r.entropy ?? 0,
        keywords: (r.keywords ?? []).map((k) => k.toLowerCase()),
        allowSecret: lists.filter((a) => a.regexTarget !== 'match').flatMap((a) => a.regexes ?? []).map((x) => new RegExp(goToJs(x))),
        allowMatch: lists.filter((a) => a.regexTarget === 'match').flatMap((a) => a.regexes ?? []).map((x) => new RegExp(goToJs(x))),
        stop: lists.flatMap((a) => a.stopwords ?? []).map((w) => w.toLowerCase()),
      }];
    } catch {
      return [];
    }
  });
function reportedBy(text, except) {
  const lower = text.toLowerCase();
  for (const g of reporters) {
    if (g.id === except || (g.keywords.length && !g.keywords.some((k) => lower.includes(k)))) continue;
    g.re.lastIndex = 0;
    for (const m of text.matchAll(g.re)) {
      const span = m.indices[g.group] ?? m.indices.slice(1).find(Boolean) ?? m.indices[0];
      const secret = text.slice(span[0], span[1]);
      if (!secret || entropy(secret) < g.entropy) continue;
      if ([...globalAllow, ...g.allowSecret].some((a) => a.test(secret)) || g.allowMatch.some((a) => a.test(m[0]))) continue;
      if ([...globalStop, ...g.stop].some((w) => secret.toLowerCase().includes(w))) continue;
      return g.id;
    }
  }
  return undefined;
}
for (const e of entries) {
  e.kept = [];
  for (const k of KEPT.filter((x) => x.rule === e.id)) {
    for (const p of e.positive.filter((x) => k.match.test(x.match))) e.kept.push({ ...p, why: k.why });
    e.positive = e.positive.filter((x) => !k.match.test(x.match));
  }
  e.elsewhere = e.negative.map((t) => ({ text: t, by: reportedBy(t, e.id) })).filter((x) => x.by);
  e.negative = e.negative.filter((t) => !e.elsewhere.some((x) => x.text === t));
}

const q = (s) => JSON.stringify(s);
const raw = (s) => (s.includes('`') || s.includes('${') ? q(s) : `String.raw\`${s}\``);
function exampleTs(e) {
  return e.text === e.match ? q(e.text) : `{ text: ${q(e.text)}, match: ${q(e.match)} }`;
}

const HEADER = (family) => `// Generated by scripts/secrets/import-gitleaks.mjs from gitleaks ${version} (${sha.slice(0, 12)}):
// config/gitleaks.toml and cmd/generate/config/rules/*.go. Do not edit by hand: run the script.
// The rule facts and examples are gitleaks' (https://github.com/gitleaks/gitleaks), MIT License,
// Copyright (c) 2019 Zachary Rice; examples gitleaks draws at random are drawn here from the
// rule's shape with a fixed seed. Family: ${family}.
import type { GitleaksRule } from '../rule.js';
`;

mkdirSync(outDir, { recursive: true });
const families = [...new Set(entries.map((e) => e.family))].sort();
for (const family of families) {
  // A function that makes the table, called once by secrets/catalog.ts when a text first needs
  // it (issue 20: start-up).
  const lines = [HEADER(family), `export const GITLEAKS_${family.toUpperCase()} = (): readonly GitleaksRule[] => [`];
  for (const e of entries.filter((x) => x.family === family)) {
    lines.push('  {');
    lines.push(`    id: ${q(e.id)},`);
    lines.push(`    vendor: ${q(e.vendor)},`);
    lines.push(`    gate: ${q(e.gate)},`);
    lines.push(`    keywords: ${q(e.keywords)},`);
    if (e.name !== undefined) lines.push(`    name: ${raw(e.name)},`);
    if (e.secret !== undefined) lines.push(`    secret: ${raw(e.secret)},`);
    if (e.entropy !== undefined) lines.push(`    entropy: ${e.entropy},`);
    if (e.allow?.length) lines.push(`    allow: [${e.allow.map(raw).join(', ')}],`);
    if (e.handledBy) lines.push(`    handledBy: ${q(e.handledBy)},`);
    lines.push(`    source: ${q(`gitleaks ${e.path ?? 'config/gitleaks.toml'}`)},`);
    lines.push('    examples: {');
    lines.push(`      positive: [${e.positive.map(exampleTs).join(', ')}],`);
    lines.push(`      negative: [${e.negative.map(q).join(', ')}],`);
    if (e.kept.length) lines.push(`      kept: [${e.kept.map((x) => `{ text: ${q(x.text)}, match: ${q(x.match)}, why: ${q(x.why)} }`).join(', ')}],`);
    if (e.elsewhere.length) lines.push(`      elsewhere: [${e.elsewhere.map((x) => `{ text: ${q(x.text)}, by: ${q(x.by)} }`).join(', ')}],`);
    lines.push('    },');
    lines.push('  },');
  }
  lines.push('];', '');
  writeFileSync(new URL(`${family}.ts`, outDir), lines.join('\n'));
}
// The named and window rules' keywords, each once, in the catalogue's order (families sorted, as
// secrets/catalog.ts joins them): what a run needs of the tables at start (named.ts namedKeywords).
const namedKeywords = [];
for (const family of families) {
  for (const e of entries.filter((x) => x.family === family && (x.gate === 'named' || x.gate === 'window'))) for (const k of e.keywords) if (!namedKeywords.includes(k)) namedKeywords.push(k);
}
writeFileSync(
  new URL('keywords.ts', outDir),
  `${HEADER('keywords of the named and window rules').replace("import type { GitleaksRule } from '../rule.js';\n", '')}\nexport const GITLEAKS_NAMED_KEYWORDS: readonly string[] = ${q(namedKeywords)};\n`,
);
const count = (g) => entries.filter((e) => e.gate === g).length;
process.stderr.write(`${entries.length} rules from gitleaks ${version}: ${count('named')} named, ${count('token')} token, ${count('window')} window, ${count('detector')} found by other detectors\n`);
