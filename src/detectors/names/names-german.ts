import { Role, type NameText } from './names-analysis.js';
import { LanguageText, wordAlternation } from './names-language.js';
import { lazyRegExp } from './names-tokens.js';
import { FOREIGN_CALENDAR_KEYS, GermanWord } from './names-cues.js';
import { isCommonWord } from './names-gazetteer.js';
import type { CapToken } from './names-tokens.js';
import { codeAt } from '../lib/char-codes.js';

/**
 * Whether the text around a position is German: in German every noun is capitalised, so a
 * capitalised word no list knows ("Wohnung", "Vertrag", "Kündigung") is no name there. Known by
 * two or more of German's commonest function words that are no English words (articles,
 * prepositions, pronouns, auxiliaries; not the particles of names, "von", "den", nor
 * words English writes often, "die", "war", "am", "im"). Checked
 * only for a word the capitalisation rules would take, once per block of text.
 */
export class GermanText extends LanguageText {
  constructor(text: string) {
    super(text, FUNCTION_WORD, lowerUmlautWord);
  }
}

const FUNCTION_WORDS = `der das und ist nicht wurde wird werden wurden sind zum zur mit für auf dem ein eine einen einem
  einer sich auch bei nach über durch wir ich sie ihr ihre ihren ihm ihn uns dass oder aber wenn noch nur schon sehr vom
  beim haben habe hat hatte zu kann können muss müssen soll sollte wegen gegen ohne unter zwischen seit diese dieser dieses
  hier dort jetzt immer keine kein nichts
  mich mir dich dir ihnen ihrem ihrer unser unsere unseren mein meine meinen euch bitte danke vielen herzlich geehrte geehrter
  geehrten bin kommt gibt geht macht liegt steht bleibt möchte möchten würde würden könnte könnten wäre heute gestern bereits leider gerne`.split(/\s+/);
// A one-line text ("Ich habe die Rechnung bezahlt.") has few function words, and its first one is
// capitalised: each word also matches with a capital first letter (German opens sentences so and
// writes the polite "Sie", "Ihre", "Ihnen" so), except the ones English text writes as names
// ("Nur", "Mir", the river "Oder"; "Das", a surname too, counts: a second German word is needed).
// "Die" counts capitalised only: "die" is an English word.
const NOT_CAPITALISED = new Set(['nur', 'mir', 'oder']);
// Whole words only, grouped by first letter. Without the u flag and a look-behind, V8 scans for
// the alternatives fast (Latin letters with accents count as letters). Group 2: a lower-case
// umlaut or "ß", the cue of a German word in lower case (lowerUmlautWord).
const FUNCTION_WORD = lazyRegExp(
  () => new RegExp(`(?:^|[^A-Za-z\\u00c0-\\u024f])(${wordAlternation(FUNCTION_WORDS, NOT_CAPITALISED)}|Die)(?![A-Za-z\\u00c0-\\u024f])|([\\u00df\\u00e4\\u00f6\\u00fc])`, 'g'),
);

/**
 * A word in lower case with an umlaut or "ß" ("übernimmt", "schönes", "heißt"): its end, or -1.
 * One cue however many (Swedish, Finnish or Turkish text has such words too, but none of the
 * function words); a capitalised one ("Müller", "Jürgen") is no cue: names have them.
 */
function lowerUmlautWord(window: string, at: number): number {
  let start = at;
  while (start > 0 && isGermanLower(window.charCodeAt(start - 1))) start--;
  if (start > 0 && isLetterCode(window.charCodeAt(start - 1))) return -1;
  let end = at + 1;
  while (end < window.length && isGermanLower(window.charCodeAt(end))) end++;
  return end < window.length && isLetterCode(window.charCodeAt(end)) ? -1 : end;
}

const isGermanLower = (c: number): boolean => (c >= 97 && c <= 122) || c === 0xdf || c === 0xe4 || c === 0xf6 || c === 0xfc;
// A letter of the function words' boundary: ASCII or Latin with accents (U+00C0–U+024F).
const isLetterCode = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 0xc0 && c <= 0x24f);

