import { defineDetector } from '../engine/detector.js';

/**
 * Street lines the Latin street finders do not read, each by its language's street and unit
 * words with a house number, and each only where a flat, a plate or a postal line makes it a
 * home's address (a street's name alone, or a firm's letterhead without a flat, stays):
 *   - Romanian (Moldova, Romania): `str. Dacia 47/2, ap. 118`, `Strada Iuliu Maniu 41, bl. C3,
 *     ap. 27`: the street's word (`str.`, `strada`, `bd.`, `bulevardul`, `calea`, `șos.`,
 *     `aleea`), its name, the number (maybe `nr.`), then the block, stair, floor or flat
 *     (`bl.`, `sc.`, `et.`, `ap.`; Poșta Moldovei's and Poșta Română's order). Without `nr.` a
 *     unit must follow.
 *   - Armenian: `Կոմիտասի պողոտա 54, բն. 17`: the name, the street's word (`պողոտա` avenue,
 *     `փողոց` street, `նրբանցք` lane…), the number and the flat (`բն.`, `բնակարան`).
 *   - Georgian: `ვაჟა-ფშაველას გამზ. 41, ბ. 17`: the name, the street's word (`ქ.`, `ქუჩა`,
 *     `გამზ.`, `გამზირი`, `ჩიხი`…), the number and the flat (`ბ.`, `ბინა`).
 *   - Nepali: `बालाजु मार्ग, घर नं. ४१८`: the road's name and word (`मार्ग`, `सडक`, `पथ`), then the
 *     house number (`घर नं.`), maybe after the ward (`वडा नं. १६,`).
 *   - Mongolian: `8-р хороо, Бага тойруу 14-р байр, 36 тоот`: maybe the city (`хот`) and
 *     district (`дүүрэг`), the khoroo (maybe ending its line), the street, the building (`байр`),
 *     maybe the entrance (`3-р орц`) and the flat (`тоот`).
 *   - Persian: `خیابان ولیعصر، کوچه نیلوفر، پلاک ۱۷، واحد ۳`: the street (`خیابان`, `بلوار`…) and
 *     alleys, the plate (`پلاک`, the house number), then the unit or floor (`واحد`, `طبقه`).
 *   - Bangladeshi: `Vill: Charpara, P.O: Shibganj, Upazila: Shibganj, Dist: Bogura 5810`: the
 *     village after `Vill:` with its post office, upazila or district (Bangladesh Post's order).
 *   - Irish: `Apartment 12, Harbour Court` on its line and the street on the next (`Quay
 *     Street`), An Post's layout: the flat's line and the street's line one address.
 *   - Spoken: `we lived at 5518 North Kenmore,\n apartment 904`: a house number and its street
 *     after "lived at", "live at", "moved to"…, with the flat after it.
 *   - Khmer: `ផ្ទះលេខ ៤១ ផ្លូវ ២៧៣ ភូមិ៣`: the house number (`ផ្ទះលេខ`) and the street's
 *     (`ផ្លូវ`, `ផ្លូវលេខ`: Phnom Penh numbers its streets), maybe the village (`ភូមិ`) after.
 *   - Tajik: `кӯчаи Айнӣ 41, хонаи 27`: the street (`кӯчаи`, `хиёбони` avenue, `гузари`
 *     lane…) and its name, the number, then the flat (`хонаи`, `ҳуҷраи`); a letterhead's street
 *     without a flat stays. A utility bill abbreviates them (`к. Саъдии Шерозӣ, х. 27, ҳуҷ. 114`:
 *     street, house, flat; reader23).
 *   - Malagasy: `Lot IVG 418 Bis Anosibe Andrefana`: Antananarivo's lot, the sector's Roman
 *     numeral and letters, the number, maybe `Bis`/`Ter` or a letter, then the quarter's
 *     capitalized words to a comma or the line's end (a plain `Lot 27` is any parcel's and stays).
 * Digits are ASCII here: the engine reads Persian, Devanagari and Khmer digits folded (digits-folded.ts).
 */
