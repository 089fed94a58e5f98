import { foldKey } from '../../lexicon/fold.js';
import { isGivenName, type KnownKind } from './names-gazetteer.js';
import { WordsInPlace } from './names-in-place.js';
import { cuesOfKey, factsOf, isNameWordOf } from './names-words.js';
import { FNV_OFFSET, FNV_PRIME, SpellingTable } from '../lib/spelling-table.js';

/**
 * A capitalized word (or initials) in the text, the unit the name finders reason about. What
 * its written form decides lives in its Spelling, shared by every token written alike: a text
 * has thousands of tokens, and each field of their own costs a word of memory.
 */
export class CapToken {
  constructor(
    readonly start: number,
    /** End of the word, without a possessive "'s" and without a sentence-final full stop. */
    readonly end: number,
    /** Nothing but a sentence boundary, a line start or an opening bracket/quote before it. */
    readonly sentenceStart: boolean,
    private readonly spelling: Spelling,
  ) {}

  /** The word as written, without possessive and trailing full stop. */
  get word(): string {
    return this.spelling.word;
  }

  /** foldKey(word) */
  get key(): string {
    return this.spelling.key;
  }

  /** "A.", "Z.M.", "Cz.", "A.-M.": a given name reduced to initials. */
  get initial(): boolean {
    return this.spelling.initial;
  }

  /** Two or more capitals and no lower-case letter ("PKK", "THE"). */
  get allCaps(): boolean {
    return this.spelling.allCaps;
  }

  get facts(): WordFacts {
    return this.spelling.facts;
  }

  get cues(): WordCues {
    return this.spelling.cues;
  }

  /** isNameWord: whether the token may be part of a person's name. */
  get nameWord(): boolean {
    return this.spelling.nameWord;
  }

  /** names-proper's isUnknownWord of the spelling, once asked: 0 not yet, 1 no, 2 yes. */
  get unknownWord(): number {
    return this.spelling.unknownWord;
  }

  /** Remembers isUnknownWord's answer with the spelling (it reads nothing else) and returns it. */
  rememberUnknownWord(unknown: boolean): boolean {
    this.spelling.unknownWord = unknown ? 2 : 1;
    return unknown;
  }
}

/** What the gazetteers and cue lists say about one token (memoized per key). */
export interface WordFacts {
  given: boolean;
  family: boolean;
  common: boolean;
  /** One of the rarer English words (SCOWL 40-70): no name by capitalisation alone. */
  rare: boolean;
  /** A name known from the world: a famous person, an organization, or a word that only looks like a name. */
  known: KnownKind;
  place: number;
  honorific: boolean;
  orgHead: boolean;
  placeHead: boolean;
  street: boolean;
  calendar: boolean;
}

/** What the cue word lists (names-cues) say about one key (memoized per key). */
export interface WordCues {
  honorific: boolean;
  weakHonorific: boolean;
  /** A legal form once its dots are dropped; isLegalSuffix also looks at how it is written. */
  legalSuffix: boolean;
  shortLegalSuffix: boolean;
  orgOfHead: boolean;
  /** Ends like a compound institution noun ("landessozialgericht"). */
  orgWordEnding: boolean;
  /** An institution noun (ORG_HEADS), orgOfHead or orgWordEnding: what an institution's head must be. */
  mayHeadInstitution: boolean;
  genericOrg: boolean;
  /** Ends a company's, club's or band's name (names-trade): 0 no, 1 after a distinctive word, 2 after any. */
  tradeHead: number;
  selfNamingHead: boolean;
  lawWord: boolean;
  nonOrgAcronym: boolean;
  region: boolean;
  /** Ends like a nationality adjective ("swedish", "austrian"). */
  demonymEnding: boolean;
  streetAnchor: boolean;
  selfStartingStreetAnchor: boolean;
  /** A one-word street name ending in a street type ("hauptstrasse"). */
  compoundStreet: boolean;
  /** A German word of names-german's set phrases (GermanWord), 0 for none. */
  germanWord: number;
}


