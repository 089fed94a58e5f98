import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { scanOf, type DigitTokens } from '../engine/scan/index.js';
import type { EntityName } from '../entities.js';
import { codeAt, isAsciiLetter, isDigit } from './lib/char-codes.js';
import { luhn } from './lib/checksums.js';
import { isCalendarDate } from './national-ids/algorithms.js';
import { ID_FORMATS } from './national-ids/registry.js';

/**
 * Form fields as OCR reads a printed or hand-filled form: digits with spaces between them
 * ("4 8 2 - 1 7 - 5 5 3 9"), the letter O for a zero ("11/O2/1961", "( 5 1 2 ) 5 5 5 - O 1 9 3"),
 * a small l for a one beside digits (a fax's OCR: "Seguro Social:  582-4l-8273", the thirteenth
 * reading; labels in Spanish too: "Fecha nac.", "cel.", "teléfono"),
 * blanks around an e-mail's "@". Spaced single digits are common in ordinary text (scores,
 * lists, versions), so a value counts only where three things agree: the label right before it
 * on its line names a field (read with OCR's stray spaces taken out: "Soc ial Secur ity No."),
 * the value with its spaces taken out and O read as 0 has that field's format ("NNN-NN-NNNN",
 * a calendar date), and it passes the format's check (an SSN's or EIN's assigned ranges, a
 * card's Luhn digit). Values printed without such OCR noise are left to the other detectors.
 */

interface Field {
  entity: EntityName;
  /** Label endings, lower case, without blanks and without a trailing "no." or "number". */
  labels: readonly string[];
  /** The compact value (no blanks, O read as 0) is one of this field. */
  accepts: (compact: string) => boolean;
}

const idCheck = (id: string) => {
  const format = ID_FORMATS.find((f) => f.id === id);
  if (!format) throw new Error(`no national ID format ${id}`);
  return (digits: string) => format.validate(digits);
};
const isSsn = idCheck('us/ssn');
const isEin = idCheck('us/ein');

/** A numeric date, month-day or day-month, two or four digits of year. */
function isNumericDate(compact: string): boolean {
  const m = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{2}|\d{4})$/.exec(compact);
  if (!m) return false;
  const a = Number(m[1]);
  const b = Number(m[3]);
  const year = m[4]!.length === 2 ? 1900 + Number(m[4]) : Number(m[4]);
  return isCalendarDate(year, a, b) || isCalendarDate(year, b, a);
}

const FIELDS: readonly Field[] = [
  { entity: 'NATIONAL_ID', labels: ['socialsecurity', 'ssn', 'soc.sec.', 'segurosocial'], accepts: (c) => /^\d{3}-?\d{2}-?\d{4}$/.test(c) && isSsn(c.replace(/-/g, '')) },
  { entity: 'VAT_NUMBER', labels: ['ein', 'fein', 'employeridentification', 'taxid'], accepts: (c) => /^\d{2}-?\d{7}$/.test(c) && isEin(c.replace(/-/g, '')) },
  { entity: 'DATE', labels: ['dateofbirth', 'birthdate', 'birth', 'dob', 'd.o.b', 'date', 'born', 'fechanac', 'fechadenacimiento', 'nacimiento', 'fecha'], accepts: isNumericDate },
  { entity: 'PHONE_NUMBER', labels: ['phone', 'telephone', 'tel', 'mobile', 'cell', 'fax', 'cel', 'celular', 'telefono', 'teléfono'], accepts: (c) => /^\+?[\d()-]+$/.test(c) && /^\+?(?:\d|\(\d{2,4}\)|-(?=\d))+$/.test(c) && countDigits(c) >= 10 && countDigits(c) <= 13 },
  { entity: 'ZIP_CODE', labels: ['zip', 'zipcode', 'postalcode', 'postcode'], accepts: (c) => /^\d{5}(?:-\d{4})?$/.test(c) },
  { entity: 'CREDIT_CARD', labels: ['card', 'cardno', 'card#', 'creditcard', 'debitcard', 'cc'], accepts: (c) => /^\d{13,19}$/.test(c) && luhn(c) },
  // A house number: the street after it on the line is taken with it.
  { entity: 'ADDRESS', labels: ['address', 'streetaddress', 'addr', 'homeaddress', 'street'], accepts: (c) => /^[1-9]\d{0,5}$/.test(c) },
];
const EMAIL_LABELS = ['email', 'e-mail', 'mail', 'emailaddress', 'e-mailaddress'];

