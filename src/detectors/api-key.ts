import { defineDetector } from '../engine/detector.js';
import { AI_RULES } from './lib/secrets-vendors-ai.js';
import { CLOUD_RULES } from './lib/secrets-vendors-cloud.js';
import { CODE_RULES } from './lib/secrets-vendors-code.js';
import { SAAS_RULES } from './lib/secrets-vendors-saas.js';
import { compileRules, findRuleMatches } from './lib/secrets-rule.js';

/**
 * Vendor API keys and tokens: one rule per vendor format (prefix, length, alphabet, and a
 * checksum where the vendor has one), each with its own keywords and examples in
 * lib/secrets-vendors-*.ts. Rules are tried only on long runs of token characters
 * (lib/secrets-runs.ts) that hold one of their keywords.
 */
export const VENDOR_RULES = [...CODE_RULES, ...CLOUD_RULES, ...SAAS_RULES, ...AI_RULES];
const COMPILED = compileRules(VENDOR_RULES);

export default defineDetector({
  id: 'api-key',
  entity: 'API_KEY',
  find: (text) => findRuleMatches(text, COMPILED),
  examples: {
    positive: VENDOR_RULES.flatMap((r) => r.examples.positive),
    negative: VENDOR_RULES.flatMap((r) => r.examples.negative),
  },
});
