import { DETECTORS } from '../detectors/index.js';
import { entityOrder, type EntityName } from '../entities.js';
import { defineDetector, escapeRegExp } from './detector.js';
import type { Candidate, Detector, Finding } from './types.js';
import { lazy } from './lazy.js';
import { foldArabicIndicDigits, hasArabicIndicDigits } from './digits-folded.js';
import { hasEscapedMojibake, mojibakeDecoded } from './json-mojibake.js';
import { Positions } from './scan/positions.js';

/**
 * One memory per document: every value found anywhere in a file (body, cell, note, header,
 * metadata) is looked for again in every other place of that file, where the detectors alone
 * may not see it: an author's name alone on a title line, a surname alone after the full name,
 * an organization's defined short name, a value from a `name` column in a note. Formats fill it
 * in a first pass (Redactor.recorder) and redact in a second (Redactor.forDocument), which
 * finds its values as extra terms of their own type. Per document, never across files.
 */
export class DocumentMemory {
  /**
   * Remembered values by the word they are indexed by (lower-cased for the types matched in any
   * case), grouped by their length and where the word is in them, longest first: a word shared
   * by thousands of values (a city, a year) costs one lookup per group, not a comparison per value.
   */
  private readonly byWord = new Map<string, Group[]>();
  /**
   * A bit per hash (asciiHash, mixHash) of the ASCII words of byWord in lower case: find() looks up
   * a word of ASCII characters only when its bit is set (most words of a text are no value's
   * word). A word with other characters is looked up always. Also a bit per such word and the
   * character after it in a value (nextBit: a word ending a value, or any character, has a bit of its
   * own): a value can be where a word of the text is only if the text's next character is its
   * value's, so an amount's "2022" in "2022.15" is not looked up for the dates of 2022 ("2022-03-01").
   */
  private wordBits = new Int32Array(FIRST_WORD_BITS >>> 5);
  /** wordBits' size less one: a bit is its hash (mixHash) masked by it. */
  private wordMask = FIRST_WORD_BITS - 1;
  /**
   * The hashes set in wordBits, to set them again in a larger table, while it can grow: it starts
   * small (a small file's memory holds a few dozen values, and a new table of WORD_BITS took
   * ~75 us to allocate and zero, a tenth of such a file's analysis) and grows eightfold each
   * time its hashes pass a 32nd of its bits; at WORD_BITS it is not kept.
   */
  private bitsSet: Positions | undefined = new Positions();
  /**
   * The same groups by word, then by shape (shapeKey), for the words that have more than
   * SHAPES_AFTER groups (most have one: a word's few groups are compared, not a map made for each).
   */
  private readonly shapes = new Map<string, Map<number | string, Group>>();
  /** The word key and groups group() filed a value under last (byWord's entry, never replaced). */
  private lastKey: string | undefined;
  private lastGroups: Group[] | undefined;
  private lastShapes: Map<number | string, Group> | undefined;
  /**
   * Values whose word is ASCII, not yet in byWord: filed by the word's hash (asciiHash), in the
   * order remembered, and grouped only when find() first meets a word of that hash (settle()). Grouping a value costs the word's string, a map entry and a
   * group; most words of a customer file's values (two thirds on the bench file) are never met
   * in its second pass outside the cells found whole.
   */
  private readonly unsettled = new Map<number, Entry>();
  /**
   * Every value by its key (Entry.value): the cased types' in one map, the others' (by their
   * lower case) in another. A key held by several types is one map entry, its types' entries
   * chained in the order remembered (Entry.sameKey): one lookup raises a score instead of adding
   * a value twice, answers rivals() for every type at once, and finds the value a group holds.
   */
  private readonly casedKeys = new Map<string, Entry>();
  private readonly caselessKeys = new Map<string, Entry>();
  /** Bit `entityOrder(type)` set for each type with a value in casedKeys, caselessKeys (rivals()). */
  private casedTypes = 0;
  private caselessTypes = 0;
  /** Values in scripts written without spaces, by value. */
  private readonly dense = new Map<string, Entry>();
  private denseRe: RegExp | undefined;
  /** The values given to rememberValue, by type. */
  private readonly valuesByType = new Map<EntityName, Set<string>>();
  private count = 0;
  /** Whether a remembered value holds NUL (the cell separator): then skippable() finds none. */
  private holdsNul = false;
  /** Spans where find() looks up no word (see outside()): start and end of each, in order. */
  private skip: Int32Array = NO_SPANS;
  private built: Detector | undefined;
  /**
   * First-pass findings by hint, then by text, so the second pass doesn't analyze a text twice.
   * Not by one key made of both: a column's text joined to its hint is a copy of the column to
   * hash (a megabyte of copies per megabyte of CSV, in each pass).
   */
  private readonly seen = new Map<string, Map<string, Finding[]>>();
  seenChars = 0;

