import { describe, expect, it } from 'vitest';
import { endsWithPhonePhrase, isPhoneLabel, phoneLabelWord } from '../../src/lexicon/phone-words.js';
import { phoneLabelBefore } from '../../src/detectors/phone/label.js';

describe('isPhoneLabel', () => {
  it.each([
    [['Tel']],
    [['Telefon']],
    [['téléphone']],
    [['Móvil']],
    [['phone', 'number']],
    [['Tel', 'Nr']],
    [['home', 'Phone']],
    [['phone', 'home']],
    [['numéro', 'de', 'téléphone']],
    [['contact', 'number']],
    [['homephone']],
    [['telefonnummer']],
    [['phoneno']],
    [['電話番号']],
  ])('%j names a phone number', (words) => {
    expect(isPhoneLabel(words)).toBe(true);
  });

  it.each([[['Aviv']], [['Tel', 'Aviv']], [['contact']], [['microphone']], [['order']], [['ref']], [['cell', 'id']], [[]]])('%j does not', (words) => {
    expect(isPhoneLabel(words)).toBe(false);
  });
});

describe('phoneLabelWord', () => {
  it('rules a word in, out, or to the word before it', () => {
    expect(['Tel', 'Móvil', 'homephone', 'contact', '電話', 'number', 'No', 'home', 'order', 'Application', 'Aviv'].map(phoneLabelWord)).toEqual([
      'label', 'label', 'label', 'label', 'label', 'more', 'more', 'more', 'none', 'none', 'none',
    ]);
  });
});

describe('phoneLabelBefore', () => {
  const before = (text: string) => phoneLabelBefore(text, text.indexOf('0'));
  it.each(['tel. 0', 'Telefon: 0', '{"phone":"0', 'mobile=0', '<phone>0', '**Phone:** 0', '| Handy | 0', 'Phone:\n0', 'Tel (home): 0', '{\\"phone\\":\\"0', 'Tel. N° 0'])(
    '%j',
    (text) => {
      expect(before(text)).toBe(true);
    },
  );

  it.each(['order 0', 'Tel Aviv 0', 'my phone. 0', 'phone, 0', 'telephones; 0', 'see the\nphone list (a) 0'])('%j', (text) => {
    expect(before(text)).toBe(false);
  });

  it('reads a label no further back than 40 characters or the line', () => {
    expect(before(`Phone ${'1 '.repeat(20)}0`)).toBe(false);
    expect(before('Phone\nref 0')).toBe(false);
    expect(before('Phone:        0')).toBe(true); // aligned columns of a form
  });
});

describe('endsWithPhonePhrase', () => {
  it.each([[['chiamarmi', 'al']], [['please', 'call', 'me', 'at']], [['Llámame', 'al']], [['Rufen', 'Sie', 'mich', 'an', 'unter']], [['appelez', 'moi', 'au']], [['called', 'twice', 'from']]])(
    '%j ends with one',
    (words) => {
      expect(endsWithPhonePhrase(words)).toBe(true);
    },
  );

  it.each([[['call']], [['al']], [['call', 'me']], [['moved', 'from']], [['ruf', 'mich', 'an']], [[]]])('%j does not', (words) => {
    expect(endsWithPhonePhrase(words)).toBe(false);
  });
});
