import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * The tenth and eleventh readings' standing values, a follow-up (docs/reader.md, "leaks22"):
 * each case with the default options and the exact redacted text, beside a near miss that must
 * stay. Each case failed before its fix.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('street lines by their language\'s street and unit words (address-script-street.ts)', () => {
  it('takes a Moldovan or Romanian street with its flat', () => {
    expect(redact('domiciliată în mun. Chișinău, str. Dacia 47/2, ap. 118, a fost asigurată\n')).toBe('domiciliată în mun. [ADDRESS], [ADDRESS], a fost asigurată\n');
    expect(redact('adresa: Strada Iuliu Maniu 41, bl. C3, ap. 27\n')).toBe('adresa: [ADDRESS]\n');
    // No flat and no `nr.`: a street's name and a number.
    expect(redact('str. Dacia 47 este în centru.\n')).toBe('str. Dacia 47 este în centru.\n');
  });

  it('takes a Macedonian street in quotes after живеалиште (address/cyrillic.ts)', () => {
    expect(redact('со живеалиште на ул. „Прилепска“ бр. 38/4,\n7000 Битола\n')).toBe('со живеалиште на [ADDRESS],\n7000 Битола\n');
    // A firm's street: no flat, no residence's word.
    expect(redact('Фирмата е на ул. „Прилепска“ бр. 38/4.\n')).toBe('Фирмата е на ул. „Прилепска“ бр. 38/4.\n');
  });

  it('takes an Armenian and a Georgian street with the flat', () => {
    expect(redact('Հասցե՝ ք. Երևան, Կոմիտասի պողոտա 54, բն. 17, 0014\n')).toBe('Հասցե՝ ք. Երևան, [ADDRESS], 0014\n');
    expect(redact('Կոմիտասի պողոտա 54\n')).toBe('Կոմիտասի պողոտա 54\n');
    expect(redact('საცხოვრებელი მისამართი: ქ. თბილისი, ვაჟა-ფშაველას გამზ. 41, ბ. 17.\n')).toBe('საცხოვრებელი მისამართი: ქ. თბილისი, [ADDRESS].\n');
    expect(redact('წერეთლის გამზ. 118 · ტელ.\n')).toBe('წერეთლის გამზ. 118 · ტელ.\n');
  });

  it('takes a Nepali road with the house number, in Devanagari digits', () => {
    expect(redact('यस वडा नं. १६, बालाजु मार्ग, घर नं. ४१८ बस्ने श्री\n')).toBe('यस [ADDRESS] बस्ने श्री\n');
    expect(redact('बालाजु मार्ग बन्द छ\n')).toBe('बालाजु मार्ग बन्द छ\n');
  });

  it('takes a Mongolian khoroo, building and flat line', () => {
    expect(redact('Оршин суугаа хаяг: Улаанбаатар хот, Сүхбаатар дүүрэг, 8-р хороо, Бага тойруу 14-р байр, 36 тоот\n')).toBe('Оршин суугаа хаяг: [ADDRESS]\n');
    expect(redact('Бага тойруу 14-р байр\n')).toBe('Бага тойруу 14-р байр\n');
  });

  it('takes a Persian street, alley, plate and unit', () => {
    expect(redact('نشانی محل سکونت: تهران، خیابان ولیعصر، کوچه نیلوفر، پلاک ۱۷، واحد ۳\n')).toBe('نشانی محل سکونت: تهران، [ADDRESS]\n');
    expect(redact('خیابان ولیعصر شلوغ است\n')).toBe('خیابان ولیعصر شلوغ است\n');
  });

  it('takes a Bangladeshi village line with its post office and district', () => {
    expect(redact('7. Permanent address ....... Vill: Charpara, P.O: Shibganj, Upazila: Shibganj,\n          Dist: Bogura 5810\n')).toBe('7. Permanent address ....... [ADDRESS]\n');
    expect(redact('Vill: Charpara\n')).toBe('Vill: Charpara\n');
  });

  it('takes an Irish flat\'s line and the street line under it whole', () => {
    expect(redact('Ms Saoirse Ní Bhriain\nApartment 12, Harbour Court\nQuay Street\nGalway\n')).toBe('[PERSON_NAME]\n[ADDRESS]\n[ADDRESS]\n');
    expect(redact('Apartment 12, Harbour View\nQuarterly Report\n')).toBe('Apartment 12, Harbour View\nQuarterly Report\n');
  });

  it('takes a house, street and flat said after "lived at"', () => {
    expect(redact('A.   Since March. Before that we lived at 5518 North Kenmore,\n     apartment 904, with Reggie.\n')).toBe('A.   Since March. Before that we lived at [ADDRESS], with [PERSON_NAME].\n');
    expect(redact('Before that we lived in apartment 904.\n')).toBe('Before that we lived in apartment 904.\n');
  });
});

