import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * The values the seventh independent reader left standing (docs/reader.md, "The seventh
 * reading"), fixed after it: each case with the default options and the exact redacted text,
 * beside a near miss that must stay. Each case failed before its fix.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('national ids of the reading (national-ids/)', () => {
  it('takes an Emirates ID in its dashed layout, and bare after its name (ae/eid)', () => {
    expect(redact('Emirates ID: 784-1987-2364519-2\n')).toBe('Emirates ID: [NATIONAL_ID]\n');
    expect(redact('son Aarav (Emirates ID\n784-2019-8371925-9) too\n')).toBe('son [PERSON_NAME] (Emirates ID\n[NATIONAL_ID]) too\n');
    // A wrong Luhn digit, or fifteen bare digits with no word, stay.
    expect(redact('Emirates ID: 784-1987-2364519-3\n')).toBe('Emirates ID: 784-1987-2364519-3\n');
    expect(redact('ref 784201983719259\n')).toBe('ref 784201983719259\n');
  });

  it('takes an HKID with its check character in brackets (hk/hkid)', () => {
    expect(redact('HKID No. 香港身份證號碼: K384915(5)\n')).toBe('HKID No. 香港身份證號碼: [NATIONAL_ID]\n');
    expect(redact('Tenant: Y627013(A)\n')).toBe('Tenant: [NATIONAL_ID]\n');
    expect(redact('Tenant: Y627013(4)\n')).toBe('Tenant: Y627013(4)\n');
    expect(redact('see f(3) and g(A)\n')).toBe('see f(3) and g(A)\n');
  });

  it("takes a Colombian cédula and tarjeta de identidad after their names (co/cedula)", () => {
    expect(redact('identificada con cédula de ciudadanía\nNo. 52.834.172 de Bogotá\n')).toBe('identificada con cédula de ciudadanía\nNo. [NATIONAL_ID] de [ADDRESS]\n');
    expect(redact('Rojas Mejía, C.C. 79.482.615. La empresa\n')).toBe('[PERSON_NAME], C.C. [NATIONAL_ID]. La empresa\n');
    expect(redact('the CC 123456 build and 79.482.615 units\n')).toBe('the CC 123456 build and 79.482.615 units\n');
  });

  it('takes a СНИЛС (ru/snils), an NHI (nz/nhi), an NTN (pk/ntn), a Malaysian tax number (my/tin)', () => {
    expect(redact('СНИЛС: 128-734-592 88\n')).toBe('СНИЛС: [NATIONAL_ID]\n');
    expect(redact('СНИЛС: 128-734-592 89\n')).toBe('СНИЛС: 128-734-592 89\n');
    expect(redact('NHI: ZHR4821\n')).toBe('NHI: [NATIONAL_ID]\n');
    expect(redact('Part ZHR4821\n')).toBe('Part ZHR4821\n');
    expect(redact('NTN:                  4172836-9\n')).toBe('NTN:                  [NATIONAL_ID]\n');
    expect(redact('Build 4172836-9\n')).toBe('Build 4172836-9\n');
    expect(redact('No. Cukai Pendapatan : SG 23847196050\n')).toContain(': [NATIONAL_ID]\n');
    expect(redact('Flight SG 23847196050\n')).toBe('Flight SG 23847196050\n');
  });
});

describe('a DICOM header printed as text (dicom-dump.ts)', () => {
  it("takes the patient's name, ids, birth date, phone and the staff's names by their tags (dcmdump, pydicom)", () => {
    const dump = [
      '(0008,0050) SH [RAD26-0418273]                          #  14, 1 AccessionNumber',
      '(0008,1070) PN [BYRNE^DECLAN]                           #  12, 1 OperatorsName',
      '(0010,0010) PN [MCLOUGHLIN^SIOBHAN^MAIRE]               #  24, 1 PatientName',
      '(0010,0020) LO [MRN00482917]                            #  12, 1 PatientID',
      '(0010,0040) CS [F]                                      #   2, 1 PatientSex',
      '(0010,2154) SH [087 294 1836]                           #  12, 1 PatientTelephoneNumbers',
      '',
    ].join('\n');
    expect(redact(dump)).toBe(
      [
        '(0008,0050) SH [[USERNAME]]                          #  14, 1 AccessionNumber',
        '(0008,1070) PN [[PERSON_NAME]]                           #  12, 1 OperatorsName',
        '(0010,0010) PN [[PERSON_NAME]]               #  24, 1 PatientName',
        '(0010,0020) LO [[USERNAME]]                            #  12, 1 PatientID',
        '(0010,0040) CS [F]                                      #   2, 1 PatientSex',
        '(0010,2154) SH [[PHONE_NUMBER]]                           #  12, 1 PatientTelephoneNumbers',
        '',
      ].join('\n'),
    );
    expect(redact("(0010, 0010) Patient's Name                      PN: 'OKAFOR^NGOZI'\n")).toBe("(0010, 0010) Patient's Name                      PN: '[PERSON_NAME]'\n");
  });

  it('leaves a tag named in prose, the sex, the modality and an empty value', () => {
    expect(redact('Check (0010,0010) [the name field] in the viewer\n')).toBe('Check (0010,0010) [the name field] in the viewer\n');
    expect(redact('(0008,0060) CS [CT]                                     #   2, 1 Modality\n')).toBe('(0008,0060) CS [CT]                                     #   2, 1 Modality\n');
    expect(redact('(0010,0020) LO (no value available)                     #   0, 0 PatientID\n')).toBe('(0010,0020) LO (no value available)                     #   0, 0 PatientID\n');
  });
});

describe('phone labels of the reading (lexicon/phone-words.ts)', () => {
  it('reads a number after a Bulgarian or Russian `тел.`, a Hebrew `בטלפון`, a Chinese `電話` in any region', () => {
    expect(redact('тел. 0888 214 936,\n')).toBe('тел. [PHONE_NUMBER],\n');
    expect(redact('בטלפון 04-8545311\n')).toBe('בטלפון [PHONE_NUMBER]\n');
    expect(redact('   Tel 電話: 9173 2846   Email: x\n')).toBe('   Tel 電話: [PHONE_NUMBER]   Email: x\n');
    expect(redact('тел 2024 година\n')).toBe('тел 2024 година\n');
  });
});

describe('an ISO 20022 payment file (pain.001)', () => {
  it('takes the postcode of a <PstCd> element, a Dutch postcode after a postcode word (zip-code.ts)', () => {
    expect(redact('<PstlAdr><PstCd>04109</PstCd><Ctry>DE</Ctry></PstlAdr>\n')).toBe('<PstlAdr><PstCd>[ZIP_CODE]</PstCd><Ctry>DE</Ctry></PstlAdr>\n');
    expect(redact('<PstlAdr><PstCd>1054 GS</PstCd><Ctry>NL</Ctry></PstlAdr>\n')).toBe('<PstlAdr><PstCd>[ZIP_CODE]</PstCd><Ctry>NL</Ctry></PstlAdr>\n');
    expect(redact('Postcode: 1054 GS\n')).toBe('Postcode: [ZIP_CODE]\n');
    // Another element's digits, PostNL's excluded letters, the shape without a postcode word stay.
    expect(redact('<NbOfTxs>04109</NbOfTxs>\n')).toBe('<NbOfTxs>04109</NbOfTxs>\n');
    expect(redact('Postcode: 1054 SS\n')).toBe('Postcode: 1054 SS\n');
    expect(redact('the 1054 GS model\n')).toBe('the 1054 GS model\n');
  });

  it("reads no element's name as a person's (names/names-markup.ts); an IRC log's nick stays a candidate", () => {
    expect(redact('<GrpHdr>\n  <NbOfTxs>3</NbOfTxs>\n</GrpHdr>\n<Cdtr>\n  <Nm>Giulia Santangelo</Nm>\n</Cdtr>\n')).toBe(
      '<GrpHdr>\n  <NbOfTxs>3</NbOfTxs>\n</GrpHdr>\n<Cdtr>\n  <Nm>[PERSON_NAME]</Nm>\n</Cdtr>\n',
    );
    // Two lines that open with a speaker in angle brackets: a pasted IRC log's nicknames (username-irc.ts, leaks30).
    expect(redact('<Anna> hi there\n<Bjorn> ok\n')).toBe('<[USERNAME]> hi there\n<[USERNAME]> ok\n');
  });
});

describe("names in Cyrillic script (names/names-cyrillic.ts)", () => {
  it('takes a full name whose family name or patronymic ends as Slavic ones do, in its cases', () => {
    expect(redact('До\nДеница Петрова Стоянова\nж.к. „Младост“ 1\n')).toBe('До\n[PERSON_NAME]\nж.к. „Младост“ 1\n');
    expect(redact('Дана Кузнецовой Анастасии Игоревне, 1991 г.р.\n')).toBe('Дана [PERSON_NAME], 1991 г.р.\n');
    expect(redact('Уважаема госпожо Стоянова,\n')).toBe('Уважаема госпожо [PERSON_NAME],\n');
  });

  it('leaves capitalized words that end otherwise, and a street named after a person', () => {
    expect(redact('ООО «Северный Ветер Логистик»\n')).toBe('ООО «Северный Ветер Логистик»\n');
    expect(redact('Териториално поделение – София-град\n')).toBe('Териториално поделение – София-град\n');
    expect(redact('ул. Никола Петров 12\n')).toBe('ул. Никола Петров 12\n');
  });
});

describe("a passport's machine-readable zone (mrz.ts)", () => {
  const line1 = 'P<GBRWHITTAKER<<ELEANOR<ROSE<<<<<<<<<<<<<<<<';
  it('takes the second line and the name field where the check digits hold (ICAO 9303 Part 4)', () => {
    expect(redact(`Scanned MRZ:\n${line1}\n5482139075GBR8806149F3109236<<<<<<<<<<<<<<04\n`)).toBe(
      'Scanned MRZ:\nP<GBR[PERSON_NAME]<<<<<<<<<<<<<<<<\n[NATIONAL_ID]\n',
    );
  });
  it('leaves the lines where a check digit fails', () => {
    expect(redact(`Scanned MRZ:\n${line1}\n5482139075GBR8806149F3109236<<<<<<<<<<<<<<05\n`)).toBe(
      `Scanned MRZ:\n${line1}\n5482139075GBR8806149F3109236<<<<<<<<<<<<<<05\n`,
    );
  });
});

describe('a Malay account label (bank-account.ts)', () => {
  it('takes the number after "no. akaun" or "nombor akaun"; "perakaunan" (accounting) labels nothing', () => {
    expect(redact('no. akaun 1640 2931 8457.\n')).toBe('no. akaun [IBAN].\n');
    expect(redact('Nombor akaun: 164029318457\n')).toBe('Nombor akaun: [IBAN]\n');
    expect(redact('perakaunan 2024 12345678\n')).toBe('perakaunan 2024 12345678\n');
  });
});
