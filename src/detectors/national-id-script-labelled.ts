import { defineDetector } from '../engine/detector.js';

/**
 * Identity numbers after their label in a script the national-ID registry's shapes do not read
 * (the eleventh reading: docs/reader.md, reader11):
 * - the Mongolian register number (регистрийн дугаар, РД): two Cyrillic capitals of the place
 *   of registration, the birth date as YYMMDD (month plus 20 for those born from 2000) and two
 *   digits (`регистрийн дугаар УБ91052418`); the registry's scan starts from ASCII letters only;
 * - the Mongolian identity card's and social insurance book's numbers (`иргэний үнэмлэхний
 *   дугаар 004182736`, `дэвтрийн дугаар: 0418273`);
 * - an Iranian birth certificate's number after `شماره شناسنامه` (its old numbers have one to
 *   six digits, so only right after the label);
 * - an Armenian passport's number (`Անձնագիր՝ AN0418273`: two capitals and seven digits) and a
 *   birth certificate's (`ծննդյան վկայական № 4182736`).
 * - a passport's number after the Arabic label `رقم الجواز` / `رقم جواز السفر` (passport number: the
 *   twentieth reading's Bahraini customs declaration, `Passport No. / رقم الجواز:    2419837`): six to
 *   nine digits after up to two capitals, the shapes Arab states number passports in, only right
 *   after the label (no check digit is printed).
 * A register number must hold a calendar date; the others are only taken right after their label.
 * Starts from the keyword pass: the patterns run on windows around the labels only.
 */
const END = String.raw`(?![\p{L}\p{N}]|[-/.][\p{L}\p{N}])`;
const JOIN = String.raw`[ \t]*(?:[:：՝][ \t]*)?`;
// The register number: after `регистр…` (any case ending) or `РД`, up to two words between
// (`регистрийн дугаар`, `РД:`).
const MN_REGISTER = String.raw`(?<![\p{L}\p{N}])(?:[Рр]егистр\p{L}*(?:[ \t]+дугаар\p{L}*)?|РД)${JOIN}(?:№[ \t]*)?(?<value>[А-ЯЁӨҮ]{2}[ \t]?\d{8})${END}`;
const MN_CARD = String.raw`(?<![\p{L}\p{N}])(?:үнэмлэхний|дэвтрийн)\s+дугаар\p{L}*${JOIN}(?:№[ \t]*)?(?<value>\d{6,10})${END}`;
const AM_PASSPORT = String.raw`(?<![\p{L}\p{N}])[Աա]նձնագ(?:իր|րի)${JOIN}(?:№[ \t]*)?(?<value>[A-Z]{2}[ \t]?\d{7})${END}`;
// An Iranian birth certificate's number (شماره شناسنامه, the shenasnameh: one to six digits for
// those registered before 1989, the ten of the code melli since), right after its label.
const IR_SHENASNAMEH = String.raw`(?<![\p{L}\p{N}])شماره[ \t]+شناسنامه${JOIN}(?<value>\d{1,10})(?![\p{L}\p{N}]|[-/.]\p{N})`;
const AR_PASSPORT = String.raw`(?<![\p{L}\p{N}])رقم[ \t]+(?:ال)?جواز(?:[ \t]+(?:ال)?سفر)?${JOIN}(?<value>[A-Z]{0,2}\d{6,9})${END}`;
const AM_BIRTH = String.raw`(?<![\p{L}\p{N}])ծննդյան\s+վկայական\p{L}*${JOIN}(?:№[ \t]*)?(?<value>(?:[A-Z]{1,3}[ \t-]?)?\d{6,9})${END}`;

/** Whether a Mongolian register number's six digits after its letters read as a birth date. */
function isMnRegister(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 8 || !/^[А-ЯЁӨҮ]{2}/u.test(value)) return true;
  const m = Number(digits.slice(2, 4));
  const month = m > 20 ? m - 20 : m;
  const day = Number(digits.slice(4, 6));
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

export default defineDetector({
  id: 'national-id-script-labelled',
  entity: 'NATIONAL_ID',
  patterns: () => [new RegExp(MN_REGISTER, 'gu'), new RegExp(MN_CARD, 'gu'), new RegExp(AM_PASSPORT, 'gu'), new RegExp(AM_BIRTH, 'gu'), new RegExp(IR_SHENASNAMEH, 'gu'), new RegExp(AR_PASSPORT, 'gu')],
  keywords: ['регистр', 'рд', 'үнэмлэхний', 'дэвтрийн', 'անձնագ', 'վկայական', 'شناسنامه', 'جواز'],
  window: 64,
  score: 0.9,
  validate: (value) => isMnRegister(value),
  examples: {
    positive: [
      // Fictitious numbers (the eleventh reading's Mongolian and Armenian certificates).
      { text: 'Иргэн Батбаярын Энхтуяа (регистрийн дугаар УБ91052418, иргэний', match: 'УБ91052418' },
      { text: 'РД: УЕ88110736', match: 'УЕ88110736' },
      { text: 'иргэний үнэмлэхний дугаар 004182736) нь', match: '004182736' },
      { text: 'Нийгмийн даатгалын дэвтрийн дугаар: 0418273', match: '0418273' },
      { text: 'Անձնագիր՝ AN0418273, տրված 014-ի կողմից', match: 'AN0418273' },
      { text: 'ծննդյան վկայական № 4182736։', match: '4182736' },
      // The tenth reading's Persian letter (fictitious), in Persian digits as it prints them.
      { text: 'و شماره شناسنامه ۴۷۱۸، متولد', match: '۴۷۱۸' },
      // The twentieth reading's Bahraini declaration (fictitious): the Arabic label after the English one.
      { text: 'Passport No. / رقم الجواز:    2419837\nNationality', match: '2419837' },
      { text: 'رقم جواز السفر: A12345678', match: 'A12345678' },
    ],
    negative: [
      'регистрийн дугаар УБ91152418', // no month 15
      'регистрийн дугаар 2026', // no letters, too short
      'УБ91052418', // no label
      'үнэмлэхний дугаар 0041', // too short
      'Անձնագիր՝ AN041827', // six digits
      'شماره شناسنامه را وارد کنید', // no number
      'رقم الجواز: 12345', // five digits
      'رسوم جواز السفر 250000', // a fee: no number's word before the label
    ],
  },
});
