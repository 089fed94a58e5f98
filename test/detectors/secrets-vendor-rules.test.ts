import { describe, expect, it } from 'vitest';
import { GITLEAKS_RULES, TOKEN_RULES } from '../../src/detectors/secrets/catalog.js';
import { compileRules, findRuleMatches } from '../../src/detectors/secrets/rule.js';
import type { Example } from '../../src/engine/types.js';
import { randomTexts } from '../helpers/random-text.js';

/**
 * Each token rule on its own: its positives must be found by THAT rule with the exact span
 * (the catalog test runs the whole engine, where another detector could find a value the rule
 * misses), and its negatives by no rule at all.
 */
function normalize(example: Example): { text: string; matches: readonly string[] } {
  if (typeof example === 'string') return { text: example, matches: [example] };
  return { text: example.text, matches: typeof example.match === 'string' ? [example.match] : example.match };
}

const ALL = compileRules(TOKEN_RULES());

describe('vendor secret rules', () => {
  it('cover every rule of gitleaks, each id once', () => {
    expect(GITLEAKS_RULES().length).toBeGreaterThanOrEqual(220);
    expect(new Set(GITLEAKS_RULES().map((r) => r.id)).size).toBe(GITLEAKS_RULES().length);
    expect(new Set(TOKEN_RULES().map((r) => r.id)).size).toBe(TOKEN_RULES().length);
  });

  it('ask for the rule set only when a text has a run that may hold a token', () => {
    // Building the rule tables is most of a first short `anonymize text`'s work (docs/startup.md).
    let asked = 0;
    const counted = () => {
      asked++;
      return ALL;
    };
    expect(findRuleMatches('Call Jane at noon about the invoice, please.', counted)).toEqual([]);
    expect(asked).toBe(0);
    const text = 'token ghp_1a2B3c4D5e6F7g8H9i0J1k2L3m4N5o6P7q8R9s';
    expect(findRuleMatches(text, counted).map((c) => text.slice(c.start, c.end))).toEqual(findRuleMatches(text, () => ALL).map((c) => text.slice(c.start, c.end)));
    expect(asked).toBe(1);
  });

  it('find what every rule tried on every token run finds, on 3,000 random texts', () => {
    // Without keywords and lengths, every rule runs on every run: what the keyword plan and
    // minLength may leave out must be what would not match anyway.
    const everywhere = compileRules(TOKEN_RULES().map((r) => ({ ...r, keywords: [], minLength: 0 })));
    const pieces = ['ghp_', 'GLPAT-', 'xoxb-', 'sk-ant-api03-', 'AKIA', 'key-', 'SG.', 'npm_', 'AIza', 'hf_', 'pat', 'AC', 'MTE4', '.', '-', '_', ' ', '=', 'ba1a5f3e28c31c94', '78d014aa15fa89a2', 'zQWBuTSOoRi4A9sp', 'HcVY5ncnsDkx'];
    const key = (c: { start: number; end: number; score?: number }) => `${c.start}-${c.end}-${c.score}`;
    let found = 0;
    const examples = TOKEN_RULES().flatMap((r) => r.examples.positive.map((e) => normalize(e).text));
    for (const text of randomTexts([...examples, ...pieces], 3000, 6, 41)) {
      const want = [...findRuleMatches(text, () => everywhere)].map(key).sort();
      found += want.length;
      expect({ text, got: [...findRuleMatches(text, () => ALL)].map(key).sort() }).toEqual({ text, got: want });
    }
    expect(found).toBeGreaterThan(1000);
  });

  for (const rule of TOKEN_RULES()) {
    const compiled = compileRules([rule]);
    describe(rule.id, () => {
      if (rule.minLength !== undefined) {
        it(`matches nothing shorter than its minLength ${rule.minLength}`, () => {
          // minLength is at most its shortest example, and no part of an example shorter than it matches.
          const values = rule.examples.positive.flatMap((e) => normalize(e).matches);
          expect(Math.min(...values.map((v) => v.length))).toBeGreaterThanOrEqual(rule.minLength!);
          const re = new RegExp(rule.pattern.source, rule.pattern.flags.replace('g', ''));
          for (const v of values) for (let i = 0; i + rule.minLength! - 1 <= v.length; i++) expect(re.test(v.slice(i, i + rule.minLength! - 1))).toBe(false);
        });
      }
      for (const example of rule.examples.positive) {
        const { text, matches } = normalize(example);
        it(`finds ${JSON.stringify(matches).slice(0, 60)}`, () => {
          const found = [...findRuleMatches(text, () => compiled)].map((c) => text.slice(c.start, c.end));
          expect(found).toEqual(matches);
        });
      }
      for (const text of rule.examples.negative) {
        it(`no rule finds anything in ${JSON.stringify(text).slice(0, 60)}`, () => {
          expect([...findRuleMatches(text, () => ALL)]).toEqual([]);
        });
      }
    });
  }
});