  /** Keeps a first pass's findings of `text` under `hint` (see seenFindings). */
  keepSeen(hint: string, text: string, findings: Finding[]): void {
    let texts = this.seen.get(hint);
    if (!texts) this.seen.set(hint, (texts = new Map()));
    texts.set(text, findings);
    this.seenChars += text.length;
  }

  /** The first pass's findings of `text` under `hint`, if they were kept. */
  seenFindings(hint: string, text: string): Finding[] | undefined {
    return this.seen.get(hint)?.get(text);
  }

  get size(): number {
    return this.count;
  }

  /** Remembers the values of `findings` in `text` and the other names they go by. */
  remember(text: string, findings: readonly Finding[]): void {
    // Full (see add()): nothing more is remembered, and a value need not be cut out or its aliases made.
    if (this.count >= MAX_VALUES) return;
    for (const f of findings) {
      const value = text.slice(f.start, f.end);
      this.rememberValue(value, f.entity);
      if (f.entity === 'ORGANIZATION') for (const s of aliasesOf(value.trim(), f.entity, text.slice(f.end, f.end + 80))) this.add(s, f.entity, 0.75);
    }
  }

  /**
   * Remembers one value known to be of `entity` (a field whose meaning is known); `declared`: one
   * the document declares (Redactor.remember), whose other spellings are remembered too.
   */
  rememberValue(value: string, entity: EntityName, declared = false): void {
    // Full: add() takes nothing more (the count never falls), so neither the value nor its aliases.
    if (this.count >= MAX_VALUES) return;
    // As analyze() reads the text: Arabic-Indic digits as ASCII ones (digits-folded.ts), UTF-8
    // bytes escaped one by one as their characters (json-mojibake.ts).
    const folded = hasArabicIndicDigits(value) ? foldArabicIndicDigits(value) : value;
    const v = (hasEscapedMojibake(folded) ? mojibakeDecoded(folded).text : folded).trim();
    // Remembering is idempotent (scores only rise, the aliases of a value are always the same):
    // a value met again, as a column's names and dates are thousands of times, costs one lookup.
    // A type without aliases is remembered at MAX_SCORE only (add() is then its own lookup: a
    // value met again changes nothing there); a person's or organization's aliases are made
    // once per value, as first met (a declared name's differ).
    if (entity !== 'PERSON_NAME' && entity !== 'ORGANIZATION') {
      this.add(v, entity, MAX_SCORE);
      return;
    }
    let known = this.valuesByType.get(entity);
    if (!known) this.valuesByType.set(entity, (known = new Set()));
    if (known.has(v)) return;
    known.add(v);
    this.add(v, entity, MAX_SCORE);
    if (entity === 'PERSON_NAME') for (const p of aliasesOf(v, entity, '', declared)) this.add(p, entity, 0.7);
    else for (const s of aliasesOf(v, entity, '')) this.add(s, entity, 0.75);
  }

