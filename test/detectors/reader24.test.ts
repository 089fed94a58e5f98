import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * The values the twenty-fourth independent reader left standing (docs/reader.md, "The
 * twenty-fourth reading"), fixed after it: each case with the default options and the exact
 * redacted text, beside a near miss that must stay.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('identity numbers after their cards’ names (national-id-labelled-twenty-fourth.ts)', () => {
  it('takes a number after a dotted leader, grouped by spaces, slashes and dots, not a date', () => {
    expect(redact("titulaire de la carte nationale d'identité n° ...... : NIN 1989 0803 4471 2\n")).toBe("titulaire de la carte nationale d'identité n° ...... : NIN [NATIONAL_ID]\n");
    expect(redact('CNI n° .......................... : 0123/45.871\n')).toBe('CNI n° .......................... : [NATIONAL_ID]\n');
    expect(redact('Ayant droit : CNI n° 0098/31.204\n')).toBe('Ayant droit : CNI n° [NATIONAL_ID]\n');
    expect(redact('CNI n° ...... : 12/03/2001\n')).toBe('CNI n° ...... : [DATE]\n');
    expect(redact('Pièces : copie CNI, 3 derniers bulletins\n')).toBe('Pièces : copie CNI, 3 derniers bulletins\n');
  });

  it('takes a Seychellois NIN after its leader and in brackets, in capitals only', () => {
    expect(redact('  NIN ................................... 987-0411-1-1-26\n')).toBe('  NIN ................................... [NATIONAL_ID]\n');
    expect(redact('Previous owner: (NIN 961-0227-2-1-05)\n')).toBe('Previous owner: (NIN [NATIONAL_ID])\n');
    expect(redact('nin 987-0411-1-1-26\n')).toBe('nin 987-0411-1-1-26\n');
    expect(redact('NIN 1234\n')).toBe('NIN 1234\n');
  });

  it('takes a Portuguese BI only with its number word, and a Timorese voter card', () => {
    expect(redact('BI nº: 1024587341\n')).toBe('BI nº: [NATIONAL_ID]\n');
    expect(redact('Bilhete de Identidade nú. : 04-117245-96\n')).toBe('Bilhete de Identidade nú. : [NATIONAL_ID]\n');
    expect(redact('Nú. Kartaun Eleitorál : 0301-2026-0048217\n')).toBe('Nú. Kartaun Eleitorál : [NATIONAL_ID]\n');
    expect(redact('BI 1024587341 units\n')).toBe('BI 1024587341 units\n');
    expect(redact('KARTAUN ELEITORÁL  /  CARTÃO DE ELEITOR\n')).toBe('KARTAUN ELEITORÁL  /  CARTÃO DE ELEITOR\n');
  });

  it("takes Equatorial Guinea's DIP and a passport after its adjective, not a short number", () => {
    expect(redact('maestra, con DIP nº 0318552 y domicilio\n')).toBe('maestra, con DIP nº [NATIONAL_ID] y domicilio\n');
    expect(redact('(pasaporte ecuatoguineano nº O0381146), mayores\n')).toBe('(pasaporte ecuatoguineano nº [NATIONAL_ID]), mayores\n');
    expect(redact('DIP nº 12345\n')).toBe('DIP nº 12345\n');
  });

  it("takes a social-security registration number after N° d'immatriculation INSS, not a firm's register", () => {
    expect(redact("N° d'immatriculation INSS ....... : 1-0583-771402-5\n")).toBe("N° d'immatriculation INSS ....... : [NATIONAL_ID]\n");
    expect(redact("N° d'immatriculation RCCM : BI-BJA-01-2026-B12-00417\n")).toBe("N° d'immatriculation RCCM : BI-BJA-01-2026-B12-00417\n");
  });
});

describe('phones after their labels (lexicon/phone-words.ts)', () => {
  it("takes a number after Portuguese `tlm` (telemóvel), not the word alone", () => {
    expect(redact('Acompanhante: marido, tlm 966 12 47 83\n')).toBe('Acompanhante: marido, tlm [PHONE_NUMBER]\n');
    expect(redact('tlm ok, processo 966\n')).toBe('tlm ok, processo 966\n');
  });

  it('takes the value of an `msisdn` key (3GPP TS 23.003: the subscriber’s number), not of another key', () => {
    expect(redact('GET /v2/kyc/lookup?msisdn=254712448903&x=1 HTTP/1.1\n')).toBe('GET /v2/kyc/lookup?msisdn=[PHONE_NUMBER]&x=1 HTTP/1.1\n');
    expect(redact('GET /v2/kyc/lookup?batch=254712448903&x=1 HTTP/1.1\n')).toBe('GET /v2/kyc/lookup?batch=254712448903&x=1 HTTP/1.1\n');
  });
});
