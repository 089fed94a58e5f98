import { Positions } from './scan/positions.js';
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

  /**
   * Built at once from the keywords and their owners (parallel lists, in order): the node table
   * is allocated once, at most one node a character. One indexed loop with the child lookup in
   * place: this runs once per process (per worker), cold, over ~3,200 keywords and ~1,900 for
   * the inside trie; a for-of over [keyword, owner] pairs and a method call per character cost
   * ~25% more of the plan's build (files7, docs/performance.md).
   */
  constructor(keywords: readonly string[], keywordOwners: readonly number[]) {
    let nodes = 1;
    for (let k = 0; k < keywords.length; k++) nodes += keywords[k]!.length;
    const ascii = (this.ascii = new Int32Array(nodes * 128));
    const { other, owners } = this;
    for (let k = 0; k < keywords.length; k++) {
      const keyword = keywords[k]!;
      const owner = keywordOwners[k]!;
      let node = 0;
      for (let j = 0; j < keyword.length; j++) {
        const c = keyword.charCodeAt(j);
        let child = c < 128 ? ascii[node * 128 + c]! : (other[node]?.get(c) ?? 0);
        if (child === 0) {
          child = owners.length;
          owners.push(undefined);
          other.push(undefined);
          if (c < 128) ascii[node * 128 + c] = child;
          else (other[node] ??= new Map()).set(c, child);
        }
        node = child;
      }
      const list = (owners[node] ??= []);
      // A whole-word cue's ~owner first: walk() tells such a node by its first owner.
      if (!list.includes(owner)) {
        if (owner < 0) list.unshift(owner);
        else list.push(owner);
      }
    }
  }

  child(node: number, c: number): number {
    return c < 128 ? this.ascii[node * 128 + c]! : (this.other[node]?.get(c) ?? 0);
  }
}

