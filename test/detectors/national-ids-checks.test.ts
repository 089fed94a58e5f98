import { describe, expect, it } from 'vitest';
import * as checks from '../../src/detectors/national-ids/checks.js';

/**
 * The check-digit and structure rules of national-ids/checks.ts, each on a number from
 * python-stdnum's docstrings or tests (valid) and on the same number with one character
 * changed, or the defect python-stdnum's own example shows (invalid).
 */
const CASES: [name: string, check: (s: string) => boolean, valid: string[], invalid: string[]][] = [
  ['isAtVnr', checks.isAtVnr, ['1237010180'], ['2237010180', '0237010180']],
  ['isBeNationalNumber nn', (s) => checks.isBeNationalNumber(s, 'nn'), ['85073003328', '17073003384'], ['85073003329', '98472899765']],
  ['isBeNationalNumber bis', (s) => checks.isBeNationalNumber(s, 'bis'), ['98472899765', '01490700185'], ['98472899766', '85073003328']],
  ['isBeEid', checks.isBeEid, ['000001103271', '591191706458', '591201099997'], ['000001103225']],
  ['isBgEgn', checks.isBgEgn, ['7523169263', '8032056031', '7542011030'], ['8032056032', '8019010008']],
  ['isBgPnf', checks.isBgPnf, ['7111042925'], ['7111042922']],
  ['isCaBcPhn', checks.isCaBcPhn, ['9698658215'], ['9698648215', '5736504210']],
  ['isCrCpf', (s) => checks.isCrCpf(checks.crCpfCompact(s)), ['3-0455-0175', '701610395', '1-613-584'], ['30-1234-1234', '12345678']],
  ['isCuNi', checks.isCuNi, ['91021027775', '72062506561', '85020291531'], ['02023061531', '9102102777']],
  ['isEcCi', checks.isEcCi, ['1714307103'], ['1714307104', '171430710']],
  ['isBalticPersonalCode (EE)', (s) => checks.isBalticPersonalCode(s), ['36805280109'], ['36805280108', '96805280109']],
  ['isBalticPersonalCode (LT)', (s) => checks.isBalticPersonalCode(s, true), ['33309240064'], ['33309240164']],
  ['isGbNhs', checks.isGbNhs, ['9434765870'], ['9434765871']],
  ['isGrAmka', checks.isGrAmka, ['01013099997'], ['01013099999']],
  ['isIdNik', checks.isIdNik, ['3171011708450001', '3171015702000001'], ['3171013208450001', '0071011708450001']],
  ['isInEpic', checks.isInEpic, ['WKH1186253'], ['WKH1186252', 'WK1186253']],
  ['isInPan', checks.isInPan, ['ACUPA7085R'], ['ACUZA7085R', 'ACUPA0000R']],
  ['isIsKennitala', checks.isIsKennitala, ['4504013150', '1201743399'], ['1201743392', '1201753399']],
  ['isJpMyNumber', checks.isJpMyNumber, ['621498320257'], ['621498320258']],
  ['isKrRrn', checks.isKrRrn, ['9710139019902'], ['9710139019903', '9713139019902']],
  ['isMuNid', checks.isMuNid, ['A3112991234567'], ['A3112991234565', 'A999999123456F']],
  ['isMxCurp', checks.isMxCurp, ['BOXW310820HNERXN09'], ['BOXW310820HNERXN08', 'BOXW310820HXXRXN09']],
  ['isMyNric', checks.isMyNric, ['770305021234'], ['770305171234', '771305021234']],
  ['isNlDocumentNumber', checks.isNlDocumentNumber, ['EM0000000', 'XR1001R58'], ['XO1001R58', 'XR1001R5A']],
  ['isOmVat', checks.isOmVat, ['OM1100006083'], ['OM1100006084']],
  ['isPeCui', checks.isPeCui, ['10117410', '101174102'], ['101174103']],
  ['isPkCnic', checks.isPkCnic, ['3420108912318', '4220103976408'], ['9420108912318', '3420108912310']],
  ['isSiEmso', checks.isSiEmso, ['0101006500006'], ['0101006500007']],
  ['isThPin', checks.isThPin, ['1234545678781', '3100600445635'], ['1234545678789', '9100600445635']],
  ['isTrKimlik', checks.isTrKimlik, ['17291716060'], ['17291716050', '07291716060']],
  ['isLvPersonalCode', checks.isLvPersonalCode, ['16117519997', '32867300679'], ['16117519998']],
];

describe.each(CASES)('%s', (_name, check, valid, invalid) => {
  it.each(valid)('accepts %s', (s) => expect(check(s)).toBe(true));
  it.each(invalid)('rejects %s', (s) => expect(check(s)).toBe(false));
});

describe('helpers', () => {
  it('mod is non-negative, as Python\'s %', () => {
    expect(checks.mod(-3, 11)).toBe(8);
    expect(checks.mod(14, 11)).toBe(3);
  });

  it('isDateInCenturies tries each century (29 February 1900 did not exist, 2000 did)', () => {
    expect(checks.isDateInCenturies(0, 2, 29, [1900])).toBe(false);
    expect(checks.isDateInCenturies(0, 2, 29)).toBe(true);
  });
});