// A capitalized word with inner apostrophes and hyphens (O'Neil, Xenides-Arestis, Workers’),
// or initials ("Z.M.", "A.-M."). Matched sticky from each capital the scanner finds, so the
// text is walked once with charCodeAt rather than by a regex trying every position.
const TOKEN = /(?:\p{Lu}\p{Ll}?\.(?:-?\p{Lu}\.)+|\p{Lu}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*(?:(?<=s)['’](?!\p{L}))?\.?)(?![\p{L}\p{M}\p{N}_@]|\.[\p{L}\p{N}])/uy;
const UPPER = /\p{Lu}/u;
const WORDISH = /[\p{L}\p{M}\p{N}_@.'’\/\\-]/u;
// Lower-case prefixes joined to a capitalized name: al-Hassan, ibn-Rushd, d'Artagnan.
const NAME_PREFIX = /(?<![\p{L}\p{N}])(?:al|el|ad|as|ash|at|an|ar|ibn|bin|abu|d)['’-]$/u;
const INITIAL = /^\p{Lu}\p{Ll}?\.(?:-?\p{Lu}\.)*$/u;
const ALL_CAPS = /^[\p{Lu}\p{N}&-]+$/u;

/** Abbreviations whose full stop belongs to them rather than ending a sentence. */
const DOTTED_WORDS = new WordsInPlace(['mr', 'mrs', 'ms', 'dr', 'prof', 'st', 'jr', 'sr', 'inc', 'ltd', 'co', 'corp', 'no', 'nos', 'rev', 'gen', 'col', 'capt', 'lt', 'sgt', 'messrs', 'mme', 'mlle', 'sra', 'srta', 'dra', 'dott', 'avv', 'sig', 'ave', 'rd', 'blvd', 'av', 'ul', 'pl', 'al', 'jl', 'jln', 'nr', 'mag']);

function isUpperAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 128) return c >= 65 && c <= 90;
  // Latin-1's capitals À-Þ (but ×); its lower half and general punctuation hold none.
  if (c < 0x100) return c >= 0xc0 && c <= 0xde && c !== 0xd7;
  if (c >= 0x2000 && c <= 0x206f) return false;
  return UPPER.test(text[i]!);
}

/** Characters that continue a word or an identifier, so a capital after them starts no token. */
function isWordish(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 128) return ASCII_WORDISH[c] === 1;
  return WORDISH.test(text[i]!);
}

/**
 * Whether the capital at `i`, right after a "/", opens a name of two capitalised words, the first
 * a given name, that a team's or a role's short word stands before (`cc: Ops/Maria Lindqvist`,
 * `Reviewed by: QA/Maria Lindqvist`; `Frankfurt/Oder Labour Court` stays one place's): the word
 * before the "/" is two to twelve letters that a blank, a colon
 * or the line's start precedes (no path's or URL's part: `/Users/Maria Lindqvist`), and no IANA
 * time zone's area (`Europe/London Time`). Elsewhere a capital after "/" is inside an identifier.
 */
function isTeamSlashedName(text: string, i: number): boolean {
  let b = i - 1;
  while (b > 0 && b > i - 14 && isAsciiLetterCode(text.charCodeAt(b - 1))) b--;
  const len = i - 1 - b;
  if (len < 2 || len > 12 || !(text.charCodeAt(b) >= 65 && text.charCodeAt(b) <= 90)) return false;
  const before = b === 0 ? 32 : text.charCodeAt(b - 1);
  if (before !== 32 && before !== 9 && before !== 10 && before !== 58 && before !== 40) return false;
  if (TZ_AREAS.has(text.slice(b, i - 1))) return false;
  const m = TWO_CAPITALISED.exec(text.slice(i, i + 40));
  return m !== null && isGivenName(foldKey(m[1]!));
}
const isAsciiLetterCode = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const TZ_AREAS = new Set(['Africa', 'America', 'Antarctica', 'Arctic', 'Asia', 'Atlantic', 'Australia', 'Europe', 'Indian', 'Pacific', 'Etc']);
const TWO_CAPITALISED = /^(\p{Lu}\p{Ll}+)[ \t]+\p{Lu}\p{Ll}/u;

const ASCII_WORDISH = new Uint8Array(128);
for (const ch of "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_@.'/\\-") ASCII_WORDISH[ch.charCodeAt(0)] = 1;

const CAPITAL_CANDIDATE = /[A-Z\u00c0-\uffff]/g;
const WORD_REST = /[\p{L}\p{M}\p{N}]*/uy;

/**
 * The capitalized words of `text`, in order. This runs on every text the engine sees, so it
 * answers the common case (ASCII around the capital) itself and lets
 * the Unicode-aware regular expressions see only the rest; TOKEN runs with test(), which
 * allocates no match.
 *
 * `outside`: spans as start/end pairs (by start) whose inside holds no name (a log's user agents, e-mail
 * addresses): a word that overlaps one is left out, as if dropped from the list afterwards,
 * but no token is made for it (a user agent is a dozen capitalised words, in every line of an
 * access log).
 *
 * `logWords`: 'skip' makes no token for a log line's level or request method where the line's
 * machine shape puts it (isLogWordAt): every phase would visit it and none reads it beside a
 * name; 'keep' (the reference a test compares with) makes one. `skippedKeys` counts the words
 * left out by key (the acronyms count a word's mentions in the whole text).
 */
export function tokenize(text: string, outside: Int32Array = NO_SPANS, logWords: 'skip' | 'keep' = 'skip', skippedKeys?: Map<string, number>): CapToken[] {
  const out: CapToken[] = [];
  let k = 0; // the first pair of `outside` that may overlap the next token
  // Candidates for a capital: ASCII A-Z and everything beyond Latin-1's lower half. A regex
  // with a plain class finds them about twice as fast as a charCodeAt loop, and test()
  // allocates nothing.
  CAPITAL_CANDIDATE.lastIndex = 0;
  while (CAPITAL_CANDIDATE.test(text)) {
    const i = CAPITAL_CANDIDATE.lastIndex - 1;
    const code = text.charCodeAt(i);
    if (code >= 128 && !isUpperAt(text, i)) continue;
    let start = i;
    if (i > 0 && isWordish(text, i - 1) && !(text.charCodeAt(i - 1) === 47 && isTeamSlashedName(text, i))) {
      const prev = text.charCodeAt(i - 1);
      const prefix = prev === 45 || prev === 39 || prev === 0x2019 ? NAME_PREFIX.exec(text.slice(Math.max(0, i - 5), i)) : prev === OKINA && (i < 2 || !isWordish(text, i - 2)) ? OKINA_PREFIX : null;
      if (!prefix) {
        // Inside a word or an identifier ("iPhone", "x-Ray"): skip to its end.
        CAPITAL_CANDIDATE.lastIndex = wordEnd(text, i + 1);
        continue;
      }
      start = i - prefix[0].length;
    }
    let rawEnd = code < 128 ? asciiTokenEnd(text, i) : FALLBACK;
    // NAME_PREFIX's letters are ASCII; its joiner may be "’".
    const ascii = rawEnd !== FALLBACK && (start === i || text.charCodeAt(i - 1) < 128);
    if (!ascii) rawEnd = regexTokenEnd(text, i);
    if (rawEnd === NO_TOKEN) continue;
    CAPITAL_CANDIDATE.lastIndex = rawEnd;
    while (k < outside.length && outside[k + 1]! <= start) k += 2;
    // A word that starts inside a span overlaps it whatever its spelling (a user agent's).
    if (k < outside.length && outside[k]! <= start) continue;
    const sp = spellingAt(text, start, rawEnd);
    const end = start + sp.length;
    if (k < outside.length && outside[k]! < end) continue;
    if (sp.logWord !== LogWord.None && logWords === 'skip' && isLogWordAt(text, start, end, sp.logWord)) {
      skippedKeys?.set(sp.key, (skippedKeys.get(sp.key) ?? 0) + 1);
      continue;
    }
    out.push(new CapToken(start, end, isSentenceStart(text, start), sp));
  }
  return out;
}

/**
 * The ʻokina (U+02BB), a consonant of Tongan, Hawaiian and Samoan that opens a word before its
 * capital (`Mele ʻOfa Fifita`, `ʻAlifeleti Moala`: the nineteenth reading's marriage certificate):
 * a letter with no capital, so the word is read from it as a capitalized one (leaks40).
 */
const OKINA = 0x2bb;
const OKINA_PREFIX: readonly [string] = ['\u02bb'];
const NO_TOKEN = -1;
const NO_SPANS = new Int32Array(0);
export const FALLBACK = -2;

/** Where TOKEN matched at `i` ends, or NO_TOKEN: the reference asciiTokenEnd must agree with. */
export function regexTokenEnd(text: string, i: number): number {
  TOKEN.lastIndex = i;
  return TOKEN.test(text) ? TOKEN.lastIndex : NO_TOKEN;
}

/**
 * Where TOKEN, matched at the ASCII capital `i`, ends: NO_TOKEN when it doesn't match,
 * FALLBACK when a character beyond ASCII is involved that the Latin letters and the common
 * punctuation (isLatinLetter, isPunctuationBeyondAscii) don't cover (then TOKEN itself
 * decides). Mirrors the regular expression's alternatives and the order in which it
 * backtracks; a test compares the two on the quality corpora.
 */
export function asciiTokenEnd(text: string, i: number): number {
  // Initials: [A-Z][a-z]?\.(?:-?[A-Z]\.)+ — tried first, as the regex's first alternative.
  let j = i + 1;
  const second = codeAt(text, j);
  // A letter beyond ASCII with no full stop after it, or a punctuation mark: no initial ("Müller", "A”").
  const noInitial = second >= 128 && ((isLatinLetter(second) && codeAt(text, j + 1) !== 46) || isPunctuationBeyondAscii(second));
  if (second >= 128 && !noInitial) return FALLBACK;
  if (isLowerAscii(second)) j++;
  if (!noInitial && codeAt(text, j) === 46) {
    // Backtracking from the longest repetition: an end followed by the next initial's letter
    // fails the look-ahead, one followed by its "-" passes, so only two ends can be the answer.
    let longest = -1;
    let beforeDash = -1;
    let k = j + 1;
    for (;;) {
      let p = k;
      const dash = codeAt(text, p) === 45;
      if (dash) p++;
      const c = codeAt(text, p);
      if (c >= 128) return FALLBACK;
      if (!isUpperAscii(c) || codeAt(text, p + 1) !== 46) break;
      if (dash && longest >= 0) beforeDash = longest;
      k = p + 2;
      longest = k;
    }
    if (longest >= 0) {
      const ok = tokenMayEndAt(text, longest);
      if (ok === 1) return longest;
      if (ok === -1) return FALLBACK;
      if (beforeDash >= 0) return beforeDash;
    }
  }
  // A word: [A-Z][A-Za-z]*(?:['’-][A-Za-z][A-Za-z]*)*(?:(?<=s)['’](?![A-Za-z]))?\.? (letters
  // of Latin script beyond ASCII included).
  j = i + 1;
  while (isLatinLetter(codeAt(text, j))) j++;
  let lastGroup = -1;
  for (;;) {
    const c = codeAt(text, j);
    if (c !== 45 && !isQuoteCode(c)) {
      if (c >= 128 && !isPunctuationBeyondAscii(c)) return FALLBACK;
      break;
    }
    const next = codeAt(text, j + 1);
    if (!isLatinLetter(next)) {
      if (next >= 128 && !isPunctuationBeyondAscii(next)) return FALLBACK;
      break;
    }
    lastGroup = j;
    j += 2;
    while (isLatinLetter(codeAt(text, j))) j++;
  }
  let possessive = 0;
  if (codeAt(text, j - 1) === 115 && isQuoteCode(codeAt(text, j))) {
    const next = codeAt(text, j + 1);
    if (next >= 128 && !isLatinLetter(next) && !isPunctuationBeyondAscii(next)) return FALLBACK;
    if (!isLatinLetter(next)) possessive = 1;
  }
  const dot = codeAt(text, j + possessive) === 46 ? 1 : 0;
  // Backtracking order: without the full stop, without the possessive, then back to before the
  // last "-"/"'" group (whose character always passes the look-ahead).
  const full = tokenMayEndAt(text, j + possessive + dot);
  if (full !== 0) return full === 1 ? j + possessive + dot : FALLBACK;
  if (dot) {
    const ok = tokenMayEndAt(text, j + possessive);
    if (ok !== 0) return ok === 1 ? j + possessive : FALLBACK;
  }
  if (possessive) return j;
  return lastGroup >= 0 ? lastGroup : NO_TOKEN;
}

/** The code at `j`, 0 past the end. */
function codeAt(text: string, j: number): number {
  return j < text.length ? text.charCodeAt(j) : 0;
}

/** TOKEN's closing look-ahead at `e`: 1 passes, 0 fails, -1 needs Unicode classes. */
function tokenMayEndAt(text: string, e: number): number {
  if (e >= text.length) return 1;
  const c = text.charCodeAt(e);
  if (c >= 128) return isLatinLetter(c) ? 0 : isPunctuationBeyondAscii(c) ? 1 : -1;
  if (isLetterAscii(c) || (c >= 48 && c <= 57) || c === 95 || c === 64) return 0;
  if (c !== 46 || e + 1 >= text.length) return 1;
  const next = text.charCodeAt(e + 1);
  if (next >= 128) return isLatinLetter(next) ? 0 : isPunctuationBeyondAscii(next) ? 1 : -1;
  return isLetterAscii(next) || (next >= 48 && next <= 57) ? 0 : 1;
}

/** A letter of Latin script: ASCII, Latin-1 (but × and ÷), Latin Extended-A and -B (all \p{L}). */
function isLatinLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7);
}