const RO_NAME = String.raw`\p{Lu}[\p{Ll}\p{M}'’-]+`;
const RO_STREET = String.raw`(?:[Ss]tr\.|[Ss]trada|[Bb]d\.|[Bb]ulevardul|[Cc]alea|[ȘșŞş]os\.|[Aa]leea)`;
const RO_UNIT = String.raw`,[ \t]*(?:bl|sc|et|ap|corp)\.[ \t]*[A-Z0-9]{1,4}(?![\p{L}\p{N}])`;
const ROMANIAN = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${RO_STREET}[ \t]*${RO_NAME}(?:[ \t]+(?:\p{Ll}{2,4}[ \t]+)?${RO_NAME}){0,4}(?:,?[ \t]*nr\.[ \t]*\d{1,4}[A-Za-z]?(?:\/\d{1,4}[A-Za-z]?)?(?![\p{L}\p{N}])(?:${RO_UNIT}){0,4}|,?[ \t]+\d{1,4}[A-Za-z]?(?:\/\d{1,4}[A-Za-z]?)?(?![\p{L}\p{N}])(?:${RO_UNIT}){1,4})`,
  'gu',
);

const HY_WORD = String.raw`[\u0531-\u0556][\u0561-\u0587]+(?:-[\u0531-\u0556\u0561-\u0587][\u0561-\u0587]+)?`;
const ARMENIAN = new RegExp(
  String.raw`(?<![\u0531-\u0587])${HY_WORD}(?:[ \t]+${HY_WORD}){0,2}[ \t]+(?:պողոտա|պող\.|փողոց|փ\.|նրբանցք|նրբ\.|խճուղի|թաղամաս|զանգված)[ \t]+\d{1,4}(?:\/\d{1,4})?[\u0561-\u0587]?(?:,[ \t]*(?:շենք|շ\.|մասնաշենք)[ \t]*\d{1,4})?,[ \t]*(?:բն\.|բնակարան)[ \t]*\d{1,4}(?![\p{L}\p{N}])`,
  'gu',
);

const KA_WORD = String.raw`[\u10D0-\u10FA]+(?:-[\u10D0-\u10FA]+)?`;
const GEORGIAN = new RegExp(
  String.raw`(?<![\u10D0-\u10FA])${KA_WORD}(?:[ \t]+${KA_WORD})?[ \t]+(?:ქ\.|ქუჩა|გამზ\.|გამზირი|ჩიხი|შესახვევი|ხეივანი)[ \t]*(?:N[ \t]*)?\d{1,4}(?:\/\d{1,4})?[\u10D0-\u10FA]?,[ \t]*(?:ბ\.|ბინა)[ \t]*\d{1,4}(?![\p{L}\p{N}])`,
  'gu',
);

// Devanagari letters and signs, not its digits (folded to ASCII) nor the danda.
const NE_WORD = String.raw`[\u0900-\u0963\u0971-\u097F]+`;
const NEPALI = new RegExp(
  String.raw`(?<![\u0900-\u097F])(?:वडा[ \t]*नं\.?[ \t]*\d{1,2}[ \t]*,[ \t]*)?(?:${NE_WORD}[ \t]+){1,2}(?:मार्ग|सडक|पथ)[ \t]*,?[ \t]*घर[ \t]*(?:नं\.?|नम्बर)[ \t]*\d{1,5}(?![\p{N}])`,
  'gu',
);

const MN_WORD = String.raw`[А-ЯЁӨҮ][а-яёөү]+`;
const MONGOLIAN = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${MN_WORD}[ \t]+хот,[ \t]*)?(?:${MN_WORD}[ \t]+дүүрэг,[ \t]*)?(?:\d{1,2}-р[ \t]+хороо,[ \t]*(?:\r?\n[ \t]*)?)?(?:${MN_WORD}(?:[ \t]+[а-яёөүА-ЯЁӨҮ]+){0,2}[ \t]+)?\d{1,4}(?:-р)?[ \t]+байр,?[ \t]*(?:\d{1,2}-р[ \t]+орц,?[ \t]*)?\d{1,4}[ \t]+тоот(?![\p{L}])`,
  'gu',
);

const FA_LETTER = '\\u0621-\\u064A\\u066E-\\u06D3';
const FA_WORD = `[${FA_LETTER}][${FA_LETTER}\\u200C]*`;
const FA_COMMA = '[ \\t]*[،,][ \\t]*';
const FA_WAY = `(?:خیابان|بلوار|میدان|کوچه|بزرگراه|جاده|بن‌بست|نبش)[ \\t]+${FA_WORD}(?:[ \\t]+${FA_WORD}){0,3}`;
const PERSIAN = new RegExp(
  `(?<![${FA_LETTER}])${FA_WAY}(?:${FA_COMMA}${FA_WAY}){0,3}${FA_COMMA}پلاک[ \\t]*\\d{1,5}(?:${FA_COMMA}(?:واحد|طبقه)[ \\t]*\\d{1,4})*(?![\\p{N}])`,
  'gu',
);

