import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * The standing values of the tenth to twelfth readings, a third round (docs/reader.md,
 * "leaks24"): each case with the default options and the exact redacted text, beside a near
 * miss that must stay. Fictitious people and numbers.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('Belarusian names (names/names-cyrillic.ts)', () => {
  it('takes a name in the dative and one in the nominative with its patronymic', () => {
    expect(redact('Дадзена Лукашык Вользе Сяргееўне, 14.02.1990 года нараджэння.\n')).toBe('Дадзена [PERSON_NAME], [DATE] года нараджэння.\n');
    expect(redact('Муж, Пракаповіч Сяргей Іванавіч (асабісты нумар ёсць).\n')).toBe('Муж, [PERSON_NAME] (асабісты нумар ёсць).\n');
    expect(redact('Дачка, Зайцава Алеся Андрэеўна, вучыцца.\n')).toBe('Дачка, [PERSON_NAME], вучыцца.\n');
    // Capitalized words with no family name's or patronymic's ending stay.
    expect(redact('Мінскі Гарадскі Выканаўчы камітэт.\n')).toBe('Мінскі Гарадскі Выканаўчы камітэт.\n');
  });
});

describe('Amharic names after their labels and titles (person-name-script-labelled.ts)', () => {
  it('takes the value of ሙሉ ስም and ስም, and a name after a title', () => {
    expect(redact('1. መረጃ\nሙሉ ስም: መሰረት አበበ ታደሰ\nፆታ: ሴት\n')).toBe('1. መረጃ\nሙሉ ስም: [PERSON_NAME]\nፆታ: ሴት\n');
    expect(redact('ተጠሪ\nስም፦ ሄኖክ ዳንኤል ወልዴ (ወንድም)\nስልክ፦ የለም\n')).toBe('ተጠሪ\nስም፦ [PERSON_NAME] (ወንድም)\nስልክ፦ የለም\n');
    expect(redact('ያረጋገጠው፡ አቶ ተክሌ በቀለ\n')).toBe('ያረጋገጠው፡ አቶ [PERSON_NAME]\n');
    // A bank's name under a name label stays.
    expect(redact('ቅርንጫፍ\nየባንክ ስም: የኢትዮጵያ ንግድ ባንክ\n')).toBe('ቅርንጫፍ\nየባንክ ስም: የኢትዮጵያ ንግድ ባንክ\n');
  });
});

describe('Senegalese numbers (national-ids/world-twelfth.ts, bank-account-national.ts)', () => {
  it('takes the IPRES and CSS numbers after their institutions', () => {
    expect(redact("Il est immatriculé à l'IPRES sous le n° 527 410 83 et à la Caisse de Sécurité Sociale sous le n° CSS-0527410.\n")).toBe(
      "Il est immatriculé à l'IPRES sous le n° [NATIONAL_ID] et à la [ORGANIZATION] sous le n° [NATIONAL_ID].\n",
    );
    // The same shapes with no institution near stay: a ticket's key, an order number.
    expect(redact('Fixed in ticket CSS-0527410; order 527 410 83 shipped.\n')).toBe('Fixed in ticket CSS-0527410; order 527 410 83 shipped.\n');
  });

  it('takes a UEMOA RIB after `compte` when its key holds', () => {
    expect(redact('Son salaire est viré sur son compte n°\nSN012 01001 004182736501 92 ouvert à la CBAO.\n')).toBe(
      'Son salaire est viré sur son compte n°\n[IBAN] ouvert à la CBAO.\n',
    );
    // A wrong key stays.
    expect(redact('Son salaire est viré sur son compte n°\nSN012 01001 004182736501 42 ouvert à la CBAO.\n')).toBe(
      'Son salaire est viré sur son compte n°\nSN012 01001 004182736501 42 ouvert à la CBAO.\n',
    );
  });
});

describe('five-digit postcodes on an address line (zip-code.ts)', () => {
  it('takes five digits after `código postal`; a bracketed number after a word stays', () => {
    expect(redact('Domicilio: casa 14B, código postal 10203.\n')).toBe('Domicilio: casa 14B, código postal [ZIP_CODE].\n');
    expect(redact('see Invoice (12345) attached\n')).toBe('see Invoice (12345) attached\n');
  });

  it('takes `Town, 01010` ending the line under a street line; the same line under no street stays', () => {
    expect(redact('Señora\n7a. avenida 3-18, zona 9\nCiudad de Mixco, 01057\n')).toBe('Señora\n[ADDRESS]\nCiudad de [ADDRESS], [ZIP_CODE]\n');
    expect(redact('Capítulo 3, versión 2\nCiudad de Mixco, 01057\n')).toBe('Capítulo 3, versión 2\nCiudad de [ADDRESS], 01057\n');
  });
});

describe('Guatemalan grid and Costa Rican landmark addresses (address-grid-street.ts)', () => {
  it('takes an ordinal avenue with its hyphenated number, zone, building and flat', () => {
    expect(redact('Dirección: 7a. avenida 3-18, zona 9, Edificio Plaza Vista, apto. 4B\n')).toBe('Dirección: [ADDRESS]\n');
    expect(redact('Vive en la 12 calle 3-40, zona 1.\n')).toBe('Vive en la [ADDRESS].\n');
    // The avenue with no number stays.
    expect(redact('La 7a. avenida estaba cerrada.\n')).toBe('La 7a. avenida estaba cerrada.\n');
  });

  it('takes a landmark address with its neighbourhood and house; a direction alone stays', () => {
    expect(redact('Domicilio: Barrio Escalante, de la Pulpería La Luz\n150 m sur y 25 m oeste, casa 9C.\n')).toBe('Domicilio: [ADDRESS].\n');
    expect(redact('Gire 200 m norte y luego 50 m este.\n')).toBe('Gire 200 m norte y luego 50 m este.\n');
  });
});

describe('names beside a found one (names/names-beside.ts)', () => {
  it('joins a middle initial between two found names, and a given name with its initial before a found surname in capitals', () => {
    expect(redact('Petitioner DELPHINE M. ARCENEAUX, and Delphine Arceneaux herself.\n')).toBe('Petitioner [PERSON_NAME], and [PERSON_NAME] herself.\n');
    expect(redact('Respondent REGINALD T. ARCENEAUX, and Reginald Arceneaux himself.\n')).toBe('Respondent [PERSON_NAME], and [PERSON_NAME] himself.\n');
    // A word in capitals that is no given name before the initial stays.
    expect(redact('Exhibit ANNEX B. ARCENEAUX, and Reginald Arceneaux himself.\n')).toBe('Exhibit ANNEX B. [PERSON_NAME], and [PERSON_NAME] himself.\n');
  });

  it("takes the given name the lists lack between a form's label and a found name ending its line", () => {
    expect(redact('Jina kamili: Neema Joseph Mwakalinga\nSimu: hakuna\n')).toBe('Jina kamili: [PERSON_NAME]\nSimu: hakuna\n');
    // A common word between the label and the name stays.
    expect(redact('Subject: Meeting Joseph Mwakalinga\n')).toBe('Subject: Meeting [PERSON_NAME]\n');
  });
});
