import { DETECTORS } from '../detectors/index.js';
import type { EntityName } from '../entities.js';
import { defineDetector, escapeRegExp } from './detector.js';
import type { Candidate, Detector, Finding } from './types.js';
import { lazy } from './lazy.js';

/**
 * One memory per document: every value found anywhere in a file (body, cell, note, header,
 * metadata) is looked for again in every other place of that file, where the detectors alone
 * may not see it: an author's name alone on a title line, a surname alone after the full name,
 * an organization's defined short name, a value from a `name` column in a note. Formats fill it
 * in a first pass (Redactor.recorder) and redact in a second (Redactor.forDocument), which
 * finds its values as extra terms of their own type. Per document, never across files.
 */
export class DocumentMemory {
  /** Remembered values by their first word (lower-cased for the types matched in any case). */
  private readonly byWord = new Map<string, Entry[]>();
  /** Every value by type and value, to raise a score instead of adding it twice. */
  private readonly entries = new Map<string, Entry>();
  /** Values in scripts written without spaces, by value. */
  private readonly dense = new Map<string, Entry>();
  private denseRe: RegExp | undefined;
  private count = 0;
  private built: Detector | undefined;
  /** First-pass findings by hint and text, so the second pass doesn't analyze a text twice. */
  readonly seen = new Map<string, Finding[]>();
  seenChars = 0;

  get size(): number {
    return this.count;
  }

  /** Remembers the values of `findings` in `text` and the other names they go by. */
  remember(text: string, findings: readonly Finding[]): void {
    for (const f of findings) {
      const value = text.slice(f.start, f.end);
      this.rememberValue(value, f.entity);
      if (f.entity === 'ORGANIZATION') for (const s of aliasesOf(value.trim(), f.entity, text.slice(f.end, f.end + 80))) this.add(s, f.entity, 0.75);
    }
  }

  /** Remembers one value known to be of `entity` (a field whose meaning is known). */
  rememberValue(value: string, entity: EntityName): void {
    const v = value.trim();
    this.add(v, entity, 0.85);
    if (entity === 'PERSON_NAME') for (const p of aliasesOf(v, entity, '')) this.add(p, entity, 0.7);
    else if (entity === 'ORGANIZATION') for (const s of aliasesOf(v, entity, '')) this.add(s, entity, 0.75);
  }

  private add(value: string, entity: EntityName, score: number): void {
    if (this.count >= MAX_VALUES) return;
    if (value.length < (NO_SPACES().test(value) ? 2 : 3) || (/^[\d\s.,/-]+$/.test(value) && value.replace(/\D/g, '').length < 5)) return;
    const caseless = !CASED.has(entity);
    const entry: Entry = { value: caseless ? value.toLowerCase() : value, entity, score, caseless, lead: 0 };
    if (NO_SPACES().test(value)) {
      const old = this.dense.get(value);
      if (old && old.score >= score) return;
      this.dense.set(value, entry);
      this.denseRe = undefined;
    } else {
      const id = `${entity}\u0000${entry.value}`;
      const same = this.entries.get(id);
      if (same) {
        same.score = Math.max(same.score, score);
        return;
      }
      // Indexed by its longest word, the rarest: the phone numbers of a column share "1" of
      // "+1 415 …", not their last group.
      let word: RegExpExecArray | undefined;
      WORDS().lastIndex = 0;
      for (let m = WORDS().exec(value); m; m = WORDS().exec(value)) if (!word || m[0].length >= word[0].length) word = m;
      if (!word) return;
      entry.lead = word.index;
      const key = caseless ? word[0].toLowerCase() : word[0];
      let list = this.byWord.get(key);
      if (!list) this.byWord.set(key, (list = []));
      // Longest first: "Kenji Watanabe" before "Watanabe".
      let at = list.findIndex((e) => e.value.length < entry.value.length);
      if (at < 0) at = list.length;
      list.splice(at, 0, entry);
      this.entries.set(id, entry);
    }
    this.count++;
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

  private find(text: string): Candidate[] {
    const out: Candidate[] = [];
    if (this.byWord.size) {
      WORDS().lastIndex = 0;
      for (let m = WORDS().exec(text); m; m = WORDS().exec(text)) {
        const list = this.byWord.get(m[0]) ?? this.byWord.get(m[0].toLowerCase());
        if (!list) continue;
        for (const e of list) {
          const start = m.index - e.lead;
          const end = start + e.value.length;
          if (start < 0 || end > text.length) continue;
          const seen = text.slice(start, end);
          if ((e.caseless ? seen.toLowerCase() : seen) !== e.value) continue;
          if ((start > 0 && isWordChar(text, start - 1)) || (end < text.length && isWordChar(text, end))) continue;
          out.push({ start, end, score: e.score, entity: e.entity });
          break;
        }
      }
    }
    // Keyed by their longest word, values are met out of order ("Kenji Watanabe" at "Watanabe",
    // after "Kenji"): in order of start, and the overlaps go to the engine's resolution.
    out.sort((x, y) => x.start - y.start || y.end - x.end);
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

/** Values remembered per document at most: a data dump's millions of values stay with the detectors. */
const MAX_VALUES = 200_000;

interface Entry {
  value: string;
  entity: EntityName;
  score: number;
  caseless: boolean;
  /** Where the word it is indexed by begins in the value. */
  lead: number;
}

const WORDS = lazy(() => /[\p{L}\p{N}_]+/gu);
const WORD_CHAR = lazy(() => /[\p{L}\p{N}_]/u);

function isWordChar(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
  return WORD_CHAR().test(text[i]!);
}

const CASED = new Set<EntityName>(['PERSON_NAME', 'ORGANIZATION', 'ADDRESS']);
/** Values in scripts written without spaces between words. */
const NO_SPACES = lazy(() => /^[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}ー・·]+$/u);

/** The other forms of a value that the detectors of its type know of (Detector.aliases). */
function aliasesOf(value: string, entity: EntityName, after: string): string[] {
  const out: string[] = [];
  for (const d of DETECTORS) if (d.entity === entity && d.aliases) out.push(...d.aliases(value, after));
  return out;
}
