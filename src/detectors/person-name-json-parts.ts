import { defineDetector } from '../engine/detector.js';
import type { Candidate } from '../engine/types.js';
import { isCommonWord, isFamilyName, isGivenName, isRareWord } from './names/names-gazetteer.js';
import { foldKey } from '../lexicon/fold.js';

/**
 * A person's name stored in parts under a `name` object, as document databases and their
 * exports hold it (a MongoDB `mongoexport` line, a Mongoose schema's record: `"name":
 * {"first": "Léa", "last": "Moreau"}`; Google's People API and many user services write
 * `givenName`/`familyName` the same way). The keys `first`, `last`, `middle`, `given`, `family`
 * (and their `…Name`, `…_name` forms) say nothing alone ("first": "2026-01-01" in a range), but
 * inside an object under `name` they are a person's name parts, which no gazetteer may know
 * ("Oduya", "Figueiredo"). A part that is an English word and no name ("System", "Admin": a
 * service account) stays, and so does one with no capital.
 */
const OPEN = /"(?:name|fullName|full_name|personName|person_name|legalName|legal_name)"[ \t]*:[ \t]*\{/g;
const PART = /"(?:first|last|middle|given|family)(?:Name|_name)?"[ \t]*:[ \t]*"([^"\\\n]{1,60})"/gy;
const VALUE = /^\p{Lu}[\p{L}\p{M}'’. -]{0,59}$/u;

/** A word of the word lists that no name list holds ("System", "Admin"; not "Smith"). */
function isWordNoName(word: string): boolean {
  const key = foldKey(word);
  return (isCommonWord(key) || isRareWord(key)) && !isGivenName(key) && !isFamilyName(key);
}

function* findNameParts(text: string): Iterable<Candidate> {
  OPEN.lastIndex = 0;
  for (let open = OPEN.exec(text); open !== null; open = OPEN.exec(text)) {
    // The object's pairs in order, each after a comma (blanks between); the first non-part ends it.
    let i = open.index + open[0].length;
    for (;;) {
      while (i < text.length && /[ \t\r\n,]/.test(text[i]!)) i++;
      PART.lastIndex = i;
      const m = PART.exec(text);
      if (!m) break;
      const value = m[1]!;
      const start = i + m[0].length - value.length - 1;
      if (VALUE.test(value) && !value.split(/[ -]/).every(isWordNoName)) {
        yield { start, end: start + value.length, score: 0.9, entity: 'PERSON_NAME' };
      }
      i += m[0].length;
    }
    OPEN.lastIndex = i;
  }
}

export default defineDetector({
  id: 'person-name-json-parts',
  entity: 'PERSON_NAME',
  find: findNameParts,
  keywords: ['"name"', '"fullname"', '"full_name"', '"personname"', '"person_name"', '"legalname"', '"legal_name"'],
  examples: {
    positive: [
      // Fictitious people in a mongoexport line and a user service's record.
      { text: '{"email":"k.oduya@example.com","name":{"first":"Kelechi","last":"Oduya"},"roles":["customer"]}', match: ['Kelechi', 'Oduya'] },
      { text: '{"name": {"givenName": "Ana", "familyName": "Figueiredo"}}', match: ['Ana', 'Figueiredo'] },
    ],
    negative: [
      '{"name":{"first":"System","last":"Admin"},"roles":["admin"]}', // common words: a service account
      '{"range":{"first":"2026-01-01","last":"2026-12-31"}}', // not under a name
      '{"name":{"first":"tier-1","last":"tier-9"}}', // no capital
    ],
  },
});
