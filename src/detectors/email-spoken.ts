import { defineDetector } from '../engine/detector.js';
import type { DetectorContext, Emit } from '../engine/types.js';

/**
 * An e-mail address spelled out, as a call transcript writes it: "gareth dot pemberton at
 * hotmail dot co dot uk", "g pemberton seventy nine at gmail dot com". Read only in the 300
 * characters after "email" or "e-mail" (the keyword pass's hits) that say "dot": "at", then
 * a domain of words parted by "dot" that ends in a top-level domain, and before "at" up to
 * five words of the local part (parted by blanks, "dot", "underscore", "dash"; one line break
 * among them), back to a punctuation mark or a word that is no part of an address ("is",
 * "it's", "my", "now"…).
 */

const WINDOW = 300;
const TLDS = 'com|net|org|edu|gov|info|biz|io|me|uk|ie|de|fr|es|it|nl|be|at|ch|pl|se|no|dk|fi|pt|au|nz|ca|us|in|jp|cn|br|za';
// ASCII, on a window's slice only: " at " and a spelled domain after it.
const DOMAIN = new RegExp(String.raw`[ \t]at[ \t]+(?:[a-z0-9]+(?:-[a-z0-9]+)*[ \t]+dot[ \t]+)+(?:${TLDS})(?![A-Za-z0-9])`, 'gi');
const LOCAL_JOINS = new Set(['dot', 'underscore', 'dash', 'hyphen']);
// Words that end the local part going back from "at".
const NOT_LOCAL = new Set([
  'is', 'was', 'its', "it's", 'it’s', 'my', 'your', 'his', 'her', 'our', 'their', 'the', 'a', 'an', 'email', 'e-mail', 'mail',
  'address', 'now', 'to', 'me', 'be', 'and', 'or', 'use', 'try', 'on', 'it', 'that', "that's", 'so', 'yes', 'no', 'ok', 'okay',
  'um', 'uh', 'er', 'erm', 'ah', 'still', 'new', 'old', 'have', 'has', 'we', 'you', 'i', 'of', 'under', 'as', 'send', 'sent',
  // "email me at jane dot novak at …": the first "at" is the preposition, not the address's.
  'at', 'us', 'him', 'them', 'via', 'by', 'from', 'reach', 'contact', 'write', 'please',
]);
const MAX_LOCAL_WORDS = 5;

/** A window that says "dot" between blanks (most windows of an e-mail word hold an address in figures). */
const SAYS_DOT = /[ \t]dot[ \t]/i;

/** Each spelled address's span, handed to `emit` as found (findEach: no generator's objects per address). */
function findSpokenEmails(text: string, ctx: DetectorContext | undefined, emit: Emit): void {
  const hits = ctx?.keywordHits ?? [];
  let done = 0;
  let windowEnd = -1;
  for (const hit of hits) {
    // Windows that overlap are read as one.
    const from = Math.max(hit, windowEnd);
    const to = Math.min(text.length, hit + WINDOW);
    if (from >= to) continue;
    windowEnd = to;
    const slice = text.slice(from, to);
    if (!SAYS_DOT.test(slice)) continue;
    DOMAIN.lastIndex = 0;
    for (let m = DOMAIN.exec(slice); m !== null; m = DOMAIN.exec(slice)) {
      const at = from + m.index;
      const start = localStart(text, at, Math.max(done, hit));
      if (start === undefined) continue;
      const end = at + m[0].length;
      done = end;
      emit(start, end, 0.9, undefined);
    }
  }
}

/** Where the local part before " at " (at `at`) starts, not before `limit`; undefined: none. */
function localStart(text: string, at: number, limit: number): number | undefined {
  let start: number | undefined;
  let words = 0;
  let i = at;
  let lastWasJoin = true;
  while (words < MAX_LOCAL_WORDS + 3) {
    let j = i;
    while (j > limit && (text.charCodeAt(j - 1) === 32 || text.charCodeAt(j - 1) === 9)) j--;
    // A transcript's line may break inside the address ("it's priyanka\ndot chaudhary…"): one
    // line break, not a blank line.
    if (j > limit && text.charCodeAt(j - 1) === 10) {
      j--;
      if (j > limit && text.charCodeAt(j - 1) === 13) j--;
      while (j > limit && (text.charCodeAt(j - 1) === 32 || text.charCodeAt(j - 1) === 9)) j--;
      if (j > limit && (text.charCodeAt(j - 1) === 10 || text.charCodeAt(j - 1) === 13)) break;
    }
    if (j === i && i !== at) break;
    let s = j;
    while (s > limit && /[A-Za-z0-9'’_.-]/.test(text[s - 1]!)) s--;
    if (s === j) break;
    const word = text.slice(s, j).replace(/[.]+$/, '');
    if (word.length !== j - s) break; // a full stop ends a sentence before the address
    const lower = word.toLowerCase();
    if (NOT_LOCAL.has(lower)) break;
    if (LOCAL_JOINS.has(lower)) {
      if (lastWasJoin) break;
      lastWasJoin = true;
    } else {
      if (!lastWasJoin && words >= MAX_LOCAL_WORDS) break;
      lastWasJoin = false;
      words++;
      start = s;
    }
    i = s;
  }
  return words > 0 ? start : undefined;
}

export default defineDetector({
  id: 'email-spoken',
  entity: 'EMAIL_ADDRESS',
  findEach: findSpokenEmails,
  keywords: ['email', 'e-mail', 'e mail'],
  examples: {
    positive: [
      { text: 'And the email address we have is gareth dot pemberton at hotmail dot co dot uk, right?', match: 'gareth dot pemberton at hotmail dot co dot uk' },
      { text: "No, my email is g pemberton seventy nine at gmail dot com now.", match: 'g pemberton seventy nine at gmail dot com' },
      { text: 'Just email me at jane dot novak at example dot com please.', match: 'jane dot novak at example dot com' },
    ],
    negative: [
      'Email us at the office dot com bubble', // "office dot com bubble": no top-level domain last
      'I will email you at home', // no domain
    ],
  },
});
