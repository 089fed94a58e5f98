import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * The values the thirteenth independent reader left standing (docs/reader.md, "The thirteenth
 * reading"), fixed after it: each case with the default options and the exact redacted text,
 * beside a near miss that must stay. Each case failed before its fix.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('national ids of the reading (national-ids/world-thirteenth.ts)', () => {
  it('takes a Kyrgyz PIN and passport after their names (kg/pin, kg/passport)', () => {
    expect(redact('Жеке идентификациялык номери (ПИН): 21205198800418\n')).toBe('Жеке идентификациялык номери (ПИН): [NATIONAL_ID]\n');
    expect(redact('Паспорт: ID 0418273, берилген: МКК 211041\n')).toBe('Паспорт: [NATIONAL_ID], берилген: МКК 211041\n');
    // An organization's ИНН (its first digit 0) and the passport's shape with no word stay.
    expect(redact('ИНН: 02104201810273\n')).toBe('ИНН: 02104201810273\n');
    expect(redact('ticket ID 0418273\n')).toBe('ticket ID 0418273\n');
  });

  it('takes Cypriot identity card and social insurance numbers (cy/id, cy/si), and a phone after them', () => {
    expect(redact('με Αριθμό Δελτίου Ταυτότητας 1072915 και Αριθμό Κοινωνικών Ασφαλίσεων 4182736,\n')).toBe(
      'με Αριθμό Δελτίου Ταυτότητας [NATIONAL_ID] και Αριθμό Κοινωνικών Ασφαλίσεων [NATIONAL_ID],\n',
    );
    // A spouse's card on one line, the phone's six digits after its area code on the next: a phone.
    expect(redact('Σύζυγος: Α.Δ.Τ. 1093651\nΤηλέφωνο επικοινωνίας: 99 418273, email\n')).toBe('Σύζυγος: Α.Δ.Τ. [NATIONAL_ID]\nΤηλέφωνο επικοινωνίας: [PHONE_NUMBER], email\n');
    expect(redact('Αριθμός 1072915 στο αρχείο\n')).toBe('Αριθμός 1072915 στο αρχείο\n');
  });

  it('takes a Paraguayan cédula and RUC, the RUC checked (py/cedula, py/ruc)', () => {
    expect(redact('C.I. N°:             4.182.736\n')).toContain(':             [NATIONAL_ID]\n');
    expect(redact('RUC:                 4182736-8\n')).toBe('RUC:                 [VAT_NUMBER]\n');
    // A wrong check digit; guaraníes printed with dots.
    expect(redact('RUC:                 4182736-7\n')).toBe('RUC:                 4182736-7\n');
    expect(redact('salario imponible de Gs. 4.850.000.\n')).toBe('salario imponible de Gs. 4.850.000.\n');
  });

  it('takes a Cameroonian CNI and NIU (cm/cni, cm/niu)', () => {
    expect(redact('titulaire de la CNI n° 104182736, délivrée le 02/05/2021\n')).toContain('n° [NATIONAL_ID], délivrée');
    expect(redact("Numéro d'Identifiant Unique (NIU) : P118600418273K\n")).toContain(') : [VAT_NUMBER]\n');
    expect(redact('Pièce P118600418273K en stock\n')).toBe('Pièce P118600418273K en stock\n');
  });

  it('takes a Rwandan national ID number as the card prints it (rw/nid)', () => {
    expect(redact("Nimero y'indangamuntu: 1 1989 7 0041827 3 61\n")).toContain(": [NATIONAL_ID]\n");
    // No sex digit 5.
    expect(redact("Nimero y'indangamuntu: 1 1989 5 0041827 3 61\n")).toContain(': 1 1989 5 0041827 3 61\n');
  });

  it('takes a Zambian NRC and TPIN after their names (zm/nrc, zm/tpin)', () => {
    expect(redact('4. NRC No.: 418273/61/1       5. Social\n11. TPIN: 1004182736\n')).toBe('4. NRC No.: [NATIONAL_ID]       5. Social\n11. TPIN: [VAT_NUMBER]\n');
    expect(redact('File ref 418273/61/1\n')).toBe('File ref 418273/61/1\n');
  });

  it('takes a Trinidadian BIR file number and NIS number (tt/bir, tt/nis)', () => {
    expect(redact('  BIR File No.:   104182736\n  NIS No.:        30916472\n')).toBe('  BIR File No.:   [VAT_NUMBER]\n  NIS No.:        [NATIONAL_ID]\n');
    expect(redact('  Ref No.:   104182736\n')).toBe('  Ref No.:   104182736\n');
  });

  it('takes a Cuban carné number after CI (cu/ni)', () => {
    expect(redact('su esposo (CI 85110341863), quien\n')).toBe('su esposo (CI [NATIONAL_ID]), quien\n');
    // No such birth date (month 13).
    expect(redact('su esposo (CI 85130341863), quien\n')).toBe('su esposo (CI 85130341863), quien\n');
  });
});

describe('labelled documents (national-id-labelled-thirteenth.ts)', () => {
  it('takes a Myanmar NRC in Burmese and a passport of two capitals and six digits', () => {
    expect(redact('နိုင်ငံသားစိစစ်ရေးကတ်ပြားအမှတ် - ၁၂/ဗဟန(နိုင်)၄၁၈၂၇၃\n')).toBe('နိုင်ငံသားစိစစ်ရေးကတ်ပြားအမှတ် - [NATIONAL_ID]\n');
    expect(redact('Passport No. MH418273 အတွက်\n')).toBe('Passport No. [NATIONAL_ID] အတွက်\n');
    expect(redact('Order No. MH418273\n')).toBe('Order No. MH418273\n');
  });
});

describe('phone words', () => {
  it('reads a number after Kinyarwanda Telefoni and Greek Τηλέφωνο επικοινωνίας', () => {
    expect(redact('Telefoni: 0788 418 273\n')).toBe('Telefoni: [PHONE_NUMBER]\n');
    expect(redact('Τηλέφωνο επικοινωνίας: 99 418273, email\n')).toBe('Τηλέφωνο επικοινωνίας: [PHONE_NUMBER], email\n');
    expect(redact('Imodoka: 0788 418 273\n')).toBe('Imodoka: 0788 418 273\n');
  });
});

describe("a fax's OCR (ocr-spaced.ts)", () => {
  it('reads an l for a 1 beside digits after a Spanish label', () => {
    expect(redact('Seguro Social:  582-4l-8273\nFecha nac.:     O3/14/l962\n')).toBe('Seguro Social:  [NATIONAL_ID]\nFecha nac.:     [DATE]\n');
    // No label: a volume number stays.
    expect(redact('Vol. 4l8-2736 of the series\n')).toBe('Vol. 4l8-2736 of the series\n');
  });
});

describe('bank accounts', () => {
  it('takes a CEMAC RIB whose key holds (bank-account-national.ts)', () => {
    expect(redact('RIB 10005 00041 04182736501 24 (Afriland First Bank)\n')).toBe('RIB [IBAN] (Afriland First Bank)\n');
    expect(redact('RIB 10005 00041 04182736501 27 (Afriland First Bank)\n')).toBe('RIB 10005 00041 04182736501 27 (Afriland First Bank)\n');
  });

  it('takes a Kyrgyz эсеп and a Kinyarwanda konti ya banki (bank-account-script.ts)', () => {
    expect(redact('Эмгек акысы которулуучу эсеп: 1280016041827365 (ААК «Айыл Банк»).\n')).toBe('Эмгек акысы которулуучу эсеп: [IBAN] (ААК «Айыл Банк»).\n');
    expect(redact('Konti ya banki: 00040-0418273-61\n')).toBe('Konti ya banki: [IBAN]\n');
    expect(redact('эсеп: 2026\n')).toBe('эсеп: 2026\n');
  });
});

describe("a router's configuration (secret-network-config.ts)", () => {
  it('takes the secrets of IOS configuration lines', () => {
    expect(redact('snmp-server community Kv!tka2026ro RO 99\n')).toBe('snmp-server community [API_KEY] RO 99\n');
    expect(redact(' key 7 13061E010803557878\n')).toBe(' key 7 [API_KEY]\n');
    expect(redact('enable secret 5 $1$mERr$hx5rVt7rPNoS4wqbXKX7m0\n')).toBe('enable secret 5 [API_KEY]\n');
    // Prose with the same words stays.
    expect(redact('Press any key to continue\n')).toBe('Press any key to continue\n');
    expect(redact('The enable secret should be rotated yearly.\n')).toBe('The enable secret should be rotated yearly.\n');
  });
});

describe("a card's magnetic-stripe tracks (card-track.ts)", () => {
  it('takes track 1 and track 2 whole when the card number passes Luhn', () => {
    expect(redact('<field id="45" value="B4532718418273658^OZTURK/ELIF SENA         ^2809201100000418000000"/>\n')).toBe('<field id="45" value="[CREDIT_CARD]"/>\n');
    expect(redact('<field id="35" value="4532718418273658=28092011000041800000"/>\n')).toBe('<field id="35" value="[CREDIT_CARD]"/>\n');
    expect(redact('<field id="35" value="4532718418273659=28092011000041800000"/>\n')).toBe('<field id="35" value="4532718418273659=28092011000041800000"/>\n');
  });
});

describe('QR payloads (qr-payload.ts)', () => {
  it("types a MECARD's, a Wi-Fi code's and an SMS code's fields by their keys", () => {
    expect(redact('MECARD:N:Lim,Desmond;SOUND:lim desmond;TEL:+6581427365;BDAY:19870315;;\n')).toBe('MECARD:N:[PERSON_NAME];SOUND:[PERSON_NAME];TEL:[PHONE_NUMBER];BDAY:[DATE];;\n');
    expect(redact('WIFI:T:WPA;S:Lim-Family-5G;P:Kopi0Peng!418;H:false;;\n')).toBe('WIFI:T:WPA;S:Lim-Family-5G;P:[API_KEY];H:false;;\n');
    expect(redact('SMSTO:+6591827364:Hi there, transferred the rent\n')).toBe('SMSTO:[PHONE_NUMBER]:Hi there, transferred the rent\n');
    expect(redact('BIZCARD:N:Farah;X:Iskandar;T:Physiotherapist;M:+6598274163;;\n')).toBe('BIZCARD:N:[PERSON_NAME];X:[PERSON_NAME];T:Physiotherapist;M:[PHONE_NUMBER];;\n');
    // A network with no password.
    expect(redact('WIFI:T:WPA;S:Office;H:false;;\n')).toBe('WIFI:T:WPA;S:Office;H:false;;\n');
  });
});

describe('an EDIFACT IFTMIN (edifact-paxlst.ts)', () => {
  it("takes the consignee's and the delivery party's name, street, postcode, contact and numbers", () => {
    const text = "UNH+1+IFTMIN:D:04A:UN:BIG14'\nNAD+CN+++Hoffmann?, Annika Luise+Eppendorfer Weg 241+Hamburg++20251+DE'\nCTA+CN+:Annika Hoffmann'\nCOM+004917641827365:TE'\nUNT+5+1'\n";
    expect(redact(text)).toBe("UNH+1+IFTMIN:D:04A:UN:BIG14'\nNAD+CN+++[PERSON_NAME]+[ADDRESS]+[ADDRESS]++[ADDRESS]+DE'\nCTA+CN+:[PERSON_NAME]'\nCOM+[PHONE_NUMBER]:TE'\nUNT+5+1'\n");
    // The consignor's number stays (a firm's).
    const firm = "UNH+1+IFTMIN:D:04A:UN:BIG14'\nNAD+CZ+5790000418273::9++NORDHAVN FLYTNING APS'\nCOM+4587418273:TE'\nUNT+4+1'\n";
    expect(redact(firm)).toContain("COM+4587418273:TE'");
  });
});
