import type { Style } from '../engine/types.js';
import fake from './fake.js';
import hash from './hash.js';
import label from './label.js';
import mask from './mask.js';
import numbered from './numbered.js';
import remove from './remove.js';
import type { Operator } from './types.js';

/** The registry of anonymization styles (`--style`). */
export const OPERATORS: readonly Operator[] = [label, numbered, mask, hash, fake, remove];

export function operatorFor(style: Style): Operator | undefined {
  return OPERATORS.find((o) => o.style === style);
}
