import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine/analyze.js';
import { foldKey } from '../../src/lexicon/fold.js';
import { isCommonWord, isFamilyName, isGivenName, placeTier } from '../../src/detectors/names/names-gazetteer.js';

/** Every finding as "ENTITY:value", in text order. */
function found(text: string, hint = ''): string[] {
  return analyze(text, {}, hint).map((f) => `${f.entity}:${text.slice(f.start, f.end)}`);
}

describe('gazetteers', () => {
  it('folds case and diacritics, including letters NFD leaves alone', () => {
    expect(foldKey('İzmir')).toBe('izmir');
    expect(foldKey('Wołąsiewicz')).toBe('wolasiewicz');
    expect(foldKey('Großbottwar')).toBe('grossbottwar');
    expect(foldKey('Smith')).toBe('smith');
  });

  it('answers from the data files', () => {
    expect(isGivenName('mehmet')).toBe(true);
    expect(isFamilyName('kowalski')).toBe(true);
    expect(isCommonWord('government')).toBe(true);
    expect(isCommonWord('ankara')).toBe(false);
    expect(placeTier('ankara')).toBe(3);
    expect(placeTier('izmir')).toBe(3);
    expect(placeTier('zzqx')).toBe(0);
  });
});

describe('PERSON_NAME', () => {
  it('reads no names in the products and comment of a user agent in a log line, and still the names beside them', () => {
    const line = '"GET /api HTTP/1.1" 200 "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36" user=Jane Roe';
    expect(found(line)).toEqual(['PERSON_NAME:Jane Roe']);
    expect(found('Signed by Jane Smith/2 on the form.')).toEqual(['PERSON_NAME:Jane Smith']);
  });

  it('a form label names a person, not an identifier after it (a schema or config in plain text)', () => {
    expect(found('name: EmailAddress\nname: Karl Weber\nCustomer: Mary McDonald\n')).toEqual(['PERSON_NAME:Karl Weber', 'PERSON_NAME:Mary McDonald']);
  });

  it('finds later mentions of a known person: surname alone, with another title', () => {
    const text = 'Mrs Marlene Willis appealed. Willis said that Mrs Willis had not been heard.';
    expect(found(text)).toEqual(['PERSON_NAME:Mrs Marlene Willis', 'PERSON_NAME:Willis', 'PERSON_NAME:Mrs Willis']);
  });

  it('takes a whole cell as a name when the column is named like one (the hint)', () => {
    expect(found('Oyelaran')).toEqual([]);
    expect(found('Oyelaran', 'full_name')).toEqual(['PERSON_NAME:Oyelaran']);
    expect(found('Oyelaran', 'username')).toEqual([]);
  });

  it('reads every line of a joined column as one value (the formats join cells one per line)', () => {
    const cells = 'Oyelaran Adebanjo\n\u0000\nmaria lopez\n\u0000\nunknown';
    expect(found(cells, 'customer_name')).toEqual(['PERSON_NAME:Oyelaran Adebanjo', 'PERSON_NAME:maria lopez']);
    expect(found('Northwind Traders\n\u0000\nAcme', 'company')).toEqual(['ORGANIZATION:Northwind Traders', 'ORGANIZATION:Acme']);
    expect(found('Kalogrea', 'city')).toEqual(['ADDRESS:Kalogrea']);
  });

  it('takes the display name of an e-mail address and leaves the address to EMAIL_ADDRESS', () => {
    expect(found('To: Oyelaran Adebanjo <o.adebanjo@example.com>')).toEqual([
      'PERSON_NAME:Oyelaran Adebanjo',
      'EMAIL_ADDRESS:o.adebanjo@example.com',
    ]);
  });

  it('finds a name after a relation or role noun', () => {
    expect(found('The applicants are parents; their daughter, Selma, was born later.')).toEqual(['PERSON_NAME:Selma']);
  });

  it('leaves months, weekdays, headings, articles and generic institutions alone', () => {
    const text = 'THE LAW\n\nOn Monday, 3 May, the Court examined Article 6. The Government and the Ministry replied in June.';
    expect(found(text).filter((f) => /^(PERSON_NAME|ORGANIZATION|ADDRESS):/.test(f))).toEqual([]);
  });
});

describe('ORGANIZATION', () => {
  it('keeps two institutions joined by "and" apart', () => {
    expect(found('He appealed to the Court of Cassation and the Ankara State Security Court.')).toEqual([
      'ORGANIZATION:Court of Cassation',
      'ORGANIZATION:Ankara State Security Court',
    ]);
  });

  it('does not take a law named after an institution', () => {
    expect(found('under section 3 of the Military Service Act')).toEqual([]);
  });

  it('finds an employer after "works for"', () => {
    expect(found('She works for Initech and lives nearby.')).toEqual(['ORGANIZATION:Initech']);
  });
});

describe('ADDRESS', () => {
  it('reports a street, city, state and ZIP line as one finding (not ZIP_CODE confetti)', () => {
    expect(found('Ship to 1600 Pennsylvania Avenue NW, Washington, DC 20500 today.')).toEqual([
      'ADDRESS:1600 Pennsylvania Avenue NW, Washington, DC 20500',
    ]);
  });

  it('finds a small place only after a place cue', () => {
    expect(found('The applicant lived with her family in Kalogrea, a village.')).toEqual(['ADDRESS:Kalogrea']);
    // No place cue: not an address; a word no list knows opening a sentence that goes on in
    // lower case is taken for a name (names-proper.ts), which still removes it.
    expect(found('Kalogrea was mentioned.')).toEqual(['PERSON_NAME:Kalogrea']);
  });

  it('reads a place name that is a common word as a place only after a cue', () => {
    expect(found('He was detained in Van for two days.')).toEqual(['ADDRESS:Van']);
    expect(found('The van was parked outside.')).toEqual([]);
  });
});
