import { describe, expect, it } from 'vitest';
import creditCard, { cardsAt } from '../../src/detectors/credit-card.js';
import { TextScan } from '../../src/engine/scan/index.js';
import { exampleTexts, joinedTexts } from '../helpers/examples.js';

/**
 * The card detector tries its pattern only where the shared ID scan says a number starts; it
 * must find what trying it at every position (a scan of the whole text) finds.
 */
const TEXTS = [
  ...joinedTexts(exampleTexts([creditCard])),
  'x4242424242424242 4242424242424242x 12 4242 4242 4242 4242 1234567890123456789012 4242424242424242',
  'AB-4242-4242-4242-4242 (5555555555554444) 4242.4242.4242.4242 3782 822463 10005 and 4000-0566-5566-5556.',
];

const spans = (text: string, starts: Iterable<number>) => [...cardsAt(text, starts)].map((c) => [c.start, c.end]);

describe('credit-card scan', () => {
  it(`finds what a scan of the whole text finds, on ${TEXTS.length} texts`, () => {
    let found = 0;
    for (const text of TEXTS) {
      const everywhere = spans(text, text.split('').keys());
      expect({ text, spans: spans(text, new TextScan(text).digitTokens.numberStarts) }).toEqual({ text, spans: everywhere });
      found += everywhere.length;
    }
    expect(found).toBeGreaterThan(30);
  });
});
