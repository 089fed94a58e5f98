import { defineDetector } from '../engine/detector.js';

/**
 * A Greek address after its label (`Διεύθυνση:`, `Δ/νση:`, `Οδός:`): the street in Greek
 * script and its number, then maybe the postcode (ELTA: five digits written `546 30`) and the
 * town, to the line's end or a `,` before other text. The Latin address detectors never read
 * Greek script.
 */
const GREEK_WORD = String.raw`\p{sc=Greek}[\p{sc=Greek}\p{M}.'’-]*`;
const GREEK_ADDRESS = new RegExp(
  String.raw`(?<=(?:Διεύθυνση|ΔΙΕΥΘΥΝΣΗ|Δ\/νση|Οδός|ΟΔΟΣ)(?:[ \t]+(?:κατοικίας|οικίας))?[ \t]*:[ \t]*)${GREEK_WORD}(?:[ \t]+${GREEK_WORD}){0,4}[ \t]+\d{1,4}[Α-Ωα-ω]?(?:,?[ \t]+\d{3}[ \t]?\d{2}(?:[ \t]+${GREEK_WORD}(?:[ \t]+${GREEK_WORD})?)?)?`,
  'gu',
);

export default defineDetector({
  id: 'address-greek',
  entity: 'ADDRESS',
  patterns: () => [GREEK_ADDRESS],
  keywords: ['διεύθυνση', 'δ/νση', 'οδός'],
  window: 120,
  score: 0.85,
  examples: {
    positive: [
      // Fictitious (the fifth reading's e-prescription).
      { text: 'Διεύθυνση: Αγίου Νικολάου 17, 542 48 Θεσσαλονίκη\nΤηλέφωνο: —', match: 'Αγίου Νικολάου 17, 542 48 Θεσσαλονίκη' },
      { text: 'Οδός: Ερμού 12', match: 'Ερμού 12' },
    ],
    negative: [
      'Διεύθυνση: Οικονομικών Υπηρεσιών', // a directorate, no number
      'Η διεύθυνση του ιατρείου άλλαξε.', // the word in prose
    ],
  },
});
