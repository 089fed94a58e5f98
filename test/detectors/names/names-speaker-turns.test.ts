import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/engine/analyze.js';

/** Every finding as "ENTITY:value@start", in text order, with the default options. */
function found(text: string): string[] {
  return analyze(text, {}, '').map((f) => `${f.entity}:${text.slice(f.start, f.end)}@${f.start}`);
}

// The third reading's call transcript (docs/reader.md): "CALLER:" and "AGENT:" open turns of
// speech, not form fields. Fictitious people only.
describe("a transcript's speaker labels", () => {
  it('takes no opening word of a turn for a name', () => {
    const text =
      'AGENT: Lovely, thank you. And a good contact number?\n' +
      "CALLER: Yeah hi, it's Gareth Pemberton.\n" +
      'AGENT: Perfect. So what can I help with?\n' +
      'CALLER: My direct debit bounced.\n' +
      "AGENT: She'd need to call herself.";
    expect(found(text)).toEqual(['PERSON_NAME:Gareth Pemberton@75']);
  });

  it('still reads a label once, or a repeated label with a name alone, as a field', () => {
    expect(found("Caller: Yeah hi, it's Gareth Pemberton.")).toEqual(['PERSON_NAME:Yeah@8', 'PERSON_NAME:Gareth Pemberton@22']);
    expect(found('Caller: Gareth Pemberton\nAgent: Priya Natarajan\nCaller: Rhiannon Pemberton')).toEqual([
      'PERSON_NAME:Gareth Pemberton@8',
      'PERSON_NAME:Priya Natarajan@32',
      'PERSON_NAME:Rhiannon Pemberton@56',
    ]);
  });
});

// The first reading's support chat (docs/reader.md): a found person's given name in lower case
// after a thanks word.
describe('a given name in lower case after a greeting or thanks word', () => {
  it('takes it when the text names that person capitalised', () => {
    expect(found('[10:03] Agent (Tom): Hi Kayla, thanks for waiting!\n[10:11] Customer: fine fine. thx tom ur the best')).toEqual([
      'PERSON_NAME:Tom@15',
      'PERSON_NAME:Kayla@24',
      'PERSON_NAME:tom@84',
    ]);
  });

  it('takes no lower-case name elsewhere, nor one the text does not name capitalised', () => {
    expect(found('Agent (Tom): hi\nCustomer: tom said it was fine. it was tom who called')).toEqual(['PERSON_NAME:Tom@7']);
    expect(found('Customer: fine fine. thx tom ur the best')).toEqual([]);
  });
});
