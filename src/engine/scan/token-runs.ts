import type { Candidate } from '../types.js';

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

/** [start0, end0, start1, end1, …] of every run of at least MIN_RUN token characters. */
export function scanTokenRuns(text: string): number[] {
  const out: number[] = [];
  const n = text.length;
  let start = 0;
  for (let i = 0; i < n; i++) {
    if (IS_RUN_CHAR[text.charCodeAt(i)] === 1) continue;
    if (i - start >= MIN_RUN) out.push(start, i);
    start = i + 1;
  }
  if (n - start >= MIN_RUN) out.push(start, n);
  return out;
}

/**
 * What a global scan of `text` with `re` finds (its `g` flag set), for a pattern whose every
 * match is at least MIN_RUN token characters long and whose look-arounds read at most `reach`
 * characters outside the match: each match lies inside one token run, so `re` runs only over
 * the runs (and `reach` characters on each side), not the whole text. `runs`: the text's
 * token runs when the caller has them (ctx.scan.tokenRuns), else they are found here.
 */
export function runMatches(re: RegExp, text: string, reach: number, runs: readonly number[] = scanTokenRuns(text)): Candidate[] {
  const out: Candidate[] = [];
  for (let r = 0; r < runs.length; r += 2) {
    const from = Math.max(0, runs[r]! - reach);
    const slice = text.slice(from, Math.min(text.length, runs[r + 1]! + reach));
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(slice)) !== null) {
      if (m[0].length === 0) re.lastIndex++;
      else out.push({ start: from + m.index, end: from + m.index + m[0].length });
    }
  }
  return out;
}