  private add(value: string, entity: EntityName, score: number): void {
    if (this.count >= MAX_VALUES) return;
    // Every character of NO_SPACES is U+00B7 or beyond: most values are answered by their first.
    const c0 = value.charCodeAt(0);
    const dense = c0 >= 0xb7 && NO_SPACES().test(value);
    const caseless = !isCased(entity);
    const key = caseless ? value.toLowerCase() : value;
    const keys = caseless ? this.caselessKeys : this.casedKeys;
    // A value met again (its key is there as its type): it passed the checks below when first
    // met (they don't depend on case), so only its score may rise.
    let last: Entry | undefined;
    if (!dense) {
      for (let e = keys.get(key); e; e = e.sameKey) {
        if (e.entity === entity) {
          if (score > e.score) e.score = score;
          return;
        }
        last = e;
      }
    }
    // NUMERIC's first character is a digit, a space or . , / - (a letter or `+` ends it at once).
    if (value.length < (dense ? 2 : 3) || (mayBeNumeric(c0) && NUMERIC.test(value) && value.replace(NOT_DIGITS, '').length < 5)) return;
    if (value.includes('\u0000')) this.holdsNul = true;
    if (dense) {
      const old = this.dense.get(value);
      if (old && old.score >= score) return;
      this.dense.set(value, newEntry(key, value, entity, score, caseless, 0, 0, this.count));
      this.denseRe = undefined;
      this.count++;
      return;
    }
    // Indexed by its longest word (the last of equal lengths), the rarest: the phone numbers
    // of a column share "1" of "+1 415 …", not their last group. The words of WORDS, read as
    // find() reads them, each hashed as it is read (asciiHash; -1 for a word with other characters).
    let lead = -1;
    let length = 0;
    let h = -1;
    for (let i = 0; i < value.length; ) {
      let c = value.charCodeAt(i);
      if (c < 128) {
        if (ASCII_WORD[c] === 0) {
          i++;
          continue;
        }
      } else if (wordStep(value, i) === 0) {
        i++;
        continue;
      }
      const at = i;
      let wh = 0;
      let ascii = true;
      for (;;) {
        if (c < 128) {
          if (ASCII_WORD[c] === 0) break;
          wh = (Math.imul(wh, 31) + (c >= 65 && c <= 90 ? c + 32 : c)) | 0;
          i++;
        } else {
          const step = wordStep(value, i);
          if (step === 0) break;
          ascii = false;
          i += step;
        }
        if (i >= value.length) break;
        c = value.charCodeAt(i);
      }
      if (i - at >= length) {
        lead = at;
        length = i - at;
        h = ascii ? wh & HASH_KEY : -1;
      }
    }
    if (lead < 0) return;
    const entry = newEntry(key, value, entity, score, caseless, lead, length, this.count);
    if (last) last.sameKey = entry;
    else keys.set(key, entry);
    if (caseless) this.caselessTypes |= 1 << entityOrder(entity);
    else this.casedTypes |= 1 << entityOrder(entity);
    this.count++;
    if (h < 0) {
      // A word with other characters is grouped now; one whose lower case is ASCII (the KELVIN
      // SIGN's "k") after the values filed under that word, which were remembered before it.
      if (caseless && this.unsettled.size) this.settleWord(value.slice(lead, lead + length).toLowerCase());
      this.group(entry);
    } else {
      this.setBit(mixHash(h));
      // A caseless value whose lower case is not as long may not line up with the text: any character.
      const next = caseless && key.length !== value.length ? NEXT_ANY : nextCode(value, lead + length);
      this.setBit(nextBit(h, next));
      // Filed last to first (Entry.filed); settle() groups them first to last.
      entry.filed = this.unsettled.get(h);
      this.unsettled.set(h, entry);
    }
  }

  /** settle() for a word read from a text whose characters are not all ASCII (its lower case may be: U+212A KELVIN SIGN is "k"). */
  private settleWord(word: string): void {
    const h = asciiHash(word, 0, word.length);
    if (h >= 0) this.settle(h);
  }

  /** Groups the values filed under the word hash `h` (asciiHash), in the order remembered. */
  private settle(h: number): void {
    let e = this.unsettled.get(h & HASH_KEY);
    if (e === undefined) return;
    this.unsettled.delete(h & HASH_KEY);
    if (e.filed === undefined) {
      this.group(e);
      return;
    }
    const filed: Entry[] = [];
    for (; e; e = e.filed) filed.push(e);
    for (let i = filed.length - 1; i >= 0; i--) {
      const f = filed[i]!;
      f.filed = undefined;
      this.group(f);
    }
  }

