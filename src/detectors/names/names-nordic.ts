import { functionWordRegExp, LanguageText } from './names-language.js';
import { lazyRegExp } from './names-tokens.js';

/**
 * Whether the text around a position is Danish, Norwegian or Swedish, where a capitalised word no
 * list knows at a sentence's start is an ordinary word ("Beløbet udbetales til din konto",
 * "Ansøgningen er modtaget"): as DutchText does for Dutch, known by two or more of the languages'
 * commonest function words that English does not write.
 */
export class NordicText extends LanguageText {
  constructor(text: string) {
    super(text, FUNCTION_WORD);
  }
}

// None an English word of prose or chat ("er", "af", "og", "men", "for", "den", "som", "dit" are
// left out) nor a particle of names; the weekdays of Swedish, Danish and Norwegian.
const FUNCTION_WORDS = `til din dine jeg jer deres ikke også eller når hvis blev bliver være venlig venlige hilsen
  kære tak meget skal kan har med det vil på jag inte och också är ska tack hälsningar
  måndag tisdag onsdag torsdag fredag lördag söndag mandag tirsdag lørdag søndag`.split(/\s+/);
const FUNCTION_WORD = lazyRegExp(() => functionWordRegExp(FUNCTION_WORDS));
const FUNCTION_WORD_SET: ReadonlySet<string> = new Set(FUNCTION_WORDS);

/**
 * One of the function words above, which the lists may hold as a given name too: `Kan` opening a
 * Swedish question ("Kan du skicka …?", the lead's session-28 probes), `Vil`, `Har`.
 */
export function isNordicFunctionWord(key: string): boolean {
  return FUNCTION_WORD_SET.has(key);
}
