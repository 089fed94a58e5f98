import { describe, expect, it } from 'vitest';
import { DocumentMemory } from '../../src/engine/memory.js';
import { createRedactor } from '../../src/engine/redactor.js';

/** What `anonymize text` gives with default options: one memory for the text. */
function redact(text: string): string {
  const redactor = createRedactor({});
  const memory = new DocumentMemory();
  redactor.recorder(memory).analyze(text);
  return redactor.forDocument(memory).redact(text).text;
}

describe('issue 13: names seen by users', () => {
  it.each([
    ['John Smith called.', '[PERSON_NAME] called.'],
    ['Michael Brown and David Miller signed.', '[PERSON_NAME] and [PERSON_NAME] signed.'],
    ['Jane Roe met John Doe', '[PERSON_NAME] met [PERSON_NAME]'],
    // A given name alone is a person, not an address; context keeps "Smith Tower" and "Brown University" apart.
    ['I met Mary yesterday', 'I met [PERSON_NAME] yesterday'],
    ['Smith Tower was sold.', 'Smith Tower was sold.'],
    ['He studied at Brown University.', 'He studied at [ORGANIZATION].'],
  ])('%s', (input, output) => {
    expect(redact(input)).toBe(output);
  });

  it.each([
    ['Poor Jimmy xD', 'Poor [PERSON_NAME] xD'],
    ['its so painful to watch the way Suzanne and Wendy interact', 'its so painful to watch the way [PERSON_NAME] and [PERSON_NAME] interact'],
    ['omg emma is moving to amsterdam', 'omg [PERSON_NAME] is moving to [ADDRESS]'],
    // Lower-case words are read only in informal lines: prose keeps its words.
    ['The applicant lodged an appeal with the court in amsterdam.', 'The applicant lodged an appeal with the court in amsterdam.'],
  ])('informal text: %s', (input, output) => {
    expect(redact(input)).toBe(output);
  });

  it.each([
    ['Name: 王秀英\nRoom: 4', 'Name: [PERSON_NAME]\nRoom: 4'],
    ['이름: 김민준', '이름: [PERSON_NAME]'],
    ['الاسم: محمد الأحمد', 'الاسم: [PERSON_NAME]'],
    ['Dear 王秀英,\nthank you.', 'Dear [PERSON_NAME],\nthank you.'],
    ['氏名：田中太郎', '氏名：[PERSON_NAME]'],
    ['Please call 田中太郎さん tomorrow.', 'Please call [PERSON_NAME]さん tomorrow.'],
    ['Dear Mr 王,', 'Dear Mr [PERSON_NAME],'],
    ['我们明天去北京开会。王先生来了，王秀英女士也来了。', '我们明天去北京开会。[PERSON_NAME]先生来了，[PERSON_NAME]女士也来了。'],
  ])('other scripts after cues: %s', (input, output) => {
    expect(redact(input)).toBe(output);
  });

  it('a defined short name and acronym follow their organization', () => {
    expect(redact('Baltic Timber Holdings plc (BTH) and its parent disagreed; BTH paid.')).toBe('[ORGANIZATION] plc ([ORGANIZATION]) and its parent disagreed; [ORGANIZATION] paid.');
    expect(redact('Northwind Haulage Limited (“Northwind”) appealed. The court held that Northwind had breached the contract.')).toBe(
      '[ORGANIZATION] (“[ORGANIZATION]”) appealed. The court held that [ORGANIZATION] had breached the contract.',
    );
    expect(redact('Northwind Haulage Limited (NHL) was fined; NHL paid.')).toBe('[ORGANIZATION] ([ORGANIZATION]) was fined; [ORGANIZATION] paid.');
  });
});

describe('issue 13: fields whose meaning is known', () => {
  const redactor = createRedactor({});
  it.each([
    ['name', '王秀英'],
    ['name', '김민준'],
    ['name', 'محمد الأحمد'],
    ['full_name', 'Oyelaran Adebanjo'],
    ['Ansprechpartner', 'Karl Weber'],
    ['nombre', 'Lucía Fernández'],
    ['姓名', '王秀英'],
    ['customer', 'mary major'],
  ])('a %s field: %s', (hint, value) => {
    expect(redactor.redact(value, hint).text).toBe('[PERSON_NAME]');
  });

  it('keeps what cannot be a name in a name column', () => {
    expect(redactor.redact('Quarterly total', 'Name').text).toBe('Quarterly total');
    expect(redactor.redact('N/A', 'name').text).toBe('N/A');
    // The name key of a config file.
    expect(redactor.redact('anonymize', 'name').text).toBe('anonymize');
    expect(redactor.redact('@scope/eslint-plugin', 'name').text).toBe('@scope/eslint-plugin');
    expect(redactor.redact('Roe, Jane', 'name').text).toBe('[PERSON_NAME]');
  });

  it('redacts properties that hold a person or organization by definition', () => {
    expect(redactor.redact('Oyelaran Adebanjo', 'creator').text).toBe('[PERSON_NAME]');
    expect(redactor.redact('Oyelaran Adebanjo', 'lastModifiedBy').text).toBe('[PERSON_NAME]');
    expect(redactor.redact('Kestrel Ventures', 'Company').text).toBe('[ORGANIZATION]');
  });
});
