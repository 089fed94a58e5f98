import { LanguageText } from './names-language.js';
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
    super(text, FUNCTION_WORD);
  }
}

// None an English word ("to", "do", "na", "pan", "mam" are left out) nor a single letter ("w", "z").
const FUNCTION_WORDS = `się nie jest że czy pani pana panu państwa proszę dziękuję dziękujemy bardzo jestem jesteśmy może być był była
  było już oraz który która które jako przez dla tylko został została także więc ponieważ jeśli jeżeli będzie będę mój moja moje
  nasz nasza wasz wasza za dzień dobry witam`.split(/\s+/);
// Longest first, whole words only; a capital only as a sentence's first letter ("Dziękuję", "Proszę").
const FUNCTION_WORD = lazyRegExp(
  () =>
    new RegExp(
      `(?:^|[^A-Za-z\\u00c0-\\u024f])(${[...new Set(FUNCTION_WORDS)]
        .sort((a, b) => b.length - a.length)
        .map((w) => `[${w[0]!.toUpperCase()}${w[0]}]${w.slice(1)}`)
        .join('|')})(?![A-Za-z\\u00c0-\\u024f])`,
      'g',
    ),
);
