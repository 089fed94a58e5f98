/**
 * Calendar facts for the DATE detector: English month and weekday names as they are written
 * (full, three-letter and the common "Sept"/"Tues"/"Thurs" abbreviations, Title Case or
 * capitals), and day/month range checks (Gregorian calendar; 29 February allowed in any year
 * when the year is unknown).
 *
 * The tables and regex sources are made on first use (issue 20: start-up): a text without a digit
 * never reads them, and building them was ~170 KB of the module set-up's young allocation.
 */
import { lazy } from '../../engine/lazy.js';

const MONTHS: readonly (readonly string[])[] = [
  ['January', 'Jan'],
  ['February', 'Feb'],
  ['March', 'Mar'],
  ['April', 'Apr'],
  ['May'],
  ['June', 'Jun'],
  ['July', 'Jul'],
  ['August', 'Aug'],
  ['September', 'Sept', 'Sep'],
  ['October', 'Oct'],
  ['November', 'Nov'],
  ['December', 'Dec'],
];

const WEEKDAYS: readonly string[] = [
  'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday',
  'Tues', 'Thurs', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun',
];

const MONTH_BY_NAME = lazy((): ReadonlyMap<string, number> => new Map(
  MONTHS.flatMap((names, i) => names.flatMap((n) => [[n, i + 1] as const, [n.toUpperCase(), i + 1] as const])),
));

/** Longest first, so the alternation never stops at a prefix ("Mar" of "March"). */
const byLength = (names: Iterable<string>) => [...names].sort((a, b) => b.length - a.length).join('|');

/** Regex source: a month name, Title Case or capitals, ending at a word boundary. */
export const MONTH_NAME = lazy(() => `(?:${byLength(MONTH_BY_NAME().keys())})(?![\\p{L}])`);

/**
 * Regex source: a full month name in lower case ("born 2 april 1985" in a chat or a ticket);
 * not "may", a verb. DATE takes it only between a day and a year.
 */
export const LOWER_MONTH_NAME = lazy(() => `(?:${byLength(MONTHS.filter((n) => n[0] !== 'May').map((n) => n[0]!.toLowerCase()))})(?![\\p{L}])`);

/**
 * Month names of German, French, Spanish, Italian, Dutch, Polish and the Scandinavian languages
 * as a date writes them after its day, lower case ("14. März 1987", "14 mars 1987", "14 de marzo
 * de 1987"; the Danish, Norwegian and Swedish ones English does not share: "24. marts", "maj";
 * CLDR's month names), with French abbreviations and their full stop ("13 janv. 2025",
 * Imprimerie nationale). The names analysis also knows these as no names (FOREIGN_CALENDAR_NAMES);
 * the other languages' months are not ("Janeiro" of "Rio de Janeiro", "Nisan", "Ekim").
 * "listopada" is November in Polish and October in Croatian: it counts as October, so that the
 * 31st stays a day of it.
 */
const CALENDAR_WORD_MONTHS: readonly string[][] = [
  ['januar', 'janvier', 'janv', 'enero', 'gennaio', 'januari', 'stycznia'],
  ['februar', 'février', 'fevrier', 'févr', 'fevr', 'febrero', 'febbraio', 'februari', 'lutego'],
  ['märz', 'maerz', 'mars', 'marts', 'marzo', 'maart', 'marca'],
  ['avril', 'avr', 'abril', 'aprile', 'kwietnia'],
  ['mai', 'maj', 'mayo', 'maggio', 'mei', 'maja'],
  ['juni', 'juin', 'junio', 'giugno', 'czerwca'],
  ['juli', 'juillet', 'juil', 'julio', 'luglio', 'lipca'],
  ['août', 'aout', 'agosto', 'augustus', 'augusti', 'sierpnia'],
  ['septembre', 'sept', 'septiembre', 'settembre', 'wrzesnia', 'września'],
  ['oktober', 'octobre', 'oct', 'octubre', 'ottobre', 'października', 'pazdziernika', 'listopada'],
  ['novembre', 'nov', 'noviembre'],
  ['dezember', 'décembre', 'decembre', 'déc', 'diciembre', 'dicembre', 'december', 'desember', 'grudnia'],
];

