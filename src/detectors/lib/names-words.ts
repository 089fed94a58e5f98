import {
  CALENDAR_WORDS,
  COMPOUND_STREET_ENDINGS,
  GENERIC_ORG_WORDS,
  HONORIFICS,
  LAW_WORDS,
  LEGAL_SUFFIXES,
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
  WEAK_HONORIFICS,
} from './names-cues.js';
import { isCommonWord, isFamilyName, isGivenName, placeTier } from './names-gazetteer.js';
import type { CapToken, WordCues, WordFacts } from './names-tokens.js';

export type { WordCues, WordFacts };

const memo = new Map<string, WordFacts>();

export function facts(t: CapToken): WordFacts {
  if (t.facts) return t.facts;
  let f = memo.get(t.key);
  if (!f) {
    const k = t.key;
    f = {
      given: isGivenName(k),
      family: isFamilyName(k),
      // A word written with diacritics ("Hoş") is no English word, whatever its folded form.
      common: t.key === t.word.toLowerCase() && (isCommonWord(k) || (k.endsWith('s') && isCommonWord(k.slice(0, -1)))),
      place: placeTier(k),
      honorific: HONORIFICS.has(k),
      orgHead: ORG_HEADS.has(k),
      placeHead: PLACE_HEADS.has(k),
      street: STREET_WORDS.has(k),
      calendar: CALENDAR_WORDS.has(k),
    };
    if (memo.size > 50_000) memo.clear();
    memo.set(k, f);
  }
  t.facts = f;
  return f;
}

/** A token that may be part of a person's name. */
export function isNameWord(t: CapToken): boolean {
  if (t.initial) return true;
  if (t.allCaps && t.word.length > 3) return false;
  const f = facts(t);
  if (f.orgHead || f.street || f.calendar || f.placeHead || f.honorific) return false;
  if (f.given || f.family) return true;
  return !f.common && !isDemonym(t);
}

/** "Swedish", "Leonean", "Austrian": adjectives of nationality, neither names nor places. */
export function isDemonym(t: CapToken): boolean {
  return t.key.length > 5 && cues(t).demonymEnding && !facts(t).given && !facts(t).family && facts(t).place === 0;
}

const cueMemo = new Map<string, WordCues>();

/**
 * What the cue word lists say about a token's key. The phases ask about every token, so one
 * look-up per key replaces a Set look-up (hashing and comparing the key) per list and phase.
 */
export function cues(t: CapToken): WordCues {
  if (t.cues) return t.cues;
  let c = cueMemo.get(t.key);
  if (!c) {
    c = cuesOf(t.key);
    if (cueMemo.size > 50_000) cueMemo.clear();
    cueMemo.set(t.key, c);
  }
  t.cues = c;
  return c;
}

function cuesOf(key: string): WordCues {
  // Legal forms are compared without their dots: "S.A." -> "sa".
  const legal = key.length > 12 ? '' : key.includes('.') ? key.replace(/\./g, '') : key;
  return {
    honorific: HONORIFICS.has(key),
    weakHonorific: WEAK_HONORIFICS.has(key),
    legalSuffix: LEGAL_SUFFIXES.has(legal),
    shortLegalSuffix: legal.length <= 3,
    orgOfHead: ORG_OF_HEADS.has(key),
    orgWordEnding: ORG_WORD_ENDINGS.some((e) => key.endsWith(e)),
    genericOrg: GENERIC_ORG_WORDS.has(key),
    selfNamingHead: SELF_NAMING_HEADS.has(key),
    lawWord: LAW_WORDS.has(key),
    nonOrgAcronym: NON_ORG_ACRONYMS.has(key),
    region: REGIONS.has(key),
    demonymEnding: /(?:ish|ian|ean|ese)$/.test(key),
    streetAnchor: STREET_ANCHORS.has(key),
    selfStartingStreetAnchor: SELF_STARTING_STREET_ANCHORS.has(key),
    compoundStreet: key.length > 5 && COMPOUND_STREET_ENDINGS.some((e) => key.endsWith(e)),
  };
}
