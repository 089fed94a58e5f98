import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { addressFitsField } from './lib/field-fits.js';
import { keywordPlaces } from './lib/keyword-places.js';

/**
 * An address's numbered line as a JSON key names it: Shopify's and WooCommerce's `"address2"`,
 * Stripe's `"line2"` under `address` aside, `"address_line_2"`, `"addressLine2"`, `"street2"`,
 * `"addr2"`. The second line (`"Suite 3104"`, `"app. 2"`) has no street word for the address
 * finder; the key says what it is. The value must be an address's characters with a letter
 * (addressFitsField): `""`, `null` and `"n/a"`-like placeholders without a digit stay.
 * Starts from the keyword pass's hits, reading the key and its value there.
 */
const KEY = /(?:address|addr|street)[ _-]?(?:line[ _-]?)?[1-3]"\s*:\s*"((?:[^"\\\r\n]|\\.){1,120})"/iy;
const PLACEHOLDER = /^(?:n\/?a|none|null|nil|unknown|tbd|-)$/i;

function* findLines(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  for (const hit of ctx?.keywordHits ?? keywordPlaces(text, STEMS)) {
    if (!opensKey(text, hit)) continue;
    KEY.lastIndex = hit;
    const m = KEY.exec(text);
    if (m === null) continue;
    const value = m[1]!.trim();
    if (!addressFitsField(value) || PLACEHOLDER.test(value)) continue;
    const start = m.index + m[0].length - 1 - m[1]!.length + m[1]!.indexOf(value);
    yield { start, end: start + value.length, score: 0.85, entity: 'ADDRESS' };
  }
}

/**
 * Whether a key starts at `at`: after its opening quote, or as the end of a longer key
 * (`"billing_address2"`, `"billingAddressLine2"`, the capital starting the word).
 */
function opensKey(text: string, at: number): boolean {
  const before = text.charCodeAt(at - 1);
  if (before === 34 || before === 95 || before === 45) return true;
  const c = text.charCodeAt(at);
  return c >= 65 && c <= 90 && ((before >= 97 && before <= 122) || (before >= 48 && before <= 57));
}

const STEMS = ['address', 'addr', 'street'] as const;

export default defineDetector({
  id: 'address-json-line',
  entity: 'ADDRESS',
  find: findLines,
  keywords: ['address1"', 'address2"', 'address3"', 'address_1"', 'address_2"', 'address_3"', 'address-2"', 'address_line', 'addressline', 'address-line', 'addr1"', 'addr2"', 'street1"', 'street2"', 'street_2"', 'street3"'],
  keywordsInWords: true,
  examples: {
    positive: [
      // A fictitious shipping address (the ninth reading's Shopify order webhook).
      { text: '"shipping_address": { "address2": "Suite 3104", "zip": "M5J 0C3" }', match: 'Suite 3104' },
      { text: '{"addressLine2": "Apartment 12B"}', match: 'Apartment 12B' },
    ],
    negative: ['"address2": null, "zip": "M5J 0C3"', '"address2": "", "zip": "M5J 0C3"', '"line2": "Suite 3104"', '"address2": "n/a"'],
  },
});