/**
 * Month names of more languages as a date writes them after its day, lower case (CLDR's wide
 * month names in the format context, read from ICU with `Intl.DateTimeFormat(locale, { day:
 * 'numeric', month: 'long' })`: the genitive where the language declines it, "14 марта",
 * "14. března", "14 Μαρτίου"): Portuguese, Galician, Catalan, Romanian, Turkish, Czech, Slovak,
 * Finnish, Croatian, Serbian (both scripts), Bosnian, Slovenian, Estonian (with the adessive,
 * "14. märtsil"), Greek, Russian, Ukrainian, Belarusian, Bulgarian, Macedonian, Albanian,
 * Icelandic, Indonesian, Malay, Swahili, Afrikaans, Azerbaijani, Uzbek, Kazakh, Malagasy
 * ("21 Martsa 1990"; CLDR mg) and Khmer ("១៥ មេសា ១៩៩២", its digits read folded; CLDR km);
 * Samoan, which CLDR lacks ("14 Setema 1951": FamilySearch's Samoan Genealogical Word List, with
 * "Aokuso" beside its "Auguso"; not "Mati", a given name, nor "Me").
 * English's own spellings are MONTH_NAME's; "may" (Azerbaijani, Uzbek) is left out, an English
 * verb.
 */
const OTHER_MONTHS = lazy((): readonly string[][] => [
  ['janeiro', 'xaneiro', 'gener', 'ianuarie', 'ocak', 'ledna', 'januára', 'tammikuuta', 'siječnja', 'јануар', 'jaanuar', 'jaanuaril', 'ιανουαρίου', 'января', 'січня', 'студзеня', 'януари', 'јануари', 'janar', 'janúar', 'januarie', 'yanvar', 'қаңтар', 'janoary', 'មករា', 'ianuari'],
  ['fevereiro', 'febreiro', 'febrer', 'februarie', 'şubat', 'února', 'februára', 'helmikuuta', 'veljače', 'фебруар', 'veebruar', 'veebruaril', 'φεβρουαρίου', 'февраля', 'лютого', 'лютага', 'февруари', 'shkurt', 'febrúar', 'fevral', 'ақпан', 'febroary', 'កុម្ភៈ', 'fepuari'],
  ['março', 'març', 'martie', 'mart', 'března', 'maaliskuuta', 'ožujka', 'март', 'marec', 'märts', 'märtsil', 'μαρτίου', 'марта', 'березня', 'сакавіка', 'maret', 'mac', 'machi', 'наурыз', 'martsa', 'មីនា'],
  ['aprilie', 'nisan', 'dubna', 'apríla', 'huhtikuuta', 'travnja', 'април', 'aprill', 'aprillil', 'απριλίου', 'апреля', 'квітня', 'красавіка', 'prill', 'apríl', 'aprili', 'aprel', 'сәуір', 'aprily', 'មេសា', 'aperila'],
  ['maio', 'maig', 'mayıs', 'května', 'mája', 'toukokuuta', 'svibnja', 'мај', 'mail', 'μαΐου', 'мая', 'травня', 'май', 'maí', 'мамыр', 'mey', 'ឧសភា'],
  ['junho', 'xuño', 'juny', 'iunie', 'haziran', 'června', 'júna', 'kesäkuuta', 'lipnja', 'jun', 'јун', 'junij', 'juuni', 'juunil', 'ιουνίου', 'июня', 'червня', 'чэрвеня', 'юни', 'јуни', 'qershor', 'júní', 'junie', 'iyun', 'маусым', 'jona', 'មិថុនា', 'iuni'],
  ['julho', 'xullo', 'juliol', 'iulie', 'temmuz', 'července', 'júla', 'heinäkuuta', 'srpnja', 'jul', 'јул', 'julij', 'juuli', 'juulil', 'ιουλίου', 'июля', 'липня', 'ліпеня', 'юли', 'јули', 'korrik', 'júlí', 'julai', 'julie', 'iyul', 'шілде', 'jolay', 'កក្កដា', 'iulai'],
  ['agost', 'ağustos', 'srpna', 'augusta', 'elokuuta', 'kolovoza', 'avgust', 'август', 'augustil', 'αυγούστου', 'августа', 'серпня', 'жніўня', 'gusht', 'ágúst', 'agustus', 'ogos', 'agosti', 'avqust', 'тамыз', 'aogositra', 'សីហា', 'aokuso', 'auguso'],
  ['setembro', 'setembre', 'septembrie', 'eylül', 'září', 'septembra', 'syyskuuta', 'rujna', 'septembar', 'септембар', 'septembril', 'σεπτεμβρίου', 'сентября', 'вересня', 'верасня', 'септември', 'shtator', 'septemba', 'sentyabr', 'sentabr', 'қыркүйек', 'septambra', 'កញ្ញា', 'setema'],
  ['outubro', 'octombrie', 'ekim', 'října', 'októbra', 'lokakuuta', 'oktobar', 'октобар', 'oktoober', 'oktoobril', 'οκτωβρίου', 'октября', 'жовтня', 'кастрычніка', 'октомври', 'tetor', 'oktoba', 'oktyabr', 'oktabr', 'қазан', 'oktobra', 'តុលា', 'oketopa'],
  ['novembro', 'noiembrie', 'kasım', 'listopadu', 'novembra', 'marraskuuta', 'studenoga', 'novembar', 'новембар', 'novembril', 'νοεμβρίου', 'ноября', 'лістапада', 'ноември', 'nëntor', 'nóvember', 'novemba', 'noyabr', 'қараша', 'листопада', 'novambra', 'វិច្ឆិកា', 'novema'],
  ['dezembro', 'decembro', 'desembre', 'decembrie', 'aralık', 'prosince', 'decembra', 'joulukuuta', 'prosinca', 'decembar', 'децембар', 'detsember', 'detsembril', 'δεκεμβρίου', 'декабря', 'грудня', 'снежня', 'декември', 'dhjetor', 'disember', 'desemba', 'dekabr', 'желтоқсан', 'desambra', 'ធ្នូ', 'tesema'],
]);

