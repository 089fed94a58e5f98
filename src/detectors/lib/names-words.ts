import { CALENDAR_WORDS, HONORIFICS, ORG_HEADS, PLACE_HEADS, STREET_WORDS } from './names-cues.js';
import { isCommonWord, isFamilyName, isGivenName, placeTier } from './names-gazetteer.js';
import type { CapToken, WordFacts } from './names-tokens.js';

export type { WordFacts };

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
  return t.key.length > 5 && /(?:ish|ian|ean|ese)$/.test(t.key) && !facts(t).given && !facts(t).family && facts(t).place === 0;
}
