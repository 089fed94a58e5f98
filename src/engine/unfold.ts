import type { Finding } from './types.js';

/**
 * iCalendar and vCard content lines folded for length (RFC 5545 §3.1, RFC 6350 §3.2): a line
 * break followed by one space or tab continues the line before it, and unfolding removes the
 * break and that one blank. A value cut by a fold ("DESCRIPTION:wifi password: Tr0ub4dor\r\n
 * &3xyz") is read whole only unfolded, so such a text is analyzed unfolded and each finding
 * mapped back onto the folded text, one finding for each piece between folds: the folds stay
 * as they were, the value's pieces are all removed.
 */

// A calendar's or a card's component delimiters (RFC 5545 §3.4 and §3.6, RFC 6350 §6.1.1),
// tried sticky where their ":V" is (any case: ASCII letters only, the regex has no `u` flag).
const COMPONENT_AT = /(?:BEGIN|END):V(?:CALENDAR|CARD|EVENT|TODO|JOURNAL|ALARM|FREEBUSY|TIMEZONE)\b/iy;
// CRLF, or a bare LF as many writers use, then the one blank of the fold.
const FOLD = /\r?\n[ \t]/g;

/** Whether `text` is iCalendar or vCard with a folded line in it. */
export function isFoldedCalendar(text: string): boolean {
  if (!hasComponent(text)) return false;
  FOLD.lastIndex = 0;
  return FOLD.test(text);
}

/**
 * Whether a component delimiter (COMPONENT_AT) is in `text`: tried at the five and three
 * characters before each ":V" or ":v" (BEGIN, END). ":V" is rare outside calendars and cards,
 * so most texts are left after two quick searches; a log with a few (a URL's password) no longer
 * has the case-insensitive regex tried at its every character (~5 ms per 10 MB).
 */
function hasComponent(text: string): boolean {
  for (const colonV of [':V', ':v']) {
    for (let at = text.indexOf(colonV); at >= 0; at = text.indexOf(colonV, at + 1)) {
      for (const back of [5, 3]) {
        if (at < back) continue;
        COMPONENT_AT.lastIndex = at - back;
        if (COMPONENT_AT.test(text)) return true;
      }
    }
  }
  return false;
}

/** `text` unfolded; `rawAt[k]`: where unit k of the unfolded text is in `text` (`rawAt[length]` = text.length). */
export function unfold(text: string): { text: string; rawAt: number[] } {
  const rawAt: number[] = [];
  let out = '';
  let from = 0;
  FOLD.lastIndex = 0;
  for (let m = FOLD.exec(text); m !== null; m = FOLD.exec(text)) {
    for (let i = from; i < m.index; i++) rawAt.push(i);
    out += text.slice(from, m.index);
    from = m.index + m[0].length;
  }
  for (let i = from; i < text.length; i++) rawAt.push(i);
  out += text.slice(from);
  rawAt.push(text.length);
  return { text: out, rawAt };
}

/** A finding on the unfolded text as findings on the folded one: one for each piece between folds. */
export function foldedPieces(f: Finding, rawAt: readonly number[]): Finding[] {
  const pieces: Finding[] = [];
  let start = rawAt[f.start]!;
  for (let k = f.start + 1; k < f.end; k++) {
    if (rawAt[k]! !== rawAt[k - 1]! + 1) {
      pieces.push({ ...f, start, end: rawAt[k - 1]! + 1 });
      start = rawAt[k]!;
    }
  }
  pieces.push({ ...f, start, end: rawAt[f.end - 1]! + 1 });
  return pieces;
}
