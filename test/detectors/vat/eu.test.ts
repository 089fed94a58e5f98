import { describe, expect, it } from 'vitest';
import { EU_VAT_PREFIXES, compactVat, isValidEuVat, MAX_EU_VAT_BODY } from '../../../src/detectors/vat/eu.js';
import { randomInts } from '../../helpers/random-text.js';
import { analyze } from '../../../src/engine/analyze.js';

/**
 * The EU/UK VAT check-digit algorithms against published numbers. Unless noted, specimens are
 * from python-stdnum's tests/test_eu_vat.doctest ("VAT numbers that have been found online",
 * "mangled so their check digit is wrong", "wrong length"), and the per-country module
 * docstrings (stdnum/<cc>/*.py; "LV 328673-00679" and "-00677": stdnum/lv/pvn.py, a personal code
 * of the kind issued since July 2017, "32" and no birth date).
 */
const VALID = `
ATU 142 43 102|ATU 15159209|ATU13585627|ATU46080404|ATU61195628
BE 0202.239.951|BE 0402 918 402|BE 0462423150|BE 444.503.092|BE0428759497|BE697449992
BG 103873594|BG 124 551 319|BG 200182590|BG7111042925|BG7523169263|BG7542011030|BG8032056031|BG 175 074 752
CY 10246672X|CY 10263870R|CY-10189098G|CY00632993 F|CY-10008489 A
CZ 25123891|CZ 640229/4448|CZ 640903926|CZ 6956220612|CZ 736028/5163|CZ00023205|CZ6306150004|CZ 7103192745
DE 118619592|DE 181 207 708|DE 221.304.969|DE 813 11 38 75|DE119263782|DE136308783|DE - 113866163
DK 10 50 32 80|DK 2566 2202|DK-27630308|DK10150817|DK: 21599336
EE 100 931 558|EE 100523487|EE101256753
EL 039868210|EL 94051189|EL 998386804|EL-082857563|EL: 094279805
ES - Q0818001J|ES 54362315K|ES A-28184661|ES B64240914|ES X-5253868-R|ES X5277343Q|ES Y5277343F|ES Z5277343K|ES Q-2818015-F|ES W4003922D|ESA78109592
FI 02459042|FI 0982651-1|FI-214 95 540|FI18261444
FR 04409414364|FR 114 248 728 36|FR 13 393 892 815|FR 41-343848552|FR K 7399859412|FR83404833048|FR 40 303 265 045|FR16000063601|FR 23334175221|FR 4Z123456782
HR 33392005961
HU -12509403|HU 10672101|HU-14528114|HU11377304
IE 0005306C|IE 632 3420 C|IE 6433435F|IE6433435IH|IE6433435OA|IE8D79739I|IE9Y71814N|IE 8223200U
IT - 01404480202|IT 00 595 000 217|IT 00118439991|IT-01626160210|IT: 02331250163
LT 100001354118|LT 119511515|LT-100000979812|LT100004801610|LT290068995116
LU 10059929|LU 109 676 28|LU.248.70.640|LU: 2294 4200
LV 4000 3521 600|LV 40003189718|LV-42103048183|LV 161175-19997|LV 328673-00679
MT 1039-6417|MT 1465 8213|MT 17025737
NL 001241 643 B01|NL 806753742B01|NL 8225.69.759 B01|NL.8143.26.584.B.01|NL001162938B28|NL4495445B01|NL68357370B01
PL 5211355116|PL 584-030-44-72|PL 777 26 68 285|PL-951-157-77-68|PL5261025421
PT 500 019 720|PT 500135.495|PT 502448911|PT-505 856 468|PT503038083
RO 11358544|RO 1630615123457|RO 1822964|RO 185 472 90|RO 241 30 20|RO 573768|RO-23867797
SE 202 100-5000 01|SE 556.383.740.901|SE 556058115801|SE-5562245190-01|SE-556666-4438-01
SI 26808498|SI 3609 7152|SI-83815201|SI 50223054
SK 1078449064|SK 202 274 96 19|SK 2020 237 945|SK2022193459
GB 980 7806 84|XI 980 7806 84|GBGD001|GBHA500
`;

