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
}

// A capitalized word with inner apostrophes and hyphens (O'Neil, Xenides-Arestis, al-Hassan,
// d'Artagnan), or initials. Not inside an e-mail address, a URL path or an identifier.
const TOKEN =
  /(?<![\p{L}\p{M}\p{N}_@.'’\/\\-])(?:\p{Lu}\p{Ll}?\.(?:-?\p{Lu}\.)+|(?:(?:al|el|ad|as|ash|at|an|ar|ibn|bin|abu|d|O|Mc)['’-])?\p{Lu}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*(?:(?<=s)['’](?!\p{L}))?\.?)(?![\p{L}\p{M}\p{N}_@]|\.[\p{L}\p{N}])/gu;
const INITIAL = /^\p{Lu}\p{Ll}?\.(?:-?\p{Lu}\.)*$/u;
const POSSESSIVE = /['’]s$/;
const ALL_CAPS = /^[\p{Lu}\p{N}&-]+$/u;

/** Abbreviations whose full stop belongs to them rather than ending a sentence. */
const DOTTED_WORDS = new Set(['mr', 'mrs', 'ms', 'dr', 'prof', 'st', 'jr', 'sr', 'inc', 'ltd', 'co', 'corp', 'no', 'nos', 'rev', 'gen', 'col', 'capt', 'lt', 'sgt', 'messrs', 'mme', 'mlle', 'ave', 'rd', 'blvd', 'av', 'ul', 'pl', 'al']);

export function tokenize(text: string): CapToken[] {
  const out: CapToken[] = [];
  TOKEN.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = TOKEN.exec(text)) !== null) {
    let word = m[0];
    const start = m.index;
    const initial = INITIAL.test(word) && !DOTTED_WORDS.has(word.slice(0, -1).toLowerCase());
    let dotted = false;
    if (!initial && word.endsWith('.')) {
      word = word.slice(0, -1);
      dotted = true;
    }
    if (POSSESSIVE.test(word) && word.length > 3) word = word.slice(0, -2);
    // "Workers’ Party": the apostrophe stays inside the span, out of the word.
    let extra = 0;
    if (/s['’]$/.test(word)) {
      word = word.slice(0, -1);
      extra = 1;
    }
    const key = foldKey(word);
    const allCaps = !initial && word.length >= 2 && ALL_CAPS.test(word);
    out.push({
      start,
      end: start + (initial ? word.length : word.length + extra + (dotted && DOTTED_WORDS.has(key) ? 1 : 0)),
      word,
      key,
      dotted,
      initial,
      allCaps,
      sentenceStart: isSentenceStart(text, start),
    });
  }
  return out;
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
