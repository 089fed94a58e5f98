import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * Names in scripts no names module reads, and in Latin capitals, after a name label or a title
 * (docs/reader.md, "leaks21"): each rule with the default options and the exact redacted text,
 * beside a near miss that must stay (a label's value that is an organization or a place, a title
 * before an office, capitals after a label that names no person, free text with no label). Each
 * case failed before its fix. Fictitious people.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('a name label in its script: the value to the line\'s end (person-name-script-labelled.ts)', () => {
  it('Armenian: Ազգանուն, Անուն; a centre\'s name stays', () => {
    expect(redact('ՏԵՂԵԿԱՆՔ\nԱզգանուն՝ Սարգսյան\nԱնուն՝ Անի\nՀասցե՝ Երևան\n')).toBe('ՏԵՂԵԿԱՆՔ\nԱզգանուն՝ [PERSON_NAME]\nԱնուն՝ [PERSON_NAME]\nՀասցե՝ Երևան\n');
    expect(redact('ՏԵՂԵԿԱՆՔ\nԱնուն՝ Արաբկիրի Կենտրոն\n')).toBe('ՏԵՂԵԿԱՆՔ\nԱնուն՝ Արաբկիրի Կենտրոն\n');
  });

  it('Devanagari: नाम थर; a municipality stays', () => {
    expect(redact('विवरण\nनाम थर: सीता कुमारी श्रेष्ठ\nठेगाना: बालाजु\n')).toBe('विवरण\nनाम थर: [PERSON_NAME]\nठेगाना: बालाजु\n');
    expect(redact('विवरण\nनाम: काठमाडौं महानगरपालिका\n')).toBe('विवरण\nनाम: काठमाडौं महानगरपालिका\n');
  });

  it('Mongolian: Овог, Нэр, and a cohabitant; a city stays', () => {
    expect(redact('ТОДОРХОЙЛОЛТ\nОвог: Батбаярын\nНэр: Энхтуяа\nХамтран амьдрагч: Доржийн Ганболд\nХаяг: Улаанбаатар хот\n')).toBe(
      'ТОДОРХОЙЛОЛТ\nОвог: [PERSON_NAME]\nНэр: [PERSON_NAME]\nХамтран амьдрагч: [PERSON_NAME]\nХаяг: Улаанбаатар хот\n',
    );
    expect(redact('ТОДОРХОЙЛОЛТ\nНэр: Улаанбаатар хот\nИргэний үнэмлэх\n')).toBe('ТОДОРХОЙЛОЛТ\nНэр: Улаанбаатар хот\nИргэний үнэмлэх\n');
  });

  it('Macedonian: Име и презиме; a bank stays, and so does a value running on as a sentence', () => {
    expect(redact('ПОТВРДА\nИме и презиме: Марија Стојановска\n')).toBe('ПОТВРДА\nИме и презиме: [PERSON_NAME]\n');
    expect(redact('ПОТВРДА\nИме: Комерцијална Банка\n')).toBe('ПОТВРДА\nИме: Комерцијална Банка\n');
    expect(redact('Тема\nИме: Марија Стојановска живее во Битола\n')).toBe('Тема\nИме: Марија Стојановска живее во Битола\n');
  });

  it('Georgian: სახელი, გვარი; a company stays', () => {
    expect(redact('ცნობა\nსახელი: ნინო\nგვარი: ბერიძე\n')).toBe('ცნობა\nსახელი: [PERSON_NAME]\nგვარი: [PERSON_NAME]\n');
    expect(redact('ცნობა\nსახელი: შპს კავკასია ფარმა\n')).toBe('ცნობა\nსახელი: შპს კავკასია ფარმა\n');
  });

  it('Bengali: নাম; a commission stays', () => {
    expect(redact('আবেদন\nনাম: রাবেয়া খাতুন\n')).toBe('আবেদন\nনাম: [PERSON_NAME]\n');
    expect(redact('আবেদন\nনাম: বাংলাদেশ নির্বাচন কমিশন\n')).toBe('আবেদন\nনাম: বাংলাদেশ নির্বাচন কমিশন\n');
  });

  it('Persian: نام, نام خانوادگی; a bank stays', () => {
    expect(redact('گواهی\nنام: مریم\nنام خانوادگی: احمدی‌نژاد\n')).toBe('گواهی\nنام: [PERSON_NAME]\nنام خانوادگی: [PERSON_NAME]\n');
    expect(redact('گواهی\nنام: بانک ملی ایران\n')).toBe('گواهی\nنام: بانک ملی ایران\n');
  });

  it('Kazakh Аты-жөні and Japanese 氏名, 口座名義; a company as the holder stays', () => {
    expect(redact('Аты-жөні: Сейтқали Айгерім\nӨтініш\n')).toBe('Аты-жөні: [PERSON_NAME]\nӨтініш\n');
    expect(redact('振込先\n氏名：山本 結衣\n口座名義：ヤマモト ユイ\n')).toBe('振込先\n氏名：[PERSON_NAME]\n口座名義：[PERSON_NAME]\n');
    expect(redact('振込先\n名義：株式会社 山本商事\n')).toBe('振込先\n名義：株式会社 山本商事\n');
  });

  it('an English label with dot leaders before a Bengali name, and the capitals in brackets after it', () => {
    expect(redact("4. Mother's name ........ রাবেয়া খাতুন  (RABEYA KHATUN)\n5. Date of birth ..... 15-Mar-1988\n")).toBe(
      "4. Mother's name ........ [PERSON_NAME]  ([PERSON_NAME])\n5. Date of birth ..... [DATE]\n",
    );
  });

  it('leaves a name with no label or title', () => {
    expect(redact('Սարգսյան Անի Արմենի ծնված է Երևանում\n')).toBe('Սարգսյան Անի Արմենի ծնված է Երևանում\n');
  });
});

