import { BoundedMemo } from '../lib/bounded-memo.js';
import { isCommonWord, isRareWord } from './names-gazetteer.js';

/**
 * Whether a lower-case word that no list knows (no English word, name, place or chat word) is
 * likelier a name than a slip of the keyboard or a coinage: a post writes its people in lower
 * case (`krithika`, `hangwani`), and also misspells (`freinds`, `borring`), stretches (`sooo`)
 * and glues words (`fucktard`, `liftgate`). A name is none of those:
 * - no letter three times in a row;
 * - one edit (a letter dropped, added, changed, or two swapped) from no common English word
 *   or its plural, for words of five letters or more (shorter names are too often one letter from a word:
 *   `klay`, `desi`);
 * - no two words of three letters or more glued together (common, rarer or software words);
 * - no word clipped as chat writes it (`chillin`);
 * and the caller takes none quoted alone or in a line of code.
 * `key`: lower-case ASCII letters. Memoized: the same words recur in a stream of posts.
 */
export function mayBeUnknownName(key: string): boolean {
  return verdicts.get(key, judge);
}

const verdicts = new BoundedMemo<string, boolean>(20_000);

function judge(key: string): boolean {
  if (key.length < 4 || key.length > 20 || /(.)\1\1/.test(key) || LAUGH.test(key) || isTermOfArt(key)) return false;
  if (isCompound(key) || isClipped(key)) return false;
  return key.length < 5 || !nearCommonWord(key);
}

/**
 * "mellitus", "rheumatologist", "nephrectomy", "sarcoidosis": a word of medicine or a trade by
 * its Latin or Greek ending (the word lists hold the common ones only), never a person's name.
 */
export function isTermOfArt(key: string): boolean {
  return key.length >= 7 && TERM_ENDING.test(key);
}

const TERM_ENDING = /(?:itus|itis|osis|iasis|a?emia|ectomy|otomy|ostomy|oscopy|ologist|ology|iatrist|iatry|ician|osus|idus)$/;

/** "hhaahaa", "ahahahha", "hehee": a laugh typed loosely (two h's among vowels, nothing else). */
const LAUGH = /^[aeiou]*h+[aeiou]+h[aehiou]*$/;

/** Two words glued ("liftgate", "funcname": common or rarer and software words, three letters or more each). */
function isCompound(key: string): boolean {
  for (let cut = 3; cut <= key.length - 3; cut++) {
    if (isWord(key.slice(0, cut)) && isWord(key.slice(cut))) return true;
  }
  return false;
}

const isWord = (key: string): boolean => isCommonWord(key) || isRareWord(key);

/** A word written as it is said in chat, its final "g" dropped ("chillin", "spammin": "-in" for "-ing"). */
function isClipped(key: string): boolean {
  return key.endsWith('in') && isWord(`${key}g`);
}

/** A common word or its plural in "s" (the list holds the singular: "moments" is "moment"'s). */
const isCommonForm = (key: string): boolean => isCommonWord(key) || (key.endsWith('s') && isCommonWord(key.slice(0, -1)));

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One edit from a common word or its plural (the word itself is none). */
function nearCommonWord(key: string): boolean {
  const n = key.length;
  for (let i = 0; i < n; i++) {
    const head = key.slice(0, i);
    const tail = key.slice(i + 1);
    // Dropped: "successfull" -> "successful".
    if (isCommonForm(head + tail)) return true;
    // Swapped: "freinds" -> "friends".
    if (i + 1 < n && key[i] !== key[i + 1] && isCommonForm(head + key[i + 1] + key[i] + key.slice(i + 2))) return true;
    // Changed: "vidio" -> "video".
    for (const c of LETTERS) if (c !== key[i] && isCommonForm(head + c + tail)) return true;
  }
  // Added: "awsome" -> "awesome".
  for (let i = 0; i <= n; i++) {
    const head = key.slice(0, i);
    const tail = key.slice(i);
    for (const c of LETTERS) if (isCommonForm(head + c + tail)) return true;
  }
  return false;
}
