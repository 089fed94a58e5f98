import type { Detector } from './types.js';

/**
 * A trie of lower-cased keywords. Node 0 is the root; `ascii` holds the child for each ASCII
 * code (0 = none) in one flat array, `other` the children for the rest. A node's owners are
 * the detectors (indexes) whose keyword ends there.
 */
class Trie {
  readonly ascii: Int32Array;
  readonly other: (Map<number, number> | undefined)[] = [undefined];
  readonly owners: (number[] | undefined)[] = [undefined];

  /** Built at once from [keyword, owner] entries: the node table is allocated once, at most one node a character. */
  constructor(entries: readonly (readonly [string, number])[]) {
    const nodes = 1 + entries.reduce((sum, [keyword]) => sum + keyword.length, 0);
    this.ascii = new Int32Array(nodes * 128);
    for (const [keyword, owner] of entries) this.add(keyword, owner);
  }

  private add(keyword: string, owner: number): void {
    let node = 0;
    for (let j = 0; j < keyword.length; j++) {
      const c = keyword.charCodeAt(j);
      let child = this.child(node, c);
      if (child === 0) {
        child = this.owners.length;
        this.owners.push(undefined);
        this.other.push(undefined);
        if (c < 128) this.ascii[node * 128 + c] = child;
        else (this.other[node] ??= new Map()).set(c, child);
      }
      node = child;
    }
    const list = (this.owners[node] ??= []);
    if (!list.includes(owner)) list.push(owner);
  }

  child(node: number, c: number): number {
    return c < 128 ? this.ascii[node * 128 + c]! : (this.other[node]?.get(c) ?? 0);
  }

  /**
   * For two ASCII codes a, b as written (either case), index a * 128 + b: which third
   * characters may continue a keyword that starts "ab" (see THIRD_*). 0: none starts so.
   */
  pairs(): Uint32Array {
    const pairs = new Uint32Array(128 * 128);
    // Each node's mask once (a pair and its other cases share it): built on the start-up path.
    const masks = new Map<number, number>();
    for (let a = 0; a < 128; a++) {
      const first = this.ascii[LOWER[a]!]!;
      if (first === 0) continue;
      for (let b = 0; b < 128; b++) {
        const second = this.child(first, LOWER[b]!);
        if (this.owners[first] || (second !== 0 && this.owners[second])) pairs[a * 128 + b] = THIRD_ANY;
        else if (second !== 0) {
          let mask = masks.get(second);
          if (mask === undefined) masks.set(second, (mask = this.thirds(second)));
          pairs[a * 128 + b] = mask;
        }
      }
    }
    return pairs;
  }

  /** The THIRD_* mask of the characters that continue the trie from `node`. */
  private thirds(node: number): number {
    let mask = this.other[node]?.size ? THIRD_OTHER : 0;
    for (let c = 0; c < 128; c++) {
      if (this.ascii[node * 128 + c] === 0) continue;
      mask |= c >= 97 && c <= 122 ? 1 << (c - 97) : THIRD_OTHER;
    }
    return mask;
  }

  /** Whether some keyword starts with the (lower-cased) code c. */
  starts(c: number): boolean {
    return this.child(0, c) !== 0;
  }
}

/**
 * Every keyword of every detector, found in ONE pass over the text instead of one scan per
 * detector: with ~60 detectors the separate scans alone cost more than all detection.
 *
 * The pass is a loop over the character codes. At each position it looks up the code and the
 * next one (as written) in a table of the pairs that begin a keyword, with the letters that may
 * come third, and only where they fit walks a trie of the keywords, which says which keywords
 * start there and whose they are. Measured on the bench corpus (0.41 MB, ~145 keywords):
 * 1.45 ms, where one case-insensitive regex alternation of the keywords took ~2.7 ms (irregexp
 * tries the alternatives at every position) and a trie walk at every word start ~2.4 ms; 1.69
 * with the DATE detector's month cues. The loop alone costs ~0.9 ms: a WebAssembly version of
 * it measured 0.8, a table of trie nodes for the third step instead of the THIRD_* masks was
 * slower, and a typed-array copy of the text gained nothing.
 *
 * A keyword that starts with a letter or digit counts only at the start of a word, unless its
 * detector sets `keywordsInWords`: "tin" (TIN) must not fire inside "continue", nor "id" inside
 * "did" — such hits would send detectors over nearly the whole text.
 */
