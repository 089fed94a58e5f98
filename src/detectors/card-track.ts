import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { scanOf } from '../engine/scan/index.js';
import { luhn } from './lib/checksums.js';

/**
 * A payment card's magnetic-stripe track as a switch or terminal log prints it (ISO/IEC 7813; an
 * ISO 8583 message's fields 35 and 45, the thirteenth reading's jPOS dump):
 * - track 1: `B4532718418273658^OZTURK/ELIF SENA         ^2809201100000418000000` — the format
 *   code B, the card number, `^`, the cardholder's name (SURNAME/GIVEN, up to 26 characters),
 *   `^`, the expiry YYMM, the service code and the issuer's discretionary data (PVV, CVV);
 * - track 2: `4532718418273658=28092011000041800000` — the card number, `=`, the expiry, the
 *   service code and the discretionary data.
 * Either is taken whole, as CREDIT_CARD: the name, the expiry and the verification values are
 * the card's (PCI DSS forbids storing the full track at all). The card number passes Luhn's
 * check, the expiry's month is one. Found from the literals `^` and `=` (the card number's
 * digits before them).
 */
const TRACK1 = /B(\d{12,19})\^([A-Z][A-Z .'/-]{1,25})\^(\d{2})(\d{2})\d{3}[0-9A-Za-z ]{0,40}?(?=[^0-9A-Za-z]|$)/y;
const TRACK2 = /(\d{12,19})=(\d{2})(\d{2})\d{3}\d{0,24}(?!\d)/y;

function findTracks(text: string, ctx?: DetectorContext): Candidate[] {
  const out: Candidate[] = [];
  const scan = scanOf(text, ctx);
  for (const at of scan.literal('^')) {
    // The first `^` of a track: the card number right before it, after the format code B.
    const start = digitsBefore(text, at) - 1;
    if (start < 0 || at - start - 1 < 12 || text.charCodeAt(start) !== 66 || /[A-Za-z0-9]/.test(text[start - 1] ?? '')) continue;
    TRACK1.lastIndex = start;
    const m = TRACK1.exec(text);
    if (m === null || !luhn(m[1]!) || !isMonth(m[4]!)) continue;
    out.push({ start, end: start + m[0].length, score: 0.95, entity: 'CREDIT_CARD' });
  }
  for (const at of scan.literal('=')) {
    const start = digitsBefore(text, at);
    if (at - start < 12 || at - start > 19 || /[A-Za-z0-9]/.test(text[start - 1] ?? '')) continue;
    TRACK2.lastIndex = start;
    const m = TRACK2.exec(text);
    if (m === null || !luhn(m[1]!) || !isMonth(m[3]!)) continue;
    out.push({ start, end: start + m[0].length, score: 0.95, entity: 'CREDIT_CARD' });
  }
  return out;
}

/** Where the run of digits ending at `at` begins (`at` when none). */
function digitsBefore(text: string, at: number): number {
  let i = at;
  while (i > 0 && i > at - 20) {
    const c = text.charCodeAt(i - 1);
    if (c < 48 || c > 57) break;
    i--;
  }
  return i;
}

const isMonth = (mm: string): boolean => mm >= '01' && mm <= '12';

export default defineDetector({
  id: 'card-track',
  entity: 'CREDIT_CARD',
  find: findTracks,
  examples: {
    positive: [
      // Fictitious card data (the thirteenth reading's ISO 8583 dump; the card number's Luhn digit computed).
      { text: '<field id="45" value="B4532718418273658^OZTURK/ELIF SENA         ^2809201100000418000000"/>', match: 'B4532718418273658^OZTURK/ELIF SENA         ^2809201100000418000000' },
      { text: '<field id="35" value="4532718418273658=28092011000041800000"/>', match: '4532718418273658=28092011000041800000' },
    ],
    negative: [
      'B4532718418273659^OZTURK/ELIF SENA^2809201100000418000000', // Luhn fails
      'id=4532718418273659=28092011000041800000', // Luhn fails
      'x^2 + B123^y', // no card
      'count=12345678901234', // no track
    ],
  },
});