describe('a title in its script before a name (person-name-script-labelled.ts)', () => {
  it('Nepali श्री, श्रीमती: up to a kinship word; an office after श्री stays', () => {
    expect(redact('मिति: २०८३\nश्री जिल्ला प्रशासन कार्यालय,\nकाठमाडौं ।\nबस्ने श्री राम बहादुर श्रेष्ठकी छोरी श्रीमती सीता श्रेष्ठ\n')).toBe(
      'मिति: २०८३\nश्री जिल्ला प्रशासन कार्यालय,\nकाठमाडौं ।\nबस्ने श्री [PERSON_NAME] छोरी श्रीमती [PERSON_NAME]\n',
    );
  });

  it('Macedonian г-дин, Georgian ქალბატონი, Bengali জনাব, Persian آقای and خانم', () => {
    expect(redact('г-дин Александар Стојановски, роден\n')).toBe('г-дин [PERSON_NAME], роден\n');
    expect(redact('ქალბატონი თამარ ქავთარაძე, დირექტორი\n')).toBe('ქალბატონი [PERSON_NAME], დირექტორი\n');
    expect(redact('জনাব রফিকুল ইসলাম, পিতা\n')).toBe('জনাব [PERSON_NAME], পিতা\n');
    expect(redact('گواهی می‌شود خانم مریم احمدی‌نژاد فرزند حسین،\nآقای علی کریمی، مدیر\n')).toBe(
      'گواهی می‌شود خانم [PERSON_NAME] فرزند حسین،\nآقای [PERSON_NAME]، مدیر\n',
    );
  });

  it('"citizen" before a name: Armenian քաղաքացի, Mongolian Иргэн; the word "citizen\'s" stays', () => {
    expect(redact('Տրվում է քաղաքացի Սարգսյան Անի Արմենի (ծնված՝ 1991)\n')).toBe('Տրվում է քաղաքացի [PERSON_NAME] (ծնված՝ 1991)\n');
    expect(redact('Иргэн Батбаярын Энхтуяа (регистрийн\nиргэний үнэмлэх\n')).toBe('Иргэн [PERSON_NAME] (регистрийн\nиргэний үнэмлэх\n');
  });

  it('Georgian "issued to" (გაიცა) takes a name in the dative only', () => {
    expect(redact('გაიცა ნინო ბერიძეზე (პირადი ნომერი)\n')).toBe('გაიცა [PERSON_NAME] (პირადი ნომერი)\n');
    expect(redact('გაიცა ცნობა მოთხოვნისამებრ\n')).toBe('გაიცა ცნობა მოთხოვნისამებრ\n');
  });
});

