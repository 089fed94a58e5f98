import { defineDetector } from '../engine/detector.js';

/**
 * A Romanian identity card's series and number as a document writes them: `C.I. seria CJ nr.
 * 748213`, `B.I. seria RX, nr. 123456`, `carte de identitate seria KZ numărul 482193`. The
 * series is two capitals (the issuing county's code), the number six digits (Law 248/2005's
 * card, the CNP aside); no check digit, so only after `seria`. The series and number are one
 * value.
 */
const SERIES = /(?<![\p{L}\p{N}])(?:[Ss]eria|SERIA)[ \t]+(?<value>[A-Z]{2},?[ \t]*(?:nr\.?|NR\.?|numărul|număr)[ \t]*\d{6})(?![\p{L}\p{N}])/gu;

export default defineDetector({
  id: 'id-card-ro',
  entity: 'NATIONAL_ID',
  patterns: () => [SERIES],
  keywords: ['seria'],
  window: 60,
  score: 0.9,
  examples: {
    positive: [
      // Fictitious (the fifth reading's employment certificate).
      { text: 'identificată cu C.I. seria KZ nr. 482193, CNP …', match: 'KZ nr. 482193' },
      { text: 'B.I. seria RX, nr. 123456', match: 'RX, nr. 123456' },
    ],
    negative: [
      'seria de televiziune nr. 3', // a TV series
      'Seria A nr. 123456 din 2020', // one letter: no county code
    ],
  },
});
