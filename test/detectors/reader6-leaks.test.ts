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
