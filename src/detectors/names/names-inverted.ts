import { Role, type NameText } from './names-analysis.js';
import { isCommonWord, isFamilyName, placeTier } from './names-gazetteer.js';
import { firstTokenAt } from './names-tokens.js';
import { codeAt } from '../lib/char-codes.js';

/**
 * A surname in capitals before a comma and the given names found after it: "HOLLINGWORTH, Dean
 * Anthony", as court lists, registers and rolls write a person (surname first, in capitals,
 * then a comma; HMCTS's daily cause lists, the Bar's and schools' registers). Only a listed
 * family name that is no city's ("LONDON, Dean Anthony" keeps its place), and no English word
 * ("SMITH") unless it opens its line or a table's cell.
 */
export function findInvertedSurnames(nt: NameText): void {
  const { text, tokens } = nt;
  for (const person of nt.people) {
    const s = person.start;
    if (s < 3 || text.charCodeAt(s - 1) !== 32 || text.charCodeAt(s - 2) !== 44) continue;
    const i = firstTokenAt(tokens, s) - 1;
    const t = tokens[i];
    if (!t || t.end !== s - 2 || nt.roles[i] !== Role.Free || !t.allCaps || t.word.length < 3) continue;
    const key = t.key;
    if (!isFamilyName(key) || placeTier(key) > 1 || (isCommonWord(key) && !opensCell(text, t.start))) continue;
    nt.roles[i] = Role.Person;
    person.start = t.start;
  }
  findWrappedSurnames(nt);
}

/**
 * A second surname carried to the next line ("…el cotizante es su padre, Andrés Felipe Rojas\n
 * Mejía, C.C. 79.482.615"): a person of two words or more ends its line, and the next line opens
 * with a listed family name that is no English word, closed by a comma, a full stop or a
 * semicolon. Found as its own span, so the line break stays.
 */
function findWrappedSurnames(nt: NameText): void {
  const { text, tokens } = nt;
  const found = nt.people.length;
  for (let k = 0; k < found; k++) {
    const person = nt.people[k]!;
    const e = person.end;
    if (codeAt(text, e) !== 10 && !(codeAt(text, e) === 13 && codeAt(text, e + 1) === 10)) continue;
    if (!/\p{L}[ \t]+\p{L}/u.test(text.slice(person.start, e))) continue;
    const i = firstTokenAt(tokens, e);
    const t = tokens[i];
    if (!t || nt.roles[i] !== Role.Free || t.allCaps || t.initial || t.word.length < 3 || !/^\r?\n$/.test(text.slice(e, t.start))) continue;
    const after = text.charCodeAt(t.end);
    if (after !== 44 && after !== 46 && after !== 59) continue;
    if (!isFamilyName(t.key) || isCommonWord(t.key) || placeTier(t.key) > 1) continue;
    nt.roles[i] = Role.Person;
    nt.people.push({ start: t.start, end: t.end, score: person.score });
  }
}

/** Whether a line, or a cell set off by a tab or two spaces, opens at `start`. */
function opensCell(text: string, start: number): boolean {
  const c = text.charCodeAt(start - 1);
  if (start === 0 || c === 10 || c === 9) return true;
  return c === 32 && text.charCodeAt(start - 2) === 32;
}
