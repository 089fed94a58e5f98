import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';
import { knownFieldEntity } from '../../src/lexicon/field-names.js';

/**
 * What the sixteenth and fifteenth readings left standing (docs/reader.md, "leaks36"): each case
 * with the default options and the exact redacted text, beside a near miss that must stay.
 * Fictitious people and numbers.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('account numbers after the label that names them (bank-account.ts)', () => {
  it('takes a French compte … n° with its kind, currency or bank between', () => {
    expect(redact("ainsi que d'un compte en livres libanaises n° 004-182736-001-422.\n")).toBe("ainsi que d'un compte en livres libanaises n° [IBAN].\n");
    expect(redact("utiliser mon compte d'épargne\nà la Unibank, n° 1041827365, ou à défaut\n")).toBe(
      "utiliser mon compte d'épargne\nà la [ORGANIZATION], n° [IBAN], ou à défaut\n",
    );
    expect(redact('Virement sur mon compte n° 1041827365.\n')).toBe('Virement sur mon compte n° [IBAN].\n');
  });
  it('leaves compte tenu and a compte rendu', () => {
    expect(redact('compte tenu de la loi n° 2004-575 du 21 juin 2004\n')).toBe('compte tenu de la loi n° 2004-575 du [DATE]\n');
    expect(redact('voir le compte rendu n° 20241827 de la séance\n')).toBe('voir le compte rendu n° 20241827 de la séance\n');
  });
  it('takes a kind account ending its line, Account # at a provider, a suffix after a hyphen, Turkmen hasaby №', () => {
    expect(redact('the identity details held for your cheque account\n62041827365 are out of date.\n')).toBe(
      'the identity details held for your cheque account\n[IBAN] are out of date.\n',
    );
    expect(redact('Account # at provider: 00418273-65\n')).toBe('Account # at provider: [IBAN]\n');
    expect(redact('pensiýa hasaby № 2041827365, salgyt\n')).toBe('pensiýa hasaby № [IBAN], salgyt\n');
  });
  it('leaves a bare account ending a line and a year', () => {
    expect(redact('take into account\n2024 figures were restated\n')).toBe('take into account\n2024 figures were restated\n');
    expect(redact('Account # at provider: 2024\n')).toBe('Account # at provider: 2024\n');
  });
});

describe("a French identity card's number (national-id-labelled.ts)", () => {
  it('takes the number after carte d’identité [adjective] n°', () => {
    expect(redact("titulaire de la carte d'identité libanaise n° 000418273659, registre\n")).toBe(
      "titulaire de la carte d'identité libanaise n° [NATIONAL_ID], registre\n",
    );
  });
  it('leaves a file’s number and a short one', () => {
    expect(redact("la carte d'identité n° 20241827-18 perdue\n")).toBe("la carte d'identité n° 20241827-18 perdue\n");
    expect(redact("la carte d'identité n° 4182736 perdue\n")).toBe("la carte d'identité n° 4182736 perdue\n");
  });
});

describe('phone numbers after a phone label (lexicon/phone-words.ts, phone.ts)', () => {
  it('takes Arabic النقال, a 9-1-1 record’s ANI/ALI and a second number after “; residencial:”', () => {
    expect(redact('رقم الهاتف النقال المسجل: 6541 8273\n')).toBe('رقم الهاتف النقال المسجل: [PHONE_NUMBER]\n');
    expect(redact('ANI/ALI: 6025418273  WPH2  LAT 33.68412\n')).toBe('ANI/ALI: [PHONE_NUMBER]  WPH2  LAT 33.68412\n');
    expect(redact('Teléfono de contacto: 6418-2736; residencial: 226-4182.\n')).toBe('Teléfono de contacto: [PHONE_NUMBER]; residencial: [PHONE_NUMBER].\n');
  });
  it('leaves a number after a name that is no label, and a second figure after another word', () => {
    expect(redact('Ali: 20241018 order\n')).toBe('Ali: 20241018 order\n');
    expect(redact('Teléfono de contacto: 6418-2736; expediente: 226-4182.\n')).toBe('Teléfono de contacto: [PHONE_NUMBER]; expediente: 226-4182.\n');
  });
});

describe('names under a profile change’s keys and a glossed form label (names-person-cues.ts, field-names.ts)', () => {
  it('takes Keycloak’s previous_/updated_ name values', () => {
    expect(redact('{"previous_first_name": "Cristina", "previous_last_name": "Dumitrescu", "updated_last_name": "Vasilescu"}\n')).toBe(
      '{"previous_first_name": "[PERSON_NAME]", "previous_last_name": "[PERSON_NAME]", "updated_last_name": "[PERSON_NAME]"}\n',
    );
    expect(knownFieldEntity('previous_first_name')).toBe('PERSON_NAME');
    expect(knownFieldEntity('updatedEmail')).toBe('EMAIL_ADDRESS');
  });
  it('leaves a renamed file’s old and new name', () => {
    expect(knownFieldEntity('old_name')).toBeUndefined();
    expect(knownFieldEntity('new_name')).toBeUndefined();
    expect(redact('{"old_name": "Report.pdf", "new_name": "Summary.pdf"}\n')).toBe('{"old_name": "Report.pdf", "new_name": "Summary.pdf"}\n');
  });
  it('takes a value after a label glossed in brackets (USCIS forms)', () => {
    expect(redact(' 4.a. Family Name (Last Name): Ridgeway\n 4.b. Given Name (First Name): Thomas\n')).toBe(
      ' 4.a. Family Name (Last Name): [PERSON_NAME]\n 4.b. Given Name (First Name): [PERSON_NAME]\n',
    );
  });
  it('leaves a bracket after another word', () => {
    expect(redact(' 5. Status (Current): Pending\n')).toBe(' 5. Status (Current): Pending\n');
  });
});

describe('names in Arabic script (names-scripts.ts, person-name-script-labelled.ts)', () => {
  it('takes a name after a title inside a sentence, closed by a comma', () => {
    expect(redact('نشهد بأن السيدة ريما جورج حداد خوري، المولودة في زحلة\n')).toBe('نشهد بأن السيدة [PERSON_NAME]، المولودة في زحلة\n');
  });
  it('leaves an office after the title', () => {
    expect(redact('نرفع الى السيد مدير الفرع المحترم، طلبنا\n')).toBe('نرفع الى السيد مدير الفرع المحترم، طلبنا\n');
  });
  it('takes a Dari witness’s name after Haji, and leaves a representative’s office', () => {
    expect(redact('شاهد اول: حاجی عبدالقدیر ستانکزی، پدر\nشاهد دوم: وکیل گذر، ساکن ناحیه\n')).toBe('شاهد اول: حاجی [PERSON_NAME]، پدر\nشاهد دوم: وکیل گذر، ساکن ناحیه\n');
  });
});

describe('a name in capitals after a label and an English title (person-name-script-labelled.ts)', () => {
  it('takes the name after Mr under a Lao form’s Latin-script label', () => {
    expect(redact('Name in Latin script: Mr SOMPHONE PHOMMAVONG\n')).toBe('Name in Latin script: Mr [PERSON_NAME]\n');
  });
  it('leaves a title before common words', () => {
    expect(redact('Name in Latin script: MS WORD\n')).toBe('Name in Latin script: MS WORD\n');
  });
});

describe('dates in other digits (digits-folded.ts, date.ts)', () => {
  it('takes Lao digits and an Arabic Y/M/D of one-digit month and day', () => {
    expect(redact('ພັນລະຍາ (ເກີດ ໒໒/໐໙/໑໙໙໐)\n')).toBe('ພັນລະຍາ (ເກີດ [DATE])\n');
    expect(redact('المولودة في زحلة بتاريخ ١٩٨٧/٩/٢، تملك\n')).toBe('المولودة في زحلة بتاريخ [DATE]، تملك\n');
    expect(redact('met on 2024/1/15 at noon\n')).toBe('met on [DATE] at noon\n');
  });
  it('leaves a version and a code of one-digit parts', () => {
    expect(redact('PyCharm 2023.1.1 released; build 2024-1-2\n')).toBe('PyCharm 2023.1.1 released; build 2024-1-2\n');
    expect(redact('path /2024/13/2 stays\n')).toBe('path /2024/13/2 stays\n');
  });
});

describe('a CSV block under a form’s questions (csv-block.ts)', () => {
  const header = 'Timestamp,Email Address,Full name,Mobile number,Which shifts can you volunteer for?,Emergency contact (name and phone)\n';
  it('reads the header and takes the cells by column', () => {
    expect(redact(`${header}11/22/2026 12:03:57,dwright@example.com,Darnell Wright,4044182739,All shifts,Keisha\n`)).toBe(
      `${header}[DATE],[EMAIL_ADDRESS],[PERSON_NAME],[PHONE_NUMBER],All shifts,[PERSON_NAME]\n`,
    );
  });
  it('reports an address under Username as an e-mail address', () => {
    const signins = 'Date (UTC),User,Username,Status\n2026-11-20 08:14:02,Awa Ceesay,a.ceesay@example.gm,Success\n';
    expect(redact(signins)).toBe('Date (UTC),User,Username,Status\n[DATE],[PERSON_NAME],[EMAIL_ADDRESS],Success\n');
  });
});