describe('values behind an encoding', () => {
  it("reads an RTF document's hex escapes decoded (engine/rtf-escapes.ts)", () => {
    const rtf = [
      '{\\rtf1\\ansi\\ansicpg1252\\deff0',
      "Nous avons bien re\\'e7u la copie de votre attestation (n\\'b0 2 61 07 69 123 418 73).\\par",
      "Merci de nous faire parvenir son num\\'e9ro de portable (nous disposons seulement du v\\'f4tre : 06 41 82 73 64).\\par",
      "Mlle Ma\\'eblle Lef\\'e8vre-Duchamp\\par}",
      '',
    ].join('\n');
    expect(redact(rtf)).toBe([
      '{\\rtf1\\ansi\\ansicpg1252\\deff0',
      "Nous avons bien re\\'e7u la copie de votre attestation (n\\'b0 [NATIONAL_ID]).\\par",
      "Merci de nous faire parvenir son num\\'e9ro de portable (nous disposons seulement du v\\'f4tre : [PHONE_NUMBER]).\\par",
      '[PERSON_NAME]\\par}',
      '',
    ].join('\n'));
    // A wrong NIR key and a phone of eight digits stay; the escapes stay as written.
    const near = "{\\rtf1\\ansi\nla copie de votre attestation (n\\'b0 2 61 07 69 123 418 74), du v\\'f4tre : 06 41 82 73.\\par}\n";
    expect(redact(near)).toBe(near);
    // A salutation's word read whole is no name.
    const salutation = "{\\rtf1\\ansi\nNous vous prions d'agr\\'e9er, Ch\\'e8re Madame, l'expression de nos sentiments d\\'e9vou\\'e9s.\\par}\n";
    expect(redact(salutation)).toBe(salutation);
  });

  it('joins a quoted-printable soft line break inside a phone number (engine/quoted-printable-parts.ts)', () => {
    const head = 'Content-Type: text/plain; charset="ISO-8859-1"\nContent-Transfer-Encoding: ';
    expect(redact(`${head}quoted-printable\n\nHei, ring meg p=E5 +47 41=\n8 27 364 om noe mangler.\n`)).toBe(`${head}quoted-printable\n\nHei, ring meg p=E5 [PHONE_NUMBER]=\n[PHONE_NUMBER] om noe mangler.\n`);
    // Not quoted-printable: the `=` and the line break are the text's.
    expect(redact(`${head}8bit\n\nHei, ring meg p=E5 +47 41=\n8 27 364 om noe mangler.\n`)).toBe(`${head}8bit\n\nHei, ring meg p=E5 +47 41=\n8 27 364 om noe mangler.\n`);
  });
});

describe("HAProxy's captured headers (username-login-column.ts)", () => {
  it('takes a login among the captured fields of a haproxy line', () => {
    const line = (captures: string) => `Nov 28 06:12:07 lb-edge-02 haproxy[1843]: 192.0.2.140:61002 [28/Nov/2026:06:12:07.880] fe_https~ be_portal/portal-2 0/0/1/87/88 200 1893 - - ---- 413/399/12/4/0 0/0 {${captures}} {|} "GET /lease HTTP/1.1"\n`;
    expect(redact(line('portal.example.se|Mozilla/5.0 (Windows NT 10.0; Win64; x64)|olof.nergard'))).toBe(line('portal.example.se|Mozilla/5.0 (Windows NT 10.0; Win64; x64)|[USERNAME]').replace('Nov 28 06:12:07', '[DATE]'));
    // A host in the login's shape, and no login at all, stay.
    expect(redact(line('example.com|curl/8.4.0|-'))).toBe(line('example.com|curl/8.4.0|-').replace('Nov 28 06:12:07', '[DATE]'));
  });
});

describe('numbers after labels the detectors did not know', () => {
  it('takes a BROU savings account with its sub-account (bank-account.ts)', () => {
    expect(redact('Cuenta para acreditación de prestaciones: BROU, caja de ahorro en pesos Nº 001418273-00002.\n')).toBe('Cuenta para acreditación de prestaciones: BROU, caja de ahorro en pesos Nº [IBAN].\n');
    expect(redact('La caja de ahorro en pesos no cobra comisión.\n')).toBe('La caja de ahorro en pesos no cobra comisión.\n');
  });

  it('takes a file number, a tenancy registration and a library card number (account-id.ts)', () => {
    expect(redact('Numéro de dossier : 0418 2736 51\n')).toBe('Numéro de dossier : [USERNAME]\n');
    expect(redact('Numéro de dossier : à venir\n')).toBe('Numéro de dossier : à venir\n');
    expect(redact('(landlord: Mr Cathal Breathnach, tenancy registration no. RT0041827).\n')).toBe('(landlord: [PERSON_NAME], tenancy registration no. [USERNAME]).\n');
    expect(redact('the tenancy registration is pending.\n')).toBe('the tenancy registration is pending.\n');
    expect(redact('Library card number: 2041827364\n')).toBe('Library card number: [USERNAME]\n');
    expect(redact('Library card number: 12\n')).toBe('Library card number: 12\n');
  });

  it('takes an Iranian shenasnameh number and postal code after their labels', () => {
    expect(redact('و شماره شناسنامه ۴۷۱۸، متولد\n')).toBe('و شماره شناسنامه [NATIONAL_ID]، متولد\n');
    expect(redact('شماره ۴۷۱۸، متولد\n')).toBe('شماره ۴۷۱۸، متولد\n');
    expect(redact('کد پستی: ۱۵۸۷۶-۴۳۱۹۸\n')).toBe('کد پستی: [ZIP_CODE]\n');
    expect(redact('کد پستی: ۱۵۸۷۶\n')).toBe('کد پستی: ۱۵۸۷۶\n');
  });

  it('takes a LINE ID after a Japanese particle (username-messenger-id.ts)', () => {
    expect(redact('だよ。\n"LINE ID は misaki_0712"\n')).toBe('だよ。\n"LINE ID は [USERNAME]"\n');
    expect(redact('error at line id: 42\n')).toBe('error at line id: 42\n');
  });

  it('takes a Japanese mobile number in Japanese text with no phone word (phone-jp-mobile.ts)', () => {
    expect(redact('"新しい番号もこっち\n090-4182-7364\n固定はまだ無い"\n')).toBe('"新しい番号もこっち\n[PHONE_NUMBER]\n固定はまだ無い"\n');
    expect(redact('part 090-4182-7364 shipped\n')).toBe('part 090-4182-7364 shipped\n');
  });
});
