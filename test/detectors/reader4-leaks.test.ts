import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * The values the fourth independent reader left standing (docs/reader.md, "The fourth
 * reading"), fixed after it: each case with the default options and the exact redacted text,
 * and the guards that must stay. Each case failed before its fix.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('a postcode next to its town', () => {
  it('takes the postcode written before a town after a comma or opening a line (address.ts)', () => {
    expect(redact('Adresse : 5 allée des Tilleuls, Bât. B, 93100 Montreuil')).toBe('Adresse : [ADDRESS]'); // the whole field since leaks12 (address/labelled.ts)
    expect(redact('New address: Thereses gate 14B, 0358 Oslo')).toBe('New address: [ADDRESS]'); // the whole field since leaks12
    expect(redact('Adres: Moda Cad. No: 58 D: 4, 34710 Kadıköy / İstanbul')).toBe('Adres: [ADDRESS]'); // the whole field since leaks12 (before: the street address-turkish's, the postcode and town, the city)
  });

  it('leaves a year opening a line before a town', () => {
    expect(redact('2016 Istanbul\n')).toBe('2016 [ADDRESS]\n');
  });

  it('takes five digits after the postcode words of Spanish, German, Korean and Japanese (zip-code)', () => {
    expect(redact('Domicilio: Calle Fresno 112, Int. 3, C.P. 06400.')).toBe('Domicilio: [ADDRESS].'); // the whole field since leaks12
    expect(redact('배송지: 월드컵북로 396 (우편번호 03925)')).toBe('배송지: [ADDRESS] (우편번호 [ZIP_CODE])'); // the street: address-cjk
    expect(redact('PLZ: 10115')).toBe('PLZ: [ZIP_CODE]');
  });

  it('takes an Eircode after a Dublin district, and four digits alone under the town', () => {
    expect(redact('Parents: Gráinne and Pádraig Ó Dónaill, 27 Ballymun Road, Dublin 9, D09 W6Y8')).toBe(
      'Parents: [PERSON_NAME] and [PERSON_NAME], [ADDRESS]',
    );
    expect(redact('Ms Nomvula Dlamini\n34 Mthembu Street\nKwaMashu\nDurban\n4360\n\nDear Ms Dlamini')).toBe(
      '[PERSON_NAME]\n[ADDRESS]\n\nDear [PERSON_NAME]',
    );
  });

  it('takes a UK postcode ending a line after the post town alone (zip-code), not one followed by words', () => {
    expect(redact('Apartment 52, Quayside Lofts\n7 Whitehall Waterfront\nLeeds LS1 4BR\n\n27 February 2026')).toBe(
      '[ADDRESS]\n\n[DATE]', // the unit's line above the street and the town's below it: address.ts
    );
    expect(redact('Model EH10 4HN ships today')).toBe('Model EH10 4HN ships today');
  });
});

describe('German streets', () => {
  it('reads the street word apart from its name, and capitalized after a hyphen (names-streets)', () => {
    expect(redact('Anschrift: Zschochersche Straße 23, 04229 Leipzig')).toBe('Anschrift: [ADDRESS]');
    expect(redact('Frau Dr. med. Ulrike Sommerfeld\nKarl-Heine-Straße 64\n04229 Leipzig')).toBe('Frau Dr. med. [PERSON_NAME]\n[ADDRESS]');
    expect(redact('wohnt in Neukölln (Karl-Marx-Str. 201, 12055 Berlin); bitte')).toBe('wohnt in [ADDRESS]; bitte');
  });
});

describe('national IDs', () => {
  it("takes Singapore's NRIC and FIN by their check letter, without a word", () => {
    expect(redact('09:20  Muhammad Hafiz bin Osman    T0523786B    8234 1190')).toBe('09:20  [PERSON_NAME]    [NATIONAL_ID]    8234 1190');
    expect(redact('NRIC S1234567D; order S1234567A')).toBe('NRIC [NATIONAL_ID]; order S1234567A');
  });

  it("takes Mexico's NSS and Germany's KVNR next to their names only", () => {
    expect(redact('número de seguridad social (NSS) 52999074256, labora')).toBe('número de seguridad social (NSS) [NATIONAL_ID], labora');
    expect(redact('AOK PLUS, Versichertennummer R482917362')).toBe('AOK PLUS, Versichertennummer [NATIONAL_ID]');
    expect(redact('Bestellung R482917362 und 52999074256')).toBe('Bestellung R482917362 und 52999074256');
  });
});

describe('credential files pasted whole', () => {
  it('takes the password of a .netrc entry, the user and password of a .pgpass line, the User of an ssh config block', () => {
    const paste =
      '$ cat ~/.netrc\nmachine api.heroku.com\n  login priya.raman@quillstack.dev\n  password 8c2e6f0a-41b7-4d93-a5e8-0f7d3b9c21e4\n\n' +
      '$ cat ~/.pgpass\ndb-replica.quillstack.internal:5432:billing:praman:Vx!7mQ2#rLp9wZ\n\n' +
      '$ cat ~/.ssh/config\nHost bastion\n  HostName bastion.quillstack.dev\n  User praman\n  IdentityFile ~/.ssh/id_ed25519\n';
    expect(redact(paste)).toBe(
      '$ cat ~/.netrc\nmachine api.heroku.com\n  login [EMAIL_ADDRESS]\n  password [API_KEY]\n\n' +
        '$ cat ~/.pgpass\ndb-replica.quillstack.internal:5432:billing:[USERNAME]:[API_KEY]\n\n' +
        '$ cat ~/.ssh/config\nHost bastion\n  HostName bastion.quillstack.dev\n  User [USERNAME]\n  IdentityFile ~/.ssh/id_ed25519\n',
    );
  });

  it('reads no netrc in prose, and no User line outside an ssh block', () => {
    const prose = 'The machine learning model login page password reset was fixed.\nUser testing went well.\n';
    expect(redact(prose)).toBe(prose);
  });
});

describe('bank accounts', () => {
  it('reads a label a line break split, and a CLABE after its name (bank-account)', () => {
    expect(redact('sort code 20-35-53, account\nno. 74019288, thanks')).toBe('sort code [IBAN], account\nno. [IBAN], thanks');
    expect(redact('Su nómina se deposita en la cuenta CLABE 012180001234567899.')).toBe('Su nómina se deposita en la cuenta CLABE [IBAN].');
  });
});

describe('a surname in capitals before a comma and the given names', () => {
  it('joins the listed surname to the given names found after it (names-inverted)', () => {
    expect(redact(' 1  13/AA/0482917/26   HOLLINGWORTH, Dean Anthony   (age 34)\n 2  SMITH, John Paul   (age 3)\n')).toBe(
      ' 1  [USERNAME]   [PERSON_NAME]   (age 34)\n 2  [PERSON_NAME]   (age 3)\n', // the case number: reference-number
    );
  });

  it("keeps a city's name, and an English word inside a sentence", () => {
    expect(redact('LONDON, Dean Anthony said.')).toBe('LONDON, [PERSON_NAME] said.');
    expect(redact('I told SMITH, John Paul said.')).toBe('I told SMITH, [PERSON_NAME] said.');
  });
});

describe("a document's international numbers name its region (phone)", () => {
  it("reads the national numbers of a region whose '+' number the document holds", () => {
    expect(redact('Please call me on +82 10-4827-1936. His number is 010-9153-2280.')).toBe('Please call me on [PHONE_NUMBER]. His number is [PHONE_NUMBER].');
    expect(redact('Mobile +65 9123 4587\nHome 8234 1190, order 1234 5678\n')).toBe('Mobile [PHONE_NUMBER]\nHome [PHONE_NUMBER], order 1234 5678\n');
  });

  it('leaves a national number alone without one, and bare digit runs with one', () => {
    expect(redact('Order 010-9153-2280 shipped.')).toBe('Order 010-9153-2280 shipped.');
    expect(redact('Call +44 20 7946 0958; ref 0207946032.')).toBe('Call [PHONE_NUMBER]; ref 0207946032.');
  });
});

describe('numbers an organization knows a person by, and a session cookie', () => {
  it("takes a payslip's matricule and a hospital's case number (account-id)", () => {
    expect(redact('Matricule : 00317        Coefficient : 175')).toBe('Matricule : [USERNAME]        Coefficient : 175');
    expect(redact('Fall-Nr.: 2026-014477')).toBe('Fall-Nr.: [USERNAME]');
  });

  it("takes an app's own <app>_sess cookie (session-cookie)", () => {
    expect(redact('"Cookie": "vl_sess=8b1e44f09c7a4d2e9f3a6c0b5d8e1f27; theme=dark"')).toBe('"Cookie": "vl_sess=[API_KEY]; theme=dark"');
    expect(redact('Cookie: vl_sess=true; theme=dark')).toBe('Cookie: vl_sess=true; theme=dark');
  });
});

describe('Italian titles (lexicon/honorifics)', () => {
  it('reads Sig., Sig.ra and Avv. as titles, no longer as addresses', () => {
    expect(
      redact(
        'Con la presente scrittura privata, da valere ad ogni effetto di legge, tra:\n\nil Sig. Marco Bianchi, nato a Milano il 12/03/1979, residente in Via Paolo Sarpi 27, 20154 Milano,\ne la Sig.ra Giulia Rossi, nata a Roma il 01/08/1985.\n',
      ),
    ).toBe(
      'Con la presente scrittura privata, da valere ad ogni effetto di legge, tra:\n\nil [PERSON_NAME], nato a [ADDRESS] il [DATE], residente in [ADDRESS],\ne la Sig.ra [PERSON_NAME], nata a [ADDRESS] il [DATE].\n',
    );
  });
});
