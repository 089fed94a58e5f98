import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/engine/analyze.js';

/** Every finding as "ENTITY:value@start", in text order, with the default options. */
function found(text: string): string[] {
  return analyze(text, {}, '').map((f) => `${f.entity}:${text.slice(f.start, f.end)}@${f.start}`);
}

// Leaks found by independent readers (third round): fictitious people only.
describe('a given name before a capitalised English word', () => {
  it('takes the given name and a surname that is also a word', () => {
    expect(found('Please call Maria Apple tomorrow.')).toEqual(['PERSON_NAME:Maria Apple@12']);
    expect(found('Please call Maria Smith tomorrow.')).toEqual(['PERSON_NAME:Maria Smith@12']);
  });

  it('takes the given name before a word that is no surname', () => {
    expect(found('I met Maria Table yesterday.')).toEqual(['PERSON_NAME:Maria@6']);
    expect(found('I met John Table yesterday.')).toEqual(['PERSON_NAME:John@6']);
  });

  it('takes no heading in title case, place or institution', () => {
    expect(found('Please Call Maria Tomorrow')).toEqual([]);
    expect(found('We went to see Grace Church today.')).toEqual(['ORGANIZATION:Grace Church@15']);
    expect(found('Thanks Maria Street staff')).toEqual(['ADDRESS:Thanks Maria Street@0']);
  });
});
