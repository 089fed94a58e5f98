import { describe, expect, it } from 'vitest';
import { countries } from 'countries-list';
import { found } from '../helpers/findings.js';
import { FOREIGN_COMMON_WORDS } from '../../src/detectors/names/names-foreign-words.js';
import { CHAT_WORDS } from '../../src/detectors/names/names-line-language.js';
import { FOREIGN_CALENDAR_KEYS, FOREIGN_KINSHIP_WORDS } from '../../src/detectors/names/names-cues.js';
import { placeTier } from '../../src/detectors/names/names-gazetteer.js';
import { foldKey } from '../../src/lexicon/fold.js';

// Fictitious people; lines of chats and forms written for these tests.
describe('lang1: one reading of a line\'s language for the lower-case name rules (names-line-language.ts)', () => {
  it('reads no English list\'s name in a line written in another language (two chat words, or its block)', () => {
    // Dutch: "emma" is a given name of the lists, "ik", "gisteren" tell the line's language.
    expect(found('ik zag emma gisteren')).toEqual([]);
    expect(found('fui a lima con mi hermana jaja pero nada')).toEqual([]);
    // The same given name in an English chat line goes.
    expect(found('i saw emma yesterday lol')).toEqual(['PERSON_NAME:emma']);
    expect(found('omg jenna is here lol')).toEqual(['PERSON_NAME:jenna']);
  });

  it('reads a given name as a word of the line when the line is mostly words of no English list, one word or a pair', () => {
    // Chichewa: "malo" (land), "ali" (is) are given names of the lists.
    expect(found('Mkazi ndi mwamuna ali ndi ufulu wofanana pa malo awa')).toEqual([]);
    // Portuguese: "ela" (she) before "tem" (has).
    expect(found('hoje a ela tem a chave')).toEqual([]);
    // English lines keep them, alone or with a word no list knows after.
    expect(found('thanks malo for the help')).toEqual(['PERSON_NAME:malo']);
    expect(found('met sitaram katel yesterday')).toEqual(['PERSON_NAME:sitaram', 'PERSON_NAME:katel']);
    // A given name and a listed surname stay a name on a line of another language.
    expect(found('ndi ufulu wofanana pa amy schumer awa')).toEqual(['PERSON_NAME:amy schumer']);
    // A log's value is a name whatever the line's other words are.
    expect(found('1tF9zQ-0071Gh-5K <= a@b.example U=gareth P=local S=1102')).toEqual(['EMAIL_ADDRESS:a@b.example', 'PERSON_NAME:gareth']);
  });

  it('still takes a place in lower case on a line of another language', () => {
    // Indonesian and Polish chat lines: the verdict on given names does not reach places.
    expect(found('nanti kita ketemu di bandung ya')).toEqual(['ADDRESS:bandung']);
    expect(found('wczoraj byłam u lekarza i potem poszłam do sklepu paris')).toEqual(['ADDRESS:paris']);
  });
});

describe('lang1: no common word of another language is a country or a large place', () => {
  // The lists the lower-case and capitalised name rules read as words of other languages. Not
  // HINDUSTANI_WORDS (names-informal.ts): it holds `gaya` and `maine` on purpose, read only beside
  // two other words of romanized Hindi.
  const lists: Record<string, ReadonlySet<string>> = {
    FOREIGN_COMMON_WORDS,
    CHAT_WORDS,
    FOREIGN_CALENDAR_KEYS,
    FOREIGN_KINSHIP_WORDS,
  };
  // Country names in the languages these lists hold words of, from CLDR (ICU's region names):
  // `cameroun` (French), `suède`, `niemcy` (Polish), `almanya` (Turkish).
  const LOCALES = 'en fr es pt it de nl pl tr ro cs sk sl hr sr bs hu fi et lv lt da sv nb is fo sq mt id ms sw so rw af ca gl eu uz az ga cy vi'.split(' ');
  const countryNames = new Set<string>();
  for (const locale of Intl.DisplayNames.supportedLocalesOf(LOCALES)) {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    for (const code of Object.keys(countries)) {
      const name = names.of(code);
      if (name !== undefined && name !== code) countryNames.add(foldKey(name));
    }
  }

  it('knows country names in other languages (the check below can fail)', () => {
    expect(countryNames.has('cameroun')).toBe(true);
    expect(countryNames.has('almanya')).toBe(true);
    expect(countryNames.size).toBeGreaterThan(5000);
  });

  it('lists no country name of any of those languages, nor a country, capital or city of 100,000 people (data/places.txt tier 3)', () => {
    for (const [label, words] of Object.entries(lists)) {
      expect([...words].filter((w) => countryNames.has(w) || placeTier(w) >= 3), label).toEqual([]);
    }
  });

  it('keeps the country of an address whole (Yaoundé, Cameroun)', () => {
    expect(found('Né à Yaoundé, Cameroun le 3 mai.')).toEqual(['ADDRESS:Yaoundé, Cameroun']);
  });
});

describe('lang1: a login of an initial and a surname is no software or protocol the name rules know (name-logins.ts, names-tech-lists.ts)', () => {
  it('takes an initial and a surname after a byline verb, not a tool or a protocol of the same shape', () => {
    expect(found('updated by jkim')).toEqual(['USERNAME:jkim']);
    expect(found('Ticket #5521 from jmorales: the printer jams.')).toEqual(['USERNAME:jmorales']);
    expect(found('created by gradle')).toEqual([]);
    expect(found('created by oozie')).toEqual([]);
    expect(found('created by ajax')).toEqual([]);
    expect(found('updated by jquery')).toEqual([]);
    // Nor a person in lower case (a word no list knows after "by").
    expect(found('updated by dkim')).toEqual([]);
    expect(found('fixed by dmarc')).toEqual([]);
    expect(found('updated by dkimura')).toEqual(['USERNAME:dkimura']);
  });

  it('reads the tools in a list of software as no people', () => {
    expect(found('Skills: Java, Maven, Gradle, Kafka')).toEqual([]);
    expect(found('Skills: Java, Maven, Gradle, Kafka. Referee: Anna Gradle')).toEqual(['PERSON_NAME:Anna Gradle']);
  });
});
