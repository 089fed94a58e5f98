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
  const sp = mixedSpelling(raw);
  addWord(words, pool, start, start + sp.length, sp.key, sp.lower, sp.f);
}

/** What a word with an apostrophe, a hyphen or a character beyond ASCII is: its "'s" dropped, folded. */
function mixedSpelling(raw: string): Spelling {
  const bare = raw.replace(/['’]s$/, '');
  const key = bare.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return { raw, key, f: factsOf(key, /^[a-z]+$/.test(bare)), lower: LOWER.test(raw), length: bare.length, verdict: Verdict.Skip, judgedBy: undefined };
}

/**
 * LINE_WORD's matches on an ASCII line, found code by code: false (words left half made) at
 * the first character beyond ASCII, where Unicode's classes decide. A word starts at a letter
 * after none of LINE_WORD's look-behind (a letter, digit, "_", "@", "#", "/", ".", "'", "-"),
 * and is read by readAsciiWord.
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
    const sp = readAsciiWord(text, i, to);
    if (sp === BEYOND_ASCII) return false;
    if (sp !== NO_WORD) addWord(words, pool, i, i + sp.length, sp.key, sp.lower, sp.f);
    prev = text.charCodeAt(readEnd - 1);
    i = readEnd - 1;
  }
  return true;
}

/** What a reader of lower-case words (lowerWordsAscii) does with one, by its spelling alone. */
export const Verdict = {
  /** Nothing: the word is passed over. */
  Skip: 1,
  /** The word is kept (a copy appended to the reader's list). */
  Keep: 2,
  /** The word may matter with its neighbours: the line is read whole (collectWords). */
  ReadLine: 3,
  /** ReadLine where the reader's test of the word's place says so, else Skip. */
  Beside: 4,
} as const;
export type Verdict = (typeof Verdict)[keyof typeof Verdict];

/**
 * The words of collectWords that are in lower case, on an ASCII line, each judged once per
 * spelling by `judge` (its key and facts), and a word judged Beside where it stands by
 * `besideSays` (the text, its start and end): those judged Keep are appended to `kept`
 * (copies). False, with `kept` maybe lengthened, at a character beyond ASCII or a word judged
 * ReadLine: the caller then reads the line with collectWords. A log line's words are nearly
 * all known words ("service", "status") or capitalised ("GET", "INFO"): a capitalised word is
 * passed over as its letters are read, and no record is written for a word passed over.
 */
export function lowerWordsAscii(
  text: string,
  from: number,
  to: number,
  judge: (key: string, f: WordFacts) => Verdict,
  besideSays: (text: string, start: number, end: number) => boolean,
  kept: Word[],
): boolean {
  let opens = true; // whether a word may start at i: at the line's start, or after OTHER
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128) return false;
    // A capital opens no word in lower case; its letters, "'" and "-" open none either.
    if (!opens || c < 97 || c > 122) {
      opens = CODE_CLASS[c] === OTHER;
      continue;
    }
    opens = false; // the word read ends with a letter
    const sp = readAsciiWord(text, i, to);
    if (sp === BEYOND_ASCII) return false;
    if (sp !== NO_WORD && sp.lower) {
      if (sp.judgedBy !== judge) {
        sp.verdict = judge(sp.key, sp.f);
        sp.judgedBy = judge;
      }
      const v = sp.verdict;
      if (v === Verdict.Keep) kept.push({ start: i, end: i + sp.length, key: sp.key, lower: true, f: sp.f });
      else if (v === Verdict.ReadLine || (v === Verdict.Beside && besideSays(text, i, i + sp.length))) return false;
    }
    i = readEnd - 1;
  }
  return true;
}

// What readAsciiWord returns besides a spelling: no word starts at the letter, or a character
// beyond ASCII is in the way (Unicode's classes decide).
const NO_WORD = null;
const BEYOND_ASCII = undefined;

/** Where the scan resumes after readAsciiWord's word: its end, or past the letters that made none. */
let readEnd = 0;

/**
 * The word that starts at the ASCII letter `i` (a word start) of a line ending at `to`: its
 * letters, then groups of "'" or "-" and letters, ending before no letter, digit, "_", "@",
 * "/" or "." and letter; where its full length fails that, LINE_WORD backtracks to before its
 * last "'" or "-" (which always passes), or finds no word there. Sets readEnd.
 *
 * The word is looked up by an FNV-1a hash of its codes, computed as it is read: no slice,
 * lower-cased copy or memo lookup by string for the million words of 20 MB of logs, written in
 * a few hundred spellings.
 */
function readAsciiWord(text: string, i: number, to: number): Spelling | typeof NO_WORD | typeof BEYOND_ASCII {
  const c = text.charCodeAt(i);
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
  let beforeLastGroup = h; // the hash of text[i, lastGroup)
  while (e + 1 < to) {
    const joiner = text.charCodeAt(e);
    if (joiner !== 39 && joiner !== 45) break;
    const next = text.charCodeAt(e + 1);
    if (next >= 128) return BEYOND_ASCII;
    if (!isAsciiLetter(next)) break;
    lastGroup = e;
    beforeLastGroup = h;
    h = Math.imul(Math.imul(h ^ joiner, FNV_PRIME) ^ next, FNV_PRIME);
    e += 2;
    for (; e < to; e++) {
      const d = text.charCodeAt(e);
      if (!isAsciiLetter(d)) break;
      h = Math.imul(h ^ d, FNV_PRIME);
    }
  }
  const ends = wordMayEndAt(text, e, to);
  if (ends < 0) return BEYOND_ASCII;
  const end = ends === 1 ? e : lastGroup;
  // No word at i: nor at any letter up to e, each after a letter, "'" or "-".
  readEnd = end >= 0 ? end : e;
  if (end < 0) return NO_WORD;
  if (end === firstRun) return spellingOf(text, i, end, ends === 1 ? h : beforeLastGroup, capital);
  return joinedSpellingOf(text, i, end, ends === 1 ? h : beforeLastGroup);
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

/** A word as written, with what addRawWord makes of it; those of ASCII letters (maybe joined by "'" or "-") are filed by their hash. */
interface Spelling {
  raw: string;
  key: string;
  f: WordFacts;
  lower: boolean;
  /** The word's length: raw's, less a final "'s". */
  length: number;
  /** The verdict of lowerWordsAscii's `judgedBy` on the word (nothing until asked). */
  verdict: Verdict;
  judgedBy: unknown;
}

// Spellings by their FNV-1a hash (lib/spelling-table.ts).
const spellings = new SpellingTable<Spelling>(1 << 10, 1 << 16);

/** The spelling of the ASCII letters text[start, end), whose hash is `h`; `capital`: one of them is. */
function spellingOf(text: string, start: number, end: number, h: number, capital: boolean): Spelling {
  const known = spellings.find(text, start, end, h);
  if (known) return known;
  const raw = text.slice(start, end);
  const key = capital ? raw.toLowerCase() : raw;
  const sp: Spelling = { raw, key, f: factsOf(key, !capital), lower: !capital, length: raw.length, verdict: Verdict.Skip, judgedBy: undefined };
  spellings.add(sp, h);
  return sp;
}

/**
 * The spelling of text[start, end), ASCII letters joined by "'" or "-" ("api-gateway", "it's"),
 * whose hash is `h`: made once per spelling.
 */
function joinedSpellingOf(text: string, start: number, end: number, h: number): Spelling {
  const known = spellings.find(text, start, end, h);
  if (known) return known;
  const sp = mixedSpelling(text.slice(start, end));
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
