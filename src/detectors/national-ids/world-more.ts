/**
 * National IDs the eighth independent reading found standing (test/fixtures/reader8/): Saudi,
 * Egyptian, Taiwanese, Vietnamese, Kenyan, Philippine, Ukrainian and Brazilian numbers. Every
 * entry says next to `requireContext` why (README, "National IDs and tax numbers").
 */
import { luhn, weightedSum } from '../lib/checksums.js';
import { isCalendarDate, isRepeatedDigit, twoDigits } from './algorithms.js';
import { digit, isDigits, mod } from './checks.js';
import { idFormat, type IdFormat } from './format.js';

// Saudi Arabia (Ministry of Interior): ten digits, 1 for a citizen's national ID, 2 for a
// resident's iqama, the last a Luhn digit (the Absher validators; Wikipedia, "National
// identification number", Saudi Arabia).
const isSaId = (d: string): boolean => isDigits(d, 10) && (d[0] === '1' || d[0] === '2') && luhn(d);

// Egypt (Civil Status Organization): a century digit (2 for 1900-1999, 3 for 2000-2099), the
// birth date YYMMDD, a governorate code, four serial digits (odd for men) and a check digit
// whose rule is not published (Wikipedia, "Egyptian identity card").
const EG_GOVERNORATES = new Set([1, 2, 3, 4, 11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 23, 24, 25, 26, 27, 28, 29, 31, 32, 33, 34, 35, 88]);
function isEgNationalId(d: string): boolean {
  if (!isDigits(d, 14) || (d[0] !== '2' && d[0] !== '3')) return false;
  const year = (d[0] === '2' ? 1900 : 2000) + twoDigits(d, 1);
  return isCalendarDate(year, twoDigits(d, 3), twoDigits(d, 5)) && EG_GOVERNORATES.has(twoDigits(d, 7));
}

// Taiwan (Ministry of the Interior): a letter for the place of first registration (A = 10 …,
// in the ministry's order), 1 or 2 for the sex (8 or 9 on a resident certificate), seven digits
// and a check digit: the letter's two digits weighted 1 and 9, the rest 8 … 1, and the check
// make the sum 0 mod 10 (Wikipedia zh, "中華民國國民身分證", 驗證規則).
const TW_LETTERS = 'ABCDEFGHJKLMNPQRSTUVXYWZIO';
function isTwId(s: string): boolean {
  if (!/^[A-Z][1289]\d{8}$/.test(s)) return false;
  const n = TW_LETTERS.indexOf(s[0]!) + 10;
  const sum = Math.floor(n / 10) + (n % 10) * 9 + weightedSum(s.slice(1), [8, 7, 6, 5, 4, 3, 2, 1, 1]);
  return sum % 10 === 0;
}

// Viet Nam (Circular 07/2016/TT-BCA, art. 7): the 12-digit personal identification number of the
// citizen identity card (CCCD): a province code 001-096, a digit for century and sex (0-9), the
// birth year's last two digits and six random digits; no check digit.
function isVnCccd(d: string): boolean {
  if (!isDigits(d, 12) || isRepeatedDigit(d)) return false;
  const province = Number(d.slice(0, 3));
  return province >= 1 && province <= 96;
}

// Ukraine (State Tax Service; python-stdnum ua/rntrc): five digits counting the days from
// 31 December 1899 to the birth date, four serial digits (the ninth odd for men) and a check
// digit: weights -1 5 7 9 4 6 10 5 7, mod 11, mod 10.
function isUaRntrc(d: string): boolean {
  if (!isDigits(d, 10) || isRepeatedDigit(d)) return false;
  return mod(weightedSum(d, [-1, 5, 7, 9, 4, 6, 10, 5, 7]), 11) % 10 === digit(d, 9);
}

// Ukraine (Unified State Demographic Register): the record number УНЗР, the birth date
// YYYYMMDD, a dash and five digits.
function isUaUnzr(d: string): boolean {
  const year = Number(d.slice(0, 4));
  return isDigits(d, 13) && year >= 1900 && year <= 2099 && isCalendarDate(year, twoDigits(d, 4), twoDigits(d, 6));
}

