import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * Session 17, leaks14: the names and addresses the eighth reading left standing (docs/reader.md,
 * "The eighth reading", and the leaks14 section). Default options, the exact redacted text, each
 * beside a near miss that stays. Fictitious people and places' numbers.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('Thai names after their title (names/names-thai.ts)', () => {
  it('takes the given and family name after นางสาว, นาย, and the family name again in quotes', () => {
    expect(redact('เรียน นางสาวมณีรัตน์ ทองประเสริฐ\nขอแจ้งว่า "ทองประเสริฐ" เป็นชื่อสกุลเดิม')).toBe('เรียน นางสาว[PERSON_NAME]\nขอแจ้งว่า "[PERSON_NAME]" เป็นชื่อสกุลเดิม');
    expect(redact('ตามทะเบียนสมรสกับนายกิตติพงษ์ แสงอรุณ แล้ว')).toBe('ตามทะเบียนสมรสกับนาย[PERSON_NAME] แล้ว');
  });

  it('leaves the words a title opens (employer) and a lawyer (ทนาย holds นาย)', () => {
    expect(redact('นายจ้าง ต้องแจ้งภายใน 30 วัน')).toBe('นายจ้าง ต้องแจ้งภายใน 30 วัน');
    expect(redact('ทนายความ สมชาย ใจดี ยื่นคำร้อง')).toBe('ทนายความ สมชาย ใจดี ยื่นคำร้อง');
  });
});

describe('Arabic names after السيد/ and السيدة/ (names/names-scripts.ts)', () => {
  it('takes the name after the title and its slash', () => {
    expect(redact('السيد/ خالد يوسف النجار\nالرقم: 12')).toBe('السيد/ [PERSON_NAME]\nالرقم: 12');
  });

  it('leaves a title before an office', () => {
    expect(redact('السيد الرئيس افتتح المؤتمر')).toBe('السيد الرئيس افتتح المؤتمر');
  });
});

describe("an ISO 20022 party's name (person-name-iso20022.ts)", () => {
  it('takes the creditor under <Pty>, as camt.053.001.08 nests it', () => {
    expect(redact('<Cdtr><Pty><Nm>Femke Oudshoorn-Brink</Nm></Pty></Cdtr>')).toBe('<Cdtr><Pty><Nm>[PERSON_NAME]</Nm></Pty></Cdtr>');
  });

  it('leaves a firm', () => {
    expect(redact('<Cdtr><Pty><Nm>Huurdersvereniging Centrum</Nm></Pty></Cdtr>')).toBe('<Cdtr><Pty><Nm>Huurdersvereniging Centrum</Nm></Pty></Cdtr>');
  });
});

describe("an Android contact's nickname (vcard.ts)", () => {
  it('takes the nickname row, not an event row', () => {
    const card = (rows: string) => `BEGIN:VCARD\nVERSION:2.1\n${rows}\nEND:VCARD`;
    expect(redact(card('X-ANDROID-CUSTOM:vnd.android.cursor.item/nickname;Dazzy;1;;;;;;;;;;;;;\nX-ANDROID-CUSTOM:vnd.android.cursor.item/contact_event;20261127;3;;;;;;;;;;;;;'))).toBe(
      card('X-ANDROID-CUSTOM:vnd.android.cursor.item/nickname;[PERSON_NAME];1;;;;;;;;;;;;;\nX-ANDROID-CUSTOM:vnd.android.cursor.item/contact_event;20261127;3;;;;;;;;;;;;;'),
    );
  });

  it('leaves the row outside a vCard', () => {
    expect(redact('X-ANDROID-CUSTOM:vnd.android.cursor.item/nickname;Dazzy;1;;;;')).toBe('X-ANDROID-CUSTOM:vnd.android.cursor.item/nickname;Dazzy;1;;;;');
  });
});

describe('Thai addresses (address/thai.ts)', () => {
  it('takes the house number, lane, road, subdistrict, district, Bangkok and the postcode', () => {
    expect(redact('ที่อยู่: 45/7 ซอยลาดพร้าว 15 ถนนลาดพร้าว แขวงจอมพล เขตจตุจักร กรุงเทพฯ 10900\nโทร')).toBe('ที่อยู่: [ADDRESS]\nโทร');
  });

  it('leaves a count before a road and a price before a road', () => {
    expect(redact('มีถนน 3 สาย และ 12 ซอยย่อย')).toBe('มีถนน 3 สาย และ 12 ซอยย่อย');
    expect(redact('ราคา 500 บาท ถนนสุขุมวิท')).toBe('ราคา 500 บาท ถนนสุขุมวิท');
  });
});

describe('Arabic street addresses and post office boxes (address/arabic.ts)', () => {
  it('takes the number, the street and the parts after commas; a post office box', () => {
    expect(redact('العنوان: ٢٧ شارع الجمهورية، حي الزهور، مدينة بورسعيد\n')).toBe('العنوان: [ADDRESS]\n');
    expect(redact('ص.ب. 84213 الرياض')).toBe('[ADDRESS] الرياض');
  });

  it('leaves a street named in a sentence, with no number', () => {
    expect(redact('ذهبنا إلى شارع الهرم مساء أمس وتناولنا العشاء.')).toBe('ذهبنا إلى شارع الهرم مساء أمس وتناولنا العشاء.');
  });
});

describe('Ukrainian and Russian street addresses (address/cyrillic.ts)', () => {
  it('takes a home: the town, the street, the house and the flat', () => {
    expect(redact('зареєстрований за адресою: м. Львів, вул. Городоцька, буд. 17, кв. 8.')).toBe('зареєстрований за адресою: [ADDRESS].');
    expect(redact('проживает: г. Казань, ул. Баумана, д. 12, кв. 40')).toBe('проживает: [ADDRESS]');
  });

  it("leaves a firm's office with no flat and no residence's words", () => {
    expect(redact('Адреса офісу: 79000, м. Львів, вул. Городоцька, 17, тел. 032 000 0000')).toBe('Адреса офісу: 79000, м. Львів, вул. Городоцька, 17, тел. [PHONE_NUMBER]');
  });
});

describe('a Saudi national address (address/saudi.ts)', () => {
  it('takes the building, district, city and postcode, and the short address', () => {
    expect(redact('He resides at Building 4418, Al Malqa District, Riyadh 13521 (short address\nRHMA4418).')).toBe('He resides at [ADDRESS] (short address\n[ADDRESS]).');
  });

  it('leaves a count after the city', () => {
    expect(redact('In Riyadh 12000 runners took part.')).toBe('In [ADDRESS] 12000 runners took part.');
  });
});

describe('Taiwanese addresses (address-cjk.ts)', () => {
  it('takes the postcode, city, district, road, section, lane, alley, number and floor; the romanized form', () => {
    expect(redact('地址：407臺中市西屯區臺灣大道三段99巷8弄12號5樓\n')).toBe('地址：[ADDRESS]\n');
    expect(redact('Ship to 5F., No. 18, Aly. 3, Ln. 120, Sec. 1, Heping E. Rd., Da’an Dist., Taipei City 106')).toBe('Ship to [ADDRESS]');
  });

  it("leaves a road and an exit's number, and a report's section", () => {
    expect(redact('請走中山路到5號出口')).toBe('請走中山路到5號出口');
    expect(redact('Refer to sec. 2, table 4 of the report.')).toBe('Refer to sec. 2, table 4 of the report.');
  });
});
