import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * The values the seventeenth independent reader left standing (docs/reader.md, "The
 * seventeenth reading"), fixed after it: each case with the default options and the exact
 * redacted text, beside a near miss that must stay. Each case failed before its fix.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('national ids of the reading (national-ids/world-seventeenth.ts)', () => {
  it("takes Benin's NPI and IFU after their names (bj/npi, bj/ifu)", () => {
    expect(redact('NPI : 1041827365\n')).toBe('NPI : [NATIONAL_ID]\n');
    expect(redact('IFU : 3201910418273\n')).toBe('IFU : [VAT_NUMBER]\n');
    // No name, or an IFU's first digit no taxpayer has: the digits stay.
    expect(redact('Ref 1041827365 paid\n')).toBe('Ref 1041827365 paid\n');
    expect(redact('IFU : 9201910418273\n')).toBe('IFU : 9201910418273\n');
  });

  it("takes Kosovo's personal number after numri personal / lični broj (xk/personal-number)", () => {
    expect(redact('Numri personal: 1241827365\n')).toBe('Numri personal: [NATIONAL_ID]\n');
    expect(redact('Lični broj: 1241827365\n')).toBe('Lični broj: [NATIONAL_ID]\n');
    expect(redact('Fatura nr. 1241827365\n')).toContain(' nr. 1241827365\n');
  });

  it("takes Bhutan's CID after its name, not a US caller id (bt/cid)", () => {
    expect(redact('2. CID No. / ངོ་སྦྱོད་ཨང་ : 11504182736\n')).toBe('2. CID No. / ངོ་སྦྱོད་ཨང་ : [NATIONAL_ID]\n');
    expect(redact('Ugyen Dorji       CID: 10811003456\n')).toContain('CID: [NATIONAL_ID]\n');
    expect(redact('CID: 12125550143\n')).toBe('CID: 12125550143\n');
  });

  it("takes Iraq's national card, civil-status and residence card numbers after their Arabic names (iq/national-card, iq/civil-id)", () => {
    expect(redact('رقم البطاقة الوطنية السابقة: 199104182736\n')).toBe('رقم البطاقة الوطنية السابقة: [NATIONAL_ID]\n');
    // The register's and page's numbers beside the civil-status number stay.
    expect(redact('رقم هوية الأحوال المدنية: 00418273   السجل: 1427   الصحيفة: 83\n')).toBe('رقم هوية الأحوال المدنية: [NATIONAL_ID]   السجل: 1427   الصحيفة: 83\n');
    expect(redact('رقم بطاقة السكن: 2736418\n')).toBe('رقم بطاقة السكن: [NATIONAL_ID]\n');
    expect(redact('رقم الطلب: 199104182736\n')).toBe('رقم الطلب: 199104182736\n');
  });

  it('takes a Maldivian ID card and a Surinamese ID-nummer after their names (mv/id-card, sr/id)', () => {
    expect(redact('ID Card No: A418273\n')).toBe('ID Card No: [NATIONAL_ID]\n');
    expect(redact('Seat A418273 confirmed\n')).toBe('Seat A418273 confirmed\n');
    expect(redact('geboren op 21-11-1972, ID-nummer FA273641, wonende\n')).toBe('geboren op [DATE], ID-nummer [NATIONAL_ID], wonende\n');
    expect(redact('Vlucht FB041827 vertrekt\n')).toBe('Vlucht FB041827 vertrekt\n');
  });

  it("takes Eswatini's PIN by its birth date after its name, and a Sudanese national number (sz/pin, sd/national-number)", () => {
    expect(redact('{"idNumber":"9508196100418"}\n')).toBe('{"idNumber":"[NATIONAL_ID]"}\n');
    expect(redact('and my ID is 8803115800273, please\n')).toBe('and my ID is [NATIONAL_ID], please\n');
    // A thirteenth month: no PIN.
    expect(redact('ID number 9513196100418\n')).toBe('ID number 9513196100418\n');
    expect(redact('{"national_number":"11941827364"}\n')).toBe('{"national_number":"[NATIONAL_ID]"}\n');
    expect(redact('{"order_number":"11941827364"}\n')).toBe('{"order_number":"11941827364"}\n');
  });
});

describe("an OpenVPN status file's clients (username-openvpn-status.ts)", () => {
  it('takes the common names and user names of status versions 1 and 2, not the UNDEF placeholder', () => {
    const v1 = 'OpenVPN CLIENT LIST\nUpdated,2026-11-27 22:41:08\nCommon Name,Real Address,Bytes Received,Bytes Sent,Connected Since\ntpaongo,117.20.41.82:1194,2736,4182,2026-11-27 22:40:51\nROUTING TABLE\nVirtual Address,Common Name,Real Address,Last Ref\n10.8.0.18,tpaongo,117.20.41.82:1194,2026-11-27 22:40:51\n';
    expect(redact(v1)).toBe('OpenVPN CLIENT LIST\nUpdated,[DATE]\nCommon Name,Real Address,Bytes Received,Bytes Sent,Connected Since\n[USERNAME],117.20.41.82:1194,2736,4182,[DATE]\nROUTING TABLE\nVirtual Address,Common Name,Real Address,Last Ref\n10.8.0.18,[USERNAME],117.20.41.82:1194,[DATE]\n');
    expect(redact('CLIENT_LIST,laptop-mele-havili,103.232.18.27:62741,10.8.0.14,,87341,418273,2026-11-27 21:58:02,1764280682,mhavili,57,2,AES-256-GCM\n')).toBe('CLIENT_LIST,[USERNAME],103.232.18.27:62741,10.8.0.14,,87341,418273,[DATE],1764280682,[USERNAME],57,2,AES-256-GCM\n');
    expect(redact('CLIENT_LIST,UNDEF,103.232.18.27:62741,10.8.0.14,,87341,418273,2026-11-27 21:58:02,1764280682,UNDEF,57,2,AES-256-GCM\n')).toBe('CLIENT_LIST,UNDEF,103.232.18.27:62741,10.8.0.14,,87341,418273,[DATE],1764280682,UNDEF,57,2,AES-256-GCM\n');
    // The same row without a status file's header: no client table.
    expect(redact('tpaongo,117.20.41.82:1194,2736,4182,2026-11-27 22:40:51\n')).toBe('tpaongo,117.20.41.82:1194,2736,4182,[DATE]\n');
  });
});
