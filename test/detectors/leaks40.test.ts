import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * What the nineteenth reading's documents in local languages left standing or took (docs/reader.md,
 * "leaks40"): each case with the default options and the exact redacted text, beside a near miss
 * that must stay. Fictitious people, places and numbers.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('Tongan and Tigrinya month names after a day (lib/date-parts.ts)', () => {
  it('takes a Tongan date, its ʻokina before the capital, and a Tigrinya one', () => {
    expect(redact('ʻAho fanauʻi / Date of birth: 3 ʻAokosi 1994\n')).toBe('ʻAho fanauʻi / Date of birth: [DATE]\n');
    expect(redact('Date of birth: 22 Fēpueli 1997\n')).toBe('Date of birth: [DATE]\n');
    expect(redact('ዕለት ልደት: 12 መስከረም 1968\n')).toBe('ዕለት ልደት: [DATE]\n');
  });
  it('leaves a month in the wrong case, and reads Tongan June with no year as the given name', () => {
    expect(redact('room 3 ʻaOKOSI 1994\n')).toBe('room 3 ʻaOKOSI 1994\n');
    expect(redact('Room 12 Sune\n')).toBe('Room 12 [PERSON_NAME]\n');
  });
});

describe("common words of Tongan, Chichewa, French and Faroese forms (names-foreign-words.ts)", () => {
  it('reads the labels of a Tongan certificate as no names, and still finds the name after them', () => {
    expect(redact('Hingoa kakato / Full name: Sione Tupouniua Havili\n')).toBe('Hingoa kakato / Full name: [PERSON_NAME]\n');
    expect(redact('Faifekau na\'e fakahoko / Officiating minister: Rev. Dr. Tevita Moala\n')).toBe("Faifekau na'e fakahoko / Officiating minister: [PERSON_NAME]\n");
    expect(redact('Tatau moʻoni mei he tohi lesisita.\n')).toBe('Tatau moʻoni mei he tohi lesisita.\n');
  });
  it('reads Chichewa, French and Faroese form words as no names', () => {
    expect(redact('Telephone (Foni): see below\nMkazi ndi mwamuna: banja\n')).toBe('Telephone (Foni): see below\nMkazi ndi mwamuna: banja\n');
    expect(redact('Unité – Égalité – Paix\nDr Idriss Omar Bouh, Praticien hospitalier\n')).toBe('Unité – Égalité – Paix\n[PERSON_NAME], Praticien hospitalier\n');
    expect(redact('Rentuútreiðslur (húsalán)   kr. 38.115\nTAKS – Persónsdeildin\n')).toBe('Rentuútreiðslur (húsalán)   kr. 38.115\nTAKS – Persónsdeildin\n');
  });
});

describe('Libyan and Eritrean name labels (person-name-script-labelled.ts)', () => {
  it("takes a family register's members after a list number and its officials", () => {
    expect(redact('1- الزوجة: فاطمة سالم الزوي — مواليد 1983\nموظف السجل: عبد الرحمن مفتاح القماطي      (توقيع وختم)\nرئيس المكتب: نوري عمر بن سعيد\n')).toBe(
      '1- الزوجة: [PERSON_NAME] — مواليد 1983\nموظف السجل: [PERSON_NAME]      (توقيع وختم)\nرئيس المكتب: [PERSON_NAME]\n',
    );
  });
  it('takes the Eritrean registrar and a witness after their labels', () => {
    expect(redact('መዝጋቢ ሰነዳት: ዳዊት ሰሎሞን ብርሃነ (ማሕተም)\nምስክር: ሃብቶም ዮውሃንስ ኪዳነ\n')).toBe('መዝጋቢ ሰነዳት: [PERSON_NAME] (ማሕተም)\nምስክር: [PERSON_NAME]\n');
  });
  it('leaves a ministry under the label and a value that runs on as a sentence', () => {
    expect(redact('رئيس المكتب: وزارة الداخلية\n')).toBe('رئيس المكتب: وزارة الداخلية\n');
    expect(redact('الزوجة: فاطمة سالم الزوي تعمل في طرابلس منذ سنوات طويلة\n')).toBe('الزوجة: فاطمة سالم الزوي تعمل في طرابلس منذ سنوات طويلة\n');
  });
});

