import { describe, expect, it } from 'vitest';
import { DETECTORS } from '../../src/detectors/index.js';
import { analyze } from '../../src/engine/analyze.js';
import { CELL_SEPARATOR, fieldValues, isFieldName, knownFieldTypes } from '../../src/engine/known-fields.js';
import { TextScan } from '../../src/engine/scan/index.js';
import { personFitsField } from '../../src/detectors/names/names-fields.js';
import { findNameSpans } from '../../src/detectors/names/names-analysis.js';

const spans = (text: string, hint: string) => analyze(text, {}, hint).map((f) => [f.entity, text.slice(f.start, f.end), f.detector]);

describe('known fields', () => {
  it("a name column's check is answered once per call: the known-field pass reads the person hint's answers", () => {
    const text = ['Amara Okafor', 'Quarterly total', 'Bogdan Lindqvist'].join(CELL_SEPARATOR);
    const scan = new TextScan(text);
    expect(scan.answered(personFitsField)).toBeUndefined();
    findNameSpans(text, { region: 'US', hint: 'full_name', prior: [], scan });
    // "Quarterly total" failed the hint's own check first (a common word): no answer of personFitsField kept.
    expect([...scan.answers(personFitsField)]).toEqual([['Amara Okafor', true], ['Bogdan Lindqvist', true]]);
    expect(fieldValues(text, 'PERSON_NAME', scan)).toEqual([0, 12, 33, 49]);
    // The pass takes the call's answer as given (here one said otherwise), not asking again.
    scan.answers(personFitsField).set('Bogdan Lindqvist', false);
    expect(fieldValues(text, 'PERSON_NAME', scan)).toEqual([0, 12]);
    expect(fieldValues(text, 'PERSON_NAME')).toEqual([0, 12, 33, 49]);
  });

  it('an address under an address header is one ADDRESS, never only its ZIP code', () => {
    const value = '8372 Willow Road, Springfield, IL 62709';
    for (const hint of ['', 'address', 'Address', 'street', 'home_address', 'Anschrift', 'adresse', 'dirección', '住所']) {
      expect(spans(value, hint), hint).toEqual([['ADDRESS', value, 'address']]);
    }
    expect(spans('Hauptstraße 5, 10115 Berlin', 'Anschrift')).toEqual([['ADDRESS', 'Hauptstraße 5, 10115 Berlin', 'address']]);
    // A value no detector finds whole is the field's all the same.
    expect(spans('丸の内一丁目 東京ビル', '住所')).toEqual([['ADDRESS', '丸の内一丁目 東京ビル', 'known-field']]);
    // One address-cjk finds (the units down to the block numbers).
    expect(spans('東京都千代田区丸の内1-1-1', '住所')).toEqual([['ADDRESS', '東京都千代田区丸の内1-1-1', 'address-cjk']]);
    expect(spans('Flat 2, 41 Quarry Lane, Leeds LS6 2AB', 'address').map((s) => s[1])).toEqual(['Flat 2, 41 Quarry Lane, Leeds LS6 2AB']);
  });

  it("keeps the user's own terms inside a field's value", () => {
    const text = 'Flat 2, 41 Quarry Lane, Leeds LS6 2AB';
    // (What else of the address goes is the overlap resolution's business, see resolve.ts.)
    expect(analyze(text, { custom: { terms: ['Quarry Lane'] } }, 'address').map((f) => [f.entity, text.slice(f.start, f.end)])).toContainEqual([
      'CUSTOM_ENTITY',
      'Quarry Lane',
    ]);
  });

  it('takes each cell of a joined column, and a multi-line address cell whole', () => {
    const column = ['8372 Willow Road, Springfield, IL 62709', '6044 Meadow Drive\nMadison, WI 53703', 'n/a'].join(CELL_SEPARATOR);
    expect(analyze(column, {}, 'address').map((f) => [f.entity, f.start, f.end])).toEqual([
      ['ADDRESS', 0, 39],
      ['ADDRESS', 42, 77],
    ]);
  });

  it('lists the values as [start, end] pairs in one list: trimmed cells, else the lines that fit', () => {
    const column = [' a@example.com ', 'p', 'x\nb@example.org'].join(CELL_SEPARATOR);
    expect(fieldValues(column, 'EMAIL_ADDRESS')).toEqual([1, 14, 24, 37]);
    expect(column.slice(24, 37)).toBe('b@example.org');
    expect(fieldValues(column, 'ZIP_CODE')).toEqual([]);
    // With an allow list, the allowed value is no field value (the detector still finds the other).
    expect(analyze(column, { allow: ['a@example.com'] }, 'email').map((f) => [f.start, f.end, f.detector])).toEqual([[24, 37, 'email']]);
  });

  it('applies a field only to values that fit its type: a line "p" under "mail" is no e-mail address', () => {
    expect(spans('alice@example.com\np\nbob@example.org', 'mail')).toEqual([
      ['EMAIL_ADDRESS', 'alice@example.com', 'email'],
      ['EMAIL_ADDRESS', 'bob@example.org', 'email'],
    ]);
    expect(spans('p', 'mail')).toEqual([]);
    expect(spans('see notes', 'email')).toEqual([]);
    expect(spans('jane@intranet', 'email')).toEqual([['EMAIL_ADDRESS', 'jane@intranet', 'known-field']]);
    expect(spans('see notes', 'phone')).toEqual([]);
    expect(spans('p', 'company')).toEqual([]);
    expect(spans('Quarterly total', 'name')).toEqual([]);
  });

  it('answers alike once a column of values that do not repeat has stopped remembering its answers', () => {
    // 1,100 different names (no answer met twice: the memo of answers is dropped after 1,024 look-ups),
    // then values that must still be told apart: placeholders, a line without a letter, a name
    // of non-ASCII letters only, one met before.
    const given = ['Jane', 'Richard', 'Mary', 'Peter', 'Kenji', 'Amara', 'Priya', 'Lukas', 'Sofia', 'Mateo'];
    const letter = (n: number) => String.fromCharCode(97 + (n % 26));
    const cells = Array.from({ length: 1100 }, (_, i) => `${given[i % 10]} Ha${letter(Math.floor(i / 10))}${letter(Math.floor(i / 260))}ton`);
    cells.push('Unknown', 'NONE', '— —', 'Jane Haaaton', ' Ünal Öztürk ', 'N/A');
    const text = cells.join(CELL_SEPARATOR);
    const values = fieldValues(text, 'PERSON_NAME');
    const found: string[] = [];
    for (let k = 0; k < values.length; k += 2) found.push(text.slice(values[k], values[k + 1]));
    expect(found.length).toBe(1102);
    expect(found.slice(1098)).toEqual(['Sofia Hafeton', 'Mateo Hafeton', 'Jane Haaaton', 'Ünal Öztürk']);
  });

  it('every type a field name gives has a detector that says what fits it', () => {
    for (const entity of knownFieldTypes()) expect(DETECTORS.some((d) => d.entity === entity && d.fitsField), entity).toBe(true);
  });

  it('knows the common header words as field names, and no value as one', () => {
    const headers = ['email', 'E-Mail', 'phone', 'name', 'First Name', 'address', 'city', 'zip', 'ZIP code', 'iban', 'vat', 'ssn', 'passport', 'dob', 'date_of_birth', 'country', 'notes'];
    expect(headers.filter((h) => !isFieldName(h))).toEqual([]);
    expect(['Jane Roe', 'Springfield', '62709', 'alice@example.com', ''].filter(isFieldName)).toEqual([]);
  });
});
