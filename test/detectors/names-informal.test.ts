import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine/analyze.js';
import { isIdentifier } from '../../src/detectors/names/names-proper.js';
import { informalLines, isChatWord } from '../../src/detectors/names/names-register.js';
import { isKinNamed, isKinNamedByRegex, judgeLowerWord, mayTakeBeside } from '../../src/detectors/names/names-informal.js';
import { Verdict } from '../../src/detectors/names/names-line-words.js';
import { factsOf } from '../../src/detectors/names/names-words.js';

/** Every finding as "ENTITY:value", in text order. */
/** The informal lines of `text`, as written. */
function lineTexts(text: string): string[] {
  const lines = informalLines(text);
  const out: string[] = [];
  for (let k = 0; k < lines.count; k++) out.push(text.slice(lines.start(k), lines.end(k)));
  return out;
}

function found(text: string, hint = ''): string[] {
  return analyze(text, {}, hint).map((f) => `${f.entity}:${text.slice(f.start, f.end)}`);
}

// Fictitious posts in the style of chat and comments (issue 13: names in noisy text).
describe('names known by capitalisation alone (any register)', () => {
  it('takes a capitalised word that is no English word and no listed name, inside a sentence', () => {
    expect(found('Where is Kishan? He left.')).toEqual(['PERSON_NAME:Kishan']);
    expect(found('Everyone loved Krillin in that episode.')).toEqual(['PERSON_NAME:Krillin']);
  });

  it('takes a sentence that opens with an unknown word or a given name and goes on in lower case', () => {
    expect(found('Pyrion continues his streak as the worst detective.')).toEqual(['PERSON_NAME:Pyrion']);
    expect(found('Casey has officially reached a new status.')).toEqual(['PERSON_NAME:Casey']);
    expect(found('Hats off to Nick for his love of music')).toEqual(['PERSON_NAME:Nick']);
  });

  it('knows famous people and organizations from compromise and cspell lists', () => {
    expect(found('Shakespeare wrote many plays.')).toEqual(['PERSON_NAME:Shakespeare']);
    expect(found('I ordered from Netflix and Spotify.')).toEqual(['ORGANIZATION:Netflix', 'ORGANIZATION:Spotify']);
    expect(found('Why are you bringing this up now NBC, what are you planning?')).toEqual(['ORGANIZATION:NBC']);
  });

  it('takes no unit or tax suffix after a number for an organization', () => {
    expect(found('Number on the scanned form: 336 408 073 MVA')).toEqual([]);
    expect(found('lol the file was 5 MB and cost 100 USD')).toEqual([]);
    expect(found('lol the file was sent by NBC')).toEqual(['ORGANIZATION:NBC']);
  });

  it('leaves identifiers, rarer English words, glosses in brackets and title-case lines alone', () => {
    expect(found('Raise a TypeError when the ModuleType is wrong.')).toEqual([]);
    expect(found('The Chief Building Inspector (Główny Inspektor Nadzoru) allowed it.')).toEqual([]);
    expect(found('The practice of Husbandry and Lustration was discussed.')).toEqual([]);
    expect(found('What Will Happen To Ice Cream If You Put Nitrogen In It?!')).toEqual([]);
    expect(found('The Bill was passed by Parliament.')).toEqual([]);
    expect(isIdentifier('EmailAddress')).toBe(true);
    expect(isIdentifier('firstName')).toBe(true);
    expect(isIdentifier('McDonald')).toBe(false);
    expect(isIdentifier('LeBron')).toBe(false);
  });
});

describe('names in informal lines', () => {
  it('tells informal lines by chat words, emoji, doubled punctuation and lower-case openings', () => {
    const text = 'Dear Sir,\nomg that was great\nPlease find the report attached.\nHaha see you 😂\nIS THAT HIM?!!';
    expect(lineTexts(text)).toEqual(['omg that was great', 'Haha see you 😂', 'IS THAT HIM?!!']);
    // A paragraph that ends without closing punctuation is a post, a title or a cell; wrapped prose
    // ends its paragraph with a full stop.
    const posts = 'The committee met on Friday and\ndiscussed the budget.\n\ngreat video man\nloved it\n\nSee you soon.';
    expect(lineTexts(posts)).toEqual(['great video man', 'loved it']);
    expect(found('Where are my keys, Summer')).toEqual(['PERSON_NAME:Summer']);
    expect(found('Where are my keys, Summer.')).toEqual([]);
    expect(['lol', 'dont', 'hahaha', 'ive'].every(isChatWord)).toBe(true);
    expect(isChatWord('emma')).toBe(false);
  });

  it('finds names in lower case: given names, given name + surname, famous people, organizations, places', () => {
    expect(found('omg emma and kaite are so cute lol')).toEqual(['PERSON_NAME:emma', 'PERSON_NAME:kaite']);
    expect(found('amy schumer is all about self pity lol')).toEqual(['PERSON_NAME:amy schumer']);
    expect(found('salute to sitaram katel and kunjana')).toEqual(['PERSON_NAME:sitaram katel', 'PERSON_NAME:kunjana']);
    expect(found('thanks obama!')).toEqual(['PERSON_NAME:obama']);
    expect(found('real madrid lost again lol')).toEqual(['ORGANIZATION:real madrid']);
    expect(found('i live in canada now')).toEqual(['ADDRESS:canada']);
  });

  it('finds capitalised names that are also words, names in capitals and state codes', () => {
    expect(found('not a Trump supporter lol')).toEqual(['PERSON_NAME:Trump']);
    expect(found('Martin Short sucks lol')).toEqual(['PERSON_NAME:Martin Short']);
    expect(found('IS THAT IDRIS?!!')).toEqual(['PERSON_NAME:IDRIS']);
    expect(found('Damn so you were in WI? lol')).toEqual(['ADDRESS:WI']);
  });

  it('takes no chat word for a name', () => {
    expect(found('Lol what is this')).toEqual([]);
    expect(found('Ive been waiting for this lol')).toEqual([]);
    expect(found('Haha that was great')).toEqual([]);
  });
});