const BD_NAME = String.raw`\p{Lu}[\p{L}'’-]+`;
const BD_PART = String.raw`(?:P\.?[ \t]?O\.?|Post|Upazila|Thana|P\.?[ \t]?S\.?|Union|Dist\.?|District)[ \t]*[:-][ \t]*${BD_NAME}(?:[ \t]+${BD_NAME}){0,2}(?:[ \t]*-?[ \t]*\d{4}(?![\p{N}]))?`;
const BANGLADESHI = new RegExp(
  String.raw`(?<![\p{L}\p{N}])Vill(?:age)?\.?[ \t]*[:-][ \t]*${BD_NAME}(?:[ \t]+${BD_NAME}){0,2}(?:,[ \t]*(?:\r?\n[ \t]*)?${BD_PART}){1,4}`,
  'gu',
);

// Khmer letters and signs, not its digits (folded to ASCII) nor its punctuation.
const KM_WORD = String.raw`[\u1780-\u17d3]+`;
const KHMER = new RegExp(
  String.raw`(?<![\u1780-\u17d3])ផ្ទះ(?:លេខ)?[ \t]*\d{1,5}[A-Za-z\u1780-\u17b3]?(?:[ \t]*,)?[ \t]*ផ្លូវ(?:លេខ)?[ \t]*(?:\d{1,5}[A-Za-z]?|${KM_WORD})(?:[ \t]*,?[ \t]*ភូមិ[ \t]*(?:\d{1,3}|${KM_WORD}))?(?![\p{N}])`,
  'gu',
);

