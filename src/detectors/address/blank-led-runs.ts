import type { TextScan } from '../../engine/scan/index.js';

/**
 * The digit runs a house number or a postcode line may start with, for the three finders that
 * read them (findLowerCaseStreets, findUpperCaseStreets, findPostalBlocks): the indexes, in
 * order, of the runs of at most six digits at the text's start or after a blank, a line break,
 * "(", "," or ":". Each finder walked the call's every run (a million a 10 MB of logs) and read
 * the character before most; a log's runs are mostly the parts of times, dates, IP addresses
 * and ids, after ":", "-", "." or "=", and a fifth of them pass (logs18). What each finder
 * asks of the character before is a test of its own, still made: this only leaves out runs
 * that all three would pass over.
 */
export function blankLedRuns(text: string, scan: TextScan): Int32Array {
  const runs = scan.digitTokens.digitRuns;
  const lengths = runs.lengths;
  const out = new Int32Array(lengths.length);
  let n = 0;
  for (let k = 0; k < lengths.length; k++) {
    // A stored length of 255 stands for that many digits or more.
    if (lengths[k]! > 6) continue;
    const start = runs.start(k);
    if (start === 0) {
      out[n++] = k;
      continue;
    }
    const before = text.charCodeAt(start - 1);
    if (before === 32 || before === 9 || before === 10 || before === 13 || before === 40 || before === 44 || before === 58) out[n++] = k;
  }
  return out.subarray(0, n);
}
