/**
 * The keyword prefilter of the NATIONAL_ID detectors that need a context word, done in one pass
 * for all of them. The engine's own `keywords` runs one case-insensitive regex per detector over
 * the whole text, and for a dozen context-gated ID detectors those scans cost twice as much as
 * finding the numbers (measured on fixtures/bench/corpus.txt). Here every detector registers
 * its keywords, and the first to ask about a text finds all of them at once.
 */

const registered = new Set<string>();
let index: { re: RegExp; contained: Map<string, readonly string[]> } | undefined;
let memoText: string | undefined;
let memoFound: ReadonlySet<string> = new Set();

/** Adds lower-case keywords to the shared index (at detector definition time). */
export function registerKeywords(keywords: readonly string[]): void {
  for (const k of keywords) registered.add(k);
  index = undefined;
  memoText = undefined;
}

/**
 * The registered keywords that occur in `text` (case-insensitively). Every start position is
 * tried; at each, the longest keyword there is found, and with it every keyword it contains, so
 * the result equals `registered.filter((k) => text.toLowerCase().includes(k))`.
 */
export function keywordsIn(text: string): ReadonlySet<string> {
  if (text === memoText) return memoFound;
  index ??= buildIndex();
  const found = new Set<string>();
  const { re, contained } = index;
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    for (const k of contained.get(m[0].toLowerCase()) ?? []) found.add(k);
    if (found.size === contained.size) break;
    re.lastIndex = m.index + 1;
  }
  memoText = text;
  memoFound = found;
  return found;
}

/** Whether one of `keywords` occurs in the text or in the hint (e.g. a CSV column header). */
export function hasKeyword(keywords: readonly string[], text: string, hint: string): boolean {
  const found = keywordsIn(text);
  if (keywords.some((k) => found.has(k))) return true;
  const h = hint.toLowerCase();
  return h !== '' && keywords.some((k) => h.includes(k));
}

function buildIndex(): { re: RegExp; contained: Map<string, readonly string[]> } {
  const all = [...registered].sort((a, b) => b.length - a.length);
  const contained = new Map<string, readonly string[]>();
  for (const k of all) contained.set(k, all.filter((other) => k.includes(other)));
  const source = all.length ? all.map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|') : '(?!)';
  return { re: new RegExp(source, 'gi'), contained };
}
