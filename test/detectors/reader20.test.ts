import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * The values the twentieth independent reader left standing (docs/reader.md, "The twentieth
 * reading"), fixed after it: each case with the default options and the exact redacted text,
 * beside a near miss that must stay. Each case failed before its fix.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('national ids of the reading (national-ids/world-twentieth.ts)', () => {
  it('takes the Omani civil number after الرقم المدني or ر.م (om/civil-number)', () => {
    expect(redact('الرقم المدني: 12093847   تاريخ الميلاد\n')).toBe('الرقم المدني: [NATIONAL_ID]   تاريخ الميلاد\n');
    expect(redact('1) يوسف بن خلفان الرواحي   ر.م 09582731\n')).toContain('ر.م [NATIONAL_ID]\n');
    // A fax number and a commercial register's number stay.
    expect(redact('فاكس: 24567194\n')).toBe('فاكس: 24567194\n');
    expect(redact('سجل تجاري رقم: 12847365\n')).toBe('سجل تجاري رقم: 12847365\n');
  });

  it("takes Bahrain's CPR after its name, the 3rd and 4th digits a month (bh/cpr)", () => {
    expect(redact('CPR No. / الرقم الشخصي:       870614293\n')).toBe('CPR No. / الرقم الشخصي:       [NATIONAL_ID]\n');
    expect(redact('(wife, CPR 900301847)\n')).toBe('(wife, CPR [NATIONAL_ID])\n');
    expect(redact('CPR No.: 871314293\n')).toBe('CPR No.: 871314293\n');
    expect(redact('Receipt 870614293\n')).toBe('Receipt 870614293\n');
  });

  it('takes the Namibian and Barbadian numbers led by a birth date after their names (na/id-number, bb/nrn)', () => {
    expect(redact('3. Identity No. / Identiteitsnr:     43071500274\n')).toBe('3. Identity No. / Identiteitsnr:     [NATIONAL_ID]\n');
    expect(redact('   ID No.:        68112400391\n')).toBe('   ID No.:        [NATIONAL_ID]\n');
    expect(redact('Control no: 43071500274\n')).toBe('Control no: 43071500274\n');
    expect(redact('ID No.: 43131500274\n')).toBe('ID No.: 43131500274\n');
    expect(redact('Sex: F   NRN: 240202-0318\n')).toBe('Sex: F   NRN: [NATIONAL_ID]\n');
    expect(redact('Batch 240202-0318\n')).toBe('Batch 240202-0318\n');
  });

  it("takes São Tomé's BI, Togo's CNI and Vanuatu's passport and VNPF numbers after their names", () => {
    expect(redact('Bilhete de Identidade n.º 200847153, emitido em\n')).toBe('Bilhete de Identidade n.º [NATIONAL_ID], emitido em\n');
    expect(redact('Número do processo: 200847153\n')).toBe('Número do processo: 200847153\n');
    expect(redact("titulaire de la carte nationale d'identité n° 0417-238-1095 délivrée\n")).toBe("titulaire de la carte nationale d'identité n° [NATIONAL_ID] délivrée\n");
    expect(redact('Dossier n° 0417-238-1095\n')).toBe('Dossier n° 0417-238-1095\n');
    expect(redact('  Pasport namba: RV0412873\n  VNPF namba: 2041873\n')).toBe('  Pasport namba: [NATIONAL_ID]\n  VNPF namba: [NATIONAL_ID]\n');
    expect(redact('Risit namba: 2041873, Part RV0412873\n')).toBe('Risit namba: 2041873, Part RV0412873\n');
  });
});

describe('user names and addresses of the machine texts', () => {
  it('takes an address in a file name, up to the TLD before the extension (email.ts)', () => {
    expect(redact('REST.PUT.OBJECT invoices/2026/11/INV-88213-jane.doe%40gmail.com.pdf "PUT /x"\n')).toBe('REST.PUT.OBJECT invoices/2026/11/[EMAIL_ADDRESS].pdf "PUT /x"\n');
    expect(redact('attached: jane.doe@example.org.csv\n')).toBe('attached: [EMAIL_ADDRESS].csv\n');
    // An extension after a host with no TLD stays.
    expect(redact('wrote report@build.pdf\n')).toBe('wrote report@build.pdf\n');
  });

  it("takes Squid's user column before the hierarchy code (username-squid.ts)", () => {
    const line = '1764052933.870     48 10.20.4.37 TCP_MISS/200 1893 GET http://intranet.example.local/hr aoife.mcgrath HIER_DIRECT/10.20.1.5 text/html\n';
    expect(redact(line)).toBe('1764052933.870     48 10.20.4.37 TCP_MISS/200 1893 GET http://intranet.example.local/hr [USERNAME] HIER_DIRECT/10.20.1.5 text/html\n');
    const none = '1764052961.908    302 10.20.4.88 TCP_TUNNEL/200 4470 CONNECT mail.google.com:443 - HIER_DIRECT/142.250.179.197 -\n';
    expect(redact(none)).toBe(none);
  });

  it("takes an STS assumed role's session named for a person (username-aws-arn.ts)", () => {
    expect(redact('requester arn:aws:sts::418273645019:assumed-role/support-readonly/keisha.baptiste ok\n')).toBe('requester arn:aws:sts::418273645019:assumed-role/support-readonly/[USERNAME] ok\n');
    const instance = 'requester arn:aws:sts::418273645019:assumed-role/ci-deployer/i-0a1b2c3d4e5f67890 ok\n';
    expect(redact(instance)).toBe(instance);
  });
});

describe("the reading's form words are no names (names/names-foreign-words.ts)", () => {
  it('leaves Bislama, Portuguese, Afrikaans and French labels, and still takes the names beside them', () => {
    expect(redact('Premium: VT 1,850,000   Taem blong lis: 75 yia\n')).toBe('Premium: VT 1,850,000   Taem blong lis: 75 yia\n');
    expect(redact('Tingting: Sapos yu wantem jenisim eni samting long lis ia\n')).toBe('Tingting: Sapos yu wantem jenisim eni samting long lis ia\n');
    expect(redact(' Língua Portuguesa    14\n Educação Física    17\n')).toBe(' Língua Portuguesa    14\n Educação Física    17\n');
    expect(redact('6. Marital status / Huwelikstaat:    Widow / Weduwee\n')).toBe('6. Marital status / Huwelikstaat:    Widow / Weduwee\n');
    expect(redact('REPUBLIQUE TOGOLAISE      Travail - Liberté - Patrie\n')).toBe('REPUBLIQUE TOGOLAISE      Travail - Liberté - Patrie\n');
    expect(redact('Spouse (deceased) / Eggenoot (oorlede): Jacobus Petrus van Wyk\n')).toBe('Spouse (deceased) / Eggenoot (oorlede): [PERSON_NAME]\n');
  });
});
