import { Positions } from './positions.js';

/**
 * Token runs: maximal stretches of the characters API keys, tokens and license keys are
 * written in (base64, base64url, hex, and the separators vendors put in prefixes and URLs).
 * Every token-shaped secret lies inside one run, so rules are tried on the few long runs of a
 * text instead of scanning the whole text once per rule.
 */
const RUN_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_+/=.~$:-';
// Indexed by any UTF-16 code unit, so the scan needs no range check.
const IS_RUN_CHAR = new Uint8Array(0x10000);
for (const ch of RUN_CHARS) IS_RUN_CHAR[ch.charCodeAt(0)] = 1;

/** Runs shorter than this are never a key (the shortest token rule, gitleaks' slack-legacy-token, matches 15). */
export const MIN_RUN = 15;

/**
 * [start0, end0, start1, end1, …] of every run of at least MIN_RUN token characters, found
 * without looking at every character: a long run that starts at or after `i` (where the
 * character before is no run character) covers position i + MIN_RUN - 1. So that position is
 * probed: when it is no run character the next MIN_RUN positions hold no long run's start.
 * When it is, its run is walked back (not past `i`) to its start s, and the positions up to
 * s + MIN_RUN - 1 that a long run from s covers are read from the far end: at the first that
 * is no run character, no long run starts before it; when none is, the run is long and is
 * walked to its end. Prose, in short words, is read at about one character in three
 * (bench/run.mjs: the plain walk over every character costs the engine 4-5% more on its
 * corpus; a test compares the two).
 */
export function scanTokenRuns(text: string): Int32Array {
  const out = new Positions();
  pushTokenRuns(text, out);
  return out.done();
}

/**
 * scanTokenRuns' loop, in a function of its own that ends with it. V8 compiles the loop of a long
 * first call while it runs (on-stack replacement), and that code kept deoptimizing at the
 * `out.done()` after the loop (no type feedback there yet): V8 keeps such code and entered it
 * again for every long text, 14 deoptimizations on 20 MB of logs (docs/parallel.md).
 */
function pushTokenRuns(text: string, out: Positions): void {
  const n = text.length;
  const run = IS_RUN_CHAR;
  let i = 0;
  scan: while (i + MIN_RUN <= n) {
    const probe = i + MIN_RUN - 1;
    if (run[text.charCodeAt(probe)] === 0) {
      i = probe + 1;
      continue;
    }
    let start = probe;
    while (start > i && run[text.charCodeAt(start - 1)] === 1) start--;
    const last = start + MIN_RUN - 1;
    if (last >= n) break;
    for (let k = last; k > probe; k--) {
      if (run[text.charCodeAt(k)] === 0) {
        i = k + 1;
        continue scan;
      }
    }
    let end = last + 1;
    while (end < n && run[text.charCodeAt(end)] === 1) end++;
    out.push(start);
    out.push(end);
    i = end + 1;
  }
}
