import { Positions } from './positions.js';

/**
 * V8's indexOf searches a string of up to 6 characters with a fast first-character scan, and a
 * longer one with a Boyer-Moore-Horspool variant that is 20 times slower on prose in UTF-16
 * (0.25 ms against 0.01 on the bench corpus): longer literals are searched by a piece of them.
 */
const FAST_SEARCH = 6;

/**
 * The lower-case letters from the most to the least common in English prose (Lewand, Cryptological
 * Mathematics, 2000, the usual table of letter frequencies).
 */
const LETTERS_BY_FREQUENCY = 'etaoinshrdlcumwfgypbvkjxqz';

/**
 * How common a character is in text, higher for more common: a blank most, then the lower-case
 * letters by their frequency, then the sentence's punctuation; capitals, digits, other signs and
 * letters beyond ASCII least.
 */
function commonness(code: number): number {
  if (code === 32) return 100;
  if (code >= 97 && code <= 122) return 70 - LETTERS_BY_FREQUENCY.indexOf(String.fromCharCode(code));
  if (code === 44 || code === 46 || code === 10) return 40;
  return 0;
}

/**
 * Where in `literal` its search starts: at its least common character (the first of equals).
 * V8's indexOf finds the first character of what it searches by memchr and compares the rest at
 * each place it stops: " FROM stdin;" read from its blank stopped at every blank of a text (2 ms a
 * page of prose), read from its "F" at a few places (0.01 ms). A common letter starts a search
 * only with two more characters after it: each match of a shorter piece ("rt" of "hort", 2,000 a
 * page) comes back here to be compared.
 */
export function anchorOf(literal: string): number {
  let best = 0;
  for (let k = 1; k < literal.length; k++) {
    const c = commonness(literal.charCodeAt(k));
    if (c < commonness(literal.charCodeAt(best)) && (c === 0 || literal.length - k >= 3)) best = k;
  }
  return best;
}

/** How a literal is searched: `piece`, at most FAST_SEARCH characters of it from `offset` on. */
interface LiteralSearch {
  literal: string;
  offset: number;
  piece: string;
}

function searchOf(literal: string): LiteralSearch {
  const offset = anchorOf(literal);
  return { literal, offset, piece: literal.slice(offset, offset + FAST_SEARCH) };
}

/** Where `search`'s literal next occurs in `text` from `from` on, or -1. */
function nextOccurrence(text: string, search: LiteralSearch, from: number): number {
  const { literal, offset, piece } = search;
  const whole = offset === 0 && piece.length === literal.length;
  for (let i = text.indexOf(piece, from + offset); i !== -1; i = text.indexOf(piece, i + 1)) {
    if (whole || text.startsWith(literal, i - offset)) return i - offset;
  }
  return -1;
}

/** Whether `literal` occurs in `text`: `includes`, fast for long literals too. */
export function hasLiteral(text: string, literal: string): boolean {
  return nextOccurrence(text, searchOf(literal), 0) !== -1;
}

/**
 * Every place where `literal` occurs in `text` (case as written), ascending, in an Int32Array
 * (a log has a ":" and a "=" every few words: millions of places).
 */
export function literalOccurrences(text: string, literal: string): Int32Array {
  const found = new Positions();
  const search = searchOf(literal);
  for (let i = nextOccurrence(text, search, 0); i !== -1; i = nextOccurrence(text, search, i + 1)) found.push(i);
  return found.done();
}
