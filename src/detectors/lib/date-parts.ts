/**
 * Calendar facts for the DATE detector: English month and weekday names as they are written
 * (full, three-letter and the common "Sept"/"Tues"/"Thurs" abbreviations, Title Case or
 * capitals), and day/month range checks (Gregorian calendar; 29 February allowed in any year
 * when the year is unknown).
 */
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

const MONTH_BY_NAME: ReadonlyMap<string, number> = new Map(
  MONTHS.flatMap((names, i) => names.flatMap((n) => [[n, i + 1] as const, [n.toUpperCase(), i + 1] as const])),
);

/** Longest first, so the alternation never stops at a prefix ("Mar" of "March"). */
const byLength = (names: Iterable<string>) => [...names].sort((a, b) => b.length - a.length).join('|');

/** Regex source: a month name, Title Case or capitals, ending at a word boundary. */
export const MONTH_NAME = `(?:${byLength(MONTH_BY_NAME.keys())})(?![\\p{L}])`;

/**
 * Regex source: a full month name in lower case ("born 2 april 1985" in a chat or a ticket);
 * not "may", a verb. DATE takes it only between a day and a year.
 */
export const LOWER_MONTH_NAME = `(?:${byLength(MONTHS.filter((n) => n[0] !== 'May').map((n) => n[0]!.toLowerCase()))})(?![\\p{L}])`;

/**
 * Month names of German, French, Spanish, Italian, Dutch and Polish (genitive, as dates write
 * it), as written in a date of birth: "14. März 1987", "14 mars 1987", "14 de marzo de 1987";
 * the Danish, Norwegian and Swedish ones English does not share ("24. marts", "maj",
 * "augusti", "desember"; CLDR's month names for da, nb, sv).
 * The spellings English shares ("April", "August", "September", "November") are left to
 * MONTH_NAME; lower case or capitalized. French abbreviations too, with their full stop
 * ("13 janv. 2025", "3 déc. 2024": Imprimerie nationale, CLDR's abbreviated month names).
 */
const FOREIGN_MONTHS: readonly string[][] = [
  ['januar', 'janvier', 'janv', 'enero', 'gennaio', 'januari', 'stycznia'],
  ['februar', 'février', 'fevrier', 'févr', 'fevr', 'febrero', 'febbraio', 'februari', 'lutego'],
  ['märz', 'maerz', 'mars', 'marts', 'marzo', 'maart', 'marca'],
  ['avril', 'avr', 'abril', 'aprile', 'kwietnia'],
  ['mai', 'maj', 'mayo', 'maggio', 'mei', 'maja'],
  ['juni', 'juin', 'junio', 'giugno', 'czerwca'],
  ['juli', 'juillet', 'juil', 'julio', 'luglio', 'lipca'],
  ['août', 'aout', 'agosto', 'augustus', 'augusti', 'sierpnia'],
  ['septembre', 'sept', 'septiembre', 'settembre', 'wrzesnia', 'września'],
  ['oktober', 'octobre', 'oct', 'octubre', 'ottobre', 'października', 'pazdziernika'],
  ['novembre', 'nov', 'noviembre', 'listopada'],
  ['dezember', 'décembre', 'decembre', 'déc', 'diciembre', 'dicembre', 'december', 'desember', 'grudnia'],
];
const FOREIGN_MONTH_BY_NAME: ReadonlyMap<string, number> = new Map(FOREIGN_MONTHS.flatMap((names, i) => names.map((n) => [n, i + 1] as const)));

/** Regex source: a month name of FOREIGN_MONTHS, lower case or capitalized. */
export const FOREIGN_MONTH_NAME = `(?:${byLength(FOREIGN_MONTHS.flat().flatMap((n) => [n, n[0]!.toUpperCase() + n.slice(1)]))})(?![\\p{L}])`;

/** 1–12 for a name FOREIGN_MONTH_NAME matched; 0 for another word. */
export function foreignMonth(name: string): number {
  return FOREIGN_MONTH_BY_NAME.get(name.toLowerCase()) ?? 0;
}

/**
 * Weekday names of German, French, Spanish, Italian, Portuguese, Dutch, Polish and the
 * Scandinavian languages (CLDR's wide weekday names for de, fr, es, it, pt, nl, pl, da, nb, sv;
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
];

/** The month names of FOREIGN_MONTHS and the weekday names of FOREIGN_WEEKDAYS, lower case. */
export const FOREIGN_CALENDAR_NAMES: readonly string[] = [...FOREIGN_MONTHS.flat(), ...FOREIGN_WEEKDAYS];

/** Regex source: a weekday name, Title Case or capitals, ending at a word boundary. */
export const WEEKDAY_NAME = `(?:${byLength(WEEKDAYS.flatMap((d) => [d, d.toUpperCase()]))})(?![\\p{L}])`;

/** Month by the case-folded codes of its first three letters (every name of MONTHS has a distinct three). */
const MONTH_BY_PREFIX: ReadonlyMap<number, number> = new Map(MONTHS.map((names, i) => [prefixKey(names[0]!, 0), i + 1]));

function prefixKey(s: string, at: number): number {
  return ((s.charCodeAt(at) | 32) << 16) | ((s.charCodeAt(at + 1) | 32) << 8) | (s.charCodeAt(at + 2) | 32);
}

/**
 * 1–12 for a name that MONTH_NAME matched at text[at] (a full name, an abbreviation, Title
 * Case or capitals): read from its first three letters, without slicing or hashing a string.
 */
export function matchedMonth(text: string, at: number): number {
  return MONTH_BY_PREFIX.get(prefixKey(text, at))!;
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function isValidDay(month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1]!;
}

/** A numeric date is plausible when it reads as day-month or month-day (both orders are used). */
export function isValidDayMonthEitherOrder(a: number, b: number): boolean {
  return isValidDay(b, a) || isValidDay(a, b);
}
