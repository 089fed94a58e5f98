import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * Session 17, leaks15: the identifiers, numbers and dates the eighth and seventh readings left
 * (docs/reader.md, "leaks15"). Each case with the default options and the exact redacted text,
 * beside a near miss that shows the rule leaves an ordinary word or number in the same place.
 * Every value is fictitious.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('Arabic-Indic and Persian digits (engine/digits-folded.ts)', () => {
  it("reads an Egyptian national number in Arabic-Indic digits, before the Arabic comma, as its ASCII twin", () => {
    expect(redact('وتم إضافة الزوجة، رقم قومي ٣٠١٠٢٠٣٢١٠٨٦٢٤، كمستفيدة.')).toBe('وتم إضافة الزوجة، رقم قومي [NATIONAL_ID]، كمستفيدة.');
    expect(redact('وتم إضافة الزوجة، رقم قومي 30102032108624، كمستفيدة.')).toBe('وتم إضافة الزوجة، رقم قومي [NATIONAL_ID]، كمستفيدة.');
  });

  it('reads a phone in Persian digits after its label and a date in Arabic-Indic digits', () => {
    expect(redact('هاتف: ۰۱۰۰ ۴۸۲ ۷۳۱۵')).toBe('هاتف: [PHONE_NUMBER]');
    expect(redact('اعتباراً من ١/١٠/٢٠٢٦ تم القيد')).toBe('اعتباراً من [DATE] تم القيد');
  });

  it('leaves a national number that is no birth date, and a count, in the same digits', () => {
    // Month 13 of 1901: no birth date.
    expect(redact('رقم قومي ٣٠١١٣٠٣٢١٠٨٦٢٤، كمستفيدة.')).toBe('رقم قومي ٣٠١١٣٠٣٢١٠٨٦٢٤، كمستفيدة.');
    expect(redact('عدد المستفيدين ١٤ شخصاً')).toBe('عدد المستفيدين ١٤ شخصاً');
  });
});

describe('a date as code writes it (date-code.ts)', () => {
  it("takes a Python repr's date and a JavaScript Date whose month counts from 0", () => {
    expect(redact("patient = Patient(id=40817, dob=datetime.date(1979, 4, 2), ppsn=None)")).toBe('patient = Patient(id=40817, dob=[DATE], ppsn=None)');
    expect(redact('const dob = new Date(1979, 3, 2);')).toBe('const dob = [DATE];');
  });

  it('leaves a call that is no calendar date and another object\'s method', () => {
    expect(redact('const d = new Date(1979, 12, 2);')).toBe('const d = new Date(1979, 12, 2);');
    expect(redact('dob = datetime.date(1979, 2, 29)')).toBe('dob = datetime.date(1979, 2, 29)');
    expect(redact('total = row.date(2026, 4, 2)')).toBe('total = row.date(2026, 4, 2)');
  });
});

describe('a transcript\'s spoken birth date and spelled postcode (spoken-values.ts)', () => {
  const srt = (answer: string, question: string) => `3\n00:00:08,100 --> 00:00:11,420\n${question}\n\n4\n00:00:11,420 --> 00:00:15,800\n${answer}\n`;

  it("takes the date answering \"date of birth\" over the subtitle's next cue number and timing", () => {
    expect(redact(srt('Twenty-third of May, nineteen eighty-eight.', 'Could you state your date of birth for the tape, please?'))).toBe(
      srt('[DATE].', 'Could you state your date of birth for the tape, please?'),
    );
  });

  it('takes a UK postcode spelled after "your address"', () => {
    expect(redact(srt('Flat 2, Hove, B N three, one E D.', 'And your address?'))).toBe(srt('Flat 2, Hove, [ZIP_CODE].', 'And your address?'));
  });

  it('leaves a date in figures on the cue\'s line, and letters that make no postcode', () => {
    expect(redact('Date of birth: 02/05/1993. Hearing on the third of June nineteen ninety.')).toBe('Date of birth: [DATE]. Hearing on the third of June nineteen ninety.');
    expect(redact(srt('Flat 2, Hove, B N three, one.', 'And your address?'))).toBe(srt('Flat 2, Hove, B N three, one.', 'And your address?'));
  });
});

