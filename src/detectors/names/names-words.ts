import { BoundedMemo } from '../lib/bounded-memo.js';
import {
  CALENDAR_WORDS,
  FOREIGN_CALENDAR_KEYS,
  GERMAN_WORDS,
  GermanWord,
  LANGUAGE_NAMES,
  COMPOUND_STREET_ENDINGS,
  GENERIC_ORG_WORDS,
  LAW_WORDS,
  LEGAL_SUFFIXES,
  NEVER_NAMES,
  NON_ORG_ACRONYMS,
  ORG_HEADS,
  ORG_OF_HEADS,
  ORG_WORD_ENDINGS,
  PLACE_HEADS,
  REGIONS,
  SELF_NAMING_HEADS,
  SELF_STARTING_STREET_ANCHORS,
  STREET_ANCHORS,
  STREET_WORDS,
  TRADE_HEADS,
  WEAK_TRADE_HEADS,
} from './names-cues.js';
import { HONORIFICS, WEAK_HONORIFICS } from '../../lexicon/honorifics.js';
import { FOREIGN_COMMON_WORDS, FORMAT_TAGS } from './names-foreign-words.js';
import { isCommonWord, isFamilyName, isGivenName, isRareWord, knownKind, placeTier } from './names-gazetteer.js';
import type { CapToken, WordCues, WordFacts } from './names-tokens.js';

export type { WordCues, WordFacts };

// Keyed by the key and by whether the word is written as its key's letters: a word written
// with diacritics ("Hoş") is no English word, whatever its folded form. Keying by both keeps a
// key's facts independent of which token asked first.
const plainFacts = new BoundedMemo<string, WordFacts>(50_000);
const markedFacts = new BoundedMemo<string, WordFacts>(50_000);

/** What the gazetteers and cue lists say about a token (looked up once per spelling, by tokenize). */
export function facts(t: CapToken): WordFacts {
  return t.facts;
}

/** facts() of a key; `plain`: the word is its key's letters (no diacritics, no trailing full stop). */
export function factsOf(key: string, plain: boolean): WordFacts {
  // The computing functions are made once, not a closure per call (a log asks for every word).
  return plain ? plainFacts.get(key, plainFactsOf) : markedFacts.get(key, markedFactsOf);
}

const plainFactsOf = (k: string): WordFacts => computeFacts(k, true);
const markedFactsOf = (k: string): WordFacts => computeFacts(k, false);

function computeFacts(k: string, plain: boolean): WordFacts {
  // A month or weekday of another language that no list knows as a name ("März", "Maggio",
  // "Dinsdag"; not the given names "Julio", "Domingo", "Mai"): a date's word. One that is a
  // surname too ("März", "Maggio", "Martes") stays one: claimSetPhrases claims it after a
  // preposition of time ("a Maggio", "el Martes").
  // German's own are left to claimSetPhrases, which reads their context ("I am Montag" is a name).
  const foreignCalendar = FOREIGN_CALENDAR_KEYS.has(k) && GERMAN_WORDS.get(k) !== GermanWord.Calendar && !isGivenName(k) && !isFamilyName(k);
  const never = NEVER_NAMES.has(k) || FOREIGN_COMMON_WORDS.has(k);
  return {
    given: !never && (isGivenName(k) || isCompoundGivenName(k)),
    family: !never && isFamilyName(k),
    common: never || (plain && (isCommonWord(k) || (k.endsWith('s') && isCommonWord(k.slice(0, -1))))),
    rare: plain && (isRareWord(k) || (k.endsWith('s') && isRareWord(k.slice(0, -1)))),
    known: LANGUAGE_NAMES.has(k) ? 'demonym' : knownKind(k),
    place: placeTier(k),
    honorific: HONORIFICS.has(k),
    orgHead: ORG_HEADS.has(k),
    placeHead: PLACE_HEADS.has(k),
    street: STREET_WORDS.has(k),
    calendar: CALENDAR_WORDS.has(k) || foreignCalendar,
  };
}

/**
 * "Anna-Lena", "Dirk-Jan", "Mary-Kate": two given names joined by a hyphen are one given name,
 * listed or not ("Jean-Pierre" is; most such pairs are not). The second half may also be a
 * word no list knows ("Hans-Jürgen") or a short syllable the lists know only as a surname
 * ("Mei-Ling"), after a given name that is no word and no sizeable place; not a brand or a
 * region the lists know whole ("Mercedes-Benz", "Harley-Davidson").
 */