// A North American number in its printed groups, `(787) 418-2736` or `939-401-8273`, read from a
// value with OCR's O or l among its digits (`(787) 4l8-2736`, `787-6O2-4l83`): the groups' shape
// says phone with no label (a fax's `Tel. paciente:`, a number closing a sentence). The area code
// and the exchange as NANP assigns them (first digit 2–9, no N11), at most two letters read.
const NANP_GROUPS = /^(?:\(([2-9]\d\d)\)|([2-9]\d\d)-)([2-9]\d\d)-\d{4}$/;
function isOcrNanp(raw: string, compact: string): boolean {
  const m = NANP_GROUPS.exec(compact);
  if (m === null || !/^(?:\([\dOl]{3}\) ?|[\dOl]{3}-)[\dOl]{3}-[\dOl]{4}$/.test(raw)) return false;
  const area = (m[1] ?? m[2])!;
  const noise = raw.length - raw.replace(/[Ol]/g, '').length;
  return noise <= 2 && !area.endsWith('11') && !m[3]!.endsWith('11');
}

function countDigits(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) if (isDigit(s.charCodeAt(i))) n++;
  return n;
}

// A value: digits (O among them, and l before a digit or after one: `4l8-2736`, `l962`) and
// - / ( ) with at most two blanks between them.
const RUN = /(?<![\p{L}\p{N}])(?:\(|(?:\d|O(?!\p{L})|l(?=\d)|(?<=\d)l(?!\p{L}))+)(?:[ ]{0,2}(?:(?:\d|O(?!\p{L})|l(?=\d)|(?<=\d)l(?!\p{L}))+|[-/()]))*/gu;
// An e-mail address with blanks around its "@".
const SPACED_EMAIL = /(?<![\w.+-])[\w.+-]+(?: @ ?| ?@ )[\w-]+(?:\.[\w-]+)+(?![\w-])/g;
// The label before a value: the text back to a column gap (three blanks) or the line's start.
const GAP = /[ \t]{3,}/g;

/**
 * The label before `at` on its line (back to a column gap or the line's start), lower case,
 * blanks out, a trailing ":", "#", "no." off; with, for each of its characters, whether a word
 * may start there (a blank or no letter before it in the printed label).
 */
function labelBefore(line: string, at: number): { label: string; starts: boolean[] } {
  let from = 0;
  const head = line.slice(0, at).replace(/[ \t]+$/, '');
  GAP.lastIndex = 0;
  for (let m = GAP.exec(head); m; m = GAP.exec(head)) from = m.index + m[0].length;
  let label = '';
  const starts: boolean[] = [];
  for (let i = from; i < head.length; i++) {
    const c = head[i]!;
    if (c === ' ' || c === '\t') continue;
    starts.push(i === from || !/\p{L}/u.test(head[i - 1]!) || !/\p{L}/u.test(c));
    label += c.toLowerCase();
  }
  const trimmed = label.replace(/[:=]+$/, '').replace(/(?:no\.?|number|num|nr\.?|#)$/, '').replace(/[:.]+$/, '');
  return { label: trimmed, starts: starts.slice(0, trimmed.length) };
}

/** Whether the label ends with one of `labels` that starts a word there ("home phone", not "hotel"). */
const endsWithLabel = ({ label, starts }: { label: string; starts: boolean[] }, labels: readonly string[]) =>
  labels.some((l) => label.endsWith(l) && starts[label.length - l.length] === true);

/** The end of a field's value on its line: the next column gap, or the line's end. */
function fieldEnd(line: string, from: number): number {
  GAP.lastIndex = from;
  const gap = GAP.exec(line);
  return gap ? gap.index : line.replace(/[ \t\r]+$/, '').length;
}

function findInLine(line: string, offset: number, out: Candidate[]): void {
  RUN.lastIndex = 0;
  for (let m = RUN.exec(line); m; m = RUN.exec(line)) {
    const raw = m[0].replace(/[ \-/(]+$/, '');
    // OCR's noise: single digits with blanks between them, or an O among digits.
    if (!/(?<![\dO])[\dO] [\dO](?![\dO])/.test(raw) && !/[Ol]/.test(raw)) continue;
    const compact = raw.replace(/ /g, '').replace(/O/g, '0').replace(/l/g, '1');
    if (countDigits(compact) < 5 && !/^\d{1,6}$/.test(compact)) continue;
    if (/[Ol]/.test(raw) && isOcrNanp(raw, compact)) {
      out.push({ start: offset + m.index, end: offset + m.index + raw.length, score: 0.85, entity: 'PHONE_NUMBER' });
      continue;
    }
    const label = labelBefore(line, m.index);
    // A field's label: short, or closed by ":" or "#" ("I lost my phone. 030 …" is a sentence).
    if (label.label === '' || (label.label.length > 16 && !/[:#=][ \t]*$/.test(line.slice(0, m.index)))) continue;
    const field = FIELDS.find((f) => endsWithLabel(label, f.labels) && f.accepts(compact));
    if (!field) continue;
    let end = m.index + raw.length;
    if (field.entity === 'ADDRESS') {
      // The street after the house number, to the column gap: words, one at least.
      const street = fieldEnd(line, end);
      if (!/^[ \t]+\p{Lu}\p{L}+/u.test(line.slice(end, street))) continue;
      end = street;
    }
    // As sure as a street the address detector finds (0.95): the whole field wins over the part
    // of it found without the spaced house number.
    out.push({ start: offset + m.index, end: offset + end, score: field.entity === 'ADDRESS' ? 0.95 : 0.9, entity: field.entity });
  }
  // The address's "@" has a blank beside it: a line without one holds none (most lines with digits).
  if (!/ @|@ /.test(line)) return;
  SPACED_EMAIL.lastIndex = 0;
  for (let m = SPACED_EMAIL.exec(line); m; m = SPACED_EMAIL.exec(line)) {
    if (endsWithLabel(labelBefore(line, m.index), EMAIL_LABELS)) out.push({ start: offset + m.index, end: offset + m.index + m[0].length, score: 0.9, entity: 'EMAIL_ADDRESS' });
  }
}

/** The longest line read: a form's line is short; a long one is prose or data. */
const MAX_LINE = 200;

/**
 * The next place at or after `from` where `literal` occurs and `ok` holds, text.length when none:
 * a search kept ahead of the lines read, so each literal costs one pass over the text.
 */
class NextSeed {
  private at = -1;

  constructor(
    private readonly text: string,
    private readonly literal: string,
    private readonly ok: (i: number) => boolean,
  ) {}

  /** Whether a seed lies in [from, to). */
  within(from: number, to: number): boolean {
    if (this.at < from) this.at = this.next(from);
    while (this.at < to) {
      if (this.ok(this.at)) return true;
      this.at = this.next(this.at + 1);
    }
    return false;
  }

  private next(from: number): number {
    const i = this.text.indexOf(this.literal, from);
    return i < 0 ? this.text.length : i;
  }
}

/**
 * Whether digit runs r and r + 1 (one blank between them) are single digits: the noise
 * findInLine looks for ("4 8 2"). Two longer runs ("404 33983" in every access-log line) are
 * noise only on a line with an O, which findInLine reads as a 0.
 */
function isSpacedPair(runs: DigitTokens['digitRuns'], r: number): boolean {
  return runs.end(r) - runs.start(r) === 1 && runs.end(r + 1) - runs.start(r + 1) === 1;
}

/**
 * Each line of at most MAX_LINE characters that holds a place where OCR noise may be: two single
 * digits with a blank between them (or two runs of digits so, on a line with an O); an O beside a digit or a slash, no letter on its other side; a blank
 * beside an "@". Read from the engine's digit runs and three literal searches, line by line: a
 * regex over the whole text for these cost 0.8 ms on the bench corpus (a page of prose has
 * hundreds of "1 2"), and the lines of prose are long.
 */
function findOcrSpaced(text: string, ctx: DetectorContext): Candidate[] {
  const out: Candidate[] = [];
  const runs = (ctx.scan ?? scanOf(text)).digitTokens.digitRuns;
  const slashO = new NextSeed(text, '/O', (i) => !isAsciiLetter(codeAt(text, i + 2)));
  const oSlash = new NextSeed(text, 'O/', (i) => !isAsciiLetter(codeAt(text, i - 1)));
  const at = new NextSeed(text, '@', (i) => codeAt(text, i - 1) === 32 || codeAt(text, i + 1) === 32);
  const capitalO = new NextSeed(text, 'O', () => true);
  let r = 0;
  for (let ls = 0; ls < text.length; ) {
    let le = text.indexOf('\n', ls);
    if (le < 0) le = text.length;
    // The digit runs of the line (a run's places of noise are on its line).
    let seeded = false;
    for (; r < runs.count && runs.start(r) < le; r++) {
      if (seeded || le - ls > MAX_LINE) continue;
      const start = runs.start(r);
      const end = runs.end(r);
      seeded =
        (r + 1 < runs.count && runs.start(r + 1) === end + 1 && codeAt(text, end) === 32 && (isSpacedPair(runs, r) || capitalO.within(ls, le))) ||
        (codeAt(text, start - 1) === 79 && !isAsciiLetter(codeAt(text, start - 2))) ||
        (codeAt(text, end) === 79 && !isAsciiLetter(codeAt(text, end + 1))) ||
        // An l read for a 1 beside the digits: `4l8-2736`, `/l962`.
        (codeAt(text, end) === 108 && !isAsciiLetter(codeAt(text, end + 1))) ||
        (codeAt(text, start - 1) === 108 && !isAsciiLetter(codeAt(text, start - 2)));
    }
    if (le - ls <= MAX_LINE && (seeded || slashO.within(ls, le) || oSlash.within(ls, le) || at.within(ls, le))) findInLine(text.slice(ls, le), ls, out);
    ls = le + 1;
  }
  return out;
}

/** Every line of at most MAX_LINE characters read, without the seeds: what the seeds narrow (for tests). */
export function findOcrSpacedInEveryLine(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (let ls = 0; ls < text.length; ) {
    let le = text.indexOf('\n', ls);
    if (le < 0) le = text.length;
    if (le - ls <= MAX_LINE) findInLine(text.slice(ls, le), ls, out);
    ls = le + 1;
  }
  return out;
}

export default defineDetector({
  id: 'ocr-spaced',
  entity: 'NATIONAL_ID',
  find: findOcrSpaced,
  examples: {
    positive: [
      // The reader's OCR'd enrolment form (fictitious values in valid formats).
      { text: 'Soc ial Secur ity No. : 4 8 2 - 1 7 - 5 5 3 9', match: '4 8 2 - 1 7 - 5 5 3 9' },
      { text: 'SSN: 4 8 2 - 1 7 - 5 5 3 9    DOB: O3 / 22 / 1 9 6 4', match: '4 8 2 - 1 7 - 5 5 3 9' },
      // Its other fields (dates, phones, cards…) are in test/detectors/reader2-standing.test.ts.
    ],
    negative: [
      'Score: 3 1 - 2 4 after extra time', // no field label
      'Soc ial Secur ity No. : 0 0 0 - 1 7 - 5 5 3 9', // area 000 is never assigned
      'Card # 4 9 1 7  6 1 0 0  3 2 5 8  4 4 7 7', // Luhn fails
      'rows 1 2 3 4 5 6 of the table',
    ],
  },
});
