import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { keywordPlaces } from './lib/keyword-places.js';

/**
 * A Ghanaian digital address after its label (`GhanaPost GPS: GA-184-2736`, `Digital Address:
 * AK-039-5028`). The National Digital Address System (GhanaPost GPS, 2017; Wikipedia, "Postal
 * codes in Ghana") gives every 5 m square a postcode, two letters (the region's, then the
 * district's: `EN-200`, E Eastern, N New Juaben) and a number, then the square's four digits:
 * `GA-183-8164`; Kumasi's main post office is `AK-039-5028`. The address is the home's, so ADDRESS; it is
 * taken after its label only (`GA-184-2736` alone is any reference), hyphens or spaces between
 * the groups, or none; the label may be a record's key (`"digitalAddress":"GE-231-4827"`, the
 * nineteenth reading's MongoDB log).
 * Starts from the keyword pass's hits and reads the label and the code there.
 */
const CODE = /(?:ghana[ \t]?post(?:[ \t]+gps)?(?:[ \t]+(?:digital[ \t]+)?address)?|gps[ \t]+address|digital[ \t_]?address)(?:[ \t]+(?:code|no\.?))?[ \t]*(?:["']?[ \t]*[:：=][ \t]*["']?)?([A-Z]{2}(?:-\d{3,4}-|[ \t]\d{3,4}[ \t]|\d{3,4})\d{4})(?![\p{L}\p{N}]|[-/.]\p{N})/iuy;

function* findCodes(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  for (const hit of ctx?.keywordHits ?? keywordPlaces(text, KEYWORDS)) {
    if (hit > 0 && /[\p{L}\p{N}]/u.test(text[hit - 1]!)) continue;
    CODE.lastIndex = hit;
    const m = CODE.exec(text);
    // The code's letters in capitals, as the system prints them (the label in any case).
    if (m === null || !/^[A-Z]{2}/.test(m[1]!)) continue;
    const end = m.index + m[0].length;
    yield { start: end - m[1]!.length, end, score: 0.85 };
  }
}

const KEYWORDS = ['ghanapost', 'ghana post', 'gps address', 'digital address', 'digitaladdress', 'digital_address'] as const;

export default defineDetector({
  id: 'ghanapost-gps',
  entity: 'ADDRESS',
  find: findCodes,
  keywords: KEYWORDS,
  examples: {
    positive: [
      // A fictitious code (the tenth reading's KYC form); Kumasi's main post office's code.
      { text: 'GhanaPost GPS: GA-184-2736\n', match: 'GA-184-2736' },
      { text: 'Digital Address: AK-039-5028\n', match: 'AK-039-5028' },
      { text: '"customer":1,"digitalAddress":"GE-231-4827"},', match: 'GE-231-4827' },
    ],
    negative: [
      'Ref: GA-184-2736', // no address's label
      'GhanaPost GPS: to be added', // no code
      'digital address book', // no code
      '"digitalAddress":"pending"', // no code
    ],
  },
});
