import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * The values the fifteenth independent reader left standing (docs/reader.md, "The fifteenth
 * reading"), fixed after it: each case with the default options and the exact redacted text,
 * beside a near miss that must stay. Each case failed before its fix.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('national ids of the reading (national-ids/world-fifteenth.ts)', () => {
  it('takes an Algerian NIN, social security number and Chifa card (dz/nin, dz/nss, dz/chifa)', () => {
    // (The label's own words are the names detectors' to read: only the values are asserted here.)
    expect(redact("Numéro d'Identification National (NIN) : 109880418273650917\n")).toContain(' : [NATIONAL_ID]\n');
    expect(redact("N° d'immatriculation à la sécurité sociale : 88 0418 2736 51\n")).toBe("N° d'immatriculation à la sécurité sociale : [NATIONAL_ID]\n");
    expect(redact('Carte Chifa n° 1688041827 — en cours de validité\n')).toContain(' n° [NATIONAL_ID] — en cours');
    // The same digits under another label stay.
    expect(redact('Référence du dossier : 109880418273650917\n')).toBe('Référence du dossier : 109880418273650917\n');
    expect(redact('Facture n° 1688041827 — en cours de validité\n')).toBe('Facture n° 1688041827 — en cours de validité\n');
  });

  it("takes a Haitian NIF, NIU and old CIN (ht/nif, ht/niu, ht/cin)", () => {
    expect(redact('Fiscale 003-418-273-6, sur lequel\n')).toBe('Fiscale [VAT_NUMBER], sur lequel\n');
    expect(redact("titulaire de la Carte d'Identification Nationale\n(NIU) 0418273651, ai l'honneur\n")).toContain("\n(NIU) [NATIONAL_ID], ai l'honneur\n");
    expect(redact('copie de ma CIN (ancien numéro 01-01-99-1984-03-00418) ;\n')).toBe('copie de ma CIN (ancien numéro [NATIONAL_ID]) ;\n');
    // No 13th month: no CIN.
    expect(redact('copie (ancien numéro 01-01-99-1984-13-00418) ;\n')).toBe('copie (ancien numéro 01-01-99-1984-13-00418) ;\n');
  });

  it('takes a Honduran DNI, RTN and IHSS number (hn/dni, hn/rtn, hn/ihss)', () => {
    expect(redact('(DNI) No. 0501-1991-04182, y Registro Tributario\nNacional RTN 05011991041827, labora\n')).toBe(
      '(DNI) No. [NATIONAL_ID], y Registro Tributario\nNacional RTN [VAT_NUMBER], labora\n',
    );
    expect(redact('con el número de afiliación\n050119910418 y al RAP\n')).toContain('\n[NATIONAL_ID] y al RAP\n');
    // No 25th department.
    expect(redact('Pedido 2501-1991-04182 enviado\n')).toBe('Pedido 2501-1991-04182 enviado\n');
  });

  it('takes a Nicaraguan cédula by its check letter (ni/cedula)', () => {
    expect(redact('Nicaraguan cédula de identidad: 001-150389-0041F\n')).toBe('Nicaraguan cédula de identidad: [NATIONAL_ID]\n');
    expect(redact('Nicaraguan cédula de identidad: 001-150389-0041G\n')).toBe('Nicaraguan cédula de identidad: 001-150389-0041G\n');
  });

  it('takes a Botswanan Omang, an Angolan BI and a Namibian ID (bw/omang, ao/bi, na/id)', () => {
    expect(redact('  Omang No.:       731812736\n')).toBe('  Omang No.:       [NATIONAL_ID]\n');
    // The fifth digit is no sex.
    expect(redact('  Omang No.:       731832736\n')).toBe('  Omang No.:       731832736\n');
    expect(redact('bi               | 004182736LA041\n')).toBe('bi               | [NATIONAL_ID]\n');
    // No such province.
    expect(redact('bi               | 004182736XY041\n')).toBe('bi               | 004182736XY041\n');
    expect(redact('Customer Naledi Shikongo (Namibian ID 92031400418, Erf 4182\n')).toContain(' ID [NATIONAL_ID], Erf 4182\n');
  });

  it("takes an I-130's A-Number, USCIS online account and I-94 numbers (us/a-number, us/uscis-account, us/i94)", () => {
    expect(redact(' 1. Alien Registration Number (A-Number) (if any): A-214-182-736\n')).toBe(' 1. Alien Registration Number (A-Number) (if any): [NATIONAL_ID]\n');
    expect(redact(' 2. USCIS Online Account Number (if any): 0041-8273-6501\n')).toBe(' 2. USCIS Online Account Number (if any): [NATIONAL_ID]\n');
    expect(redact(' I-94 Arrival-Departure Record Number: 41827365012\n')).toBe(' I-94 Arrival-Departure Record Number: [NATIONAL_ID]\n');
    // A part number in the A-Number's print.
    expect(redact(' Part number: A-214-182-736\n')).toBe(' Part number: A-214-182-736\n');
  });
});

describe('device names in a DHCP lease file (person-name-dhcp-host.ts)', () => {
  it("takes the owner's name from a phone's or laptop's client host name", () => {
    expect(redact('  client-hostname "Tshering-Dorjis-iPhone";\n  client-hostname "Galaxy-S23-Karma";\n')).toBe(
      '  client-hostname "[PERSON_NAME]-iPhone";\n  client-hostname "Galaxy-S23-[PERSON_NAME]";\n',
    );
    // An English word, and a host name with no owner's device.
    expect(redact('  client-hostname "Kitchen-iPad";\n  client-hostname "DESKTOP-K7Q41RT";\n')).toBe('  client-hostname "Kitchen-iPad";\n  client-hostname "DESKTOP-K7Q41RT";\n');
  });
});

describe('Lao (lao-labelled.ts)', () => {
  it('takes a name after a Lao title and the numbers after the ID card and phone labels', () => {
    expect(redact('ທ້າວ ສົມພອນ ພົມມະວົງ, ເກີດວັນທີ 15/03/1987\nບັດປະຈຳຕົວເລກທີ: 0141827365\nເບີໂທ: 020 5541 8273\n')).toBe(
      'ທ້າວ [PERSON_NAME], ເກີດວັນທີ [DATE]\nບັດປະຈຳຕົວເລກທີ: [NATIONAL_ID]\nເບີໂທ: [PHONE_NUMBER]\n',
    );
    // The title glued to the word before it; a label with no number.
    expect(redact('ເປັນນາງ ສາວ\nບັດປະຈຳຕົວເລກທີ: ບໍ່ມີ\n')).toBe('ເປັນນາງ ສາວ\nບັດປະຈຳຕົວເລກທີ: ບໍ່ມີ\n');
  });
});

describe("Twilio's webhook ZIP parameters (zip-code.ts)", () => {
  it('takes FromZip and CallerZip', () => {
    expect(redact('body=ToCountry=US&FromZip=78745&CallerZip=78704&FromState=TX\n')).toBe('body=ToCountry=US&FromZip=[ZIP_CODE]&CallerZip=[ZIP_CODE]&FromState=TX\n');
    expect(redact('gzip=78745 unzip 78704\n')).toBe('gzip=78745 unzip 78704\n');
  });
});