/** Punctuation beyond ASCII that prose puts beside words, none of it a letter, mark or number: no-break space, « », dashes, curly quotes, bullet, ellipsis. */
function isPunctuationBeyondAscii(c: number): boolean {
  return c === 0xa0 || c === 0xab || c === 0xbb || (c >= 0x2010 && c <= 0x2027);
}

function isQuoteCode(c: number): boolean {
  return c === 39 || c === 0x2019;
}

function isUpperAscii(c: number): boolean {
  return c >= 65 && c <= 90;
}

function isLowerAscii(c: number): boolean {
  return c >= 97 && c <= 122;
}

function isLetterAscii(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}

/** The end of the letters, marks and digits from `i` on. */
function wordEnd(text: string, i: number): number {
  let j = i;
  for (; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c >= 128) break;
    if (!((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57))) return j;
  }
  if (j >= text.length) return j;
  WORD_REST.lastIndex = j;
  WORD_REST.exec(text);
  return WORD_REST.lastIndex;
}

/** What a token's written form (the matched text, full stop and possessive included) decides. */
interface Spelling {
  raw: string;
  word: string;
  key: string;
  initial: boolean;
  allCaps: boolean;
  /** The token's end minus its start. */
  length: number;
  facts: WordFacts;
  cues: WordCues;
  nameWord: boolean;
  unknownWord: number;
  /** A log line's level or an HTTP request's method (LogWord), whatever stands around it. */
  logWord: LogWord;
}

