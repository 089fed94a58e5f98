import { orgShortNames, personParts } from '../detectors/lib/names-memory.js';
import type { EntityName } from '../entities.js';
import { defineDetector, escapeRegExp, wordListRegex } from './detector.js';
import type { Candidate, Detector, Finding } from './types.js';

/**
 * One memory per document: every value found anywhere in a file (body, cell, note, header,
 * metadata) is looked for again in every other place of that file, where the detectors alone
 * may not see it: an author's name alone on a title line, a surname alone after the full name,
 * an organization's defined short name, a value from a `name` column in a note. Formats fill it
 * in a first pass (Redactor.recorder) and redact in a second (Redactor.forDocument), which
 * finds its values as extra terms of their own type. Per document, never across files.
 */
export class DocumentMemory {
  private readonly terms = new Map<EntityName, Map<string, number>>();
  private built: Detector | null | undefined;
  /** First-pass findings by hint and text, so the second pass doesn't analyze a text twice. */
  readonly seen = new Map<string, Finding[]>();
  seenChars = 0;

  get size(): number {
    let n = 0;
    for (const t of this.terms.values()) n += t.size;
    return n;
  }

  /** Remembers the values of `findings` in `text` and the other names they go by. */
  remember(text: string, findings: readonly Finding[]): void {
    for (const f of findings) {
      const value = text.slice(f.start, f.end);
      this.rememberValue(value, f.entity);
      if (f.entity === 'ORGANIZATION') for (const s of orgShortNames(value.trim(), text.slice(f.end, f.end + 80))) this.add(s, f.entity, 0.75);
    }
  }

  /** Remembers one value known to be of `entity` (a field whose meaning is known). */
  rememberValue(value: string, entity: EntityName): void {
    const v = value.trim();
    this.add(v, entity, 0.85);
    if (entity === 'PERSON_NAME') for (const p of personParts(v)) this.add(p, entity, 0.7);
    else if (entity === 'ORGANIZATION') for (const s of orgShortNames(v, '')) this.add(s, entity, 0.75);
  }

  private add(value: string, entity: EntityName, score: number): void {
    if (value.length < (NO_SPACES.test(value) ? 2 : 3) || (/^[\d\s.,/-]+$/.test(value) && value.replace(/\D/g, '').length < 5)) return;
    let t = this.terms.get(entity);
    if (!t) this.terms.set(entity, (t = new Map()));
    if ((t.get(value) ?? 0) >= score) return;
    t.set(value, score);
    this.built = undefined;
  }

  /** A detector that finds the remembered values (undefined while nothing is remembered). */
  detector(): Detector | undefined {
    if (this.built !== undefined) return this.built ?? undefined;
    const finders: { re: RegExp; entity: EntityName; scores: Map<string, number>; caseless: boolean }[] = [];
    for (const [entity, values] of this.terms) {
      // Names are matched as written ("Brown" is not "brown"); identifiers in any case.
      const caseless = !CASED.has(entity);
      const words = [...values.keys()];
      const spaced = words.filter((w) => !NO_SPACES.test(w));
      const dense = words.filter((w) => NO_SPACES.test(w));
      const scores = caseless ? new Map([...values].map(([k, s]) => [k.toLowerCase(), s])) : values;
      const re = wordListRegex(spaced, caseless ? 'i' : '');
      if (re) finders.push({ re: new RegExp(re.source, `${re.flags}g`), entity, scores, caseless });
      // Chinese, Japanese and Korean are written without spaces between words (and Korean
      // particles attach to the name): no word boundaries there.
      if (dense.length) {
        const alt = dense.sort((a, b) => b.length - a.length).map(escapeRegExp).join('|');
        finders.push({ re: new RegExp(alt, 'gu'), entity, scores, caseless: false });
      }
    }
    if (finders.length === 0) {
      this.built = null;
      return undefined;
    }
    this.built = defineDetector({
      id: 'document-memory',
      entity: 'CUSTOM_ENTITY',
      find: (text) => {
        const out: Candidate[] = [];
        for (const { re, entity, scores, caseless } of finders) {
          re.lastIndex = 0;
          for (let m = re.exec(text); m; m = re.exec(text)) {
            const score = scores.get(caseless ? m[0].toLowerCase() : m[0]) ?? 0.7;
            out.push({ start: m.index, end: m.index + m[0].length, score, entity });
          }
        }
        return out.sort((a, b) => a.start - b.start);
      },
      examples: { positive: [], negative: [] },
    });
    return this.built;
  }
}

const CASED = new Set<EntityName>(['PERSON_NAME', 'ORGANIZATION', 'ADDRESS']);
/** Values in scripts written without spaces between words. */
const NO_SPACES = /^[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}ー・·]+$/u;
