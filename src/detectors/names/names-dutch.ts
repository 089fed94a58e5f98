import { functionWordRegExp, LanguageText } from './names-language.js';
import { lazyRegExp } from './names-tokens.js';

/**
 * Whether the text around a position is Dutch, where a capitalised word no list knows at a
 * sentence's start is an ordinary word ("Stuur de overeenkomst terug", "Hierbij ontvangt u…",
 * "Geachte mevrouw…"): as RomanceText does for Spanish and Italian, known by two or more of
 * the language's commonest function words that English does not write.
 */
export class DutchText extends LanguageText {
  constructor(text: string) {
    super(text, FUNCTION_WORD);
  }
}

// None an English word or a particle of names ("van", "de", "den", "der", "ter", "ten" are left out).
const FUNCTION_WORDS = `het een onze uw jullie wij zij niet naar voor worden wordt werd heeft hebben deze ook
  maar bij graag kunt moet zou zullen waar wanneer omdat hierbij alstublieft bedankt geachte mevrouw heer
  gaat ontvangt ontvangen vriendelijke groet zijn uit alle terug wilt ik mij jij`.split(/\s+/);
const FUNCTION_WORD = lazyRegExp(() => functionWordRegExp(FUNCTION_WORDS));
