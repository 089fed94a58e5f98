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
  private readonly ascii: (Entry[] | undefined)[] = new Array(128);
  private readonly other = new Map<number, Entry[]>();

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
    for (const e of entries.values()) {
      const c = e.keyword.charCodeAt(0);
      // A keyword whose first letter has an upper case outside ASCII is filed under both forms.
      for (const code of new Set([c, e.keyword[0]!.toUpperCase().charCodeAt(0)])) {
        const key = code >= 65 && code <= 90 ? code + 32 : code;
        if (key < 128) (this.ascii[key] ??= []).push(e);
        else {
          const list = this.other.get(key);
          if (list) list.push(e);
          else this.other.set(key, [e]);
        }
      }
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
    for (let i = 0; i < n; i++) {
      let c = text.charCodeAt(i);
      if (c >= 65 && c <= 90) c += 32;
      const bucket = c < 128 ? this.ascii[c] : this.other.get(c);
      if (!bucket) continue;
      const wordStart = i === 0 || !isWordChar(text.charCodeAt(i - 1));
      for (const e of bucket) {
        if (!wordStart && e.anywhere.length === 0) continue;
        if (!matchesAt(text, i, e.keyword)) continue;
        if (wordStart) add(e.atWordStart, i);
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
