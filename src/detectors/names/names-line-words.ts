import { isAsciiLetter, isDigit } from '../lib/char-codes.js';
import { factsOf, type WordFacts } from './names-words.js';
import { FNV_OFFSET, FNV_PRIME, SpellingTable } from '../lib/spelling-table.js';

/** A word of an informal line (names-informal): its span, its folded key and its facts. */
export interface Word {
  start: number;
  end: number;
  key: string;
  lower: boolean;
  f: WordFacts;
}

// A word of the line: letters with inner apostrophes or hyphens, not part of an address, a
// path, a handle or a hashtag.
const LINE_WORD = /(?<![\p{L}\p{M}\p{N}_@#/.'’-])\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*(?![\p{L}\p{M}\p{N}_@/]|\.\p{L})/gu;
const LOWER = /^\p{Ll}[\p{Ll}\p{M}'’-]*$/u;

/**
 * The words of text[from, to) (LINE_WORD's matches on the line alone), appended to `words`
 * (empty), written into the records of `pool`. An ASCII line (nearly every line of a log) is
 * read code by code (lineWordsAscii); a line with a character beyond ASCII by the regex.
 */
export function collectWords(text: string, from: number, to: number, words: Word[], pool: Word[]): void {
  if (lineWordsAscii(text, from, to, words, pool)) return;
  words.length = 0;
  collectWordsByRegex(text, from, to, words, pool);
}

/** collectWords by LINE_WORD itself: the reference lineWordsAscii must agree with. */
export function collectWordsByRegex(text: string, from: number, to: number, words: Word[], pool: Word[]): void {
  // On the line alone: a search from `from` in the whole text would run on to the next word,
  // however far (a column of e-mail addresses has none), once per line.
  // test(), not exec(): a word's end is lastIndex and its start is found by walking back over
  // ASCII letters, "'" and "-" (the lookbehind keeps every one of them out of the character
  // before a word), so a log's million words make no match array. Where the walk meets a
  // character beyond ASCII, the same search is run again with exec() for the start.
  const line = text.slice(from, to);
  LINE_WORD.lastIndex = 0;
  for (let searchedFrom = 0; LINE_WORD.test(line); searchedFrom = LINE_WORD.lastIndex) {
    const wordEnd = LINE_WORD.lastIndex;
    let wordStart = wordEnd;
    while (wordStart > 0 && isAsciiWordCode(line.charCodeAt(wordStart - 1))) wordStart--;
    if (wordStart > 0 && line.charCodeAt(wordStart - 1) >= 128) {
      LINE_WORD.lastIndex = searchedFrom;
      wordStart = LINE_WORD.exec(line)!.index;
    }
    addRawWord(words, pool, from + wordStart, line.slice(wordStart, wordEnd));
  }
}

/** Adds the word `raw` found at `start`. */
function addRawWord(words: Word[], pool: Word[], start: number, raw: string): void {
  const ascii = asciiLetterCase(raw);
  if (ascii !== MIXED) {
    // ASCII letters only: the word is its own bare form, folded by lower-casing.
    const key = ascii === LOWER_CASE ? raw : raw.toLowerCase();
    addWord(words, pool, start, start + raw.length, key, ascii === LOWER_CASE, factsOf(key, ascii === LOWER_CASE));
    return;
  }
  const bare = raw.replace(/['’]s$/, '');
  const key = bare.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  addWord(words, pool, start, start + bare.length, key, LOWER.test(raw), factsOf(key, /^[a-z]+$/.test(bare)));
}

/**
 * LINE_WORD's matches on an ASCII line, found code by code: false (words left half made) at
 * the first character beyond ASCII, where Unicode's classes decide. A word starts at a letter
 * after none of LINE_WORD's look-behind (a letter, digit, "_", "@", "#", "/", ".", "'", "-"),
 * runs over letters and groups of "'" or "-" and letters, and ends before no letter, digit,
 * "_", "@", "/" or "." and letter; where its full length fails that, the regex backtracks to
 * before its last "'" or "-" (which always passes), or finds no word there.
 *
 * A word of letters alone (a log's `service`, `status`, `GET`) is looked up by a hash of its
 * codes, computed as it is read (spellingOf): no slice, lower-cased copy or memo lookup by
 * string for the million words of 20 MB of logs, written in a few hundred spellings.
 */
function lineWordsAscii(text: string, from: number, to: number, words: Word[], pool: Word[]): boolean {
  let prev = -1; // the code before i; -1 at the line's start
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128) return false;
    if (CODE_CLASS[c] !== LETTER || (prev >= 0 && CODE_CLASS[prev] !== OTHER)) {
      prev = c;
      continue;
    }
    // FNV-1a of the first run of letters, and whether it holds a capital.
    let h = Math.imul(FNV_OFFSET ^ c, FNV_PRIME);
    let capital = c <= 90;
    let e = i + 1;
    for (; e < to; e++) {
      const d = text.charCodeAt(e);
      if (d >= 128 || CODE_CLASS[d] !== LETTER) break;
      h = Math.imul(h ^ d, FNV_PRIME);
      if (d <= 90) capital = true;
    }
    const firstRun = e;
    let lastGroup = -1;
    while (e + 1 < to) {
      const joiner = text.charCodeAt(e);
      if (joiner !== 39 && joiner !== 45) break;
      const next = text.charCodeAt(e + 1);
      if (next >= 128) return false;
      if (!isAsciiLetter(next)) break;
      lastGroup = e;
      e += 2;
      while (e < to && isAsciiLetter(text.charCodeAt(e))) e++;
    }
    const ends = wordMayEndAt(text, e, to);
    if (ends < 0) return false;
    const end = ends === 1 ? e : lastGroup;
    if (end === firstRun) {
      const sp = spellingOf(text, i, end, h, capital);
      addWord(words, pool, i, end, sp.key, !capital, sp.f);
    } else if (end >= 0) addRawWord(words, pool, i, text.slice(i, end));
    // No word at i: nor at any letter up to e, each after a letter, "'" or "-".
    const resume = end >= 0 ? end : e;
    prev = text.charCodeAt(resume - 1);
    i = resume - 1;
  }
  return true;
}

// ASCII codes by what LINE_WORD's look-behind makes of them: a letter (LETTER), another code
// no word starts after (a digit, "_", "@", "#", "/", ".", "'", "-"), or OTHER.
const OTHER = 0;
const LETTER = 1;
const NOT_BEFORE = 2;
const CODE_CLASS = new Uint8Array(128);
for (const ch of "0123456789_@#/.'-") CODE_CLASS[ch.charCodeAt(0)] = NOT_BEFORE;
for (const ch of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz') CODE_CLASS[ch.charCodeAt(0)] = LETTER;

/** LINE_WORD's look-ahead at `e` on a line ending at `to`: 1 passes, 0 fails, -1 beyond ASCII. */
function wordMayEndAt(text: string, e: number, to: number): number {
  if (e >= to) return 1;
  const c = text.charCodeAt(e);
  if (c >= 128) return -1;
  if (isAsciiLetter(c) || isDigit(c) || c === 95 || c === 64 || c === 47) return 0;
  if (c !== 46 || e + 1 >= to) return 1;
  const next = text.charCodeAt(e + 1);
  if (next >= 128) return -1;
  return isAsciiLetter(next) ? 0 : 1;
}

/** A word of ASCII letters as written, with its key and facts (as addRawWord makes them). */
interface Spelling {
  raw: string;
  key: string;
  f: WordFacts;
}

// Spellings by their FNV-1a hash (lib/spelling-table.ts).
const spellings = new SpellingTable<Spelling>(1 << 10, 1 << 16);

/** The spelling of the ASCII letters text[start, end), whose hash is `h`; `capital`: one of them is. */
function spellingOf(text: string, start: number, end: number, h: number, capital: boolean): Spelling {
  const known = spellings.find(text, start, end, h);
  if (known) return known;
  const raw = text.slice(start, end);
  const key = capital ? raw.toLowerCase() : raw;
  const sp: Spelling = { raw, key, f: factsOf(key, !capital) };
  spellings.add(sp, h);
  return sp;
}

/**
 * Appends a word to `words`, written into the next record of `pool`. A function of its own, not
 * a closure made per call: collectWords runs once per line, and a column is a line per cell.
 */
function addWord(words: Word[], pool: Word[], start: number, end: number, key: string, lower: boolean, f: WordFacts): void {
  let w = pool[words.length];
  if (w === undefined) pool.push((w = { start, end, key, lower, f }));
  else {
    w.start = start;
    w.end = end;
    w.key = key;
    w.lower = lower;
    w.f = f;
  }
  words.push(w);
}

/** An ASCII letter, "'" or "-": what a LINE_WORD match may hold in ASCII. */
function isAsciiWordCode(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 39 || c === 45;
}

const LOWER_CASE = 0;
const SOME_CAPITALS = 1;
const MIXED = 2;

/**
 * Whether a word is all ASCII small letters (LOWER_CASE), ASCII letters with a capital
 * (SOME_CAPITALS), or holds anything else (MIXED): an apostrophe, a hyphen, a letter of
 * another script, which the general path folds. Most words of logs and code are the first two.
 */
function asciiLetterCase(word: string): number {
  let kind = LOWER_CASE;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c >= 65 && c <= 90) kind = SOME_CAPITALS;
    else if (c < 97 || c > 122) return MIXED;
  }
  return kind;
}
