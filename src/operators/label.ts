import { defineOperator } from './types.js';

/** `[EMAIL_ADDRESS]`: the default; says what was there without saying which. */
export default defineOperator({
  style: 'label',
  replace: (_value, entity) => `[${entity}]`,
});