/**
 * Month names probes24's everyday texts wrote after a day and stood: Hebrew, bare and with the
 * preposition ב that ICU's format context joins to it ("3 במרץ 1992"), Urdu ("12 دسمبر 2026"),
 * Tamil ("25 ஜனவரி 2027": its vowel signs are marks, read by the date pattern's month word), and
 * the genitive Serbian writes after a day in both scripts ("21. новембра 2026.", "14. januara"),
 * beside CLDR's nominative above. CLDR's wide month names (`Intl.DateTimeFormat('he' | 'ur' |
 * 'ta', { day: 'numeric', month: 'long' })`); Tamil's May (`மே`, two characters) is left out.
 */
const PROBES24_MONTHS = lazy((): readonly string[][] => [
  ['ינואר', 'בינואר', 'جنوری', 'ஜனவரி', 'јануара', 'januara'],
  ['פברואר', 'בפברואר', 'فروری', 'பிப்ரவரி', 'фебруара', 'februara'],
  ['מרץ', 'במרץ', 'مارچ', 'மார்ச்', 'marta'],
  ['אפריל', 'באפריל', 'اپریل', 'ஏப்ரல்', 'априла', 'aprila'],
  ['מאי', 'במאי', 'مئی', 'маја'],
  ['יוני', 'ביוני', 'جون', 'ஜூன்', 'јуна', 'juna'],
  ['יולי', 'ביולי', 'جولائی', 'ஜூலை', 'јула', 'jula'],
  ['אוגוסט', 'באוגוסט', 'اگست', 'ஆகஸ்ட்', 'avgusta'],
  ['ספטמבר', 'בספטמבר', 'ستمبر', 'செப்டம்பர்', 'септембра'],
  ['אוקטובר', 'באוקטובר', 'اکتوبر', 'அக்டோபர்', 'октобра', 'oktobra'],
  ['נובמבר', 'בנובמבר', 'نومبر', 'நவம்பர்', 'новембра'],
  ['דצמבר', 'בדצמבר', 'دسمبر', 'டிசம்பர்', 'децембра'],
]);


