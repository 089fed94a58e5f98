import { Role, claim, type NameText } from './names-analysis.js';
import { nameEnd } from './names-people.js';
import { foldKey } from '../../lexicon/fold.js';
import { wordEndBefore, type CapToken } from './names-tokens.js';
import { facts } from './names-words.js';
import { codeAt } from '../lib/char-codes.js';

/**
 * A name after a title written in lower case, as Spanish, Italian, Portuguese and French write
 * one inside a sentence ("la señora Paredes", "la signora Paredes", "dal dottor Ferraresi", "entre doña MACARENA BEATRIZ
 * FUENZALIDA ROJAS", "madame Lefèvre"): the title says "person" even when the surname is also a
 * place (Paredes, a Portuguese town) or the name is in capitals and no list knows it (a Chilean
 * contract's parties). The title is no token (tokens are capitalized words), so it is read from
 * the text right before a token. A name in mixed case must be a listed given or family name
 * (a role in capitals, `el señor Presidente`, is none).
 */
const LOWER_TITLES: ReadonlySet<string> = new Set([
  'senora', 'senor', 'senorita', 'signora', 'signor', 'signorina', 'senhora', 'senhor', 'madame', 'monsieur', 'mademoiselle',
  'dona', 'don', 'dna', 'dom', 'sra', 'sr', 'srta',
  // Italian professional titles before a surname (`la visita dal dottor Ferraresi`, `l'avvocato
  // Bellandi`: the lead's session-27 probes), Spanish `doctora`, `licenciado`, `licenciada`.
  'dottor', 'dottore', 'dottoressa', 'dott', 'avvocato', 'avv', 'professoressa', 'doctora', 'licenciado', 'licenciada',
]);

export function findAfterLowerTitles(nt: NameText): void {
  const { tokens, text, runs } = nt;
  let r = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    // One blank and a small letter (or a title's full stop) before: most tokens fail here.
    if (codeAt(text, t.start - 1) !== 32 || t.sentenceStart || t.initial || nt.roles[i] !== Role.Free) continue;
    const before = text.charCodeAt(t.start - 2);
    if (before !== 46 && !isLowerLetter(before)) continue;
    const title = lowerTitleBefore(text, t.start);
    if (title === undefined) continue;
    while (runs.last[r]! < i) r++;
    const runLast = runs.last[r]!;
    const f = facts(t);
    let last: number;
    if (t.allCaps) {
      // "doña MACARENA BEATRIZ FUENZALIDA ROJAS": capitals that no list needs to know, none a common word (a rare one may be a name: `MACARENA`).
      if (!isCapitalsName(t)) continue;
      last = i;
      while (last < runLast && last - i < 3 && nt.roles[last + 1] === Role.Free && isCapitalsName(tokens[last + 1]!) && tokens[last + 1]!.start - tokens[last]!.end === 1) last++;
      if (last === i) continue; // two words at least
    } else {
      // A listed name only: after "el señor" a capitalized role (`Presidente`, `Directora`) is no name.
      if (!f.given && !f.family) continue;
      if (f.common && !f.family) continue;
      last = nameEnd(nt, i, runLast, true);
      if (last < i) continue;
    }
    claim(nt, i, last, Role.Person, 0.85);
    i = last;
  }
}

/** The folded lower-case title right before `start` (one blank between), if any. */
function lowerTitleBefore(text: string, start: number): string | undefined {
  const e = wordEndBefore(text, start);
  if (e === start || start - e > 1) return undefined;
  let we = e;
  if (text.charCodeAt(we - 1) === 46) we--; // "sra. Paredes"
  let s = we;
  while (s > 0 && we - s < 12 && isLowerLetter(text.charCodeAt(s - 1))) s--;
  if (s === we || (s > 0 && isLetterOrDigit(text.charCodeAt(s - 1))) || !mayBeTitle(text.charCodeAt(s), text.charCodeAt(we - 1))) return undefined;
  const key = foldKey(text.slice(s, we));
  return LOWER_TITLES.has(key) ? key : undefined;
}

function isCapitalsName(t: CapToken): boolean {
  if (!t.allCaps || t.initial || t.word.length < 2) return false;
  const f = t.facts;
  return (f.given || f.family || !f.common) && !f.orgHead && !f.street && !f.calendar && !f.placeHead && !f.honorific && f.known !== 'org';
}

const isLowerLetter = (c: number): boolean => (c >= 97 && c <= 122) || c === 0xf1 || c === 0xe7 || (c >= 0xe0 && c <= 0xfc && c !== 0xf7);

/**
 * Whether a word of lower-case letters from `first` to `last` may fold to a title's key: most
 * words before a capital ("the", "in", "of") start or end otherwise. Bit 1: a title's first
 * letter, bit 2: its last.
 */
const mayBeTitle = (first: number, last: number): boolean => first < 256 && last < 256 && (TITLE_LETTERS[first]! & 1) !== 0 && (TITLE_LETTERS[last]! & 2) !== 0;
const TITLE_LETTERS = new Uint8Array(256);
{
  const firsts = new Set([...LOWER_TITLES].map((t) => t[0]));
  const lasts = new Set([...LOWER_TITLES].map((t) => t[t.length - 1]));
  for (let c = 0; c < 256; c++) {
    if (!isLowerLetter(c)) continue;
    const key = foldKey(String.fromCharCode(c));
    if (firsts.has(key[0])) TITLE_LETTERS[c]! |= 1;
    if (lasts.has(key[key.length - 1])) TITLE_LETTERS[c]! |= 2;
  }
}
const isLetterOrDigit = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || isLowerLetter(c) || c > 0xff;
