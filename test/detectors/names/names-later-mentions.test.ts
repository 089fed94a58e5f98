import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/engine/analyze.js';
import { DocumentMemory } from '../../../src/engine/memory.js';
import { createRedactor } from '../../../src/engine/redactor.js';

/** The people found, as [start, end, value], in text order. */
function people(text: string): Array<[number, number, string]> {
  return analyze(text, {})
    .filter((f) => f.entity === 'PERSON_NAME')
    .map((f) => [f.start, f.end, text.slice(f.start, f.end)]);
}

/** The same through a document's two passes (what `anonymize text "…"` and files do): the memory finds the name words again. */
function peopleInDocument(text: string): Array<[number, number, string]> {
  const redactor = createRedactor({});
  const memory = new DocumentMemory();
  redactor.recorder(memory).analyze(text);
  return redactor
    .forDocument(memory)
    .analyze(text)
    .filter((f) => f.entity === 'PERSON_NAME')
    .map((f) => [f.start, f.end, text.slice(f.start, f.end)]);
}

// Fictitious people whose surnames are also English words (Stone, Fielding, Will, Young, Grant).
describe('a found person’s surname that is also a word, opening a sentence (corefer)', () => {
  it('is the person when a verb follows', () => {
    const text = 'The witness, Mrs Amber Stone, was heard.\nThe hearing was adjourned several times at the request of the parties.\nStone agreed with the summary.';
    expect(people(text)).toEqual([
      [13, 28, 'Mrs Amber Stone'],
      [112, 117, 'Stone'],
    ]);
    expect(people('Mr Tobias Fielding was heard. Fielding agreed with the summary. The report by Fielding was filed.')).toEqual([
      [0, 18, 'Mr Tobias Fielding'],
      [30, 38, 'Fielding'],
      [78, 86, 'Fielding'],
    ]);
  });

  it('is the person after an adverb, before a parenthetical, with a possessive', () => {
    expect(people('Mrs Amber Stone was heard. Stone then replied. Stone, however, said more. Stone’s evidence was clear.')).toEqual([
      [0, 15, 'Mrs Amber Stone'],
      [27, 32, 'Stone'],
      [47, 52, 'Stone'],
      [74, 79, 'Stone'],
    ]);
    // Inside a sentence it always was.
    expect(people('Mrs Amber Stone was heard. Later Stone said nothing.')).toEqual([
      [0, 15, 'Mrs Amber Stone'],
      [33, 38, 'Stone'],
    ]);
  });

  it('stays the word when no clause of the person follows: a modal verb, an adjective, a noun', () => {
    expect(people('The applicant, Mr Oliver Will, was heard. Will the court proceed? Will said nothing.')).toEqual([
      [15, 29, 'Mr Oliver Will'],
      [66, 70, 'Will'],
    ]);
    expect(people('Ms Rosa Young was heard. Young people were present. Young then replied.')).toEqual([
      [0, 13, 'Ms Rosa Young'],
      [52, 57, 'Young'],
    ]);
    expect(people('Dr Helen Grant was heard. Grant funding ends soon. Grant the request, she said.')).toEqual([[0, 14, 'Dr Helen Grant']]);
    expect(people('Mrs Amber Stone was heard. Stone walls surround the yard. Stone, brick and timber were used.')).toEqual([[0, 15, 'Mrs Amber Stone']]);
  });

  it('stays the word when nobody of that name was found', () => {
    expect(people('The hearing was adjourned. Stone agreed with the summary.')).toEqual([]);
  });

  it('is decided alike by the document memory: a remembered name word opening a sentence that goes on as no clause of theirs is the word', () => {
    expect(peopleInDocument('The applicant, Mr Oliver Will, was heard. Will the court proceed? Will said nothing.')).toEqual([
      [15, 29, 'Mr Oliver Will'],
      [66, 70, 'Will'],
    ]);
    expect(peopleInDocument('Ms Rosa Young was heard. Young people were present. Young then replied.')).toEqual([
      [0, 13, 'Ms Rosa Young'],
      [52, 57, 'Young'],
    ]);
    // Alone on its line (a sign-off) and inside a sentence, it is the person.
    expect(peopleInDocument('Mrs Amber Stone was heard. The report by Stone was filed.\nRegards,\nStone')).toEqual([
      [0, 15, 'Mrs Amber Stone'],
      [41, 46, 'Stone'],
      [67, 72, 'Stone'],
    ]);
  });
});
