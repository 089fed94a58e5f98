import type { Candidate, Example } from '../../engine/types.js';
import { isPlaceholderToken } from './secrets-placeholders.js';

/**
 * One vendor's token format, gitleaks-style: literal keywords that any match contains (the
 * rule is skipped when none occurs in the text), a pattern (a named group `value` narrows the
 * finding), an optional vendor word that must appear near a shape that is not distinctive on
 * its own, and the rule's own examples next to its pattern.
 */
export interface SecretRule {
  id: string;
  /**
   * Lower-case literals; the rule runs only when one occurs in the lower-cased text. Empty only
   * for shapes with no literal part that a validator makes safe (Discord bot tokens).
   */
  keywords: readonly string[];
  pattern: RegExp;
  /** For shapes that aren't distinctive alone: a word that must occur within NEAR characters. */
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

const NEAR_BEFORE = 80;
const NEAR_AFTER = 40;
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

/** Every keyword of every rule, for the detector-level prefilter; undefined when a rule has none. */
export function ruleKeywords(rules: readonly SecretRule[]): string[] | undefined {
  if (rules.some((r) => r.keywords.length === 0)) return undefined;
  return [...new Set(rules.flatMap((r) => r.keywords))];
}

// One-entry memo: every rule of every secret detector asks for the same lower-cased text.
let memoText = '';
let memoLower = '';
export function lowerCased(text: string): string {
  if (text !== memoText) {
    memoText = text;
    memoLower = text.toLowerCase();
  }
  return memoLower;
}

/** Runs the rules whose keywords occur in `text`; yields their findings. */
export function* findRuleMatches(text: string, rules: readonly CompiledRule[]): Iterable<Candidate> {
  const lower = lowerCased(text);
  for (const rule of rules) {
    if (rule.keywords.length > 0 && !rule.keywords.some((k) => lower.includes(k))) continue;
    const re = rule.regex;
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(text)) !== null) {
      const span = m.indices?.groups?.value ?? m.indices?.[0];
      if (!span || span[1] <= span[0]) continue;
      const [start, end] = span;
      const value = text.slice(start, end);
      if (isPlaceholderToken(value)) continue;
      if (rule.near) {
        const around = text.slice(Math.max(0, start - NEAR_BEFORE), end + NEAR_AFTER);
        if (!rule.near.test(around)) continue;
      }
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
