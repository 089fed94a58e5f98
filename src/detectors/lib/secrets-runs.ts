import { memoizeLastText } from './memo-last-text.js';

/**
 * Token runs: maximal stretches of the characters API keys, tokens and license keys are
 * written in (base64, base64url, hex, and the separators vendors put in prefixes and URLs).
 * Every vendor rule matches inside one run, so rules are tried on the few long runs of a text
 * instead of scanning the whole text once per rule.
 */
const RUN_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_+/=.~$:-';
const IS_RUN_CHAR = new Uint8Array(128);
for (const ch of RUN_CHARS) IS_RUN_CHAR[ch.charCodeAt(0)] = 1;

/** Runs shorter than this are never a key (the shortest rule, LTAI + 12, is 16). */
export const MIN_RUN = 16;

function scanRuns(text: string): number[] {
  const out: number[] = [];
  let start = -1;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c < 128 && IS_RUN_CHAR[c] === 1) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      if (i - start >= MIN_RUN) out.push(start, i);
      start = -1;
    }
  }
  if (start >= 0 && n - start >= MIN_RUN) out.push(start, n);
  return out;
}

/** [start0, end0, start1, end1, …] of every run of at least MIN_RUN token characters (shared by the API-key and license-key detectors). */
export const tokenRuns: (text: string) => readonly number[] = memoizeLastText(scanRuns);