// Brazil (DENATRAN, the CNH's registro): eleven digits, two check digits: the first over the
// nine digits weighted 9 … 1 mod 11 (10 and 11 as 0, then 2 subtracted from the second), the
// second weighted 1 … 9 (the validators of the Brazilian documents, e.g. "validation-br").
function isBrCnh(d: string): boolean {
  if (!isDigits(d, 11) || isRepeatedDigit(d)) return false;
  let first = weightedSum(d, [9, 8, 7, 6, 5, 4, 3, 2, 1]) % 11;
  let borrow = 0;
  if (first >= 10) {
    first = 0;
    borrow = 2;
  }
  const rest = weightedSum(d, [1, 2, 3, 4, 5, 6, 7, 8, 9]) % 11;
  const second = rest >= 10 ? 0 : rest - borrow;
  return first === digit(d, 9) && second === digit(d, 10);
}

export const WORLD_MORE: readonly IdFormat[] = [
  idFormat({
    // Not in python-stdnum.
    id: 'sa/nid',
    entity: 'NATIONAL_ID',
    country: 'SA',
    name: 'Saudi national ID and iqama (resident identity) number (رقم الهوية، رقم الإقامة)',
    shape: String.raw`[12]\d{9}`,
    validate: isSaId,
    checksum: 'Luhn; 1 (citizen) or 2 (resident) first',
    context: ['Iqama', 'Iqama No', 'Iqama number', 'Resident Identity', 'National ID', 'Saudi ID', 'رقم الإقامة', 'الإقامة', 'إقامة', 'رقم الهوية', 'الهوية الوطنية', 'السجل المدني'],
    // Ten digits with a Luhn digit are also phone and account numbers: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the eighth reading's employment letter).
      positive: [{ text: 'Iqama (Resident Identity) No. 2438172955', match: '2438172955' }, { text: 'رقم الهوية 1092847365', match: '1092847365' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'Iqama No. 2438172956' /* wrong Luhn digit */, '2438172955'],
    },
  }),
  idFormat({
    // Not in python-stdnum (its eg/tn is the tax registration number).
    id: 'eg/nid',
    entity: 'NATIONAL_ID',
    country: 'EG',
    name: 'Egyptian national ID number (الرقم القومي)',
    shape: String.raw`[23]\d{13}`,
    validate: isEgNationalId,
    checksum: 'none published; century digit, birth date and governorate code',
    context: ['الرقم القومي', 'رقم قومي', 'الرقم القومى', 'National ID', 'National Number', 'Egyptian ID'],
    // No published check digit: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the eighth reading's social insurance notice).
      positive: [{ text: 'الرقم القومي: 28807150123457', match: '28807150123457' }, { text: 'National ID 30102032108624', match: '30102032108624' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'الرقم القومي: 28813150123457' /* no month 13 */, 'National ID 28807154123457' /* no governorate 41 */, '28807150123457'],
    },
  }),
  idFormat({
    // Not in python-stdnum (its tw/ubn is the business number).
    id: 'tw/nid',
    entity: 'NATIONAL_ID',
    country: 'TW',
    name: '國民身分證統一編號 (Taiwan national identification number)',
    shape: String.raw`[A-Z][1289]\d{8}`,
    validate: isTwId,
    checksum: 'weighted sum mod 10 with the place letter',
    context: ['身分證', '身份證', '身分證統一編號', '身分證字號', '統一編號', 'ID', 'ID No', 'National ID', 'Taiwan ID', 'ARC', '居留證'],
    // A letter and nine digits are also serials and part codes: only next to its name.
    requireContext: true,
    examples: {
      // A123456789: the sample number of the ministry's forms (Wikipedia zh, "中華民國國民身分證").
      positive: [{ text: '身分證字號：A123456789', match: 'A123456789' }, { text: '身分證統一編號 F210347590', match: 'F210347590' } /* the eighth reading's claim letter */],
      negative: ['GSTIN 27AAPFU0939F1ZV' /* an Indian GSTIN: a neighbour's number */, '身分證字號：A123456788' /* wrong check digit */, 'A123456789'],
    },
  }),
  idFormat({
    // Not in python-stdnum.
    id: 'vn/cccd',
    entity: 'NATIONAL_ID',
    country: 'VN',
    name: 'Số định danh cá nhân (Vietnamese citizen identity card number, CCCD)',
    shape: String.raw`0\d{2} ?\d{3} ?\d{6}|0\d{11}`,
    validate: isVnCccd,
    checksum: 'none; province code 001-096 first',
    context: ['CCCD', 'căn cước', 'Căn cước', 'căn cước công dân', 'CMND', 'số định danh', 'định danh cá nhân', 'Citizen ID', 'citizen identity card'],
    // No check digit: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the eighth reading's ward police notice).
      positive: [{ text: 'Số CCCD cũ: 001087412936', match: '001087412936' }, { text: 'CCCD số 079192058314', match: '079192058314' }],
      negative: ['ABN 51 824 753 556' /* an Australian ABN: a neighbour's number */, 'CCCD số 099192058314' /* no province 099 */, '001087412936'],
    },
  }),
  idFormat({
    // Not in python-stdnum: Kenya's KRA Personal Identification Number (iTax): A (individuals)
    // or P (others), nine digits and a letter; no check is published.
    id: 'ke/pin',
    entity: 'NATIONAL_ID',
    country: 'KE',
    name: 'KRA Personal Identification Number (PIN)',
    shape: String.raw`[AP]\d{9}[A-Z]`,
    validate: (s) => /^[AP]\d{9}[A-Z]$/.test(s) && !isRepeatedDigit(s.slice(1, 10)),
    checksum: 'none published; A or P first, a letter last',
    context: ['PIN', 'KRA PIN', 'PIN No', 'PIN Number', 'KRA', 'iTax'],
    // No check: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the eighth reading's penalty notice).
      positive: [{ text: 'PIN: A012847395K', match: 'A012847395K' }, { text: 'KRA PIN P051283947Q', match: 'P051283947Q' }],
      negative: ['GSTIN 27AAPFU0939F1ZV' /* an Indian GSTIN: a neighbour's number */, 'PIN: B012847395K' /* no B */, 'A012847395K'],
    },
  }),
  idFormat({
    // Not in python-stdnum: the Philippine Social Security System number, 2-7-1 digits.
    id: 'ph/sss',
    entity: 'NATIONAL_ID',
    country: 'PH',
    name: 'Social Security System (SSS) number',
    shape: String.raw`\d{2}-\d{7}-\d|\d{10}`,
    validate: (d) => isDigits(d, 10) && !isRepeatedDigit(d),
    checksum: 'none published',
    context: ['SSS', 'SSS No', 'SSS Number', 'Social Security System', 'UMID'],
    // No published check digit: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the eighth reading's onboarding sheet).
      positive: [{ text: 'SSS No.: 34-1829375-6', match: '34-1829375-6' }],
      negative: ['ABN 51 824 753 556' /* an Australian ABN: a neighbour's number */, 'SSS No.: 11-1111111-1', '34-1829375-6'],
    },
  }),
  idFormat({
    // Not in python-stdnum: the Philippine Taxpayer Identification Number (BIR), nine digits and
    // a three- or five-digit branch code.
    id: 'ph/tin',
    entity: 'NATIONAL_ID',
    country: 'PH',
    name: 'Taxpayer Identification Number (TIN, BIR)',
    shape: String.raw`\d{3}-\d{3}-\d{3}(?:-\d{3}(?:\d\d)?)?`,
    validate: (d) => /^\d{9}(?:\d{3}(?:\d\d)?)?$/.test(d) && !isRepeatedDigit(d.slice(0, 9)),
    checksum: 'none published',
    context: ['TIN', 'TIN No', 'BIR', 'Taxpayer Identification Number'],
    // No published check digit: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the eighth reading's onboarding sheet).
      positive: [{ text: 'TIN: 417-283-956-000', match: '417-283-956-000' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, '417-283-956-000'],
    },
  }),
  idFormat({
    // Not in python-stdnum: the PhilHealth Identification Number, 2-9-1 digits.
    id: 'ph/philhealth',
    entity: 'NATIONAL_ID',
    country: 'PH',
    name: 'PhilHealth Identification Number (PIN)',
    shape: String.raw`\d{2}-\d{9}-\d|\d{12}`,
    validate: (d) => isDigits(d, 12) && !isRepeatedDigit(d),
    checksum: 'none published',
    context: ['PhilHealth', 'PhilHealth No', 'PhilHealth Number', 'PhilHealth ID'],
    // No published check digit: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the eighth reading's onboarding sheet).
      positive: [{ text: 'PhilHealth No.: 12-025837194-6', match: '12-025837194-6' }],
      negative: ['ABN 51 824 753 556' /* an Australian ABN: a neighbour's number */, '12-025837194-6'],
    },
  }),
  idFormat({
    // Not in python-stdnum: the Pag-IBIG Fund Membership ID (MID), 4-4-4 digits.
    id: 'ph/pagibig',
    entity: 'NATIONAL_ID',
    country: 'PH',
    name: 'Pag-IBIG Fund Membership ID (MID)',
    shape: String.raw`\d{4}-\d{4}-\d{4}|\d{12}`,
    validate: (d) => isDigits(d, 12) && !isRepeatedDigit(d),
    checksum: 'none published',
    context: ['Pag-IBIG', 'Pag-IBIG MID', 'Pag-IBIG No', 'HDMF'],
    // No published check digit: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the eighth reading's onboarding sheet).
      positive: [{ text: 'Pag-IBIG MID:   1210-4837-2916', match: '1210-4837-2916' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, '1210-4837-2916'],
    },
  }),
  idFormat({
    // Not in python-stdnum: the PhilSys Card Number (PCN) printed on the national ID card,
    // 16 digits in groups of four (Republic Act 11055).
    id: 'ph/pcn',
    entity: 'NATIONAL_ID',
    country: 'PH',
    name: 'PhilSys Card Number (PCN)',
    shape: String.raw`\d{4}-\d{4}-\d{4}-\d{4}|\d{4} \d{4} \d{4} \d{4}`,
    validate: (d) => isDigits(d, 16) && !isRepeatedDigit(d),
    checksum: 'none published',
    context: ['PhilSys', 'PCN', 'PSN', 'PhilID', 'National ID'],
    // Sixteen digits in fours are also card numbers: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the eighth reading's onboarding sheet).
      positive: [{ text: 'PhilSys Card No. (PCN): 4821-3795-1064-2837', match: '4821-3795-1064-2837' }],
      negative: ['GSTIN 27AAPFU0939F1ZV' /* an Indian GSTIN: a neighbour's number */, '4821-3795-1064-2837'],
    },
  }),
  idFormat({
    id: 'ua/rntrc',
    entity: 'NATIONAL_ID',
    country: 'UA',
    name: 'РНОКПП (registration number of the taxpayer\'s card, ІПН)',
    shape: String.raw`\d{10}`,
    validate: isUaRntrc,
    checksum: 'weights -1 5 7 9 4 6 10 5 7, mod 11, mod 10',
    context: ['РНОКПП', 'ІПН', 'ідентифікаційний код', 'ідентифікаційний номер', 'реєстраційний номер облікової картки', 'податковий номер', 'RNOKPP', 'RNTRC'],
    // Ten digits with one check digit: only next to its name.
    requireContext: true,
    examples: {
      positive: [{ text: 'РНОКПП 1759013776', match: '1759013776' } /* python-stdnum ua/rntrc docstring */, { text: 'РНОКПП 3151807350', match: '3151807350' } /* the eighth reading's certificate */],
      negative: ['USt-IdNr. 136308783' /* Germany's VAT number: a neighbour's number */, 'РНОКПП 1759013770' /* python-stdnum: invalid check digit */, '1759013776'],
    },
  }),
  idFormat({
    // Not in python-stdnum.
    id: 'ua/unzr',
    entity: 'NATIONAL_ID',
    country: 'UA',
    name: 'УНЗР (record number of the Unified State Demographic Register)',
    shape: String.raw`\d{8}-\d{5}`,
    validate: isUaUnzr,
    checksum: 'none checked; the birth date YYYYMMDD first',
    context: ['УНЗР', 'запис №', 'унікальний номер запису', 'UNZR'],
    // The date and a dash are a common layout of other references: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the eighth reading's certificate).
      positive: [{ text: 'УНЗР 19860417-07351', match: '19860417-07351' }],
      negative: ['USt-IdNr. 136308783' /* Germany's VAT number: a neighbour's number */, 'УНЗР 19861317-07351' /* no month 13 */, '19860417-07351'],
    },
  }),
  idFormat({
    // Not in python-stdnum.
    id: 'br/cnh',
    entity: 'NATIONAL_ID',
    country: 'BR',
    name: 'Carteira Nacional de Habilitação (CNH) registro',
    shape: String.raw`\d{11}`,
    validate: isBrCnh,
    checksum: 'two mod 11 check digits',
    context: ['CNH', 'registro da CNH', 'habilitação', 'carteira de motorista', 'carteira de habilitação', 'nº de registro'],
    // Eleven digits with two check digits are also CPFs and phone numbers: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the eighth reading's WhatsApp export).
      positive: [{ text: 'CNH registro 04817293604', match: '04817293604' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'CNH registro 04817293605' /* wrong check digit */, '04817293604'],
    },
  }),
];
