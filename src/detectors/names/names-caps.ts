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
    const paying = capitalsBeforeMobile(nt, i);
    if (paying > i) {
      claim(nt, i, paying, Role.Person, 0.7);
      i = paying;
      continue;
    }
    const initialled = initialAndSurname(nt, i);
    if (initialled > i) {
      claim(nt, i, initialled, Role.Person, 0.7);
      i = initialled;
      continue;
    }
    if (!startsCapitalName(nt, i)) continue;
    let last = i;
    // A middle initial without its full stop may stand inside ("PRIYA D SHARMA"), never last.
    while (last + 1 < tokens.length && last - i < 3 && nt.roles[last + 1] === Role.Free && (isCapitalNameWord(tokens[last + 1]!) || isBareInitial(tokens[last + 1]!)) && text.slice(tokens[last]!.end, tokens[last + 1]!.start) === ' ') last++;
    // The longest run whose last word is a family name.
    while (last > i && (isBareInitial(tokens[last]!) || !facts(tokens[last]!).family)) last--;
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
  // "MR SMITH", not "MS WORD"; "MR A KHAN": the surname after an initial without its full stop.
  const surnameAfter = (k: number) => (k === i + 1 || (k === i + 2 && isBareInitial(tokens[i + 1]!))) && t.word !== 'MS' && isSurnameWord(tokens[k]!);
  const initialAfter = (k: number) => k === i + 1 && isBareInitial(tokens[k]!);
  // "MR AND MRS HOLLOWAY": a joining word ends the title's name ("AND" is a surname somewhere).
  while (last + 1 < tokens.length && last - i < 4 && nt.roles[last + 1] === Role.Free && !JOINERS.has(tokens[last + 1]!.word) && (isCapitalWord(tokens[last + 1]!) || surnameAfter(last + 1) || initialAfter(last + 1)) && text.slice(tokens[last]!.end, tokens[last + 1]!.start) === ' ') last++;
  // An initial is never the name's last word ("MR A" is no one).
  if (last === i + 1 && isBareInitial(tokens[last]!)) return i;
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

/**
 * A capital letter alone, an initial without its full stop, as banks and pharmacies print a
 * payee or a patient ("S HUSSAIN", "MR A KHAN"); not "A" and "I", words of English.
 */
function isBareInitial(t: CapToken): boolean {
  const c = t.word.charCodeAt(0);
  return t.word.length === 1 && c >= 65 && c <= 90 && c !== 65 && c !== 73;
}

/**
 * An initial and a family name in capitals inside a sentence in mixed case, the payee of a bank's
 * SMS or the patient of a pharmacy's ("A payment of £250.00 to S HUSSAIN was declined": probes25):
 * the family name is known as one and is no English word, and the word before the initial is no
 * capitalised word (`Plan B SMITH`, `Appendix C JONES`). The last token of the name, or i.
 */
function initialAndSurname(nt: NameText, i: number): number {
  const { tokens, text } = nt;
  const t = tokens[i]!;
  if (nt.roles[i] !== Role.Free || !isBareInitial(t) || i + 1 >= tokens.length || nt.roles[i + 1] !== Role.Free) return i;
  const next = tokens[i + 1]!;
  if (text.slice(t.end, next.start) !== ' ' || !isCapitalNameWord(next) || !facts(next).family || facts(next).rare) return i;
  const before = text.charCodeAt(t.start - 1);
  if (t.start > 0 && before !== 32 && before !== 10 && before !== 9 && before !== 40) return i;
  if (i > 0 && text.slice(tokens[i - 1]!.end, t.start) === ' ') return i;
  return inMixedCaseLine(text, t.start, next.end) ? i + 1 : i;
}

/**
 * Two or three words in capitals right before a phone number, inside a sentence in mixed case:
 * the payee or the sender of a mobile-money SMS (`Ksh2,500.00 sent to WANJIKU KAMAU 0712345678
 * on 27/11/26`, `received GHS 50.00 from AMA SERWAA 0244123388`: Safaricom's M-PESA and MTN
 * MoMo confirmations print the other party so), whose names no list of ours need hold. Every word
 * may be a name's (a listed given or family name, or no English word; no organisation's or street's word), so `CALL
 * NOW 0712345678` and `NAIROBI HOSPITAL 0712345678` stay. The last token of the name, or i.
 */
function capitalsBeforeMobile(nt: NameText, i: number): number {
  const { tokens, text } = nt;
  if (nt.roles[i] !== Role.Free || !mayBeName(tokens[i]!) || (i > 0 && text.slice(tokens[i - 1]!.end, tokens[i]!.start) === ' ' && tokens[i - 1]!.allCaps)) return i;
  let last = i;
  while (last + 1 < tokens.length && last - i < 2 && nt.roles[last + 1] === Role.Free && mayBeName(tokens[last + 1]!) && text.slice(tokens[last]!.end, tokens[last + 1]!.start) === ' ') last++;
  if (last === i) return i;
  MOBILE_AFTER.lastIndex = tokens[last]!.end;
  return MOBILE_AFTER.test(text) && inMixedCaseLine(text, tokens[i]!.start, tokens[last]!.end) ? last : i;
}

/** A word in capitals that may be a name's: a listed given or family name (`JOHN`, a rare English word too), or no English word. */
function mayBeName(t: CapToken): boolean {
  return isCapitalWord(t) || isCapitalNameWord(t);
}

/** A blank, then a mobile's digits: the trunk 0 or the country code, ten to twelve digits, maybe in groups (`0712345678`, `254712345678`, `024 412 3388`). */
const MOBILE_AFTER = / (?:\+?[1-9]\d{2}|0)\d{2,3}[ -]?\d{3}[ -]?\d{3,4}(?![\d.,])/y;

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
