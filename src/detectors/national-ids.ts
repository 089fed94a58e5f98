import { defineDetector } from '../engine/detector.js';
import { idFitsField } from './lib/field-fits.js';
import { CONTEXT_CUES, findIds, WHOLE_WORD_CUES } from './national-ids/find.js';

/**
 * Every national ID and tax/VAT number format of national-ids/registry.ts, found by one scan
 * (national-ids/find.ts). The formats' own examples run in test/detectors/catalog.test.ts.
 */
export default defineDetector({
  id: 'national-ids',
  entity: 'NATIONAL_ID',
  fitsField: idFitsField,
  findEach: findIds,
  // The context words of every format: the engine's one keyword pass tells the finder where
  // they are, so that a number far from all of them skips the context regexes.
  cues: CONTEXT_CUES,
  wholeWordCues: WHOLE_WORD_CUES,
  examples: {
    positive: [
      '536-90-4399', // python-stdnum us/ssn docstring
      { text: 'Asmens kodas: 33309240064', match: '33309240064' }, // python-stdnum lt/asmens docstring
    ],
    negative: ['000-12-3456' /* SSA: area 000 is never issued */, 'Asmens kodas: 33309240065' /* wrong check digit */],
  },
});
