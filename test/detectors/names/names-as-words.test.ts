import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/engine/analyze.js';

/** Every finding as "ENTITY:value", in text order. */
function found(text: string, hint = ''): string[] {
  return analyze(text, {}, hint).map((f) => `${f.entity}:${text.slice(f.start, f.end)}`);
}

// Fictitious people whose names are also English words (Grant, Harry, Link, Tanner, Summer).
describe('names that are also words, told by where they stand', () => {
  it('takes a given or family name with a possessive, also written apart as a tokenised text does', () => {
    expect(found("Grant's car was parked outside.")).toEqual(['PERSON_NAME:Grant']);
    expect(found("Tanner ' s new video is up")).toEqual(['PERSON_NAME:Tanner']);
    expect(found("we packed the bags for Link's trip")).toEqual(['PERSON_NAME:Link']);
    // An article or a possessive word before it makes it the word.
    expect(found("The Court's judgment was final.")).toEqual([]);
    expect(found("I liked the Grant's terms.")).toEqual([]);
  });

  it('takes a given name that is also a word opening a sentence as the subject of a verb', () => {
    expect(found('Harry got a new bike yesterday.')).toEqual(['PERSON_NAME:Harry']);
    expect(found('Summer is coming over later')).toEqual(['PERSON_NAME:Summer']);
    expect(found('Grant knew it all along.')).toEqual(['PERSON_NAME:Grant']);
    // Pronouns, auxiliaries and languages some locale lists as names stay words.
    expect(found('Mine is a blue one.')).toEqual([]);
    expect(found('English was the language of the hearing.')).toEqual([]);
    // A word only a family-name list knows stays a word.
    expect(found('Love is all you need.')).toEqual([]);
    // Nor a large place.
    expect(found('City: Berlin was noted.')).not.toContain('PERSON_NAME:Berlin');
    expect(found("London's streets were empty.")).not.toContain('PERSON_NAME:London');
  });

  it('takes a possessive of a word a family-name list knows only in an informal line', () => {
    expect(found("lol Stone's new video is up")).toEqual(['PERSON_NAME:Stone']);
    // In prose such a word is as often a product's or a language's.
    expect(found("Python's own descriptors need both arguments.")).toEqual([]);
  });
});

describe('a nickname before a name', () => {
  it('takes an unknown word or, inside a sentence, any word before a given or family name that is no word', () => {
    expect(found('Zorv Albert voice, here he comes')).toEqual(['PERSON_NAME:Zorv Albert']);
    expect(found('If only Sleepy Gambino was on the track!')).toEqual(['PERSON_NAME:Sleepy Gambino']);
    // A common word opening a sentence is no part of the name.
    expect(found('Sleepy Gambino was on the track!')).not.toContain('PERSON_NAME:Sleepy Gambino');
  });
});

describe('names joined to a person', () => {
  it('takes a given or family name joined by "and" or "&" to a person found', () => {
    expect(found('Come back soon! Summer & Priyanka are waiting.')).toEqual(['PERSON_NAME:Summer', 'PERSON_NAME:Priyanka']);
    // Not a word that opens a company's name after a person.
    expect(found('Many thanks to Priyanka Raman and New Riders for the book.')).toEqual(['PERSON_NAME:Priyanka Raman']);
  });
});

describe('places from the world lists', () => {
  it('knows short country names written in lower case in a post', () => {
    expect(found('we flew back to korea last week lol')).toEqual(['ADDRESS:korea']);
    // A country compromise also tags as a nationality word is a place.
    expect(found('omg come to philippines soon')).toEqual(['ADDRESS:philippines']);
  });

  it('takes a smaller place in lower case after a preposition of place in a post', () => {
    expect(found('we moved here from mildura last year lol')).toEqual(['ADDRESS:mildura']);
  });
});
