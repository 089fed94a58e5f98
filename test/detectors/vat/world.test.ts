import { describe, expect, it } from 'vitest';
import {
  isValidAbn, isValidCanadianBn, isValidCnpj, isValidEin, isValidGstin, isValidItin,
  isValidCuit, isValidInn, isValidNorwegianOrgNr, isValidNzIrd, isValidRfc, isValidSwissUid, isValidUscc,
} from '../../../src/detectors/vat/world.js';

const compact = (s: string) => s.replace(/[\s.\-/]+/g, '').toUpperCase();

// [check, valid specimens, invalid near-misses]; sources cited per line.
const CASES: [string, (s: string) => boolean, string[], string[]][] = [
  // IRS valid EIN prefixes (12 Andover, 31 SBA, 99 Philadelphia); 00, 07, 49, 89 never assigned.
  ['EIN', isValidEin, ['12-3456789', '31-1234567', '99-7654321'], ['00-1234567', '07-1234567', '49-1234567', '89-1234567', '12-345678']],
  // IRS ITIN group ranges 50-65, 70-88, 90-92, 94-99; 93 and 66-69 are not ITINs, 8xx not 9xx.
  ['ITIN', isValidItin, ['912-50-1234', '900-70-0001', '999-88-9999', '950-92-1234', '955-94-4321'], ['912-93-1234', '912-66-1234', '912-49-1234', '812-70-1234']],
  // python-stdnum stdnum/in_/gstin.py docstring; the same with a wrong check char / serial 0000.
  ['GSTIN', isValidGstin, ['27AAPFU0939F1ZV'], ['27AAPFU0939F1ZO', '27AAPFU0000F1ZV', '39AAPFU0939F1ZV']],
  // ATO's example ABN 51 824 753 556 and python-stdnum tests/test_au_abn.doctest.
  ['ABN', isValidAbn, ['51 824 753 556', '43 002 724 334', '98 116 306 453'], ['51 824 753 557', '5182475355']],
  // python-stdnum tests/test_ca_bn.doctest.
  ['BN', isValidCanadianBn, ['123026635', '123026635RC0001', '100078294RC0002', '899927438RC0001'], ['123026636', '123026635AA0001', '123026635RT0000']],
  // python-stdnum tests/test_ch_uid.doctest.
  ['UID', isValidSwissUid, ['105838471', '113606230', '489713641'], ['105838472', '10583847']],
  // python-stdnum stdnum/no/orgnr.py and no/mva.py docstrings.
  ['orgnr', isValidNorwegianOrgNr, ['988077917', '995525828'], ['988077918']],
  // python-stdnum tests/test_br_cnpj.doctest; Receita Federal's alphanumeric example 12.ABC.345/01DE-35.
  ['CNPJ', isValidCnpj, ['11.017.153/0001-68', '61882613000194', '69.435.154/0001-02', '12.ABC.345/01DE-35'], ['11.017.153/0001-69', '11111111111111', '12.ABC.345/01DE-36']],
  // python-stdnum stdnum/mx/rfc.py docstring (company MAB-930714-8T4, a person without homoclave
  // COMG-600703, VACE-460910-SX6 whose check character is wrong but which validates by default);
  // a bad date; a word the SAT never issues; a company's three letters without the homoclave.
  ['RFC', isValidRfc, ['MAB-930714-8T4', 'GODE 561231 GR8', 'COMG-600703', 'VACE-460910-SX6'], ['MAB-931314-8T4', 'PUTO-600703', 'MAB-930714']],
  // python-stdnum stdnum/nz/ird.py docstring.
  ['IRD', isValidNzIrd, ['4909185-0', '49-098-576'], ['136410133', '9125568', '49-098-577']],
  // python-stdnum stdnum/cn/uscc.py docstring; wrong check char; A-led; I is not in the
  // alphabet; check-valid but province 99 / entity type 0.
  ['USCC', isValidUscc, ['91110000600037341L'], ['91110000600037341M', 'A1110000600037341L', '9111000060003734IL', '91990000600037341B', '90110000600037341P']],
  // python-stdnum stdnum/ar/cuit.py docstring; wrong check digit; type 21 is not issued.
  ['CUIT', isValidCuit, ['20-05536168-2', '20-26756539-3'], ['20267565392', '21-26756539-3', '2026756539']],
  // python-stdnum stdnum/ru/inn.py docstring (company and person), then with wrong check digits.
  ['INN', isValidInn, ['1234567894', '123456789047'], ['1234567895', '123456789037', '12345678904']],
];

describe.each(CASES)('%s', (_name, check, valid, invalid) => {
  it.each(valid)('accepts %s', (s) => expect(check(compact(s))).toBe(true));
  it.each(invalid)('rejects %s', (s) => expect(check(compact(s))).toBe(false));
});
