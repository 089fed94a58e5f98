import { defineDetector } from '../engine/detector.js';
import { scanOf } from '../engine/scan/index.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { codeAt, isAsciiUpper, isDigit } from './lib/char-codes.js';

/**
 * A case or file reference in slashed parts of capitals and digits, as courts, agencies and
 * lenders write them on a list or a letter ("13/AA/0482917/26" in a magistrates' court list,
 * "Reference: HA/SIC/2026/0418832", "PFL/CHN/2019/0044817"): three to five parts, one of them
 * letters only (an office's or a scheme's code), one of five digits or more, seven digits or
 * more in all; a part may join two pieces with a hyphen (`VZP/RP-PHA/2026/0418327`, a Czech
 * insurer's office and department; `SF3-IRS/2026/48213`, a Portuguese tax office's section and
 * tax), one of them of letters only. It names one person's case as a customer number does, so it is reported as
 * USERNAME, the type of account identifiers. Found from the engine's digit runs. Dates
 * (`12/05/2026`, no letters), fractions, paths and URLs (lower case, or a `/` or `.` around the
 * token), versions (`HTTP/1.1`) and standards (`ISO/IEC 27001`, too few digits) are none.
 */
const isPart = (c: number): boolean => isDigit(c) || isAsciiUpper(c);
/** A slash, or a hyphen inside a part: either joins the token only between two of its characters. */
const isJoiner = (c: number): boolean => c === 47 || c === 45;
/** What may not touch a reference: a letter, a digit, a path's or a number's joiner. */
const isGlued = (c: number): boolean => c > 127 || /[A-Za-z0-9_./\\:-]/.test(String.fromCharCode(c));

function findReferences(text: string, ctx: DetectorContext): Candidate[] {
  const out: Candidate[] = [];
  const runs = scanOf(text, ctx).digitTokens.digitRuns;
  let after = -1;
  const lengths = runs.lengths;
  for (let r = 0; r < lengths.length; r++) {
    // The long part of a reference stands between slashes, or at either end after or before one.
    if (lengths[r]! < 5) continue;
    const runStart = runs.start(r);
    if (runStart < after || (codeAt(text, runStart - 1) !== 47 && codeAt(text, runStart + lengths[r]!) !== 47)) continue;
    // The token of capitals, digits and single slashes around the run.
    let s = runStart;
    while (s > 0 && (isPart(text.charCodeAt(s - 1)) || (isJoiner(text.charCodeAt(s - 1)) && s > 1 && isPart(text.charCodeAt(s - 2))))) s--;
    let e = runs.end(r);
    while (e < text.length && (isPart(text.charCodeAt(e)) || (isJoiner(text.charCodeAt(e)) && isPart(codeAt(text, e + 1))))) e++;
    after = e;
    const before = codeAt(text, s - 1);
    const next = codeAt(text, e);
    if ((before >= 0 && isGlued(before) && before !== 58) || (next >= 0 && isGlued(next) && next !== 46 && next !== 44 && next !== 58)) continue;
    if (next === 46 && isPart(codeAt(text, e + 1))) continue;
    if (isReference(text.slice(s, e))) out.push({ start: s, end: e });
  }
  return out;
}

function isReference(token: string): boolean {
  const parts = token.split('/');
  if (parts.length < 3 || parts.length > 5) return false;
  let letters = false;
  let long = false;
  let digits = 0;
  for (const p of parts) {
    if (p.length > 10) return false;
    const d = p.replace(/\D/g, '').length;
    digits += d;
    // A hyphen only between letters' pieces: `12-34/…` is a date's or a number's.
    if (p.includes('-') && p.split('-').some((piece) => !/^[A-Z][A-Z0-9]*$/.test(piece))) return false;
    if (p.split('-').some((piece) => piece.length >= 2 && piece.length <= 5 && !/\d/.test(piece))) letters = true;
    if (d >= 5 && d === p.length) long = true;
  }
  return letters && long && digits >= 7;
}

export default defineDetector({
  id: 'reference-number',
  entity: 'USERNAME',
  find: findReferences,
  score: 0.7,
  examples: {
    positive: [
      // Fictitious references (the fourth reading's court list and Home Affairs letter).
      { text: ' 1  13/AA/0482917/26   HOLLINGWORTH, Dean Anthony', match: '13/AA/0482917/26' },
      { text: 'Reference: HA/SIC/2026/0418832\nDear Ms Dlamini', match: 'HA/SIC/2026/0418832' },
      { text: 'my loan PFL/CHN/2019/0044817.', match: 'PFL/CHN/2019/0044817' },
      // The fifth reading's Czech insurer's and Portuguese tax office's letters.
      { text: 'Naše značka: VZP/RP-PHA/2026/0418327', match: 'VZP/RP-PHA/2026/0418327' },
      { text: 'N/ Ref.ª: SF3-IRS/2026/48213', match: 'SF3-IRS/2026/48213' },
    ],
    negative: [
      'Hearing on 12/05/2026 at 10:00', // a date: no letters
      'see /usr/LIB/2024/0012345/x', // a path
      'ISO/IEC 27001 and ISO/IEC/27001', // too few digits
      'served over HTTP/1.1 to AC/DC fans',
      'https://example.org/AB/CD/1234567/26', // a URL's path
      'doi 10.1016/J.CELL/2020/0100123', // glued to a number
      'tickets A/B/C and 1/2/3',
      'ISO-8859-1/UTF-8/2026/12345', // no part of letters only
      'range 12-34/AB/2026/12345', // a hyphen between digits
    ],
  },
});
