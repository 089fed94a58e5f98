import { defineDetector } from '../engine/detector.js';
import { NATIONAL_ID_SCORE } from './lib/national-id-context.js';
import { mod11Complement } from './lib/national-id-checks.js';
import { idShapeFinder } from './lib/national-id-scan.js';

// Portuguese NIF of a person (Autoridade Tributária; Decreto-Lei 463/79): nine digits, the first
// 1, 2 or 3 for residents (45 for non-residents; 5–9 are companies and other entities, left to
// VAT_NUMBER); check digit 11 − (Σ d·(9…2) mod 11), 10 and 11 becoming 0. A bare nine-digit run,
// so only next to a NIF word.
const WEIGHTS = [9, 8, 7, 6, 5, 4, 3, 2];

export default defineDetector({
  id: 'pt-nif',
  entity: 'NATIONAL_ID',
  find: idShapeFinder(String.raw`(?:[123]\d{2}|45\d)(?<sep> ?)\d{3}\k<sep>\d{3}`, { gated: true }),
  keywords: ['nif', 'contribuinte', 'fiscal'],
  context: ['NIF', 'contribuinte', 'nº de contribuinte', 'número de contribuinte', 'número de identificação fiscal', 'numero de identificacao fiscal'],
  requireContext: true,
  validate: (value) => {
    const d = value.replace(/ /g, '');
    return mod11Complement(d, WEIGHTS) % 10 === d.charCodeAt(8) - 48 && NATIONAL_ID_SCORE.contextual;
  },
  examples: {
    positive: [
      { text: 'NIF: 123456789', match: '123456789' }, // the usual textbook NIF; its check digit is valid
      { text: 'Número de contribuinte 232 013 969', match: '232 013 969' },
    ],
    negative: [
      'NIF: 123456788', // wrong check digit
      'NIF: 501964843', // python-stdnum pt.nif: a company (5…), a VAT_NUMBER
      '123456789', // no context
    ],
  },
});
