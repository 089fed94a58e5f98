import { defineDetector } from '../engine/detector.js';

/**
 * An account number written before the word for "account", as Armenian and Mongolian letters
 * put it (the eleventh reading: docs/reader.md, reader11): `… ՓԲԸ-ում բացված 1570041827360100
 * հաշվին` (Armenian: "to the account … opened at the bank"), `Хаан банкны 5004182736 тоот
 * дансанд` (Mongolian: "to the account numbered …"). Ten to twenty digits, maybe after `№`,
 * right before the word (any case ending). Reported as IBAN, as bank-account.ts reports account
 * numbers after their labels. A shorter number (a count, a year) stays. Starts from the keyword
 * pass: the pattern runs on windows around the words only.
 *
 * And after the label, as Uzbek and Amharic forms write it (the twelfth reading, reader12):
 * `hisob raqami: 20206000904182736001` (Uzbek "account number": a bank account there is twenty
 * digits, the Central Bank's chart of accounts), `የሂሳብ ቁጥር: 1000418273654` (Amharic "account
 * number"); ten to twenty digits right after it. Kyrgyz and Kinyarwanda the same way (the
 * thirteenth reading, reader13).
 */
const ARMENIAN = String.raw`(?<![\p{L}\p{N}])(?<value>\d{10,20})[ \t]+(?:համարի[ \t]+)?հաշվ\p{L}*`;
const MONGOLIAN = String.raw`(?<![\p{L}\p{N}])(?<value>\d{10,20})[ \t]+(?:тоот[ \t]+|дугаартай[ \t]+)?данс\p{L}*`;

const UZBEK = String.raw`(?<![\p{L}\p{N}])(?:[Hh]isob[ \t]+raqam(?:i)?|[Ҳҳ]исоб[ \t]+рақам(?:и)?)[ \t]*(?:[:№][ \t]*)?(?<value>\d{20})(?![\p{L}\p{N}])`;
// Kyrgyz `эсеп` (account: `которулуучу эсеп: 1280016041827365`, sixteen digits as the National
// Bank's account numbers are) and Kinyarwanda `konti ya banki` (bank account: `Konti ya banki:
// 00040-0418273-61`, digit groups joined by hyphens), right after the word (the thirteenth
// reading's malymkat and icyemezo).
const KYRGYZ = String.raw`(?<![\p{L}\p{N}])[Ээ]сеп(?:[ \t]+номери)?[ \t]*(?:[:№][ \t]*)?(?<value>\d{16})(?![\p{L}\p{N}])`;
const KINYARWANDA = String.raw`(?<![\p{L}\p{N}])[Kk]onti(?:[ \t]+ya[ \t]+banki)?[ \t]*(?:[:][ \t]*)?(?<value>(?=(?:\d-?){10,20}(?![\d-]))\d+(?:-\d+){0,3})(?![\p{L}\p{N}]|[-/.]\p{N})`;
// Arabic `الحساب رقم` / `رقم الحساب` (account number: a Libyan family register's `الحساب رقم
// 002-048-017000418273651`) and Tigrinya `ሕሳበይ ቁ.` / `ሕሳብ ቁጽሪ` (my account no., account number:
// an Eritrean power of attorney's `ሕሳበይ ቁ. 0418-273651-01`; the nineteenth reading, leaks40):
// ten to twenty-four digits in up to four groups joined by hyphens, right after the words.
const GROUPED_VALUE = String.raw`(?<value>(?=(?:\d-?){10,24}(?![\d-]))\d+(?:-\d+){0,3})(?![\p{L}\p{N}]|[-/.]\p{N})`;
const ARABIC = String.raw`(?<![\p{L}\p{N}])(?:(?:ال)?حساب[ \t]+رقم|رقم[ \t]+(?:ال)?حساب)[ \t]*(?:[:][ \t]*)?${GROUPED_VALUE}`;
const TIGRINYA = String.raw`(?<![\p{L}\p{N}])ሕሳ(?:ብ|በይ|በና|በኻ)[ \t]+ቁ(?:ጽሪ)?\.?[ \t]*(?:[:፡][ \t]*)?${GROUPED_VALUE}`;
// Russian `счёт` (account) after the word that makes it a bank's, current, settlement, personal
// (a utility's customer account), bank, card, savings, deposit, currency (`текущий счёт Заёмщика
// № 1350100018472936`, a Kyrgyz loan agreement; `ҳисоби шахсӣ (лицевой счёт): 0417-2283-561`, a
// Tajik bill; the twenty-third reading): maybe a word between (whose), a closing bracket, then the
// number, grouped or not. `Счёт № …` alone is as often an invoice's number and stays.
const RUSSIAN = String.raw`(?<![\p{L}\p{N}])(?:[Тт]екущ|[Рр]асч[её]тн|[Лл]ицев|[Бб]анковск|[Кк]арточн|[Сс]берегательн|[Дд]епозитн|[Вв]алютн)\p{L}*[ \t]+сч[её]т\p{L}*(?:[ \t]+\p{L}+)?\)?[ \t]*(?:[:№][ \t]*)?${GROUPED_VALUE}`;
const AMHARIC = String.raw`(?<![\p{L}\p{N}])የሂሳብ[ \t]+ቁጥር[ \t]*(?:[:፡][ \t]*)?(?<value>\d{10,20})(?![\p{L}\p{N}])`;

