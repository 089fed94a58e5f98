/**
 * National IDs the twenty-fifth independent reading found standing (test/fixtures/reader25/):
 * Qatar's QID (the ID card's and the residence permit's number), Macau's resident identity card
 * number (BIR) and Brunei's smart identity card number. None has a published check digit: every
 * entry needs its name nearby, and says next to `requireContext` why (README, "National IDs and
 * tax numbers").
 */
import { isRepeatedDigit } from './algorithms.js';
import { idFormat, type IdFormat } from './format.js';

/**
 * A QID: 2 (born 1900–1999) or 3 (born from 2000), the year of birth's two last digits, the
 * nationality's ISO 3166-1 numeric code (004 Afghanistan to 894 Zambia), a five-digit sequence.
 */
function isQaQid(d: string): boolean {
  if (!/^[23]\d{10}$/.test(d)) return false;
  const country = Number(d.slice(3, 6));
  return country >= 4 && country <= 894 && !isRepeatedDigit(d.slice(6));
}

export const WORLD_TWENTY_FIFTH: readonly IdFormat[] = [
  idFormat({
    // python-stdnum has no qa module. The Ministry of Interior's ID card (Qatari citizens) and
    // residence permit (expatriates) carry one 11-digit number: the first digit the century of
    // birth (2: 1900–1999, 3: from 2000), the next two the year of birth, three the ISO 3166
    // numeric code of the nationality, five a sequence (qatarofw.com, "What Your Qatari ID Number
    // Means", whose example is 27612405934: born 1976, Canada 124; qataridcheck.info, "MOI QID
    // numbering system").
    id: 'qa/qid',
    entity: 'NATIONAL_ID',
    country: 'QA',
    name: 'Qatari ID number (QID, رقم البطاقة الشخصية)',
    shape: String.raw`[23]\d{10}`,
    validate: isQaQid,
    checksum: 'none published; the century digit and an ISO 3166 numeric nationality code',
    context: ['QID', 'Qatar ID', 'Qatari ID', 'ق.ش', 'ق. ش', 'الرقم الشخصي', 'البطاقة الشخصية', 'رقم البطاقة', 'Residence Permit No', 'RP No'],
    // Eleven digits are a phone's or an account's: only next to its name.
    requireContext: true,
    examples: {
      positive: [
        // qatarofw.com's example number.
        { text: 'QID: 27612405934', match: '27612405934' },
        // Fictitious numbers (the twenty-fifth reading's lease: an Indian expatriate, a witness).
        { text: 'Nationality: Indian        QID No.: 29035617284\n', match: '29035617284' },
        { text: '1- محمد عبدالله المري       ق.ش: 28563401553      توقيع', match: '28563401553' },
      ],
      negative: ['QID: 47612405934' /* no century digit 4 */, 'QID: 27600005934' /* nationality 000 */, 'Invoice 27612405934'],
    },
  }),
  idFormat({
    // python-stdnum has no mo module. Macau's resident identity card (Bilhete de Identidade de
    // Residente, 澳門居民身份證): eight digits, the first 1, 5 or 7 (twinh/wei's IsIdCardMo:
    // `^[1|5|7][\d]{7}$`, after zh.wikipedia's 澳門居民身份證), printed with the last one in
    // brackets (hiql/idcard's README: `mo::validate("1123456(0)")`). The form between slashes
    // (`1/123456/0`) is not taken: one digit before `/` is a fraction's or a date's.
    id: 'mo/bir',
    entity: 'NATIONAL_ID',
    country: 'MO',
    name: 'Macau resident identity card number (BIR, 澳門居民身份證)',
    shape: String.raw`[157]\d{6}\(\d\)`,
    validate: (d) => /^[157]\d{6}\(\d\)$/.test(d) && !isRepeatedDigit(d.slice(1, 7)),
    checksum: 'none published; the first digit 1, 5 or 7',
    context: ['BIR', 'BIRM', 'BIRP', 'Bilhete de Identidade de Residente', '身份證', '身份证', 'Macau ID', 'Macao ID'],
    // Seven digits and one in brackets are a reference's shape too: only next to its name.
    requireContext: true,
    examples: {
      positive: [
        // hiql/idcard's README example.
        { text: 'BIR n.º 1123456(0)', match: '1123456(0)' },
        // A fictitious number (the twenty-fifth reading's medical certificate).
        { text: '澳門居民身份證 BIR n.º: 5218347(3)\n', match: '5218347(3)' },
      ],
      negative: ['BIR n.º 2123456(0)' /* led by 2 */, 'BIR n.º 1000000(0)', 'Processo 5218347(3)'],
    },
  }),
  idFormat({
    // python-stdnum has no bn module. Brunei's Smart Identity Card (Kad Pengenalan Pintar: yellow
    // for citizens, purple for permanent residents, green for foreigners; the Immigration and
    // National Registration Department, immigration.gov.bn): its number is printed as two digits,
    // a hyphen and six digits (`01-087342`), the form letters and bank forms ask for as `No. K/P`
    // or `IC No.`.
    id: 'bn/ic',
    entity: 'NATIONAL_ID',
    country: 'BN',
    name: 'Brunei smart identity card number (No. Kad Pengenalan)',
    shape: String.raw`\d{2}-\d{6}`,
    normalize: (p) => p,
    validate: (p) => /^\d{2}-\d{6}$/.test(p) && !isRepeatedDigit(p.slice(3)),
    checksum: 'none published; two digits, a hyphen, six digits',
    context: ['Kad Pengenalan', 'kad pengenalan', 'K/P', 'No. KP', 'IC No', 'No. IC', 'IC Number', 'Smart ID', 'Smart Identity Card'],
    // Two digits and six are a date's or a reference's shape too: only next to its name.
    requireContext: true,
    examples: {
      positive: [
        // A fictitious number (the twenty-fifth reading's offer letter).
        { text: '    No. Kad Pengenalan : 01-087342 (Kuning)\n', match: '01-087342' },
        { text: 'IC No. 30-118472 (purple)', match: '30-118472' },
      ],
      negative: ['No. Kad Pengenalan : 01-000000', 'Ruj. 01-087342', 'IC No. 01087342' /* no hyphen */],
    },
  }),
];