/**
 * Arabic month names as a date writes them after its day (probes25's clinic reminder: "يوم الأحد
 * 29 نوفمبر 2026"): CLDR's wide Gregorian month names of Egypt and the Gulf (ar-EG: يناير …
 * ديسمبر, with the spellings إبريل, يونيه, يوليه), of Morocco (ar-MA: ماي, يوليوز, غشت, شتنبر,
 * نونبر, دجنبر), of Algeria and Tunisia (ar-DZ: جانفي, فيفري, أفريل, جوان, جويلية, أوت), and the
 * Syriac names of the Levant and Iraq (ar-LB) that are one word; `Intl.DateTimeFormat('ar-EG-u-
 * ca-gregory', { day: 'numeric', month: 'long' })`. Levant's August `آب` (two letters) and the
 * two-word `كانون الثاني`, `تشرين الأول`… are left out: the date pattern's month is one word.
 */
const ARABIC_MONTHS = lazy((): readonly string[][] => [
  ['يناير', 'جانفي'],
  ['فبراير', 'فيفري', 'شباط'],
  ['مارس', 'آذار'],
  ['أبريل', 'إبريل', 'أفريل', 'نيسان'],
  ['مايو', 'ماي', 'أيار'],
  ['يونيو', 'يونيه', 'جوان', 'حزيران'],
  ['يوليو', 'يوليه', 'يوليوز', 'جويلية', 'تموز'],
  ['أغسطس', 'غشت', 'أوت'],
  ['سبتمبر', 'شتنبر', 'أيلول'],
  ['أكتوبر'],
  ['نوفمبر', 'نونبر'],
  ['ديسمبر', 'دجنبر'],
]);


/**
 * Month names the nineteenth reading's certificates wrote after a day and stood (leaks40): Tongan
 * (CLDR `to`, `Intl.DateTimeFormat('to', { day: 'numeric', month: 'long' })`: "3 ʻAokosi 1994",
 * "22 Fēpueli 1997"; the ʻokina U+02BB opens ʻEpeleli, ʻAokosi and ʻOkatopa, a letter that has
 * no capital: the word is capitalized at the letter after it, see monthOfWord) and Tigrinya (CLDR
 * `ti`, the Gregorian months as Eritrea names them: "12 መስከረም 1968"). Tongan's May `mē` and
 * Tigrinya's January `ጥሪ` and June `ሰነ` (two letters) are left out, as Tamil's May; Tongan's June
 * `sune` is also a Swedish given name: it needs a year (NEEDS_A_YEAR).
 */
const LEAKS40_MONTHS = lazy((): readonly string[][] => [
  ['sānuali', 'sanuali'],
  ['fēpueli', 'fepueli', 'ለካቲት'],
  ['maʻasi', 'መጋቢት'],
  ['ʻepeleli', 'ሚያዝያ'],
  ['ጉንበት'],
  ['sune'],
  ['siulai', 'ሓምለ'],
  ['ʻaokosi', 'ነሓሰ'],
  ['sēpitema', 'sepitema', 'መስከረም'],
  ['ʻokatopa', 'ጥቅምቲ'],
  ['nōvema', 'ሕዳር'],
  ['tīsema', 'tisema', 'ታሕሳስ'],
]);

/**
 * The month names of the languages that write a date year first (CLDR, as FOREIGN_MONTHS):
 * Hungarian ("1987. március 14."), Lithuanian ("1987 m. kovo 14 d.") and Latvian, nominative
 * and locative ("1987. gada 14. martā"); lower case, as they write them.
 */
