import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/engine/analyze.js';
import { mayBeUnknownName } from '../../../src/detectors/names/names-unknown.js';

/** Every finding as "ENTITY:value", in text order. */
function found(text: string, hint = ''): string[] {
  return analyze(text, {}, hint).map((f) => `${f.entity}:${text.slice(f.start, f.end)}`);
}

// Fictitious posts; the names (zorvani, mekhrita, tulosse) are in no list.
describe('lower-case words no list knows, in posts', () => {
  it('takes one for a person in an informal line', () => {
    expect(found('lol zorvani is slaying it again')).toEqual(['PERSON_NAME:zorvani']);
    expect(found('i just noticed mekhrita likes that song 😂')).toEqual(['PERSON_NAME:mekhrita']);
  });

  it('takes no misspelling, stretched word, laugh or two glued words', () => {
    expect(mayBeUnknownName('zorvani')).toBe(true);
    expect(mayBeUnknownName('freinds')).toBe(false); // two letters swapped: friends
    expect(mayBeUnknownName('awsome')).toBe(false); // a letter dropped: awesome
    expect(mayBeUnknownName('sooooo')).toBe(false);
    expect(mayBeUnknownName('hahaah')).toBe(false);
    expect(mayBeUnknownName('liftgate')).toBe(false); // lift + gate
    expect(found('lol my freinds said it was awsome')).toEqual([]);
  });

  it('takes none after a determiner, quoted alone, in code, a value or a short cell', () => {
    expect(found('add this line to the tulosse file lol')).toEqual([]);
    expect(found("lol set 'tulosse' first")).toEqual([]);
    expect(found('async def tulosse(x): pass lol')).toEqual([]);
    expect(found('lol level=tulosse now')).toEqual([]);
    expect(found('tulosse')).toEqual([]);
  });

  it('takes none in a line written mostly in words no list knows (another language)', () => {
    expect(found('zorvani nakta belu mekhrita sorpa lol')).toEqual([]);
    expect(found('Mit freundlichen Grüßen\nKarl Weber\n')).toEqual(['PERSON_NAME:Karl Weber']);
  });
});

describe('given names that are also words, in lower case in posts', () => {
  it('takes one opening a sentence as a verb\'s subject, not one greeted', () => {
    expect(found('hey grant, see the diff')).toEqual([]);
    // Greeted and then asked or told something: the person addressed.
    expect(found('hey grant is your car blue')).toEqual(['PERSON_NAME:grant']);
    expect(found('yo mason can you send it')).toEqual(['PERSON_NAME:mason']);
    expect(found('lol. grant should go back home')).toEqual(['PERSON_NAME:grant']);
    expect(found('we got a grant for the school lol')).toEqual([]);
  });
});
