/**
 * A deterministic pseudo-random generator (mulberry32: 32-bit integer steps with Math.imul), so
 * a failure reproduces: next() gives an integer in [0, 2^32). (A linear congruential step
 * `seed * 1103515245 + 12345` in doubles exceeds 2^53 and loses its low bits: for some seeds
 * it repeats one value.)
 */
export function randomInts(seed = 12345): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/**
 * Deterministic pseudo-random texts over `alphabet` (pieces of text, joined): for tests that
 * check a fast scan against the plain definition it replaces, on the character mixes that
 * matter at the edges of a match.
 */
export function* randomTexts(alphabet: readonly string[], count: number, maxLength = 24, seed = 12345): Generator<string> {
  const next = randomInts(seed);
  for (let i = 0; i < count; i++) {
    const length = 1 + (next() % maxLength);
    let s = '';
    for (let j = 0; j < length; j++) s += alphabet[next() % alphabet.length];
    yield s;
  }
}