/**
 * Every keyword of every detector, found in ONE pass over the text instead of one scan per
 * detector: with ~60 detectors the separate scans alone cost more than all detection.
 *
 * A trie of the keywords says which start at a position and whose they are, but walking it at
 * every word start costs more than the rest of the pass: ~2,500 keywords (the names analysis's
 * cues, the national IDs' four-letter prefixes) begin like most words of prose. So the pass
 * reads the text once and decides where to walk from the classes of four code units
 * (CODE_CLASS: a letter whatever its case, each ASCII sign its own, digits one, blanks one, the
 * rest of Unicode one) and whether the unit before them continues a word: a keyword of three
 * units or fewer starts where the first three's key is set in a bit table (`shortStarts`), a
 * longer one where the four hash to a set bit of another (`quads`). Two lookups and one branch
 * a character, taken at one place in 25 of prose: where a table of pairs and a test of the third
 * letter decided, branches went either way at most word starts, and "the" walked the trie for
 * "theyre" (docs/performance.md, prose2). Each table holds a superset of the places, so the
 * trie decides alone what is found (KeywordSearch, which has no tables, finds the same: a test
 * compares them).
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
   * Bit `(continues << 18) | classes of three units`: a keyword of three units or fewer of that
   * trie may start so (one of one or two units: whatever the classes after it).
   */
  private readonly shortStarts = new Int32Array(STARTS_BITS >> 5);
  /** Bit quadHash(that key, class of the fourth unit): a keyword of four units or more may start so. */
  private readonly quads = new Int32Array(QUAD_BITS >> 5);
  private readonly empty: boolean;

  constructor(detectors: readonly Pick<Detector, 'keywords' | 'keywordsInWords' | 'cues' | 'wholeWordCues'>[]) {
    // Each trie's keywords (lower-cased, each once per list, in the detectors' order) and their owners.
    const atStart: string[] = [];
    const atStartOwners: number[] = [];
    const inside: string[] = [];
    const insideOwners: number[] = [];
    const seen = new Set<string>();
    // `owner`: ~owner for a whole-word cue (record() checks what follows it).
    const add = (words: readonly string[] | undefined, owner: number, inWords: boolean | undefined) => {
      if (!words?.length) return;
      seen.clear();
      for (let w = 0; w < words.length; w++) {
        const keyword = words[w]!.toLowerCase();
        if (keyword === '' || seen.has(keyword)) continue;
        seen.add(keyword);
        atStart.push(keyword);
        atStartOwners.push(owner);
        if (inWords || !isWordChar(keyword.charCodeAt(0))) {
          inside.push(keyword);
          insideOwners.push(owner);
        }
      }
    };
    for (let i = 0; i < detectors.length; i++) {
      const det = detectors[i]!;
      add(det.keywords, i, det.keywordsInWords);
      add(det.cues, cueOwner(detectors, i), false);
      add(det.wholeWordCues, ~cueOwner(detectors, i), false);
    }
    this.empty = atStart.length === 0;
    this.atStart = new Trie(atStart, atStartOwners);
    this.inside = inside.length === atStart.length ? this.atStart : new Trie(inside, insideOwners);
    this.addStarts(atStart, 0);
    this.addStarts(inside, 1 << 18);
  }

  /**
   * Sets the start tables for `keywords` (lower-cased) of the trie whose half of the key is
   * `half`: a keyword of three units or fewer sets its key in shortStarts and, when shorter,
   * every class after it (the range of keys that share its units); a longer one sets the bit
   * of its first three and its fourth unit in `quads`. From the keywords, not the trie: reading
   * each node's 128 children was most of the plan's build, cold code at its first use.
   */
  private addStarts(keywords: readonly string[], half: number): void {
    for (let k = 0; k < keywords.length; k++) {
      const keyword = keywords[k]!;
      let key = half;
      for (let j = 0; j < 3 && j < keyword.length; j++) key |= codeClass(keyword.charCodeAt(j)) << (6 * (2 - j));
      if (keyword.length <= 3) setBits(this.shortStarts, key, 6 * (3 - keyword.length));
      else setBit(this.quads, quadHash(key, codeClass(keyword.charCodeAt(3))));
    }
  }

  /**
   * For each detector index with keywords that occur: the sorted positions of its keywords;
   * under cueOwner(detectors, index), those of its cues.
   */
  occurrences(text: string): ReadonlyMap<number, Int32Array> {
    // Made at the first hit: secret rules ask about every token run of a log, most of which hold no keyword.
    let hits: Hits | undefined;
    if (this.empty) return NO_HITS;
    const { atStart, inside, shortStarts, quads } = this;
    const n = text.length;
    // The classes of units i - 3 to i - 1 (six bits each, the last in the low bits), and the
    // word flags of the units before i (the last in bit 0): position i - 3 is decided when unit
    // i is read. Past the end, END_CLASS stands for the units.
    let classes = 0;
    let words = 0;
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      const cls = TEXT_CLASS[c]!;
      const key = (((words >>> 3) & 1) << 18) | classes;
      const q = quadHash(key, cls);
      const starts = ((shortStarts[key >>> 5]! >>> (key & 31)) | (quads[q >>> 5]! >>> (q & 31))) & 1;
      classes = ((classes << 6) | cls) & THREE_CLASSES;
      words = (words << 1) | WORD[c]!;
      if (starts !== 0 && i >= 3) hits = this.walk(key < 1 << 18 ? atStart : inside, text, i - 3, hits);
    }
    for (let i = n; i < n + 3; i++) {
      const key = (((words >>> 3) & 1) << 18) | classes;
      const q = quadHash(key, END_CLASS);
      classes = ((classes << 6) | END_CLASS) & THREE_CLASSES;
      words <<= 1;
      if ((((shortStarts[key >>> 5]! >>> (key & 31)) | (quads[q >>> 5]! >>> (q & 31))) & 1) !== 0 && i >= 3) hits = this.walk(key < 1 << 18 ? atStart : inside, text, i - 3, hits);
    }
    return hits?.lists() ?? NO_HITS;
  }

  /** Records every keyword that starts at `i`; `hits` is made at the first. */
  private walk(trie: Trie, text: string, i: number, hits: Hits | undefined): Hits | undefined {
    const n = text.length;
    const { ascii, owners } = trie;
    let c = text.charCodeAt(i);
    let node = c < 128 ? ascii[LOWER[c]!]! : trie.child(0, lower(c));
    for (let j = i + 1; node !== 0; j++) {
      const own = owners[node];
      if (own) {
        if (own[0]! >= 0) record((hits ??= new Hits()), own, i);
        else hits = recordWhole(hits, own, i, text, j);
      }
      if (j >= n) break;
      c = text.charCodeAt(j);
      node = c < 128 ? ascii[node * 128 + LOWER[c]!]! : trie.child(node, lower(c));
    }
    return hits;
  }

}

/** A node of HintMentions' trie: the next code unit's nodes, the detectors whose keyword ends here. */
interface MentionNode {
  next: Map<number, MentionNode>;
  owners: number[];
}

const mentionNode = (): MentionNode => ({ next: new Map(), owners: [] });