export class KeywordPlan {
  /** Every keyword: walked from positions that don't continue a word. */
  private readonly atStart: Trie;
  /**
   * Keywords that count inside words too (keywordsInWords, or starting with punctuation):
   * walked mid-word. The same trie as atStart when every keyword counts inside words.
   */
  private readonly inside: Trie;
  /**
   * Whether a keyword may start at a position, from two ASCII codes as written and whether the
   * position continues a word: index (continues << 14) | (code << 7) | next code, giving the
   * third characters that may follow (THIRD_*). One lookup per character, and one more at 1
   * position in 25, decide where to walk a trie: on the bench corpus, at 1 position in 115.
   */
  private readonly startsHere = new Uint32Array(2 << 14);
  private readonly empty: boolean;

  constructor(detectors: readonly Pick<Detector, 'keywords' | 'keywordsInWords' | 'cues'>[]) {
    const atStart: [string, number][] = [];
    const inside: [string, number][] = [];
    const add = (words: readonly string[] | undefined, owner: number, inWords: boolean | undefined) => {
      for (const keyword of new Set((words ?? []).map((k) => k.toLowerCase()))) {
        if (keyword === '') continue;
        atStart.push([keyword, owner]);
        if (inWords || !isWordChar(keyword.charCodeAt(0))) inside.push([keyword, owner]);
      }
    };
    detectors.forEach((det, i) => {
      add(det.keywords, i, det.keywordsInWords);
      add(det.cues, cueOwner(detectors, i), false);
    });
    this.empty = atStart.length === 0;
    this.atStart = new Trie(atStart);
    this.inside = inside.length === atStart.length ? this.atStart : new Trie(inside);
    const pairs = this.atStart.pairs();
    this.startsHere.set(pairs, 0);
    this.startsHere.set(this.inside === this.atStart ? pairs : this.inside.pairs(), 1 << 14);
  }

  /**
   * For each detector index with keywords that occur: the sorted positions of its keywords;
   * under cueOwner(detectors, index), those of its cues.
   */
  occurrences(text: string): ReadonlyMap<number, readonly number[]> {
    // Made at the first hit: secret rules ask about every token run of a log, most of which hold no keyword.
    let hits: Map<number, number[]> | undefined;
    if (this.empty) return NO_HITS;
    const { atStart, inside, startsHere } = this;
    const n = text.length;
    let inWord = 0;
    let c = n > 0 ? text.charCodeAt(0) : 0;
    for (let i = 0; i < n; i++) {
      const next = i + 1 < n ? text.charCodeAt(i + 1) : 0;
      if ((c | next) < 128) {
        const thirds = startsHere[(inWord << 14) | (c << 7) | next]!;
        if (thirds !== 0 && mayContinue(thirds, i + 2 < n ? text.charCodeAt(i + 2) : -1)) hits = this.walk(inWord === 0 ? atStart : inside, text, i, hits);
        inWord = WORD[c]!;
      } else {
        const trie = inWord === 0 ? atStart : inside;
        if (trie.starts(lower(c))) hits = this.walk(trie, text, i, hits);
        inWord = c < 128 ? WORD[c]! : isWordChar(c) ? 1 : 0;
      }
      c = next;
    }
    return hits ?? NO_HITS;
  }

  /** Records every keyword that starts at `i`; `hits` is made at the first. */
  private walk(trie: Trie, text: string, i: number, hits: Map<number, number[]> | undefined): Map<number, number[]> | undefined {
    const n = text.length;
    const { ascii, owners } = trie;
    let c = text.charCodeAt(i);
    let node = c < 128 ? ascii[LOWER[c]!]! : trie.child(0, lower(c));
    for (let j = i + 1; node !== 0; j++) {
      const own = owners[node];
      if (own) record((hits ??= new Map()), own, i);
      if (j >= n) break;
      c = text.charCodeAt(j);
      node = c < 128 ? ascii[node * 128 + LOWER[c]!]! : trie.child(node, lower(c));
    }
    return hits;
  }

