import { defineDetector } from '../engine/detector.js';
import { NATIONAL_ID_SCORE, contextTest } from './lib/national-id-context.js';
import { isRepeatedDigit, mod11Complement } from './lib/national-id-checks.js';
import { ID_END, ID_START } from './lib/national-id-patterns.js';

// Brazilian CPF (Receita Federal, Instrução Normativa RFB 2.172/2024): nine digits and two
// mod-11 check digits (weights 10…2, then 11…2; a remainder giving 10 or 11 becomes 0); numbers
// of one repeated digit pass the arithmetic but are not issued. "390.533.447-05" stands on its
// own; eleven bare digits need a CPF word.
const CONTEXT = ['CPF', 'CPF/MF', 'CPF nº', 'cadastro de pessoas físicas', 'cadastro de pessoa física', 'cadastro de pessoas fisicas'];
const nearContext = contextTest(CONTEXT);
const W1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const W2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];

export default defineDetector({
  id: 'br-cpf',
  entity: 'NATIONAL_ID',
  patterns: [new RegExp(String.raw`${ID_START}\d{3}(?<sep>\.?)\d{3}\k<sep>\d{3}-?\d{2}${ID_END}`, 'gu')],
  context: CONTEXT,
  validate: (value, ctx) => {
    const d = value.replace(/[.-]/g, '');
    if (isRepeatedDigit(d)) return false;
    if (mod11Complement(d, W1) % 10 !== d.charCodeAt(9) - 48) return false;
    if (mod11Complement(d, W2) % 10 !== d.charCodeAt(10) - 48) return false;
    if (value.includes('.')) return NATIONAL_ID_SCORE.distinctive;
    return nearContext(ctx) ? NATIONAL_ID_SCORE.contextual : false;
  },
  examples: {
    positive: [
      '390.533.447-05', // python-stdnum br.cpf test number
      '216.957.050-09', // python-stdnum br.cpf formatting example
      { text: 'CPF: 39053344705', match: '39053344705' },
    ],
    negative: [
      '390.533.447-06', // wrong second check digit
      '111.111.111-11', // one repeated digit: never issued
      '231.002.999-00', // python-stdnum: wrong check digits
      '39053344705', // bare without context
    ],
  },
});
