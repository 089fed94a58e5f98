import { Positions } from './positions.js';

/**
 * V8's indexOf searches a string of up to 6 characters with a fast first-character scan, and a
 * longer one with a Boyer-Moore-Horspool variant that is 20 times slower on prose in UTF-16
 * (0.25 ms against 0.01 on the bench corpus): longer literals are searched by this prefix.
 */
const FAST_SEARCH = 6;

/**
 * Where `literal` next occurs in `text` from `from` on, or -1: indexOf of its `prefix` (its
 * first FAST_SEARCH characters), fast for long literals too.
 */
function nextOccurrence(text: string, literal: string, prefix: string, from: number): number {
  for (let i = text.indexOf(prefix, from); i !== -1; i = text.indexOf(prefix, i + 1)) {
    if (prefix === literal || text.startsWith(literal, i)) return i;
  }
  return -1;
}

/** Whether `literal` occurs in `text`: `includes`, fast for long literals too. */
export function hasLiteral(text: string, literal: string): boolean {
  return nextOccurrence(text, literal, literal.slice(0, FAST_SEARCH), 0) !== -1;
}

/**
 * Every place where `literal` occurs in `text` (case as written), ascending, in an Int32Array
 * (a log has a ":" and a "=" every few words: millions of places).
 */
export function literalOccurrences(text: string, literal: string): Int32Array {
  const found = new Positions();
  const prefix = literal.slice(0, FAST_SEARCH);
  for (let i = nextOccurrence(text, literal, prefix, 0); i !== -1; i = nextOccurrence(text, literal, prefix, i + 1)) found.push(i);
  return found.done();
}
