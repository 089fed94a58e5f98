import { isAsciiUpper } from '../lib/char-codes.js';

/**
 * Where a number made of capitals only can start: a codice fiscale whose seven digits omocodia
 * has all replaced by letters (python-stdnum tests/test_it_codicefiscale.doctest,
 * "RSSMRAQRCMNFNLRG"), the one identifier without a digit. idStarts (scan.ts) starts from
 * digit runs; these come from the engine's token runs (ctx.scan.tokenRuns, runs of at least
 * fifteen token characters, which the secret detectors read anyway): a run that begins with
 * sixteen capitals followed by no letter, digit or underscore.
 */
const LETTERS_ONLY = 16;

export function letterOnlyStarts(text: string, runs: Int32Array): number[] {
  const out: number[] = [];
  for (let r = 0; r + 1 < runs.length; r += 2) {
    const s = runs[r]!;
    if (runs[r + 1]! - s < LETTERS_ONLY) continue;
    let k = s;
    while (k < s + LETTERS_ONLY && isAsciiUpper(text.charCodeAt(k))) k++;
    if (k === s + LETTERS_ONLY && !isWordCode(text.charCodeAt(k))) out.push(s);
  }
  return out;
}

/** A letter, digit or underscore (NaN past the end: none). */
function isWordCode(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95;
}
