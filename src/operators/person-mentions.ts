import { foldKey } from '../lexicon/fold.js';
import { HONORIFICS } from '../lexicon/honorifics.js';

/**
 * The words that identify a person in a PERSON_NAME value, folded, without titles: "Mr A.
 * Demetriades" -> ["a.", "demetriades"]. Empty when nothing but titles and initials is left.
 */
export function nameWords(value: string): string[] {
  const words = value
    .split(/[\s,]+/)
    .map((w) => foldKey(w.replace(/['’]s$/, '')))
    .filter((w) => w !== '' && !HONORIFICS.has(w.replace(/\.$/, '')));
  return words.some((w) => !isInitial(w)) ? words : [];
}

/**
 * Whether every word of `short` matches its own word of `long` in order: the same word, or an
 * initial of it ("j." for "john"). "Kaya" is a mention of "Ayşe Kaya"; "J. Smith" of "John
 * Smith"; "Smith" is not one of "Smithson".
 */
export function isMentionOf(short: readonly string[], long: readonly string[]): boolean {
  if (short.length === 0 || short.length > long.length) return false;
  let j = 0;
  for (const w of short) {
    while (j < long.length && !sameOrInitial(w, long[j]!)) j++;
    if (j === long.length) return false;
    j++;
  }
  return true;
}

function sameOrInitial(a: string, b: string): boolean {
  if (a === b) return true;
  if (isInitial(a)) return b.startsWith(a[0]!);
  if (isInitial(b)) return a.startsWith(b[0]!);
  return false;
}

function isInitial(w: string): boolean {
  return w.length <= 2 && (w.length === 1 || w.endsWith('.'));
}
