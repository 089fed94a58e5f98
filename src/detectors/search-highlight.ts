import { defineDetector } from '../engine/detector.js';
import type { EntityName } from '../entities.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { knownFieldEntity } from '../lexicon/field-names.js';

/**
 * The fragments of a search engine's highlight (Elasticsearch and OpenSearch, "Highlighting":
 * `"highlight": { "family": ["<em>Kavanagh</em>"], "address": ["Unit 7, 22 <em>Darling</em>
 * Street, …"] }`): each fragment is the field's value with the matched terms wrapped in `<em>`
 * tags, which split it so that neither the field's own finders nor the document's memory of
 * the value meet it (the eleventh reading: docs/reader.md, reader11). A fragment under a field
 * the field names know (`name`, `address`, `email`…), or under `family`/`given` (a FHIR
 * HumanName's parts), is taken whole as that field's entity when it holds an `<em>` tag. Other
 * fields' fragments stay (a `title`'s, a `body`'s: their terms are the query's). Starts from
 * the keyword pass's hits of `"highlight"` and reads the object after each.
 */
const FIELD = /"([A-Za-z_][\w.-]{0,40})"[ \t]*:[ \t]*\[((?:[ \t\r\n]*"(?:[^"\\\n]|\\.)*"[ \t\r\n]*,?)+)\]/y;
const FRAGMENT = /"((?:[^"\\\n]|\\.)*)"/g;
const NAME_PARTS = new Set(['family', 'given', 'family_name', 'given_name']);

function fieldEntity(field: string): EntityName | undefined {
  const last = field.slice(field.lastIndexOf('.') + 1);
  if (NAME_PARTS.has(last.toLowerCase())) return 'PERSON_NAME';
  return knownFieldEntity(last);
}

function* findHighlights(text: string, ctx: DetectorContext): Iterable<Candidate> {
  const hits = ctx.keywordHits ?? [...text.matchAll(/"highlight"/g)].map((m) => m.index!);
  for (const at of hits) {
    if (!text.startsWith('"highlight"', at)) continue;
    let i = text.indexOf('{', at + 11);
    if (i < 0 || i - at > 16) continue;
    const close = text.indexOf('}', i);
    if (close < 0) continue;
    i++;
    while (i < close) {
      while (i < close && /[ \t\r\n,]/.test(text[i]!)) i++;
      FIELD.lastIndex = i;
      const m = FIELD.exec(text);
      if (!m || m.index + m[0].length > close + 1) break;
      const entity = fieldEntity(m[1]!);
      if (entity) {
        const listStart = m.index + m[0].length - 1 - m[2]!.length;
        for (const f of m[2]!.matchAll(FRAGMENT)) {
          if (!f[1]!.includes('<em>')) continue;
          const start = listStart + f.index! + 1;
          yield { start, end: start + f[1]!.length, score: 0.9, entity };
        }
      }
      i = m.index + m[0].length;
    }
  }
}

export default defineDetector({
  id: 'search-highlight',
  entity: 'PERSON_NAME',
  find: findHighlights,
  keywords: ['"highlight"'],
  examples: {
    positive: [
      // A fictitious patient (the eleventh reading's Elasticsearch response).
      { text: '"highlight": { "family": ["<em>Kavanagh</em>-Moore"] }', match: '<em>Kavanagh</em>-Moore' },
    ],
    negative: [
      '"highlight": { "title": ["Discharge <em>summary</em> template"] }', // a title's terms are the query's
      '"highlight": { "body": ["the <em>discharge</em> summary"] }', // a body's terms are the query's
    ],
  },
});
