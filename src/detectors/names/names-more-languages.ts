import { functionWordRegExp, LanguageText } from './names-language.js';
import { lazyRegExp } from './names-tokens.js';
import { codeAt } from '../lib/char-codes.js';

/**
 * Whether the text around a position is Icelandic, where a capitalised word no list knows at a
 * sentence's start is an ordinary word ("Samkvæmt staðgreiðsluskrá…", "Endurgreiðsla verður…",
 * "Hafir þú athugasemdir…": a tax office's letter): as PolishText does for Polish, known by two
 * or more of the language's commonest words that English does not write, in a block that writes
 * one of its own letters (þ, ð).
 */
export class IcelandicText extends LanguageText {
  constructor(text: string) {
    super(text, ICELANDIC_WORD, undefined, ICELANDIC_LETTER);
  }
}

// None an English word ("um", "til", "er", "sem" are left out) nor a single letter ("á", "í").
const ICELANDIC_WORDS = `og að við þú þinn þín þitt þér þig þess ekki eða með frá verður voru hefur hafa eru skaltu einnig
  samkvæmt virðingarfyllst ágæta ágæti kæra kæri vegna þarf þurfum einnig`.split(/\s+/);
const ICELANDIC_LETTER = /[\u00fe\u00f0\u00de\u00d0]/;
const ICELANDIC_WORD = lazyRegExp(() => functionWordRegExp(ICELANDIC_WORDS));

/**
 * Whether the text around a position is Czech, Slovak, Slovene or Croatian/Serbian in Latin
 * letters, where a capitalised word no list knows at a sentence's or a form line's start is an
 * ordinary word ("Nadomestilo bo nakazano…", "Kopijo obvestila smo poslali…", "Mzdová zložka",
 * "Základná mzda": a ZZZS notice, a payslip): known by two or more of these languages'
 * commonest words that English does not write, in a block that writes a háček letter (č, š, ž…).
 * Polish has its own (PolishText). These languages write nouns in lower case, so a capitalised
 * word inside a sentence stays a name ("gospa Kranjc Novak").
 */
export class SlavicLatinText extends LanguageText {
  constructor(text: string) {
    super(text, SLAVIC_WORD, undefined, SLAVIC_LETTER);
  }
}

// None an English word ("do", "no", "to", "pri"vate's "pri" is none) nor a single letter ("v", "z", "a", "i"),
// nor French's ("je", "ne", "se"), nor Polish's alone.
const SLAVIC_WORDS = `za od pri ali tudi ki smo ste sem vam vas vaš vaša vaše dne lahko ter kot bodo
  alebo ako že podľa aj iba tiež dňa sme som ste sú bol bola bude prosím ďakujeme vážený vážená
  nebo jsou jsme byl byla bylo bude také pouze podle dne prosimo hvala spoštovani spoštovana spoštovane
  číslo čísla broj kao što koji koja koje nije samo`.split(/\s+/);
// A block of these languages writes a letter with a háček at least (č, š, ž, ď, ť, ň, ľ, ř, ů).
const SLAVIC_LETTER = /[\u010d\u0161\u017e\u010f\u0165\u0148\u013e\u0159\u016f\u010c\u0160\u017d\u010e\u0164\u0147\u013d\u0158\u016e]/;
const SLAVIC_WORD = lazyRegExp(() => functionWordRegExp(SLAVIC_WORDS));

/**
 * Whether the text around a position is Latvian, where a capitalised word no list knows at a
 * sentence's start is an ordinary word ("Lūdzu piešķirt…", "Pabalstu lūdzu pārskaitīt…": an
 * application to the social insurance agency): known by two or more of its commonest words that
 * English does not write, in a block that writes one of its own letters (ķ, ļ, ņ, ģ, ā, ē, ī).
 */
export class LatvianText extends LanguageText {
  constructor(text: string) {
    super(text, LATVIAN_WORD, undefined, LATVIAN_LETTER);
  }
}

// None an English word ("no", "par", "un" are left out: "un" and "par" are French too).
const LATVIAN_WORDS = `uz ar ir kā vai tas tā tika lūdzu nav arī kas mēs jūs jums jūsu savu gada kurš kura
  tiek bija būs nodaļai iesniegums`.split(/\s+/);
const LATVIAN_LETTER = /[\u0137\u013c\u0146\u0123\u0101\u0113\u012b\u0136\u013b\u0145\u0122\u0100\u0112\u012a]/;
const LATVIAN_WORD = lazyRegExp(() => functionWordRegExp(LATVIAN_WORDS));

/**
 * Whether a Latvian street's word follows the word ending at `end` (`Brīvības gatve 312`,
 * `Lāčplēša ielā 70a`): a street named after a person or a thing, which the name rules keep
 * taking (an address's part) even in a Latvian block.
 */
export function latvianStreetAfter(text: string, end: number): boolean {
  return LATVIAN_STREET_AFTER.test(text.slice(end, end + 14));
}
const LATVIAN_STREET_AFTER = /^[ \t]+(?:iela|ielā|gatve|gatvē|bulvāris|bulvārī|prospekts|prospektā|šoseja|šosejā|laukums|laukumā|krastmala|krastmalā)(?!\p{L})/u;

