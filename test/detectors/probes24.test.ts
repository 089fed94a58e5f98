import { describe, expect, it } from 'vitest';
import { redacted } from '../helpers/findings.js';

describe('probes24: everyday texts in Nordic, Baltic-to-Balkan, Semitic, Indic and other languages', () => {
  it('reads a number after a verb of calling in Nordic languages, in the groups of plans with no trunk prefix', () => {
    expect(redacted('Ta kontakt med utleier på 912 34 567 eller e-post.')).toBe('Ta kontakt med utleier på [PHONE_NUMBER] eller e-post.');
    expect(redacted('Ring eller sms til mig på 28 45 91 67.')).toBe('Ring eller sms til mig på [PHONE_NUMBER].');
    expect(redacted('Ved forfall, ring legekontoret på 22 33 44 55 innen 24 timer.')).toBe('Ved forfall, ring legekontoret på [PHONE_NUMBER] innen 24 timer.');
    // Near misses: an order's number in the same groups, with no word of calling, or an invoice word right before it.
    expect(redacted('ordre 28 45 91 67 er sendt')).toBe('ordre 28 45 91 67 er sendt');
    expect(redacted('sendt til 912 34 567 kunder')).toBe('sendt til 912 34 567 kunder');
    expect(redacted('Ring oss, faktura 28 45 91 67.')).toBe('Ring oss, faktura 28 45 91 67.');
  });

  it('reads a trunk-0 number after a verb of calling in Finnish, Hebrew, Malay, Tagalog and Basque', () => {
    expect(redacted('Omistaja voi soittaa minulle: 040 123 4567.')).toBe('Omistaja voi soittaa minulle: [PHONE_NUMBER].');
    expect(redacted('מי שלא יכול להגיע, תתקשרו אליי 052-3456789 או 054-9876543.')).toBe('מי שלא יכול להגיע, תתקשרו אליי [PHONE_NUMBER] או [PHONE_NUMBER].');
    expect(redacted('untuk sebarang pertanyaan, hubungi pejabat di 012-345 6789.')).toBe('untuk sebarang pertanyaan, hubungi pejabat di [PHONE_NUMBER].');
    expect(redacted('tawagan kami sa 0928 765 4321.')).toBe('tawagan kami sa [PHONE_NUMBER].');
    expect(redacted('mesedez, deitu iezadazu 688 123 456 zenbakira.')).toBe('mesedez, deitu iezadazu [PHONE_NUMBER] zenbakira.');
    // Near misses: the same figures after an invoice or order word, or with the verb after them.
    expect(redacted('lasku 040 123 4567 maksettu, soita jos kysyttävää')).toBe('lasku 040 123 4567 maksettu, soita jos kysyttävää');
    expect(redacted('tilaus 040 123 4567')).toBe('tilaus 040 123 4567');
    expect(redacted('Lehen 688 123 456 zenbakira.')).toBe('Lehen 688 123 456 zenbakira.');
  });

  it('reads a number after the contact or phone word of Urdu, Tamil, Persian and Amharic', () => {
    expect(redacted('رابطہ: 0300-1234567')).toBe('رابطہ: [PHONE_NUMBER]');
    // Tamil's vowel signs are marks inside the word: `தொடர்புக்கு` is read whole.
    expect(redacted('தொடர்புக்கு: 98765 43210')).toBe('தொடர்புக்கு: [PHONE_NUMBER]');
    expect(redacted('شماره تماس دفتر: 021-88776655')).toBe('شماره تماس دفتر: [PHONE_NUMBER]');
    // Amharic's colon `፡` (U+1361) after its word for telephone.
    expect(redacted('ስልክ፡ 0911 234 567')).toBe('ስልክ፡ [PHONE_NUMBER]');
    // Near misses: an Indian mobile's shape after an order word, and a figure with no word of calling.
    expect(redacted('Bestellnummer 98765 43210')).toBe('Bestellnummer 98765 43210');
    expect(redacted('شماره سفارش 021-88776655')).toBe('شماره سفارش 021-88776655');
  });

  it('reads a date whose month is Hebrew, Urdu, Tamil or Serbian genitive', () => {
    expect(redacted('תאריך לידה: 3 במרץ 1992')).toBe('תאריך לידה: [DATE]');
    expect(redacted('شادی مورخہ 12 دسمبر، 2026 کو ہوگی')).toBe('شادی مورخہ [DATE] کو ہوگی');
    expect(redacted('பிறந்த தேதி: 14 மார்ச், 1987')).toBe('பிறந்த தேதி: [DATE]');
    expect(redacted('у суботу 21. новембра 2026. у 20 часова')).toBe('у суботу [DATE]. у 20 часова');
    // Near misses: a count of something before a year, and a Hebrew word after a day that names no month.
    expect(redacted('it took 14 apples, 2026 times')).toBe('it took 14 apples, 2026 times');
    expect(redacted('3 בתים 1992')).toBe('3 בתים 1992');
  });

  it('reads Czech and Hungarian bank accounts after their label when the national check holds', () => {
    expect(redacted('číslo účtu 19-2000145399/0800, narozen 1980')).toBe('číslo účtu [IBAN], narozen 1980');
    expect(redacted('prosím zaplaťte na účet 2000145399/0800 do pátku.')).toBe('prosím zaplaťte na účet [IBAN] do pátku.');
    expect(redacted('utalja a következő számlára: 11773016-11111018-00000000.')).toBe('utalja a következő számlára: [IBAN].');
    expect(redacted('a bankszámlájára 11773016-11111018 utaltuk')).toBe('a bankszámlájára [IBAN] utaltuk');
    // Near misses: a check digit off by one, and the Czech shape with no label.
    expect(redacted('číslo účtu 19-2000145398/0800')).toBe('číslo účtu 19-2000145398/0800');
    expect(redacted('faktura 2000145399/0800')).toBe('faktura 2000145399/0800');
    expect(redacted('a számlára 11773016-11111019 utaltuk')).toBe('a számlára 11773016-11111019 utaltuk');
  });
});
