import { defineDetector } from '../engine/detector.js';
import { isValidDay } from './lib/date-parts.js';

/**
 * A date written as code writes one, in a program's source or a value's printed form (a
 * traceback's locals, a debugger's or a REPL's output): Python's `datetime.date(1979, 4, 2)`
 * and `datetime.datetime(2026, 12, 3, 9, 30)` (the repr of the standard library's date and
 * datetime: year, month, day, then up to four time fields and a tzinfo), JavaScript's
 * `new Date(1979, 3, 2)` and `Date.UTC(…)` (ECMA-262 §21.4.2.1: the month counts from 0), .NET's
 * `new DateTime(1979, 4, 2)` and Java's `LocalDate.of(1979, 4, 2)` (from 1). The date is as
 * personal as the same date in figures ("dob=1979-04-02", which `date` takes), so the whole call
 * is the finding: `dob=[DATE]`. A call whose fields are no calendar date (a month 13, a day 31 of
 * April) and a method of another object (`self.date(…)`, `row.date(…)`) stay.
 * Also a month and day without a year as vCard writes a birthday (RFC 6350 §4.3.1, from ISO
 * 8601:2000's truncated form: `BDAY:--0319`, `--03-19`) and Android's contacts store it (`data1=--03-19`
 * in a contact_event row), after `:`, `=` or a quote (a command's option `--10-20` after a blank stays).
 */
const CALLEE = String.raw`(?<![\w.$])(?:(?:(?:datetime|dt)\.)?date(?:time)?|new[ \t]+Date|Date\.UTC|(?:new[ \t]+)?DateTime(?:Offset)?|LocalDate(?:Time)?\.of)`;
const FIELDS = String.raw`\([ \t]*(?:18|19|20|21)\d\d[ \t]*,[ \t]*\d{1,2}[ \t]*,[ \t]*\d{1,2}(?:[ \t]*,[ \t]*\d{1,6}){0,4}(?:[ \t]*,[ \t]*tzinfo=[\w.]+)?[ \t]*\)`;

// A patient's birth (or death) as HL7 CDA writes it: `<birthTime value="19810614"/>`, a TS
// value (HL7 v3 Data Types: YYYYMMDD, maybe the hour, minutes, seconds and a zone) in the
// patient's `birthTime` or the `sdtc:deceasedTime` extension (C-CDA R2.1; the nineteenth
// reading's summary). An encounter's `effectiveTime` dates no one's life and stays.
const CDA_BIRTH = /(?<=<(?:[A-Za-z]+:)?(?:birthTime|deceasedTime)(?:[ \t]+[\w:]+="[^"<>]*")*[ \t]+value=")(?:18|19|20)\d{6}(?:\d{2,6}(?:\.\d{1,4})?)?(?:[+-]\d{4})?(?=")/g;
const YEARLESS = /(?<=[:="'>][ \t]?|^)--(?:0[1-9]|1[0-2])-?[0-3]\d(?![\w-])/g;

// A birth date in ISO 8601's basic format (YYYYMMDD, §4.1.2.2) as the value of a birth date's
// key: NCPDP Telecommunication Standard D.0's 304-C4 Date of Birth (CCYYMMDD, pretty-printed
// `DOB=19520317`: the twentieth reading), a claim export's `birthDate=`. Eight digits elsewhere
// are an order's or a trace's number as often as a date.
const COMPACT_BIRTH = /(?<=(?<![\p{L}\p{N}])(?:dob|birth[ _-]?date|date[ _-]?of[ _-]?birth|birthday|bday)["']?[ \t]*[:=][ \t]*["']?)(?:18|19|20)\d\d(?:0[1-9]|1[0-2])[0-3]\d(?![\p{L}\p{N}])/giu;

/** Whether the call's year, month and day are a calendar date, the month read as its callee counts. */
function isCalendarCall(call: string): boolean {
  if (call.startsWith('--')) return isValidDay(Number(call.slice(2, 4)), Number(call.slice(-2)));
  if (/^\d{8}/.test(call)) return isValidDay(Number(call.slice(4, 6)), Number(call.slice(6, 8)));
  const fields = /\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/.exec(call);
  if (!fields) return false;
  // JavaScript's Date counts months from 0; the others from 1.
  const fromZero = /^(?:new[ \t]+Date|Date\.UTC)\(/.test(call);
  const month = Number(fields[2]) + (fromZero ? 1 : 0);
  const year = Number(fields[1]);
  const day = Number(fields[3]);
  if (month === 2 && day === 29) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return isValidDay(month, day);
}

export default defineDetector({
  id: 'date-code',
  entity: 'DATE',
  patterns: () => [new RegExp(`${CALLEE}${FIELDS}`, 'g'), YEARLESS, COMPACT_BIRTH, CDA_BIRTH],
  keywords: ['date(', 'datetime(', 'date.utc(', 'localdate', 'datetimeoffset(', '--0', '--1', 'dob', 'birth', 'bday', 'deceasedtime'],
  validate: (call) => isCalendarCall(call),
  score: 0.85,
  examples: {
    positive: [
      // Fictitious dates as Python prints them (the eighth reading's traceback with rich's locals panel).
      { text: "patient = Patient(id=40817, dob=datetime.date(1979, 4, 2), mrn='MRN-2210847')", match: 'datetime.date(1979, 4, 2)' },
      { text: 'slot = Slot(start=datetime.datetime(2026, 12, 3, 9, 30), clinician=x)', match: 'datetime.datetime(2026, 12, 3, 9, 30)' },
      { text: 'born = date(1979, 4, 2)', match: 'date(1979, 4, 2)' },
      // JavaScript's month from 0: 3 is April.
      { text: 'const dob = new Date(1979, 3, 2);', match: 'new Date(1979, 3, 2)' },
      { text: 'var birthDate = new DateTime(1979, 4, 2);', match: 'new DateTime(1979, 4, 2)' },
      { text: 'LocalDate dob = LocalDate.of(1979, 4, 2);', match: 'LocalDate.of(1979, 4, 2)' },
      // A birthday without its year (a vCard's BDAY; an Android contact_event row).
      { text: 'BDAY:--0319\nEND:VCARD', match: '--0319' },
      { text: 'mimetype=vnd.android.cursor.item/contact_event, data1=--03-19, data2=3', match: '--03-19' },
      // HL7 CDA's birth time (the nineteenth reading's C-CDA summary, fictitious).
      { text: '<administrativeGenderCode code="F"/>\n<birthTime value="19810614"/>', match: '19810614' },
      { text: '<sdtc:deceasedTime value="202611280915-0600"/>', match: '202611280915-0600' },
    ],
    negative: [
      'dob=datetime.date(1979, 13, 2)', // no thirteenth month
      'const d = new Date(1979, 12, 2);', // JavaScript's months end at 11
      'x = datetime.date(1979, 4, 31)', // no 31 April
      'row.date(2026, 4, 2)', // another object's method
      'update(1979, 4, 2)', // not a date's constructor
      'datetime.date(1979, 2, 29)', // 1979 was no leap year
      'BDAY:--1340', // no thirteenth month
      'git log --10-20', // not after a field's sign
      '<effectiveTime value="20261128"/>', // an encounter's time
      '<birthTime value="19811314"/>', // no thirteenth month
    ],
  },
});