/**
 * Which detectors of a list have a keyword in a hint (a CSV column's header, a JSON key), in any
 * case and anywhere in it, even inside a word: a hint names what a whole text is. One walk of a
 * trie of the list's keywords (in lower case) from each position of the hint, where each call
 * lower-cased the hint and tested each of ~800 keywords in turn (a third of the analysis of a
 * short cell under a header).
 */
export class HintMentions {
  private readonly root = mentionNode();

  constructor(detectors: readonly KeywordOwner[]) {
    detectors.forEach((det, i) => {
      for (const keyword of det.keywords ?? []) {
        const lower = keyword.toLowerCase();
        let node = this.root;
        for (let j = 0; j < lower.length; j++) {
          const c = lower.charCodeAt(j);
          let child = node.next.get(c);
          if (child === undefined) node.next.set(c, (child = mentionNode()));
          node = child;
        }
        if (!node.owners.includes(i)) node.owners.push(i);
      }
    });
  }

  /** The indexes of the detectors with a keyword in `hint` (an empty keyword is in every hint). */
  of(hint: string): Set<number> {
    const lower = hint.toLowerCase();
    const out = new Set<number>(this.root.owners);
    for (let start = 0; start < lower.length; start++) {
      let node = this.root.next.get(lower.charCodeAt(start));
      for (let j = start + 1; node !== undefined; j++) {
        for (const i of node.owners) out.add(i);
        if (j >= lower.length) break;
        node = node.next.get(lower.charCodeAt(j));
      }
    }
    return out;
  }
}

const hintMentions = new WeakMap<readonly KeywordOwner[], HintMentions>();

/** HintMentions for a detector list, made once per list. */
export function hintMentionsOf(detectors: readonly KeywordOwner[]): HintMentions {
  let mentions = hintMentions.get(detectors);
  if (!mentions) hintMentions.set(detectors, (mentions = new HintMentions(detectors)));
  return mentions;
}

/** The start tables' size in bits: a flag and three classes of six bits. */
const STARTS_BITS = 1 << 19;
const THREE_CLASSES = (1 << 18) - 1;
/**
 * The four-unit table's size in bits: the engine's keywords set ~1,200 of them (0.5%). At 2^16
 * (1.8% set) quads of prose as common as "d to" and "his " hashed to a set bit: 28,521 walks
 * on the bench corpus, 18,633 of them finding nothing; at 2^18 22,850 and 12,962, near the
 * 21,917 of a table four times larger again (prose8, docs/performance.md).
 */
const QUAD_BITS = 1 << 18;

/** An 18-bit hash of a start key and a fourth class (Fibonacci hashing). */
function quadHash(key: number, fourth: number): number {
  return Math.imul((key << 6) | fourth, 0x9e3779b1) >>> 14;
}

function setBit(bits: Int32Array, k: number): void {
  bits[k >>> 5]! |= 1 << (k & 31);
}

/** Sets the 2^width bits from `k` on (`k` a multiple of 2^width). */
function setBits(bits: Int32Array, k: number, width: number): void {
  if (width < 5) {
    for (let j = 0; j < 1 << width; j++) setBit(bits, k + j);
    return;
  }
  bits.fill(-1, k >>> 5, (k + (1 << width)) >>> 5);
}

/**
 * The class of a lower-cased code unit in the start tables: 0-25 the letters a-z, one for the
 * digits, one for the ASCII controls and blanks but the space, one for each other ASCII code;
 * NON_ASCII for the rest of Unicode; END_CLASS for past the text's end.
 */
const CODE_CLASS = new Uint8Array(128);
const NON_ASCII = 62;
const END_CLASS = 63;
{
  let next = 26;
  for (let c = 0; c < 128; c++) {
    if (c >= 97 && c <= 122) CODE_CLASS[c] = c - 97;
    else if (c >= 65 && c <= 90) CODE_CLASS[c] = c - 65;
    else if (c >= 49 && c <= 57) CODE_CLASS[c] = CODE_CLASS[48]!;
    else if ((c < 32 && c !== 0) || c === 127) CODE_CLASS[c] = CODE_CLASS[0]!;
    else CODE_CLASS[c] = next++;
  }
}

function codeClass(code: number): number {
  return code < 128 ? CODE_CLASS[code]! : NON_ASCII;
}

/**
 * By any UTF-16 code unit of a text: the class of its lower case (lower()), so that no
 * branch is taken for a code past ASCII. The Kelvin sign is the one such unit whose lower case
 * is ASCII (a "k"; a test checks every unit).
 */
const TEXT_CLASS = new Uint8Array(0x10000).fill(NON_ASCII);
TEXT_CLASS.set(CODE_CLASS);
TEXT_CLASS[0x212a] = CODE_CLASS[107]!;

