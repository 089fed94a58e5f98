/**
 * Issuer identification number (IIN) ranges and PAN lengths of the card networks, after
 * ISO/IEC 7812-1 (the first digit is the major industry identifier; 3–6 travel and
 * banking/financial) and the networks' own published ranges:
 * - Visa: 4, 13/16/19 digits (Visa Core Rules, "Account number length").
 * - Mastercard: 51–55 and 2221–2720, 16 digits (Mastercard Rules, 2-series BINs since 2017).
 * - American Express: 34, 37, 15 digits (Amex Global Merchant Guide).
 * - Discover / Diners Club International: 6011, 644–649, 65 (16–19); Diners 300–305, 3095,
 *   36, 38–39 (14–19) (Discover Global Network IIN Range table).
 * - JCB: 3528–3589, 16–19 digits (JCB International).
 * - UnionPay: 62 (16–19) (UnionPay International).
 * - Maestro: 50, 56–69 (12–19; we only consider 13+) (Mastercard Maestro BIN ranges).
 */
interface IssuerRange {
  network: string;
  /** Inclusive prefix bounds, compared on the first `low.length` digits. */
  low: string;
  high: string;
  lengths: readonly number[];
}

const range = (network: string, low: string, high: string, lengths: readonly number[]): IssuerRange => ({ network, low, high, lengths });
const span = (a: number, b: number): number[] => Array.from({ length: b - a + 1 }, (_, i) => a + i);

const ISSUER_RANGES: readonly IssuerRange[] = [
  range('visa', '4', '4', [13, 16, 19]),
  range('mastercard', '51', '55', [16]),
  range('mastercard', '2221', '2720', [16]),
  range('amex', '34', '34', [15]),
  range('amex', '37', '37', [15]),
  range('discover', '6011', '6011', span(16, 19)),
  range('discover', '644', '649', span(16, 19)),
  range('discover', '65', '65', span(16, 19)),
  range('diners', '300', '305', span(14, 19)),
  range('diners', '3095', '3095', span(14, 19)),
  range('diners', '36', '36', span(14, 19)),
  range('diners', '38', '39', span(14, 19)),
  range('jcb', '3528', '3589', span(16, 19)),
  range('unionpay', '62', '62', span(16, 19)),
  range('maestro', '50', '50', span(13, 19)),
  range('maestro', '56', '69', span(13, 19)),
];

/** The network whose IIN range and length admit this PAN, or undefined. */
export function cardNetwork(digits: string): string | undefined {
  for (const r of ISSUER_RANGES) {
    const prefix = digits.slice(0, r.low.length);
    if (prefix >= r.low && prefix <= r.high && r.lengths.includes(digits.length)) return r.network;
  }
  return undefined;
}
