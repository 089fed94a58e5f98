/**
 * Token runs: maximal stretches of the characters API keys and tokens are written in (base64,
 * base64url, hex, and the separators vendors put in prefixes and URLs). Every vendor rule
 * matches inside one run, so rules are tried on the few long runs of a text instead of on
 * the whole text: one pass over the characters replaces a regex scan per rule.
 */
const RUN_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_+/=.~$:-';
const IS_RUN_CHAR = new Uint8Array(128);
for (const ch of RUN_CHARS) IS_RUN_CHAR[ch.charCodeAt(0)] = 1;

/** [start, end) of every run of at least `min` token characters. */
export function* tokenRuns(text: string, min: number): Iterable<[number, number]> {
  let start = -1;
  const n = text.length;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? text.charCodeAt(i) : 0;
    if (c < 128 && IS_RUN_CHAR[c] === 1) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      if (i - start >= min) yield [start, i];
      start = -1;
    }
  }
}
