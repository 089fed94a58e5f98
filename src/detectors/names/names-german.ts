import { Role, type NameText } from './names-analysis.js';
import { LanguageText } from './names-language.js';
import { lazyRegExp } from './names-tokens.js';
import { CALENDAR_WORDS } from './names-cues.js';
import { isUnknownWord } from './names-proper.js';
import type { CapToken } from './names-tokens.js';

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
    super(text, FUNCTION_WORD);
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
// ("Nur", "Mir", the river "Oder"; "Das", a surname too, counts: a second German word is needed). "Die" counts capitalised only: "die" is an English word.
const CAPITALISED_ONLY = ['Die'];
const NOT_CAPITALISED = new Set(['nur', 'mir', 'oder']);
const alternatives = (): string[] => [
  ...FUNCTION_WORDS.flatMap((w) => (NOT_CAPITALISED.has(w) ? [w] : [w, w[0]!.toUpperCase() + w.slice(1)])),
  ...CAPITALISED_ONLY,
];
// Longest first, so that "einer" is not read as "ein"; whole words only. Without the u flag and
// a look-behind, V8 scans for the alternatives fast (Latin letters with accents count as letters).
// Group 2: a word in lower case with an umlaut or "ß" ("übernimmt", "schönes", "heißt"), one cue
// however many (Swedish, Finnish or Turkish text has such words too, but none of the function words).
const FUNCTION_WORD = lazyRegExp(
  () =>
    new RegExp(
      `(?:^|[^A-Za-z\\u00c0-\\u024f])(?:(${alternatives()
        .sort((a, b) => b.length - a.length)
        .join('|')})|([a-z\\u00df\\u00e4\\u00f6\\u00fc]*[\\u00df\\u00e4\\u00f6\\u00fc][a-z\\u00df\\u00e4\\u00f6\\u00fc]*))(?![A-Za-z\\u00c0-\\u024f])`,
      'g',
    ),
);

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
    if (nt.roles[i] !== Role.Free) continue;
    if (t.key === 'herren' && t.word === 'Herren' && text.slice(Math.max(0, t.start - 10), t.start) === 'Damen und ') nt.roles[i] = Role.Word;
    // "Der Drucker im zweiten Stock": an article, possessive or pronoun opening a German sentence
    // is no given name ("Der", "Ihre" are in some lists) to join the noun after it.
    else if (t.sentenceStart && OPENING_WORDS.has(t.key) && (german ??= new GermanText(text)).at(t.start)) nt.roles[i] = Role.Word;
    // "bis Ende Juni", "Anfang März": "Ende" is a town of the gazetteers too.
    else if (PART_OF_MONTH.has(t.key) && i + 1 < tokens.length && (GERMAN_CALENDAR.has(tokens[i + 1]!.key) || CALENDAR_WORDS.has(tokens[i + 1]!.key)) && text.slice(t.end, tokens[i + 1]!.start) === ' ' && (german ??= new GermanText(text)).at(t.start)) nt.roles[i] = Role.Word;
    else if (GERMAN_CALENDAR.has(t.key) && !t.allCaps && (t.sentenceStart || TIME_PREPOSITION_BEFORE.test(text.slice(Math.max(0, t.start - 12), t.start))) && (german ??= new GermanText(text)).at(t.start)) nt.roles[i] = Role.Word;
  }
}

// Folded keys (lower case, no accents: "März" is marz).
const GERMAN_CALENDAR = new Set(
  'montag dienstag mittwoch donnerstag freitag samstag sonnabend sonntag januar janner februar marz maerz mai juni juli oktober dezember'.split(' '),
);
const OPENING_WORDS = new Set(
  'der die das den dem des ein eine einen einem einer mein meine meinen meinem meiner unser unsere unseren unserem unserer ihr ihre ihren ihrem ihrer dein deine deinen deinem deiner sie ich wir es er'.split(' '),
);
const PART_OF_MONTH = new Set(['anfang', 'mitte', 'ende']);
const TIME_PREPOSITION_BEFORE = /(?:^|[^\p{L}])(?:[Aa]m|[Ii]m|[Aa]b|[Bb]is|[Ss]eit|vom|zum|jeden|nächsten|kommenden|diesen|letzten|vergangenen|Anfang|Mitte|Ende)[ \t]+$/u;

/**
 * Whether `t` is a German noun after its article or possessive ("Ihre Tochter", "mit meiner
 * Kollegin", "der Nachbar"): a capitalised word no list knows, in German text. A given name
 * after it is the person the noun names ("Ihre Tochter Lena").
 */
export function isGermanNounBefore(text: string, t: CapToken, german: GermanText): boolean {
  const before = DETERMINER_BEFORE.exec(text.slice(Math.max(0, t.start - 10), t.start));
  return before !== null && OPENING_WORDS.has(before[1]!.toLowerCase()) && isUnknownWord(t) && german.at(t.start);
}

const DETERMINER_BEFORE = /(?:^|[^\p{L}])(\p{L}+)[ \t]$/u;
