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
