import { describe, expect, it } from 'vitest';
import { foldArabicIndicDigits, hasArabicIndicDigits } from '../../src/engine/digits-folded.js';

// The plain definition: the eight blocks' digits as one class.
const PLAIN = /[\u0660-\u0669\u06F0-\u06F9\u0966-\u096F\u09E6-\u09EF\u0E50-\u0E59\u0ED0-\u0ED9\u1040-\u1049\u17E0-\u17E9]/;

describe('Arabic-Indic and Devanagari digits', () => {
  it('are found as the class of the three blocks finds them, for every UTF-16 code unit', () => {
    let found = 0;
    for (let c = 0; c < 0x10000; c++) {
      const unit = String.fromCharCode(c);
      for (const text of [unit, `a ${unit}`, `${unit} b`, `\u0905\u06a9 ${unit}`]) {
        const want = PLAIN.test(text);
        if (hasArabicIndicDigits(text) !== want) expect({ code: c.toString(16), text, got: !want }).toEqual({ code: c.toString(16), text, got: want });
        if (want) found++;
      }
    }
    expect(found).toBe(80 * 4);
  });

  it('are read in Persian, Arabic and Hindi text, and not in letters of the same blocks', () => {
    expect(hasArabicIndicDigits('کد ملی: ۰۰۱۲۳۴۵۶۷۸')).toBe(true);
    expect(hasArabicIndicDigits('رقم الهاتف ٠١٠٢٣٤٥٦٧٨٩')).toBe(true);
    expect(hasArabicIndicDigits('मोबाइल ९८४१४१८२७३')).toBe(true);
    expect(hasArabicIndicDigits('پیشنهاد کتاب و یک گفتگو')).toBe(false);
    expect(hasArabicIndicDigits('नमस्ते दुनिया')).toBe(false);
    expect(hasArabicIndicDigits('The call is at 10:30 in Cairo.')).toBe(false);
    expect(foldArabicIndicDigits('मोबाइल ९८४१, ۰۱۲ ٣٤')).toBe('मोबाइल 9841, 012 34');
    expect(hasArabicIndicDigits('ဖုန်း - ၀၉ ၇၉၄ ၁၈၂ ၇၃၆')).toBe(true);
    expect(hasArabicIndicDigits('ထောက်ခံစာ ဗဟန်းမြို့နယ်')).toBe(false);
    expect(hasArabicIndicDigits('โทร ๐๘๑ ๒๓๔ ๕๖๗๘')).toBe(true);
    expect(hasArabicIndicDigits('สวัสดีครับ')).toBe(false);
    expect(foldArabicIndicDigits('ဖုန်း ၀၉ ၇၉၄, โทร ๐๘๑, মোবাইল ০১৭১')).toBe('ဖုန်း 09 794, โทร 081, মোবাইল 0171');
    expect(hasArabicIndicDigits('ទូរស័ព្ទ ០១២ ៤១៨ ២៧៣')).toBe(true);
    expect(hasArabicIndicDigits('លិខិតបញ្ជាក់ទីលំនៅ')).toBe(false);
    expect(foldArabicIndicDigits('ទូរស័ព្ទ ០១២ ៤១៨ ២៧៣')).toBe('ទូរស័ព្ទ 012 418 273');
  });
});
