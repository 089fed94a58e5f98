import { functionWordRegExp, LanguageText } from './names-language.js';
import { lazyRegExp } from './names-tokens.js';

/**
 * Whether the text around a position is Polish, where a capitalised word no list knows at a
 * sentence's start is an ordinary word ("Dziękuję za wiadomość", "Proszę o kontakt"): as
 * DutchText does for Dutch, known by two or more of the language's commonest words that English
 * does not write. Polish writes its nouns in lower case, so a capitalised word inside a sentence
 * stays a name ("pani Kowalska").
 */
export class PolishText extends LanguageText {
  constructor(text: string) {
    super(text, FUNCTION_WORD, undefined, POLISH_LETTER);
  }
}

// None an English word ("to", "do", "na", "pan", "mam" are left out) nor a single letter ("w", "z"); a
// form's "Imię i nazwisko" (first name and surname) and the weekdays but "sobota" (a surname too).
const FUNCTION_WORDS = `się nie jest że czy pani pana panu państwa proszę dziękuję dziękujemy bardzo jestem jesteśmy może być był była
  było już oraz który która które jako przez dla tylko został została także więc ponieważ jeśli jeżeli będzie będę mój moja moje
  nasz nasza wasz wasza za dzień dobry witam
  pomiędzy między dniu zawarta zawarty zawarte zwanym zwaną zwany zwana zamieszkały zamieszkała niniejsza niniejszym
  imię nazwisko poniedziałek wtorek środa czwartek piątek niedziela`.split(/\s+/);
// A Polish block writes one of its own letters at least (ó is Spanish too).
const POLISH_LETTER = /[\u0105\u0119\u0142\u015b\u017c\u017a\u0107\u0144\u0104\u0118\u0141\u015a\u017b\u0179\u0106\u0143]/;
const FUNCTION_WORD = lazyRegExp(() => functionWordRegExp(FUNCTION_WORDS));
