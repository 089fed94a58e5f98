import { defineDetector } from '../engine/detector.js';
import { NATIONAL_ID_SCORE } from './lib/national-id-context.js';
import { ID_END, ID_START } from './lib/national-id-patterns.js';

// Portuguese Cartão de Cidadão document number (AMA, "Validação de Número de Documento do
// Cartão de Cidadão"): the 8-digit civil identification number, its check digit, a two-letter
// version and a final check digit, e.g. "00000000 0 ZZ4". The final digit makes the whole a
// Luhn-style sum where letters count A = 10 … Z = 35.
export default defineDetector({
  id: 'pt-citizen-card',
  entity: 'NATIONAL_ID',
  patterns: [new RegExp(String.raw`${ID_START}\d{8} ?\d ?[A-Z]{2}\d${ID_END}`, 'gu')],
  context: ['cartão de cidadão', 'cartao de cidadao', 'CC', 'nº do documento', 'documento de identificação', 'BI'],
  validate: (value) => citizenCardCheck(value.replace(/ /g, '')) && NATIONAL_ID_SCORE.distinctive,
  examples: {
    positive: [
      '00000000 0 ZZ4', // python-stdnum pt.cc test number
      '10000000 0 ZZ2',
      { text: 'Cartão de Cidadão n.º 000000000ZZ4', match: '000000000ZZ4' },
    ],
    negative: [
      '10000000 0 ZZ4', // wrong final check digit
      '00000000 0 ZZ', // no final check digit
    ],
  },
});

function citizenCardCheck(s: string): boolean {
  let sum = 0;
  for (let i = s.length - 1, second = false; i >= 0; i--, second = !second) {
    const c = s.charCodeAt(i);
    let v = c <= 57 ? c - 48 : c - 55;
    if (second) {
      v *= 2;
      if (v > 9) v -= 9;
    }
    sum += v;
  }
  return sum % 10 === 0;
}
