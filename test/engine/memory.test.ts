import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine/analyze.js';
import { DocumentMemory } from '../../src/engine/memory.js';
import { createRedactor } from '../../src/engine/redactor.js';
import type { Finding } from '../../src/engine/types.js';

describe('DocumentMemory', () => {
  it('finds remembered values as their types: whole, a person by each name, an organization by its short names', () => {
    const memory = new DocumentMemory();
    memory.rememberValue('Oyelaran Adebanjo', 'PERSON_NAME');
    memory.rememberValue('Kestrel Ventures Ltd', 'ORGANIZATION');
    memory.rememberValue('a.b@example.com', 'EMAIL_ADDRESS');
    const text = 'Adebanjo of Kestrel Ventures wrote from A.B@example.com; Oyelaran Adebanjo signed. Kestrel agreed. adebanjo?';
    // Only the memory's detector runs; overlaps resolved as always (the whole name wins).
    const found = analyze(text, { memory, detectors: [] });
    expect(found.map((c) => [text.slice(c.start, c.end), c.entity, c.score])).toEqual([
      ['Adebanjo', 'PERSON_NAME', 0.7],
      ['Kestrel Ventures', 'ORGANIZATION', 0.75],
      ['A.B@example.com', 'EMAIL_ADDRESS', 0.85],
      ['Oyelaran Adebanjo', 'PERSON_NAME', 0.85],
      ['Kestrel', 'ORGANIZATION', 0.75],
      // A found person's names alone keep their case ("adebanjo?" stays): a name found wrongly
      // once would have its words taken in every case. A declared one's do not (below).
    ]);
  });

  it('finds a found person whole in capitals or lower case, a declared one by each name too', () => {
    const memory = new DocumentMemory();
    memory.rememberValue('Gareth Pemberton', 'PERSON_NAME');
    const text = 'GARETH PEMBERTON called; gareth pemberton at hotmail; pemberton79; Mr PEMBERTON.';
    expect(analyze(text, { memory, detectors: [] }).map((c) => [text.slice(c.start, c.end), c.score])).toEqual([
      ['GARETH PEMBERTON', 0.7],
      ['gareth pemberton', 0.7],
    ]);
    const declared = new DocumentMemory();
    declared.rememberValue('Gareth Pemberton', 'PERSON_NAME', true);
    expect(analyze(text, { memory: declared, detectors: [] }).map((c) => text.slice(c.start, c.end))).toEqual(['GARETH PEMBERTON', 'gareth pemberton', 'PEMBERTON']);
  });

  it('finds a declared person in capitals or lower case, unless that form is only common words', () => {
    const memory = new DocumentMemory();
    memory.rememberValue('rokafor', 'PERSON_NAME', true);
    memory.rememberValue('Rose Baker', 'PERSON_NAME', true);
    const text = 'ROKAFOR sent it; the baker and a rose; Baker agreed; ROSE BAKER; rose baker.';
    expect(analyze(text, { memory, detectors: [] }).map((c) => [text.slice(c.start, c.end), c.score])).toEqual([
      ['ROKAFOR', 0.7],
      ['Baker', 0.7],
    ]);
  });

  it('files values of one word in other cases under their own keys when they are grouped together', () => {
    // One word hash, grouped in one go when the text first meets it: an address (cased: key
    // "Boulder"), then e-mail addresses (caseless: key "boulder") and an address in capitals.
    const memory = new DocumentMemory();
    memory.rememberValue('12 Boulder Road', 'ADDRESS');
    memory.rememberValue('BOULDER@cd.io', 'EMAIL_ADDRESS');
    memory.rememberValue('9 BOULDER Way', 'ADDRESS');
    memory.rememberValue('boulder@ab.io', 'EMAIL_ADDRESS');
    memory.rememberValue('boulder@ab.io', 'EMAIL_ADDRESS'); // again: nothing changes
    const text = 'boulder@cd.io, 12 Boulder Road, 12 boulder road, 9 BOULDER Way, boulder@AB.io.';
    expect(analyze(text, { memory, detectors: [] }).map((c) => [text.slice(c.start, c.end), c.entity, c.score])).toEqual([
      ['boulder@cd.io', 'EMAIL_ADDRESS', 0.85],
      ['12 Boulder Road', 'ADDRESS', 0.85],
      ['9 BOULDER Way', 'ADDRESS', 0.85],
      ['boulder@AB.io', 'EMAIL_ADDRESS', 0.85],
    ]);
    expect(memory.size).toBe(4);
  });

  it('holds thousands of values and finds them in one pass over the words', () => {
    const memory = new DocumentMemory();
    const letters = (i: number) => [...i.toString(26)].map((d) => String.fromCharCode(97 + parseInt(d, 26))).join('');
    for (let i = 0; i < 20_000; i++) memory.rememberValue(`Kunde${letters(i)} Example`, 'PERSON_NAME');
    const text = `Ask Kunde${letters(19_999)} Example and Kunde${letters(7)} about Kunde${letters(7)} Example.`;
    const t0 = performance.now();
    const found = analyze(text, { memory, detectors: [] });
    expect(performance.now() - t0).toBeLessThan(1000); // loose: the machine is shared
    expect(found.map((c) => text.slice(c.start, c.end))).toEqual([`Kunde${letters(19_999)} Example`, `Kunde${letters(7)}`, `Kunde${letters(7)} Example`]);
  });

  it('finds the first and the last of a few values or of thousands (its table of words grows with them)', () => {
    for (const n of [2, 8, 9, 60, 600, 5000]) {
      const memory = new DocumentMemory();
      for (let i = 0; i < n; i++) memory.rememberValue(`quarryman${i}`, 'USERNAME');
      const text = `quarryman0 and quarryman${n - 1}, not quarryman${n}.`;
      expect(analyze(text, { memory, detectors: [] }).map((c) => text.slice(c.start, c.end))).toEqual(['quarryman0', `quarryman${n - 1}`]);
    }
  });

  it('finds values that share their word in many shapes, and values of one shape that share a word', () => {
    const memory = new DocumentMemory();
    // "Springfield" is the longest word of each: twelve shapes (more than the few groups of a
    // word that are compared one by one), values of one shape, the same value as another type.
    for (let k = 1; k <= 12; k++) memory.rememberValue(`${'7'.repeat(k)} Oak St, Springfield`, 'ADDRESS');
    memory.rememberValue('22 Oak St, Springfield', 'ADDRESS');
    memory.rememberValue('33 Oak St, Springfield', 'ADDRESS');
    memory.rememberValue('22 Oak St, Springfield', 'ORGANIZATION');
    const text = 'To 7777 Oak St, Springfield, 33 Oak St, Springfield, 22 Oak St, Springfield, 777777777777 Oak St, Springfield; not 44 Oak St, Springfield.';
    const found = analyze(text, { memory, detectors: [] });
    expect(found.map((c) => [text.slice(c.start, c.end), c.entity])).toEqual([
      ['7777 Oak St, Springfield', 'ADDRESS'],
      ['33 Oak St, Springfield', 'ADDRESS'],
      ['22 Oak St, Springfield', 'ADDRESS'],
      ['777777777777 Oak St, Springfield', 'ADDRESS'],
    ]);
  });

  it('groups a word’s values when a text first holds the word, in the order remembered, also values remembered after a lookup', () => {
    const memory = new DocumentMemory();
    memory.rememberValue('Quill Harbour Depot', 'ADDRESS');
    memory.rememberValue('ada@quill.example', 'EMAIL_ADDRESS');
    const first = 'Quill Harbour Depot, ada@QUILL.example, QUILL';
    expect(analyze(first, { memory, detectors: [] }).map((c) => [first.slice(c.start, c.end), c.entity])).toEqual([
      ['Quill Harbour Depot', 'ADDRESS'],
      ['ada@QUILL.example', 'EMAIL_ADDRESS'],
    ]);
    // Remembered after the word was met: found too; of one value as two types, the first's.
    memory.rememberValue('bo@quill.example', 'EMAIL_ADDRESS');
    memory.rememberValue('Quill Harbour', 'ORGANIZATION');
    memory.rememberValue('quill harbour', 'USERNAME');
    memory.rememberValue('QUILL HARBOUR', 'LICENSE_KEY');
    const second = 'bo@quill.example at Quill Harbour; QUILL HARBOUR';
    expect(analyze(second, { memory, detectors: [] }).map((c) => [second.slice(c.start, c.end), c.entity])).toEqual([
      ['bo@quill.example', 'EMAIL_ADDRESS'],
      ['Quill Harbour', 'ORGANIZATION'],
      ['QUILL HARBOUR', 'USERNAME'],
    ]);
    // A caseless value whose word has a character beyond ASCII but an ASCII lower case (U+212A
    // KELVIN SIGN is "k"), remembered after the same value as another type: the first type wins.
    const kelvin = new DocumentMemory();
    kelvin.rememberValue('keelson-7', 'USERNAME');
    kelvin.rememberValue('\u212Aeelson-7', 'LICENSE_KEY');
    expect(analyze('keelson-7', { memory: kelvin, detectors: [] }).map((c) => c.entity)).toEqual(['USERNAME']);
  });

  it('remembers 200,000 values at most: a value met after that is not found, nor its names; those before still are', () => {
    const memory = new DocumentMemory();
    memory.rememberValue('Oyelaran Adebanjo', 'PERSON_NAME'); // the value and its names
    let i = 0;
    while (memory.size < 200_000) memory.rememberValue(`customer${i++}@example.com`, 'EMAIL_ADDRESS');
    expect(i).toBe(199_995); // "Oyelaran Adebanjo" and four other names of it
    memory.rememberValue('Gareth Pemberton', 'PERSON_NAME');
    memory.remember('Kestrel Ventures Ltd wrote', [{ start: 0, end: 20, entity: 'ORGANIZATION', score: 0.9, detector: 'organization' }]);
    expect(memory.size).toBe(200_000);
    const text = 'Gareth Pemberton of Kestrel Ventures met Adebanjo and customer199994@example.com, not customer199995@example.com.';
    expect(analyze(text, { memory, detectors: [] }).map((c) => text.slice(c.start, c.end))).toEqual(['Adebanjo', 'customer199994@example.com']);
  });

  it('learns as it goes in one pass: a value applies from where it was first found on', () => {
    const redactor = createRedactor({});
    const once = redactor.forDocument(new DocumentMemory(), true);
    expect(once.redact('Ngozi', '').text).toBe('Ngozi');
    expect(once.redact('Ngozi Eze', 'name').text).toBe('[PERSON_NAME]');
    expect(once.redact('Eze called Ngozi', '').text).toBe('[PERSON_NAME] called [PERSON_NAME]');
  });

  it('skips only whole cells that outrank every remembered value there (skippable)', () => {
    const memory = new DocumentMemory();
    memory.rememberValue('Ada Okafor', 'PERSON_NAME');
    memory.rememberValue('Jo Quinn', 'CUSTOM_ENTITY');
    const cells = ['  Ada Okafor ', 'Ada Okafor', 'call Ada Okafor', 'Jo Quinn', 'a@example.com'].join('\n\u0000\n');
    const at = (v: string, from = 0) => cells.indexOf(v, from);
    const f = (start: number, length: number, score: number, entity: Finding['entity'] = 'PERSON_NAME'): Finding => ({ entity, start, end: start + length, score, detector: 't' });
    const whole = f(at('Ada Okafor'), 10, 0.97);
    const tie = f(at('Ada Okafor', whole.end), 10, 0.85);
    const inNote = f(at('Ada Okafor', at('call')), 10, 0.97);
    // A tie at MAX_SCORE with a value remembered as a type before PERSON_NAME (CUSTOM_ENTITY): not skipped.
    const rival = f(at('Jo Quinn'), 8, 0.85);
    const weak = f(at('a@example.com'), 13, 0.8, 'EMAIL_ADDRESS');
    expect(memory.skippable(cells, [whole, tie, inNote, rival, weak])).toEqual(spansOf([whole, tie]));
  });

  it('finds a value by its word and the character after it: another character, the end of the value or of the text', () => {
    const memory = new DocumentMemory();
    memory.rememberValue('2022-03-01', 'DATE');
    memory.rememberValue('Ada Okafor', 'PERSON_NAME');
    memory.rememberValue('quill\u20137731', 'USERNAME');
    const text = 'paid 2022.15 on 2022-03-01; Ada Okafor, QUILL\u20137731 and quill\u20147731 wrote to Ada Okafor';
    expect(analyze(text, { memory, detectors: [] }).map((c) => [text.slice(c.start, c.end), c.entity])).toEqual([
      ['2022-03-01', 'DATE'],
      ['Ada Okafor', 'PERSON_NAME'],
      ['QUILL\u20137731', 'USERNAME'],
      ['Ada Okafor', 'PERSON_NAME'],
    ]);
  });

  it('keeps one value of several types apart: a tie goes to the type earlier in the catalog, a lookup to the one remembered first', () => {
    const memory = new DocumentMemory();
    // One key, three types, remembered in this order (the catalog's: EMAIL_ADDRESS, USERNAME, API_KEY).
    memory.rememberValue('rook-4471@relay', 'USERNAME');
    memory.rememberValue('ROOK-4471@relay', 'API_KEY');
    memory.rememberValue('rook-4471@Relay', 'EMAIL_ADDRESS');
    const cells = ['rook-4471@relay', 'Rook-4471@relay', 'rook-4471@RELAY'].join('\n\u0000\n');
    const cell = (k: number, entity: Finding['entity']): Finding => ({ entity, start: k * 18, end: k * 18 + 15, score: 0.85, detector: 't' });
    const email = cell(0, 'EMAIL_ADDRESS');
    const user = cell(1, 'USERNAME');
    const key = cell(2, 'API_KEY');
    // Only the e-mail address has no type before its own remembered at that value.
    expect(memory.skippable(cells, [email, user, key])).toEqual(spansOf([email]));
    const text = 'from Rook-4471@relay today';
    expect(analyze(text, { memory, detectors: [] }).map((c) => [text.slice(c.start, c.end), c.entity])).toEqual([['Rook-4471@relay', 'USERNAME']]);
  });

  it('second pass: the whole cells found at MAX_SCORE are skipped and kept, the others get the memory’s values', () => {
    const redactor = createRedactor({});
    const memory = new DocumentMemory();
    const column = ['Ada Okafor', 'Ada Okafor', 'Ada Okafor called, then Okafor wrote'].join('\n\u0000\n');
    const first = redactor.recorder(memory).analyze(column, 'name');
    const person = (start: number, end: number, score: number, detector: string) => ({ entity: 'PERSON_NAME', start, end, score, detector });
    expect(first).toEqual([person(0, 10, 0.85, 'person-name'), person(13, 23, 0.85, 'person-name'), person(26, 36, 0.8, 'person-name'), person(50, 56, 0.75, 'person-name')]);
    expect(memory.skippable(column, first)).toEqual(spansOf(first.slice(0, 2)));
    expect(redactor.forDocument(memory).analyze(column, 'name')).toEqual([
      ...first.slice(0, 2),
      person(26, 36, 0.85, 'document-memory'),
      person(50, 56, 0.85, 'document-memory'),
    ]);
  });
});

/** skippable()'s answer for these findings: start and end of each. */
function spansOf(findings: readonly Finding[]): Int32Array {
  return Int32Array.from(findings.flatMap((f) => [f.start, f.end]));
}