// Spellings by a hash of their characters (lib/spelling-table.ts). A text repeats few spellings
// (the bench corpus: 14k tokens, 1.3k keys), so hashing a token's characters in place and
// comparing them with startsWith replaces slicing and lower-casing two strings per token.
const spellings = new SpellingTable<Spelling>(1 << 12, 1 << 17);

/** The spelling of text[start, rawEnd). */
function spellingAt(text: string, start: number, rawEnd: number): Spelling {
  let h = FNV_OFFSET;
  for (let j = start; j < rawEnd; j++) h = Math.imul(h ^ text.charCodeAt(j), FNV_PRIME);
  const known = spellings.find(text, start, rawEnd, h);
  if (known) return known;
  const sp = newSpelling(text.slice(start, rawEnd));
  spellings.add(sp, h);
  return sp;
}

function newSpelling(raw: string): Spelling {
  // [0, wordEnd): the word without a trailing full stop, possessive or apostrophe.
  let wordEnd = raw.length;
  const endsWithDot = raw.charCodeAt(raw.length - 1) === 46;
  const initial = endsWithDot && isInitial(raw, 0, raw.length) && !DOTTED_WORDS.hasLowerCased(raw, 0, raw.length - 1);
  let dotted = false;
  if (!initial && endsWithDot) {
    wordEnd--;
    dotted = true;
  }
  // "Workers’ Party": the apostrophe stays inside the span, out of the word.
  let extra = 0;
  const last = raw.charCodeAt(wordEnd - 1);
  if (last === 115 /* s */ && wordEnd > 3 && isQuote(raw.charCodeAt(wordEnd - 2))) wordEnd -= 2;
  else if (isQuote(last)) {
    wordEnd--;
    extra = 1;
  }
  const word = raw.slice(0, wordEnd);
  const key = foldKey(word);
  const sp = new SpellingOf(
    raw,
    word,
    key,
    initial,
    !initial && word.length >= 2 && isUpperAt(word, 1) && isAllCaps(word),
    initial ? word.length : word.length + extra + (dotted && DOTTED_WORDS.has(key, 0, key.length) ? 1 : 0),
    factsOf(key, key === word.toLowerCase()),
    cuesOfKey(key),
  );
  // The name passes ask this of most tokens, several times each.
  sp.nameWord = isNameWordOf(sp);
  sp.logWord = LOG_LEVELS.has(raw) ? LogWord.Level : REQUEST_METHODS.has(raw) ? LogWord.Method : LogWord.None;
  return sp;
}

