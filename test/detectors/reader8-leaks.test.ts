import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * The values the eighth independent reader left standing (docs/reader.md, "The eighth
 * reading"), fixed after it: each case with the default options and the exact redacted text,
 * beside a near miss that must stay. Each case failed before its fix.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('national ids of the reading (national-ids/world-more.ts)', () => {
  it('takes a Saudi iqama after its name, with its Luhn digit (sa/nid)', () => {
    expect(redact('holder of Iqama\n(Resident Identity) No. 2438172955, valid until\n')).toBe('holder of Iqama\n(Resident Identity) No. [NATIONAL_ID], valid until\n');
    expect(redact('Iqama No. 2438172956, valid until\n')).toBe('Iqama No. 2438172956, valid until\n');
    expect(redact('Order 2438172955 shipped\n')).toBe('Order 2438172955 shipped\n');
  });

  it('takes an Egyptian national number after الرقم القومي (eg/nid)', () => {
    expect(redact('الرقم القومي: 28807150123457\n')).toBe('الرقم القومي: [NATIONAL_ID]\n');
    // No month 13; and fourteen digits with no word stay.
    expect(redact('الرقم القومي: 28813150123457\n')).toBe('الرقم القومي: 28813150123457\n');
    expect(redact('Batch 28807150123457 done\n')).toBe('Batch 28807150123457 done\n');
  });

  it('takes a Taiwanese ID number after 身分證 or ID (tw/nid)', () => {
    expect(redact('身分證統一編號 A234518765，保單\n')).toBe('身分證統一編號 [NATIONAL_ID]，保單\n');
    expect(redact('身分證統一編號 A234518766，保單\n')).toBe('身分證統一編號 A234518766，保單\n');
    expect(redact('Part A234518765 in stock\n')).toBe('Part A234518765 in stock\n');
  });

  it('takes a Vietnamese CCCD number after its name (vn/cccd)', () => {
    expect(redact('Số CCCD cũ: 001087412936\n')).toBe('Số CCCD cũ: [NATIONAL_ID]\n');
    expect(redact('Số CCCD cũ: 099087412936\n')).toBe('Số CCCD cũ: 099087412936\n');
    expect(redact('Mã đơn: 001087412936\n')).toBe('Mã đơn: 001087412936\n');
  });

  it('takes a KRA PIN after its name, and again where it is printed alone (ke/pin)', () => {
    expect(redact('PIN: A012847395K\nPaybill 572572, account number A012847395K.\n')).toBe('PIN: [NATIONAL_ID]\nPaybill 572572, account number [NATIONAL_ID].\n');
    expect(redact('Paybill 572572, account number A012847395K.\n')).toBe('Paybill 572572, account number A012847395K.\n');
  });

  it('takes Philippine SSS, TIN, PhilHealth, Pag-IBIG and PhilSys numbers after their names (ph/*)', () => {
    const form = 'SSS No.:        34-1829375-6\nTIN:            417-283-956-000\nPhilHealth No.: 12-025837194-6\nPag-IBIG MID:   1210-4837-2916\nPhilSys Card No. (PCN): 4821-3795-1064-2837\n';
    expect(redact(form)).toBe('SSS No.:        [NATIONAL_ID]\nTIN:            [NATIONAL_ID]\nPhilHealth No.: [NATIONAL_ID]\nPag-IBIG MID:   [NATIONAL_ID]\nPhilSys Card No. (PCN): [NATIONAL_ID]\n');
    expect(redact('Ticket 34-1829375-6 and build 417-283-956-000\n')).toBe('Ticket 34-1829375-6 and build 417-283-956-000\n');
  });

  it('takes a Ukrainian РНОКПП and УНЗР after their names (ua/rntrc, ua/unzr)', () => {
    expect(redact('РНОКПП 3151807350, УНЗР 19860417-07351, який\n')).toBe('РНОКПП [NATIONAL_ID], УНЗР [NATIONAL_ID], який\n');
    // A wrong check digit; a date that is none.
    expect(redact('РНОКПП 3151807351, УНЗР 19861317-07351, який\n')).toBe('РНОКПП 3151807351, УНЗР 19861317-07351, який\n');
  });

  it('takes a CNH registro after CNH (br/cnh), and an SV-Nr. (at/vnr)', () => {
    expect(redact('e a CNH tá na minha bolsa, registro 04817293604\n')).toBe('e a CNH tá na minha bolsa, registro [NATIONAL_ID]\n');
    expect(redact('e a CNH tá na minha bolsa, registro 04817293605\n')).toBe('e a CNH tá na minha bolsa, registro 04817293605\n');
    expect(redact('Ehegattin, SV-Nr. 3183040884.\n')).toBe('Ehegattin, SV-Nr. [NATIONAL_ID].\n');
    expect(redact('Ehegattin, SV-Nr. 3184040884.\n')).toBe('Ehegattin, SV-Nr. 3184040884.\n');
  });
});

describe('phone words of the reading (lexicon/phone-words.ts)', () => {
  it('reads a national number after a Vietnamese, mainland Chinese or Arabic phone label', () => {
    expect(redact('Số điện thoại: 0983 417 265\n')).toBe('Số điện thoại: [PHONE_NUMBER]\n');
    expect(redact('手机号码：138 1042 7736\n联系人电话：139-1128-4675\n')).toBe('手机号码：[PHONE_NUMBER]\n联系人电话：[PHONE_NUMBER]\n');
    expect(redact('محمول: 0100 482 7315\n')).toBe('محمول: [PHONE_NUMBER]\n');
    // The same digits after no phone word stay.
    expect(redact('Số lượng: 0983 417 265\n')).toBe('Số lượng: 0983 417 265\n');
    expect(redact('订单号：138 1042 7736\n')).toBe('订单号：138 1042 7736\n');
  });
});

describe("a person's name in parts under a JSON name object (person-name-json-parts.ts)", () => {
  it('takes the first and last names of a mongoexport line, and leaves a service account', () => {
    expect(redact('{"email":"x","name":{"first":"Kelechi","last":"Oduya"},"roles":["customer"]}\n')).toBe('{"email":"x","name":{"first":"[PERSON_NAME]","last":"[PERSON_NAME]"},"roles":["customer"]}\n');
    expect(redact('{"email":"x","name":{"first":"System","last":"Admin"},"roles":["admin"]}\n')).toBe('{"email":"x","name":{"first":"System","last":"Admin"},"roles":["admin"]}\n');
    expect(redact('{"window":{"first":"Kelechi","last":"Oduya"}}\n')).toBe('{"window":{"first":"Kelechi","last":"Oduya"}}\n');
  });
});

describe('a vCard 2.1 name in quoted-printable (vcard.ts)', () => {
  it('takes FN and N written in quoted-printable whole, as the property names a person', () => {
    const card = 'BEGIN:VCARD\nVERSION:2.1\nN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:M=C3=BCller;J=C3=BCrgen;;;\nFN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:J=C3=BCrgen M=C3=BCller\nEND:VCARD\n';
    expect(redact(card)).toBe('BEGIN:VCARD\nVERSION:2.1\nN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:[PERSON_NAME];;;\nFN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:[PERSON_NAME]\nEND:VCARD\n');
    // Quoted-printable in a property that names no person stays.
    expect(redact('BEGIN:VCARD\nVERSION:2.1\nX-NOTE;ENCODING=QUOTED-PRINTABLE:Gr=C3=BC=C3=9Fe\nEND:VCARD\n')).toBe('BEGIN:VCARD\nVERSION:2.1\nX-NOTE;ENCODING=QUOTED-PRINTABLE:Gr=C3=BC=C3=9Fe\nEND:VCARD\n');
  });
});

describe('a Chinese account label (bank-account.ts)', () => {
  it('takes the number after 帳號 or 账号, and leaves a short one', () => {
    expect(redact('（台北富邦銀行 帳號 8210-4417-2863-05）\n')).toBe('（台北富邦銀行 帳號 [IBAN]）\n');
    expect(redact('工商银行账号：0200 0045 0910 2837 465\n')).toBe('工商银行账号：[IBAN]\n');
    expect(redact('帳號：12345，密碼另寄\n')).toBe('帳號：12345，密碼另寄\n');
  });
});

describe("a Reddit user's u/ name (username-reddit.ts)", () => {
  it('takes the name after u/, and leaves a subreddit and a dose', () => {
    expect(redact('posted by u/throwaway_tenant_mcr · 14h\n')).toBe('posted by u/[USERNAME] · 14h\n');
    expect(redact('posted in r/LegalAdviceUK · 14h\n')).toBe('posted in r/LegalAdviceUK · 14h\n');
    expect(redact('insulin 10 u/day, then 12 u/week\n')).toBe('insulin 10 u/day, then 12 u/week\n');
  });
});
