import { Role, claim, type NameText } from './names-analysis.js';
import { facts } from './names-words.js';
import type { CapToken } from './names-tokens.js';

/**
 * A name in capitals inside a sentence in mixed case, as police reports, court papers and
 * medical notes write a party's name ("the suspect, later identified as KEVIN PATRICK MURPHY,
 * struck…"): two to four capitalized words joined by single spaces, the first a given name,
 * the last a family name, none an English word. A line mostly in capitals is a heading or a
 * shouted sentence, and its words are left to the other passes.
 */
export function findCapitalNames(nt: NameText): void {
  const { tokens, text } = nt;
  for (let i = 0; i < tokens.length; i++) {
    const titled = titledCapitals(nt, i);
    if (titled > i) {
      claim(nt, i, titled, Role.Person, 0.8);
      i = titled;
      continue;
    }
    const alone = nameAloneOnLine(nt, i);
    if (alone > i) {
      claim(nt, i, alone, Role.Person, 0.7);
      i = alone;
      continue;
    }
    if (!startsCapitalName(nt, i)) continue;
    let last = i;
    while (last + 1 < tokens.length && last - i < 3 && nt.roles[last + 1] === Role.Free && isCapitalNameWord(tokens[last + 1]!) && text.slice(tokens[last]!.end, tokens[last + 1]!.start) === ' ') last++;
    // The longest run whose last word is a family name.
    while (last > i && !facts(tokens[last]!).family) last--;
    if (last === i || !inMixedCaseLine(text, tokens[i]!.start, tokens[last]!.end)) continue;
    claim(nt, i, last, Role.Person, 0.7);
    i = last;
  }
}

/**
 * A title in capitals and the name after it, the parties of a court heading or a form ("MR
 * CALLUM JAMES ARKWRIGHT", "MS LEONIE ANNE FAIRBAIRN"): the last token of the name, or i when
 * tokens[i] opens none. The title says "person" whatever the line's case; the words after it
 * are no English words (one is enough: "MRS HOLT").
 */
function titledCapitals(nt: NameText, i: number): number {
  const { tokens, text } = nt;
  const t = tokens[i]!;
  if (!t.allCaps || nt.roles[i] !== Role.Free || !facts(t).honorific || !TITLES.has(t.word)) return i;
  let last = i;
  const surnameAfter = (k: number) => k === i + 1 && t.word !== 'MS' && isSurnameWord(tokens[k]!); // "MR SMITH", not "MS WORD"
  // "MR AND MRS HOLLOWAY": a joining word ends the title's name ("AND" is a surname somewhere).
  while (last + 1 < tokens.length && last - i < 4 && nt.roles[last + 1] === Role.Free && !JOINERS.has(tokens[last + 1]!.word) && (isCapitalWord(tokens[last + 1]!) || surnameAfter(last + 1)) && text.slice(tokens[last]!.end, tokens[last + 1]!.start) === ' ') last++;
  return last;
}

/** A family name that is also an English word ("SMITH", "BAKER"), not a word that joins ("AND", "THE"). */
function isSurnameWord(t: CapToken): boolean {
  const f = facts(t);
  return t.allCaps && !t.initial && t.word.length >= 3 && f.family && !f.calendar && !f.orgHead && !f.street && !f.placeHead && !f.honorific;
}

const JOINERS = new Set(['AND', 'OR', 'THE', 'OF', 'UND', 'ET', 'Y', 'E']);
// MSTR: an airline's title for a boy (IATA passenger name records: MR, MRS, MS, MISS, MSTR).
const TITLES = new Set(['MR', 'MRS', 'MS', 'MISS', 'MSTR', 'DR', 'MR.', 'MRS.', 'MS.', 'DR.']);

/**
 * A name in capitals alone on its line, as a CV or a letter opens ("AMARA OKONJO-FIELDING"):
 * two or three words, the first a given name, the others family names or no English words, and
 * nothing else on the line. The last token of the name, or i.
 */
function nameAloneOnLine(nt: NameText, i: number): number {
  const { tokens, text } = nt;
  const t = tokens[i]!;
  if (!t.allCaps || nt.roles[i] !== Role.Free || !facts(t).given || facts(t).place >= 3 || !isCapitalWord(t)) return i;
  const ls = text.lastIndexOf('\n', t.start - 1) + 1;
  if (text.slice(ls, t.start).trim() !== '') return i;
  let last = i;
  while (last + 1 < tokens.length && last - i < 2 && nt.roles[last + 1] === Role.Free && isCapitalWord(tokens[last + 1]!) && facts(tokens[last + 1]!).place < 3 && text.slice(tokens[last]!.end, tokens[last + 1]!.start) === ' ') last++;
  if (last === i) return i;
  let le = text.indexOf('\n', tokens[last]!.end);
  if (le < 0) le = text.length;
  return text.slice(tokens[last]!.end, le).trim() === '' ? last : i;
}

/** A word in capitals that may be a name: a given or family name, or no English word at all. */
function isCapitalWord(t: CapToken): boolean {
  if (!t.allCaps || t.initial || t.word.length < 2) return false;
  const f = facts(t);
  return !f.common && !f.rare && !f.orgHead && !f.street && !f.calendar && !f.placeHead && !f.honorific && f.known !== 'org';
}

function startsCapitalName(nt: NameText, i: number): boolean {
  const t = nt.tokens[i]!;
  return nt.roles[i] === Role.Free && isCapitalNameWord(t) && facts(t).given;
}

function isCapitalNameWord(t: CapToken): boolean {
  if (!t.allCaps || t.initial || t.word.length < 2) return false;
  const f = facts(t);
  return (f.given || f.family) && !f.common && !f.orgHead && !f.street && !f.calendar && !f.placeHead && !f.honorific;
}

/** Whether the line of the name text[at, end) has more lower-case letters than capitals outside the name. */
function inMixedCaseLine(text: string, at: number, end: number): boolean {
  const ls = text.lastIndexOf('\n', at - 1) + 1;
  let le = text.indexOf('\n', at);
  if (le < 0) le = text.length;
  let lower = 0;
  let upper = 0;
  for (let j = ls; j < le; j++) {
    if (j === at) j = end;
    const c = text.charCodeAt(j);
    if (c >= 97 && c <= 122) lower++;
    else if (c >= 65 && c <= 90) upper++;
  }
  return lower > upper;
}
