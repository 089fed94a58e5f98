import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/engine/analyze.js';

/** Every finding as "ENTITY:value", in text order (default options). */
function found(text: string, hint = ''): string[] {
  return analyze(text, {}, hint).map((f) => `${f.entity}:${text.slice(f.start, f.end)}`);
}

// Invented sentences about fictitious people, bands and companies.
describe('a name that is also a word, as a verb\'s subject inside a sentence', () => {
  it('takes a given name or a surname that is no word after a lower-case word or an opening conjunction', () => {
    expect(found('It was only when Harper went home that we noticed.')).toEqual(['PERSON_NAME:Harper']);
    expect(found('If Roman made a cooking channel, I would watch it.')).toEqual(['PERSON_NAME:Roman']);
    // A famous person's name that a town shares too (Crosby, Merseyside).
    expect(found('The fact that Crosby went down was the accident.')).toEqual(['PERSON_NAME:Crosby']);
  });

  it('leaves a surname that is an English word, an article before, or a large place', () => {
    expect(found('I think Python is slow for this.')).toEqual([]);
    expect(found('They said the Grant was approved.')).toEqual([]);
    expect(found('We heard that Chicago was cold.')).toEqual(['ADDRESS:Chicago']);
  });
});

describe('a name addressed at the start of a line', () => {
  it('takes a given name or a word no list knows before a comma or a word of address', () => {
    expect(found('Zeffira, do you have more stories like this?')).toEqual(['PERSON_NAME:Zeffira']);
    expect(found('Lily I love your videos, you are amazing!!')).toEqual(['PERSON_NAME:Lily']);
    expect(found('Quorvan, so much better than the last one')).toEqual(['PERSON_NAME:Quorvan']);
  });

  it('leaves pet names, words, stretched interjections and modals', () => {
    expect(found('Honey, you left the keys in the car.')).toEqual([]);
    expect(found('However, you must file it by Friday.')).toEqual([]);
    expect(found('Aaawww, I was looking forward to it.')).toEqual([]);
    expect(found('Will you come tomorrow?')).toEqual([]);
  });
});

describe('companies, labels and clubs by the word that ends their name', () => {
  it('takes a run ending in Records, Airlines, FC, Rovers', () => {
    expect(found('He signed with Blue Harbor Records last spring.')).toEqual(['ORGANIZATION:Blue Harbor Records']);
    expect(found('She flies Kestrel Airlines every week.')).toEqual(['ORGANIZATION:Kestrel Airlines']);
    expect(found('Tranmere Rovers FC won the match.')).toEqual(['ORGANIZATION:Tranmere Rovers FC']);
  });

  it('takes United or Industries only after a name, a place or a word no list knows', () => {
    expect(found('Leeds United lost again.')).toEqual(['ORGANIZATION:Leeds United']);
    expect(found('Wexley Industries built the bridge.')).toEqual(['ORGANIZATION:Wexley Industries']);
    expect(found('Heavy Industries are declining.')).toEqual([]);
    expect(found('We Stand United')).toEqual([]);
    // A law named after a body keeps its law word: no run ends with the head.
    expect(found('The Electronic Communications Act applies.')).toEqual([]);
  });

  it('takes bands and teams by their last word: Squad at once, Team or Brothers after a distinctive word', () => {
    expect(found('I am so proud of the Harbor Street Squad!!!')).toEqual(['ORGANIZATION:Harbor Street Squad']);
    expect(found('put him on the 1998 Phoenix Team lol')).toEqual(['DATE:1998', 'ORGANIZATION:Phoenix Team']);
    expect(found('omg the Zorvex Brothers are back lol')).toEqual(['ORGANIZATION:Zorvex Brothers']);
    expect(found('The Good Team wins')).toEqual([]);
  });

  it('takes a capitalised word before "fan" or "supporters" inside a sentence', () => {
    expect(found('Love this. From a United fan.')).toEqual(['ORGANIZATION:United']);
    // A name stays a person's.
    expect(found('I am not a Trump supporter')).toEqual(['PERSON_NAME:Trump']);
    expect(found('The ceiling fan broke.')).toEqual([]);
  });
});

describe('hashtags', () => {
  it('takes a given name and a surname run together', () => {
    expect(found('so proud of #JohnSmith tonight')).toEqual(['PERSON_NAME:JohnSmith']);
    expect(found('vote #MariaDeLaVega for mayor!!')).toEqual(['PERSON_NAME:MariaDeLaVega']);
    expect(found('#ShareTheLove everyone')).toEqual([]);
    expect(found('#MarkMyWords lol')).toEqual([]);
  });

  it('takes a name in a hashtag before a number', () => {
    expect(found('#Okonkwo 4 President')).toEqual(['PERSON_NAME:Okonkwo']);
  });
});

describe('a name said to be one', () => {
  it('takes the word after "name is", "named", "last name actually", even a word or in lower case', () => {
    expect(found('his last name is fox lol')).toEqual(['PERSON_NAME:fox']);
    expect(found('wait is your last name actually gable')).toEqual(['PERSON_NAME:gable']);
    expect(found('a guy named tanner showed up')).toEqual(['PERSON_NAME:tanner']);
    expect(found('Her name is Jo Ellison.')).toEqual(['PERSON_NAME:Jo Ellison']);
    expect(found('her surname is gable lol')).toEqual(['PERSON_NAME:gable']);
    // A user name is no person's name: the handle is the user name's.
    expect(found('the username is zorvani')).toEqual(['USERNAME:zorvani']);
  });

  it('leaves a phrase that is no name after the cue', () => {
    expect(found('my name is not important')).toEqual([]);
    expect(found('its name is a secret')).toEqual([]);
    expect(found('the filename is config.yaml')).toEqual([]);
    expect(found('the street is named after him')).toEqual([]);
  });
});

describe('misspellings that open a post\'s sentence', () => {
  it('leaves a capitalised word one letter from a word in a post whose capitals say little', () => {
    expect(found('Bye Zorvex. Ledgend lives on')).toEqual(['PERSON_NAME:Zorvex']);
    expect(found('Bye Zorvex. Becaise shes Gone')).toEqual(['PERSON_NAME:Zorvex']);
    // In prose the capital says more.
    expect(found('Pyrion continues his streak.')).toEqual(['PERSON_NAME:Pyrion']);
  });

  it('leaves a word in lower case clipped as chat writes it', () => {
    expect(found('spammin out again lol')).toEqual([]);
    expect(found('chillin with zorvani tonight lol')).toEqual(['PERSON_NAME:zorvani']);
  });
});

describe("chat's abbreviations in capitals", () => {
  it('are no organization', () => {
    expect(found('this outfit is smooth AF 😂')).toEqual([]);
    expect(found('lol WTH did he just say')).toEqual([]);
    expect(found('we finally met IRL lol')).toEqual([]);
  });
});

describe('laughs', () => {
  it('are one syllable said again, so a name of two such syllables is no laugh', () => {
    expect(found('So Jake said no.')).toEqual(['PERSON_NAME:Jake']);
    expect(found('hahaha Jake you are funny')).toEqual(['PERSON_NAME:Jake']);
    expect(found('jajaja no way')).toEqual([]);
  });
});
