import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * What the seventeenth, sixteenth and fifteenth readings left standing (docs/reader.md, "leaks38"):
 * each case with the default options and the exact redacted text, beside a near miss that must
 * stay. Fictitious people, places and numbers.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('Arabic, Kurdish and Dhivehi names after their labels (person-name-script-labelled.ts)', () => {
  it("takes an Iraqi form's four-part name, the Kurdish three-part name and the mother's name", () => {
    expect(redact('استمارة\nالاسم الرباعي واللقب: علي حسين كاظم جبار الساعدي\nناوی سیانی: علی حسێن کازم\nاسم الأم الثلاثي: زينب عبد الأمير مهدي\n')).toBe(
      'استمارة\nالاسم الرباعي واللقب: [PERSON_NAME]\nناوی سیانی: [PERSON_NAME]\nاسم الأم الثلاثي: [PERSON_NAME]\n',
    );
  });
  it("takes the mukhtar after his gloss and the employee after an engineer's abbreviation", () => {
    expect(redact('المعرّف (مختار المحلة): سلمان داود الربيعي   هاتف: 07801827364\n')).toBe('المعرّف (مختار المحلة): [PERSON_NAME]   هاتف: [PHONE_NUMBER]\n');
    expect(redact('رقم الاستمارة: NC-KRD-2026-041827     الموظف المختص: م. هدى كريم\n')).toBe(
      'رقم الاستمارة: NC-KRD-2026-041827     الموظف المختص: م. [PERSON_NAME]\n',
    );
  });
  it("leaves a ministry under a name's label and a one-letter word with a number", () => {
    expect(redact('اسم الأم الثلاثي: وزارة الداخلية\n')).toBe('اسم الأم الثلاثي: وزارة الداخلية\n');
    expect(redact('الموظف المختص: م 12\n')).toBe('الموظف المختص: م 12\n');
  });
  it('takes a Thaana name after ނަން (name), not a long heading', () => {
    expect(redact('ދިވެހި\nނަން: އައިމިނަތު ޝިފާނާ\nName: Aminath Shifana\n')).toBe('ދިވެހި\nނަން: [PERSON_NAME]\nName: [PERSON_NAME]\n');
    expect(redact('ނަން: ދިވެހިރާއްޖޭގެ ޖުމްހޫރިއްޔާ ޑިޕާޓްމަންޓް އޮފް ނޭޝަނަލް ރަޖިސްޓްރޭޝަން\n')).toBe(
      'ނަން: ދިވެހިރާއްޖޭގެ ޖުމްހޫރިއްޔާ ޑިޕާޓްމަންޓް އޮފް ނޭޝަނަލް ރަޖިސްޓްރޭޝަން\n',
    );
  });
});

describe('a Dhivehi phone label (lexicon/phone-words.ts)', () => {
  it('takes the number after ފޯނު, not a year', () => {
    expect(redact('ފޯނު: 7418273\n')).toBe('ފޯނު: [PHONE_NUMBER]\n');
    expect(redact('ފޯނު: 2026\n')).toBe('ފޯނު: 2026\n');
  });
});

describe('Serbian and Albanian name labels (names-person-cues.ts)', () => {
  it("takes a bilingual Kosovar certificate's name and surname", () => {
    expect(redact('Emri / Ime:                 Arbëresha\nMbiemri / Prezime:          KRASNIQI\n')).toBe(
      'Emri / Ime:                 [PERSON_NAME]\nMbiemri / Prezime:          [PERSON_NAME]\n',
    );
  });
  it('leaves a label with no value', () => {
    expect(redact('Ime: 2026\n')).toBe('Ime: 2026\n');
  });
});

describe('a signature below its sign-off (names-person-cues.ts)', () => {
  it('takes the name in capitals under blank lines and a (signed) mark', () => {
    expect(redact('Yours faithfully,\n\n\n(signed)\nJOHN K. AITSI\nRegistrar General\n')).toBe('Yours faithfully,\n\n\n(signed)\n[PERSON_NAME]\nRegistrar General\n');
  });
  it('leaves words that name no one, and a line more than three blank lines below', () => {
    expect(redact('Regards,\n\nNext Steps\nPlease reply.\n')).toBe('Regards,\n\nNext Steps\nPlease reply.\n');
    expect(redact('Yours faithfully,\n\n\n\n\nJOHN K. AITSI\n')).toBe('Yours faithfully,\n\n\n\n\nJOHN K. AITSI\n');
  });
});

describe('Arabic and Dari address chains down to the house (address/arabic.ts)', () => {
  it('takes the chain from the quarter to the house, not the city or governorate before it', () => {
    expect(redact('العنوان: بغداد - الكرادة الشرقية - محلة 905 - زقاق 27 - دار 14\n')).toBe('العنوان: بغداد - [ADDRESS]\n');
    expect(redact('محافظة حولي - منطقة سلوى - قطعة 4 - شارع 12 - جادة 3 - منزل 27\n')).toBe('محافظة حولي - [ADDRESS]\n');
    expect(redact('سکونت فعلی: کابل، ناحیه سوم، کارته سه، سرک دوم، خانه نمبر ۲۷\n')).toBe('سکونت فعلی: کابل، [ADDRESS]\n');
  });
  it('leaves a house number with no street part before it', () => {
    expect(redact('العنوان: بغداد - دار 14\n')).toBe('العنوان: بغداد - دار 14\n');
    expect(redact('دار 14 للنشر\n')).toBe('دار 14 للنشر\n');
  });
});

describe('land parcels (address/parcel.ts)', () => {
  it('takes two parcels in a row, and a parcel before its road or area', () => {
    expect(redact('Mr. Kila\nSection 41, Allotment 27\nPort Moresby\n')).toBe('[PERSON_NAME]\n[ADDRESS]\n[ADDRESS]\n');
    expect(redact('Plot 41827, Extension 12\nGaborone\n')).toBe('[ADDRESS]\n[ADDRESS]\n');
    expect(redact('Rua 14, Casa n.º 27, Luanda\n')).toBe('[ADDRESS], [ADDRESS]\n');
    expect(redact('Address he gave: Lot 27, Kukum Highway, Honiara. Next\n')).toBe('Address he gave: [ADDRESS]. Next\n');
    expect(redact('located at Plot 418, Sidwashini Industrial Area, Mbabane\n')).toBe('located at [ADDRESS], [ADDRESS]\n');
    expect(redact('6. Present Address : Flat 3B, Norzin Lam, Thimphu\n')).toBe('6. Present Address : [ADDRESS], [ADDRESS]\n');
    expect(redact('House 27, Road 9/A\n')).toBe('[ADDRESS]\n');
  });
  it("leaves a document's sections, the same word twice and a parcel before no road", () => {
    expect(redact('See Section 4, Part 2 and Block 2, Section 3.\n')).toBe('See Section 4, Part 2 and Block 2, Section 3.\n');
    expect(redact('Section 41, Section 42 of the Act\n')).toBe('Section 41, Section 42 of the Act\n');
    expect(redact('Lot 27, Unit Price 4.00\n')).toBe('Lot 27, Unit Price 4.00\n');
    expect(redact('Plot 3, Figure 2\n')).toBe('Plot 3, Figure 2\n');
    expect(redact('Lot 27, Road works ahead\n')).toBe('Lot 27, Road works ahead\n');
  });
});
