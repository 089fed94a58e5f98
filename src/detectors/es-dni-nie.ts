import { defineDetector } from '../engine/detector.js';
import { NATIONAL_ID_SCORE } from './lib/national-id-context.js';
import { ID_END, ID_START } from './lib/national-id-patterns.js';

// Spanish DNI (8 digits + letter) and NIE (X, Y or Z + 7 digits + letter): the letter is
// "TRWAGMYFPDXBNJZSQVHLCKE"[n mod 23], where for an NIE X, Y, Z count as 0, 1, 2 (Ministerio
// del Interior, "Cálculo del dígito de control del NIF/NIE"; Real Decreto 1553/2005).
// The DNI number doubles as the personal NIF, so it is a NATIONAL_ID.
const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

export default defineDetector({
  id: 'es-dni-nie',
  entity: 'NATIONAL_ID',
  patterns: [new RegExp(String.raw`${ID_START}(?:[XYZ]-?\d{7}|\d{8})[- ]?[${LETTERS}]${ID_END}`, 'gu')],
  context: ['DNI', 'NIE', 'NIF', 'documento nacional de identidad', 'número de identidad de extranjero', 'N.I.F.', 'D.N.I.'],
  validate: (value) => {
    const compact = value.replace(/[- ]/g, '');
    const number = Number('XYZ'.includes(compact[0]!) ? 'XYZ'.indexOf(compact[0]!) + compact.slice(1, 8) : compact.slice(0, 8));
    return LETTERS[number % 23] === compact[8] && NATIONAL_ID_SCORE.distinctive;
  },
  examples: {
    positive: [
      '54362315-K', // python-stdnum es.dni test number
      '54362315K',
      'X-2482300W', // python-stdnum es.nie test number
      'Y2345678Z',
      { text: 'DNI 12345678Z', match: '12345678Z' }, // the usual worked example: 12345678 mod 23 = 14 → Z
    ],
    negative: [
      '54362315-Z', // wrong letter
      'X-2482300A', // wrong letter
      '54362315', // no letter
      'A2482300W', // an NIE starts with X, Y or Z
      'REF 12345678ZX', // part of a longer code
    ],
  },
});
