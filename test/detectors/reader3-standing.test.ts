import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine/analyze.js';

/** Every finding as "ENTITY:value@start", in text order, with the default options. */
function found(text: string): string[] {
  return analyze(text, {}, '').map((f) => `${f.entity}:${text.slice(f.start, f.end)}@${f.start}`);
}

// Values the third reading left standing (docs/reader.md, "The third reading"): fictitious only.
describe('account numbers listed after a plural label', () => {
  it('takes every number of the list', () => {
    expect(found('Affected account nos. 30018847 and 30018874.')).toEqual(['IBAN:30018847@22', 'IBAN:30018874@35']);
    expect(found('account numbers 41938265, 41938273 or 41938281')).toEqual(['IBAN:41938265@16', 'IBAN:41938273@26', 'IBAN:41938281@38']);
  });

  it('takes no number after a singular label and a list word', () => {
    expect(found('account no. 30018847 and 20 others')).toEqual(['IBAN:30018847@12']);
  });
});

describe("a support log's agent by login", () => {
  it('takes a login made of a name', () => {
    expect(found('support.note user_id=77120 agent=jfairweather note="called"')).toEqual(['USERNAME:77120@21', 'USERNAME:jfairweather@33']);
    expect(found('agent=j.fairweather')).toEqual(['USERNAME:j.fairweather@6']);
  });

  it('takes no client named by the same key', () => {
    expect(found('agent=okhttp agent=curl/8.4 agent=python-requests')).toEqual([]);
  });
});

describe('a phone number spoken digit by digit after a phone question', () => {
  const transcript =
    'AGENT: And a good contact number in case we get cut off?\n' +
    "CALLER: oh seven seven double-oh, nine double-oh, four one two.\n" +
    'AGENT: Sorry, could you repeat that slowly?\n' +
    'CALLER: Oh seven seven oh oh... nine oh oh... four one two.';

  it('takes ten or eleven digits in words, doubled ones counted twice', () => {
    expect(found(transcript).filter((f) => f.startsWith('PHONE_NUMBER'))).toEqual([
      'PHONE_NUMBER:oh seven seven double-oh, nine double-oh, four one two@65',
      'PHONE_NUMBER:Oh seven seven oh oh... nine oh oh... four one two@173',
    ]);
  });

  it('takes no run of another length, nor one without a phone word', () => {
    expect(found('The card number is four nine two nine, one two three four, five six seven eight, nine oh one two.').filter((f) => f.startsWith('PHONE_NUMBER'))).toEqual([]);
    expect(found('one two three four five six seven eight nine ten')).toEqual([]);
  });
});

describe("a person's name in a file or folder name", () => {
  it('takes a listed surname and given name joined by "_" after a separator', () => {
    expect(found('\\\\NAS\\fotos\\Kunden\\Pichler_Johanna_Bewerbungsfotos\\IMG_8841.CR3')).toEqual(['PERSON_NAME:Pichler_Johanna@19']);
    expect(found('/scans/Johanna_Pichler.pdf')).toEqual(['PERSON_NAME:Johanna_Pichler@7']);
  });

  it('takes no English words', () => {
    expect(found('/srv/Data_Export/Final_Report.pdf')).toEqual([]);
  });
});

describe('a phone number spoken in words, read only after a phone word', () => {
  const filler = 'and the agent read out the terms of the tariff again, slowly, '.repeat(4); // 248 characters
  it('takes a run the window after the phone word cuts, whole', () => {
    const text = `Best number? ${filler}it is oh seven seven double-oh, nine double-oh, four one two.`;
    const start = text.indexOf('oh seven');
    expect(found(text)).toEqual([`PHONE_NUMBER:oh seven seven double-oh, nine double-oh, four one two@${start}`]);
  });

  it('takes none more than 300 characters after the phone word', () => {
    expect(found(`Best number? ${filler}${filler}it is oh seven seven double-oh, nine double-oh, four one two.`)).toEqual([]);
  });
});
