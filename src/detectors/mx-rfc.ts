import { defineDetector } from '../engine/detector.js';
import { isValidRfc } from './lib/vat-world.js';

/**
 * Mexican Registro Federal de Contribuyentes: 3 (company) or 4 (person) letters, a yymmdd date,
 * a 2-character homoclave and a check character (lib/vat-world.ts). Capital letters and digits
 * of that shape also occur in part numbers, so an RFC needs a context word.
 */
export default defineDetector({
  id: 'mx-rfc',
  entity: 'VAT_NUMBER',
  patterns: [/(?<![\p{L}\p{N}\-])[A-ZÑ&]{3,4}[ \-]?\d{6}[ \-]?[0-9A-Z]{3}(?![\p{L}\p{N}\-])/gu],
  context: ['rfc', 'r.f.c', 'registro federal de contribuyentes'],
  requireContext: true,
  score: 0.7,
  validate: (value) => isValidRfc(value.replace(/[ \-]/g, '')),
  examples: {
    positive: [
      // python-stdnum stdnum/mx/rfc.py docstring.
      { text: 'RFC: MAB-930714-8T4', match: 'MAB-930714-8T4' },
      { text: 'R.F.C. GODE 561231 GR8', match: 'GODE 561231 GR8' },
    ],
    negative: [
      'RFC: MAB-931314-8T4', // month 13
      'RFC: MAB-930714-8T5', // wrong check character
      'MAB-930714-8T4', // no context word
      'RFC: VACE-460910-SX6', // fails the check character (same source)
    ],
  },
});