describe('a value under a name key that names no person', () => {
  it('is an identifier or a field name, not a person (JSON schemas, configs)', () => {
    expect(found('EmailAddress', 'name')).toEqual([]);
    expect(found('firstName', 'name')).toEqual([]);
    expect(found('Full Name', 'name')).toEqual([]);
    expect(found('Jane McDonald', 'name')).toEqual(['PERSON_NAME:Jane McDonald']);
  });
});

describe('informal lines on long texts', () => {
  it('stays linear: a column of 20,000 cells without a word is read in well under a CPU second', () => {
    // Every cell is an informal line (a paragraph without closing punctuation); a search that ran
    // from each line to the next word took seconds here (quadratic).
    const column = 'jane@example.com\n'.repeat(20_000);
    const before = process.cpuUsage();
    const findings = analyze(column, {}, 'email');
    const cpu = process.cpuUsage(before);
    expect(findings.length).toBe(20_000);
    expect((cpu.user + cpu.system) / 1e6).toBeLessThan(3);
  });
});

describe('labels', () => {
  it('takes no label before a value for a name (an identifier named in its own language)', () => {
    expect(found('Isikukood: 37605030299')).toEqual(['NATIONAL_ID:37605030299']);
  });
});

describe("an informal line's lower-case words judged before the line is read whole", () => {
  const verdict = (key: string) => judgeLowerWord(key, factsOf(key, true));

  it('reads the line of a given name that is no word, a known name or a word no list knows', () => {
    expect(['emma', 'obama', 'real', 'australia', 'krithika'].map(verdict)).toEqual(Array(5).fill(Verdict.ReadLine));
  });

  it('looks beside a given name that is also a word, keeps a short word no list knows, passes known words', () => {
    expect(['trace', 'said', 'mark'].map(verdict)).toEqual(Array(3).fill(Verdict.Beside));
    expect(['msg', 'dsn'].map(verdict)).toEqual([Verdict.Keep, Verdict.Keep]);
    expect(['service', 'status', 'lol', 'ab'].map(verdict)).toEqual(Array(4).fill(Verdict.Skip));
  });

  it('reads the line where a blank follows the word, or a lower-case word and blanks stand before it', () => {
    const at = (text: string, word: string) => mayTakeBeside(text, text.indexOf(word), text.indexOf(word) + word.length);
    expect(at('INFO trace=8bc1b724', 'trace')).toBe(false);
    expect(at('[203.0.113.80] said: 550', 'said')).toBe(false);
    expect(at('1629 trace.', 'trace')).toBe(false);
    expect(at('ok trace is here', 'trace')).toBe(true);
    expect(at('my son, trace.', 'trace')).toBe(true);
  });
});

describe('isKinNamed', () => {
  it('answers as KIN_BEFORE alone at every place of 2,000 random texts', () => {
    const WORDS = ['my', 'our', 'his', 'her', 'their', 'your', 'xmy', 'brother', 'sister', 'son', 'wife', 'mom', 'bróther', 'Brother', 'fAther', 'dog', 'mark', 'é', 'y', 's', 'r', ''];
    const SEPARATORS = [' ', ' ', '  ', '\t', ', ', ' , ', ',', '', '\n', '. '];
    let seed = 5;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = (list: readonly string[]) => list[Math.floor(next() * list.length)]!;
    let kin = 0;
    for (let t = 0; t < 2000; t++) {
      let text = '';
      for (let k = 2 + Math.floor(next() * 8); k > 0; k--) text += pick(WORDS) + pick(SEPARATORS);
      for (let at = 1; at < text.length; at++) {
        const expected = isKinNamedByRegex(text, at);
        if (expected) kin++;
        expect(isKinNamed(text, at), `${JSON.stringify(text)} at ${at}`).toBe(expected);
      }
    }
    // Enough places where the regex says yes for the comparison to mean something.
    expect(kin).toBeGreaterThan(80);
  });

  it('reads the kinship word and its possessive', () => {
    expect(isKinNamed('thanks to my brother mark', 21)).toBe(true);
    expect(isKinNamed('thanks to my brother, mark', 22)).toBe(true);
    expect(isKinNamed('thanks to a brother mark', 20)).toBe(false);
    expect(isKinNamed('thanks to my bróther mark', 21)).toBe(false);
  });
});
