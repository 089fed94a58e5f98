import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * The values the sixth independent reader left standing (docs/reader.md, "The sixth reading"),
 * fixed after it: each case with the default options and the exact redacted text, and the
 * guards that must stay. Each case failed before its fix.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('ASC X12 interchanges (x12.ts)', () => {
  const isa = 'ISA*00*          *00*          *ZZ*CLEARHSE01     *ZZ*BCBSIL         *261124*0912*^*00501*000048213*0*P*:~\n';

  it("takes a subscriber's name, member id, address, postcode and birth date by their segments (005010X222A1, loop 2010BA)", () => {
    expect(redact(`${isa}NM1*IL*1*WOJCIECHOWSKI*MAREK*J***MI*XOH884213557~\nN3*1847 W HURON ST APT 2R~\nN4*CHICAGO*IL*606223108~\nDMG*D8*19810613*M~\nIEA*1*000048213~\n`)).toBe(
      `${isa}NM1*IL*1*[PERSON_NAME]***MI*[USERNAME]~\nN3*[ADDRESS]~\nN4*[ADDRESS]*IL*[ZIP_CODE]~\nDMG*D8*[DATE]*M~\nIEA*1*000048213~\n`,
    );
  });

  it("takes a contact's name, phone and e-mail, a doctor's NPI, the patient's account number", () => {
    expect(redact(`${isa}PER*IC*DANIELA OKONKWO*TE*3125550187~\nNM1*82*1*PATEL*ANJALI****XX*1827364518~\nCLM*PTACCT59281*185.00***11:B:1*Y*A*Y*Y~\nIEA*1*000048213~\n`)).toBe(
      `${isa}PER*IC*[PERSON_NAME]*TE*[PHONE_NUMBER]~\nNM1*82*1*[PERSON_NAME]****XX*[NATIONAL_ID]~\nCLM*[USERNAME]*185.00***11:B:1*Y*A*Y*Y~\nIEA*1*000048213~\n`,
    );
  });

  it("reads nothing without an ISA segment; an organization's name, NPI and address stay", () => {
    expect(redact('NM1*IL*1*WOJCIECHOWSKI*MAREK*J***MI*XOH884213557~')).toBe('NM1*IL*1*WOJCIECHOWSKI*MAREK*J***MI*XOH884213557~');
    expect(redact(`${isa}NM1*85*2*LAKESHORE FAMILY MEDICINE*****XX*1638294714~\nN3*2250 N CLARK ST STE 300~\nIEA*1*000048213~\n`)).toBe(
      `${isa}NM1*85*2*LAKESHORE FAMILY MEDICINE*****XX*1638294714~\nN3*2250 N CLARK ST STE 300~\nIEA*1*000048213~\n`,
    );
  });
});

describe('national ids of the reading (national-ids/)', () => {
  it("takes the Hungarian adóazonosító jel and TAJ szám after their names (hu/adoazonosito, hu/taj)", () => {
    expect(redact('Adóazonosító jel: 8472915360\nTAJ szám: 037 248 152\n')).toBe('Adóazonosító jel: [NATIONAL_ID]\nTAJ szám: [NATIONAL_ID]\n');
    expect(redact('Adóazonosító jel: 8472915361\n')).toBe('Adóazonosító jel: 8472915361\n');
  });

  it('takes a Nigerian NIN and BVN after their names (ng/nin, ng/bvn)', () => {
    expect(redact('NIN: 48291736054          BVN: 22318476509\n')).toBe('NIN: [NATIONAL_ID]          BVN: [NATIONAL_ID]\n');
  });

  it("takes an Aadhaar number in an e-KYC response's uid attribute", () => {
    expect(redact('<UidData uid="482719360549">\n')).toBe('<UidData uid="[NATIONAL_ID]">\n');
  });
});

describe("Windows events' data (windows-event.ts)", () => {
  it("takes the accounts and the display name by the Data element's Name; the field names themselves stay", () => {
    const event = [
      '<EventData>',
      '  <Data Name="TargetUserName">ngozi.okafor</Data>',
      '  <Data Name="TargetSid">S-1-5-21-3623811015-3361044348-30300820-1482</Data>',
      '  <Data Name="SubjectUserName">adm.rkowalczyk</Data>',
      '  <Data Name="DisplayName">Fiona McAllister</Data>',
      '  <Data Name="SubjectUserName">WS-FIN-0417$</Data>',
      '</EventData>',
    ].join('\n');
    expect(redact(event)).toBe([
      '<EventData>',
      '  <Data Name="TargetUserName">[USERNAME]</Data>',
      '  <Data Name="TargetSid">S-1-5-21-3623811015-3361044348-30300820-1482</Data>',
      '  <Data Name="SubjectUserName">[USERNAME]</Data>',
      '  <Data Name="DisplayName">[PERSON_NAME]</Data>',
      '  <Data Name="SubjectUserName">WS-FIN-0417$</Data>',
      '</EventData>',
    ].join('\n'));
  });
});

