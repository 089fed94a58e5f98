import { describe, expect, it } from 'vitest';
import { redacted } from '../helpers/findings.js';

// Fictitious people and numbers (probes27's everyday texts: greetings, delivery slips, notices, chats).
describe('probes27: everyday texts (greetings in other scripts, contact lines, weekdays)', () => {
  it('takes the name a greeting greets in Arabic, Persian, Hindi, Bengali, Hebrew and Greek', () => {
    expect(redacted('مرحبا أحمد، موعدك يوم الأحد.')).toBe('مرحبا [PERSON_NAME]، موعدك يوم الأحد.');
    expect(redacted('سلام مریم، جلسه فردا است.')).toBe('سلام [PERSON_NAME]، جلسه فردا است.');
    // A respectful suffix after the name stays (`जी`, `দা`).
    expect(redacted('नमस्ते राहुल जी, आपकी बुकिंग पक्की है।')).toBe('नमस्ते [PERSON_NAME] जी, आपकी बुकिंग पक्की है।');
    expect(redacted('নমস্কার রাজেশ দা, শনিবার মিটিং।')).toBe('নমস্কার [PERSON_NAME] দা, শনিবার মিটিং।');
    expect(redacted('שלום דני, התור שלך נקבע.')).toBe('שלום [PERSON_NAME], התור שלך נקבע.');
    expect(redacted('Γεια σου Νίκο, το δέμα σου έφτασε.')).toBe('Γεια σου [PERSON_NAME], το δέμα σου έφτασε.');
    expect(redacted('Αγαπητή Ελένη,')).toBe('Αγαπητή [PERSON_NAME],');
    // Near misses: everyone, friends, the world, how one is, a greeting said to a country, the Sabbath's greeting.
    expect(redacted('مرحبا بكم في موقعنا.')).toBe('مرحبا بكم في موقعنا.');
    expect(redacted('नमस्ते दोस्तों, आज मिलते हैं।')).toBe('नमस्ते दोस्तों, आज मिलते हैं।');
    expect(redacted('שלום לכולם, מחר אין לימודים.')).toBe('שלום לכולם, מחר אין לימודים.');
    expect(redacted('שלום עולם!')).toBe('שלום עולם!');
    expect(redacted('היי מה קורה?')).toBe('היי מה קורה?');
    expect(redacted('Καλημέρα Ελλάδα!')).toBe('Καλημέρα Ελλάδα!');
    expect(redacted('שבת שלום!')).toBe('שבת שלום!');
  });

  it('takes the name after a Ukrainian or Bulgarian greeting and its comma', () => {
    expect(redacted('Привіт, Олено! Посилка вже у відділенні.')).toBe('Привіт, [PERSON_NAME]! Посилка вже у відділенні.');
    expect(redacted('Здравей, Мария! Ще се видим утре.')).toBe('Здравей, [PERSON_NAME]! Ще се видим утре.');
    // Near miss: the greeting before a sentence, the name not closing it.
    expect(redacted('Вітаю, шановні колеги!')).toBe('Вітаю, шановні колеги!');
  });

  it("reads a Japanese addressee before 様 after a blank, and a Korean name after its role's word", () => {
    expect(redacted('お届け先：東京都新宿区 田中 優子 様　電話')).toBe('お届け先：東京都新宿区 [PERSON_NAME] 様　電話');
    expect(redacted('담당자 김민준 (010-2345-6789), 확인 부탁드려요.')).toBe('담당자 [PERSON_NAME] ([PHONE_NUMBER]), 확인 부탁드려요.');
    // Near misses: one word before 様 (a customer), Korean prose with no cue.
    expect(redacted('お客 様へ')).toBe('お客 様へ');
    expect(redacted('오늘 회의 자료는 공유 폴더에 있습니다')).toBe('오늘 회의 자료는 공유 폴더에 있습니다');
  });

  it("reads a French number in pairs after a contact's name, and numbers after Portuguese and Hindi contact words", () => {
    expect(redacted('Contact : M. Karim Benali, 01 42 76 40 40.')).toBe('Contact : [PERSON_NAME], [PHONE_NUMBER].');
    expect(redacted('Contato (11) 98765-4321.')).toBe('Contato [PHONE_NUMBER].');
    expect(redacted('संपर्क: सुनीता शर्मा, 98765 43210')).toBe('संपर्क: [PERSON_NAME], [PHONE_NUMBER]');
    // Near misses: an invoice's or a reference's figures, a contact word before no number.
    expect(redacted('Facture n° 2026, 01 42 76 40 40')).toBe('Facture n° 2026, 01 42 76 40 40');
    expect(redacted('Ref 01 42 76 40 40')).toBe('Ref 01 42 76 40 40');
    expect(redacted('Contato: suporte técnico')).toBe('Contato: suporte técnico');
  });

  it('reads Swahili, Indonesian and Turkish weekdays and the Sabbath as no names', () => {
    expect(redacted('Call me after Shabbat for the details.')).toBe('Call me after Shabbat for the details.');
    expect(redacted('Habari Juma, tuonane kabla ya Ijumaa.')).toBe('Habari [PERSON_NAME], tuonane kabla ya Ijumaa.');
    expect(redacted('Kita ketemu hari Sabtu ya, Dewi Lestari.')).toBe('Kita ketemu hari Sabtu ya, [PERSON_NAME].');
    expect(redacted('Düğün Cumartesi, Mehmet Bey de gelecek.')).toBe('Düğün Cumartesi, [PERSON_NAME] de gelecek.');
  });
});
