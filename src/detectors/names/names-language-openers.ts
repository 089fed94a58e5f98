import type { NameText } from './names-analysis.js';
import { DutchText } from './names-dutch.js';
import { LithuanianText, streetNameBefore } from './names-lithuanian.js';
import { MalayText } from './names-malay.js';
import { NordicText } from './names-nordic.js';
import { PolishText } from './names-polish.js';
import { AlbanianText, FinnishText, HungarianText, IcelandicText, KinyarwandaText, SwahiliText, TagalogText, LatvianText, latvianStreetAfter, SlavicLatinText, vietnameseSyllableAt, vietnameseWordAt } from './names-more-languages.js';

/**
 * Whether the unknown capitalised word at `start`..`end`, opening a sentence, stands in a block
 * written in one of the languages known by their function words alone (Dutch; Danish, Norwegian
 * or Swedish; Malay; Polish; Lithuanian; Icelandic; Czech, Slovak, Slovene, Croatian; Latvian; Finnish; Hungarian; Albanian; Kinyarwanda; Swahili; Tagalog), where such a word is an ordinary one and no name
 * ("Beløbet udbetales til din konto.", "Informuojame, kad…"). A Lithuanian street's name before
 * its abbreviation and number (`Savanorių pr. 214-17`) is still taken. German and the Romance
 * languages ask more of the sentence around the word: their callers read them. A language
 * added here counts for every rule that asks (findProperNouns, the informal lines' capitals).
 */
export function opensSentenceOfOtherLanguage(nt: NameText, start: number, end: number): boolean {
  const text = nt.text;
  return (
    (nt.dutch ??= new DutchText(text)).at(start) ||
    (nt.nordic ??= new NordicText(text)).at(start) ||
    (nt.malay ??= new MalayText(text)).at(start) ||
    (nt.polish ??= new PolishText(text)).at(start) ||
    ((nt.lithuanian ??= new LithuanianText(text)).at(start) && !streetNameBefore(text, end)) ||
    (nt.icelandic ??= new IcelandicText(text)).at(start) ||
    (nt.slavicLatin ??= new SlavicLatinText(text)).at(start) ||
    ((nt.latvian ??= new LatvianText(text)).at(start) && !latvianStreetAfter(text, end)) ||
    (nt.finnish ??= new FinnishText(text)).at(start) ||
    (nt.hungarian ??= new HungarianText(text)).at(start) ||
    (LOWER_WORD_AFTER.test(text.slice(end, end + 3)) &&
      ((nt.albanian ??= new AlbanianText(text)).at(start) ||
        (nt.kinyarwanda ??= new KinyarwandaText(text)).at(start) ||
        (nt.swahili ??= new SwahiliText(text)).at(start) ||
        (nt.tagalog ??= new TagalogText(text)).at(start))) ||
    FOREIGN_PREPOSITION_AFTER.test(text.slice(end, end + 12))
  );
}

/**
 * Whether the unknown capitalised word at `start`..`end`, opening a sentence, is a word of
 * another language by itself or a thing by what follows it: a Spanish imperative with its
 * pronoun, a noun before a number's sign. Asked of a word no list knows only (findProperNouns).
 */
export function opensForeignMessage(text: string, start: number, end: number): boolean {
  return SPANISH_ENCLITIC.test(text.slice(start, end)) || NUMBERED_AFTER.test(text.slice(end, end + 8));
}

// A Spanish imperative with its pronoun glued (`Llámale al 612…`, `Dígale`, `Escríbeme`,
// `Mándanos`: the stress mark the pronoun makes the verb take, then the pronoun; probes-lead30's
// flat-share message): no name ends so (`Ángela` is a listed name, not asked here).
const SPANISH_ENCLITIC = /^\p{Lu}\p{Ll}*[áéíó]\p{Ll}{1,3}(?:me|te|le|la|lo|nos|les|las|los)$/u;
// An opener followed by a number's sign and digits (`Paczka nr 6200 1234 5678 dla …`: Polish,
// parcel No.; `Zamówienie nr 4471`, `Bestellung Nr. 88`: the lead's session-30 parcel SMS): a thing
// numbered, which opens a notice; a person's name is not numbered so.
const NUMBERED_AFTER = /^[ \t]+(?:nr|Nr|NR|n[°º]|N[°º]|№)\.?[ \t]*\d/u;

