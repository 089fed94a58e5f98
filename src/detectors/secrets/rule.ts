import { KeywordPlan } from '../../engine/keywords.js';
import { scanOf } from '../../engine/scan/index.js';
import type { Candidate, DetectorContext, Example } from '../../engine/types.js';
import { shannonEntropy } from '../lib/checksums.js';
import { isPlaceholderToken } from './placeholders.js';

/**
 * One vendor's token format, gitleaks-style: literal keywords that any match contains, a
 * pattern (a named group `value` narrows the finding), for shapes that are not distinctive on
 * their own a vendor name that must come just before, and the rule's own examples next to its
 * pattern. The hand-written rules of vendors/*.ts; gitleaks' catalogue is GitleaksRule.
 */
export interface SecretRule {
  id: string;
  /**
   * Lower-case literals that every match contains; the pattern is tried only on token runs
   * holding one. Empty for shapes without a literal part, which then need `near` or a validator.
   */
  keywords: readonly string[];
  /**
   * The length of the shortest match, for a rule without keywords (required there): it is
   * tried only on runs at least this long. A test checks it on the rule's examples.
   */
  minLength?: number;
  /** Matched inside one token run (engine/scan/token-runs.ts): no spaces or quotes in a match. */
  pattern: RegExp;
  /** Must match the NEAR characters before the candidate (a vendor name, an assignment). */
  near?: RegExp;
  /** false drops the candidate; a number replaces its score. */
  validate?: (value: string) => boolean | number;
  /** Default 0.95: a vendor prefix plus the right length and alphabet is rarely anything else. */
  score?: number;
  /** Must match the text right after the value (gitleaks' end of a secret: a quote, a space, ";"). */
  after?: RegExp;
  /** Values that match one of these are known not to be secrets (published sample keys). */
  allow?: readonly RegExp[];
  examples: { positive: readonly Example[]; negative: readonly string[] };
}

/**
 * A rule of gitleaks' catalogue (gitleaks/*.ts, written by scripts/secrets/import-gitleaks.mjs).
 * `gate` says how it is found:
 * - token: `keywords` are inside the token (`ghp_`, `AGE-SECRET-KEY-1`); `secret` is tried on
 *   the token runs holding one, like a SecretRule;
 * - named: `keywords` are the vendor's names (`asana`); `secret` is the shape of the value
 *   written after a name, an identifier or a phrase ("set the asana credential to …");
 * - window: `secret` is tried around each keyword (a URL with "@", a shape gitleaks accepts
 *   only when the vendor's name is in the file);
 * - detector: another of our detectors finds it (`handledBy`), as generic-api-key is
 *   secret-assignment's.
 */
export interface GitleaksRule {
  id: string;
  vendor: string;
  gate: 'token' | 'named' | 'window' | 'detector';
  keywords: readonly string[];
  /** For a named rule: the names as a regex source, tried where a keyword starts. */
  name?: string;
  /** A regex source (no flags); a group `value` narrows the finding. */
  secret?: string;
  /** gitleaks' minimum Shannon entropy of the secret, bits per character. */
  entropy?: number;
  /** gitleaks' allowlist: secrets matching one of these regex sources are not reported. */
  allow?: readonly string[];
  handledBy?: string;
  /** Where the facts come from: the gitleaks rule file. */
  source: string;
  /**
   * `negative`: gitleaks' false positives, which nothing may report. `elsewhere`: those that
   * another gitleaks rule reports (`by`: its generic-api-key finds a key-named value of the
   * wrong vendor shape), so gitleaks as a whole does not leave them alone either.
   */
  examples: {
    positive: readonly Example[];
    negative: readonly string[];
    /** gitleaks' true positives we leave alone on purpose, and why. */
    kept?: readonly { text: string; match: string; why: string }[];
    elsewhere?: readonly { text: string; by: string }[];
  };
}

