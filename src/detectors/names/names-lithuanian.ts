import { functionWordRegExp, LanguageText } from './names-language.js';
import { lazyRegExp } from './names-tokens.js';

/**
 * Whether the text around a position is Lithuanian, where a capitalised word no list knows at a
 * sentence's start is an ordinary word ("Informuojame, kad…", "Deklaracijoje nurodyta…", "Jeigu
 * turite klausimų": a tax office's letter): as PolishText does for Polish, known by two or more of
 * the language's commonest words that English does not write, in a block that writes one of its
 * own letters.
 */
export class LithuanianText extends LanguageText {
  constructor(text: string) {
    super(text, FUNCTION_WORD, undefined, LITHUANIAN_LETTER);
  }
}

// None an English word ("per", "no", "tai" are left out) nor a single letter ("į").
const FUNCTION_WORDS = `kad yra bei jūsų jūs jums jus pagal dėl iki nuo arba jeigu jei kaip taip bus buvo turite mes mūsų
  prašome informuojame pagarbiai kuris kuri kurie savo tik dar apie ar ir nėra galite gerb`.split(/\s+/);
// A Lithuanian block writes one of its own letters at least (ą, ę, č, š, ž are Polish's or Czech's too).
const LITHUANIAN_LETTER = /[\u0117\u012f\u0173\u016b\u0116\u012e\u0172\u016a]/;
const FUNCTION_WORD = lazyRegExp(() => functionWordRegExp(FUNCTION_WORDS));

/**
 * Whether a street's abbreviation and a house number follow the word ending at `end`
 * (`Savanorių pr. 214-17`, `Gedimino g. 5`): a street named after people or a place, which the
 * name rules keep taking (an address's part) even in a Lithuanian block.
 */
export function streetNameBefore(text: string, end: number): boolean {
  return STREET_AFTER.test(text.slice(end, end + 12));
}
const STREET_AFTER = /^[ \t]+(?:g|pr|al|pl|skg|a)\.[ \t]*\d/u;