const NO_HITS: ReadonlyMap<number, Int32Array> = new Map();

/** The key of a detector's cues in KeywordPlan.occurrences (after the detectors' own indexes). */
export function cueOwner(detectors: readonly unknown[], index: number): number {
  return detectors.length + index;
}

/**
 * The hits of one keyword pass as it reads the text: (owner, position) pairs in one list of
 * Int32, then each owner's positions in an Int32Array of their exact number (lists()). Pushed
 * into an array per owner, the arrays of 20 MB of logs (~710,000 hits) were copied as they grew
 * (8.5 MB of what outlived the young generation, bench/logs-promoted.mjs); as JS arrays of their
 * exact length, 5.9 MB of V8's heap (8 bytes a position), which the call's peak memory counts
 * until a full collection (bench/logs.mjs); as Int32Arrays, 2.9 MB outside it. The pairs'
 * growing buffers are outside the V8 heap and die young.
 */
class Hits {
  private readonly pairs = new Positions();

  add(owner: number, at: number): void {
    this.pairs.push(owner);
    this.pairs.push(at);
  }

  /** Each owner's positions, ascending, each once (two of its keywords may start at one place), in the order of the owners' first hits. */
  lists(): Map<number, Int32Array> {
    const pairs = this.pairs;
    const owners = ownerCount(pairs);
    const counts = new Int32Array(owners);
    const order = new Int32Array(owners);
    const seen = countKept(pairs, counts, new Int32Array(owners).fill(-1), order);
    const lists = new Array<Int32Array>(owners);
    const hits = new Map<number, Int32Array>();
    for (let k = 0; k < seen; k++) {
      const owner = order[k]!;
      hits.set(owner, (lists[owner] = new Int32Array(counts[owner]!)));
    }
    fillLists(pairs, lists, new Int32Array(owners));
    return hits;
  }
}

// Hits.lists' three walks over the pairs, each a function of its own: written inline, each long
// walk was compiled on the stack (OSR) before the arrays made after it had ever been made, and
// that cached code left for the interpreter at their construction in every later call (~130
// bailouts on a CSV's first call: csv11).

/** One more than the largest owner of the pairs. */
function ownerCount(pairs: Positions): number {
  const n = pairs.length;
  let owners = 0;
  for (let k = 0; k < n; k += 2) if (pairs.at(k) >= owners) owners = pairs.at(k) + 1;
  return owners;
}

/**
 * Each owner's positions counted as kept (a position its owner had just before is not counted
 * again) into `counts`; the owners in the order of their first hits into `order`, and their number returned.
 */
function countKept(pairs: Positions, counts: Int32Array, last: Int32Array, order: Int32Array): number {
  const n = pairs.length;
  let seen = 0;
  for (let k = 0; k < n; k += 2) {
    const owner = pairs.at(k);
    const at = pairs.at(k + 1);
    if (last[owner] === at) continue;
    if (counts[owner] === 0) order[seen++] = owner;
    last[owner] = at;
    counts[owner]!++;
  }
  return seen;
}

/** Each kept position into its owner's list (`filled`: how many each list holds so far). */
function fillLists(pairs: Positions, lists: readonly Int32Array[], filled: Int32Array): void {
  const n = pairs.length;
  for (let k = 0; k < n; k += 2) {
    const owner = pairs.at(k);
    const at = pairs.at(k + 1);
    const list = lists[owner]!;
    const f = filled[owner]!;
    if (f > 0 && list[f - 1] === at) continue;
    list[f] = at;
    filled[owner] = f + 1;
  }
}

/** Adds position `at` to each owner's list. */
function record(hits: Hits, owners: readonly number[], at: number): void {
  for (let k = 0; k < owners.length; k++) hits.add(owners[k]!, at);
}

/**
 * record() for a node whose owners include whole-word cues (~owner, sorted first: Trie.add):
 * those only when no word character stands at `end`, where the keyword ends. `hits` made at the first.
 */
function recordWhole(hits: Hits | undefined, owners: readonly number[], at: number, text: string, end: number): Hits | undefined {
  const whole = end >= text.length || WORD[text.charCodeAt(end)] !== 1;
  for (let k = 0; k < owners.length; k++) {
    let i = owners[k]!;
    if (i < 0) {
      if (!whole) continue;
      i = ~i;
    }
    (hits ??= new Hits()).add(i, at);
  }
  return hits;
}