describe('capitals after a name label (person-name-script-labelled.ts)', () => {
  it('Albanian Emri, Mbiemri, and Shtetasja with a maiden name in brackets; a town stays', () => {
    expect(redact('VËRTETIM\nEmri: ELIRA\nMbiemri: HOXHA\nQyteti: TIRANË\n')).toBe('VËRTETIM\nEmri: [PERSON_NAME]\nMbiemri: [PERSON_NAME]\nQyteti: TIRANË\n');
    expect(redact('Shtetasja ELIRA HOXHA (DURAJ), e datëlindjes 14.07.1988\nShtetasja e re\n')).toBe(
      'Shtetasja [PERSON_NAME] ([PERSON_NAME]), e datëlindjes [DATE]\nShtetasja e re\n',
    );
  });

  it('Spanish "Nombre o Razón Social" inverted with a comma; a company stays', () => {
    expect(redact('FACTURA\nNombre o Razón Social: GUTIÉRREZ BRICEÑO, ANDREÍNA DEL VALLE\nC.I./RIF: V-18472936-5\n')).toBe(
      'FACTURA\nNombre o Razón Social: [PERSON_NAME]\nC.I./RIF: [VAT_NUMBER]\n',
    );
    expect(redact('FACTURA\nNombre o Razón Social: TECNOSERVICIOS ÁVILA, C.A.\nRIF: J-40918273-8\n')).toBe(
      'FACTURA\nNombre o Razón Social: TECNOSERVICIOS ÁVILA, C.A.\nRIF: [VAT_NUMBER]\n',
    );
  });

  it('"Account name" with an initial; capitals after a label that names no person stay', () => {
    expect(redact('Statement\nAccount name: S NI BHRIAIN\nSort code: 93-11-52\n')).toBe('Statement\nAccount name: [PERSON_NAME]\nSort code: [IBAN]\n');
    expect(redact('Order\nStatus: ANDREÍNA GUTIÉRREZ\n')).toBe('Order\nStatus: ANDREÍNA GUTIÉRREZ\n');
    expect(redact('Config\nName: PROD\nHost name: ELIRA HOXHA\n')).toBe('Config\nName: PROD\nHost name: ELIRA HOXHA\n');
    expect(redact('Ticket\nName: CONSUMIDOR FINAL\n')).toBe('Ticket\nName: CONSUMIDOR FINAL\n');
  });
});

describe('Japanese names by their place (person-name-japanese.ts)', () => {
  it('family and given name before 様 or さん; one word, お客様 and 様子 stay', () => {
    expect(redact('ヤマモト ユイ様\nお客様各位\n当日の様子\n')).toBe('[PERSON_NAME]様\nお客様各位\n当日の様子\n');
    expect(redact('皆さん、こんにちは。山本 結衣さんからです\n')).toBe('皆さん、こんにちは。[PERSON_NAME]さんからです\n');
  });

  it('the katakana account holder after an account\'s type and number; an amount after it stays', () => {
    expect(redact('三井住友銀行 渋谷駅前支店 普通 4182736\nヤマモト ユイ\n')).toBe('三井住友銀行 渋谷駅前支店 普通 [IBAN]\n[PERSON_NAME]\n');
    expect(redact('普通 4182736 円\nカード\n')).toBe('普通 4182736 円\nカード\n');
  });
});

describe('Kazakh patronymics (person-name-kazakh-patronymic.ts)', () => {
  it('takes the names before -қызы/-ұлы in any case; the patronymic alone stays', () => {
    expect(redact('Осы анықтама Сейтқали Айгерім Нұрланқызына (ЖСН 900418450816) берілді.\n')).toBe('Осы анықтама [PERSON_NAME] (ЖСН [NATIONAL_ID]) берілді.\n');
    expect(redact('Нұрланқызына берілді.\n')).toBe('Нұрланқызына берілді.\n');
  });
});