  /** Files `entry` under its word in byWord, in the group of its shape. */
  private group(entry: Entry): void {
    const { caseless } = entry;
    // The values settled together are mostly of one word (a city's addresses): its key and
    // groups are those of the value before when its word reads the same.
    let key = this.lastKey;
    let groups = this.lastGroups;
    if (key === undefined || groups === undefined || !sameWord(entry, key)) {
      const word = entry.given.slice(entry.lead, entry.lead + entry.wordLength);
      key = caseless ? word.toLowerCase() : word;
      groups = this.byWord.get(key);
      if (!groups) {
        this.byWord.set(key, (groups = []));
        const h = asciiHash(key, 0, key.length);
        if (h >= 0) {
          this.setBit(mixHash(h));
          // A word of other characters whose key is ASCII (U+212A KELVIN SIGN is "k"): any character after it.
          this.setBit(nextBit(h, NEXT_ANY));
        }
      }
      this.lastKey = key;
      this.lastGroups = groups;
      this.lastShapes = undefined;
    }
    {
      const shape = shapeKey(entry.lead, entry.value.length, caseless);
      let shapes = groups.length > SHAPES_AFTER ? (this.lastShapes ??= this.shapes.get(key)) : undefined;
      let group: Group | undefined;
      if (shapes) group = shapes.get(shape);
      else for (const g of groups) if (g.lead === entry.lead && g.length === entry.value.length && g.caseless === caseless) group = g;
      if (!group) {
        group = { lead: entry.lead, length: entry.value.length, caseless };
        // Longest first: "Kenji Watanabe" before "Watanabe".
        let at = groups.findIndex((g) => g.length < entry.value.length);
        if (at < 0) at = groups.length;
        groups.splice(at, 0, group);
        if (shapes) shapes.set(shape, group);
        else if (groups.length > SHAPES_AFTER) {
          this.shapes.set(key, (shapes = new Map()));
          this.lastShapes = shapes;
          for (const g of groups) shapes.set(shapeKey(g.lead, g.length, g.caseless), g);
        }
      }
      entry.group = group;
    }
  }

  /** Sets the bit of hash `h` (mixHash, nextBit). */
  private setBit(h: number): void {
    const set = this.bitsSet;
    if (set !== undefined) {
      set.push(h);
      if (set.length > (this.wordMask + 1) >>> 5) this.growBits(set);
    }
    this.wordBits[(h & this.wordMask) >>> 5]! |= 1 << (h & 31);
  }

  /** wordBits eight times larger (at most WORD_BITS), with the bits of every hash in `set`. */
  private growBits(set: Positions): void {
    const size = Math.min(WORD_BITS, (this.wordMask + 1) * 8);
    const bits = new Int32Array(size >>> 5);
    for (let k = 0; k < set.length; k++) {
      const h = set.at(k);
      bits[(h & (size - 1)) >>> 5]! |= 1 << (h & 31);
    }
    this.wordBits = bits;
    this.wordMask = size - 1;
    if (size === WORD_BITS) this.bitsSet = undefined;
  }

  private hasBit(h: number): boolean {
    return (this.wordBits[(h & this.wordMask) >>> 5]! & (1 << (h & 31))) !== 0;
  }

  /** The first remembered entry of `key` filed in `group`, if it holds one. */
  private valueIn(group: Group, key: string): Entry | undefined {
    for (let e = (group.caseless ? this.caselessKeys : this.casedKeys).get(key); e; e = e.sameKey) if (e.group === group) return e;
    return undefined;
  }

  /**
   * Runs `fn` with the detector (below) looking up no word that overlaps one of `spans` (start and
   * end of each, in order of start, not overlapping; from skippable()): a document's second pass
   * over a text whose first-pass findings hold them.
   */
  outside<T>(spans: Int32Array, fn: () => T): T {
    const before = this.skip;
    this.skip = spans;
    try {
      return fn();
    } finally {
      this.skip = before;
    }
  }

