import { Role, claim, overlapsOpaque, type NameText } from './names-analysis.js';
import { foldKey } from '../../lexicon/fold.js';
import { isChatWord } from './names-register.js';
import { mayBeUnknownName } from './names-unknown.js';
import { firstTokenAt } from './names-tokens.js';
import { factsOf } from './names-words.js';

/**
 * A name said to be one: "her name is jasmine", "his last name is actually fox", "a guy named
 * tanner", "my name's Okoro". After the cue, a given or family name, even one that is also an
 * English word or written in lower case, or a word no list knows; a second such word after it
 * ("named jo ellison") belongs to the name. Any register: the cue says what the word is.
 */
export function findNamedPeople(nt: NameText): void {
  const { text } = nt;
  // The word "name" in its three spellings, each read from there (a scan for the phrase by one
  // regular expression cost a third of the names analysis on the bench corpus): from the
  // keyword pass's hits of NAMED_CUES when it looked, else by indexOf ("name" alone cost 0.3 ms
  // a page of prose, its "n" being common).
  const hits = nt.ctx.cueHits;
  if (!hits) {
    for (const spelling of SPELLINGS) {
      for (let at = text.indexOf(spelling); at >= 0; at = text.indexOf(spelling, at + 4)) namedAt(nt, at);
    }
    return;
  }
  const bySpelling: number[][] = [[], [], []];
  for (let k = 0; k < hits.length; k++) {
    const at = nameOfCueAt(text, hits[k]!);
    if (at < 0) continue;
    const s = spellingAt(text, at);
    if (s >= 0) bySpelling[s]!.push(at);
  }
  // Each spelling's places in order and once, the spellings in SPELLINGS' order, as the searches found them.
  for (const places of bySpelling) {
    places.sort((a, b) => a - b);
    for (let k = 0; k < places.length; k++) if (k === 0 || places[k] !== places[k - 1]) namedAt(nt, places[k]!);
  }
}

const SPELLINGS = ['name', 'Name', 'NAME'];

/**
 * The keyword pass's cues for findNamedPeople (lower case; the pass finds them in any case at a
 * word's start): every "name" that wordStartsAt accepts starts one of them. The hits are a
 * superset: each place is read again.
 */
export const NAMED_CUES: readonly string[] = ['name', 'surname', 'nickname', 'firstname', 'lastname'];

/**
 * Where the "name" of a NAMED_CUES word found at `hit` would stand: at the hit ("name"), or
 * after "nick", "sur", "first" or "last"; -1 for a hit of another cue (told by its first letter;
 * whatever the place holds is read again).
 */
function nameOfCueAt(text: string, hit: number): number {
  switch (text.charCodeAt(hit) | 32) {
    case 110 /* n */:
      return (text.charCodeAt(hit + 1) | 32) === 97 /* a */ ? hit : hit + 4;
    case 115 /* s */:
      return hit + 3;
    case 102 /* f */:
      return hit + 5;
    case 108 /* l */:
      return hit + 4;
    default:
      return -1;
  }
}

/** Which of SPELLINGS stands at `at`, -1 for none. */
function spellingAt(text: string, at: number): number {
  for (let s = 0; s < SPELLINGS.length; s++) if (text.startsWith(SPELLINGS[s]!, at)) return s;
  return -1;
}

/** The person after the cue whose "name" stands at `at`, if the phrase is one. */
function namedAt(nt: NameText, at: number): void {
  const { text } = nt;
  if (!wordStartsAt(text, at)) return;
  NAMED.lastIndex = at;
  const m = NAMED.exec(text);
  if (m) named(nt, at + m[0].length);
}

/** "name" opens a word, or follows "sur", "nick", "first", "last" that open one ("surname is", "nicknamed"). */
function wordStartsAt(text: string, at: number): boolean {
  if (!isWordCode(text.charCodeAt(at - 1))) return true;
  const before = text.slice(Math.max(0, at - 6), at);
  const m = /(?:sur|nick|first|last)$/i.exec(before);
  return m !== null && !isWordCode(text.charCodeAt(at - m[0].length - 1));
}

function isWordCode(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 45 || c > 127;
}

/** The name that starts at `start`, after a cue. */
function named(nt: NameText, start: number): void {
  const { text } = nt;
  const first = nameWordAt(text, start);
  if (first === 0) return;
  let end = start + first;
  // One blank and a second name word ("named jo ellison"), not the next sentence's word.
  if (text.charCodeAt(end) === 32) {
    const second = nameWordAt(text, end + 1, true, isCapitalised(text, start));
    if (second > 0) end += 1 + second;
  }
  if (overlapsOpaque(nt, start, end) || taken(nt, start, end)) return;
  const i = firstTokenAt(nt.tokens, start);
  const t = nt.tokens[i];
  if (t && t.start === start && nt.roles[i] === Role.Free) {
    // Capitalised: the tokens are claimed so that no later phase reads them again.
    let last = i;
    while (last + 1 < nt.tokens.length && nt.tokens[last + 1]!.end <= end && nt.roles[last + 1] === Role.Free) last++;
    if (nt.tokens[last]!.end === end) {
      claim(nt, i, last, Role.Person, 0.6);
      return;
    }
  }
  nt.people.push({ start, end, score: 0.6 });
}

// After "name": " is", "'s", " (is) actually", "d" ("named"), and a blank; not before "not", "a", "the"…
const NAMED = /name(?:(?:[ \t]+is|['’]s)(?:[ \t]+actually)?|[ \t]+actually|d)[ \t]+(?!(?:not|also|just|on|in|a|an|the|that|this|what|so)(?![\p{L}]))/iuy;

const WORD = /^\p{L}[\p{L}\p{M}'’-]*/u;

/**
 * The length of the name word at `at`, 0 when the word there is none: a given or family name
 * (even an English word), or a word no list knows; `second`: a word after a first one, which
 * must be a name no English word has ("named tanner last" is no full name).
 */
function nameWordAt(text: string, at: number, second = false, afterCapitalised = false): number {
  const m = WORD.exec(text.slice(at, at + 40));
  if (!m) return 0;
  const word = m[0].replace(/['’]s$/, '');
  if (word.length < 2 || /[\p{N}_@]/u.test(text.charAt(at + m[0].length))) return 0;
  const key = foldKey(word);
  const f = factsOf(key, /^[a-z]+$/i.test(word));
  if (isChatWord(key) || f.calendar || f.honorific || f.orgHead || f.placeHead || f.street || f.known === 'interjection' || f.known === 'demonym') return 0;
  // After a capitalised first name, a capitalised family name that is also an English word
  // belongs to it ("my name is Anna Smith", "Tom Baker": the lead's session-24 probes).
  if (second) return (f.given || f.family) && ((!f.common && !f.rare) || (afterCapitalised && f.family && isCapitalised(text, at))) ? word.length : 0;
  if (f.given || f.family) return word.length;
  return !f.common && !f.rare && f.place === 0 && /^\p{L}+$/u.test(word) && mayBeUnknownName(key) ? word.length : 0;
}

/** An upper-case letter, then lower-case ones up to the word's end ("Smith", not "SMITH" or "smith"). */
function isCapitalised(text: string, at: number): boolean {
  return /^\p{Lu}\p{Ll}+(?![\p{L}])/u.test(text.slice(at, at + 40));
}

function taken(nt: NameText, start: number, end: number): boolean {
  for (const list of [nt.people, nt.orgs, nt.places]) for (const s of list) if (s.start < end && s.end > start) return true;
  return false;
}