describe('labels and units of other languages', () => {
  it('reads Finnish, Hungarian and Indonesian phone labels (lexicon/phone-words.ts)', () => {
    expect(redact('Puhelin 040 718 2456\npuh. 020 692 214\nHP: 0812-2047-3318\nTelp. (022) 7512 4480\n')).toBe(
      'Puhelin [PHONE_NUMBER]\npuh. [PHONE_NUMBER]\nHP: [PHONE_NUMBER]\nTelp. [PHONE_NUMBER]\n',
    );
    expect(redact('the HP 15 laptop')).toBe('the HP 15 laptop');
  });

  it("takes a login in angle brackets, as Dovecot logs it (username-assignment)", () => {
    expect(redact('dovecot: imap-login: Login: user=<r.ferreira-lund>, method=PLAIN\n')).toBe('dovecot: imap-login: Login: user=<[USERNAME]>, method=PLAIN\n');
    expect(redact('user=<username>')).toBe('user=<username>');
  });

  it('takes an Eircode under a postal_code key (zip-code)', () => {
    expect(redact('"postal_code": "H91 X2F8",')).toBe('"postal_code": "[ZIP_CODE]",');
  });

  it("keeps a Danish floor and side, a Spanish floor, a Polish lokal and a Finnish staircase with the street (address.ts UNIT_AFTER)", () => {
    expect(redact('Jægersborggade 31, 3. tv.')).toBe('[ADDRESS]');
    expect(redact('"address":"Calle de Serrano 84, 4º B","city"')).toBe('"address":"[ADDRESS]","city"');
    expect(redact('"address":"ul. Marszałkowska 140 lok. 12",')).toBe('"address":"[ADDRESS]",');
    expect(redact('Hämeenkatu 18 B 27\n')).toBe('[ADDRESS]\n');
    expect(redact('I live at 12 Elm Street a 3 minute walk')).toBe('I live at [ADDRESS] a 3 minute walk');
  });

  it('takes a four-digit postcode line under a street line (address/postal-block.ts); a year before a title stays', () => {
    expect(redact('Frederikke Holm Rasmussen\nJægersborggade 31, 3. tv.\n2200 København N\n')).toBe('[PERSON_NAME]\n[ADDRESS]\n[ADDRESS]\n');
    expect(redact('Chapter 3\n2024 Annual Report\n')).toBe('Chapter 3\n2024 Annual Report\n');
  });
});

describe('bank accounts and tax numbers after their labels', () => {
  it("takes an Argentine CBU, a Nigerian NUBAN, a Hungarian account, an Indonesian 'rekening … nomor' (bank-account.ts)", () => {
    expect(redact('Account number (NUBAN): 2087341956\n')).toBe('Account number (NUBAN): [IBAN]\n');
    expect(redact('Bankszámlaszám: 11700247-02837195-00000007\n')).toBe('Bankszámlaszám: [IBAN]\n');
    expect(redact('la caja de ahorro cuya CBU es 2850590994000041827366, me')).toContain('[IBAN], me');
    expect(redact('Account: 10457823 09/26')).toBe('Account: [IBAN] 09/26');
  });

  it('takes an Indonesian NPWP after its name (id/npwp)', () => {
    expect(redact('NPWP                : 18.374.652.8-424.000\n')).toBe('NPWP                : [VAT_NUMBER]\n');
  });
});

describe('common words of Finnish, Hungarian, Danish and Indonesian letters (names-foreign-words.ts)', () => {
  it('are no names at a line start; a surname in their place still is', () => {
    expect(redact('Sähköposti johanna.karkkainen@luukku.com\n')).toBe('Sähköposti [EMAIL_ADDRESS]\n');
    expect(redact('Kérjük, a kedvezményezett eltartott adatait pótolja.\n')).toBe('Kérjük, a kedvezményezett eltartott adatait pótolja.\n');
    expect(redact('Kære Frederikke Holm Rasmussen\n')).toBe('Kære [PERSON_NAME] [PERSON_NAME]\n');
  });
});
