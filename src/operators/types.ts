import type { EntityName } from '../entities.js';
import type { Style } from '../engine/types.js';

/** Numbering shared by every text of one run, so a value keeps its number everywhere. */
export class Numbering {
  private readonly byEntity = new Map<EntityName, Map<string, number>>();

  numberOf(entity: EntityName, value: string): number {
    let values = this.byEntity.get(entity);
    if (!values) this.byEntity.set(entity, (values = new Map()));
    let n = values.get(value);
    if (n === undefined) values.set(value, (n = values.size + 1));
    return n;
  }
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