const YEAR_FIRST_MONTHS = lazy((): readonly string[][] => [
  ['január', 'sausio', 'janvāris', 'janvārī'],
  ['február', 'vasario', 'februāris', 'februārī'],
  ['március', 'kovo', 'marts', 'martā'],
  ['április', 'balandžio', 'aprīlis', 'aprīlī'],
  ['május', 'gegužės', 'maijs', 'maijā'],
  ['június', 'birželio', 'jūnijs', 'jūnijā'],
  ['július', 'liepos', 'jūlijs', 'jūlijā'],
  ['augusztus', 'rugpjūčio', 'augusts', 'augustā'],
  ['szeptember', 'rugsėjo', 'septembris', 'septembrī'],
  ['október', 'spalio', 'oktobris', 'oktobrī'],
  ['november', 'lapkričio', 'novembris', 'novembrī'],
  ['december', 'gruodžio', 'decembris', 'decembrī'],
]);

/** The full English month names in lower case, but "may" (LOWER_MONTH_NAME's set). */
const ENGLISH_LOWER = lazy((): ReadonlyMap<string, number> => new Map(
  MONTHS.flatMap((names, i) => (names[0] === 'May' ? [] : [[names[0]!.toLowerCase(), i + 1] as const])),
));

/**
 * Every month name of another language a date may write after its day: the six lists above
 * (the year-first languages' names but those English spells alike, MONTH_NAME's: "november").
 */
const FOREIGN_MONTHS = (): readonly string[][] => CALENDAR_WORD_MONTHS.map((names, i) => [
  ...names,
  ...OTHER_MONTHS()[i]!,
  ...PROBES24_MONTHS()[i]!,
  ...ARABIC_MONTHS()[i]!,
  ...LEAKS40_MONTHS()[i]!,
  ...YEAR_FIRST_MONTHS()[i]!.filter((n) => !ENGLISH_LOWER().has(n)),
]);
const FOREIGN_MONTH_BY_NAME = lazy((): ReadonlyMap<string, number> => new Map(FOREIGN_MONTHS().flatMap((names, i) => names.map((n) => [n, i + 1] as const))));

/**
 * Names of FOREIGN_MONTHS that a day alone before them does not make a date (a year must
 * follow): "mac" (Malay March) and "mail" (Estonian "in May") are English words, "jona"
 * (Malagasy June) and "sune" (Tongan June) given names.
 */
const NEEDS_A_YEAR: ReadonlySet<string> = new Set(['mac', 'mail', 'jona', 'sune']);

/**
 * Names that a day alone makes a date in lower case only: the languages that use "mars"
 * write it so, and "3 Mars missions" is the planet.
 */
const LOWER_CASE_ALONE: ReadonlySet<string> = new Set(['mars']);

/**
 * 1–12 for a word that names a month after a day ("14 de março", "14. března", "14. April"):
 * a name of FOREIGN_MONTHS in lower case or capitalized, or an English one as MONTH_NAME or
 * LOWER_MONTH_NAME write it; 0 for another word. `yearless`: no year follows, so the names of
 * NEEDS_A_YEAR, the capitalized ones of LOWER_CASE_ALONE and English names in lower case are no
 * month ("march" is a verb, "24. november" after "item" a number and a word).
 */
export function monthOfWord(word: string, yearless: boolean): number {
  const lower = word.toLowerCase();
  const foreign = FOREIGN_MONTH_BY_NAME().get(lower);
  if (foreign !== undefined) {
    if (yearless && (NEEDS_A_YEAR.has(lower) || (word !== lower && LOWER_CASE_ALONE.has(lower)))) return 0;
    // Capitalized at its first letter, or at the one after a Tongan ʻokina (U+02BB): "ʻAokosi".
    const head = lower.charCodeAt(0) === 0x2bb ? 2 : 1;
    return word === lower || word === lower.slice(0, head).toUpperCase() + lower.slice(head) ? foreign : 0;
  }
  const english = MONTH_BY_NAME().get(word);
  if (english !== undefined) return english;
  return !yearless && lower === word ? ENGLISH_LOWER().get(lower) ?? 0 : 0;
}


const YEAR_FIRST_MONTH_BY_NAME = lazy((): ReadonlyMap<string, number> => new Map(YEAR_FIRST_MONTHS().flatMap((names, i) => names.map((n) => [n, i + 1] as const))));