const TG_NAME = String.raw`(?:\p{Lu}\.[ \t]*)?\p{Lu}[\p{Ll}\p{M}'’-]+`;
const TAJIK = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:кӯчаи|хиёбони|гузаргоҳи|гузари|майдони|тупики|к\.|хиёб\.)[ \t]*${TG_NAME}(?:[ \t]+${TG_NAME}){0,2},?[ \t]+(?:х\.[ \t]*)?\d{1,4}(?:\/\d{1,4})?[\p{Ll}]?,[ \t]*(?:хонаи|ҳуҷраи|квартираи|ҳуҷ\.|кв\.)[ \t]*\d{1,4}(?![\p{L}\p{N}])`,
  'gu',
);

const MALAGASY_LOT = new RegExp(
  String.raw`(?<![\p{L}\p{N}])Lot[ \t]+[IVX]{1,4}[ \t]?[A-Z]{0,3}[ \t]?\d{1,4}(?:[ \t]?(?:Bis|Ter|bis|ter|[A-Z])(?![\p{L}\p{N}]))?(?:[ \t]+\p{Lu}[\p{Ll}'’-]+){0,3}(?=[ \t]*(?:,|\r?\n|$))`,
  'gu',
);

const EN_NAME = String.raw`[A-Z][a-z'’-]+`;
const EN_STREET = '(?:Street|Road|Avenue|Lane|Quay|Terrace|Place|Square|Drive|Crescent|Row|Parade|Walk|Hill|Close|Court|Park)';
const IRISH_FLAT_LINES = new RegExp(
  String.raw`(?<=^|\n)(?:Apartment|Apt\.|Flat)[ \t]+\d{1,4}[A-Z]?,[ \t]*${EN_NAME}(?:[ \t]+${EN_NAME}){0,3}[ \t]*\r?\n(?:${EN_NAME}[ \t]+){1,3}${EN_STREET}(?=[ \t]*,?[ \t]*\r?\n)`,
  'g',
);

const SPOKEN = new RegExp(
  String.raw`(?<=\b(?:[Ll]ive|[Ll]ives|[Ll]ived|[Ll]iving|[Rr]eside|[Rr]esides|[Rr]esided|[Ss]tayed|[Ss]taying|[Mm]oved)[ \t]+(?:at|to)[ \t]+)\d{1,5}[ \t]+(?:${EN_NAME}[ \t]+){0,3}${EN_NAME},?[ \t]*(?:\r?\n[ \t]*(?:\d{1,3}[ \t]+)?)?(?:[Aa]partment|[Aa]pt\.|[Ff]lat)[ \t]+\d{1,5}[A-Z]?(?![\p{L}\p{N}])`,
  'gu',
);

export default defineDetector({
  id: 'address-script-street',
  entity: 'ADDRESS',
  patterns: () => [ROMANIAN, ARMENIAN, GEORGIAN, NEPALI, MONGOLIAN, PERSIAN, BANGLADESHI, IRISH_FLAT_LINES, SPOKEN, KHMER, TAJIK, MALAGASY_LOT],
  keywords: ['ap.', 'bl.', 'nr.', 'բն.', 'բնակարան', 'ბ.', 'ბინა', 'घर', 'тоот', 'پلاک', 'vill', 'apartment', 'apt.', 'flat', 'ផ្លូវ', 'хонаи', 'ҳуҷраи', 'квартираи', 'ҳуҷ.', 'lot '],
  window: 200,
  score: 0.96,
  examples: {
    positive: [
      // Fictitious (the eleventh reading's Moldovan certificate, Romanian consumer log, Armenian,
      // Nepali, Mongolian and Irish letters; the tenth's Georgian, Persian, Bangladeshi ones and
      // a US hearing transcript).
      { text: 'domiciliată în str. Dacia 47/2, ap. 118, a fost', match: 'str. Dacia 47/2, ap. 118' },
      { text: 'adresa: Strada Iuliu Maniu 41, bl. C3, ap. 27', match: 'Strada Iuliu Maniu 41, bl. C3, ap. 27' },
      { text: 'Հասցե՝ ք. Երևան, Կոմիտասի պողոտա 54, բն. 17, 0014', match: 'Կոմիտասի պողոտա 54, բն. 17' },
      { text: 'მისამართი: ქ. თბილისი, ვაჟა-ფშაველას გამზ. 41, ბ. 17.', match: 'ვაჟა-ფშაველას გამზ. 41, ბ. 17' },
      { text: 'यस वडा नं. १६, बालाजु मार्ग, घर नं. ४१८ बस्ने', match: 'वडा नं. १६, बालाजु मार्ग, घर नं. ४१८' },
      { text: 'хаяг: Улаанбаатар хот, Сүхбаатар дүүрэг, 8-р хороо, Бага тойруу 14-р байр, 36 тоот', match: 'Улаанбаатар хот, Сүхбаатар дүүрэг, 8-р хороо, Бага тойруу 14-р байр, 36 тоот' },
      { text: 'نشانی: تهران، خیابان ولیعصر، کوچه نیلوفر، پلاک ۱۷، واحد ۳', match: 'خیابان ولیعصر، کوچه نیلوفر، پلاک ۱۷، واحد ۳' },
      { text: 'Permanent address: Vill: Charpara, P.O: Shibganj, Dist: Bogura 5810', match: 'Vill: Charpara, P.O: Shibganj, Dist: Bogura 5810' },
      { text: 'Ms Saoirse Ní Bhriain\nApartment 12, Harbour View\nQuay Street\n', match: 'Apartment 12, Harbour View\nQuay Street' },
      { text: 'Before that we lived at 5518 North Kenmore,\n     apartment 904, with Reggie.', match: '5518 North Kenmore,\n     apartment 904' },
      // Fictitious (the fourteenth reading's Cambodian, Tajik and Malagasy certificates).
      { text: 'មានទីលំនៅ ផ្ទះលេខ ៤១ ផ្លូវ ២៧៣ ភូមិ៣ សង្កាត់', match: 'ផ្ទះលេខ ៤១ ផ្លូវ ២៧៣ ភូមិ៣' },
      { text: 'суроғаи истиқомат: ш. Душанбе, кӯчаи Айнӣ 41, хонаи 27,', match: 'кӯчаи Айнӣ 41, хонаи 27' },
      { text: 'monina ao amin\'ny : Lot IVG 418 Bis Anosibe Andrefana, fokontany', match: 'Lot IVG 418 Bis Anosibe Andrefana' },
    ],
    negative: [
      'str. Dacia 47 este închisă', // no flat, no nr.: a street's name and a number
      'Կոմիտասի պողոտա 54', // no flat: a firm's letterhead
      'წერეთლის გამზ. 118 · ტელ.', // no flat
      'बालाजु मार्ग बन्द छ', // no house number
      'Бага тойруу 14-р байр', // no flat
      'خیابان ولیعصر شلوغ است', // no plate
      'Vill: Charpara', // no post office, upazila or district
      'Apartment 12, Harbour View\nQuarterly Report\n', // no street on the next line
      'Before that we lived in apartment 904.', // no house number and street before the flat
      'ផ្លូវ ២៧៣ ជាប់គាំង', // a street's number without a house
      'ш. Душанбе, кӯчаи Н. Қарабоев 56, тел.', // a letterhead's street: no flat
      'Lot 27, sold', // a lot's number without Antananarivo's sector
    ],
  },
});