/** What a token's spelling may be in a log line: its level, or an HTTP request's method. */
const LogWord = { None: 0, Level: 1, Method: 2 } as const;
type LogWord = (typeof LogWord)[keyof typeof LogWord];
// The levels of log4j/logback, Python's logging, syslog (RFC 5424) and Go's slog, as their
// formatters write them; the request methods of RFC 9110 (section 9) and PATCH (RFC 5789).
const LOG_LEVELS = new Set(['TRACE', 'DEBUG', 'INFO', 'NOTICE', 'WARN', 'WARNING', 'ERROR', 'CRITICAL', 'FATAL']);
const REQUEST_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']);

/**
 * Whether the token text[start, end), spelt as a log level or a request method (`kind`), stands
 * where a log's machine writes it, with nothing beside it that a name finder could read with it:
 * - a level after a time and one blank (`…:02.039Z INFO  service=auth`, `12:00:01 ERROR
 *   inventory`), blanks after it and a word in lower case (a key, a logger): no capitalised
 *   word beside it on either side;
 * - a method opening a request line's quotes before its path (`"GET /api/v1/search HTTP/1.1"`).
 */
function isLogWordAt(text: string, start: number, end: number, kind: LogWord): boolean {
  if (kind === LogWord.Method) return start > 0 && text.charCodeAt(start - 1) === 34 && text.charCodeAt(end) === 32 && text.charCodeAt(end + 1) === 47;
  if (start < 2 || text.charCodeAt(start - 1) !== 32) return false;
  const before = text.charCodeAt(start - 2);
  if (!((before >= 48 && before <= 57) || before === 90 /* Z */)) return false;
  let j = end;
  while (text.charCodeAt(j) === 32) j++;
  const after = text.charCodeAt(j);
  return j > end && after >= 97 && after <= 122;
}

