import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/engine/analyze.js';

/** Every finding as "ENTITY:value", in text order. */
function found(text: string, hint = ''): string[] {
  return analyze(text, {}, hint).map((f) => `${f.entity}:${text.slice(f.start, f.end)}`);
}

// Fictitious teams and characters in posts.
describe('teams, bands and characters in posts', () => {
  it('takes a capitalised plural after "the" for a team when no noun follows', () => {
    expect(found('i cant stand the Falcons, they lost again')).toEqual(['ORGANIZATION:Falcons']);
    expect(found('omg the Pilgrims blew a huge lead')).toEqual(['ORGANIZATION:Pilgrims']);
    // A plural that modifies the noun after it is a word.
    expect(found('lol the Rules committee met again')).toEqual([]);
  });

  it('takes a capitalised word before "fan", "fans" or "team" for a team', () => {
    expect(found('speaking as a Rovers fan lol')).toEqual(['ORGANIZATION:Rovers']);
    expect(found('lol what a Dolphins team that was')).toEqual(['ORGANIZATION:Dolphins']);
  });

  it('takes any capitalised word with a possessive inside a post for a character', () => {
    expect(found("lol sometimes Thunder's mother is so mean")).toEqual(['PERSON_NAME:Thunder']);
    // At a sentence's start it must be a name.
    expect(found("Thunder's mother is so mean lol")).toEqual([]);
  });

  it('takes words run together with capitals for a channel or player, but no type name or code', () => {
    expect(found('Rudy is the modern ZorvGuitarMan lol')).toEqual(['PERSON_NAME:Rudy', 'PERSON_NAME:ZorvGuitarMan']);
    expect(found('lol it threw a ValueError again')).toEqual([]);
    expect(found('what a game lol #ShareTheLove')).toEqual([]);
    expect(found('x = BlueMonkey(3) lol')).toEqual([]);
  });

  it('takes a given name that is also the law\'s word for a person in a post', () => {
    expect(found('Bill is from the other channel lol')).toEqual(['PERSON_NAME:Bill']);
    expect(found('The Bill was passed by Parliament.')).toEqual([]);
  });

  it('takes a hashtag that is a known name, and an unknown word joined to a person', () => {
    expect(found('vote for him #Winterbottom')).toEqual(['PERSON_NAME:Winterbottom']);
    expect(found('Where is Priyanka and Zorvetti #tonight')).toEqual(['PERSON_NAME:Priyanka', 'PERSON_NAME:Zorvetti']);
  });

  it('takes an unknown acronym inside a sentence for an organization, but no label of an identifier', () => {
    expect(found('The convo about ZQB and their tour was priceless.')).toEqual(['ORGANIZATION:ZQB']);
    expect(found('He gave 12345678 as his ZQB at the counter.')).toEqual([]);
    expect(found('Write the VNR, ZQB or XVK on the form.')).toEqual([]);
    expect(found('The file was 5 ZQB in size.')).toEqual([]);
  });
});
