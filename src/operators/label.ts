import type { EntityName } from '../entities.js';
import { defineOperator } from './types.js';

const labels = new Map<EntityName, string>();

/** `[EMAIL_ADDRESS]`: the default; says what was there without saying which. */
export default defineOperator({
  style: 'label',
  replace: (_value, entity) => {
    let label = labels.get(entity);
    if (label === undefined) labels.set(entity, (label = `[${entity}]`));
    return label;
  },
});
