import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine/analyze.js';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * Session 14, fp2: a false positive on postfix's logs, and what the sixth independent reading
 * left standing (docs/reader.md, "The sixth reading"). Each case with the default options and
 * the exact redacted text, beside one that shows the rule leaves an ordinary word or number in
 * the same place.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe("postfix's delays (phone/shapes.ts isSlashedFigures)", () => {
  it('leaves the four times of delays=a/b/c/d, an e-mail address on the line too', () => {
    const line = 'Mar  3 10:11:12 mail01 postfix/smtp[4711]: 3F2A1B9C0D: to=<jan.novak@example.com>, relay=mx.example.net[192.0.2.10]:25, delay=1.2, delays=0.4/0/0.1/0.5, dsn=2.0.0, status=sent (250 OK)';
    expect(redact(line)).toBe('[DATE] mail01 postfix/smtp[4711]: 3F2A1B9C0D: to=<[EMAIL_ADDRESS]>, relay=mx.example.net[192.0.2.10]:25, delay=1.2, delays=0.4/0/0.1/0.5, dsn=2.0.0, status=sent (250 OK)');
    expect(redact('Tel. 0.4/0/0.1/0.5')).toBe('Tel. 0.4/0/0.1/0.5');
  });

  it('still takes a German number written with a slash, on the same line or after a label', () => {
    expect(redact('jan.novak@example.com, 0171/2345678')).toBe('[EMAIL_ADDRESS], [PHONE_NUMBER]');
    expect(redact('Tel. 030/1234567')).toBe('Tel. [PHONE_NUMBER]');
  });
});

describe('a Hungarian date (date.ts)', () => {
  it('takes year, month and day each closed by a full stop', () => {
    expect(redact('Születési idő: 1987. 06. 12.\nAdóazonosító')).toBe('Születési idő: [DATE]\nAdóazonosító');
  });

  it('leaves a year and two figures that are no month and day', () => {
    expect(redact('Születési idő: 1987. 13. 12.\nAdóazonosító')).toBe('Születési idő: 1987. 13. 12.\nAdóazonosító');
  });
});

describe('Irish and Welsh given names (data/names-given.txt)', () => {
  it('takes a given name no package listed', () => {
    expect(redact('"Dad, it\'s Ffion. Can you call the bank?"')).toBe('"Dad, it\'s [PERSON_NAME]. Can you call the bank?"');
    expect(redact('a reminder for Gethin\'s appointment on the 3rd')).toBe('a reminder for [PERSON_NAME]\'s appointment on the 3rd');
    expect(redact('Aoife: her partner is due mid-December.')).toBe('[PERSON_NAME]: her partner is due mid-December.');
  });

  it('leaves an ordinary word in the same place', () => {
    expect(redact('"Dad, it\'s Friday. Can you call the bank?"')).toBe('"Dad, it\'s Friday. Can you call the bank?"');
    expect(redact('a reminder for Tuesday\'s appointment on the 3rd')).toBe('a reminder for Tuesday\'s appointment on the 3rd');
    expect(redact('Note: her partner is due mid-December.')).toBe('Note: her partner is due mid-December.');
  });
});

describe('references after foreign labels (account-id.ts)', () => {
  it('takes a Danish case number, a Hungarian file number and an Argentine complaint number', () => {
    expect(redact('Sagsnummer: 2026-0418273\nDato: i dag')).toBe('Sagsnummer: [USERNAME]\nDato: i dag');
    expect(redact('Iktatószám: 4172/2026/NAV-BP/0388\nÜgyintéző:')).toBe('Iktatószám: [USERNAME]\nÜgyintéző:');
    expect(redact('Ref.: Reclamo N° 2026-118437 – Débito no reconocido')).toBe('Ref.: Reclamo N° [USERNAME] – Débito no reconocido');
  });

  it('leaves a label with no value, or a short number', () => {
    expect(redact('Sagsnummer: oplyses senere\nDato: i dag')).toBe('Sagsnummer: oplyses senere\nDato: i dag');
    expect(redact('Ref.: Reclamo N° 12 – Débito no reconocido')).toBe('Ref.: Reclamo N° 12 – Débito no reconocido');
  });
});

describe("other countries' postcodes in a postcode field (zip-code.ts)", () => {
  it("takes Poland's NN-NNN after a postcode word, and four digits or NN-NNN as a zip field's value", () => {
    expect(redact('{"city":"Warszawa","zip":"00-061","country":"Poland"}')).toBe('{"city":"[ADDRESS]","zip":"[ZIP_CODE]","country":"[ADDRESS]"}');
    expect(analyze('1620', {}, 'zip').map((f) => [f.entity, f.start, f.end])).toEqual([['ZIP_CODE', 0, 4]]);
    expect(analyze('00-061', {}, 'zip').map((f) => [f.entity, f.start, f.end])).toEqual([['ZIP_CODE', 0, 6]]);
    expect(analyze('1620\n\u0000\n00-061', {}, 'postal_code').map((f) => [f.entity, f.start, f.end])).toEqual([['ZIP_CODE', 0, 4], ['ZIP_CODE', 7, 13]]);
  });

  it('leaves the same figures under another key, and a zip field that holds no postcode', () => {
    expect(redact('{"status":"open","line":"00-061","count":"1620"}')).toBe('{"status":"open","line":"00-061","count":"1620"}');
    expect(analyze('00-061', {}, 'line')).toEqual([]);
    expect(analyze('pending', {}, 'zip')).toEqual([]);
    expect(analyze('00-061 to 00-099', {}, 'zip')).toEqual([]);
    expect(analyze('16200', {}, 'line')).toEqual([]);
    expect(analyze('162', {}, 'zip')).toEqual([]);
  });
});

describe('a postcode before or after the town, behind a street or a label (address.ts)', () => {
  it('takes four digits and the town after a street with its house number, and a postcode after a label', () => {
    expect(redact('bor på Vesterbrogade 112, 1. th., 1620 København V, og har')).toBe('bor på [ADDRESS], og har');
    expect(redact('Lakcím: 1137 Budapest\nBankszámlaszám')).toBe('Lakcím: [ADDRESS]\nBankszámlaszám');
  });

  it('leaves a year after a city alone, and a year after a label', () => {
    expect(redact('We met in Paris, 2024 Games tickets in hand.')).toBe('We met in [ADDRESS], 2024 Games tickets in hand.');
    expect(redact('Megnyitás: 2016 Budapest\nBankszámlaszám')).toBe('Megnyitás: 2016 [ADDRESS]\nBankszámlaszám');
  });
});
