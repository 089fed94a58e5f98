import { escapeRegExp } from '../../engine/detector.js';
import type { Candidate, Example } from '../../engine/types.js';
import { isPlaceholderToken } from './secrets-placeholders.js';
import { tokenRuns } from './secrets-runs.js';

/**
 * One vendor's token format, gitleaks-style: literal keywords that any match contains, a
 * pattern (a named group `value` narrows the finding), for shapes that are not distinctive on
 * their own a vendor name that must come just before, and the rule's own examples next to its
 * pattern.
 */
export interface SecretRule {
  id: string;
  /**
   * Lower-case literals that every match contains; the pattern is tried only on token runs
   * holding one. Empty for shapes without a literal part, which then need `near` or a validator.
   */
  keywords: readonly string[];
  /** Matched inside one token run (lib/secrets-runs.ts): no spaces or quotes in a match. */
  pattern: RegExp;
  /** Must match the NEAR characters before the candidate (a vendor name, an assignment). */
  near?: RegExp;
  /** false drops the candidate; a number replaces its score. */
  validate?: (value: string) => boolean | number;
  /** Default 0.95: a vendor prefix plus the right length and alphabet is rarely anything else. */
  score?: number;
  examples: { positive: readonly Example[]; negative: readonly string[] };
}

interface CompiledRule extends SecretRule {
  regex: RegExp;
}

const NEAR = 80;
// Letters and hyphens only ("Bundesverfassungsgericht", "well-established"): a word, never a
// key (every format here has a digit, "_", "." or a base64 symbol).
const WORDS_ONLY = /^[A-Za-z-]+$/;
const DEFAULT_SCORE = 0.95;

/** Rules ready to run: compiled patterns and one regex that finds every rule's keywords. */
export interface RuleSet {
  /** Rules without keywords: tried on every run. */
  always: readonly CompiledRule[];
  byKeyword: ReadonlyMap<string, readonly CompiledRule[]>;
  keywords: RegExp | undefined;
}

export function compileRules(rules: readonly SecretRule[]): RuleSet {
  const ids = new Set<string>();
  const always: CompiledRule[] = [];
  const byKeyword = new Map<string, CompiledRule[]>();
  for (const r of rules) {
    if (ids.has(r.id)) throw new Error(`secret rule ${r.id} defined twice`);
    ids.add(r.id);
    if (r.keywords.some((k) => k !== k.toLowerCase())) throw new Error(`secret rule ${r.id}: keywords must be lower-case`);
    const flags = new Set([...r.pattern.flags, 'g', 'd']);
    const compiled = { ...r, regex: new RegExp(r.pattern.source, [...flags].join('')) };
    if (r.keywords.length === 0) always.push(compiled);
    for (const k of r.keywords) byKeyword.set(k, [...(byKeyword.get(k) ?? []), compiled]);
  }
  const sorted = [...byKeyword.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return { always, byKeyword, keywords: sorted.length ? new RegExp(sorted.join('|'), 'g') : undefined };
}

/** The rules whose keywords occur in a lower-cased run (one regex pass over the run). */
function rulesFor(lower: string, set: RuleSet): readonly CompiledRule[] {
  const re = set.keywords;
  if (!re) return set.always;
  // Most runs hold no keyword: then the shared list, with nothing allocated.
  let out: Set<CompiledRule> | undefined;
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(lower)) !== null) {
    const rules = set.byKeyword.get(m[0]);
    if (rules) {
      out ??= new Set(set.always);
      for (const rule of rules) out.add(rule);
    }
    re.lastIndex = m.index + 1; // keywords may overlap ("glpat-" holds "pat")
  }
  return out ? [...out] : set.always;
}

/** Runs every rule on the token runs that hold one of its keywords; yields the findings. */
export function* findRuleMatches(text: string, set: RuleSet): Iterable<Candidate> {
  const runs = tokenRuns(text);
  for (let r = 0; r < runs.length; r += 2) {
    const runStart = runs[r]!;
    const runEnd = runs[r + 1]!;
    const run = text.slice(runStart, runEnd);
    if (WORDS_ONLY.test(run)) continue;
    for (const rule of rulesFor(run.toLowerCase(), set)) {
      const re = rule.regex;
      re.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = re.exec(run)) !== null) {
        const span = m.indices?.groups?.value ?? m.indices?.[0];
        if (!span || span[1] <= span[0]) continue;
        const start = runStart + span[0];
        const end = runStart + span[1];
        if (rule.near && !rule.near.test(text.slice(Math.max(0, start - NEAR), start))) continue;
        const value = text.slice(start, end);
        if (isPlaceholderToken(value)) continue;
        let score = rule.score ?? DEFAULT_SCORE;
        if (rule.validate) {
          const v = rule.validate(value);
          if (v === false) continue;
          if (typeof v === 'number') score = v;
        }
        yield { start, end, score };
      }
    }
  }
}