// "mangled so their check digit is wrong" (same source), plus stdnum/gb/vat.py's 802311781.
const WRONG_CHECK = `
ATU 143 43 102|ATU 15169209|ATU46080904|ATU61191628
BE 0406.139.583|BE 0793 013 186|BE 456.973.432|BE697449982
BG 1037735942|BG 131 172 009|BG 147147471|BG 200940556
CY 10246672F|CY-10009489 A|CY-10257074Y|CY00632893 F
CZ 25557481|CZ 48207726|CZ 640913926|CZ 8058018314
DE 125014855|DE 246 495 415|DE 813 91 38 75|DE - 266297673
DK 11 96 56 58|DK 2565 2202|DK-27996592|DK10159817
EE 100 941 558|EE 100525487|EE 101586639|EE101256754
ES 54362415K|ES K-2814015-F|ES-X-2322300W|ES-A48951310
EL 094013834|EL 094068733|EL094501140|EL: 094269805
FR 04409414264|FR 21 326 565 603|FR K 7399859312|FR L 7399859412
IE 4731823H|IE 632 3421 C|IE 5339273F|IE8D79729I
LV 40003189715|LV 90000528022|LV-10103241337|LV-42103048181|LV 328673-00677
SK 1078449164|SK 302 274 96 19|SK 2030 237 945|SK 2020457679
GB 802311781
`;

// Wrong length, format or component (same source: "wrong length", "formatting flaws",
// "invalid or unknown value").
const MALFORMED = `
ATU 151592092|AT1 142 43 102|ATU 1515B209|CY-1225903322|CY-12259033P|CZ 95123891|ES B-583784312
FR000076090|NL006866304B021|NL 009122746B00|NL B06753742B01|SE 55643359201|SE 5567003255201
IT 00687129980|LT 100001354|LT 100001509922|SK A078449064|SK 012 274 96 19|DE 011125440|GBGD500|GBHA499
`;

function split(list: string): string[] {
  return list.split(/[|\n]/).map((s) => s.trim()).filter(Boolean);
}

function check(spec: string): boolean {
  const compact = compactVat(spec);
  return isValidEuVat(compact.slice(0, 2), compact.slice(2));
}

describe('EU VAT check digits', () => {
  it('covers every member state, XI and GB', () => {
    const prefixes = new Set(split(VALID).map((s) => compactVat(s).slice(0, 2)));
    expect([...prefixes].sort()).toEqual([...EU_VAT_PREFIXES].sort());
  });

  it.each(split(VALID))('accepts %s', (spec) => {
    expect(check(spec)).toBe(true);
  });

  it.each(split(WRONG_CHECK))('rejects the wrong check digit in %s', (spec) => {
    expect(check(spec)).toBe(false);
  });

  it.each(split(MALFORMED))('rejects the malformed %s', (spec) => {
    expect(check(spec)).toBe(false);
  });

  it.each(split(VALID))('finds %s whole in a sentence', (spec) => {
    const text = `Supplier ${spec} (registered).`;
    // A Croatian OIB is the holder's personal number as well as the VAT number: NATIONAL_ID.
    const found = analyze(text, { entities: ['VAT_NUMBER', 'NATIONAL_ID'] }).map((f) => text.slice(f.start, f.end));
    expect(found).toEqual([spec]);
  });

  it.each(split(WRONG_CHECK))('finds nothing in %s', (spec) => {
    expect(analyze(`Supplier ${spec} (registered).`, { entities: ['VAT_NUMBER'] })).toEqual([]);
  });

  it(`takes no body longer than MAX_EU_VAT_BODY (${MAX_EU_VAT_BODY}), which the scan skips`, () => {
    const bodies = split(VALID).map((s) => compactVat(s).slice(2));
    expect(Math.max(...bodies.map((b) => b.length))).toBe(MAX_EU_VAT_BODY);
    // Valid bodies lengthened, and random ones of 14 to 24 digits or capitals and digits.
    const next = randomInts(13);
    const random = Array.from({ length: 4000 }, (_, k) => {
      const alphabet = k % 2 ? '0123456789' : '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
      return Array.from({ length: MAX_EU_VAT_BODY + 1 + (next() % 11) }, () => alphabet[next() % alphabet.length]).join('');
    });
    for (const prefix of EU_VAT_PREFIXES) {
      const longer = [...bodies.flatMap((b) => [`${b}0`, `0${b}`, `${b}B01`, `${b}${b}`]), ...random].filter((b) => b.length > MAX_EU_VAT_BODY);
      expect({ prefix, valid: longer.filter((b) => isValidEuVat(prefix, b)) }).toEqual({ prefix, valid: [] });
    }
  });

  it('rejects an unknown prefix', () => {
    expect(isValidEuVat('QQ', '124567')).toBe(false);
    expect(isValidEuVat('GR', '094279805')).toBe(false);
  });
});
