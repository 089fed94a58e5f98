import { describe, expect, it } from 'vitest';
import creditCard from '../../src/detectors/credit-card.js';
import { cardNetwork } from '../../src/detectors/lib/card-issuers.js';
import { digitsOf, luhn } from '../../src/detectors/lib/checksums.js';
import { exampleTexts, joinedTexts } from '../helpers/examples.js';

/**
 * The card detector tries its pattern only where the shared ID scan says a number starts; it
 * must find what a scan of the whole text with the same pattern and checks finds.
 */
const GROUPED = String.raw`\d{4}(?<sep>[ -])(?:\d{4}\k<sep>\d{4}\k<sep>(?:\d{4}\k<sep>\d{3}|\d{1,4})|\d{6}\k<sep>\d{4,5})`;
const PAN = new RegExp(String.raw`(?:\d{13,19}|${GROUPED})(?![\p{L}\p{N}_]|[ .-]\d)`, 'gu');

function scanned(text: string): [number, number][] {
  const out: [number, number][] = [];
  for (const m of text.matchAll(PAN)) {
    const start = m.index;
    if (start > 0 && (/[\p{L}\p{N}_]/u.test(text[start - 1]!) || /\d[ .-]$/.test(text.slice(start - 2, start)))) continue;
    const digits = digitsOf(m[0]);
    if (luhn(digits) && cardNetwork(digits) !== undefined) out.push([start, start + m[0].length]);
  }
  return out;
}

const TEXTS = [
  ...joinedTexts(exampleTexts([creditCard])),
  'x4242424242424242 4242424242424242x 12 4242 4242 4242 4242 1234567890123456789012 4242424242424242',
  'AB-4242-4242-4242-4242 (5555555555554444) 4242.4242.4242.4242 3782 822463 10005 and 4000-0566-5566-5556.',
];

describe('credit-card scan', () => {
  it(`finds what a scan of the whole text finds, on ${TEXTS.length} texts`, () => {
    let found = 0;
    for (const text of TEXTS) {
      const spans = [...creditCard.find!(text, { region: 'US', hint: '', prior: [] })].map((c) => [c.start, c.end]);
      expect({ text, spans }).toEqual({ text, spans: scanned(text) });
      found += spans.length;
    }
    expect(found).toBeGreaterThan(30);
  });
});
