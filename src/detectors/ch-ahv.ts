import { defineDetector } from '../engine/detector.js';
import { NATIONAL_ID_SCORE, contextTest } from './lib/national-id-context.js';
import { gs1Mod10 } from './lib/national-id-checks.js';
import { ID_END, ID_START } from './lib/national-id-patterns.js';

// Swiss AHV/AVS number (Sozialversicherungsnummer, ZAS): 756.XXXX.XXXX.XC, an EAN-13 whose
// prefix 756 is Switzerland's GS1 country code and whose last digit is the EAN check digit. The
// dotted form stands on its own; thirteen bare digits starting 756 are also Swiss product
// barcodes, so those need an AHV word.
const CONTEXT = ['AHV', 'AVS', 'AHV-Nr', 'AHV-Nummer', 'AHVN13', 'numéro AVS', 'n° AVS', 'Sozialversicherungsnummer', 'OASI', 'social security'];
const nearContext = contextTest(CONTEXT);

export default defineDetector({
  id: 'ch-ahv',
  entity: 'NATIONAL_ID',
  patterns: [new RegExp(String.raw`${ID_START}756(?<sep>[. ]?)\d{4}\k<sep>\d{4}\k<sep>\d{2}${ID_END}`, 'gu')],
  context: CONTEXT,
  validate: (value, ctx) => {
    const d = value.replace(/[. ]/g, '');
    if (!gs1Mod10(d)) return false;
    if (d.length !== value.length) return NATIONAL_ID_SCORE.distinctive;
    return nearContext(ctx) ? NATIONAL_ID_SCORE.contextual : false;
  },
  examples: {
    positive: [
      '756.9217.0769.85', // python-stdnum ch.ssn test number
      '756.1234.5678.97', // the layout's usual illustration; a valid EAN-13
      { text: 'AHV-Nr. 7569217076985', match: '7569217076985' },
    ],
    negative: [
      '756.9217.0769.84', // wrong EAN check digit
      '123.4567.8910.19', // python-stdnum: not the 756 prefix
      '7569217076985', // bare: could be a Swiss product barcode
    ],
  },
});
