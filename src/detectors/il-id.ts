import { luhn } from './lib/checksums.js';
import { defineDetector } from '../engine/detector.js';
import { NATIONAL_ID_SCORE } from './lib/national-id-context.js';
import { idShapeFinder } from './lib/national-id-scan.js';

// Israeli identity number (Teudat Zehut, Population and Immigration Authority): up to nine
// digits, the last a Luhn check digit, often written with the check digit after a dash. Only
// next to an identity-card word.
export default defineDetector({
  id: 'il-id',
  entity: 'NATIONAL_ID',
  find: idShapeFinder(String.raw`\d{7,8}-?\d`, { gated: true }),
  keywords: ['zehut', 'זהות', 'ת.ז', 'ת"ז', 'israel'],
  context: ['teudat zehut', 'zehut', 'תעודת זהות', 'מספר זהות', 'ת.ז', 'ת"ז', 'Israeli ID', 'Israel ID'],
  requireContext: true,
  validate: (value) => luhn(value.replace('-', '')) && NATIONAL_ID_SCORE.contextual,
  examples: {
    positive: [
      { text: 'Teudat Zehut: 3933742-3', match: '3933742-3' }, // python-stdnum il.idnr test number
      { text: 'Israeli ID 039337423', match: '039337423' }, // the same, zero-padded to nine digits
    ],
    negative: [
      'Teudat Zehut: 3933742-2', // python-stdnum: wrong check digit
      '039337423', // no context
    ],
  },
});
