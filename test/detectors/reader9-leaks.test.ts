import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * The values the ninth independent reader left standing (docs/reader.md, "The ninth reading"),
 * fixed after it: each case with the default options and the exact redacted text, beside a near
 * miss that must stay. Each case failed before its fix.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('national ids of the reading (national-ids/world-ninth.ts)', () => {
  it('takes a Sri Lankan NIC, old and new, after its name (lk/nic)', () => {
    expect(redact('   NIC No.              : 199107302418\n   Old NIC No.          : 910730241V\n')).toBe('   NIC No.              : [NATIONAL_ID]\n   Old NIC No.          : [NATIONAL_ID]\n');
    expect(redact('your spouse, Mrs. Dilini Sewwandi Perera (NIC 199368104927).\n')).toBe('your spouse, [PERSON_NAME] (NIC [NATIONAL_ID]).\n');
    // No day 900 of a year; and twelve digits with no word stay.
    expect(redact('NIC No.: 199190002418\n')).toBe('NIC No.: 199190002418\n');
    expect(redact('Order 199107302418 shipped\n')).toBe('Order 199107302418 shipped\n');
  });

  it('takes a Moroccan CIN and CNSS number after their names (ma/cin, ma/cnss)', () => {
    expect(redact('titulaire de la CIN n° BE742816, immatriculée à la CNSS sous le n° 118472936,\n')).toBe('titulaire de la CIN n° [NATIONAL_ID], immatriculée à la [ORGANIZATION] sous le n° [NATIONAL_ID],\n');
    // The employer's own affiliation number and a product code stay.
    expect(redact('affiliée à la CNSS sous le n° 118472936, attestons\n')).toBe('affiliée à la [ORGANIZATION] sous le n° 118472936, attestons\n');
    expect(redact('Réf. article BE742816 en stock\n')).toBe('Réf. article BE742816 en stock\n');
  });

  it('takes an Ecuadorian cédula after C.I. (ec/ci)', () => {
    expect(redact('  - Cónyuge: Luis Fernando Vera Cevallos, C.I. 0915372841\n')).toBe('  - Cónyuge: [PERSON_NAME], C.I. [NATIONAL_ID]\n');
    expect(redact('  - Cónyuge: Luis Fernando Vera Cevallos, C.I. 0915372842\n')).toBe('  - Cónyuge: [PERSON_NAME], C.I. 0915372842\n');
  });
});

describe('an airline booking as a reservation system shows it (pnr.ts)', () => {
  const pnr = [
    'RP/LHRBA08AA/LHRBA08AA            AA/SU  26NOV26/1418Z   7QK4LM',
    '  1.OYELARAN/ADEBOLA MRS   2.FAIRCLOUGH/JAMES ROBERT MR',
    '  4  BA 075 Y 12DEC 5 LHRLOS HK3  1035 1740  12DEC  E  BA/7QK4LM',
    ' 13 SSR DOCS BA HK1 P/GBR/539018274/GBR/05NOV71/M/17FEB29/FAIRCLOUGH/JAMES ROBERT/P2',
    ' 15 SSR FQTV BA HK1 BA48172936/P1',
    ' 17 OSI BA CTCE J.FAIRCLOUGH//ALDERLEY-ENG.CO.UK',
    ' 18 RM PAX ADDR 27 CHESTNUT GROVE, BALHAM, LONDON SW12 8JX',
    ' 19 FP CCVI4532018472619353/1128*CV/GBP2418.60/A',
    ' 20 FE PAX NONREF/CHG FEE APPLIES',
    '',
  ].join('\n');

  it('takes the names, the frequent flyer number, the CTCE e-mail, the address remark and the card', () => {
    expect(redact(pnr)).toBe(
      [
        'RP/LHRBA08AA/LHRBA08AA            AA/SU  [DATE]/1418Z   7QK4LM',
        '  1.[PERSON_NAME]   2.[PERSON_NAME]',
        '  4  BA 075 Y 12DEC 5 LHRLOS HK3  1035 1740  12DEC  E  BA/7QK4LM',
        ' 13 SSR DOCS BA HK1 P/GBR/[NATIONAL_ID]/GBR/[DATE]/M/[DATE]/[PERSON_NAME]/P2',
        ' 15 SSR FQTV BA HK1 [USERNAME]/P1',
        ' 17 OSI BA CTCE [EMAIL_ADDRESS]',
        ' 18 RM PAX ADDR [ADDRESS]',
        ' 19 FP CCVI[CREDIT_CARD]/1128*CV/GBP2418.60/A',
        ' 20 FE PAX NONREF/CHG FEE APPLIES',
        '',
      ].join('\n'),
    );
  });

  it('leaves numbered slashed capitals outside a booking, and a card that fails Luhn', () => {
    expect(redact('Agenda:\n  1.DESIGN/BUILD REVIEW\n  2.QA/UAT SIGN-OFF\n')).toBe('Agenda:\n  1.DESIGN/BUILD REVIEW\n  2.QA/UAT SIGN-OFF\n');
    expect(redact('RP/LHRBA08AA/LHRBA08AA\n 19 FP CCVI4532018472619354/1128\n')).toBe('RP/LHRBA08AA/LHRBA08AA\n 19 FP CCVI4532018472619354/1128\n');
  });
});