/**
 * German's set salutation "Sehr geehrte Damen und Herren" (ladies and gentlemen): `Herren` is a
 * family name of the gazetteers, but after "Damen und" it is the noun. And in German text a
 * weekday or a month that no English text writes so ("Montag", "Freitag", "März", "Dezember"),
 * some of them surnames too, after a preposition of time ("am Montag", "bis Freitag", "im März")
 * or opening a sentence ("Montag passt mir"), and "Anfang", "Mitte", "Ende" before a month. Claimed as words, so that no finder takes them; a
 * title before one still makes a person ("Herr Freitag": no preposition before it).
 */
export function claimSetPhrases(nt: NameText): void {
  const { tokens, text } = nt;
  let german: GermanText | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    // Māori's greeting and closing in a New Zealand letter ("Kia ora,", "Ngā mihi,"): "Kia" is a
    // given name, "Nga" a family name elsewhere.
    if (t.sentenceStart && (t.word === 'Kia' || t.word === 'Ngā') && MAORI_FORMULA.test(text.slice(t.start, t.end + 8)) && nt.roles[i] === Role.Free) {
      nt.roles[i] = Role.Word;
      continue;
    }
    // A form's label in two languages, the other half English ("Zimmer / Room:", "Abreise /
    // Departure:", "(Ehegatte / spouse)"): the word is the label's, though a surname elsewhere.
    if (codeAt(text, t.end) === 32 && codeAt(text, t.end + 1) === 47 && nt.roles[i] === Role.Free && isEnglishGloss(text, t.end + 2)) {
      nt.roles[i] = Role.Word;
      continue;
    }
    // "nach Hause", "zu Hause" (home): "Hause" is a family name of the gazetteers.
    if (t.word === 'Hause' && HOME_BEFORE.test(text.slice(Math.max(0, t.start - 5), t.start)) && nt.roles[i] === Role.Free) {
      nt.roles[i] = Role.Word;
      continue;
    }
    // A month or weekday of another language that is a surname too ("März", "Maggio", "Martes"),
    // after a preposition of time ("Rechnung für März", "a Maggio", "el Martes"): the date's word.
    // Not after "di", "de", "van" (particles of surnames: "Di Maggio"). German's own ("am Montag")
    // are read below.
    if (nt.roles[i] === Role.Free && !t.allCaps && t.cues.germanWord !== GermanWord.Calendar && FOREIGN_CALENDAR_KEYS.has(t.key) && t.facts.family && FOREIGN_TIME_PREPOSITION_BEFORE.test(text.slice(Math.max(0, t.start - 8), t.start))) {
      nt.roles[i] = Role.Word;
      continue;
    }
    // One look-up per key (names-words' cues): most tokens are none of these words.
    const kind = t.cues.germanWord;
    if (kind === 0 || nt.roles[i] !== Role.Free) continue;
    if (kind === GermanWord.Herren) {
      if (t.word === 'Herren' && text.slice(Math.max(0, t.start - 10), t.start) === 'Damen und ') nt.roles[i] = Role.Word;
    } else if (kind === GermanWord.Opening) {
      // "Der Drucker im zweiten Stock": an article, possessive or pronoun opening a German
      // sentence is no given name ("Der", "Ihre" are in some lists) to join the noun after it.
      if (t.sentenceStart && (german ??= nt.german ??= new GermanText(text)).at(t.start)) nt.roles[i] = Role.Word;
    } else if (kind === GermanWord.PartOfMonth) {
      // "bis Ende Juni", "Anfang März": "Ende" is a town of the gazetteers too.
      const next = tokens[i + 1];
      if (next !== undefined && (next.cues.germanWord === GermanWord.Calendar || next.facts.calendar) && text.slice(t.end, next.start) === ' ' && (german ??= nt.german ??= new GermanText(text)).at(t.start)) nt.roles[i] = Role.Word;
    } else if (!t.allCaps && (t.sentenceStart || TIME_PREPOSITION_BEFORE.test(text.slice(Math.max(0, t.start - 12), t.start)))) {
      // A weekday, or a month no one is named, after a preposition of time is a date in any
      // text: "Herr Freitag kommt am Freitag." has too few German words to be read as German.
      // English "I am Montag" (a name) is no preposition of time.
      if ((!t.sentenceStart && SURE_CALENDAR.has(t.word) && !ENGLISH_I_AM.test(text.slice(Math.max(0, t.start - 8), t.start))) || (german ??= nt.german ??= new GermanText(text)).at(t.start)) nt.roles[i] = Role.Word;
    }
  }
}

