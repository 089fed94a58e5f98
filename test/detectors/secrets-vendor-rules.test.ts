import { describe, expect, it } from 'vitest';
import { VENDOR_RULES } from '../../src/detectors/api-key.js';
import { compileRules, findRuleMatches } from '../../src/detectors/lib/secrets-rule.js';
import type { Example } from '../../src/engine/types.js';

/**
 * Each vendor rule on its own: its positives must be found by THAT rule with the exact span
 * (the catalog test runs the whole engine, where the generic assignment detector could find a
 * value the vendor rule misses), and its negatives by no rule at all.
 */
function normalize(example: Example): { text: string; matches: readonly string[] } {
  if (typeof example === 'string') return { text: example, matches: [example] };
  return { text: example.text, matches: typeof example.match === 'string' ? [example.match] : example.match };
}

const ALL = compileRules(VENDOR_RULES);

describe('vendor secret rules', () => {
  it('cover at least 40 vendor formats, each id once', () => {
    expect(VENDOR_RULES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(VENDOR_RULES.map((r) => r.id)).size).toBe(VENDOR_RULES.length);
  });

  for (const rule of VENDOR_RULES) {
    const compiled = compileRules([rule]);
    describe(rule.id, () => {
      it('carries positive and negative examples', () => {
        expect(rule.examples.positive.length).toBeGreaterThan(0);
        expect(rule.examples.negative.length).toBeGreaterThan(0);
      });
      for (const example of rule.examples.positive) {
        const { text, matches } = normalize(example);
        it(`finds ${JSON.stringify(matches).slice(0, 60)}`, () => {
          const found = [...findRuleMatches(text, compiled)].map((c) => text.slice(c.start, c.end));
          expect(found).toEqual(matches);
        });
      }
      for (const text of rule.examples.negative) {
        it(`no rule finds anything in ${JSON.stringify(text).slice(0, 60)}`, () => {
          expect([...findRuleMatches(text, ALL)]).toEqual([]);
        });
      }
    });
  }
});
