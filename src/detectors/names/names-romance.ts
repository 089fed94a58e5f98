import { LanguageText } from './names-language.js';
import { lazyRegExp } from './names-tokens.js';

/**
 * Whether the text around a position is Spanish, Italian, French or Portuguese, where a capitalised word no list
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

// Spanish, Italian, French (a payslip's rubrics "Salaire", "Impôt", "Paiement"), then Portuguese
// (a family chat's "Chegou em casa?"), then Catalan (a school's notice, a tenant's message:
// "Famílies de 4t: dijous sortida…", "Em podria enviar el tècnic? Gràcies"; its weekdays, as no
// other language spells them, and "cal", it is needed, in lower case: probes29), Italian chat's
// "come stai", "dove sei", "abita in via…" (the lead's session-29 probes); none an
// English word or a particle of names ("de", "del", "di", "la", "le", "du", "los" of "Los
// Angeles" are left out); "les" and "des" in lower case only ("Les Paul", "Des Moines").
const FUNCTION_WORDS = `que por para una pero muy está están también porque cuando hay sus nos esta este esto estos estas
  usted ustedes ella ellos fue han sido puede tengo quiero desde hasta entre sobre gracias según además
  che il della delle degli dei per non sono questo questa questi anche gli nel nella alla sul sulla dalla dagli ho ha hanno
  abbiamo mio mia suo sua molto perché quando più già essere stato fatto grazie ancora tutto tutti ogni vorrei
  stai sei cosa oggi domani allora adesso abita
  est pour dans avec vous nous votre vos sont pas cette ces mais très être été leur leurs elle elles notre nos aux qui
  não você vocês então isso isto essa esse aqui pra obrigado obrigada ainda agora depois tô tá
  amb dels però perquè també aquest aquesta aquests aquestes molt moltes són heu hem vostre vostra gràcies podria
  dilluns dimarts dimecres dijous divendres dissabte diumenge`.split(/\s+/);
const LOWER_CASE_ONLY = ['les', 'des', 'cal'];
const FUNCTION_WORD_SET: ReadonlySet<string> = new Set(FUNCTION_WORDS);

/**
 * Whether a word (its key: lower case, no diacritics) is one of the function words above: `Esta`,
 * `Este` open a Spanish sentence as a demonstrative ("Esta factura va sin tachaduras"), though
 * the lists hold them as given names.
 */
export function isRomanceFunctionWord(key: string): boolean {
  return FUNCTION_WORD_SET.has(key);
}
// Longest first, whole words only; a capital only as a sentence's first letter ("Que", "Anche").
const FUNCTION_WORD = lazyRegExp(
  () =>
    new RegExp(
      `(?:^|[^A-Za-z\\u00c0-\\u024f])(${[...FUNCTION_WORDS]
        .sort((a, b) => b.length - a.length)
        .map((w) => `[${w[0]!.toUpperCase()}${w[0]}]${w.slice(1)}`)
        .concat(LOWER_CASE_ONLY)
        .join('|')})(?![A-Za-z\\u00c0-\\u024f])`,
      'g',
    ),
);

/**
 * "Art. 1 - Oggetto. Il locatore…", "Art. 4 – Deposito cauzionale.": a heading's word after a
 * clause's word, its number and a dash, then a full stop or a word in lower case (a list of
 * people goes on with a surname or a comma). `end` is where the word ends.
 */
export function opensNumberedHeading(text: string, start: number, end: number): boolean {
  const next = text.charCodeAt(end);
  if (!(next === 46 || (next === 32 && text[end + 1] !== undefined && text[end + 1] !== text[end + 1]!.toUpperCase()))) return false;
  if (text.charCodeAt(start - 1) !== 32) return false;
  const dash = text.charCodeAt(start - 2);
  if (dash !== 45 && dash !== 0x2013 && dash !== 0x2014) return false;
  if (text.charCodeAt(start - 3) !== 32) return false;
  let i = start - 4;
  while (i >= 0 && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) i--;
  if (i === start - 4 || text.charCodeAt(i) !== 32) return false;
  // The number is a clause's ("Art. 1", "Articolo 3", "Cláusula 2"), not a list's opening a line ("1 - Brambatti.").
  const c = text.charCodeAt(i - 1);
  return c === 46 || isLetter(c);
}

function isLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7);
}

/**
 * A preposition, conjunction or adverb of Spanish, Italian or French right after a word ("Escribo
 * desde casa", "Scrivo per conto di…" is left out: "per" is English too): the word before is a verb
 * or a noun opening the sentence, not a person, even in a one-line text where RomanceText has too
 * few function words to answer. A person opening a sentence goes on with a verb ("Brambatti ha
 * chiamato"), none of these.
 */
// Spanish's "personal a" before a capitalised object: the word opening the sentence before it is a
// verb ("Llamé a Carmen", "Conocí a Marta"), not a name (French's "a", has, takes a participle).
export const PERSONAL_A_AFTER = /^[ \t]a[ \t]\p{Lu}/u;
export const ROMANCE_WORD_AFTER = /^[ \t]+(?:desde|hasta|para|porque|según|sobre|entre|también|además|della|delle|degli|nella|alla|sulla|anche|perché|pour|dans|avec|très)[ \t]/u;
