import { describe, expect, it } from 'vitest';
import { KeywordPlan } from '../../../src/engine/keywords.js';
import { TextScan, type PositionList } from '../../../src/engine/scan/index.js';
import { findLabelledAddresses } from '../../../src/detectors/address/labelled.js';
import address from '../../../src/detectors/address.js';

// The address detector's own cues, as the engine's keyword pass finds them (owner 1: the cues
// of detector 0 of a list of one): the names analysis's and the labels'.
const plan = new KeywordPlan([{ cues: address.cues }]);
const cueHits = (text: string) => plan.occurrences(text).get(1) ?? [];
const spans = (text: string, hits?: PositionList) => findLabelledAddresses(text, new TextScan(text), hits).map((c) => [c.start, c.end]);

// Lines' openings: blanks (up to 44: the label must stand within 40 characters of the line's
// start), qualifiers, every label in several cases, labels inside words, glosses in brackets
// (which may hold a label word inside another word), and what follows a label.
const OPENINGS = ['', ' ', '   ', '\t', ' '.repeat(36), ' '.repeat(39), ' '.repeat(40), ' '.repeat(41), ' '.repeat(44), 'Home ', 'residential ', 'Mailing ', 'CURRENT ', 'Old  '];
const LABELS = ['Address', 'address', 'ADDRESS', 'AdDrEsS', 'IP address', 'Emailaddress', 'Adresse', 'Adresa', 'Adreça', 'ADRESSE', 'Aadress', 'Dirección', 'DIRECCIÓN', 'Direccion', 'Domicilio', 'DOMICILIO', 'Domiciliu', 'Anschrift', 'Indirizzo', 'Endereço', 'Morada', 'Osoite', 'Адрес', 'Адрес регистрации', 'АДРЕС', 'Διεύθυνση', 'Addresses', 'Adrenaline', 'Directive', 'Name'];
const GLOSSES = ['', '', '', ' (line 1)', ' (Address)', ' (xAddress)', ' (Adresse)', ' 地址', ' (Адрес)'];
const AFTER = [': ', ':', ' : ', ' ', ': see above', ''];
const VALUES = ['12 Main Street', 'Calle 145 # 19-34', 'пр. Просвещения, д. 87', 'Apt 5B, 2214 Grand Concourse', 'ul. Długa 5', 'unknown', '4821 Cedar Hollow Dr   Tel: 555', 'Flat 3 (reported 2023)', '10.0.0.1', 'jo@example.com 5 Rd', 'Adresse 7 Quai'];
const PROSE = ['The Court addressed the matter.', 'address 5 lines', 'Adrenaline 5 mg.', '<AdrLine>10126 Torino</AdrLine>', 'The director, at Morada 5.', ''];

describe('labelled addresses from the keyword pass', () => {
  it('finds what the searches for each label word find, in their order, on 3,000 random texts', () => {
    let seed = 29;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
    let found = 0;
    for (let t = 0; t < 3000; t++) {
      const lines: string[] = [];
      for (let k = 1 + Math.floor(next() * 6); k > 0; k--) {
        lines.push(next() < 0.3 ? pick(PROSE) : pick(OPENINGS) + pick(LABELS) + pick(GLOSSES) + pick(AFTER) + pick(VALUES));
      }
      const text = lines.join(next() < 0.2 ? '\r\n' : '\n');
      const expected = spans(text);
      found += expected.length;
      expect(spans(text, cueHits(text)), JSON.stringify(text)).toEqual(expected);
    }
    // The texts hold labelled addresses for the comparison to mean something.
    expect(found).toBeGreaterThan(1000);
  });

  it('reads a line by its label, a gloss that holds a label word, and the first label word of LABEL_WORDS that opens it', () => {
    const cases: [string, string[]][] = [
      ['Address: 12 Main Street\nOther text', ['12 Main Street']],
      ['   Home ADDRESS : Calle 145 # 19-34', ['Calle 145 # 19-34']],
      // "Adreça" is found by no label word of its own: the gloss's "address" (inside a word) makes the line read.
      ['Adreça (xAddress): 12 Main Street', ['12 Main Street']],
      ['Adreça: 12 Main Street', []],
      // A label word where the value starts is after the label's end: it opens no line.
      ['Adreça:Adresse 7 Quai', []],
      ['Адрес регистрации: пр. Просвещения, д. 87', ['пр. Просвещения, д. 87']],
      // A label word beyond 40 characters from the line's start: no address ("ddress" at 40 and 41).
      [`${' '.repeat(39)}Address: 12 Main Street`, ['12 Main Street']],
      [`${' '.repeat(40)}Address: 12 Main Street`, []],
      [`${' '.repeat(40)}Adresse: 12 Main Street`, ['12 Main Street']],
      // "Adresse" (LABEL_WORDS' "Adres") comes after "ddress" in LABEL_WORDS: the second line first.
      ['Adresse: 5 Rue Haute\nAddress: 12 Main Street', ['12 Main Street', '5 Rue Haute']],
    ];
    for (const [text, values] of cases) {
      const expected = values.map((v) => [text.indexOf(v), text.indexOf(v) + v.length]);
      expect(spans(text, cueHits(text)), text).toEqual(expected);
      expect(spans(text), text).toEqual(expected);
    }
  });
});