  /**
   * The spans (start and end of each, for outside()) of the first-pass findings of `text` (in
   * order of start, not overlapping) in which no lookup can change the second pass's result: a whole cell (only white space between it and a cell
   * separator's NUL or the text's edge, so a remembered value there lies within it: values are
   * trimmed and hold no NUL) that outranks every remembered value there (a score above
   * MAX_SCORE; or MAX_SCORE, when no value of its text is remembered at MAX_SCORE as a type
   * before its own in the catalog, which would win the tie). The values inside it lose to it
   * and, with nothing outside the cell to overlap, take nothing else with them: a column of
   * names, e-mail addresses or IBANs is not looked up word by word again.
   */
  skippable(text: string, findings: readonly Finding[]): Int32Array {
    if (this.holdsNul || findings.length === 0) return NO_SPANS;
    // Start and end of each span in one typed array: find() reads them with one map, where the
    // findings' arrays come in several element kinds (each a deoptimization of find() in the
    // first document of a process).
    const spans = new Int32Array(2 * findings.length);
    let n = 0;
    for (let i = 0; i < findings.length; i++) {
      const f = findings[i]!;
      // The whole-cell test first: it reads a few characters, the rivals' test slices the value
      // and looks it up under each type before its own.
      if (f.score >= MAX_SCORE && isWholeCell(text, f.start, f.end) && (f.score > MAX_SCORE || !this.rivals(text.slice(f.start, f.end), f.entity))) {
        spans[n++] = f.start;
        spans[n++] = f.end;
      }
    }
    return n === spans.length ? spans : spans.subarray(0, n);
  }

  /** Whether `value` is remembered at MAX_SCORE as a type before `entity` in the catalog. */
  private rivals(value: string, entity: EntityName): boolean {
    const order = entityOrder(entity);
    const dense = this.dense.size ? this.dense.get(value) : undefined;
    if (dense && dense.score >= MAX_SCORE && entityOrder(dense.entity) < order) return true;
    const before = (1 << order) - 1;
    if (this.casedTypes & before && rivalIn(this.casedKeys.get(value), order)) return true;
    return (this.caselessTypes & before) !== 0 && rivalIn(this.caselessKeys.get(value.toLowerCase()), order);
  }

  /**
   * A detector that finds the remembered values (undefined while nothing is remembered). Values
   * are indexed by their first word and checked where that word occurs, so thousands of values
   * (a spreadsheet of customers) cost one pass over the text's words, not a regex of thousands
   * of alternatives; values added later are found by the same detector.
   */
  detector(): Detector | undefined {
    if (this.count === 0) return undefined;
    this.built ??= defineDetector({
      id: 'document-memory',
      entity: 'CUSTOM_ENTITY',
      find: (text) => this.find(text),
      examples: { positive: [], negative: [] },
    });
    return this.built;
  }

  /**
   * find() at the word text[at, i) (`ascii`: of ASCII characters only, `cased`: with a capital
   * or beyond ASCII, `h`: its hash): the longest remembered value there, if any, onto `out`.
   */
  private lookUpWord(text: string, at: number, i: number, ascii: boolean, cased: boolean, h: number, out: Candidate[]): void {
    // The values of this word's hash (and its lower case's) are grouped now, if not yet.
    if (this.unsettled.size) {
      if (ascii) this.settle(h);
      else if (cased) this.settleWord(text.slice(at, i).toLowerCase());
    }
    const word = text.slice(at, i);
    // A capitalized word is looked up as written (the cased types' values) and in lower case
    // (the others'): "Boulder" holds both "12 Boulder Road" and "Boulder@AB.io".
    const exact = this.byWord.get(word);
    const lower = cased ? this.byWord.get(word.toLowerCase()) : undefined;
    if (!exact && !lower) return;
    // The longest value that is there wins; of equal lengths, the one remembered first.
    let best: Entry | undefined;
    let bestStart = 0;
    for (let pass = 0; pass < 2; pass++) {
      const groups = pass === 0 ? exact : lower;
      if (!groups) continue;
      for (const g of groups) {
        if (best && g.length < best.value.length) break;
        const start = at - g.lead;
        const end = start + g.length;
        if (start < 0 || end > text.length) continue;
        // Whole words only, checked first: a city's word has hundreds of groups (its addresses'
        // shapes), and most of them don't end at a word's edge here.
        if ((start > 0 && isWordChar(text, start - 1)) || (end < text.length && isWordChar(text, end))) continue;
        const seen = text.slice(start, end);
        const e = this.valueIn(g, g.caseless ? seen.toLowerCase() : seen);
        // Of the two lists, the longer value; of equal lengths, the one remembered first.
        if (!e || (best && (e.value.length < best.value.length || (e.value.length === best.value.length && best.seq < e.seq)))) continue;
        best = e;
        bestStart = start;
      }
    }
    if (!best) return;
    // A name word alone that is also a word, and reads as the word here: "Will the court"
    // after "Mr Oliver Will" (Detector.aliasIsWordAt).
    if (!best.value.includes(' ') && aliasIsWordAt(best.entity, text, bestStart, bestStart + best.value.length)) return;
    // A user name met again as a label of a host name ("github.com/acmecorp" remembered,
    // "https://api.acmecorp.io/deploy" met): the host is a machine's name, not the account.
    if (best.entity === 'USERNAME' && inHostName(text, bestStart, bestStart + best.value.length)) return;
    out.push({ start: bestStart, end: bestStart + best.value.length, score: best.score, entity: best.entity });
  }

