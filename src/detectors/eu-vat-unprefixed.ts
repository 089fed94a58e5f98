import { CONTEXT_AFTER, CONTEXT_BEFORE, defineDetector, wordListRegex } from '../engine/detector.js';
import type { Candidate, ValidateContext } from '../engine/types.js';
import { type EuVatPrefix, compactVat, isValidEuVat } from './lib/vat-eu.js';

/**
 * EU/XI/GB VAT numbers written without their country prefix ("USt-IdNr.: 136 695 976",
 * "Partita IVA 00118439991", "VAT Reg No 980 7806 84"). Without the prefix the digits alone say
 * little, so a candidate needs a VAT context word nearby, and the word picks the countries
 * whose check digits it must pass (lib/vat-eu.ts): "BTW" means NL or BE, "NIP" means PL. The
 * English "VAT" picks the countries that print their numbers under that name (GB, XI, IE, MT,
 * CY): with it alone, 9 random digits would pass some country's check more often than not,
 * and cross-border invoices write the other countries' numbers with their prefix (eu-vat.ts).
 */

/** The local name of VAT (and of the VAT number) -> the countries that use it. */
const LOCAL_NAMES: readonly [readonly string[], readonly EuVatPrefix[]][] = [
  [['vat', 'vat no', 'vat reg', 'vat number', 'vat id', 'vat registration'], ['GB', 'XI', 'IE', 'MT', 'CY']],
  [['ust-idnr', 'ust-id', 'ustid', 'ust-id-nr', 'umsatzsteuer-identifikationsnummer', 'mwst'], ['DE', 'AT']],
  [['uid', 'uid-nr'], ['AT']],
  [['tva', 'n° tva', 'cod tva'], ['FR', 'BE', 'LU', 'RO']],
  [['iva', 'p.iva', 'p. iva', 'partita iva'], ['IT', 'ES', 'PT']],
  [['btw', 'btw-nummer', 'btw-nr', 'btw-id'], ['NL', 'BE']],
  [['moms', 'momsnr', 'momsregistreringsnummer'], ['DK', 'SE']],
  [['cvr', 'cvr-nr'], ['DK']],
  [['alv', 'alv-numero', 'y-tunnus'], ['FI']],
  [['nip'], ['PL']],
  [['dič', 'dic', 'ič dph', 'dph'], ['CZ', 'SK']],
  [['ddv'], ['SI']],
  [['pvm'], ['LT']],
  [['pvn'], ['LV']],
  [['kmkr'], ['EE']],
  [['áfa', 'adószám'], ['HU']],
  [['αφμ', 'afm', 'φπα'], ['EL']],
  [['ддс', 'ин по ддс'], ['BG']],
  [['oib', 'pdv'], ['HR']],
  [['cif'], ['ES', 'RO']],
  [['cui'], ['RO']],
];
const ALL_LOCAL_NAMES = LOCAL_NAMES.flatMap(([words]) => words);
const COUNTRIES_BY_NAME = new Map(LOCAL_NAMES.flatMap(([words, prefixes]) => words.map((w) => [w, prefixes] as const)));
const ANY_LOCAL_NAME = wordListRegex(ALL_LOCAL_NAMES, 'gi')!;

/** The countries named by VAT words in the hint or in the engine's context window. */
function countriesNamedNear(ctx: ValidateContext): Set<EuVatPrefix> {
  const before = ctx.text.slice(Math.max(0, ctx.start - CONTEXT_BEFORE), ctx.start);
  const window = `${ctx.hint}\n${before}\n${ctx.text.slice(ctx.end, ctx.end + CONTEXT_AFTER)}`;
  const countries = new Set<EuVatPrefix>();
  for (const m of window.matchAll(ANY_LOCAL_NAME)) {
    for (const p of COUNTRIES_BY_NAME.get(m[0].toLowerCase()) ?? []) countries.add(p);
  }
  return countries;
}

