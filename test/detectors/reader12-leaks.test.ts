import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * The values the twelfth independent reader left standing (docs/reader.md, "The twelfth
 * reading"), fixed after it: each case with the default options and the exact redacted text,
 * beside a near miss that must stay. Each case failed before its fix.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('national ids of the reading (national-ids/world-twelfth.ts)', () => {
  it('takes a Maltese ID card number after its name (mt/id)', () => {
    expect(redact('Maltese ID card no. 0418273M\n')).toBe('Maltese ID card no. [NATIONAL_ID]\n');
    // The same shape with no word (a part number) stays.
    expect(redact('Spare part 0418273M in stock\n')).toBe('Spare part 0418273M in stock\n');
  });

  it("takes a Senegalese NIN after carte nationale d'identité (sn/cni)", () => {
    const text = "titulaire de la carte nationale d'identité CEDEAO\nn° 1 751 1988 04182, employé\n";
    expect(redact(text)).toBe(text.replace('1 751 1988 04182', '[NATIONAL_ID]'));
    // A first digit other than the holder's sex stays.
    const other = "titulaire de la carte nationale d'identité CEDEAO\nn° 3 751 1988 04182, employé\n";
    expect(redact(other)).toBe(other);
  });

  it('takes a Guatemalan CUI after DPI or CUI, checked (gt/cui)', () => {
    expect(redact('  Documento Personal de Identificación (DPI), CUI: 2418 27361 0101\n')).toContain('CUI: [NATIONAL_ID]\n');
    // A wrong check digit stays.
    expect(redact('  CUI: 2418 27362 0101\n')).toBe('  CUI: 2418 27362 0101\n');
  });

  it('takes a Belarusian identification number and passport (by/personal, by/passport)', () => {
    expect(redact('асабісты нумар 4120589A041PB2, пашпарт MP 2418273 выдадзены\n')).toBe('асабісты нумар [NATIONAL_ID], пашпарт [NATIONAL_ID] выдадзены\n');
    // No day 32 in the birth date; the passport's shape with no word.
    expect(redact('код 4320589A041PB2, партыя MP 2418273\n')).toBe('код 4320589A041PB2, партыя MP 2418273\n');
  });

  it('takes an Uzbek PINFL and passport after their names (uz/pinfl, uz/passport)', () => {
    expect(redact('JShShIR / PINFL: 41205890260414, pasport: AC 4182736, 2019-yil\n')).toBe('JShShIR / PINFL: [NATIONAL_ID], pasport: [NATIONAL_ID], 2019-yil\n');
    // A wrong check digit stays.
    expect(redact('PINFL: 41205890260415\n')).toBe('PINFL: 41205890260415\n');
  });

  it('takes a Tanzanian NIDA number, hyphenated, with or without its name (tz/nida)', () => {
    expect(redact('NIDA: 19890512-14127-00004-18\nMdhamini 19850921-11105-00002-27\n')).toBe('NIDA: [NATIONAL_ID]\nMdhamini [NATIONAL_ID]\n');
    // No month 13.
    expect(redact('Kumb. 19891312-14127-00004-18\n')).toBe('Kumb. 19891312-14127-00004-18\n');
  });

  it('takes an Ethiopian Fayda number and TIN after their names (et/fan, et/tin)', () => {
    expect(redact('የፋይዳ ቁጥር (FAN): 4182 7365 0418 2739\nየግብር ከፋይ መለያ ቁጥር (TIN): 0041827365\n')).toBe('የፋይዳ ቁጥር (FAN): [NATIONAL_ID]\nየግብር ከፋይ መለያ ቁጥር (TIN): [VAT_NUMBER]\n');
    expect(redact('ቅጽ ቁ. 0041827365\n')).toBe('ቅጽ ቁ. 0041827365\n');
  });

  it('takes a Jamaican TRN and an Azerbaijani VÖEN after their names (jm/trn, az/voen)', () => {
    expect(redact('amend the particulars held against TRN 118-427-365.\n')).toBe('amend the particulars held against TRN [NATIONAL_ID].\n');
    expect(redact('fərdi sahibkar (VÖEN 1704182731)\n')).toBe('fərdi sahibkar (VÖEN [VAT_NUMBER])\n');
    // A wrong VÖEN check digit stays.
    expect(redact('fərdi sahibkar (VÖEN 1704182741)\n')).toBe('fərdi sahibkar (VÖEN 1704182741)\n');
  });

  it("takes a Costa Rican insured person's number after número de asegurado (cr/cpf)", () => {
    expect(redact('fecha de nacimiento 27/09/1990, número de asegurado 104180273, aparece\n')).toBe('fecha de nacimiento [DATE], número de asegurado [NATIONAL_ID], aparece\n');
    expect(redact('Consecutivo 104180273\n')).toBe('Consecutivo 104180273\n');
  });
});

describe('numbers after labels (national-id-labelled-twelfth.ts, bank-account-script.ts)', () => {
  it('takes an Azerbaijani FIN and ID card number, and a Jamaican NIS number', () => {
    expect(redact('(FİN: 5KR7T2M, şəxsiyyət vəsiqəsi AZE 14182736,\n')).toBe('(FİN: [NATIONAL_ID], şəxsiyyət vəsiqəsi [NATIONAL_ID],\n');
    expect(redact('    NIS No.:           D418273\n')).toBe('    NIS No.:           [NATIONAL_ID]\n');
    // Digits only after FIN, and French "fin", stay.
    expect(redact('FİN: 1234567\nla fin ABCD123\n')).toBe('FİN: 1234567\nla fin ABCD123\n');
  });

  it('takes an account number after the Uzbek and Amharic words for it', () => {
    expect(redact("Ish haqi o'tkaziladigan hisob raqami: 20206000904182736001 (MFO 00873)\n")).toBe("Ish haqi o'tkaziladigan hisob raqami: [IBAN] (MFO 00873)\n");
    expect(redact('የሂሳብ ቁጥር: 1000418273654\n')).toBe('የሂሳብ ቁጥር: [IBAN]\n');
    expect(redact('hisob raqami: 2026\n')).toBe('hisob raqami: 2026\n');
  });
});

describe('phone labels (lexicon/phone-words.ts)', () => {
  it('reads Maltese mowbajl and (dar), Spanish "de oficina" and "de habitación"', () => {
    expect(redact('Numru tat-Telefon (mowbajl): 7941 8273\nMowbajl: 9927 4180\n')).toContain('(mowbajl): [PHONE_NUMBER]\nMowbajl: [PHONE_NUMBER]\n');
    expect(redact('Numru tat-Telefon (dar): 2144 1827\n')).toContain('(dar): [PHONE_NUMBER]\n');
    expect(redact('Teléfono de oficina: 2361-4182\nteléfono de habitación: 2253-4182.\n')).toBe('Teléfono de oficina: [PHONE_NUMBER]\nteléfono de habitación: [PHONE_NUMBER].\n');
    // "de oficina" after a word that is no phone's stays.
    expect(redact('Pedido de oficina: 2361-4182\n')).toBe('Pedido de oficina: 2361-4182\n');
  });
});

describe('keys and values the formats hide (json-escaped.ts, csv-block.ts, table-dashed-header.ts)', () => {
  it('reads a JSON document carried as a string inside another (an Azure activity log)', () => {
    const text = '"requestbody": "{\\"osProfile\\":{\\"adminUsername\\":\\"mszabo\\",\\"adminPassword\\":\\"Vinter#2026-Lund\\"}}",\n';
    expect(redact(text)).toBe('"requestbody": "{\\"osProfile\\":{\\"adminUsername\\":\\"[USERNAME]\\",\\"adminPassword\\":\\"[API_KEY]\\"}}",\n');
    // A message in an escaped body: its words are read as written ("OTP" is no firm).
    const sms = '"LPUSH" "queue:sms" "{\\"body\\":\\"your OTP is ready\\"}"\n';
    expect(redact(sms)).toBe(sms);
  });

  it("reads a CSV header after a byte order mark, and Cognito's namespaced columns", () => {
    const club = '\uFEFFMitgliedsnr;Vorname;Straße;Telefon\n1044;Hatice;Eisenbahnstraße 112;0341 6841827\n';
    expect(redact(club)).toBe('\uFEFFMitgliedsnr;Vorname;Straße;Telefon\n1044;[PERSON_NAME];[ADDRESS];[PHONE_NUMBER]\n');
    const cognito = 'email,nickname,preferred_username,cognito:username\nrhi@example.org,Rhi,rhipugh,rhipugh\n';
    expect(redact(cognito)).toBe('email,nickname,preferred_username,cognito:username\n[EMAIL_ADDRESS],[PERSON_NAME],[USERNAME],[USERNAME]\n');
    // A column that says nothing stays.
    expect(redact('\uFEFFsku;colour;size\nA-1023;Rhi;XL\n')).toBe('\uFEFFsku;colour;size\nA-1023;Rhi;XL\n');
  });

  it("reads a table underlined with dashes (PowerShell's Format-Table)", () => {
    const table = 'Name                     SamAccountName\n----                     --------------\nRauscher Theresa         t.rauscher\n\n';
    expect(redact(table)).toBe('Name                     SamAccountName\n----                     --------------\n[PERSON_NAME]         [USERNAME]\n\n');
    const processes = 'ProcessName    Id\n-----------    --\nsvchost        t.rauscher\n\n';
    expect(redact(processes)).toBe(processes);
  });
});

describe('names, logins, passwords and dates in technical texts', () => {
  it("takes the names of a certificate's subject (person-name-dn.ts)", () => {
    expect(redact('Subject: C = EE, CN = "OBERLÄNDER,KATHARINA,48905120277", SN = OBERLÄNDER, GN = KATHARINA\n')).toBe(
      'Subject: C = EE, CN = "[PERSON_NAME],[NATIONAL_ID]", SN = [PERSON_NAME], GN = [PERSON_NAME]\n',
    );
    expect(redact('device SN=4F2A91 rebooted\n')).toBe('device SN=4F2A91 rebooted\n');
  });

  it("takes the owner's given name in a Mac's host name (person-name-mac-host.ts)", () => {
    expect(redact('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKd91mR4tP7x mkowalczyk@MacBook-Pro-von-Magdalena.local\n')).toBe(
      'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKd91mR4tP7x [USERNAME]@MacBook-Pro-von-[PERSON_NAME].local\n',
    );
    expect(redact('runner@MacBook-Pro-von-Build.local\n')).toBe('runner@MacBook-Pro-von-Build.local\n');
  });

  it("takes PuTTY's saved login, a plain-text PowerShell password and a Firebase rawId", () => {
    expect(redact('"HostName"="ioana.muresan@10.41.82.7"\n')).toBe('"HostName"="[USERNAME]@10.41.82.7"\n');
    expect(redact('(ConvertTo-SecureString "Sommer2026!Graz" -AsPlainText -Force)\n')).toBe('(ConvertTo-SecureString "[API_KEY]" -AsPlainText -Force)\n');
    expect(redact('$pw = ConvertTo-SecureString $plain -AsPlainText -Force\n')).toBe('$pw = ConvertTo-SecureString $plain -AsPlainText -Force\n');
    expect(redact('"rawId": "104182736509418273651",\n')).toBe('"rawId": "[USERNAME]",\n');
  });

  it("takes a card's expiry date after its word (date-card-expiry.ts)", () => {
    expect(redact('the full one she read out was 4532 7518 4182 7360 exp 09/28, delete after booking\n')).toBe(
      'the full one she read out was [CREDIT_CARD] exp [DATE], delete after booking\n',
    );
    expect(redact('final score 09/28 after extra time\n')).toBe('final score 09/28 after extra time\n');
  });
});
