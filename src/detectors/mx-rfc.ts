import { defineDetector } from '../engine/detector.js';
import type { Candidate } from '../engine/types.js';
import { isValidRfc } from './lib/vat-world.js';

/**
 * Mexican Registro Federal de Contribuyentes: 3 (company) or 4 (person) letters, a yymmdd date,
 * a 2-character homoclave and a check character (lib/vat-world.ts). Capital letters and digits
 * of that shape also occur in part numbers, so an RFC needs a context word.
 */
// Scanning from the date's first digit (a lookbehind checks the 3 letters before it) is an
// order of magnitude faster than starting at every capital letter of the text.
const DATE_AND_HOMOCLAVE = /\d(?<=[A-ZÑ&]{3}[ \-]?\d)\d{5}[ \-]?[0-9A-Z]{3}(?![\p{L}\p{N}\-])/gu;
const NAME_LETTER = /[A-ZÑ&]/;
const WORD_CHAR = /[\p{L}\p{N}\-]/u;

function* findRfcs(text: string): Iterable<Candidate> {
  DATE_AND_HOMOCLAVE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = DATE_AND_HOMOCLAVE.exec(text)) !== null) {
    let start = m.index;
    if (text[start - 1] === ' ' || text[start - 1] === '-') start--;
    let letters = 0;
    while (letters < 4 && NAME_LETTER.test(text[start - 1] ?? '')) {
      start--;
      letters++;
    }
    if (letters < 3 || WORD_CHAR.test(text[start - 1] ?? '')) continue;
    yield { start, end: m.index + m[0].length };
  }
}

export default defineDetector({
  id: 'mx-rfc',
  entity: 'VAT_NUMBER',
  find: findRfcs,
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
      'RFC: XMAB-930714-8T4', // five letters: part of a longer code
    ],
  },
});
