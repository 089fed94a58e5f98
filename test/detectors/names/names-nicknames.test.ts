import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/engine/analyze.js';

/** Every finding as "ENTITY:value", in text order. */
function found(text: string): string[] {
  return analyze(text, {}, '').map((f) => `${f.entity}:${text.slice(f.start, f.end)}`);
}

describe('a nickname between a given name and a surname', () => {
  it('takes the three words as one person, whatever the quotes or brackets', () => {
    expect(found('Dunstan "Dusty" Abernethy')).toEqual(['PERSON_NAME:Dunstan "Dusty" Abernethy']);
    expect(found('I met Dunstan "Dusty" Abernethy yesterday.')).toEqual(['PERSON_NAME:Dunstan "Dusty" Abernethy']);
    expect(found('Robert “Bobby” Kessler signed the lease.')).toEqual(['PERSON_NAME:Robert “Bobby” Kessler']);
    expect(found('Robert (Bob) Kessler signed.')).toEqual(['PERSON_NAME:Robert (Bob) Kessler']);
    // In single quotes the nickname is no word of its own: it used to stay between the two parts.
    expect(found("William 'Bill' Tanaka called.")).toEqual(["PERSON_NAME:William 'Bill' Tanaka"]);
  });

  it('takes no quoted word between common words for one', () => {
    expect(found('Click "Save" Button to continue.')).toEqual([]);
    expect(found("She said 'Hello' to me.")).toEqual([]);
    expect(found('The tool (Beta) Version 2 was released.')).toEqual([]);
  });
});
