import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * Session 16, leaks13: what the eighth reading (docs/reader.md, "The eighth reading") left.
 * Each case with the default options and the exact redacted text, beside a near miss that shows
 * the rule leaves an ordinary word or number in the same place.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('a phone whose label ends the line before (phone/near.ts)', () => {
  it('takes the number after "mobile number" at the end of the line before, over a joining word', () => {
    expect(redact('Our records show your mobile number\nas 0722 418 375; update it on iTax.')).toBe('Our records show your mobile number\nas [PHONE_NUMBER]; update it on iTax.');
    expect(redact('If anything changes, my number\nis 0433 555 190 until May.')).toBe('If anything changes, my number\nis [PHONE_NUMBER] until May.');
  });

  it('leaves it after a reference word, over a blank line, and after two words', () => {
    expect(redact('Our records show your order number\nas 0722 418 375; update it on iTax.')).toBe('Our records show your order number\nas 0722 418 375; update it on iTax.');
    expect(redact('Our records show your mobile number\n\nas 0722 418 375; update it on iTax.')).toBe('Our records show your mobile number\n\nas 0722 418 375; update it on iTax.');
    expect(redact('Our records show your mobile number\nand batch 0722 418 375 as shipped.')).toBe('Our records show your mobile number\nand batch 0722 418 375 as shipped.');
  });
});

describe('an identity card number after a label that names the card (national-id-labelled.ts)', () => {
  it("takes a Kenyan notice's ID No. field and a Ukrainian ID card's number", () => {
    expect(redact('KRA notice\nPIN: A012847395K\nID No.: 28417365\n')).toBe('KRA notice\nPIN: [NATIONAL_ID]\nID No.: [NATIONAL_ID]\n');
    expect(redact('паспорт громадянина України (ID-картка) № 004817293, виданий 2019 р.')).toBe('паспорт громадянина України (ID-картка) № [NATIONAL_ID], виданий 2019 р.');
    expect(redact('The identity card number 4417203 was checked.')).toBe('The identity card number [NATIONAL_ID] was checked.');
  });

  it('leaves an ID No. after another word, a short number, and a file number and a longer run', () => {
    expect(redact('Payment: Transaction ID No.: 28417365\n')).toBe('Payment: Transaction ID No.: 28417365\n');
    expect(redact('ID No.: 2026\n')).toBe('ID No.: 2026\n');
    expect(redact('ID No.: 28417365/2026\n')).toBe('ID No.: 28417365/2026\n');
    expect(redact('ID No.: 284173651234\n')).toBe('ID No.: 284173651234\n');
    expect(redact('(ID-картка) № 0048 у справі')).toBe('(ID-картка) № 0048 у справі');
  });
});

describe("an insurance card's number after its Chinese or Arabic label (account-id.ts)", () => {
  it('takes a medical insurance card and an Egyptian insurance subscription', () => {
    expect(redact('就诊科室：内科\n医保卡号：1101 0548 2736 91\n')).toBe('就诊科室：内科\n医保卡号：[USERNAME]\n');
    expect(redact('تم قيد اشتراككم التأميني برقم 7481236 اعتباراً من الشهر')).toBe('تم قيد اشتراككم التأميني برقم [USERNAME] اعتباراً من الشهر');
  });

  it('leaves too few digits and the number without its label', () => {
    expect(redact('医保卡号：1101\n')).toBe('医保卡号：1101\n');
    expect(redact('挂号序号：1101 0548 2736 91\n')).toBe('挂号序号：1101 0548 2736 91\n');
    expect(redact('تم قيد اشتراككم برقم 7481236 اعتباراً من الشهر')).toBe('تم قيد اشتراككم برقم 7481236 اعتباراً من الشهر');
  });
});

describe("a postcode with its country's letters before the town (address.ts)", () => {
  it('takes LT-50194 with Kaunas after a comma and at a line start', () => {
    expect(redact('Butas 17, LT-50194 Kaunas\n')).toBe('Butas 17, [ADDRESS]\n');
    expect(redact('Siuntėjas\nLT-50194 Kaunas\n')).toBe('Siuntėjas\n[ADDRESS]\n');
  });

  it('leaves the letters when they are part of a longer code', () => {
    expect(redact('Part XLT-50194 Kaunas')).toBe('Part XLT-50194 [ADDRESS]');
  });
});
