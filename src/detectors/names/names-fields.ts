import { BoundedMemo } from '../lib/bounded-memo.js';
import { foldKey, isFamilyName, isGivenName } from './names-gazetteer.js';
import { plausibleName } from './names-person-cues.js';
import { isIdentifier } from './names-proper.js';

/**
 * Whether a whole value under a column or key named for people can be a person's name: no
 * digits and, in Latin script, a word that is a known name or no common word ("Quarterly total"
 * in a totals row of a Name column is not one).
 */
export function personFitsField(value: string): boolean {
  return fitsAnswers.get(value, computePersonFits);
}

/**
 * personFitsField, its answer kept in `answers` (a call's, TextScan.answers): the known-field
 * pass of the same call reads it there instead of asking again.
 */
export function personFitsFieldFor(value: string, answers: Map<string, boolean> | undefined, titledPlausible = false): boolean {
  const compute = titledPlausible ? computePersonFitsTitled : computePersonFits;
  if (!answers) return fitsAnswers.get(value, compute);
  let fits = answers.get(value);
  if (fits === undefined) answers.set(value, (fits = fitsAnswers.get(value, compute)));
  return fits;
}

/**
 * The answers so far, by value: a name column asks for each of its names once per block of the
 * file (its person hint's check and its known-field values' share one answer within a call,
 * personFitsFieldFor).
 */
const fitsAnswers = new BoundedMemo<string, boolean>(20_000, 'values');

/**
 * computePersonFits for a value whose title-cased spelling the caller found a plausibleName
 * (the person hint's own check): without a comma that is the spelling its last step asks about.
 */
function computePersonFitsTitled(value: string): boolean {
  return computePersonFits(value, true);
}

function computePersonFits(value: string, titledPlausible = false): boolean {
  // Letters, marks, spaces, hyphens, apostrophes, full stops and commas ("Roe, Jane") only:
  // not `eslint-plugin_x`, `@scope/pkg`, `build:prod` (a `name` key of a config file).
  if (value.length > 80 || /[^\p{L}\p{M}\s'’.,-]/u.test(value)) return false;
  if (/[^\p{sc=Latin}\p{sc=Common}\p{sc=Inherited}]/u.test(value)) return true;
  // "EmailAddress", "firstName", "ModuleType": an identifier or type name made of words ("McDonald",
  // "LeBron" are names: what follows their inner capital is no word).
  if (value.trim().split(/\s+/).some((w) => isIdentifier(w))) return false;
  // One word in lower case is a name only when the gazetteers know it as one ("anonymize" is not).
  if (!/[\s,]/.test(value.trim()) && !/\p{Lu}/u.test(value)) {
    const key = foldKey(value.trim());
    if (!isGivenName(key) && !isFamilyName(key)) return false;
  }
  if (titledPlausible && !value.includes(',')) return true;
  return plausibleName(value.replace(/(^|[\s-])(\p{Ll})/gu, (_m, before: string, c: string) => before + c.toUpperCase()).replace(/,/g, ''));
}