describe('references named by their label (account-id.ts)', () => {
  it('takes a case reference, a repayment ID, a payment registration number and a German file number', () => {
    expect(redact('case reference FR-2026-04417, conducted by the officer.')).toBe('case reference [USERNAME], conducted by the officer.');
    expect(redact('deposit protected, my repayment ID is 1847-2930-5512 ')).toBe('deposit protected, my repayment ID is [USERNAME] ');
    expect(redact('Payment via iTax (payment registration no. 2026KRA0418273) or M-PESA.')).toBe('Payment via iTax (payment registration no. [USERNAME]) or M-PESA.');
    expect(redact('<Ustrd>Lohn 11/2026 inkl. Pfaendung Az 14 M 2281/26</Ustrd>')).toBe('<Ustrd>Lohn 11/2026 inkl. Pfaendung Az [USERNAME]</Ustrd>');
  });

  it('takes the Vietnamese appointment slip and the Chinese case, policy and registration numbers', () => {
    expect(redact('vui lòng mang giấy hẹn số GH-2026-004815 đến nhận')).toBe('vui lòng mang giấy hẹn số [USERNAME] đến nhận');
    expect(redact('住院醫療理賠案（案號 CLM-115-0082741），業經審核')).toBe('住院醫療理賠案（案號 [USERNAME]），業經審核');
    expect(redact('保單號碼 HL-88204716。')).toBe('保單號碼 [USERNAME]。');
    expect(redact('登记号：MZ20261123-04718\n')).toBe('登记号：[USERNAME]\n');
  });

  it('leaves a reference with no label, a short one, and "az" as a Hungarian article', () => {
    expect(redact('the ticket FR-2026-04417 was closed')).toBe('the ticket FR-2026-04417 was closed');
    expect(redact('case reference FR-12, conducted by the officer.')).toBe('case reference FR-12, conducted by the officer.');
    expect(redact('az 14 M 2281/26 ügyben')).toBe('az 14 M 2281/26 ügyben');
    expect(redact('保單號碼 待定。')).toBe('保單號碼 待定。');
  });
});

describe('bank accounts after a bank\'s name or branch (bank-account.ts)', () => {
  it("takes a Hong Kong landlord's HSBC account and an Israeli account after its branch", () => {
    expect(redact("by autopay to the Landlord's account: HSBC 004-512-384917-838\n")).toBe("by autopay to the Landlord's account: HSBC [IBAN]\n");
    expect(redact('בנק הפועלים (12), סניף 633, חשבון 482917\n')).toBe('בנק הפועלים (12), סניף 633, חשבון [IBAN]\n');
  });

  it('leaves an amount after a currency code and a bill (חשבון) with no branch or bank', () => {
    expect(redact('credited to your account: USD 12 500\n')).toBe('credited to your account: USD 12 500\n');
    expect(redact('חשבון 482917 לתשלום עד סוף החודש\n')).toBe('חשבון 482917 לתשלום עד סוף החודש\n');
  });
});

describe("a phone after a relative in brackets (phone/label.ts)", () => {
  it("takes a Hong Kong number after a contact's (mother),", () => {
    expect(redact('Emergency contact of Tenant: Ms. Wong Mei Ling (mother), 6284 1937\n')).toBe('Emergency contact of Tenant: [PERSON_NAME] (mother), [PHONE_NUMBER]\n');
  });

  it('leaves the same digits after another word in brackets', () => {
    expect(redact('Lot 7 (partial), 6284 1937 units shipped\n')).toBe('Lot 7 (partial), 6284 1937 units shipped\n');
  });
});

describe('a value in Arabic-Indic digits found again where it stands alone (memory.ts)', () => {
  // A line between them, longer than any context word's reach.
  const between = 'وتم إرسال الإخطار إلى صاحب العمل وإلى مكتب التأمينات الاجتماعية المختص للعلم واتخاذ اللازم نحو تحديث البيانات في السجلات خلال المدة المقررة قانوناً.';

  it('removes the national number named once and repeated far from its label', () => {
    expect(redact(`رقم قومي ٣٠١٠٢٠٣٢١٠٨٦٢٤، كمستفيدة.\n${between}\nتم تسجيل ٣٠١٠٢٠٣٢١٠٨٦٢٤ في النظام.`)).toBe(`رقم قومي [NATIONAL_ID]، كمستفيدة.\n${between}\nتم تسجيل [NATIONAL_ID] في النظام.`);
  });

  it('leaves another number there that repeats none', () => {
    expect(redact(`رقم قومي ٣٠١٠٢٠٣٢١٠٨٦٢٤، كمستفيدة.\n${between}\nتم تسجيل ٣٠١٠٢٠٣٢١٠٨٦٢٥ في النظام.`)).toBe(`رقم قومي [NATIONAL_ID]، كمستفيدة.\n${between}\nتم تسجيل ٣٠١٠٢٠٣٢١٠٨٦٢٥ في النظام.`);
  });
});
