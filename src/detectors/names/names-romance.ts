import { LanguageText } from './names-language.js';
import { lazyRegExp } from './names-tokens.js';

/**
 * Whether the text around a position is Spanish or Italian, where a capitalised word no list
 * knows at a sentence's start is an ordinary word ("Solicito que…", "Reclamación por…", "Vorrei
 * sapere…"): only English word lists ship, so every Spanish or Italian word is "unknown" to
 * them, and a sentence's first word is capitalised whatever it is. Known by two or more of the
 * languages' commonest function words that English does not write (articles, prepositions,
 * pronouns, auxiliaries), as GermanText does for German. Checked only for an unknown word that
 * opens a sentence, once per block of text; names inside a sentence are found as before.
 */
export class RomanceText extends LanguageText {
  constructor(text: string) {
    super(text, FUNCTION_WORD);
  }
}

// Spanish, then Italian; none an English word or a particle of names ("de", "del", "di", "la",
// "los" of "Los Angeles" are left out).
const FUNCTION_WORDS = `que por para una pero muy está están también porque cuando hay sus nos esta este esto estos estas
  usted ustedes ella ellos fue han sido puede tengo quiero desde hasta entre sobre gracias según además
  che il della delle degli dei per non sono questo questa questi anche gli nel nella alla sul sulla ho ha hanno
  abbiamo mio mia suo sua molto perché quando più già essere stato fatto grazie ancora tutto tutti ogni vorrei`.split(/\s+/);
// Longest first, whole words only; a capital only as a sentence's first letter ("Que", "Anche").
const FUNCTION_WORD = lazyRegExp(
  () =>
    new RegExp(
      `(?:^|[^A-Za-z\\u00c0-\\u024f])(${[...FUNCTION_WORDS]
        .sort((a, b) => b.length - a.length)
        .map((w) => `[${w[0]!.toUpperCase()}${w[0]}]${w.slice(1)}`)
        .join('|')})(?![A-Za-z\\u00c0-\\u024f])`,
      'g',
    ),
);
