import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * The values the fourteenth independent reader left standing (docs/reader.md, "The fourteenth
 * reading"), fixed after it: each case with the default options and the exact redacted text,
 * beside a near miss that must stay. Each case failed before its fix.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('national ids of the reading (national-ids/world-fourteenth.ts)', () => {
  it('takes a Salvadoran DUI, NIT, ISSS and NUP (sv/dui, sv/nit, sv/isss, sv/nup)', () => {
    // (The label's own words are the names detectors' to read: only the values are asserted here.)
    expect(redact('portadora de su Documento Único de Identidad número 04182736-4 y con NIT 0614-170589-104-9, labora\n')).toContain(
      ' número [NATIONAL_ID] y con NIT [VAT_NUMBER], labora\n',
    );
    expect(redact('  ISSS (afiliación No. 041827365) ...... $36.00\n  AFP (NUP 418273650189) ...... $87.00\n')).toBe(
      '  ISSS (afiliación No. [NATIONAL_ID]) ...... $36.00\n  AFP (NUP [NATIONAL_ID]) ...... $87.00\n',
    );
    // A wrong check digit after DUI; a NIT with a wrong check digit.
    // (04182736-5 would be a valid Chilean RUT: -3 is neither.)
    expect(redact('DUI 04182736-3\n')).toBe('DUI 04182736-3\n');
    expect(redact('NIT 0614-170589-104-8\n')).toBe('NIT 0614-170589-104-8\n');
  });

  it('takes a Mozambican BI, NUIT and INSS number (mz/bi, mz/nuit, mz/inss)', () => {
    expect(redact('portadora do Bilhete de Identidade n.º 110100418273B, emitido em Maputo,\nNUIT 104182739, com o número de beneficiária 2004182736, tendo\n')).toContain(
      ' n.º [NATIONAL_ID], emitido em [ADDRESS],\nNUIT [VAT_NUMBER], com o número de beneficiária [NATIONAL_ID], tendo\n',
    );
    // A NUIT with a wrong check digit stays.
    expect(redact('NUIT 104182738, residente\n')).toBe('NUIT 104182738, residente\n');
  });

  it('takes a Malagasy CIN and NIF (mg/cin, mg/nif)', () => {
    expect(redact('Karapanondro (CIN) laharana : 101 231 041 827, nomena\n')).toBe('Karapanondro (CIN) laharana : [NATIONAL_ID], nomena\n');
    expect(redact('vadiny (CIN 117 012 418 273) sy NIF 3004182736.\n')).toBe('vadiny (CIN [NATIONAL_ID]) sy NIF [VAT_NUMBER].\n');
    // No sex digit (the sixth is 3).
    expect(redact('Karapanondro (CIN) laharana : 101 233 041 827\n')).toBe('Karapanondro (CIN) laharana : 101 233 041 827\n');
  });

  it('takes a Zimbabwean national ID whole with its check letter, the BP and NSSA numbers (zw/id, zw/bp, zw/nssa)', () => {
    expect(redact('National ID No.: 63-2418273 Q 42\nSpouse: ID 58-2418273 P 18\n')).toBe('National ID No.: [NATIONAL_ID]\nSpouse: ID [NATIONAL_ID]\n');
    expect(redact('ZIMRA BP Number: 200418273\nNSSA Number: 41827365T\n')).toBe('ZIMRA BP Number: [VAT_NUMBER]\nNSSA Number: [NATIONAL_ID]\n');
    // A wrong check letter: not this format, the letter and district stay (the digits alone are read as before).
    expect(redact('Stock code 63-2418273 R 42\n')).toContain(' R 42\n');
  });

  it('takes a Fijian TIN, FNPF number and voter ID (fj/tin, fj/fnpf, fj/voter)', () => {
    expect(redact('TIN:              50-41827-3-6\nVoter ID:         FJ 0418273\n')).toBe('TIN:              [VAT_NUMBER]\nVoter ID:         [NATIONAL_ID]\n');
    expect(redact('My husband Josefa (FNPF No. 0327418-1) consents\n')).toContain('(FNPF No. [NATIONAL_ID]) consents\n');
    expect(redact('flight FJ 0418273 to Nadi\n')).toContain('flight FJ 0418273 to ');
  });

  it('takes a Tajik passport, РМА and РСИИ (tj/passport, tj/inn, tj/sin)', () => {
    expect(redact('шиносномаи шаҳрвандии ҶТ: серияи А № 04182736, аз ҷониби ШВКД\n')).toBe('шиносномаи шаҳрвандии ҶТ: серияи А № [NATIONAL_ID], аз ҷониби ШВКД\n');
    expect(redact('РМА (рақами мушаххаси андозсупоранда): 041827365,\nрақами суғуртаи иҷтимоии инфиродӣ (РСИИ): 1189-0418-2736,\n')).toBe(
      'РМА (рақами мушаххаси андозсупоранда): [VAT_NUMBER],\nрақами суғуртаи иҷтимоии инфиродӣ (РСИИ): [NATIONAL_ID],\n',
    );
    // A Russian firm's КПП after its ИНН stays (the Tajik РМА's name is not ИНН).
    expect(redact('ИНН 7805412396, КПП 780501001\n')).toContain('КПП 780501001\n');
  });

  it('takes a Montenegrin LBO and health card number (me/lbo, me/health-card)', () => {
    expect(redact('Osiguranica: registarski broj osiguranika (LBO): 41827365019\nBroj zdravstvene knjižice: 0041827\n')).toContain(
      ': [NATIONAL_ID]\nBroj zdravstvene knjižice: [NATIONAL_ID]\n',
    );
    expect(redact('Broj predmeta: 0041827\n')).toBe('Broj predmeta: 0041827\n');
  });

  it("takes a Mauritian TAN, a Bolivian person's NIT and CNS matrícula (mu/tan, bo/nit, bo/cns)", () => {
    expect(redact('Subject: Objection to assessment - Income Tax 2025/26 - TAN 20418273\n')).toBe('Subject: Objection to assessment - Income Tax 2025/26 - TAN [VAT_NUMBER]\n');
    expect(redact('a mi nombre. Mi NIT personal es 4182736015.\n')).toBe('a mi nombre. Mi NIT personal es [VAT_NUMBER].\n');
    expect(redact('Ref.: Solicitud de reembolso – Asegurado Mat. 89-0514-QRM\n')).toContain(' Mat. [NATIONAL_ID]\n');
    expect(redact('Ref.: pieza 89-0514-QRM\n')).toBe('Ref.: pieza 89-0514-QRM\n');
    expect(redact('Invoice 20418273 paid\n')).toBe('Invoice 20418273 paid\n');
  });
});

describe("a driver's licence barcode (aamva-barcode.ts)", () => {
  it('takes the AAMVA elements that name the holder, and leaves the rest', () => {
    const raw = 'ANSI 636014100002DL00410279ZC03200024DLDAQD4182736\nDCSOKONKWO-BELL\nDDEN\nDACADAEZE\nDBB05141988\nDAU065 IN\nDAYBRO\nDAG2418 WILLOW PASS RD APT 27\nDAK945200000  \nDCF08/14/2022418273FD/28\nDCGUSA\n';
    expect(redact(raw)).toBe(
      'ANSI 636014100002DL00410279ZC03200024DLDAQ[NATIONAL_ID]\nDCS[PERSON_NAME]\nDDEN\nDAC[PERSON_NAME]\nDBB[DATE]\nDAU065 IN\nDAYBRO\nDAG[ADDRESS]\nDAK[ZIP_CODE]  \nDCF[NATIONAL_ID]\nDCGUSA\n',
    );
    // The same lines with no ANSI header are no barcode.
    expect(redact('DCSOKONKWO\nDAYBRO\n')).toBe('DCSOKONKWO\nDAYBRO\n');
  });
});

describe("a PBX's caller IDs and dial strings (caller-id.ts)", () => {
  it("takes the caller's name and number in an Asterisk CDR, and the number dialled", () => {
    const cdr = '"","+442034182736","4000","from-trunk","""HOLLOWAY D"" <+442034182736>","PJSIP/gamma-trunk-00000a25","","Voicemail","4000@default,u"\n"","4002","01134960418","from-internal","""Priya"" <4002>","PJSIP/4002-00000a2d","PJSIP/gamma-trunk-00000a2e","Dial","PJSIP/01134960418@gamma-trunk,60,T"\n';
    expect(redact(cdr)).toBe(
      '"","[PHONE_NUMBER]","4000","from-trunk","""[PERSON_NAME]"" <[PHONE_NUMBER]>","PJSIP/gamma-trunk-00000a25","","Voicemail","4000@default,u"\n"","4002","[PHONE_NUMBER]","from-internal","""[PERSON_NAME]"" <4002>","PJSIP/4002-00000a2d","PJSIP/gamma-trunk-00000a2e","Dial","PJSIP/[PHONE_NUMBER]@gamma-trunk,60,T"\n',
    );
    // No number, an extension, a placeholder name.
    expect(redact('"""Anonymous"" <anonymous>","PJSIP/4001-00000a32"\n')).toBe('"""Anonymous"" <anonymous>","PJSIP/4001-00000a32"\n');
  });
});

describe('account identifiers in platforms\' own forms (username-platform-ids.ts)', () => {
  it("takes a WeChat wxid, a MediaWiki user link's account, an ORCID iD checked, a GPX author's e-mail id", () => {
    expect(redact('会话：张丽华 (wxid_k8m2q4r7t9v1x3)\n')).toContain('([USERNAME])\n');
    expect(redact('| manager     = [[User:Bwalsh|Bronagh Walsh]]\n')).toBe('| manager     = [[User:[USERNAME]|[PERSON_NAME]]]\n');
    expect(redact('"path": "0000-0002-4182-7368",\n')).toBe('"path": "[USERNAME]",\n');
    expect(redact('   <email id="dagny.hp" domain="fastmail.com"/>\n')).toBe('   <email id="[EMAIL_ADDRESS]" domain="fastmail.com"/>\n');
    // A wrong check character; a category link.
    expect(redact('"path": "0000-0002-4182-7369",\n')).toBe('"path": "0000-0002-4182-7369",\n');
    expect(redact('[[Category:Contact lists]]\n')).toBe('[[Category:Contact lists]]\n');
  });
});

describe('bank accounts after their labels (bank-account.ts, bank-account-national.ts)', () => {
  it('takes a Bolivian caja de ahorro, a Salvadoran cuenta No., a Portuguese conta n.º', () => {
    expect(redact('en mi caja de ahorro en bolivianos N° 1000041827365 del banco\n')).toContain(' en bolivianos N° [IBAN] del ');
    expect(redact('Su salario se deposita en la cuenta de ahorro No. 0041-8273-65 de su banco.\n')).toBe('Su salario se deposita en la cuenta de ahorro No. [IBAN] de su banco.\n');
    expect(redact('como conta para pagamento a conta n.º 418273650 aberta\n')).toBe('como conta para pagamento a conta n.º [IBAN] aberta\n');
    // "la cuenta no" before a sum's words.
    expect(redact('la cuenta no cubre los gastos\n')).toBe('la cuenta no cubre los gastos\n');
  });

  it('takes a Malagasy RIB after Compte n° and a NIB, their keys checked', () => {
    expect(redact('(Kaonty / Compte n° 00005 00016 04182736501 36, NIF\n')).toContain(' n° [IBAN], NIF\n');
    expect(redact('e o NIB 0001 0000 0041 8273 6511 3.\n')).toBe('e o NIB [IBAN].\n');
    expect(redact('Compte n° 00005 00016 04182736501 37\n')).toContain(' n° 00005 00016 04182736501 37\n');
    expect(redact('e o NIB 0001 0000 0041 8273 6511 4.\n')).toBe('e o NIB 0001 0000 0041 8273 6511 4.\n');
  });
});

describe("a MediaWiki table's cells by their column (wiki-table.ts)", () => {
  it('takes the phone numbers under Mobile, and not in a row a span moved', () => {
    const page = '{| class="wikitable sortable"\n! Name !! Staff no. !! Mobile\n|-\n| Declan McCartan || FS-0418 || 07456 418273\n|-\n| colspan="2" | vacancy || 07400 418273\n|}\n';
    expect(redact(page)).toBe('{| class="wikitable sortable"\n! Name !! Staff no. !! Mobile\n|-\n| [PERSON_NAME] || [USERNAME] || [PHONE_NUMBER]\n|-\n| colspan="2" | vacancy || 07400 418273\n|}\n');
  });
});
