import { defineDetector } from '../engine/detector.js';
import { NATIONAL_ID_SCORE } from './lib/national-id-context.js';
import { idShapeFinder } from './lib/national-id-scan.js';

// Dutch burgerservicenummer: nine digits passing the "11-proef" 9a+8b+…+2h−i ≡ 0 (mod 11)
// (Wet algemene bepalingen burgerservicenummer; Logius, BSN specification). One random
// nine-digit run in eleven passes, so only next to a BSN word. Printed bare, "1112.22.333" or
// "111 222 333".
export default defineDetector({
  id: 'nl-bsn',
  entity: 'NATIONAL_ID',
  find: idShapeFinder(String.raw`(?:\d{4}\.\d{2}\.\d{3}|\d{3}(?<sep>[ .]?)\d{3}\k<sep>\d{3})`, { gated: true }),
  keywords: ['bsn', 'burgerservice', 'sofi'],
  context: ['BSN', 'BSN-nummer', 'burgerservicenummer', 'sofinummer', 'sofi-nummer'],
  requireContext: true,
  validate: (value) => {
    const d = value.replace(/[ .]/g, '');
    if (d === '000000000') return false;
    let sum = -(d.charCodeAt(8) - 48);
    for (let i = 0; i < 8; i++) sum += (d.charCodeAt(i) - 48) * (9 - i);
    return sum % 11 === 0 && NATIONAL_ID_SCORE.contextual;
  },
  examples: {
    positive: [
      { text: 'BSN: 111222333', match: '111222333' }, // the Dutch government's usual test BSN
      { text: 'burgerservicenummer 1112.22.333', match: '1112.22.333' }, // python-stdnum nl.bsn test
      { text: 'BSN-nummer 123 456 782', match: '123 456 782' }, // python-stdnum nl.bsn test
    ],
    negative: [
      'BSN: 111222334', // fails the 11-proef
      'BSN: 1112.52.333', // python-stdnum: fails the 11-proef
      '111222333', // no BSN word
      'BSN: 000000000',
    ],
  },
});