// 7-13 digits with single separators and an optional 1-2 letter tail (IE, CY, ES) or "B" + 2
// digits (NL); not inside a longer token, nor right after another digit group ("+44 20 7946
// 0958"). The match starts at its first digit, where the lookbehinds run (V8 then tries them
// only at digits); a leading letter (ES CIF/NIE, AT "U", FR key) is taken on in findUnprefixed.
const DIGITS_AND_TAIL =
  /\d(?<![\da-z_+]\d)(?<!\d[ .\-/]\d)(?:[ .\-/]?\d){6,12}(?:[ .\-]?[A-Z]{1,2}(?:[ .]?\d\d)?)?(?![\w\-/]|\.\w)/g;
const CAPITAL = /[A-Z]/;
const WORD_CHAR = /\w/;

function* findUnprefixed(text: string): Iterable<Candidate> {
  DIGITS_AND_TAIL.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = DIGITS_AND_TAIL.exec(text)) !== null) {
    let start = m.index;
    const before = text[start - 1] ?? '';
    if (CAPITAL.test(before)) start -= 1; // "U13585627"
    else if (before === '.' || before === '-' || before === '/') {
      if (!CAPITAL.test(text[start - 2] ?? '')) continue; // "x-1234567", "v1.2345678"
      start -= 2; // "A-28184661"
    }
    if (start < m.index && WORD_CHAR.test(text[start - 1] ?? '')) continue; // "ABC1234567"
    yield { start, end: m.index + m[0].length };
  }
}

// Dates in numeric print forms hold 8 digits that pass some country's check by chance.
const DATE_LIKE = /^(?:\d{4}[-./]\d\d[-./]\d\d|\d\d[-./]\d\d[-./]\d{4})$/;

export default defineDetector({
  id: 'eu-vat-unprefixed',
  entity: 'VAT_NUMBER',
  find: findUnprefixed,
  context: ALL_LOCAL_NAMES,
  requireContext: true,
  score: 0.6,
  validate: (value, ctx) => {
    if (DATE_LIKE.test(value)) return false;
    const compact = compactVat(value);
    for (const prefix of countriesNamedNear(ctx)) if (isValidEuVat(prefix, compact)) return true;
    return false;
  },
  examples: {
    positive: [
      // Specimens from python-stdnum tests/test_eu_vat.doctest, without their prefix.
      { text: 'USt-IdNr.: 136 308 783', match: '136 308 783' },
      { text: 'Partita IVA 00118439991', match: '00118439991' },
      { text: 'VAT Reg No 980 7806 84', match: '980 7806 84' }, // stdnum/gb/vat.py docstring
      { text: 'N° TVA : 83404833048', match: '83404833048' },
      { text: 'BTW-nummer 001162938B28', match: '001162938B28' },
      { text: 'NIP: 584-030-44-72', match: '584-030-44-72' },
      { text: 'CIF: A-28184661', match: 'A-28184661' },
      { text: 'UID-Nr. U13585627', match: 'U13585627' },
      { text: 'VAT number: 6433435F (Ireland)', match: '6433435F' },
      { text: 'VAT No. 1039-6417', match: '1039-6417' }, // Malta, test_eu_vat.doctest
      { text: 'moms nr 556058115801', match: '556058115801' },
    ],
    negative: [
      'USt-IdNr. 136308784', // wrong check digit for DE and AT
      'VAT No. 136308783', // valid for DE, but "VAT" alone picks GB, XI, IE, MT, CY
      'VAT rate 20% on invoice 100234567', // an invoice number: no GB/IE/MT/CY check passes
      'NIP: 136 308 783', // a valid DE number, but NIP names Poland
      '136308783', // valid digits but no context word
      'VAT included. Call +44 20 7946 0958.', // a phone number (Ofcom drama range)
      'VAT invoice dated 2019-05-12', // a date
      'VAT: order 1234567890123456', // too long for any country
      'VAT 12.50 EUR on 1.234.567', // amounts
    ],
  },
});
