import { defineDetector } from '../engine/detector.js';

/**
 * A German driving licence's number after its label: `Führerschein-Nr.: B072RRE2I55`,
 * `Führerscheinnummer B072RRE2I55`. The number is eleven characters (Fahrerlaubnis-Verordnung,
 * Anlage 8: the issuing authority's code, four characters; a serial of five letters and
 * digits; a check character, a digit or X; the digit), printed in field 5 of the card.
 * Only after the label: eleven capitals and digits are many things.
 */
const LICENCE =
  /(?<![\p{L}\p{N}])(?:F(?:ü|ue)hrerschein|FÜHRERSCHEIN)(?:[ \t]*-?[ \t]*(?:[Nn]r\.?|[Nn]ummer|NR\.?)|nummer)?[ \t]*[:#]?[ \t]*(?<value>[A-Z0-9]\d{3}[A-Z0-9]{5}[0-9X]\d)(?![\p{L}\p{N}])/gu;

export default defineDetector({
  id: 'drivers-license-de',
  entity: 'NATIONAL_ID',
  patterns: () => [LICENCE],
  keywords: ['führerschein', 'fuehrerschein'],
  window: 40,
  score: 0.9,
  examples: {
    positive: [
      // Fictitious (the lead's probes).
      { text: 'Führerschein-Nr.: B072RRE2I55', match: 'B072RRE2I55' },
      { text: 'meine Führerscheinnummer B072RRE2I55 liegt bei', match: 'B072RRE2I55' },
    ],
    negative: [
      'Führerschein-Nr.: liegt bei', // no number
      'Führerschein Klasse B seit 2019', // a licence class, no number
      'Bestellnummer B072RRE2I55', // an order's number
    ],
  },
});
