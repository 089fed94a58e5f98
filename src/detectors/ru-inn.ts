import { defineDetector } from '../engine/detector.js';
import { isValidInn } from './lib/vat-world.js';

/**
 * Russia's ИНН (taxpayer identification number): 10 digits for organisations, 12 for persons,
 * with mod 11 check digits (lib/vat-world.ts). Bare digits, so it needs a context word.
 */
export default defineDetector({
  id: 'ru-inn',
  entity: 'VAT_NUMBER',
  // Starts at its first digit (lookbehind after it): V8 then tries the pattern only at digits.
  patterns: [/\d(?<![\w\-+]\d)(?<!\d[ .\-/]\d)\d{9}(?:\d\d)?(?![\w\-])/g],
  context: ['инн', 'inn', 'инн/кпп', 'taxpayer identification number'],
  requireContext: true,
  score: 0.7,
  validate: (value) => isValidInn(value),
  examples: {
    positive: [
      // python-stdnum stdnum/ru/inn.py docstring (organisation, person).
      { text: 'ИНН 1234567894', match: '1234567894' },
      { text: 'INN: 123456789047', match: '123456789047' },
    ],
    negative: [
      'ИНН 1234567895', // wrong check digit (same source)
      'ИНН 123456789037', // wrong check digits (same source)
      '1234567894', // no context word
    ],
  },
});
