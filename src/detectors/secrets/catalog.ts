import { GITLEAKS_AI } from './gitleaks/ai.js';
import { GITLEAKS_CLOUD } from './gitleaks/cloud.js';
import { GITLEAKS_CODE } from './gitleaks/code.js';
import { GITLEAKS_COMMERCE } from './gitleaks/commerce.js';
import { GITLEAKS_SAAS } from './gitleaks/saas.js';
import { shannonEntropy } from '../lib/checksums.js';
import { lazy } from '../../engine/lazy.js';
import { type GitleaksRule, type SecretRule, tokenRuleOf } from './rule.js';
import { AI_RULES } from './vendors/ai.js';
import { CLOUD_RULES } from './vendors/cloud.js';
import { CODE_RULES } from './vendors/code.js';
import { SAAS_RULES } from './vendors/saas.js';

/**
 * Every vendor secret format we know, as data: our own rules (vendors/*.ts: checksums and
 * formats gitleaks lacks) and gitleaks' catalogue (gitleaks/*.ts, imported by
 * scripts/secrets/import-gitleaks.mjs). Where both describe one format, both run: the
 * overlap resolves to one finding.
 */
export const GITLEAKS_RULES: () => readonly GitleaksRule[] = lazy(() => [...GITLEAKS_AI(), ...GITLEAKS_CLOUD(), ...GITLEAKS_CODE(), ...GITLEAKS_COMMERCE(), ...GITLEAKS_SAAS()]);

/*
 * Each table (gitleaks/*.ts, vendors/*.ts) is a function that makes it, called once here when a
 * text first needs it (issue 20: start-up): at start a text run then neither builds ~300 rule
 * objects with their examples nor reads them from V8's code cache (a function never called is
 * kept there as its place in the script). What start-up needs of them is the named rules' keywords
 * for the engine's keyword pass: GITLEAKS_NAMED_KEYWORDS, written beside the tables by
 * scripts/secrets/import-gitleaks.mjs (a test checks it against the rules).
 */

/**
 * A hand rule takes the entropy minimum and allowlist of the gitleaks token rules that share a
 * keyword with it: gitleaks' false positives for a format (published sample keys, low-entropy
 * lookalikes) are ours too.
 */
function withGitleaksLimits(rule: SecretRule): SecretRule {
  const twins = twinsOf(rule.keywords);
  if (twins.length === 0) return rule;
  const min = Math.min(...twins.map((g) => g.entropy ?? 0));
  const allow = twins.flatMap((g) => g.allow ?? []).map((a) => new RegExp(a));
  const own = rule.validate;
  return {
    ...rule,
    allow: [...(rule.allow ?? []), ...allow],
    validate: min > 0 ? (v) => shannonEntropy(v) >= min && (own ? own(v) : true) : own,
  };
}

/**
 * The gitleaks token rules that have one of `keywords`, in catalogue order: looked up by keyword
 * (the first lookup indexes the catalogue) rather than by comparing every pair of rules, which
 * cost ~5 ms of every start-up (issue 20).
 */
function twinsOf(keywords: readonly string[]): GitleaksRule[] {
  const index = tokenRulesByKeyword();
  const at = new Set<number>();
  for (const k of keywords) for (const i of index.get(k) ?? []) at.add(i);
  const rules = GITLEAKS_RULES();
  return [...at].sort((a, b) => a - b).map((i) => rules[i]!);
}

let byKeyword: Map<string, number[]> | undefined;

function tokenRulesByKeyword(): Map<string, number[]> {
  if (byKeyword) return byKeyword;
  byKeyword = new Map();
  GITLEAKS_RULES().forEach((g, i) => {
    if (g.gate !== 'token') return;
    for (const k of g.keywords) {
      const list = byKeyword!.get(k) ?? [];
      if (list[list.length - 1] !== i) list.push(i);
      byKeyword!.set(k, list);
    }
  });
  return byKeyword;
}

/**
 * Our rules with their gitleaks limits, made on first use (start-up, issue 20: the twins' allow
 * regexes and entropy checks are needed only when the api-key rules are compiled, or by the
 * examples' readers).
 */
export const HAND_RULES: () => readonly SecretRule[] = lazy(() => [...CODE_RULES(), ...CLOUD_RULES(), ...SAAS_RULES(), ...AI_RULES()].map(withGitleaksLimits));

/** The rules tried on token runs (api-key): ours, and gitleaks' token rules under "gitleaks/<id>". */
export const TOKEN_RULES: () => readonly SecretRule[] = lazy(() => [
  ...HAND_RULES(),
  ...GITLEAKS_RULES().filter((r) => r.gate === 'token').map((r) => ({ ...tokenRuleOf(r), id: `gitleaks/${r.id}` })),
]);