export default defineDetector({
  id: 'bank-account-script',
  entity: 'IBAN',
  patterns: () => [new RegExp(ARMENIAN, 'gu'), new RegExp(MONGOLIAN, 'gu'), new RegExp(UZBEK, 'gu'), new RegExp(AMHARIC, 'gu'), new RegExp(KYRGYZ, 'gu'), new RegExp(KINYARWANDA, 'gu'), new RegExp(ARABIC, 'gu'), new RegExp(TIGRINYA, 'gu'), new RegExp(RUSSIAN, 'gu')],
  keywords: ['հաշվ', 'данс', 'hisob', 'ҳисоб', 'የሂሳብ', 'эсеп', 'konti', 'حساب', 'ሕሳ', 'счёт', 'счет'],
  window: 48,
  score: 0.85,
  examples: {
    positive: [
      // Fictitious accounts (the eleventh reading's Armenian and Mongolian certificates).
      { text: '«Ամերիաբանկ» ՓԲԸ-ում բացված 1570041827360100 հաշվին։', match: '1570041827360100' },
      { text: 'Тэтгэмжийг Хаан банкны 5004182736 тоот дансанд шилжүүлнэ.', match: '5004182736' },
      // Fictitious accounts (the twelfth reading's Uzbek ma'lumotnoma and Ethiopian form).
      { text: "Ish haqi o'tkaziladigan hisob raqami: 20206000904182736001 (MFO 00873)", match: '20206000904182736001' },
      { text: 'የሂሳብ ቁጥር: 1000418273654', match: '1000418273654' },
      // Fictitious accounts (the thirteenth reading's Kyrgyz malymkat and Rwandan icyemezo).
      { text: 'Эмгек акысы которулуучу эсеп: 1280016041827365 (ААК «Айыл Банк»).', match: '1280016041827365' },
      { text: 'Konti ya banki: 00040-0418273-61 (Banki ya Kigali)', match: '00040-0418273-61' },
      // Fictitious accounts (the nineteenth reading's Libyan register and Eritrean power of attorney).
      { text: 'لغرض تحديث بيانات\nالحساب رقم 002-048-017000418273651\n', match: '002-048-017000418273651' },
      { text: 'ዘሎ ሕሳበይ ቁ. 0418-273651-01\n', match: '0418-273651-01' },
      // Fictitious accounts (the twenty-third reading's Kyrgyz loan agreement and Tajik bill).
      { text: 'перечисляется на текущий счёт Заёмщика № 1350100018472936\n', match: '1350100018472936' },
      { text: 'Рақами ҳисоби шахсӣ (лицевой счёт): 0417-2283-561\n', match: '0417-2283-561' },
    ],
    negative: [
      'Хаан банкны 2026 оны дансны тайлан', // a year
      'հաշվին 1570041827360100', // the number after the word: no
      'hisob raqami: 2026', // a year, not twenty digits
      'የሂሳብ ቁጥር: 418', // three digits
      'эсеп: 2026', // a year
      'konti 3 zose', // no number
      'رقم الحساب: 2026', // a year
      'ሕሳበይ ቁ. 0418-27', // six digits
      'Счёт № 2026004187 от 05.11.2026', // an invoice's number: no bank's word
      'счёт-фактура № 0004182736', // an invoice
    ],
  },
});
