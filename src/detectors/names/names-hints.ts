import { BoundedMemo } from '../lib/bounded-memo.js';
import { Role, type NameText } from './names-analysis.js';
import { foldKey, isFamilyName, isGivenName } from './names-gazetteer.js';
import { knownFieldEntity } from '../../lexicon/field-names.js';
import { personFitsField, personFitsFieldFor } from './names-fields.js';
import { claimSpan, plausibleName } from './names-person-cues.js';

/**
 * A column named like a name, a company or a place (the `hint`: a CSV header, a JSON key)
 * makes each of its values one: `full_name` → "Oyelaran Adebanjo" is a PERSON_NAME without any
 * gazetteer entry. The formats join many cells of one column into one text, one cell per line
 * (src/formats/lib/cells.ts), so every line is a value.
 */
const PERSON_HINT = /^(?:(?:full|first|last|given|family|middle|display|contact|customer|client|patient|employee|account|holder|card ?holder|author|owner|sender|recipient|person|applicant)[ _-]?)?(?:name|surname|lastname|firstname)s?$|^(?:surname|customer|client|patient|employee|contact|person|author|owner|applicant|tenant|driver|passenger|cardholder|recipient|sender)$/i;
const ORG_HINT = /^(?:company|employer|organi[sz]ation|org|institution|school|university|bank|hospital|agency|firm|vendor|supplier)(?:[ _-]?name)?$/i;
const PLACE_HINT = /^(?:(?:home|work|street|postal|mailing|billing|shipping|delivery)[ _-]?)?(?:address|addr)(?:[ _-]?line[ _-]?\d)?$|^(?:city|town|country|region|state|province|county|street|location|birthplace|place[ _-]of[ _-]birth|hometown)$/i;
const VALUE = /^[\p{L}\p{M}'’. ,&-]{2,80}$/u;
const ADDRESS_VALUE = /^[\p{L}\p{M}\p{N}'’. ,#\/-]{2,120}$/u;

export function findHinted(nt: NameText): void {
  const hint = nt.ctx.hint.trim();
  if (!hint) return;
  const role = PERSON_HINT.test(hint) ? Role.Person : ORG_HINT.test(hint) ? Role.Org : PLACE_HINT.test(hint) ? Role.Place : Role.Free;
  if (role === Role.Free) return;
  const { text } = nt;
  // The answer for each person value met: a name column repeats its names, and the checks are pure.
  const people = role === Role.Person ? new Map<string, boolean>() : undefined;
  // personFitsField's answers, for the call's known-field pass (the same check of the same values).
  const fits = people && nt.ctx.scan?.answers(personFitsField);
  for (let ls = 0; ls < text.length; ) {
    let le = text.indexOf('\n', ls);
    if (le < 0) le = text.length;
    const line = text.slice(ls, le);
    const value = line.trim();
    let ok = false;
    if (value && people) {
      const known = people.get(value);
      ok = known ?? isPersonValue(value, fits);
      if (known === undefined) people.set(value, ok);
    } else if (value) {
      // A field's name as a value ("Full Name" under a `name` key of a schema) is no value of it.
      ok = (role === Role.Org ? VALUE.test(value) : ADDRESS_VALUE.test(value)) && !knownFieldEntity(value) && /\p{Lu}/u.test(value);
    }
    if (ok) {
      const start = ls + line.indexOf(value);
      claimSpan(nt, start, start + value.length, 0.85, role);
    }
    ls = le + 1;
  }
}

/** Whether a value under a person's field is a name (a field's name, "Full Name", is not). */
function isPersonValue(value: string, fits: Map<string, boolean> | undefined): boolean {
  return personValues.get(value, (v) => computePersonValue(v, fits));
}

/** The answers so far, by value: a name column's blocks repeat its names (the checks are pure). */
const personValues = new BoundedMemo<string, boolean>(20_000, 'values');

function computePersonValue(value: string, fits: Map<string, boolean> | undefined): boolean {
  return (
    VALUE.test(value) &&
    !knownFieldEntity(value) &&
    value.split(/\s+/).length <= 5 &&
    (/[\s\p{Lu}]/u.test(value) || knownName(value)) &&
    plausibleName(titleCase(value)) &&
    // titleCase(value) is plausible: personFitsField's own last check, asked of the same spelling.
    personFitsFieldFor(value, fits, true)
  );
}

/** "maria lopez" -> "Maria Lopez": a name column's values may be written in lower case. */
function titleCase(value: string): string {
  return value.replace(/(^|[\s-])(\p{Ll})/gu, (_m, before: string, c: string) => before + c.toUpperCase());
}

/** One lower-case word is a name only when the gazetteers know it ("anonymize" under a `name` key is not). */
function knownName(word: string): boolean {
  const key = foldKey(word);
  return isGivenName(key) || isFamilyName(key);
}
