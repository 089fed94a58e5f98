import type { EntityName } from '../entities.js';
import type { Style } from '../engine/types.js';
import { isMentionOf, nameWords } from './person-mentions.js';

/**
 * Numbering shared by every text of one run, so a value keeps its number everywhere. A person
 * keeps theirs across mentions too: "Kaya" and "Mrs Kaya" after "Ayşe Kaya" (or before it) are
 * the same PERSON_NAME number; when a short mention fits several people, the one mentioned last.
 */
export class Numbering {
  private readonly byEntity = new Map<EntityName, Map<string, number>>();
  private readonly counts = new Map<EntityName, number>();
  /** PERSON_NAME values by their words (nameWords joined), and by each full word they hold. */
  private readonly people = new Map<string, Person>();
  private readonly peopleByWord = new Map<string, Person[]>();
  private readonly peopleByNumber = new Map<number, Person[]>();
  private clock = 0;

  numberOf(entity: EntityName, value: string): number {
    let values = this.byEntity.get(entity);
    if (!values) this.byEntity.set(entity, (values = new Map()));
    let n = values.get(value);
    const words = entity === 'PERSON_NAME' ? nameWords(value) : [];
    if (n === undefined) {
      n = this.samePerson(words) ?? this.next(entity);
      values.set(value, n);
    }
    if (words.length) this.mentioned(words, n);
    return n;
  }

  private next(entity: EntityName): number {
    const n = (this.counts.get(entity) ?? 0) + 1;
    this.counts.set(entity, n);
    return n;
  }

  /**
   * The number of the person last mentioned whom these words name, shorter or longer, and
   * whose every other mention fits them too: after "John Smith" and "Smith", "Jane Smith" is
   * someone else.
   */
  private samePerson(words: readonly string[]): number | undefined {
    let best: Person | undefined;
    for (const w of words) {
      for (const p of this.peopleByWord.get(w) ?? []) {
        if (best && p.last <= best.last) continue;
        if (this.peopleByNumber.get(p.n)!.every((q) => fits(words, q.words))) best = p;
      }
    }
    return best?.n;
  }

  private mentioned(words: string[], n: number): void {
    const key = words.join(' ');
    let p = this.people.get(key);
    if (!p) {
      this.people.set(key, (p = { words, n, last: 0 }));
      const same = this.peopleByNumber.get(n);
      if (same) same.push(p);
      else this.peopleByNumber.set(n, [p]);
      for (const w of new Set(words)) {
        const list = this.peopleByWord.get(w);
        if (list) list.push(p);
        else this.peopleByWord.set(w, [p]);
      }
    }
    p.last = ++this.clock;
  }
}

function fits(a: readonly string[], b: readonly string[]): boolean {
  return isMentionOf(a, b) || isMentionOf(b, a);
}

interface Person {
  words: string[];
  n: number;
  /** When last mentioned (a counter). */
  last: number;
}

export interface OperatorContext {
  key: string | undefined;
  maskKeepLast: number;
  maskChar: string;
  numbering: Numbering;
}

export interface Operator {
  style: Style;
  /** Checked once before a run; throws UsageError with a message a user can act on. */
  validate?(ctx: OperatorContext): void;
  replace(value: string, entity: EntityName, ctx: OperatorContext): string;
}

export function defineOperator(op: Operator): Operator {
  return op;
}