describe('six-digit phones of a document whose region has them (phone.ts)', () => {
  it("takes a Faroese clerk's number after tlf. where the letter writes a +298 number", () => {
    expect(redact('Tlf. +298 35 26 00\nbeinleiðis tlf. 35 26 41\n')).toBe('Tlf. [PHONE_NUMBER]\nbeinleiðis tlf. [PHONE_NUMBER]\n');
  });
  it('leaves six digits with no such region, and six digits after no phone label', () => {
    expect(redact('Fax: 21 12 34\n')).toBe('Fax: 21 12 34\n');
    expect(redact('Tlf. +298 35 26 00\nMálsnr. 35 26 41\n')).toBe('Tlf. [PHONE_NUMBER]\nMálsnr. 35 26 41\n');
  });
});

describe('Burkinabè and Djiboutian CNSS numbers (national-ids/world-nineteenth.ts)', () => {
  it('takes them after CNSS, not after another word', () => {
    expect(redact('N° CNSS : 0418273-K\n')).toBe('N° CNSS : [NATIONAL_ID]\n');
    expect(redact('CNI n° 041827365          Matricule CNSS : 2-68-03-104827-5\n')).toBe('CNI n° [NATIONAL_ID]          Matricule CNSS : [NATIONAL_ID]\n');
    expect(redact('Réf. 0418273-K\n')).toBe('Réf. 0418273-K\n');
    expect(redact('Matricule CNSS : 2-68-13-104827-5\n')).toBe('Matricule CNSS : 2-68-13-104827-5\n');
  });
});

describe('Arabic and Tigrinya account numbers after their words (bank-account-script.ts)', () => {
  it('takes them in their digit groups, not a year or a short number', () => {
    expect(redact('الحساب رقم 002-048-017000418273651\nሕሳበይ ቁ. 0418-273651-01\n')).toBe('الحساب رقم [IBAN]\nሕሳበይ ቁ. [IBAN]\n');
    expect(redact('رقم الحساب: 2026\nሕሳበይ ቁ. 0418-27\n')).toBe('رقم الحساب: 2026\nሕሳበይ ቁ. 0418-27\n');
  });
});

describe('Tongan names with the ʻokina (names-tokens.ts, names-person-cues.ts) and an unaccented nee', () => {
  it('reads a word opened by the ʻokina as a capitalised one', () => {
    expect(redact('Hingoa kakato / Full name: Mele ʻOfa Fifita\n')).toBe('Hingoa kakato / Full name: [PERSON_NAME]\n');
    expect(redact('Officiating minister: Rev. Dr. ʻAlifeleti Moala\n')).toBe('Officiating minister: [PERSON_NAME]\n');
  });
  it('takes a birth name after (nee …), not nee outside brackets', () => {
    expect(redact('Mother: Salote Havili (nee Taufa)\n')).toBe('Mother: [PERSON_NAME] (nee [PERSON_NAME])\n');
    expect(redact('he said nee Tuesday\n')).toBe('he said nee Tuesday\n');
  });
  it('takes an unknown given name before a surname the text already named (names-people.ts corefer)', () => {
    expect(redact('Full name: Mele ʻOfa Fifita\nFather: Tevita Fifita\nThe Fifita family\n')).toBe('Full name: [PERSON_NAME]\nFather: [PERSON_NAME]\nThe [PERSON_NAME] family\n');
  });
  it("leaves an ʻokina inside a word and a place's lower-case word", () => {
    expect(redact('Nofoʻanga / Residence: Kolomotuʻa\n')).toBe('Nofoʻanga / Residence: Kolomotuʻa\n');
  });
});
