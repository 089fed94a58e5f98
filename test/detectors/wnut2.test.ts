import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine/analyze.js';

/** Every finding as "ENTITY:value", in text order (default options). */
function found(text: string): string[] {
  return analyze(text, {}).map((f) => `${f.entity}:${text.slice(f.start, f.end)}`);
}

// Invented posts; the companies and people in them are fictitious or named only as brands.
describe('a company named by what it sells or who works for it (names-followers.ts)', () => {
  it('takes a capitalised surname or word before products, stock, shares, CEO inside a sentence', () => {
    expect(found('I read a list of the top 10 Apple products that break.')).toEqual(['ORGANIZATION:Apple']);
    expect(found('my uncle bought Carpenter stock last week lol')).toEqual(['ORGANIZATION:Carpenter']);
    expect(found('all the Pepper employees went on strike')).toEqual(['ORGANIZATION:Pepper']);
    expect(found('Big fan of Microsoft products since the nineties.')).toEqual(['ORGANIZATION:Microsoft']);
  });

  it('takes one opening a sentence, a surname or a company the lists know, not a plain word', () => {
    expect(found('Apple products should be cheaper than this.')).toEqual(['ORGANIZATION:Apple']);
    expect(found('Dairy products should be cheaper than this.')).toEqual([]);
  });

  it('leaves a plain word, lower case and a run of capitals', () => {
    expect(found('we only sell Dairy products here')).toEqual([]);
    expect(found('I sold all my apple stock yesterday')).toEqual([]);
    expect(found('I love the Game Boy products')).toEqual([]);
  });
});

describe('a person named by those who follow or vote for them (names-followers.ts)', () => {
  it('takes a surname before supporters, fans, voters or administration', () => {
    expect(found('Are there any Trump supporters here and if so, why?')).toEqual(['PERSON_NAME:Trump']);
    expect(found('Nobody asked the Dorsey administration about it.')).toEqual(['PERSON_NAME:Dorsey']);
  });

  it('leaves a given name that is a party, a place, a plain word and a run of capitals', () => {
    expect(found('Some Green supporters marched on Sunday.')).toEqual([]);
    expect(found('We saw the Bristol supporters singing outside.')).toEqual(['ADDRESS:Bristol']);
    expect(found('Are there any Table voters here?')).toEqual([]);
    expect(found('Are there any Star Wars fans here?')).toEqual([]);
  });
});