// A one-line heading or message too short for the blocks' two function words: the opener's own
// phrase tells its language when a preposition of one of these languages, no English word, joins
// it to a word in lower case (`Molba za stipendiju`, `Zapisnik sa skupštine`, `Žiadosť o
// štipendium`, `Pooblastilo za prevzem`, `Samþykkt að mála`, `Volante de derivación`, `Carta de
// recomendação`: probes31): a common noun and its complement, where a person opening a sentence
// is followed by a verb. A surname and its particle are followed by a capital (`Fernández de
// Córdoba`, `Costa da Silva`). Not `a`, `di`, `da`: a Romance subject's auxiliary, a name's
// particle before a lower-case word (`Kerbrat a appelé`, `Vinci di nuovo`).
const FOREIGN_PREPOSITION_AFTER = /^[ \t]+(?:za|sa|od|iz|pri|ze|zo|pre|ku|o|að|á|fyrir|með|frá|de|del|della|du|des|dla|przy|dėl|iš|į)[ \t]+\p{Ll}/u;
// Albanian asks that the sentence go on in lower case ("Vërtetohet se…", "Sigurimet shoqërore…"):
// a signatory's name under a heading is two capitalised words ("Blerta Kola"), and its names
// are seldom in the lists.
const LOWER_WORD_AFTER = /^[ \t]\p{Ll}/u;

/**
 * Whether the word at `start` opens a table's cell: after two blanks, a tab or a column's bar
 * ("Hodiny        Suma     |  Odvody", "470,54 €   Daňový bonus": a payslip's columns), or as
 * its line's first word when such a gap follows on the line (a row of columns, not a sentence).
 * `inner`: the line's first cell does not count (a table's first column may list people).
 */
export function opensTableCell(text: string, start: number, inner = false): boolean {
  let b = start;
  while (b > 0 && (text.charCodeAt(b - 1) === 32 || text.charCodeAt(b - 1) === 9)) b--;
  const before = b > 0 ? text.charCodeAt(b - 1) : 10;
  if (before === 10 || before === 13) {
    if (inner) return false;
    let lineEnd = text.indexOf('\n', start);
    if (lineEnd < 0) lineEnd = text.length;
    return COLUMN_GAP.test(text.slice(start, lineEnd));
  }
  return start - b >= 2 || text.charCodeAt(start - 1) === 9 || (before === 124 /* | */ && start > b);
}
const COLUMN_GAP = /\S(?: {2,}|\t)\S/;

/** Whether the lone capitalised syllable at `start`..`end` is a Vietnamese word before another (vietnameseWordAt). */
export function isVietnameseWord(nt: NameText, start: number, end: number): boolean {
  return vietnameseWordAt(nt, start, end);
}

/** Whether the lower-case word at `start`..`end` is a Vietnamese syllable (vietnameseSyllableAt). */
export function isVietnameseSyllable(nt: NameText, start: number, end: number): boolean {
  return vietnameseSyllableAt(nt, start, end);
}


/**
 * opensSentenceOfOtherLanguage for the languages that write letters of their own (Polish,
 * Lithuanian, Icelandic, Czech/Slovak/Slovene/Croatian, Latvian): their blocks are known by one
 * character class first, so a table's every cell may ask (`opensTableCell`).
 */
export function opensCellOfLetteredLanguage(nt: NameText, start: number, end: number): boolean {
  const text = nt.text;
  return (
    (nt.polish ??= new PolishText(text)).at(start) ||
    ((nt.lithuanian ??= new LithuanianText(text)).at(start) && !streetNameBefore(text, end)) ||
    (nt.icelandic ??= new IcelandicText(text)).at(start) ||
    (nt.slavicLatin ??= new SlavicLatinText(text)).at(start) ||
    ((nt.latvian ??= new LatvianText(text)).at(start) && !latvianStreetAfter(text, end))
  );
}
