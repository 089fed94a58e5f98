import { defineOperator } from './types.js';

/** Deletes the value. */
export default defineOperator({
  style: 'remove',
  replace: () => '',
});
