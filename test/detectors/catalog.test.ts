import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DETECTORS } from '../../src/detectors/index.js';
import { ID_FORMATS } from '../../src/detectors/national-ids/registry.js';
import { GITLEAKS_RULES, HAND_RULES } from '../../src/detectors/secrets/catalog.js';
import { analyze } from '../../src/engine/analyze.js';
import type { Detector, Example } from '../../src/engine/types.js';

/**
 * The detector catalog: every detector's own examples, run through the whole engine (all
 * detectors, overlap resolution), asserting exact spans. Each positive is also tried wrapped
 * in a sentence, a CSV cell, a JSON string and a log line.
 */

interface Wrapper {
  name: string;
  wrap(text: string): string | undefined;
}

const WRAPPERS: Wrapper[] = [
  { name: 'bare', wrap: (t) => t },
  { name: 'sentence', wrap: (t) => `For the record, ${t} was noted.` },
  {
    name: 'csv cell',
    wrap: (t) => (t.includes('"') || t.includes('\n') ? undefined : `id,value,note\n7,${t.includes(',') ? `"${t}"` : t},ok\n`),
  },
  {
    name: 'json string',
    wrap: (t) => (JSON.stringify(t) === `"${t}"` ? `{"id": 7, "value": "${t}", "ok": true}` : undefined),
  },
  { name: 'log line', wrap: (t) => `INFO worker-3 handled: ${t} (took 12ms)\n` },
];

function normalize(example: Example): { text: string; matches: readonly string[] } {
  if (typeof example === 'string') return { text: example, matches: [example] };
  return { text: example.text, matches: typeof example.match === 'string' ? [example.match] : example.match };
}

function found(det: Pick<Detector, 'entity'>, text: string): string[] {
  return analyze(text)
    .filter((f) => f.entity === det.entity)
    .map((f) => text.slice(f.start, f.end));
}

const detectorFiles = readdirSync(new URL('../../src/detectors/', import.meta.url))
  .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
  .map((f) => f.replace(/\.ts$/, ''));

describe('detector registry', () => {
  it('registers every detector file once, with id = file name', () => {
    expect(DETECTORS.map((d) => d.id).sort()).toEqual([...detectorFiles].sort());
  });

  it.each(DETECTORS.map((d) => [d.id, d] as const))('%s carries positive and negative examples', (_id, det) => {
    expect(det.examples.positive.length).toBeGreaterThan(0);
    expect(det.examples.negative.length).toBeGreaterThan(0);
  });
});

describe('national ID and tax number formats (src/detectors/national-ids/)', () => {
  it('have unique ids, and positive and negative examples each', () => {
    expect(new Set(ID_FORMATS.map((f) => f.id)).size).toBe(ID_FORMATS.length);
    for (const f of ID_FORMATS) expect([f.id, f.examples.positive.length > 0, f.examples.negative.length > 0]).toEqual([f.id, true, true]);
  });
});

// A format's examples run like a detector's: the whole engine, exact spans of its entity.
for (const det of [...DETECTORS, ...ID_FORMATS.map((f) => ({ ...f, id: `national-ids: ${f.id}` }))]) {
  describe(`${det.id} (${det.entity})`, () => {
    const positives = det.examples.positive.map(normalize);
    for (const { text, matches } of positives) {
      for (const w of WRAPPERS) {
        const wrapped = w.wrap(text);
        if (wrapped === undefined) continue;
        it(`finds ${JSON.stringify(matches)} in ${w.name}: ${JSON.stringify(text).slice(0, 80)}`, () => {
          expect(found(det, wrapped)).toEqual(matches);
        });
      }
    }
    for (const text of det.examples.negative) {
      it(`finds no ${det.entity} in ${JSON.stringify(text).slice(0, 80)}`, () => {
        expect(found(det, text)).toEqual([]);
      });
    }
  });
}

/**
 * The secret rules' own examples (src/detectors/secrets/catalog.ts: gitleaks' catalogue and
 * ours), each rule on its own, through the whole engine like the detectors' examples: every
 * positive found as API_KEY with its exact span (wrapped too), every negative left alone.
 */
const API_KEY = { entity: 'API_KEY' } as const;
const SECRET_RULES = [
  ...GITLEAKS_RULES().map((r) => ({ id: r.id, source: `gitleaks, ${r.gate === 'detector' ? `found by ${r.handledBy}` : r.gate}`, examples: r.examples })),
  ...HAND_RULES().map((r) => ({ id: r.id, source: 'ours', examples: r.examples })),
];
describe('secret rules', () => {
  for (const rule of SECRET_RULES) {
    describe(`${rule.id} (${rule.source})`, () => {
      for (const { text, matches } of rule.examples.positive.map(normalize)) {
        for (const w of WRAPPERS) {
          const wrapped = w.wrap(text);
          if (wrapped === undefined) continue;
          it(`finds ${JSON.stringify(matches).slice(0, 60)} in ${w.name}`, () => {
            expect(found(API_KEY, wrapped)).toEqual(matches);
          });
        }
      }
      for (const text of rule.examples.negative) {
        it(`finds no API_KEY in ${JSON.stringify(text).slice(0, 80)}`, () => {
          expect(found(API_KEY, text)).toEqual([]);
        });
      }
    });
  }
});