  /** Whether any keyword of `det` occurs in `s` (e.g. in a CSV column header). */
  static mentions(det: Detector, s: string): boolean {
    const lower = s.toLowerCase();
    return (det.keywords ?? []).some((k) => lower.includes(k.toLowerCase()));
  }
}

const NO_HITS: ReadonlyMap<number, readonly number[]> = new Map();

/** The key of a detector's cues in KeywordPlan.occurrences (after the detectors' own indexes). */
export function cueOwner(detectors: readonly unknown[], index: number): number {
  return detectors.length + index;
}

/** Adds position `at` to each owner's list (once: two keywords may start at one place). */
function record(hits: Map<number, number[]>, owners: readonly number[], at: number): void {
  for (const i of owners) {
    const list = hits.get(i);
    if (list) {
      if (list[list.length - 1] !== at) list.push(at);
    } else hits.set(i, [at]);
  }
}

/** THIRD_* masks: bits 0-25 for the letters a-z; then any other character, and anything at all. */
const THIRD_OTHER = 1 << 26;
const THIRD_ANY = 1 << 27;

/** Whether `third` (a code, -1 past the end) may follow a pair whose mask is `thirds`. */
function mayContinue(thirds: number, third: number): boolean {
  // Past ASCII, the trie's own lower-casing decides (a Kelvin sign is a "k").
  if ((thirds & THIRD_ANY) !== 0 || third >= 128) return true;
  const l = third >= 65 && third <= 90 ? third + 32 : third;
  return l >= 97 && l <= 122 ? (thirds & (1 << (l - 97))) !== 0 : third >= 0 && (thirds & THIRD_OTHER) !== 0;
}

/** Lower case and word-character flag of the ASCII codes. */
const LOWER = new Uint8Array(128).map((_, c) => (c >= 65 && c <= 90 ? c + 32 : c));
const WORD = new Uint8Array(128).map((_, c) => (isWordChar(c) ? 1 : 0));

const lowerCache = new Map<number, number>();

/** The lower case of a UTF-16 code unit (single-unit lower cases only, as keywords are compared). */
function lower(c: number): number {
  if (c < 128) return c >= 65 && c <= 90 ? c + 32 : c;
  let l = lowerCache.get(c);
  if (l === undefined) {
    const s = String.fromCharCode(c).toLowerCase();
    l = s.length === 1 ? s.charCodeAt(0) : c;
    lowerCache.set(c, l);
  }
  return l;
}

/** Letters and digits, ASCII and Latin-1/Latin Extended (enough to tell a word's start). */
function isWordChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7);
}

/**
 * The same occurrences as KeywordPlan's, found keyword by keyword from a table of their first
 * characters: nothing to build but that table, where building the plan's tries and pair table
 * costs ~10 ms of cold code (issue 20: `anonymize text "short"` needs few keywords found in few
 * characters). Slower per character, so only the first texts of a process use it (see
 * keywordPlan). The table holds the keywords of a first character once a text has that
 * character: a short text lower-cases and files the few keywords that start with one of its
 * letters, not the ~2,500 keywords and cues of the detectors.
 */
export class KeywordSearch {
  /**
   * For a lower-cased code unit that some text searched so far holds: the keywords that start
   * with it, their owner, and whether they count inside words (an empty list when none does).
   */
  private readonly byFirst = new Map<number, readonly SearchEntry[]>();
  /** Each detector's keywords and cues as it gives them, with their owner, in the detectors' order. */
  private readonly lists: { words: readonly string[]; owner: number; inWords: boolean }[] = [];

  constructor(detectors: readonly Pick<Detector, 'keywords' | 'keywordsInWords' | 'cues'>[]) {
    detectors.forEach((det, i) => {
      if (det.keywords?.length) this.lists.push({ words: det.keywords, owner: i, inWords: Boolean(det.keywordsInWords) });
      if (det.cues?.length) this.lists.push({ words: det.cues, owner: cueOwner(detectors, i), inWords: false });
    });
  }

