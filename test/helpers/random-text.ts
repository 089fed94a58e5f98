/**
 * Deterministic pseudo-random texts over `alphabet` (a linear congruential generator, so a
 * failure reproduces): for tests that check a fast scan against the plain definition it
 * replaces, on the character mixes that matter at the edges of a match.
 */
export function* randomTexts(alphabet: readonly string[], count: number, maxLength = 24, seed = 12345): Generator<string> {
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  for (let i = 0; i < count; i++) {
    const length = 1 + (next() % maxLength);
    let s = '';
    for (let j = 0; j < length; j++) s += alphabet[next() % alphabet.length];
    yield s;
  }
}