/** Lower case of the ASCII codes. */
const LOWER = new Uint8Array(128).map((_, c) => (c >= 65 && c <= 90 ? c + 32 : c));
/** isWordChar by any UTF-16 code unit (filled by ranges: no call per unit at start-up). */
const WORD = new Uint8Array(0x10000).fill(1, 48, 58).fill(1, 65, 91).fill(1, 97, 123).fill(1, 0xc0, 0x250);
WORD[0xd7] = 0;
WORD[0xf7] = 0;

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
  private readonly lists: { words: readonly string[]; owner: number; inWords: boolean; whole: boolean }[] = [];

  constructor(detectors: readonly Pick<Detector, 'keywords' | 'keywordsInWords' | 'cues' | 'wholeWordCues'>[]) {
    detectors.forEach((det, i) => {
      if (det.keywords?.length) this.lists.push({ words: det.keywords, owner: i, inWords: Boolean(det.keywordsInWords), whole: false });
      if (det.cues?.length) this.lists.push({ words: det.cues, owner: cueOwner(detectors, i), inWords: false, whole: false });
      if (det.wholeWordCues?.length) this.lists.push({ words: det.wholeWordCues, owner: cueOwner(detectors, i), inWords: false, whole: true });
    });
  }

  /** What KeywordPlan.occurrences gives for `text`. */
  occurrences(text: string): Map<number, Int32Array> {
    if (this.lists.length === 0) return new Map();
    let hits: Hits | undefined;
    this.fileFirstCharacters(text);
    const n = text.length;
    let inWord = 0;
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      const list = this.byFirst.get(lower(c))!;
      for (let k = 0; k < list.length; k++) {
        const { keyword, owner, inside, whole } = list[k]!;
        if ((inWord === 0 || inside) && matchesAt(text, i, keyword)) hits = recordWhole(hits, [whole ? ~owner : owner], i, text, i + keyword.length);
      }
      inWord = c < 128 ? WORD[c]! : isWordChar(c) ? 1 : 0;
    }
    return hits?.lists() ?? new Map();
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
      const { words, owner, inWords, whole } = this.lists[l]!;
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
        list.push({ keyword, owner, inside: inWords || !isWordChar(keyword.charCodeAt(0)), whole });
      }
    }
    for (const [c, list] of added) this.byFirst.set(c, list);
  }
}

interface SearchEntry {
  keyword: string;
  owner: number;
  inside: boolean;
  /** A whole-word cue: recorded only where no word character follows it. */
  whole: boolean;
}

/** Whether `keyword` (lower case) starts at `i`, code unit by lower-cased code unit as the trie walks. */
function matchesAt(text: string, i: number, keyword: string): boolean {
  if (i + keyword.length > text.length) return false;
  for (let j = 1; j < keyword.length; j++) if (lower(text.charCodeAt(i + j)) !== keyword.charCodeAt(j)) return false;
  return true;
}

/** What analyze() asks of the keyword pass. */
export interface KeywordFinder {
  occurrences(text: string): ReadonlyMap<number, Int32Array>;
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

  occurrences(text: string): ReadonlyMap<number, Int32Array> {
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
export type KeywordOwner = Pick<Detector, 'keywords' | 'keywordsInWords' | 'cues' | 'wholeWordCues'>;

/** The keyword pass for a detector list, made once per list. */
export function keywordPlan(detectors: readonly KeywordOwner[]): KeywordFinder {
  let plan = plans.get(detectors);
  if (!plan) plans.set(detectors, (plan = new PlanWhenWorthIt(detectors)));
  return plan;
}

/**
 * Keyword hits as one message-ready array (the pipe's worker sends those of the other thread's
 * detectors, docs/parallel.md): for each key that `keep` accepts, in the map's order, the key,
 * the number of its positions and the positions. An Int32Array is copied by postMessage in one
 * piece where a map of arrays is cloned number by number.
 */
export function packHits(hits: ReadonlyMap<number, Int32Array>, keep: (key: number) => boolean): Int32Array {
  let size = 0;
  for (const [key, at] of hits) if (keep(key)) size += 2 + at.length;
  const out = new Int32Array(size);
  let j = 0;
  for (const [key, at] of hits) {
    if (!keep(key)) continue;
    out[j++] = key;
    out[j++] = at.length;
    for (let k = 0; k < at.length; k++) out[j++] = at[k]!;
  }
  return out;
}

/** packHits' map back: each key's positions a view of `packed` (no copy). */
export function unpackHits(packed: Int32Array): Map<number, Int32Array> {
  const hits = new Map<number, Int32Array>();
  for (let j = 0; j < packed.length; ) {
    const key = packed[j++]!;
    const n = packed[j++]!;
    hits.set(key, packed.subarray(j, j + n));
    j += n;
  }
  return hits;
}
