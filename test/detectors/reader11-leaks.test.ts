import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * The values the eleventh independent reader left standing (docs/reader.md, "The eleventh
 * reading"), fixed after it: each case with the default options and the exact redacted text,
 * beside a near miss that must stay. Each case failed before its fix.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('national ids of the reading (national-ids/world-eleventh.ts)', () => {
  it('takes a Moldovan IDNP and CPAS after their names (md/idnp, md/cpas)', () => {
    expect(redact('născută la 14.05.1987, IDNP 2004004182739, CPAS 1004418273652, domiciliată\n')).toBe('născută la [DATE], IDNP [NATIONAL_ID], CPAS [NATIONAL_ID], domiciliată\n');
    // A wrong check digit, and the number with no word, stay.
    expect(redact('a depus cererea (IDNP 2004004182738)\n')).toBe('a depus cererea (IDNP 2004004182738)\n');
    expect(redact('Comanda 2004004182739 a fost expediată\n')).toBe('Comanda 2004004182739 a fost expediată\n');
  });

  it('takes an Armenian public services number after ՀԾՀ (am/psn)', () => {
    expect(redact('Հանրային ծառայությունների համարանիշ (ՀԾՀ)՝ 2207910418\n')).toBe('Հանրային ծառայությունների համարանիշ (ՀԾՀ)՝ [NATIONAL_ID]\n');
    expect(redact('Ելից № 2207910418\n')).toBe('Ելից № 2207910418\n');
  });

  it("takes a Quebec health insurance number after its name (ca/ramq)", () => {
    expect(redact("Numéro d'assurance maladie : TREG 8557 1512\n")).toBe("Numéro d'assurance maladie : [NATIONAL_ID]\n");
    // No month 37 (a woman's month is 51–62), and a code of the same shape with no word, stay.
    expect(redact("Numéro d'assurance maladie : TREG 8537 1512\n")).toBe("Numéro d'assurance maladie : TREG 8537 1512\n");
    expect(redact('Réservation TREG 8557 1512 confirmée\n')).toBe('Réservation TREG 8557 1512 confirmée\n');
  });

  it('takes a Uruguayan cédula after its name (uy/ci)', () => {
    const text = 'Se hace constar que el titular de la cédula de identidad 4.182.736-0 se encuentra registrado.\n';
    expect(redact(text)).toBe(text.replace('4.182.736-0', '[NATIONAL_ID]'));
    // A wrong check digit stays.
    expect(redact(text.replace('-0', '-1'))).toBe(text.replace('-0', '-1'));
  });

  it('takes a Ugandan NIN, URA TIN and NSSF number after their names (ug/nin, ug/tin, ug/nssf)', () => {
    expect(redact('NIN: CF91041027PQLH\nTIN (URA): 1018427364\nNSSF No.: NS004182736\n')).toBe('NIN: [NATIONAL_ID]\nTIN ([ORGANIZATION]): [VAT_NUMBER]\nNSSF No.: [NATIONAL_ID]\n');
    expect(redact('Batch CF91041027PQLH shipped\n')).toBe('Batch CF91041027PQLH shipped\n');
  });

  it('takes Nepali numbers in Devanagari digits after their names (np/citizenship, np/nin, np/pan)', () => {
    expect(redact('को नागरिकता प्रमाणपत्र नं. २७-०१-७४-०५६१२ हराएकोले\n')).toBe('को नागरिकता प्रमाणपत्र नं. [NATIONAL_ID] हराएकोले\n');
    expect(redact('निजको राष्ट्रिय परिचयपत्र नं. ०४१-८२७-३६५-१ र स्थायी लेखा नम्बर (PAN) ६०४१८२७३६ रहेको छ ।\n')).toBe('निजको राष्ट्रिय परिचयपत्र नं. [NATIONAL_ID] र स्थायी लेखा नम्बर (PAN) [VAT_NUMBER] रहेको छ ।\n');
    // A letter's own number stays.
    expect(redact('चलानी नं.: ४१८\n')).toBe('चलानी नं.: ४१८\n');
  });
});

describe('numbers after labels in Mongolian and Armenian (national-id-script-labelled.ts)', () => {
  it('takes a Mongolian register number, ID card and insurance book numbers', () => {
    expect(redact('Иргэн (регистрийн дугаар УБ91052418, иргэний үнэмлэхний\nдугаар 004182736) нь\n')).toBe('Иргэн (регистрийн дугаар [NATIONAL_ID], иргэний үнэмлэхний\nдугаар [NATIONAL_ID]) нь\n');
    expect(redact('Нийгмийн даатгалын дэвтрийн дугаар: 0418273\n')).toBe('Нийгмийн даатгалын дэвтрийн дугаар: [NATIONAL_ID]\n');
    // No month 15 in the birth date, and the code with no label, stay.
    expect(redact('регистрийн дугаар УБ91152418\n')).toBe('регистрийн дугаар УБ91152418\n');
    expect(redact('Маршрут УБ91052418\n')).toBe('Маршрут УБ91052418\n');
  });

  it('takes an Armenian passport and birth certificate number', () => {
    expect(redact('Անձնագիր՝ AN0418273, տրված 014-ի կողմից\n')).toBe('Անձնագիր՝ [NATIONAL_ID], տրված 014-ի կողմից\n');
    expect(redact('ծննդյան վկայական № 4182736։\n')).toBe('ծննդյան վկայական № [NATIONAL_ID]։\n');
    expect(redact('Ելից № 27/4418-Ս\n')).toBe('Ելից № 27/4418-Ս\n');
  });
});

describe('phones after labels in Nepali, Armenian, Mongolian (lexicon/phone-words.ts, phone/label.ts)', () => {
  it('takes a national number after मोबाइल, Հեռախոս՝, հեռ., Утас and teléfono fijo', () => {
    expect(redact('सम्पर्क मोबाइल: ९८४१४१८२७३, इमेल\n')).toBe('सम्पर्क मोबाइल: [PHONE_NUMBER], इमेल\n');
    expect(redact('Հեռախոս՝ 091 418273\n')).toBe('Հեռախոս՝ [PHONE_NUMBER]\n');
    expect(redact('Утас: 9918-4273, 8811-4736\n')).toBe('Утас: [PHONE_NUMBER], [PHONE_NUMBER]\n');
    expect(redact('celular 099 418 273, teléfono fijo 2408 4173\n')).toBe('celular [PHONE_NUMBER], teléfono fijo [PHONE_NUMBER]\n');
    // The same digits after no phone word stay.
    expect(redact('Захиалга: 9918-4273\n')).toBe('Захиалга: 9918-4273\n');
    expect(redact('पत्र संख्या: ९८४१४१८२७३\n')).toBe('पत्र संख्या: ९८४१४१८२७३\n');
  });
});

describe('payment and travel files (boarding-pass.ts, nacha-entry.ts, bai2-fields.ts)', () => {
  it("takes a boarding pass bar code's name, e-ticket and frequent flyer numbers", () => {
    expect(redact('data="M1HALVORSEN/INGRID MRS E7KQ2XM OSLAMSSK 1411 325Y014C0041 147>5181WW5324BSK 2A1174182736490 1SK SK 418273645         N"\n')).toBe(
      'data="M1[PERSON_NAME] E7KQ2XM OSLAMSSK 1411 325Y014C0041 147>5181WW5324BSK 2A[USERNAME] 1SK SK [USERNAME]         N"\n',
    );
    expect(redact('Take the M1 towards LEEDS/BRADFORD AIRPORT\n')).toBe('Take the M1 towards LEEDS/BRADFORD AIRPORT\n');
  });

  const header = '5220LAKESHORE MILLWO                    3418273641PPDPAYROLL   NOV 26261120   1071000010000001\n';
  const entry = '6221210003584418273610       0000248516EMP00417       KOWALSKI, DOROTA M      0071000010000001\n';
  it("takes a NACHA entry's account number and a consumer batch's receiver name", () => {
    expect(redact(header + entry)).toBe(header + '622121000358[IBAN]       0000248516EMP00417       [PERSON_NAME]      0071000010000001\n');
    // A company's batch (CCD): its receiver is a firm, the account stays taken.
    expect(redact(header.replace('PPD', 'CCD') + entry.replace('KOWALSKI, DOROTA M', 'OAKRIDGE SUPPLY     '.trimEnd().padEnd(18)))).toBe(
      header.replace('PPD', 'CCD') + '622121000358[IBAN]       0000248516EMP00417       OAKRIDGE SUPPLY         0071000010000001\n',
    );
    // A routing number that fails the ABA check: no entry, its account stays.
    const company = '6221210003684418273610       0000248516EMP00417       OAKRIDGE SUPPLY         0071000010000001\n';
    expect(redact(company)).toBe(company);
  });

  it("takes a BAI2 file's account number and the names after ORG=, INDN: and ZELLE FROM", () => {
    const head = '01,121000248,LAKESHOREMW,261121,0615,0412,,,2/\n02,LAKESHOREMW,121000248,1,261120,2400,USD,2/\n';
    expect(redact(head + '03,4418273659,USD,010,18427365,,,/\n16,142,36500,0,261120418275,,ZELLE FROM GRAHAM WHITFIELD/\n')).toBe(
      head + '03,[IBAN],USD,010,18427365,,,/\n16,142,36500,0,261120418275,,ZELLE FROM [PERSON_NAME]/\n',
    );
    // Without the file's headers a `03,` line is a CSV row's.
    expect(redact('03,4418273659,USD,010\n')).toBe('03,4418273659,USD,010\n');
    expect(redact('88,ORG=ACME 4410\n')).toBe('88,ORG=ACME 4410\n');
  });
});

describe('accounts before the word for account (bank-account-script.ts)', () => {
  it('takes an Armenian and a Mongolian account number before հաշվին, дансанд', () => {
    expect(redact('«Ամերիաբանկ» ՓԲԸ-ում բացված 1570041827360100 հաշվին։\n')).toBe('«Ամերիաբանկ» ՓԲԸ-ում բացված [IBAN] հաշվին։\n');
    expect(redact('Тэтгэмжийг Хаан банкны 5004182736 тоот дансанд шилжүүлнэ.\n')).toBe('Тэтгэмжийг Хаан банкны [IBAN] тоот дансанд шилжүүлнэ.\n');
    // A year before the word stays.
    expect(redact('Хаан банкны 2026 оны дансны тайлан\n')).toBe('Хаан банкны 2026 оны дансны тайлан\n');
  });
});

describe('a search response (au/ihi, person-name-given-family.ts, search-highlight.ts)', () => {
  it("takes an Australian IHI, sibling given/family keys and the highlight's fragments", () => {
    const source = '{"_source": {"given": "Aoife", "family": "Kavanagh", "ihi": "8003 6082 4182 7369"},\n "highlight": {"family": ["<em>Kavanagh</em>-Moore"], "title": ["<em>Discharge</em> summary"]}}\n';
    expect(redact(source)).toBe(
      '{"_source": {"given": "[PERSON_NAME]", "family": "[PERSON_NAME]", "ihi": "[NATIONAL_ID]"},\n "highlight": {"family": ["[PERSON_NAME]"], "title": ["<em>Discharge</em> summary"]}}\n',
    );
    // A font's family, and an IHI with a wrong Luhn digit, stay.
    expect(redact('{"font": {"family": "Roboto"}, "ihi": "8003 6082 4182 7368"}\n')).toBe('{"font": {"family": "Roboto"}, "ihi": "8003 6082 4182 7368"}\n');
  });
});

describe("a mailing list archive's addresses (email-archive-at.ts)", () => {
  it('takes `local at domain` on the From lines of a pipermail archive', () => {
    expect(redact('From ewa.zielinska at poczta.onet.pl  Mon Nov 16 08:41:27 2026\nFrom: ewa.zielinska at poczta.onet.pl (Ewa Zielińska)\n')).toBe(
      'From [EMAIL_ADDRESS]  [DATE]\nFrom: [EMAIL_ADDRESS] ([PERSON_NAME])\n',
    );
    // " at " in a sentence stays.
    expect(redact('From: the team at example.org\n')).toBe('From: the team at example.org\n');
  });
});

describe('a numeric date with the word for year glued to it (date.ts)', () => {
  it('takes 22.07.1991թ. and 22.07.1991г. but not a date glued to another letter', () => {
    expect(redact('ծնված՝ 22.07.1991թ.\n')).toBe('ծնված՝ [DATE]թ.\n');
    expect(redact('родился 22.07.1991г.\n')).toBe('родился [DATE]г.\n');
    expect(redact('build 22.07.1991x\n')).toBe('build 22.07.1991x\n');
  });
});