// gitleaks' end of a secret (cmd/generate/config/utils/generate.go, secretSuffix), as our
// converter writes it: a token run ends before a quote or a space, but also before "(" where
// gitleaks' secret cannot end, so the suffix is checked on the text after the run instead,
// where a comma, a closing bracket or a full stop end a secret too (CSV, code, prose).
const GITLEAKS_END = String.raw`(?:[\x60'"\s;]|\\[nNrR]|$)`;
const AFTER_SECRET = /^(?:[`'"\s;,)\]}>|&]|\\[nNrR]|\.(?:\s|$)|$)/;

/** A gitleaks token rule as a SecretRule: its shape, and its entropy minimum as a validator. */
export function tokenRuleOf(rule: GitleaksRule): SecretRule {
  const min = rule.entropy ?? 0;
  const secret = rule.secret!;
  const ends = secret.endsWith(GITLEAKS_END);
  return {
    id: rule.id,
    keywords: rule.keywords,
    pattern: new RegExp(ends ? secret.slice(0, -GITLEAKS_END.length) : secret),
    after: ends ? AFTER_SECRET : undefined,
    // Below our own rules' 0.9-1, which check what gitleaks does not (GitHub's checksum).
    score: 0.85,
    validate: min > 0 ? (v) => shannonEntropy(v) >= min : undefined,
    allow: rule.allow?.map((a) => new RegExp(a)),
    examples: rule.examples,
  };
}

interface CompiledRule extends SecretRule {
  regex: RegExp;
}

const NEAR = 80;
// Letters and hyphens with a lower-case letter ("Bundesverfassungsgericht", "well-established"):
// a word, never a key (isWordsOnly). Capitals alone may be one: an AWS key id is base32 ("AKIAFMZY…").
// ...unless it is long and mixes cases throughout, as a key drawn from base64 letters does
// ("lVmtawGsCYHUCRHayTlwVRtgtRAcnnZhIgSqQxde" after AWS_SECRET_ACCESS_KEY): no word or
// identifier of prose has ten capitals and ten small letters in 32 characters or more.
const DRAWN_LETTERS = /^(?=(?:[a-z-]*[A-Z]){10})(?=(?:[A-Z-]*[a-z]){10})[A-Za-z-]{32,}$/;
const DEFAULT_SCORE = 0.95;

/** Rules ready to run: compiled patterns, and one keyword plan that finds every rule's keywords. */
export interface RuleSet {
  /** Rules without keywords, tried on every run at least as long as their minLength, by minLength. */
  always: readonly CompiledRule[];
  /** Rules with keywords, in the order of the plan's owners. */
  keyed: readonly CompiledRule[];
  /** The keywords of `keyed` (case aside, inside words too): which rules a run holds a keyword of. */
  plan: KeywordPlan;
}

export function compileRules(rules: readonly SecretRule[]): RuleSet {
  const ids = new Set<string>();
  const always: CompiledRule[] = [];
  const keyed: CompiledRule[] = [];
  for (const r of rules) {
    if (ids.has(r.id)) throw new Error(`secret rule ${r.id} defined twice`);
    ids.add(r.id);
    if (r.keywords.some((k) => k !== k.toLowerCase())) throw new Error(`secret rule ${r.id}: keywords must be lower-case`);
    if (r.keywords.length === 0 && r.minLength === undefined) throw new Error(`secret rule ${r.id}: a rule without keywords needs minLength`);
    // Indices ('d') only for a pattern with a `value` group, whose span they give: the match
    // alone needs none, and a log's UUIDs and hex ids each match a keyword-less rule (the
    // rule's `near` then turns them down) with an indices array made for each (~80,000 on 20 MB).
    const flags = new Set([...r.pattern.flags, 'g', ...(/\(\?<value>/.test(r.pattern.source) ? ['d'] : [])]);
    // Every rule with the same fields in the same order (a spread copies only those a rule
    // has): one shape, so the loads of rulesFor and findRuleMatches stay monomorphic, where
    // two dozen shapes made them megamorphic and deoptimized rulesFor (docs/parallel.md).
    const compiled: CompiledRule = {
      id: r.id,
      keywords: r.keywords,
      minLength: r.minLength,
      pattern: r.pattern,
      near: r.near,
      validate: r.validate,
      score: r.score,
      after: r.after,
      allow: r.allow,
      examples: r.examples,
      regex: new RegExp(r.pattern.source, [...flags].join('')),
    };
    (r.keywords.length === 0 ? always : keyed).push(compiled);
  }
  always.sort((a, b) => a.minLength! - b.minLength!);
  return { always, keyed, plan: new KeywordPlan(keyed.map((r) => ({ keywords: r.keywords, keywordsInWords: true }))) };
}

/**
 * The rules to try on a run: those without keywords that fit its length, and those whose
 * keywords occur in it: one keyword pass over the run selects among all the rules. Written
 * into out[0, n), n returned: one array for all the runs of a text (a log has hundreds of
 * thousands), overwritten rather than emptied (setting an array's length is a runtime call).
 */
function rulesFor(run: string, set: RuleSet, out: CompiledRule[]): number {
  let n = 0;
  const always = set.always;
  for (let k = 0; k < always.length; k++) {
    const rule = always[k]!;
    if (rule.minLength! > run.length) break;
    out[n++] = rule;
  }
  const hits = set.plan.occurrences(run);
  if (hits.size === 0) return n;
  for (const owner of [...hits.keys()].sort((a, b) => a - b)) out[n++] = set.keyed[owner]!;
  return n;
}

/**
 * Whether text[from, to) is letters and hyphens with a small letter, read by code (no slice, no regex: the first character of most
 * runs of a log, a digit, an "=" or a "/", answers): letters and hyphens with a small letter.
 */
export function isWordsOnly(text: string, from: number, to: number): boolean {
  let lower = false;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c >= 97 && c <= 122) lower = true;
    else if (!((c >= 65 && c <= 90) || c === 45)) return false;
  }
  return lower;
}

/** Runs every rule on the token runs that hold one of its keywords; returns the findings. */
export function findRuleMatches(text: string, ruleSet: () => RuleSet, ctx?: DetectorContext): Candidate[] {
  const out: Candidate[] = [];
  const runs = scanOf(text, ctx).tokenRuns;
  const rules: CompiledRule[] = [];
  // The set is asked for at the first run that may hold a token: most short texts have none,
  // and building the rule tables is most of what a first `anonymize text` would otherwise pay.
  let set: RuleSet | undefined;
  for (let r = 0; r < runs.length; r += 2) {
    const runStart = runs[r]!;
    const runEnd = runs[r + 1]!;
    if (isWordsOnly(text, runStart, runEnd) && !DRAWN_LETTERS.test(text.slice(runStart, runEnd))) continue;
    const run = text.slice(runStart, runEnd);
    set ??= ruleSet();
    const count = rulesFor(run, set, rules);
    for (let k = 0; k < count; k++) {
      const rule = rules[k]!;
      const re = rule.regex;
      re.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = re.exec(run)) !== null) {
        if (m[0].length === 0) re.lastIndex++;
        const span = m.indices?.groups?.value;
        const start = runStart + (span ? span[0] : m.index);
        const end = runStart + (span ? span[1] : m.index + m[0].length);
        if (end <= start) continue;
        if (rule.near && !rule.near.test(text.slice(Math.max(0, start - NEAR), start))) continue;
        if (rule.after && !rule.after.test(text.slice(end, end + 2))) continue;
        const value = text.slice(start, end);
        if (isPlaceholderToken(value) || rule.allow?.some((a) => a.test(value))) continue;
        let score = rule.score ?? DEFAULT_SCORE;
        if (rule.validate) {
          const v = rule.validate(value);
          if (v === false) continue;
          if (typeof v === 'number') score = v;
        }
        out.push({ start, end, score });
      }
    }
  }
  return out;
}