/**
 * Whether the text around a position is Kinyarwanda (or Kirundi), where a capitalised word no
 * list knows at a sentence's or a form line's start is an ordinary word ("Yavutse ku wa…" born on,
 * "Atuye mu Mudugudu…" lives in, "Afite nimero…" has the number: a residence certificate): known
 * by two or more of its commonest words that English does not write. The words are the grammar's
 * closed classes (Kimenyi, "A Relational Grammar of Kinyarwanda"; Overdulve, "Apprendre la langue
 * rwandaise"): the possessive connective by noun class (cya bya rya rwa twa bwa kwa; not wa ya ka
 * ba za, which romanized Japanese and Swahili write too), the locatives mu and ku, the
 * conjunctions kandi, cyangwa, ngo, nka, the negation nta, ntabwo. No letter of its own: the
 * block is read only for a word no list knows that opens a sentence, and last.
 */
export class KinyarwandaText extends LanguageText {
  constructor(text: string) {
    super(text, KINYARWANDA_WORD);
  }
}

const KINYARWANDA_WORDS = `cya bya rya rwa twa bwa kwa mu ku kandi cyangwa ngo nka nta ntabwo`.split(/\s+/);
const KINYARWANDA_WORD = lazyRegExp(() => functionWordRegExp(KINYARWANDA_WORDS));

/**
 * Whether the text around a position is Albanian, where a capitalised word no list knows at a
 * sentence's or a table cell's start is an ordinary word ("Vërtetohet se…", "Sigurimet
 * shoqërore…", "Përgjegjësja e Personelit": an employment certificate): known by two or more of
 * its commonest words that English does not write, in a block that writes its ë.
 */
export class AlbanianText extends LanguageText {
  constructor(text: string) {
    super(text, ALBANIAN_WORD, undefined, ALBANIAN_LETTER);
  }
}

// None an English word ("me", "do", "i", "e" are left out) nor a Romance one ("se", "si", "por", "pas").
const ALBANIAN_WORDS = `dhe në për një të që nga është janë pranë nuk ose sonë saj tij ky kjo këtë këtij kësaj
  duke mbi deri nëse jemi jeni ishte kanë ka keni`.split(/\s+/);
const ALBANIAN_LETTER = /[\u00eb\u00cb]/;
const ALBANIAN_WORD = lazyRegExp(() => functionWordRegExp(ALBANIAN_WORDS));

/**
 * Whether the text around a position is Vietnamese, where every syllable is a word and a name's
 * syllables are words too ("Hạnh phúc" happiness, "thẻ Căn cước" the identity card, "Thượng úy"
 * a rank): known by two or more of its commonest words, in a block that writes one of its own
 * letters (ư, ơ, or a vowel with a dot below or a hook above).
 */
export class VietnameseText extends LanguageText {
  constructor(text: string) {
    super(text, VIETNAMESE_WORD, undefined, VIETNAMESE_LETTER);
  }
}

const VIETNAMESE_WORDS = `của và các được không cho với này những một đã đến theo tại người là có trong để khi nếu
  xin vui lòng thông báo`.split(/\s+/);
const VIETNAMESE_LETTER = /[\u01a0\u01a1\u01af\u01b0\u1ea0-\u1ef9]/;
const VIETNAMESE_WORD = lazyRegExp(() => functionWordRegExp(VIETNAMESE_WORDS));

/**
 * Whether the capitalised syllable at `start`..`end` stands alone before a syllable in lower case
 * in a Vietnamese block ("Hạnh phúc", "thẻ Căn cước mới", "Thượng úy Lê Quốc Bảo"): a word that
 * opens a phrase, not a name. A person's name writes every syllable with a capital ("Nguyễn Văn
 * Hùng"); one syllable of a name found whole is still that person's (coreference runs first).
 */
export function vietnameseWordAt(held: HeldVietnamese, start: number, end: number): boolean {
  const text = held.text;
  const c = codeAt(text, end);
  if (c !== 32 && c !== 9) return false;
  // A Vietnamese syllable of these writes an accent ("Căn", "Hạnh", "Thượng"): most words are ASCII.
  let accented = false;
  for (let i = start; i < end && !accented; i++) accented = text.charCodeAt(i) > 127;
  if (!accented) return false;
  const next = text[end + 1];
  if (next === undefined || next === next.toUpperCase()) return false;
  return vietnameseOf(held).at(start) && VIETNAMESE_LETTER.test(text.slice(start, end + 8));
}

/** Whether the word at `start`..`end` writes an accented letter in a Vietnamese block ("phúc" of "Hạnh phúc" is a word). */
export function vietnameseSyllableAt(held: HeldVietnamese, start: number, end: number): boolean {
  let accented = false;
  for (let i = start; i < end && !accented; i++) accented = held.text.charCodeAt(i) > 127;
  return accented && vietnameseOf(held).at(start);
}

/**
 * A text and its VietnameseText once made (the names analysis's NameText): read by the finders
 * above, made at the first question (a getter made per question allocated one closure per
 * capitalised word asked about, 15,000 a page of prose).
 */