const HOME_BEFORE = /(?:^|[^\p{L}])(?:nach|zu)[ \t]$/u;
/** After "Word / ": one English word (a common one, no name) closing a label (":") or a bracket. */
function isEnglishGloss(text: string, from: number): boolean {
  const m = ENGLISH_GLOSS.exec(text.slice(from, from + 24));
  return m !== null && isCommonWord(m[1]!.toLowerCase());
}
const ENGLISH_GLOSS = /^[ \t]?([A-Za-z]{3,})[ \t]*[:)]/;
const MAORI_FORMULA = /^(?:Kia[ \t]+ora|Ngā[ \t]+mihi)(?![\p{L}\p{N}])/u;
const ENGLISH_I_AM = /(?:^|[^\p{L}])I[ \t]+am[ \t]+$/u;
// The German weekdays and months that are no given names ("Mai", "Juni", "Juli" are), as written.
const SURE_CALENDAR = new Set(['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonnabend', 'Sonntag', 'Januar', 'Jänner', 'Februar', 'März', 'Oktober', 'Dezember']);

// Prepositions and articles of time of German, Spanish, Italian, Portuguese, French, Dutch,
// Polish and the Scandinavian languages before a month or weekday.
const FOREIGN_TIME_PREPOSITION_BEFORE = /(?:^|[^\p{L}])(?:a|al|el|en|il|nel|in|op|le|au|für|hasta|desde|para|per|entro|fino|tot|vanaf|na|w|we|do|på|om|próximo|próxima|prossimo|prossima)[ \t]+$/iu;
const TIME_PREPOSITION_BEFORE = /(?:^|[^\p{L}])(?:[Aa]m|[Ii]m|[Aa]b|[Bb]is|[Ff]ür|[Ss]eit|vom|zum|jeden|nächsten|kommenden|diesen|letzten|vergangenen|Anfang|Mitte|Ende)[ \t]+$/u;

/**
 * Whether `t` is a German noun after its article or possessive ("Ihre Tochter", "mit meiner
 * Kollegin", "im Hafen"): a capitalised word, in German text. A given name after such a noun is
 * the person the noun names ("Ihre Tochter Lena"); a family name there is the noun ("im Hafen").
 * `noun` tells whether the word may be a noun, asked after the cheap tests.
 */
export function isGermanNounAfterArticle(text: string, t: CapToken, german: GermanText, noun: (t: CapToken) => boolean = () => true): boolean {
  // The word before, read back over one blank (no slice, no regular expression: asked for every
  // given name after a capitalised word).
  const end = t.start - 1;
  const c = text.charCodeAt(end);
  if (c !== 32 && c !== 9) return false;
  let start = end;
  while (start > 0 && start > end - 7 && isLetterCode(text.charCodeAt(start - 1))) start--;
  if (start === end || (start > 0 && isLetterCode(text.charCodeAt(start - 1)))) return false;
  // Every article starts with one of a few letters ("the", "to", "with" do not): no slice for most.
  if (end - start > 6 || !ARTICLE_HEADS.includes(String.fromCharCode(text.charCodeAt(start) | 32))) return false;
  return ARTICLES.has(text.slice(start, end).toLowerCase()) && noun(t) && german.at(t.start);
}

