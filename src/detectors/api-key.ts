import { defineDetector } from '../engine/detector.js';
import { lazy, lazyObject } from '../engine/lazy.js';
import { HAND_RULES, TOKEN_RULES } from './secrets/catalog.js';
import { compileRules, findRuleMatches } from './secrets/rule.js';

/**
 * Vendor API keys and tokens that carry their vendor's prefix (`ghp_`, `xoxb-`, `sgp_`,
 * `AGE-SECRET-KEY-1`…): the token rules of secrets/catalog.ts, tried only on the long runs of
 * token characters (ctx.scan.tokenRuns) that hold one of their keywords.
 */
// A lazy() value, not a lazyObject: findRuleMatches reads the set for every token run, and
// through a proxy each read was a call of its trap. It takes it at the first run that may hold
// a token, so a text without one (most short texts) never builds the rule tables.
const COMPILED = lazy(() => compileRules(TOKEN_RULES()));

export default defineDetector({
  id: 'api-key',
  entity: 'API_KEY',
  find: (text, ctx) => findRuleMatches(text, COMPILED, ctx),
  // The hand-written rules' examples; the catalog test runs every rule's own (secrets/catalog.ts).
  // Made when first read (tests, `anonymize entities`), not at start-up.
  examples: lazyObject(() => ({
    positive: HAND_RULES().flatMap((r) => r.examples.positive),
    negative: HAND_RULES().flatMap((r) => r.examples.negative),
  })),
});
