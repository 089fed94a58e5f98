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
 * "thx tom ur the best": a given name in lower case right after a greeting or a thanks word, on
 * an informal line (a chat's, names-register.ts), in a text where that person is found
 * capitalised ("Agent (Tom)"). Only there: a found name's lower case elsewhere is mostly a word
 * ("it's", "kiel", "opłata" were taken when every found name counted in lower case).
 */
export function findGreetedLowerCase(nt: NameText): void {
  const { text, informal } = nt;
  if (informal.count === 0 || nt.people.length === 0) return;
  const starts: number[] = [];
  for (let k = 0; k < informal.count; k++) {
    starts.length = 0;
    greetingsOnLine(text, informal.start(k), informal.end(k), starts);
    for (const at of starts) {
      GREETED.lastIndex = at;
      const m = GREETED.exec(text)!;
      const name = m[1]!;
      if (!isGivenFoundCapitalised(nt, name)) continue;
      const end = at + m[0].length;
      claimSpan(nt, end - name.length, end, 0.75);
    }
  }
}

/**
 * Appends to `out` the places of the line text[ls, le) where GREETED matches within the line,
 * at a word's start (the line's start, or after no letter, digit, "_" or character beyond
 * ASCII), in order. A global search over the line alone finds the places (irregexp passes over
 * the characters no greeting starts with; a log is informal from end to end, and reading it
 * character by character cost ~6 ms a megabyte), each then matched in the whole text, where the
 * name may run on past the line's end, which rules the greeting out.
 */
export function greetingsOnLine(text: string, ls: number, le: number, out: number[]): void {
  const line = text.slice(ls, le);
  GREETING_ON_LINE.lastIndex = 0;
  for (let m = GREETING_ON_LINE.exec(line); m !== null; m = GREETING_ON_LINE.exec(line)) {
    // Greetings may overlap ("hi hey tom": "hey" greets too).
    GREETING_ON_LINE.lastIndex = m.index + 1;
    const at = ls + m.index;
    GREETED.lastIndex = at;
    const whole = GREETED.exec(text);
    if (whole !== null && at + whole[0].length <= le) out.push(at);
  }
}

/**
 * Whether `name` (lower case) is a given name that is no word, and a person found in the text
 * opens with it capitalised ("Tom", "Tom Baker").
 */
function isGivenFoundCapitalised(nt: NameText, name: string): boolean {
  if (name.length < 3) return false;
  const f = factsOf(foldKey(name), true);
  if (!f.given || f.common || f.calendar) return false;
  const capitalised = name[0]!.toUpperCase() + name.slice(1);
  const { text } = nt;
  for (const p of nt.people) {
    if (p.end - p.start < name.length || !text.startsWith(capitalised, p.start)) continue;
    const after = p.start + name.length;
    if (after === p.end || !/[\p{L}\p{M}]/u.test(text[after]!)) return true;
  }
  return false;
}

// A greeting or thanks word at a word's start (sticky), then a word in lower case (ASCII: read
// on informal lines only) that no letter, digit or "@" continues.
const GREETED = /(?:[Tt]hx|[Tt]hanks|[Tt]hank you|[Tt]y|[Tt]ks|[Cc]heers|[Hh]i|[Hh]ey|[Hh]iya|[Hh]ello|[Bb]ye|[Dd]ear|[Mm]orning|[Tt]a),?[ \t]+([a-z]+)(?![A-Za-z0-9_@.'’-])/y;
// GREETED up to the name's first letter, after no ASCII letter, digit or "_" and no character
// beyond ASCII (a word's start; the line's start passes, the search running on the line alone).
const GREETING_ON_LINE = /(?<![0-9A-Za-z_\u0080-\uffff])(?:[Tt]hx|[Tt]hanks|[Tt]hank you|[Tt]y|[Tt]ks|[Cc]heers|[Hh]i|[Hh]ey|[Hh]iya|[Hh]ello|[Bb]ye|[Dd]ear|[Mm]orning|[Tt]a),?[ \t]+[a-z]/g;

const HAS_UPPER = /\p{Lu}/u;
// The words of a lower-case name: letters and marks, with inner apostrophes and hyphens; no
// character a regular expression reads specially.
const WORD = /\p{Ll}[\p{Ll}\p{M}]*(?:['’-]\p{Ll}[\p{Ll}\p{M}]*)*/gu;
