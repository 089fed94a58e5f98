import { Positions, type TextScan } from '../../engine/scan/index.js';

/**
 * The digit runs a house number or a postcode line may start with, for the three finders that
 * read them (findLowerCaseStreets, findUpperCaseStreets, findPostalBlocks): the indexes, in
 * order, of the runs of at most six digits
 * - at the text's start or after a blank, a line break, "(", "," or ":" (the union of what each
 *   accepts before its number), and
 * - at the text's end or before a blank, a line break, a small letter, "," or "-" (the union of
 *   what each accepts after it: a blank, or a unit's letter and a comma, before a street's
 *   words; a blank, a line end or "\r" after Kingston's district; "-" inside a Portuguese
 *   postcode, a blank after the others).
 * Each finder walked the call's every run (a million a 10 MB of logs) and read the text around
 * most; a log's runs are mostly the parts of times, dates, IP addresses and ids, between ":",
 * "-", "." or "=" (logs18). Each finder still makes its own tests: this only leaves out runs all
 * three would pass over.
 */
export function blankLedRuns(text: string, scan: TextScan): Int32Array {
  const runs = scan.digitTokens.digitRuns;
  const lengths = runs.lengths;
  // Grown as it fills (scan/positions): an array of one place per run held 8 MB for 20 MB of logs.
  const out = new Positions();
  for (let k = 0; k < lengths.length; k++) {
    // A stored length of 255 stands for that many digits or more.
    const length = lengths[k]!;
    if (length > 6) continue;
    const start = runs.start(k);
    const end = start + length;
    if (end < text.length) {
      const after = text.charCodeAt(end);
      if (after >= 128 || AFTER[after] !== 1) continue;
    }
    if (start === 0) out.push(k);
    else {
      const before = text.charCodeAt(start - 1);
      if (before < 128 && BEFORE[before] === 1) out.push(k);
    }
  }
  return out.done();
}

// The characters the finders accept before and after a run, by code (none beyond ASCII).
const BEFORE = new Uint8Array(128);
for (const ch of ' \t\n\r(,:') BEFORE[ch.charCodeAt(0)] = 1;
const AFTER = new Uint8Array(128);
for (const ch of ' \t\n\r,-abcdefghijklmnopqrstuvwxyz') AFTER[ch.charCodeAt(0)] = 1;