/**
 * A Spelling made by a constructor, not an object literal: V8 makes a literal's boilerplate on
 * its second run with the computed fields uninitialized, which widened the recorded types of
 * `facts` and `cues` and threw away the optimized code of every phase that read them.
 */
class SpellingOf implements Spelling {
  nameWord = false;
  unknownWord = 0;
  logWord: LogWord = LogWord.None;

  constructor(
    readonly raw: string,
    readonly word: string,
    readonly key: string,
    readonly initial: boolean,
    readonly allCaps: boolean,
    readonly length: number,
    readonly facts: WordFacts,
    readonly cues: WordCues,
  ) {}
}

function isQuote(c: number): boolean {
  return c === 39 || c === 0x2019;
}

/** INITIAL on text[from, to) without slicing when it is ASCII. */
function isInitial(text: string, from: number, to: number): boolean {
  for (let j = from; j < to; j++) if (text.charCodeAt(j) >= 128) return INITIAL.test(text.slice(from, to));
  // ^[A-Z][a-z]?\.(?:-?[A-Z]\.)*$
  const up = (j: number) => {
    const c = text.charCodeAt(j);
    return c >= 65 && c <= 90;
  };
  let j = from;
  if (!up(j)) return false;
  j++;
  const c = text.charCodeAt(j);
  if (c >= 97 && c <= 122) j++;
  if (text.charCodeAt(j) !== 46) return false;
  j++;
  while (j < to) {
    if (text.charCodeAt(j) === 45) j++;
    if (j >= to || !up(j) || text.charCodeAt(j + 1) !== 46) return false;
    j += 2;
  }
  return j === to;
}

