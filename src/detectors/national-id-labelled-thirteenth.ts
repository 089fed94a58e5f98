import { defineDetector } from '../engine/detector.js';

/**
 * Identity documents of the thirteenth reading (docs/reader.md, reader13) that the national-ID
 * registry's digit-run scan does not start from:
 * - the Myanmar National Registration Card (နိုင်ငံသားစိစစ်ရေးကတ်ပြား, NRC) number as the card
 *   prints it in Burmese: the state or region (၁–၁၄), a slash, the township's code in Burmese
 *   letters, the holder's kind in brackets (နိုင် a citizen, ဧည့် an associate, ပြု a naturalized
 *   citizen) and six Burmese digits: `၁၂/ဗဟန(နိုင်)၄၁၈၂၇၃`. No other number is written so: it
 *   needs no word. Its Latin transliteration, as English forms and bank records write it
 *   (`12/BAHANA(N)048217`, `12/MaYaKa(N)118402`: the township's code in Latin letters, the kind
 *   as N, E or P; Wikipedia, "National Registration Card (Myanmar)"; reader23), needs none either;
 * - a passport number of two capitals and six digits right after "passport" (Myanmar's `MH418273`
 *   and other countries' that number passports so; passport.ts reads seven digits).
 * Starts from the keyword pass: the bracketed kind or the word "passport".
 */
// The engine reads Burmese digits folded to ASCII ones (engine/digits-folded.ts); a number the
// card's way with ASCII digits is the same number.
const NRC = String.raw`(?<![\p{L}\p{M}\p{N}])(?<value>(?:1[0-4]|[1-9])/[\u1000-\u102A\u102B-\u103F]{2,10}\((?:နိုင်|ဧည့်|ပြု)\)\d{6})(?![\p{L}\p{M}\p{N}])`;
const NRC_LATIN = String.raw`(?<![\p{L}\p{N}/])(?<value>(?:1[0-4]|[1-9])/[A-Z][A-Za-z]{2,8}\((?:N|E|P|NAING|Naing)\)\d{6})(?![\p{L}\p{N}])`;
const PASSPORT = String.raw`(?<![\p{L}\p{N}])(?:[Pp]assport|PASSPORT)(?:[ \t]*(?:[Nn]o\.?|NO\.?|[Nn]umber|NUMBER|#))?[ \t]*[:=#]?[ \t]*(?<value>[A-Z]{2}\d{6})(?![\p{L}\p{N}]|[-/.]\p{N})`;

export default defineDetector({
  id: 'national-id-labelled-thirteenth',
  entity: 'NATIONAL_ID',
  patterns: () => [new RegExp(NRC, 'gu'), new RegExp(NRC_LATIN, 'gu'), new RegExp(PASSPORT, 'gu')],
  keywords: ['(နိုင်)', '(ဧည့်)', '(ပြု)', '(N)', '(E)', '(P)', '(Naing)', 'passport'],
  window: 64,
  score: 0.9,
  validate: (value) => !/^[A-Z]{2}(\d)\1{5}$/.test(value),
  examples: {
    positive: [
      // Fictitious numbers (the thirteenth reading's ward office letter).
      { text: 'နိုင်ငံသားစိစစ်ရေးကတ်ပြားအမှတ် - ၁၂/ဗဟန(နိုင်)၄၁၈၂၇၃', match: '၁၂/ဗဟန(နိုင်)၄၁၈၂၇၃' },
      { text: 'Passport No. MH418273 အတွက်', match: 'MH418273' },
      // The transliteration (fictitious numbers, the twenty-third reading's employment contract).
      { text: 'Employee: Ma Hnin Wai Phyo, NRC 12/BAHANA(N)048217, DOB', match: '12/BAHANA(N)048217' },
      { text: 'NRC: 12/MaYaKa(N)118402', match: '12/MaYaKa(N)118402' },
    ],
    negative: [
      '၁၂/ဗဟန(နိုင်)၄၁၈', // three digits
      'Passport No. MH000000', // one digit repeated
      'passport photo AB123456789', // nine digits
      'ref MH418273', // no word
      '12/BAHANA(N)04821', // five digits
      '15/BAHANA(N)048217', // no region 15
      'ratio 12/AB(N)048217', // a two-letter code
    ],
  },
});
