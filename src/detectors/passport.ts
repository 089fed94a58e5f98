import { defineDetector } from '../engine/detector.js';

/**
 * Passport numbers of one or two letters and seven digits, written right after the word
 * "passport": Australia (DFAT: "N1234567", "PA1234567"), India (Passport Seva: a letter and
 * seven digits, "Z4839217"), and the many countries that number passports alike. No check
 * digit is printed, so only after the label ("Passport: PA4417823", "Passport no. : Z4839217");
 * the US shapes (nine digits, a letter and eight) are us-passport's. In a chat, the number may
 * come in the next message, after a question asking for it ("And your passport number? …\n
 * … new one is 548213907"): then any of these shapes is taken, the first on that next line.
 *
 * After the label and the issuing country's code in capitals (ISO 3166-1 alpha-2 or -3, as a
 * booking or a visa form writes "Passport SE 89374152"), any number of six to nine digits after
 * up to two letters: the code says the digits are that country's passport number (Sweden's
 * eight digits, Germany's "C01X00T47"-like ones are letters and digits: not these).
 * Airline reservations carry it in the passenger's travel-document and identification items
 * (IATA AIRIMP / Reservations Services Manual): `SSR DOCS YY HK1 P/SWE/89374152/SWE/…`, the
 * document number after the type "P" and the issuing state; `SSR FOID YY HK1 PP89374152`,
 * after the form "PP" (passport).
 */
const QUESTION = String.raw`(?<![\p{L}\p{N}])passport[ \t]*(?:no\.?|number|num|nr\.?|#|details)[^\n?.!]{0,60}\?[^\n]{0,120}\r?\n`;
const ANSWER = String.raw`[^\n]{0,80}?(?<![\p{L}\p{N}])(?<value>[A-Z]{1,2}\d{7}|[A-Z]\d{8}|\d{9})(?![\p{L}\p{N}]|[.,/-]\d)`;
export default defineDetector({
  id: 'passport',
  entity: 'NATIONAL_ID',
  patterns: () => [
    /(?<![\p{L}\p{N}])passport(?:[ \t]*(?:no\.?|number|num|nr\.?|#))?[ \t]*[:=#]?[ \t]*(?<value>[A-Z]{1,2}\d{7})(?![\p{L}\p{N}])/giu,
    new RegExp(QUESTION + ANSWER, 'giu'),
    // Case matters here (the country code is in capitals): the label in the three ways it is written.
    /(?<![\p{L}\p{N}])(?:[Pp]assport|PASSPORT)(?:[ \t]*(?:[Nn]o\.?|NO\.?|[Nn]umber|NUMBER|[Nn]r\.?|#))?[ \t]*[:=#]?[ \t]*[A-Z]{2,3}[ \t]+(?<value>[A-Z]{0,2}\d{6,9})(?![\p{L}\p{N}])/gu,
    // Germany's passport serial number (Passverordnung, Anlage 1; the Bundesdruckerei's
    // document numbers): nine of the digits and the letters C F G H J K L M N P R T V W X Y Z
    // (no vowel, none that reads as a digit), a letter first; two digits among them at least.
    /(?<![\p{L}\p{N}])(?:[Pp]assport|PASSPORT|[Rr]eisepass|REISEPASS)(?:[ \t]*(?:[Nn]o\.?|NO\.?|[Nn]umber|NUMBER|[Nn]r\.?|NR\.?|#))?[ \t]*[:=#]?[ \t]*(?<value>(?=[A-Z]*\d[A-Z]*\d)[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8})(?![\p{L}\p{N}])/gu,
    // Russia's internal passport (Приказ МВД России № 773, the blank's description): a series of
    // four digits (the region's two, the year of the blank's printing two) and a number of six,
    // written "паспорт серии 40 15 № 782931", "паспорт РФ серия 4015 номер 782931", or with no
    // word between the two, as a signature line writes it: "паспорт 4509 123456" (the lead's
    // session-26 probes).
    /(?<![\p{L}\p{N}])паспорт(?:а|е|ом)?(?:[ \t]+(?:РФ|гражданина[ \t]+(?:РФ|России|Российской[ \t]+Федерации)))?[ \t]*[:,]?[ \t]*(?:(?:серии|серия|сер\.)[ \t]*)?(?<value>\d{2}[ \t]?\d{2}(?:[ \t]*(?:№|N|номер)[ \t]*|[ \t]+)\d{6})(?![\p{L}\p{N}]|[.,/-]\d)/giu,
    /\bSSR[ \t]+DOCS[ \t]+[A-Z0-9]{2}[ \t]+[A-Z]{2}\d{1,3}[ \t]+P\/[A-Z]{3}\/(?<value>[A-Z0-9]{5,15})\//gu,
    /\bSSR[ \t]+FOID[ \t]+[A-Z0-9]{2}[ \t]+[A-Z]{2}\d{1,3}[ \t]+PP(?<value>[A-Z0-9]{5,15})(?![\p{L}\p{N}])/gu,
  ],
  keywords: ['passport', 'reisepass', 'ssr', 'паспорт'],
  window: 320,
  score: 0.8,
  examples: {
    positive: [
      // Fictitious numbers in the issuers' shapes.
      { text: 'Passport: PA4417823 (expires 14/08/2031)', match: 'PA4417823' },
      { text: 'Passport no.     : Z4839217', match: 'Z4839217' },
      // The answer to a question, in the next message of a chat (the reader's WhatsApp export).
      { text: '[12/10/2024, 09:21:00] D: And your passport number for right to rent? The old one expired\n[12/10/2024, 09:33:27] C: new one is 548213907, Portuguese though', match: '548213907' },
      // An airline booking (the third reading): the issuing country before the number, and the
      // passenger's DOCS and FOID items
      { text: 'Date of birth 05FEB1988   Passport SE 90218377, exp 02JUN2029', match: '90218377' },
      { text: 'SSR DOCS SK HK1 P/SWE/89374152/SWE/', match: '89374152' },
      { text: 'SSR FOID SK HK1 PP89374152', match: '89374152' },
      // A German passport's serial number in a payment's remittance line (the sixth reading's MT103, fictitious).
      { text: ':70:/INV/2026-0482 DESIGN FEES\nPASSPORT C4F8K2R19\n:71A:SHA', match: 'C4F8K2R19' },
      // A Russian internal passport's series and number (fictitious; the series is two pairs of digits, the number six).
      { text: 'паспорт серии 40 15 № 782931, выдан ГУ МВД', match: '40 15 № 782931' },
      { text: 'Подпись: Ковальчук О.В., паспорт 4509 123456, выдан 12.03.2015', match: '4509 123456' },
      { text: 'паспорт: 45 09 № 123456', match: '45 09 № 123456' },
    ],
    negative: ['PA4417823', 'passport photo PA1234', 'passport: 12345678', 'Did you renew your passport?\nOrder PA4417823 shipped. Done.' /* no number asked for */, 'is the passport office open? yes\nI paid 12 on 2024', 'passport PHOTO 12345', 'SSR WCHR SK HK1', 'PASSPORT CHKFGHJK9' /* one digit only */, 'passport C4A8K2R19' /* a vowel */, 'паспорт серии 40 15 выдан' /* no number */, 'паспорт 4509 1234' /* no six-digit number */, 'паспорт 2015 года 123456' /* a year, then words */],
  },
});
