import { defineDetector } from '../engine/detector.js';

/**
 * A person's name stored as sibling `given` and `family` keys with no `name` object around them
 * (person-name-json-parts.ts reads those inside one): a search index's flattened FHIR
 * HumanName (`"given": "Aoife", "family": "Kavanagh"`, the eleventh reading's Elasticsearch
 * response: docs/reader.md, reader11). Alone, `"family"` says nothing (a font's family, a
 * socket's address family: `"family": "inet"`); right after a `"given"` pair, in the same
 * object, it is the surname. Both values must read as names: a capital, then letters, marks,
 * apostrophes, dots, blanks or hyphens. Starts from the keyword pass.
 */
const PAIR = String.raw`"given"[ \t]*:[ \t]*"(?<value>\p{Lu}[\p{L}\p{M}'’. -]{0,40})"[ \t]*,[ \t\r\n]*"family"[ \t]*:[ \t]*"\p{Lu}[\p{L}\p{M}'’. -]{0,40}"`;
const FAMILY = String.raw`"given"[ \t]*:[ \t]*"\p{Lu}[\p{L}\p{M}'’. -]{0,40}"[ \t]*,[ \t\r\n]*"family"[ \t]*:[ \t]*"(?<value>\p{Lu}[\p{L}\p{M}'’. -]{0,40})"`;

export default defineDetector({
  id: 'person-name-given-family',
  entity: 'PERSON_NAME',
  patterns: () => [new RegExp(PAIR, 'gu'), new RegExp(FAMILY, 'gu')],
  keywords: ['"family"'],
  window: 160,
  score: 0.9,
  examples: {
    positive: [
      // A fictitious patient (the eleventh reading's Elasticsearch response).
      { text: '"_source": { "mrn": "SJH-7741826", "given": "Aoife", "family": "Kavanagh", "dob": "1993-08-17" }', match: ['Aoife', 'Kavanagh'] },
    ],
    negative: [
      '{"font": {"family": "Roboto", "weight": 400}}', // a font's family
      '{"given": "yes", "family": "inet"}', // no names
    ],
  },
});
