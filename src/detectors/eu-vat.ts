import { defineDetector } from '../engine/detector.js';
import type { Candidate } from '../engine/types.js';
import { EU_VAT_PREFIXES, isValidEuVat, MAX_EU_VAT_BODY } from './lib/vat-eu.js';

/**
 * VAT numbers of the EU member states, Northern Ireland (XI) and the UK (GB) written with
 * their country prefix, in the print forms seen on invoices: "DE136695976", "DE 136 695 976",
 * "FR40 303 265 045", "NL 8225.69.759 B01", "ATU 142 43 102", "ES - Q0818001J".
 * The check-digit algorithm of each country is in lib/vat-eu.ts; numbers without the prefix
 * are found by eu-vat-unprefixed.ts, next to a context word.
 */

// A prefix (upper case, at a word start), an optional ": ", " - " or "." and then groups of
// letters and digits joined by single separators. The body has a digit within its first 3
// characters, so that prose in capitals ("IT DEPARTMENT") is skipped at once.
const PREFIXED = new RegExp(
  String.raw`\b(?:${EU_VAT_PREFIXES.join('|')})(?:[ \t]?[:.\-][ \t]?|[ \t])?(?=[A-Za-z]{0,2}[ .\-]?\d)[0-9A-Za-z]+(?:[ .\-/][0-9A-Za-z]+){0,7}`,
  'g',
);
const GROUP = /[0-9A-Za-z]+/g;

/**
 * The run may carry words after the number ("DE136695976 GmbH"); try its group-aligned
 * prefixes, longest first, but never cut a run of digit groups in two (an IBAN such as
 * "DE89 3704 0044 0532 0130 00" holds a valid-looking 9 digits).
 */
function* findPrefixed(text: string): Iterable<Candidate> {
  PREFIXED.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = PREFIXED.exec(text)) !== null) {
    const prefix = m[0].slice(0, 2);
    const ends: number[] = [];
    const digitOnly: boolean[] = [];
    // The compact length of the body up to each group's end (the separators are dropped): an
    // IBAN's 16-30 characters are no VAT number, and are not even compacted.
    const compact: number[] = [];
    GROUP.lastIndex = 2;
    let g: RegExpExecArray | null;
    while ((g = GROUP.exec(m[0])) !== null) {
      ends.push(g.index + g[0].length);
      digitOnly.push(/^\d+$/.test(g[0]));
      compact.push((compact.at(-1) ?? 0) + g[0].length);
    }
    for (let i = ends.length - 1; i >= 0; i--) {
      if ((i < ends.length - 1 && digitOnly[i + 1]) || compact[i]! > MAX_EU_VAT_BODY) continue;
      if (isValidEuVat(prefix, m[0].slice(2, ends[i]))) {
        yield { start: m.index, end: m.index + ends[i]! };
        break;
      }
    }
  }
}

export default defineDetector({
  id: 'eu-vat',
  entity: 'VAT_NUMBER',
  find: findPrefixed,
  score: 0.95,
  context: ['vat', 'tva', 'iva', 'btw', 'mwst', 'ust-idnr', 'uid', 'moms', 'alv', 'nip', 'dič', 'dph', 'ddv', 'pvm', 'pvn', 'áfa'],
  examples: {
    positive: [
      // Specimens: python-stdnum tests/test_eu_vat.doctest ("found online") unless noted.
      'ATU13585627',
      'ATU 142 43 102',
      'BE 0402 918 402',
      'BE0428759497',
      'BG 175 074 752', // stdnum/bg/vat.py docstring
      'CY 10263870R',
      'CZ 640229/4448',
      'CZ25123891', // stdnum/cz/dic.py docstring
      'DE 136 695 976', // the brief's print form of DE136695976 (valid MOD 11,10)
      'DE136308783',
      'DK 2566 2202',
      'EE 100 931 558',
      'EL 094279805',
      'EL-082857563',
      'ES A-28184661',
      'ES X5277343Q',
      'FI 0982651-1',
      'FR40 303 265 045', // stdnum/fr/tva.py docstring, printed without a space after FR
      'FR K 7399859412', // new-style key with a letter
      'HR 33392005961', // stdnum/hr/oib.py docstring
      'HU 10672101',
      'IE 6433435F',
      'IE6433435IH', // two-letter form issued since 2013
      'IE8D79739I', // old form
      'IT 00118439991',
      'LT 119511515',
      'LT100004801610',
      'LU 10059929',
      'LV 40003189718',
      'MT 1039-6417',
      'NL 8225.69.759 b01', // dotted print form, lower-case suffix
      'NL.8143.26.584.B.01',
      'NL001162938B28',
      'PL 584-030-44-72',
      'PT 502448911',
      'RO 18547290',
      'RO 1630615123457',
      'SE 556058115801',
      'SE-556666-4438-01',
      'SI 26808498',
      'SK 2022193459',
      'GB 980 7806 84', // stdnum/gb/vat.py docstring
      'XI 980 7806 84', // the same number under the Northern Ireland prefix (HMRC: XI since 2021, GB check digits)
      'GBGD001', // government department
      { text: 'USt-IdNr.: DE136308783', match: 'DE136308783' },
      { text: 'Supplier: ACME GmbH, DE136308783 GmbH', match: 'DE136308783' },
      { text: 'TVA intracom. : FR 83 404 833 048.', match: 'FR 83 404 833 048' },
      { text: 'VAT: NL001162938B28, PT 502448911', match: ['NL001162938B28', 'PT 502448911'] },
    ],
    negative: [
      'DE136308784', // wrong check digit (stdnum mangled list style)
      'ATU 143 43 102', // wrong check digit (test_eu_vat.doctest)
      'FR 04409414264', // wrong check digit (test_eu_vat.doctest)
      'NL009122746B00', // suffix 00 is never issued (test_eu_vat.doctest)
      'DE 1363087830', // wrong length
      'QQ 124567', // unknown prefix (test_eu_vat.doctest)
      'GR 094279805', // Greece's VIES prefix is EL
      'DE89 3704 0044 0532 0130 00', // an IBAN (ECBS example), not a VAT number
      'GB82 WEST 1234 5698 7654 32', // an IBAN (ECBS example)
      'Call DE +49 30 1234567 today', // a phone number after a country code
      'IT 2024-05-31 release', // a date
      'Order SE-2024-000123 shipped', // an order number
      'de136308783', // prefixes are written in capitals
      'NL 8056.96.527.B01', // print form right, but fails both the elfproef and MOD 97-10
    ],
  },
});