  private find(text: string): Candidate[] {
    const out: Candidate[] = [];
    if (this.byWord.size || this.unsettled.size) {
      // The words of WORDS, read by character code (a Unicode regex's matches cost more than
      // the lookups); a word without capitals or non-ASCII letters is its own lower case.
      const n = text.length;
      const skip = this.skip;
      let k = 0;
      for (let i = 0; i < n; ) {
        // Inside a span to skip, between words: every word up to its end overlaps it, so the
        // scan goes on from there, when no word runs on past it (a whole cell ends at a blank,
        // a NUL or the text's end). A column of names or addresses is not read at all.
        if (k < skip.length) {
          while (k < skip.length && skip[k + 1]! <= i) k += 2;
          if (k < skip.length && skip[k]! <= i) {
            const end = skip[k + 1]!;
            if (end >= n || wordStep(text, end) === 0) {
              i = end;
              continue;
            }
          }
        }
        let c = text.charCodeAt(i);
        if (c < 128 ? ASCII_WORD[c] === 0 : wordStep(text, i) === 0) {
          i++;
          continue;
        }
        const at = i;
        let cased = false;
        let ascii = true;
        let h = 0;
        for (;;) {
          if (c < 128) {
            if (ASCII_WORD[c] === 0) break;
            if (c >= 65 && c <= 90) {
              cased = true;
              h = (Math.imul(h, 31) + c + 32) | 0;
            } else h = (Math.imul(h, 31) + c) | 0;
            i++;
          } else {
            const step = wordStep(text, i);
            if (step === 0) break;
            cased = ascii = false;
            i += step;
          }
          if (i >= n) break;
          c = text.charCodeAt(i);
        }
        h &= HASH_KEY;
        // A word in a span to skip: whatever value holds it overlaps the span (see outside()).
        if (k < skip.length) {
          while (k < skip.length && skip[k + 1]! <= at) k += 2;
          if (k < skip.length && skip[k]! < i) continue;
        }
        if (ascii) {
          if (!this.hasBit(mixHash(h))) continue;
          // The character after it must be that of a value of this word (a word may end a value anywhere).
          if (!this.hasBit(nextBit(h, i < n ? nextCode(text, i) : NEXT_END)) && !this.hasBit(nextBit(h, NEXT_END)) && !this.hasBit(nextBit(h, NEXT_ANY))) continue;
        }
        // The lookup apart (not inlined here): find()'s scan stays small to compile for each document.
        this.lookUpWord(text, at, i, ascii, cased, h, out);
      }
    }
    // Keyed by their longest word, values are met out of order ("Kenji Watanabe" at "Watanabe",
    // after "Kenji"): in order of start, and the overlaps go to the engine's resolution.
    // Not an empty list's sort: its array is of another kind (a deoptimization of find()).
    if (out.length > 1) out.sort((x, y) => x.start - y.start || y.end - x.end);
    if (this.dense.size) {
      this.denseRe ??= new RegExp([...this.dense.keys()].sort((x, y) => y.length - x.length).map(escapeRegExp).join('|'), 'gu');
      const re = this.denseRe;
      re.lastIndex = 0;
      for (let m = re.exec(text); m; m = re.exec(text)) {
        const e = this.dense.get(m[0])!;
        out.push({ start: m.index, end: m.index + m[0].length, score: e.score, entity: e.entity });
      }
      out.sort((x, y) => x.start - y.start || y.end - x.end);
    }
    return out;
  }
}

