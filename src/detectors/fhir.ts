import { defineDetector } from '../engine/detector.js';
import type { Candidate } from '../engine/types.js';
import { addressFitsField } from './lib/field-fits.js';

/**
 * What a FHIR resource in JSON (HL7 FHIR R4, `"resourceType": "Patient"`, a Bundle of them)
 * says of a person by its element names, where the values alone say little: a HumanName's
 * `family` (datatypes §2.24.0.10: "Castellanos", which the name lists may not know, and which
 * is only a family name next to its `given`), and the `value` of each Identifier in an
 * `identifier` array (a medical record, a passport, a social security number: §2.24.0.14), and
 * each item of an Address's `line` array (§2.24.0.13: "street name, number, direction & P.O.
 * Box etc."; a second line `"Apt 2"` has no street word for the address finder), the Address
 * known by a `city`, `postalCode`, `state` or `country` beside it. The given names, telecoms and
 * birth dates are the other detectors'.
 */
const FAMILY = /"family"[ \t]*:[ \t]*"((?:[^"\\\n]|\\.){1,80})"/y;
const VALUE = /"value"[ \t]*:[ \t]*"((?:[^"\\\n]|\\.){1,80})"/g;
const LINE = /"line"[ \t]*:[ \t]*\[/y;
const ITEM = /[ \t\r\n]*"((?:[^"\\\n]|\\.){1,120})"[ \t\r\n]*([,\]])/y;
const ADDRESS_KEYS = ['"city"', '"postalCode"', '"state"', '"country"'] as const;

function* findFhirValues(text: string): Iterable<Candidate> {
  if (!text.includes('"resourceType"')) return;
  for (let at = text.indexOf('"family"'); at !== -1; at = text.indexOf('"family"', at + 8)) {
    FAMILY.lastIndex = at;
    const m = FAMILY.exec(text);
    // A HumanName: its `given` in the same object (before or after it).
    if (!m || !sameObjectHas(text, at, '"given"')) continue;
    const start = at + m[0].length - m[1]!.length - 1;
    yield { start, end: start + m[1]!.length, score: 0.9, entity: 'PERSON_NAME' };
  }
  for (let at = text.indexOf('"identifier"'); at !== -1; at = text.indexOf('"identifier"', at + 12)) {
    const open = text.indexOf('[', at);
    if (open < 0 || !/^"identifier"[ \t]*:[ \t]*$/.test(text.slice(at, open))) continue;
    const close = closing(text, open);
    VALUE.lastIndex = open;
    const part = text.slice(0, close);
    for (let v = VALUE.exec(part); v !== null; v = VALUE.exec(part)) {
      const start = v.index + v[0].length - v[1]!.length - 1;
      if (/[\p{L}\p{N}]/u.test(v[1]!)) yield { start, end: start + v[1]!.length, score: 0.85, entity: 'USERNAME' };
    }
  }
  for (let at = text.indexOf('"line"'); at !== -1; at = text.indexOf('"line"', at + 6)) {
    LINE.lastIndex = at;
    if (!LINE.test(text) || !ADDRESS_KEYS.some((k) => sameObjectHas(text, at, k))) continue;
    ITEM.lastIndex = LINE.lastIndex;
    for (let m = ITEM.exec(text); m !== null; m = ITEM.exec(text)) {
      const value = m[1]!;
      const start = m.index + m[0].indexOf('"') + 1;
      if (addressFitsField(value)) yield { start, end: start + value.length, score: 0.85, entity: 'ADDRESS' };
      if (m[2] === ']') break;
    }
  }
}

/** The index after the bracket that closes the one at `open` (strings skipped), or the text's end. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      for (i++; i < text.length && text.charCodeAt(i) !== 34; i++) if (text.charCodeAt(i) === 92) i++;
    } else if (c === 91 || c === 123) depth++;
    else if (c === 93 || c === 125) {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return text.length;
}

/** Whether the JSON object around text[at] holds `key` at its own level (strings and nested values skipped). */
function sameObjectHas(text: string, at: number, key: string): boolean {
  // Back to the object's "{", over nested values.
  let depth = 0;
  let open = -1;
  for (let i = at - 1; i >= 0 && at - i < 2000; i--) {
    const c = text.charCodeAt(i);
    if (c === 125 || c === 93) depth++;
    else if (c === 123 || c === 91) {
      if (depth === 0) {
        open = i;
        break;
      }
      depth--;
    }
  }
  if (open < 0 || text.charCodeAt(open) !== 123) return false;
  const end = closing(text, open);
  // The key at depth 1 of the object.
  let d = 0;
  for (let i = open; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      if (d === 1 && text.startsWith(key, i)) return true;
      for (i++; i < end && text.charCodeAt(i) !== 34; i++) if (text.charCodeAt(i) === 92) i++;
    } else if (c === 91 || c === 123) d++;
    else if (c === 93 || c === 125) d--;
  }
  return false;
}

export default defineDetector({
  id: 'fhir',
  entity: 'PERSON_NAME',
  find: findFhirValues,
  keywords: ['"resourcetype"'],
  examples: {
    positive: [
      // FHIR R4's Patient example (patient-example.json), with a fictitious person.
      { text: '{"resourceType": "Patient", "name": [{"use": "official", "family": "Castellanos", "given": ["Mateo"]}]}', match: ['Castellanos', 'Mateo'] },
    ],
    negative: [
      '{"resourceType": "Font", "family": "Roboto Mono", "weight": 400}', // a family without given names
      '{"family": "Roboto Mono", "given": ["regular"]}', // no FHIR resource
    ],
  },
});
