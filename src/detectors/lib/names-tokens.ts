import { foldKey } from './names-fold.js';

/** A capitalized word (or initials) in the text, the unit the name finders reason about. */
export interface CapToken {
  start: number;
  /** End of the word, without a possessive "'s" and without a sentence-final full stop. */
  end: number;
  /** The word as written, without possessive and trailing full stop. */
  word: string;
  /** foldKey(word) */
  key: string;
  /** A full stop follows directly ("Mr.", "Inc.", "A."). */
  dotted: boolean;
  /** "A.", "Z.M.", "Cz.", "A.-M.": a given name reduced to initials. */
  initial: boolean;
  /** Two or more capitals and no lower-case letter ("PKK", "THE"). */
  allCaps: boolean;
  /** Nothing but a sentence boundary, a line start or an opening bracket/quote before it. */
  sentenceStart: boolean;
  /** Filled in by facts() on first use. */
  facts?: WordFacts;
}

/** What the gazetteers and cue lists say about one token (memoized per key). */
export interface WordFacts {
  given: boolean;
  family: boolean;
  common: boolean;
  place: number;
  honorific: boolean;
  orgHead: boolean;
  placeHead: boolean;
  street: boolean;
  calendar: boolean;
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
const POSSESSIVE = /['’]s$/;
const ALL_CAPS = /^[\p{Lu}\p{N}&-]+$/u;

/** Abbreviations whose full stop belongs to them rather than ending a sentence. */
const DOTTED_WORDS = new Set(['mr', 'mrs', 'ms', 'dr', 'prof', 'st', 'jr', 'sr', 'inc', 'ltd', 'co', 'corp', 'no', 'nos', 'rev', 'gen', 'col', 'capt', 'lt', 'sgt', 'messrs', 'mme', 'mlle', 'ave', 'rd', 'blvd', 'av', 'ul', 'pl', 'al']);

function isUpperAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 128) return c >= 65 && c <= 90;
  return UPPER.test(text[i]!);
}

// Candidates for a capital: ASCII A-Z and everything beyond Latin-1's lower half; a regex
// with a plain character class scans far faster than a \p{Lu} class or a charCodeAt loop.
const CAPITAL_CANDIDATE = /[A-Z\u00c0-\uffff]/g;
const WORD_REST = /[\p{L}\p{M}\p{N}]*/uy;

export function tokenize(text: string): CapToken[] {
  const out: CapToken[] = [];
  CAPITAL_CANDIDATE.lastIndex = 0;
  let c: RegExpExecArray | null;
  while ((c = CAPITAL_CANDIDATE.exec(text)) !== null) {
    const i = c.index;
    if (!isUpperAt(text, i)) continue;
    let start = i;
    if (i > 0 && WORDISH.test(text[i - 1]!)) {
      const prev = text[i - 1]!;
      const prefix = prev === '-' || prev === "'" || prev === '’' ? NAME_PREFIX.exec(text.slice(Math.max(0, i - 5), i)) : null;
      if (!prefix) {
        // Inside a word or an identifier ("iPhone", "x-Ray"): skip to its end.
        WORD_REST.lastIndex = i + 1;
        WORD_REST.exec(text);
        CAPITAL_CANDIDATE.lastIndex = WORD_REST.lastIndex;
        continue;
      }
      start = i - prefix[0].length;
    }
    TOKEN.lastIndex = i;
    const m = TOKEN.exec(text);
    if (!m) continue;
    const raw = start < i ? text.slice(start, i) + m[0] : m[0];
    out.push(makeToken(text, start, raw));
    CAPITAL_CANDIDATE.lastIndex = start + raw.length;
  }
  return out;
}

function makeToken(text: string, start: number, raw: string): CapToken {
  let word = raw;
  const initial = raw.endsWith('.') && INITIAL.test(word) && !DOTTED_WORDS.has(word.slice(0, -1).toLowerCase());
  let dotted = false;
  if (!initial && word.endsWith('.')) {
    word = word.slice(0, -1);
    dotted = true;
  }
  // "Workers’ Party": the apostrophe stays inside the span, out of the word.
  let extra = 0;
  const lastChar = word.charCodeAt(word.length - 1);
  if (lastChar === 115 /* s */ && word.length > 3 && POSSESSIVE.test(word)) word = word.slice(0, -2);
  else if (lastChar === 39 || lastChar === 0x2019) {
    word = word.slice(0, -1);
    extra = 1;
  }
  const key = foldKey(word);
  const allCaps = !initial && word.length >= 2 && isUpperAt(word, 1) && ALL_CAPS.test(word);
  return {
    start,
    end: start + (initial ? word.length : word.length + extra + (dotted && DOTTED_WORDS.has(key) ? 1 : 0)),
    word,
    key,
    dotted,
    initial,
    allCaps,
    sentenceStart: isSentenceStart(text, start),
  };
}

/** True when `pos` starts a sentence, a line or a bracketed/quoted part. */
function isSentenceStart(text: string, pos: number): boolean {
  let i = pos - 1;
  while (i >= 0 && (text[i] === ' ' || text[i] === '\t' || text[i] === '"' || text[i] === '“' || text[i] === '(' || text[i] === '\'' || text[i] === '‘' || text[i] === '*' || text[i] === '-' || text[i] === '•')) i--;
  if (i < 0) return true;
  const c = text[i]!;
  if (c === '\n' || c === '\r' || c === '!' || c === '?' || c === ':' || c === ';' || c === '>' || c === '|' || c === '#') return true;
  if (c !== '.') return false;
  // "Mr. Smith", "A. Smith": the full stop ends an abbreviation or initial, not a sentence.
  let j = i - 1;
  while (j >= 0 && /[\p{L}]/u.test(text[j]!)) j--;
  const before = text.slice(j + 1, i);
  if (before.length === 1 && /\p{Lu}/u.test(before)) return false;
  return !DOTTED_WORDS.has(before.toLowerCase());
}

/** The text between two tokens. */
export function gapBetween(text: string, a: CapToken, b: CapToken): string {
  return text.slice(a.end, b.start);
}

/**
 * The word that ends just before `end`, skipping spaces and tabs (and a comma when
 * `comma`), as [start, end]; undefined when a non-letter comes first.
 */
export function wordBefore(text: string, end: number, comma = false): [number, number] | undefined {
  let e = end;
  while (e > 0 && (text[e - 1] === ' ' || text[e - 1] === '\t' || (comma && text[e - 1] === ','))) e--;
  let s = e;
  while (s > 0 && s > end - 30 && isLetter(text.charCodeAt(s - 1))) s--;
  return s < e ? [s, e] : undefined;
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