export interface HeldVietnamese {
  readonly text: string;
  vietnamese?: VietnameseText | undefined;
}

function vietnameseOf(held: HeldVietnamese): VietnameseText {
  return (held.vietnamese ??= new VietnameseText(held.text));
}

/**
 * Whether the text around a position is Finnish, where a capitalised word no list knows at a
 * sentence's start is an ordinary word ("Myydään lastenrattaat…" for sale, "Nouda apteekista…"
 * collect at the pharmacy: a classified ad, a pharmacy's message): known by two or more of its
 * commonest words that English does not write, in a block that writes ä or ö.
 */
export class FinnishText extends LanguageText {
  constructor(text: string) {
    super(text, FINNISH_WORD, undefined, FINNISH_LETTER);
  }
}

// Conjunctions, pronouns, the verb "olla", postpositions, greetings and the weekdays (Kotus,
// "Iso suomen kielioppi"). None an English word ("on", "se", "me" are left out) nor German's "ja".
const FINNISH_WORDS = `ei että tai mutta myös sekä jos kun kuin joka jotka ovat olet olen oli olivat ole voit voitte
  sinun teidän minun meidän hänen heidän tämä tämän nämä tässä siitä kanssa mennessä jälkeen ennen kiitos terveisin
  ystävällisin hyvää hei moi soita tule maanantai tiistai keskiviikko torstai perjantai lauantai sunnuntai`.split(/\s+/);
const FINNISH_LETTER = /[\u00e4\u00f6\u00c4\u00d6]/;
const FINNISH_WORD = lazyRegExp(() => functionWordRegExp(FINNISH_WORDS));

/**
 * Whether the text around a position is Hungarian, where a capitalised word no list knows at a
 * sentence's start is an ordinary word ("Fájdalommal tudatjuk…" an obituary's opening,
 * "Időpontja a fogorvosnál…" a dentist's reminder): known by two or more of its commonest words
 * that English does not write, in a block that writes one of its accented vowels.
 */
export class HungarianText extends LanguageText {
  constructor(text: string) {
    super(text, HUNGARIAN_WORD, undefined, HUNGARIAN_LETTER);
  }
}

// Conjunctions, the copula's forms, the polite pronoun, a letter's greetings and the weekdays
// (Kenesei et al., "Hungarian", Routledge Descriptive Grammars). None an English word nor a
// name's part ("a", "ha", "de", "van", "meg" are left out).
const HUNGARIAN_WORDS = `és hogy nem egy volt lesz vagy már csak kedves tisztelt köszönöm köszönjük kérjük kérem
  éves korában ön önt önnek önök az azt ezt mint hétfő kedd szerda csütörtök péntek szombat vasárnap`.split(/\s+/);
const HUNGARIAN_LETTER = /[\u00e1\u00e9\u00ed\u00f3\u00f6\u0151\u00fa\u00fc\u0171\u00c1\u00c9\u00cd\u00d3\u00d6\u0150\u00da\u00dc\u0170]/;
const HUNGARIAN_WORD = lazyRegExp(() => functionWordRegExp(HUNGARIAN_WORDS));

/**
 * Whether the text around a position is Swahili, where a capitalised word no list knows at a
 * sentence's start is an ordinary word ("Harambee ya mazishi…" a funeral's fundraiser, "Tuma
 * mchango kwa…"): known by two or more of its commonest words that English does not write. No
 * letter of its own: read only for such a word before a word in lower case, and last.
 */
export class SwahiliText extends LanguageText {
  constructor(text: string) {
    super(text, SWAHILI_WORD);
  }
}

// The preposition kwa, pronouns, demonstratives, conjunctions and a message's courtesies
// (Ashton, "Swahili Grammar"). Not the connectives "ya", "wa", "za", nor "na", "ni", "tu",
// "au", "leo", "hadi": words or names of other languages too.
const SWAHILI_WORDS = `kwa katika hii huu hiyo kuwa tafadhali asante asanteni habari kwenye sana kesho siku mimi
  wewe yeye sisi ninyi wao lakini bado hapa huko ambaye ambao kutoka`.split(/\s+/);
const SWAHILI_WORD = lazyRegExp(() => functionWordRegExp(SWAHILI_WORDS));

/**
 * Whether the text around a position is Tagalog, where a capitalised word no list knows at a
 * sentence's start is an ordinary word ("Paalala mula sa Barangay…" a notice from the
 * barangay): known by two or more of its commonest words that English does not write. No
 * letter of its own: read only for such a word before a word in lower case, and last.
 */
export class TagalogText extends LanguageText {
  constructor(text: string) {
    super(text, TAGALOG_WORD);
  }
}

// Case markers, the plural mga, linkers, pronouns (Schachter and Otanes, "Tagalog Reference
// Grammar"). Not "si", "sa", "para", "po", "ko", "mo": Spanish words or names too.
const TAGALOG_WORDS = `ang ng mga mula kay nang ito iyon naman ninyo natin namin niya sila tayo salamat paalala
  bagong lamang hindi kung dahil`.split(/\s+/);
const TAGALOG_WORD = lazyRegExp(() => functionWordRegExp(TAGALOG_WORDS));