/**
 * Whether `entry`'s word reads as `key` (a byWord key: the word, in lower case for a caseless
 * value), without slicing it.
 */
function sameWord(entry: Entry, key: string): boolean {
  const n = entry.wordLength;
  if (n !== key.length) return false;
  const { given, lead, caseless } = entry;
  for (let i = 0; i < n; i++) {
    let c = given.charCodeAt(lead + i);
    if (caseless && c >= 65 && c <= 90) c += 32;
    else if (caseless && c >= 128) return false;
    if (c !== key.charCodeAt(i)) return false;
  }
  return true;
}

/** Bits of DocumentMemory.wordBits at most (a power of two): 128 KB, a few per cent set by 200,000 values. */
const WORD_BITS = 1 << 20;
/** Its first size: 64 bytes, the largest typed array V8 keeps in its heap (src/engine/scan/positions.ts). */
const FIRST_WORD_BITS = 1 << 9;

/**
 * The hash of text[from, to) in lower case, as find() computes it while reading a word (-1 when
 * a character is beyond ASCII): an ASCII word and its lower case have the same one. Its bit in
 * wordBits is mixHash's; unsettled files values under its low 30 bits (HASH_KEY).
 */
function asciiHash(text: string, from: number, to: number): number {
  let h = 0;
  for (let i = from; i < to; i++) {
    let c = text.charCodeAt(i);
    if (c >= 128) return -1;
    if (c >= 65 && c <= 90) c += 32;
    h = (Math.imul(h, 31) + c) | 0;
  }
  return h & HASH_KEY;
}

/** Bits of a word's hash that file a value in DocumentMemory.unsettled (a small integer key). */
const HASH_KEY = 0x3fffffff;

/** The hash of wordBits for a word's hash (asciiHash or find()'s); its bit is this masked by the table's size. */
function mixHash(h: number): number {
  return h ^ (h >>> 15);
}

/**
 * What follows a word at `i` of `text` (a character that is no word's): its code when ASCII,
 * NEXT_OTHER beyond it; NEXT_END at the text's end.
 */
function nextCode(text: string, i: number): number {
  if (i >= text.length) return NEXT_END;
  const c = text.charCodeAt(i);
  return c < 128 ? c : NEXT_OTHER;
}

const NEXT_OTHER = 128;
const NEXT_END = 129;
/** Set for a word that any character may follow in a value. */
const NEXT_ANY = 130;

/** The hash of wordBits for a word's hash and what follows it (nextCode). */
function nextBit(h: number, next: number): number {
  return mixHash((h ^ Math.imul(next + 1, 0x9e3779b1)) & HASH_KEY);
}

/** A group's shape as one number (a string for a value of 64 M characters or more). */
function shapeKey(lead: number, length: number, caseless: boolean): number | string {
  return length < 2 ** 26 ? lead * 2 ** 27 + length * 2 + (caseless ? 1 : 0) : `${lead},${length},${caseless}`;
}

/** The values of one word with one shape: where the word is in them, their length (as keys), their case rule (Entry.group). */
interface Group {
  lead: number;
  length: number;
  caseless: boolean;
}

/** Whether an entry of `e`'s chain (Entry.sameKey) is of a type before catalog place `order`, at MAX_SCORE. */
function rivalIn(e: Entry | undefined, order: number): boolean {
  for (; e; e = e.sameKey) if (e.score >= MAX_SCORE && entityOrder(e.entity) < order) return true;
  return false;
}

/** A word with more groups than this finds them by shape in a map. */
const SHAPES_AFTER = 8;

/** The highest score of a remembered value (a value's own; its other forms score less). */
export const MAX_SCORE = 0.85;

const NO_SPANS = new Int32Array(0);

/** Whether a value starting with character code `c` may match NUMERIC (any non-ASCII code may be a space of \s). */
function mayBeNumeric(c: number): boolean {
  return c >= 128 || (c >= 48 && c <= 57) || c === 32 || (c >= 9 && c <= 13) || c === 44 || c === 45 || c === 46 || c === 47;
}