/** Regex source: a name of YEAR_FIRST_MONTHS. */
export const YEAR_FIRST_MONTH_NAME = lazy(() => `(?:${byLength(YEAR_FIRST_MONTH_BY_NAME().keys())})(?![\\p{L}])`);

/** 1–12 for a name YEAR_FIRST_MONTH_NAME matched. */
export function yearFirstMonth(name: string): number {
  return YEAR_FIRST_MONTH_BY_NAME().get(name) ?? 0;
}

/**
 * Weekday names of German, French, Spanish, Italian, Portuguese, Dutch, Polish, the
 * Scandinavian languages, Swahili, Indonesian, Malay, Turkish, Finnish and Hungarian (CLDR's wide
 * weekday names for de, fr, es, it, pt, nl, pl, da, nb, sv, sw, id, ms, tr, fi, hu;
 * Portuguese's "-feira" days by their first word), lower case. No DATE pattern reads them yet;
 * the names analysis knows them as no names ("op Dinsdag", "el Martes").
 */
const FOREIGN_WEEKDAYS: readonly string[] = [
  'montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonnabend', 'sonntag',
  'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche',
  'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo',
  'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica',
  'segunda', 'terça', 'quarta', 'quinta', 'sexta',
  'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag',
  'poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota', 'niedziela',
  'mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag', 'søndag', 'måndag', 'tisdag', 'lördag', 'söndag',
  // probes27: Swahili's (CLDR sw), Indonesian's and Malay's (CLDR id, ms; not `Minggu`, also a
  // given name), Turkish's of more than one word's root (CLDR tr; `Cuma`, `Pazar`, `Salı` are also
  // names), and the Sabbath as English writes the Hebrew word (`call me after Shabbat`).
  'jumatatu', 'jumanne', 'jumatano', 'alhamisi', 'ijumaa', 'jumamosi', 'jumapili',
  'senin', 'selasa', 'rabu', 'kamis', 'jumat', 'sabtu', 'isnin', 'khamis', 'jumaat',
  'pazartesi', 'çarşamba', 'perşembe', 'cumartesi',
  'shabbat', 'shabbos',
  // probes28: Finnish's and Hungarian's (CLDR fi, hu).
  'maanantai', 'tiistai', 'keskiviikko', 'torstai', 'perjantai', 'lauantai', 'sunnuntai',
  'hétfő', 'kedd', 'szerda', 'csütörtök', 'péntek', 'szombat', 'vasárnap',
];

/** The month names of CALENDAR_WORD_MONTHS and the weekday names of FOREIGN_WEEKDAYS, lower case. */
export const FOREIGN_CALENDAR_NAMES: readonly string[] = [...CALENDAR_WORD_MONTHS.flat(), ...FOREIGN_WEEKDAYS];

/** Regex source: a weekday name, Title Case or capitals, ending at a word boundary. */
export const WEEKDAY_NAME = lazy(() => `(?:${byLength(WEEKDAYS.flatMap((d) => [d, d.toUpperCase()]))})(?![\\p{L}])`);

/** Month by the case-folded codes of its first three letters (every name of MONTHS has a distinct three). */
const MONTH_BY_PREFIX = lazy((): ReadonlyMap<number, number> => new Map(MONTHS.map((names, i) => [prefixKey(names[0]!, 0), i + 1])));

function prefixKey(s: string, at: number): number {
  return ((s.charCodeAt(at) | 32) << 16) | ((s.charCodeAt(at + 1) | 32) << 8) | (s.charCodeAt(at + 2) | 32);
}

/**
 * 1–12 for a name that MONTH_NAME matched at text[at] (a full name, an abbreviation, Title
 * Case or capitals): read from its first three letters, without slicing or hashing a string.
 */
export function matchedMonth(text: string, at: number): number {
  return MONTH_BY_PREFIX().get(prefixKey(text, at))!;
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function isValidDay(month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1]!;
}

/** A numeric date is plausible when it reads as day-month or month-day (both orders are used). */
export function isValidDayMonthEitherOrder(a: number, b: number): boolean {
  return isValidDay(b, a) || isValidDay(a, b);
}
