import { claimSpan } from './names-person-cues.js';
import { type NameText } from './names-analysis.js';
import { foldKey } from '../../lexicon/fold.js';
import { opensPersonClause } from './names-people.js';
import { factsOf } from './names-words.js';

/**
 * Later mentions of a person whose name was given in lower case under a label or after a
 * greeting ("name: jan kowalski" … "jan said he would call"): each of its words, in lower case
 * or capitalised, anywhere else in the text. corefer reads capitalised tokens only, so such a
 * name seeded nothing. A word that is also an English word or a month is the person only as the
 * subject of a clause ("jan said", not "due 5 jan").
 */
export function findLowerCaseMentions(nt: NameText): void {
  const { text } = nt;
  const seeds = nt.people.filter((p) => (p.score ?? 0) >= 0.8 && !HAS_UPPER.test(text.slice(p.start, p.end)));
  if (seeds.length === 0) return;
  const parts = new Set<string>();
  for (const p of seeds) for (const m of text.slice(p.start, p.end).matchAll(WORD)) if (m[0].length >= 3) parts.add(m[0]);
  const taken = [...nt.people, ...nt.orgs, ...nt.places].sort((a, b) => a.start - b.start);
  // maxEnd[k]: the furthest end of taken[0..k], so that one binary search tells an overlap.
  const maxEnd = new Int32Array(taken.length);
  for (let k = 0, e = 0; k < taken.length; k++) maxEnd[k] = e = Math.max(e, taken[k]!.end);
  const isTaken = (start: number, end: number) => {
    let lo = 0;
    let hi = taken.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (taken[mid]!.start < end) lo = mid + 1;
      else hi = mid;
    }
    return lo > 0 && maxEnd[lo - 1]! > start;
  };
  for (const part of parts) {
    const f = factsOf(foldKey(part), true);
    const asWord = f.common || f.calendar;
    const re = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}_@./'’-])(?:${part}|${part[0]!.toUpperCase()}${part.slice(1)})(?![\\p{L}\\p{M}\\p{N}_@'’-])`, 'gu');
    for (const m of text.matchAll(re)) {
      const start = m.index;
      const end = start + part.length;
      if (isTaken(start, end)) continue;
      if (asWord && !opensPersonClause(text, end)) continue;
      claimSpan(nt, start, end, 0.75);
    }
  }
}

/**
 * "thx tom ur the best": a given name in lower case right after a greeting or a thanks word, in
 * a text where that person is found capitalised ("Agent (Tom)"). Only such names are looked
 * for (indexOf of each), and only in that place: a found name's lower case elsewhere is mostly
 * a word ("it's", "kiel", "opłata" were taken when every found name counted in lower case).
 */
export function findGreetedLowerCase(nt: NameText): void {
  const { text } = nt;
  const names = new Set<string>();
  for (const p of nt.people) {
    const first = FIRST_WORD.exec(text.slice(p.start, Math.min(p.end, p.start + 40)))?.[0];
    if (!first || first.length < 3) continue;
    const lower = first.toLowerCase();
    const f = factsOf(foldKey(lower), true);
    if (f.given && !f.common && !f.calendar) names.add(lower);
  }
  for (const name of names) {
    for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
      const end = at + name.length;
      if (NAME_CHAR.test(text[at - 1] ?? '') || NAME_CHAR.test(text[end] ?? '')) continue;
      const before = GREETED.exec(text.slice(Math.max(0, at - 16), at));
      if (!before) continue;
      claimSpan(nt, at, end, 0.75);
    }
  }
}

// The first word of a found name, capitalised.
const FIRST_WORD = /^\p{Lu}\p{Ll}[\p{Ll}\p{M}]*(?=$|[^\p{L}\p{M}])/u;
const NAME_CHAR = /[\p{L}\p{M}\p{N}_@.'’-]/u;
// A greeting or thanks word (any case) and blanks right before the name, the word itself after
// the line's start, a blank or a punctuation mark.
const GREETED = /(?:^|[^\p{L}\p{N}_])(?:thx|thanks|thank you|ty|tks|cheers|hi|hey|hiya|hello|bye|dear|morning|ta)[,]?[ \t]+$/iu;

const HAS_UPPER = /\p{Lu}/u;
// The words of a lower-case name: letters and marks, with inner apostrophes and hyphens; no
// character a regular expression reads specially.
const WORD = /\p{Ll}[\p{Ll}\p{M}]*(?:['’-]\p{Ll}[\p{Ll}\p{M}]*)*/gu;