function isCompoundGivenName(key: string): boolean {
  const hyphen = key.indexOf('-');
  if (hyphen < 2 || hyphen > key.length - 3 || key.indexOf('-', hyphen + 1) >= 0) return false;
  const first = key.slice(0, hyphen);
  if (COMBINING_FORMS.has(first) || !givenNoWord(first)) return false;
  const second = key.slice(hyphen + 1);
  if (givenNoWord(second)) return true;
  if (placeTier(first) >= 2 || knownKind(key) !== '' || placeTier(key) > 0 || !/^[a-z]+$/.test(second)) return false;
  if (isGivenName(second) || isCommonWord(second) || isRareWord(second) || placeTier(second) > 0) return false;
  return !isFamilyName(second) || second.length <= 4;
}

/** First halves of compound adjectives that are also given names: "Franco-German", "Italo-Swiss". */
const COMBINING_FORMS = new Set(['franco', 'italo', 'greco', 'anglo', 'indo', 'afro', 'euro']);

/** A given name that is no English word ("German" of "Franco-German" is both). */
function givenNoWord(k: string): boolean {
  return isGivenName(k) && !isCommonWord(k);
}

/** A token that may be part of a person's name (decided once per spelling, by tokenize). */
export function isNameWord(t: CapToken): boolean {
  return t.nameWord;
}

/** What isNameWord and isDemonym read of a token: its spelling's fields. */
export type WrittenWord = Pick<CapToken, 'initial' | 'allCaps' | 'word' | 'key' | 'facts' | 'cues'>;

/** isNameWord of a written word. */
export function isNameWordOf(t: WrittenWord): boolean {
  if (t.initial) return true;
  if (t.allCaps && t.word.length > 3) return false;
  const f = t.facts;
  if (f.orgHead || f.street || f.calendar || f.placeHead || f.honorific) return false;
  if (f.given || f.family) return true;
  return !f.common && !isDemonym(t);
}

/**
 * Whether a key is a nationality's or a language's adjective ("turkish", "european", "german"):
 * known as a demonym (names-known.txt, LANGUAGE_NAMES), or isDemonym's ending on no name or place.
 */
export function isNationalityKey(key: string): boolean {
  const f = factsOf(key, true);
  return f.known === 'demonym' || (key.length > 5 && cuesOfKey(key).demonymEnding && !f.given && !f.family && f.place === 0);
}

/** "Swedish", "Leonean", "Austrian": adjectives of nationality, neither names nor places. */
export function isDemonym(t: WrittenWord): boolean {
  return t.key.length > 5 && t.cues.demonymEnding && !t.facts.given && !t.facts.family && t.facts.place === 0;
}

const cueRecords = new BoundedMemo<string, WordCues>(50_000);

/** What the cue word lists say about a token's key (looked up once per spelling, by tokenize). */
export function cues(t: CapToken): WordCues {
  return t.cues;
}

/**
 * The phases ask about every token, so one look-up per key replaces a Set look-up (hashing and
 * comparing the key) per list and phase.
 */
export function cuesOfKey(key: string): WordCues {
  return cueRecords.get(key, cuesOf);
}

function cuesOf(key: string): WordCues {
  // Legal forms are compared without their dots: "S.A." -> "sa".
  const legal = key.length > 12 ? '' : key.includes('.') ? key.replace(/\./g, '') : key;
  const orgOfHead = ORG_OF_HEADS.has(key);
  const orgWordEnding = ORG_WORD_ENDINGS.some((e) => key.endsWith(e));
  return {
    honorific: HONORIFICS.has(key),
    weakHonorific: WEAK_HONORIFICS.has(key),
    legalSuffix: LEGAL_SUFFIXES.has(legal),
    shortLegalSuffix: legal.length <= 3,
    orgOfHead,
    orgWordEnding,
    mayHeadInstitution: ORG_HEADS.has(key) || orgOfHead || orgWordEnding,
    genericOrg: GENERIC_ORG_WORDS.has(key),
    tradeHead: TRADE_HEADS.has(key) ? 2 : WEAK_TRADE_HEADS.has(key) ? 1 : 0,
    selfNamingHead: SELF_NAMING_HEADS.has(key),
    lawWord: LAW_WORDS.has(key),
    nonOrgAcronym: NON_ORG_ACRONYMS.has(key) || FORMAT_TAGS.has(key),
    region: REGIONS.has(key),
    demonymEnding: /(?:ish|ian|ean|ese|iot)$/.test(key),
    streetAnchor: STREET_ANCHORS.has(key),
    selfStartingStreetAnchor: SELF_STARTING_STREET_ANCHORS.has(key),
    compoundStreet: key.length > 5 && COMPOUND_STREET_ENDINGS.some((e) => key.endsWith(e)),
    germanWord: GERMAN_WORDS.get(key) ?? 0,
  };
}
