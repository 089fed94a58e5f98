import { codeAt, isBlank } from '../lib/char-codes.js';
import { Role, claim, type NameText } from './names-analysis.js';
import { foldKey } from '../../lexicon/fold.js';
import { facts, factsOf } from './names-words.js';
import type { CapToken } from './names-tokens.js';

/**
 * "Dunstan "Dusty" Abernethy", "Robert “Bobby” Kessler", "William 'Bill' Tanaka", "Robert (Bob)
 * Kessler": a given name, a nickname in quotes or brackets, and a surname are one person, whole
 * (each part found alone left the others in the text). After every other phase: the parts may
 * already be people; they must not be anything else.
 */
export function joinNicknames(nt: NameText): void {
  const { tokens, text } = nt;
  // In single quotes the nickname is no token of its own (a word after an apostrophe is part of
  // another, "O'Neil"): it is read in the gap between the given name and the surname.
  for (let i = 0; i + 1 < tokens.length; i++) {
    const gap = tokens[i + 1]!.start - tokens[i]!.end;
    if (gap < 5 || gap > 26 || !isBlank(text.charCodeAt(tokens[i]!.end)) || !isBlank(text.charCodeAt(tokens[i + 1]!.start - 1)) || !isOpeningSingle(firstAfterBlanks(text, tokens[i]!.end))) continue;
    if (!QUOTED_BETWEEN.test(text.slice(tokens[i]!.end, tokens[i + 1]!.start))) continue;
    if (!isPersonOrFree(nt, i) || !isPersonOrFree(nt, i + 1) || !mayBeGiven(nt, i) || !mayBeSurname(nt, i + 1) || tokens[i + 1]!.allCaps) continue;
    dropPartsOf(nt, tokens[i]!.start, tokens[i + 1]!.end);
    claim(nt, i, i + 1, Role.Person, 0.7);
    i++;
  }
  for (let i = 0; i + 2 < tokens.length; i++) {
    const given = tokens[i]!;
    const nick = tokens[i + 1]!;
    const last = tokens[i + 2]!;
    if (!isMark(text.charCodeAt(nick.start - 1)) || !isMark(text.charCodeAt(nick.end))) continue;
    if (!OPEN.test(text.slice(given.end, nick.start)) || !CLOSE.test(text.slice(nick.end, last.start))) continue;
    if (!isPersonOrFree(nt, i) || !isPersonOrFree(nt, i + 1) || !isPersonOrFree(nt, i + 2)) continue;
    if (!mayBeGiven(nt, i) || !mayBeSurname(nt, i + 2) || nick.allCaps || last.allCaps) continue;
    dropPartsOf(nt, given.start, last.end);
    claim(nt, i, i + 2, Role.Person, 0.7);
    i += 2;
  }
  // "Katarzyna ("Kasia") explained", "Robert (Bob) said": a given name and its nickname with no
  // surname after them are one person, the closing marks included.
  for (let i = 0; i < tokens.length; i++) {
    const given = tokens[i]!;
    // Most tokens have no blank and bracket or quote after them: two characters tell.
    const c = codeAt(text, given.end);
    if ((c !== 32 && c !== 9) || !isOpening(codeAt(text, given.end + 1)) || given.allCaps || !isGivenHere(nt, i)) continue;
    const m = NICKNAME_AFTER.exec(text.slice(given.end, given.end + 32));
    if (!m || !isNickname(m[1]!)) continue;
    const end = given.end + m[0].length;
    // The nickname's own token, if any, goes with the span.
    let last = i;
    while (last + 1 < tokens.length && tokens[last + 1]!.start < end) last++;
    if (last > i && !isPersonOrFree(nt, last)) continue;
    dropPartsOf(nt, given.start, end);
    claim(nt, i, last, Role.Person, 0.7, end);
    i = last;
  }
}

/** The code of the first character from `at` on that is no blank. */
function firstAfterBlanks(text: string, at: number): number {
  let k = at;
  while (isBlank(text.charCodeAt(k))) k++;
  return codeAt(text, k);
}

// ' ‘
const isOpeningSingle = (c: number) => c === 39 || c === 0x2018;
// ( " “ ' ‘
const isOpening = (c: number) => c === 40 || c === 34 || c === 0x201c || c === 39 || c === 0x2018;
/**
 * A nickname in quotes, brackets or both right after a given name (one blank between), and no
 * surname after it; no letter after its closing mark ("Hannah (Tom's mum)": an apostrophe and
 * "s" make Tom's a possessive inside the brackets, no nickname; leaks34).
 */
const NICKNAME_AFTER = /^[ \t](?:\([ \t]*["“'‘]|["“'‘]|\()(\p{Lu}[\p{L}\p{M}-]{1,20})(?:["”'’][ \t]*\)|["”'’)])(?![)"”'’\p{L}]|[ \t]+\p{Lu})/u;

/** A nickname: a given name ("Bob" too) or a word no list knows as a word, place or cue. */
function isNickname(word: string): boolean {
  const key = foldKey(word);
  const f = factsOf(key, key === word.toLowerCase());
  if (f.calendar || f.honorific || f.orgHead || f.placeHead || f.street || f.place >= 2 || f.known === 'org') return false;
  return f.given || (!f.common && !f.rare && !/\p{Lu}/u.test(word.slice(1)));
}

// A nickname's opening and closing marks: straight or typographic quotes, or brackets.
const OPEN = /^[ \t]+(?:\(["“'‘]|["“'‘(])$/;
const CLOSE = /^(?:["”'’]\)|["”'’)])[ \t]+$/;
// " “ ” ' ‘ ’ ( )
const isMark = (c: number) => c === 34 || c === 0x201c || c === 0x201d || c === 39 || c === 0x2018 || c === 0x2019 || c === 40 || c === 41;
const QUOTED_BETWEEN = /^[ \t]+['‘]\p{Lu}[\p{L}\p{M}-]{0,20}['’][ \t]+$/u;

/** The people found inside text[start, end) (its parts alone) give way to the whole. */
function dropPartsOf(nt: NameText, start: number, end: number): void {
  for (let k = nt.people.length - 1; k >= 0; k--) {
    const p = nt.people[k]!;
    if (p.start >= start && p.end <= end) nt.people.splice(k, 1);
  }
}

function isPersonOrFree(nt: NameText, i: number): boolean {
  return nt.roles[i] === Role.Free || nt.roles[i] === Role.Person;
}

/** A person found there, or a listed given name that is no English word ("Acmecorp (“Acme”)" is no person). */
function isGivenHere(nt: NameText, i: number): boolean {
  const f = facts(nt.tokens[i]!);
  return nt.roles[i] === Role.Person || (nt.roles[i] === Role.Free && f.given && !f.common);
}

/** A given name: a person found there, or a word that is no common English word. */
function mayBeGiven(nt: NameText, i: number): boolean {
  const f = facts(nt.tokens[i]!);
  return nt.roles[i] === Role.Person || (f.given && !f.common) || (!f.common && !f.rare && !f.calendar && !f.honorific && !f.orgHead && f.place < 3);
}

/** A surname: a person found there, or a word that is no common English word. */
function mayBeSurname(nt: NameText, i: number): boolean {
  const t: CapToken = nt.tokens[i]!;
  const f = facts(t);
  return nt.roles[i] === Role.Person || f.family || (!f.common && !f.calendar && !f.honorific && f.place < 3);
}