const ARTICLE_HEADS = 'abdeimuvz';
// Articles, possessives and prepositions joined to an article ("im", "zum").
const ARTICLES = new Set(
  'der die das den dem des ein eine einen einem einer mein meine meinen meinem meiner unser unsere unseren unserem unserer ihr ihre ihren ihrem ihrer dein deine deinen deinem deiner im am zum zur beim vom ins'.split(' '),
);

/**
 * Whether `t`, a capitalised word no list knows, is a German noun by its shape, whatever the
 * text around it (a one-line German text has too few function words for GermanText):
 * - after a German article in lower case ("anbei die Rechnung", "für eine Bescheinigung"), not
 *   after a particle of surnames ("van der", "von der", "de das");
 * - ending in a German noun's suffix, seven letters or more: "-ung", "-heit", "-keit",
 *   "-schaft" (Rechnung, Buchhaltung, Gesellschaft), or a compound's head naming a role,
 *   "-arzt", "-ärztin", "-inhaber", "-nehmer", "-geber" (Hausarzt, Kontoinhaber, Arbeitgeber);
 *   or (over14) a compound's head naming a document or a number, "-schein", "-ausweis", "-nummer",
 *   "-karte", "-bescheid", "-vertrag", "-zeugnis" (Führerschein, Personalausweis, Steuernummer,
 *   Gesundheitskarte, Steuerbescheid, Mietvertrag, Arbeitszeugnis): a form's words;
 * - a compound's number abbreviated, "-nr." ("Versichertennr.", "Kundennr.").
 * No surname of the lists ends so unknown ("Hartung", "Jung" are listed, and so not asked).
 */
export function isGermanNounShape(text: string, t: CapToken): boolean {
  const k = t.key;
  if (k.length >= 7 && GERMAN_NOUN_END.test(k)) return true;
  if (k.length >= 5 && k.endsWith('nr') && text.charCodeAt(t.end) === 46) return true;
  // Every article ends in "e", "r", "s", "m" or "n" before one blank: no slice for most words.
  const c = text.charCodeAt(t.start - 2);
  if ((text.charCodeAt(t.start - 1) !== 32 && text.charCodeAt(t.start - 1) !== 9) || (c !== 101 && c !== 114 && c !== 115 && c !== 109 && c !== 110)) return false;
  const m = GERMAN_ARTICLE_BEFORE.exec(text.slice(Math.max(0, t.start - 16), t.start));
  return m !== null && (m[1] === undefined || !SURNAME_PARTICLES.has(m[1].trimEnd().toLowerCase()));
}
const GERMAN_NOUN_END = /(?:ung|heit|keit|schaft|arzt|arztin|inhaber|nehmer|geber|schein|ausweis|nummer|karte|bescheid|vertrag|zeugnis)$/;
const GERMAN_DOCUMENT_END = /(?:schein|ausweis|nummer|karte|bescheid|vertrag|zeugnis)$/;

/**
 * Whether `t`, a capitalised word no list knows, names a document by a German compound's head
 * ("Führerschein", "Personalausweis"), seven letters or more: a word no list knows right after it
 * goes on the noun phrase ("Führerschein Klasse B"), where after a role ("Kontoinhaber
 * Brambatti") a name may follow.
 */
export function isGermanDocumentNoun(t: CapToken): boolean {
  return t.key.length >= 7 && GERMAN_DOCUMENT_END.test(t.key);
}
// A lower-case German article (not "den", "des": Dutch particles), and the word before it.
const GERMAN_ARTICLE_BEFORE = /(?:^|[^\p{L}])(\p{L}+[ \t]+)?(?:die|der|das|dem|ein|eine|einen|einem|einer)[ \t]+$/u;
const SURNAME_PARTICLES = new Set(['van', 'von', 'de', 'da', 'do', 'ter', 'te', 'zu', 'maria']);
