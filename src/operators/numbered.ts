import { defineOperator } from './types.js';

/** `[PERSON_NAME_1]`: the same value gets the same number everywhere in one run. */
export default defineOperator({
  style: 'numbered',
  replace: (value, entity, ctx) => `[${entity}_${ctx.numbering.numberOf(entity, value)}]`,
});