describe('a CV in LaTeX (latex-cv.ts)', () => {
  it("takes moderncv's name, address, phone and social accounts", () => {
    const cv = '\\documentclass[11pt,a4paper,sans]{moderncv}\n\\name{Mateusz}{Wiśniewski-Holm}\n\\title{Senior Embedded Engineer}\n\\address{ul. Kołłątaja 18/4}{31-502 Kraków}{Poland}\n\\phone[mobile]{+48~601~482~736}\n\\social[github]{mwholm}\n';
    expect(redact(cv)).toBe(
      '\\documentclass[11pt,a4paper,sans]{moderncv}\n\\name{[PERSON_NAME]}{[PERSON_NAME]}\n\\title{Senior Embedded Engineer}\n\\address{[ADDRESS]}{[ADDRESS]}{[ADDRESS]}\n\\phone[mobile]{[PHONE_NUMBER]}\n\\social[github]{[USERNAME]}\n',
    );
  });

  it('leaves the same commands in a document of another class', () => {
    expect(redact('\\documentclass{article}\n\\newcommand{\\name}[2]{#1 #2}\n\\social[github]{mwholm}\n')).toBe('\\documentclass{article}\n\\newcommand{\\name}[2]{#1 #2}\n\\social[github]{mwholm}\n');
  });
});

describe('phone words and mobiles of the reading', () => {
  it('reads Icelandic sími and farsími (and their dative) as phone words', () => {
    expect(redact('eða hringja í farsíma 862 4418 ef við þurfum\nFarsími: 862 4418\n')).toBe('eða hringja í farsíma [PHONE_NUMBER] ef við þurfum\nFarsími: [PHONE_NUMBER]\n');
    expect(redact('Mál nr. 862 4418 ef við þurfum\n')).toBe('Mál nr. 862 4418 ef við þurfum\n');
  });

  it('reads "Celular registrado" as a phone label', () => {
    expect(redact('Celular registrado: 987 412 638\n')).toBe('Celular registrado: [PHONE_NUMBER]\n');
    expect(redact('Pedido registrado: 987 412 638\n')).toBe('Pedido registrado: 987 412 638\n');
  });

  it('takes an Irish mobile printed 08x xxx xxxx without a word, not after a reference word', () => {
    expect(redact('he also gave a guarantor: his sister Niamh Fitzgerald-Kavanagh, 087 241 8365\n')).toBe('he also gave a guarantor: his sister [PERSON_NAME], [PHONE_NUMBER]\n');
    expect(redact('ref 087 241 8365 and order 081 241 8365\n')).toBe('ref 087 241 8365 and order 081 241 8365\n');
  });
});

describe("an MT940 statement's structured :86: field (mt940-fields.ts)", () => {
  it('takes the counterparty of /NAME/ and /ADDR/, a company as an organization', () => {
    const statement = ':61:2611261126C2847,19NTRFNONREF//RB26330418274\n:86:/TRCD/00100/ORDP//NAME/Hendrika van der Lelie-Bakker/ADDR/Van Woustraat 141 1074 AK Amsterdam/REMI/USTD//Lening\n:86:/TRCD/01000/NAME/KPN BV/REMI/USTD//Abonnement\n-\n';
    expect(redact(statement)).toBe(':61:2611261126C2847,19NTRFNONREF//RB26330418274\n:86:/TRCD/00100/ORDP//NAME/[PERSON_NAME]/ADDR/[ADDRESS]/REMI/USTD//Lening\n:86:/TRCD/01000/NAME/[ORGANIZATION]/REMI/USTD//Abonnement\n-\n');
  });

  it('leaves /NAME/ outside an :86: field', () => {
    expect(redact('see /NAME/Hendrika van der Lelie-Bakker in the path\n')).toBe('see /NAME/Hendrika van der Lelie-Bakker in the path\n');
  });
});

describe('values stored as key/value pair objects (json-key-value-pair.ts)', () => {
  it("takes Postman's basic auth user name and password, and a tag the field names know", () => {
    expect(redact('"basic": [ { "key": "username", "value": "mkowalczyk" }, { "key": "password", "value": "Wint3r!Kowal#2026" } ]\n')).toBe('"basic": [ { "key": "username", "value": "[USERNAME]" }, { "key": "password", "value": "[API_KEY]" } ]\n');
    expect(redact('"Tags": [{"Key": "FullName", "Value": "Svenja Kohl"}, {"Key": "Team", "Value": "Platform"}]\n')).toBe('"Tags": [{"Key": "FullName", "Value": "[PERSON_NAME]"}, {"Key": "Team", "Value": "Platform"}]\n');
  });

  it('leaves a header, and a Postman variable in place of a value', () => {
    expect(redact('[{ "key": "Content-Type", "value": "application/json" }, { "key": "password", "value": "{{adminPassword}}" }]\n')).toBe('[{ "key": "Content-Type", "value": "application/json" }, { "key": "password", "value": "{{adminPassword}}" }]\n');
  });
});
