import type { Detector } from './types.js';

interface Entry {
  keyword: string;
  /** Detectors (indexes) for which the keyword counts only at the start of a word. */
  atWordStart: number[];
  /** Detectors for which it counts anywhere (keywordsInWords, or a keyword starting with punctuation). */
  anywhere: number[];
}

/**
 * Every keyword of every detector, found in ONE pass over the text instead of one scan per
 * detector: with ~60 detectors the separate scans alone cost more than all detection. The pass
 * is a loop over character codes with a table of keywords by first character (an alternation
 * regex of ~100 keywords ran at ~30 MB/s; this loop is an order of magnitude faster).
 *
 * A keyword that starts with a letter or digit counts only at the start of a word, unless its
 * detector sets `keywordsInWords`: "tin" (TIN) must not fire inside "continue", nor "id" inside
 * "did" — such hits would send detectors over nearly the whole text.
 */
export class KeywordPlan {
  /** By lower-cased first character: entries that may match at a word start (all of them). */
  private readonly atStart = new Map<number, Entry[]>();
  /** By first character: entries that may match inside a word too (few). */
  private readonly inside = new Map<number, Entry[]>();
  private readonly startAscii: (Entry[] | undefined)[] = new Array(128).fill(undefined);
  private readonly insideAscii: (Entry[] | undefined)[] = new Array(128).fill(undefined);

  constructor(detectors: readonly Detector[]) {
    const entries = new Map<string, Entry>();
    detectors.forEach((det, i) => {
      for (const keyword of new Set((det.keywords ?? []).map((k) => k.toLowerCase()))) {
        if (keyword === '') continue;
        let e = entries.get(keyword);
        if (!e) entries.set(keyword, (e = { keyword, atWordStart: [], anywhere: [] }));
        (det.keywordsInWords || !isWordChar(keyword.charCodeAt(0)) ? e.anywhere : e.atWordStart).push(i);
      }
    });
    const file = (table: Map<number, Entry[]>, ascii: (Entry[] | undefined)[], e: Entry) => {
      // A keyword whose first letter has an upper case outside ASCII is filed under both forms.
      for (const code of new Set([e.keyword.charCodeAt(0), e.keyword[0]!.toUpperCase().charCodeAt(0)])) {
        const key = code >= 65 && code <= 90 ? code + 32 : code;
        if (key < 128) (ascii[key] ??= []).push(e);
        else {
          const list = table.get(key);
          if (list) list.push(e);
          else table.set(key, [e]);
        }
      }
    };
    for (const e of entries.values()) {
      file(this.atStart, this.startAscii, e);
      if (e.anywhere.length) file(this.inside, this.insideAscii, e);
    }
  }

  /** For each detector index with keywords that occur: the sorted positions of its keywords. */
  occurrences(text: string): Map<number, number[]> {
    const hits = new Map<number, number[]>();
    const add = (owners: readonly number[], at: number) => {
      for (const i of owners) {
        const list = hits.get(i);
        if (list) {
          if (list[list.length - 1] !== at) list.push(at);
        } else hits.set(i, [at]);
      }
    };
    const n = text.length;
    let prevWord = false;
    for (let i = 0; i < n; i++) {
      const raw = text.charCodeAt(i);
      const c = raw >= 65 && raw <= 90 ? raw + 32 : raw;
      // Mid-word positions (most of them) only consult the few keywords that count inside words.
      const bucket = prevWord ? (c < 128 ? this.insideAscii[c] : this.inside.get(c)) : c < 128 ? this.startAscii[c] : this.atStart.get(c);
      prevWord = isWordChar(raw);
      if (!bucket) continue;
      for (const e of bucket) {
        if (!matchesAt(text, i, e.keyword)) continue;
        if (!prevWordAt(text, i)) add(e.atWordStart, i);
        add(e.anywhere, i);
      }
    }
    return hits;
  }

  /** Whether any keyword of `det` occurs in `s` (e.g. in a CSV column header). */
  static mentions(det: Detector, s: string): boolean {
    const lower = s.toLowerCase();
    return (det.keywords ?? []).some((k) => lower.includes(k.toLowerCase()));
  }
}

function prevWordAt(text: string, i: number): boolean {
  return i > 0 && isWordChar(text.charCodeAt(i - 1));
}

/** Case-insensitive comparison of text at `at` with a lower-case keyword. */
function matchesAt(text: string, at: number, keyword: string): boolean {
  if (at + keyword.length > text.length) return false;
  for (let j = 0; j < keyword.length; j++) {
    let c = text.charCodeAt(at + j);
    const k = keyword.charCodeAt(j);
    if (c === k) continue;
    if (c >= 65 && c <= 90) c += 32;
    else if (c >= 128) c = String.fromCharCode(c).toLowerCase().charCodeAt(0);
    if (c !== k) return false;
  }
  return true;
}

/** Letters and digits, ASCII and Latin-1/Latin Extended (enough to tell a word's start). */
function isWordChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7);
}

const plans = new WeakMap<readonly Detector[], KeywordPlan>();

/** The plan for a detector list, built once per list. */
export function keywordPlan(detectors: readonly Detector[]): KeywordPlan {
  let plan = plans.get(detectors);
  if (!plan) plans.set(detectors, (plan = new KeywordPlan(detectors)));
  return plan;
}
