import { defineDetector } from '../engine/detector.js';
import { ID_END, ID_START } from './lib/national-id-patterns.js';
import { runMatches } from '../engine/scan/token-runs.js';

// Italian codice fiscale of a person (DM 23 dicembre 1976; Agenzia delle Entrate): 3 letters
// of the surname, 3 of the name, year, month letter (ABCDEHLMPRST), day (+40 for women),
// cadastral code of the birthplace, and a check letter over odd/even position tables. When two
// people would share a code, digits are replaced from the right by L M N P Q R S T U V
// ("omocodia"). Sixteen characters with a check letter and a date: distinctive on their own.
const OMOCODE = 'LMNPQRSTUV';
const D = `[0-9${OMOCODE}]`;
// Values of a character in an odd (1st, 3rd, …) position; digits count as A, B, C….
// Sixteen capitals and digits: always inside a token run (lib/secrets-runs.ts). ID_START and
// ID_END look at most two characters outside the code.
export const CODICE_FISCALE = new RegExp(String.raw`${ID_START}[A-Z]{6}${D}{2}[ABCDEHLMPRST]${D}{2}[A-Z]${D}{3}[A-Z]${ID_END}`, 'g');
const ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

export default defineDetector({
  id: 'it-codice-fiscale',
  entity: 'NATIONAL_ID',
  find: (text) => runMatches(CODICE_FISCALE, text, 2),
  context: ['codice fiscale', 'cod. fisc.', 'C.F.', 'CF', 'tax code', 'fiscal code'],
  score: 0.9,
  validate: (value) => {
    const day = decodeDigits(value.slice(9, 11)) % 40;
    if (day < 1 || day > 31) return false;
    let sum = 0;
    for (let i = 0; i < 15; i++) {
      const c = value.charCodeAt(i);
      const v = c <= 57 ? c - 48 : c - 65;
      sum += i % 2 === 0 ? ODD[v]! : v;
    }
    return String.fromCharCode(65 + (sum % 26)) === value[15];
  },
  examples: {
    positive: [
      'RCCMNL83S18D969H', // python-stdnum it.codicefiscale test code
      'MRTMTT25D09F205Z', // it.wikipedia "Codice fiscale" worked example (Matteo Moretti, Milano)
      'RCCMNL83S18D96VW', // the first code with its last digit replaced (omocodia)
      { text: 'Codice fiscale: RCCMNL83S18D969H.', match: 'RCCMNL83S18D969H' },
    ],
    negative: [
      'RCCMNL83S18D967H', // wrong check letter
      'RCCMNL83S78D969H', // day 78 is neither 1–31 nor 41–71
      'RCCMNL83Z18D969H', // Z is not a month letter
      'XRCCMNL83S18D969H', // part of a longer token
    ],
  },
});

/** Two date characters as a number, undoing omocodia letters. */
function decodeDigits(s: string): number {
  let n = 0;
  for (const ch of s) n = n * 10 + (ch >= '0' && ch <= '9' ? Number(ch) : OMOCODE.indexOf(ch));
  return n;
}