/** Values of digits and number punctuation only, and what is not a digit (module constants: a regex literal is a new object each time it is evaluated). */
const NUMERIC = /^[\d\s.,/-]+$/;
const NOT_DIGITS = /\D/g;

/** Values remembered per document at most: a data dump's millions of values stay with the detectors. */
const MAX_VALUES = 200_000;

interface Entry {
  value: string;
  entity: EntityName;
  score: number;
  caseless: boolean;
  /** The value as remembered (`value` is its lower case for a caseless type). */
  given: string;
  /** Where the word it is indexed by begins in the value as given, and its length. */
  lead: number;
  wordLength: number;
  /** Order of remembering. */
  seq: number;
  /** The next type's entry of the same key (casedKeys, caselessKeys), remembered after this one. */
  sameKey: Entry | undefined;
  /** The group it is filed in (undefined until then: see DocumentMemory.unsettled). */
  group: Group | undefined;
  /** While unsettled: the entry filed under the same word hash before it. */
  filed: Entry | undefined;
}

function newEntry(value: string, given: string, entity: EntityName, score: number, caseless: boolean, lead: number, wordLength: number, seq: number): Entry {
  return { value, entity, score, caseless, given, lead, wordLength, seq, sameKey: undefined, group: undefined, filed: undefined };
}

/** 1 for the ASCII codes of a word character (WORDS: letters, digits, `_`). */
const ASCII_WORD = new Uint8Array(128);
for (let c = 0; c < 128; c++) ASCII_WORD[c] = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 ? 1 : 0;

const WORDS = lazy(() => /[\p{L}\p{N}_]+/gu);
const WORD_CHAR = lazy(() => /[\p{L}\p{N}_]/u);
const WORD_CODE_POINT = /[\p{L}\p{N}_]/uy;

/** The length of the word character (a code point of WORDS) at `i`, 0 if there is none. */
function wordStep(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 ? 1 : 0;
  WORD_CODE_POINT.lastIndex = i;
  if (!WORD_CODE_POINT.test(text)) return 0;
  return WORD_CODE_POINT.lastIndex - i;
}

/** Whether text[start, end) has only spaces, tabs and line breaks between it and a NUL or the text's edge on each side. */
function isWholeCell(text: string, start: number, end: number): boolean {
  let i = start - 1;
  while (i >= 0 && isBreak(text.charCodeAt(i))) i--;
  if (i >= 0 && text.charCodeAt(i) !== 0) return false;
  let j = end;
  while (j < text.length && isBreak(text.charCodeAt(j))) j++;
  return j >= text.length || text.charCodeAt(j) === 0;
}

/** Whether text[start, end) is a label of a dotted host name: a dot and a word character on either side. */
function inHostName(text: string, start: number, end: number): boolean {
  const dotBefore = start > 1 && text.charCodeAt(start - 1) === 46 && isWordChar(text, start - 2);
  const dotAfter = end + 1 < text.length && text.charCodeAt(end) === 46 && isWordChar(text, end + 1);
  return dotBefore || dotAfter;
}

function isBreak(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

function isWordChar(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
  return WORD_CHAR().test(text[i]!);
}

/** The types whose values are matched in their own case only (the others in any case). */
function isCased(entity: EntityName): boolean {
  return entity === 'PERSON_NAME' || entity === 'ORGANIZATION' || entity === 'ADDRESS';
}
/** Values in scripts written without spaces between words. */
const NO_SPACES = lazy(() => /^[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}ー・·]+$/u);

/** Whether a detector of `entity` reads the alias at text[start, end) as a word there (Detector.aliasIsWordAt). */
function aliasIsWordAt(entity: EntityName, text: string, start: number, end: number): boolean {
  for (const d of DETECTORS) if (d.entity === entity && d.aliasIsWordAt?.(text, start, end)) return true;
  return false;
}

/** The other forms of a value that the detectors of its type know of (Detector.aliases). */
function aliasesOf(value: string, entity: EntityName, after: string, declared = false): string[] {
  const out: string[] = [];
  for (const d of DETECTORS) if (d.entity === entity && d.aliases) out.push(...d.aliases(value, after, declared));
  return out;
}
