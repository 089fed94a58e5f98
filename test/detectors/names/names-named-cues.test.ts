import { describe, expect, it } from 'vitest';
import { KeywordPlan } from '../../../src/engine/keywords.js';
import { findNameSpans, NAME_ANALYSIS_CUES } from '../../../src/detectors/names/names-analysis.js';
import type { PositionList } from '../../../src/engine/scan/index.js';

const plan = new KeywordPlan([{ cues: NAME_ANALYSIS_CUES }]);
/** Where the keyword pass finds the cues (owner 1: the cues of detector 0 of a list of one). */
const cueHits = (text: string) => plan.occurrences(text).get(1) ?? [];
const people = (text: string, hits?: PositionList) =>
  findNameSpans(text, { region: 'US', hint: '', prior: [], cueHits: hits }).people.map((p) => [p.start, p.end]);

// "name" in its spellings, inside and after words, and the names said to be one.
const PIECES = ['name', 'Name', 'NAME', 'names', 'named', 'surname', 'Surname', 'SURNAME', 'nickname', 'nicknamed', 'firstName', 'first name', 'lastname', 'LastName', 'rename', '_name', '-name', 'x-name', 'éname', '9name', "name's", 'my ', 'her ', 'a guy ', ' is ', ' was ', 'actually ', 'jasmine', 'Okoro', 'fox', 'tanner', 'jo ellison', 'Priya', ' ', '\n', '. ', ', ', ':', 'the', 'ふりがな', 'nah', 'lol ', 'i ', '!'];

describe('findNamedPeople from the keyword pass', () => {
  it('finds the people that the searches for "name" find, on 1,000 random texts', () => {
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    let found = 0;
    for (let t = 0; t < 1000; t++) {
      let text = '';
      for (let k = 1 + Math.floor(next() * 24); k > 0; k--) text += PIECES[Math.floor(next() * PIECES.length)];
      const expected = people(text);
      found += expected.length;
      expect(people(text, cueHits(text)), JSON.stringify(text)).toEqual(expected);
    }
    // The texts hold named people for the comparison to mean something.
    expect(found).toBeGreaterThan(100);
  });

  it('reads "name" at a word start and after "sur", "nick", "first", "last"', () => {
    for (const [text, span] of [
      ['Her name is jasmine.', 'jasmine'],
      ['His surname is Okoro, he said.', 'Okoro'],
      ['a guy nicknamed tanner', 'tanner'],
      ['My firstName is Priya and that is all', 'Priya'],
    ] as const) {
      const start = text.indexOf(span);
      expect(people(text, cueHits(text)), text).toEqual([[start, start + span.length]]);
      expect(people(text), text).toEqual([[start, start + span.length]]);
    }
  });
});