/** ALL_CAPS: capitals, digits, "&" and "-" only. */
function isAllCaps(word: string): boolean {
  for (let j = 0; j < word.length; j++) {
    const c = word.charCodeAt(j);
    if (c >= 128) return ALL_CAPS.test(word);
    if (!((c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 38 || c === 45)) return false;
  }
  return true;
}

/** Characters skipped before a token when looking for what precedes it: spaces, quotes, brackets, bullets, a file's byte order mark. */
function isLeadIn(c: number): boolean {
  return c === 32 || c === 9 || c === 34 || c === 0x201c || c === 40 || c === 39 || c === 0x2018 || c === 42 || c === 45 || c === 0x2022 || c === 0xfeff;
}

/** True when `pos` starts a sentence, a line or a bracketed/quoted part. */
export function isSentenceStart(text: string, pos: number): boolean {
  let i = pos - 1;
  while (i >= 0 && isLeadIn(text.charCodeAt(i))) i--;
  if (i < 0) return true;
  const c = text.charCodeAt(i);
  // \n \r ! ? : ; > | #
  if (c === 10 || c === 13 || c === 33 || c === 63 || c === 58 || c === 59 || c === 62 || c === 124 || c === 35) return true;
  if (c !== 46) return false;
  // "Mr. Smith", "A. Smith": the full stop ends an abbreviation or initial, not a sentence.
  let j = i - 1;
  while (j >= 0 && isLetter(text.charCodeAt(j))) j--;
  if (i - j - 1 === 1 && isUpperAt(text, i - 1)) return false;
  return !DOTTED_WORDS.hasLowerCased(text, j + 1, i);
}

/**
 * Where the word that ends just before `end` starts, skipping spaces and tabs (and a comma
 * when `comma`); -1 when a non-letter comes first. The word ends at wordEndBefore(text, end,
 * comma). Numbers rather than a [start, end] pair: this runs for thousands of tokens.
 */
export function wordStartBefore(text: string, end: number, comma = false): number {
  const e = wordEndBefore(text, end, comma);
  let s = e;
  while (s > 0 && s > end - 30 && isLetter(text.charCodeAt(s - 1))) s--;
  return s < e ? s : -1;
}

/** `end` less the spaces and tabs (and a comma when `comma`) right before it. */
export function wordEndBefore(text: string, end: number, comma = false): number {
  let e = end;
  while (e > 0 && isBlankOrComma(text.charCodeAt(e - 1), comma)) e--;
  return e;
}

function isBlankOrComma(c: number, comma: boolean): boolean {
  return c === 32 || c === 9 || (comma && c === 44);
}

/** Whether text[start, end) is `word`, without slicing it out. */
export function isWordAt(text: string, start: number, end: number, word: string): boolean {
  return end - start === word.length && text.startsWith(word, start);
}

function isLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c > 127 && /\p{L}/u.test(String.fromCharCode(c)));
}

/**
 * A regular expression built on first use: parsing the large Unicode-aware ones costs
 * milliseconds, which `anonymize text` would otherwise pay at start-up on every run.
 */
export function lazyRegExp(build: () => RegExp): () => RegExp {
  let re: RegExp | undefined;
  return () => (re ??= build());
}

/** The index of the first token from `from` on that starts at or after `pos` (tokens.length when none does). */
export function firstTokenAt(tokens: readonly CapToken[], pos: number, from = 0): number {
  let lo = from;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (tokens[mid]!.start < pos) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
