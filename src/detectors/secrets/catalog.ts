import { GITLEAKS_AI } from './gitleaks/ai.js';
import { GITLEAKS_CLOUD } from './gitleaks/cloud.js';
import { GITLEAKS_CODE } from './gitleaks/code.js';
import { GITLEAKS_COMMERCE } from './gitleaks/commerce.js';
import { GITLEAKS_SAAS } from './gitleaks/saas.js';
import { shannonEntropy } from '../lib/checksums.js';
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
export const GITLEAKS_RULES: readonly GitleaksRule[] = [...GITLEAKS_AI, ...GITLEAKS_CLOUD, ...GITLEAKS_CODE, ...GITLEAKS_COMMERCE, ...GITLEAKS_SAAS];

/**
 * A hand rule takes the entropy minimum and allowlist of the gitleaks token rules that share a
 * keyword with it: gitleaks' false positives for a format (published sample keys, low-entropy
 * lookalikes) are ours too.
 */
function withGitleaksLimits(rule: SecretRule): SecretRule {
  const twins = GITLEAKS_RULES.filter((g) => g.gate === 'token' && g.keywords.some((k) => rule.keywords.includes(k)));
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

export const HAND_RULES: readonly SecretRule[] = [...CODE_RULES, ...CLOUD_RULES, ...SAAS_RULES, ...AI_RULES].map(withGitleaksLimits);

/** The rules tried on token runs (api-key): ours, and gitleaks' token rules under "gitleaks/<id>". */
export const TOKEN_RULES: readonly SecretRule[] = [
  ...HAND_RULES,
  ...GITLEAKS_RULES.filter((r) => r.gate === 'token').map((r) => ({ ...tokenRuleOf(r), id: `gitleaks/${r.id}` })),
];
