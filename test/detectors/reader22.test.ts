import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * The values the twenty-second independent reader left standing (docs/reader.md, "The
 * twenty-second reading"), fixed after it: each case with the default options and the exact
 * redacted text, beside a near miss that must stay.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('national ids of the reading (national-ids/world-twenty-second.ts)', () => {
  it("takes Mali's NINA, compact or spaced, after its name (ml/nina)", () => {
    expect(redact('   NINA : 11840710215023H\n')).toBe('   NINA : [NATIONAL_ID]\n');
    expect(redact('Mandataire : NINA 1 1 90 0101117 148 K, retiré\n')).toBe('Mandataire : NINA [NATIONAL_ID], retiré\n');
    expect(redact('NINA : 1184071021502H\n')).toBe('NINA : 1184071021502H\n');
    expect(redact('Dossier n° : 11840710215023H\n')).toBe('Dossier n° : 11840710215023H\n');
  });

  it("takes an Armenian ID card's, a Bahamian NIB, a Yemeni personal card's and an ABHA number after their names", () => {
    expect(redact('նույնականացման քարտ՝ 009417263\n')).toBe('նույնականացման քարտ՝ [NATIONAL_ID]\n');
    expect(redact('ակտային գրառում N 009417263\n')).toBe('ակտային գրառում N 009417263\n');
    expect(redact('NIB No.:         20418837\n')).toBe('NIB No.:         [NATIONAL_ID]\n');
    expect(redact('Receipt No.: 20418837\n')).toBe('Receipt No.: 20418837\n');
    expect(redact('صورة بطاقة ولي الأمر، رقم البطاقة 01010119634، جوال\n')).toBe('صورة بطاقة ولي الأمر، رقم البطاقة [NATIONAL_ID]، جوال\n');
    expect(redact('رقم الجلوس: 01010119634\n')).toBe('رقم الجلوس: 01010119634\n');
    expect(redact('{"abha_number":"91-4827-3360-1175"}\n')).toBe('{"abha_number":"[NATIONAL_ID]"}\n');
    expect(redact('{"order_id":"91-4827-3360-1175"}\n')).toBe('{"order_id":"91-4827-3360-1175"}\n');
  });

  it("takes Niger's NIF and a Sudanese national number after رقم وطني (no article)", () => {
    expect(redact('NIF : 31874/R\n')).toBe('NIF : [VAT_NUMBER]\n');
    expect(redact('Dossier : 31874/R\n')).toBe('Dossier : 31874/R\n');
    expect(redact('سلمى - رقم وطني 12093158846 - هاتف\n')).toBe('سلمى - رقم وطني [NATIONAL_ID] - هاتف\n');
    expect(redact('سلمى - رقم البلاغ 12093158846 - هاتف\n')).toBe('سلمى - رقم البلاغ 12093158846 - هاتف\n');
  });
});

describe('names of the reading', () => {
  it("takes OpenID Connect's given_name, family_name and middle_name claims (names-person-cues.ts)", () => {
    expect(redact('{"given_name":"Shaji","family_name":"Kurian","middle_name":"Thomas"}\n')).toBe('{"given_name":"[PERSON_NAME]","family_name":"[PERSON_NAME]","middle_name":"[PERSON_NAME]"}\n');
    expect(redact('{"given_name":"admin","family_name":"System"}\n')).toBe('{"given_name":"admin","family_name":"System"}\n');
  });

  it('takes a name after a police rank and its slash (person-name-script-labelled.ts)', () => {
    expect(redact('المتحري: ملازم شرطة/ هشام الصادق بابكر\nالضابط المناوب: نقيب/ مصطفى أحمد كرار\n')).toBe('المتحري: ملازم شرطة/ [PERSON_NAME]\nالضابط المناوب: نقيب/ [PERSON_NAME]\n');
    expect(redact('المتحري: قسم شرطة الصحافة\n')).toBe('المتحري: قسم شرطة الصحافة\n');
    expect(redact('رتبة نقيب في الشرطة\n')).toBe('رتبة نقيب في الشرطة\n');
  });

  it("takes the first witness after Armenian Վկաներ՝ (person-name-script-labelled.ts)", () => {
    expect(redact('Վկաներ՝ Դավիթ Արթուրի Սարգսյան\n')).toBe('Վկաներ՝ [PERSON_NAME]\n');
    expect(redact('Վկաներ՝ չկան\n')).toBe('Վկաներ՝ չկան\n');
  });

  it('leaves the French words of Sahelian forms that opened a line as no names (names-foreign-words.ts)', () => {
    expect(redact('Fraternité - Travail - Progrès\n')).toBe('Fraternité - Travail - Progrès\n');
    expect(redact('   Passeport n° : AA0412736, délivré le 12/01/2024\n')).toBe('   Passeport n° : AA0412736, délivré le [DATE]\n');
    expect(redact('   [x] Photocopie de la carte NINA\n   [x] Ancien permis (original)\n')).toBe('   [x] Photocopie de la carte NINA\n   [x] Ancien permis (original)\n');
    expect(redact('Mandataire ayant retiré le permis : Adama\n')).toBe('Mandataire ayant retiré le permis : [PERSON_NAME]\n');
    expect(redact('  Acomptes versés (ISB) ....\n  Pénalités de retard ....\n')).toBe('  Acomptes versés (ISB) ....\n  Pénalités de retard ....\n');
  });
});
