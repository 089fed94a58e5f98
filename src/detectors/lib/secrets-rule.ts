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
const DEFAULT_SCORE = 0.95;

export function compileRules(rules: readonly SecretRule[]): readonly CompiledRule[] {
  const ids = new Set<string>();
  return rules.map((r) => {
    if (ids.has(r.id)) throw new Error(`secret rule ${r.id} defined twice`);
    ids.add(r.id);
    if (r.keywords.some((k) => k !== k.toLowerCase())) throw new Error(`secret rule ${r.id}: keywords must be lower-case`);
    const flags = new Set([...r.pattern.flags, 'g', 'd']);
    return { ...r, regex: new RegExp(r.pattern.source, [...flags].join('')) };
  });
}

/** Runs every rule on the token runs that hold one of its keywords; yields the findings. */
export function* findRuleMatches(text: string, rules: readonly CompiledRule[]): Iterable<Candidate> {
  const runs = tokenRuns(text);
  for (let r = 0; r < runs.length; r += 2) {
    const runStart = runs[r]!;
    const runEnd = runs[r + 1]!;
    const run = text.slice(runStart, runEnd);
    const lower = run.toLowerCase();
    for (const rule of rules) {
      if (rule.keywords.length > 0 && !rule.keywords.some((k) => lower.includes(k))) continue;
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
