import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/engine/analyze.js';

/** Every finding as "ENTITY:value@start", in text order, with the default options. */
function found(text: string): string[] {
  return analyze(text, {}, '').map((f) => `${f.entity}:${text.slice(f.start, f.end)}@${f.start}`);
}

// Leaks found by independent readers (second round): fictitious people only.
describe('a hyphenated given name whose second half no list knows', () => {
  it('takes the pair and the surname after it', () => {
    expect(found('Yesterday Hans-Jürgen Vogel signed the lease.')).toEqual(['PERSON_NAME:Hans-Jürgen Vogel@10']);
    expect(found('Mei-Ling Chen was there too.')).toEqual(['PERSON_NAME:Mei-Ling Chen@0']);
    expect(found('We asked Hans-Jürgen.')).toEqual(['PERSON_NAME:Hans-Jürgen@9']);
  });

  it('takes no brand or region written with a hyphen', () => {
    expect(found('a Mercedes-Benz and a Harley-Davidson')).not.toEqual(expect.arrayContaining([expect.stringMatching(/^PERSON_NAME/)]));
    expect(found('the Franco-German border')).toEqual([]);
  });
});

describe('a nickname in brackets and quotes after a given name alone', () => {
  it('takes the given name and the nickname as one person', () => {
    expect(found('Katarzyna ("Kasia") explained the situation to the landlord.')).toEqual(['PERSON_NAME:Katarzyna ("Kasia")@0']);
    expect(found('Katarzyna (“Kasia”) explained.')).toEqual(['PERSON_NAME:Katarzyna (“Kasia”)@0']);
    expect(found('Robert (Bob) said no.')).toEqual(['PERSON_NAME:Robert (Bob)@0']);
  });

  it('takes a surname after the nickname too', () => {
    expect(found('Katarzyna ("Kasia") Nowak explained.')).toEqual(['PERSON_NAME:Katarzyna ("Kasia") Nowak@0']);
  });

  it('takes no company and its short name', () => {
    expect(found('Acmecorp ("Acme") said')).toEqual([]);
  });
});

describe('a name after a word for kin', () => {
  it('takes a short name no list knows', () => {
    expect(found("Pt's son Duc visited on Monday.")).toEqual(['PERSON_NAME:Duc@9']);
    expect(found('Her husband Thao called; Thao will come back.')).toEqual(['PERSON_NAME:Thao@12', 'PERSON_NAME:Thao@25']);
  });

  it('takes no word, product or place after kin', () => {
    expect(found('my brother Windows laptop')).toEqual([]);
  });
});

describe('a name given in lower case under a label, and mentioned again', () => {
  it('takes the value and its later mentions, lower-case or capitalised', () => {
    expect(found('name: jan kowalski\nphone: none\n\nlater jan said he would call. Kowalski agreed.')).toEqual([
      'PERSON_NAME:jan kowalski@6',
      'PERSON_NAME:jan@38',
      'PERSON_NAME:Kowalski@62',
    ]);
  });

  it('takes a given name that is also a month under a label, capitalised too', () => {
    expect(found('Name: Jan Kowalski')).toEqual(['PERSON_NAME:Jan Kowalski@6']);
  });

  it('keeps a mention that reads as the word, and values no list knows as names', () => {
    expect(found('name: jan kowalski\ndue 5 jan')).toEqual(['PERSON_NAME:jan kowalski@6']);
    expect(found('name: nginx\nowner: root')).toEqual([]);
    expect(found('author: jan')).toEqual([]);
  });
});

describe('over-redactions found by readers', () => {
  it('types no identifier name as an organization; before a number only the number goes', () => {
    expect(found('Please bring your DNI and your NHS card.')).toEqual([]);
    expect(found('Patient NHS number: 943 476 5919')).toEqual(['NATIONAL_ID:943 476 5919@20']);
    expect(found('We need a copy of the DNI please')).toEqual([]);
    expect(found('Can you send me your NIE so I can fill the form')).toEqual([]);
    expect(found('She gave her SSN and NIF over the phone.')).toEqual([]);
  });

  it('still takes the body an acronym names', () => {
    expect(found('the NHS trust said')).toEqual(['ORGANIZATION:NHS@4']);
  });

  it('takes no number after ID for a ZIP code (Idaho only after a comma or a city in capitals)', () => {
    expect(found('The tenant (ID 44821) complained.')).toEqual([]);
    // A customer's record number, not a ZIP code (account-id reports it as USERNAME).
    expect(found('Customer ID 44821')).toEqual(['USERNAME:44821@12']);
    expect(found('Boise, ID 83702')).toEqual(['ZIP_CODE:83702@10']);
    expect(found('BOISE ID 83702')).toEqual(['ZIP_CODE:83702@9']);
  });

  it('keeps a quoted key named for a name and takes its value', () => {
    expect(found('{"LastName":"Hrytsenko"}')).toEqual(['PERSON_NAME:Hrytsenko@13']);
    expect(found("{'LastName': 'Hrytsenko'}")).toEqual(['PERSON_NAME:Hrytsenko@14']);
  });
});

describe('German prose, where every noun is capitalised', () => {
  it('takes no noun no list knows for a person, at a sentence start or inside one', () => {
    expect(found('Wohnung ist zu klein. Vertrag wurde gekündigt.')).toEqual([]);
    expect(found('Die Wohnung ist zu klein und der Vertrag wurde gekündigt.')).toEqual([]);
    expect(found('Wohnung ist zu klein, Vertrag wurde gekündigt\nKündigung erfolgt zum Monatsende, bitte Schlüssel abgeben')).toEqual([]);
  });

  it('still takes people named by a title or the lists, and their later mentions', () => {
    expect(found('Die Wohnung wird durch Herrn Becker übergeben.')).toEqual(['PERSON_NAME:Herrn Becker@23']);
    expect(found('Frau Zlotnik hat angerufen. Zlotnik sagt, die Wohnung ist zu klein.')).toEqual(['PERSON_NAME:Frau Zlotnik@0', 'PERSON_NAME:Zlotnik@28']);
  });

  it('reads English with a German name particle as English', () => {
    expect(found("Where's Kishan? Ursula von der Leyen met Pyrion.")).toEqual(['PERSON_NAME:Kishan@8', 'PERSON_NAME:Ursula von der Leyen@16', 'PERSON_NAME:Pyrion@41']);
  });
});

describe('a team opening a post before "fans"', () => {
  it('takes a name that is no word, not a word', () => {
    expect(found('Leeds fans are the worst lol')).toEqual(['ORGANIZATION:Leeds@0']);
    expect(found('Team fans are great lol')).toEqual([]);
  });
});