  /** What KeywordPlan.occurrences gives for `text`. */
  occurrences(text: string): Map<number, number[]> {
    const hits = new Map<number, number[]>();
    if (this.lists.length === 0) return hits;
    this.fileFirstCharacters(text);
    const n = text.length;
    let inWord = 0;
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      const list = this.byFirst.get(lower(c))!;
      for (let k = 0; k < list.length; k++) {
        const { keyword, owner, inside } = list[k]!;
        if ((inWord === 0 || inside) && matchesAt(text, i, keyword)) record(hits, [owner], i);
      }
      inWord = c < 128 ? WORD[c]! : isWordChar(c) ? 1 : 0;
    }
    return hits;
  }

  /**
   * Files the keywords that start with a (lower-cased) code unit of `text` not filed yet: each
   * list's keywords lower-cased, each once, in the list's order (as KeywordPlan takes them).
   */
  private fileFirstCharacters(text: string): void {
    let added: Map<number, SearchEntry[]> | undefined;
    let beyondAscii = false;
    for (let i = 0; i < text.length; i++) {
      const c = lower(text.charCodeAt(i));
      if (this.byFirst.has(c) || added?.has(c)) continue;
      (added ??= new Map()).set(c, []);
      if (c >= 128) beyondAscii = true;
    }
    if (!added) return;
    // Indexed loops: a for-of in code this cold makes an iterator result per word.
    for (let l = 0; l < this.lists.length; l++) {
      const { words, owner, inWords } = this.lists[l]!;
      let filed: Set<string> | undefined;
      for (let w = 0; w < words.length; w++) {
        const word = words[w]!;
        // The first code unit of word.toLowerCase(), lower-casing the whole word only for a
        // keyword that is filed. Beyond ASCII only "İ" and the Kelvin sign lower-case to an
        // ASCII letter: for codes of ASCII only, no other word is lower-cased to find out.
        const c = word.charCodeAt(0);
        if (c >= 128 && !beyondAscii && c !== 0x130 && c !== 0x212a) continue;
        const list = added.get(c < 128 ? LOWER[c]! : word.toLowerCase().charCodeAt(0));
        if (!list) continue;
        const keyword = word.toLowerCase();
        if (filed?.has(keyword)) continue;
        (filed ??= new Set()).add(keyword);
        list.push({ keyword, owner, inside: inWords || !isWordChar(keyword.charCodeAt(0)) });
      }
    }
    for (const [c, list] of added) this.byFirst.set(c, list);
  }
}

interface SearchEntry {
  keyword: string;
  owner: number;
  inside: boolean;
}

/** Whether `keyword` (lower case) starts at `i`, code unit by lower-cased code unit as the trie walks. */
function matchesAt(text: string, i: number, keyword: string): boolean {
  if (i + keyword.length > text.length) return false;
  for (let j = 1; j < keyword.length; j++) if (lower(text.charCodeAt(i + j)) !== keyword.charCodeAt(j)) return false;
  return true;
}

/** What analyze() asks of the keyword pass. */
export interface KeywordFinder {
  occurrences(text: string): ReadonlyMap<number, readonly number[]>;
}

/**
 * Characters searched keyword by keyword before a list's plan is built: a CLI run on a short
 * text never builds it; a long text, a file or a server builds it at once or soon.
 */
const SEARCH_BEFORE_PLAN = 16 * 1024;

class PlanWhenWorthIt implements KeywordFinder {
  private plan: KeywordPlan | undefined;
  private search: KeywordSearch | undefined;
  private searched = 0;

  constructor(private readonly detectors: readonly KeywordOwner[]) {}

  occurrences(text: string): ReadonlyMap<number, readonly number[]> {
    if (!this.plan && this.searched + text.length <= SEARCH_BEFORE_PLAN) {
      this.searched += text.length;
      return (this.search ??= new KeywordSearch(this.detectors)).occurrences(text);
    }
    this.search = undefined;
    return (this.plan ??= new KeywordPlan(this.detectors)).occurrences(text);
  }
}

const plans = new WeakMap<readonly KeywordOwner[], KeywordFinder>();

/** What the keyword pass reads of a detector. */
export type KeywordOwner = Pick<Detector, 'keywords' | 'keywordsInWords' | 'cues'>;

/** The keyword pass for a detector list, made once per list. */
export function keywordPlan(detectors: readonly KeywordOwner[]): KeywordFinder {
  let plan = plans.get(detectors);
  if (!plan) plans.set(detectors, (plan = new PlanWhenWorthIt(detectors)));
  return plan;
}
