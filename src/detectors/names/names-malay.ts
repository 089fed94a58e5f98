import { functionWordRegExp, LanguageText } from './names-language.js';
import { lazyRegExp } from './names-tokens.js';

/**
 * Whether the text around a position is Malay or Indonesian, where a capitalised word no list
 * knows at a sentence's start is an ordinary word ("Bayaran balik cukai akan dikreditkan…",
 * "Sila semak…"): as DutchText does for Dutch, known by two or more of the languages'
 * commonest function words that English does not write.
 */
export class MalayText extends LanguageText {
  constructor(text: string) {
    super(text, FUNCTION_WORD);
  }
}

// None an English word nor a particle or a given name ("dan", "di", "ke", "ini" are left out).
const FUNCTION_WORDS = `yang untuk dengan itu kepada tidak dari pada telah anda kami saya akan bagi atau oleh dalam
  sebanyak adalah ialah bahawa bahwa sudah belum juga dapat boleh harus tersebut terima kasih hormat`.split(/\s+/);
const FUNCTION_WORD = lazyRegExp(() => functionWordRegExp(FUNCTION_WORDS));
