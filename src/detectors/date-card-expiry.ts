import { defineDetector } from '../engine/detector.js';

/**
 * A payment card's expiry date, month and year as the card prints it (ISO/IEC 7813: `MM/YY`),
 * after the word that names it: `exp 09/28`, `expiry: 11/2027`, `valid thru 03/29`, `gültig
 * bis 04/27`, `vence 12/28`, `scad. 06/27` (the twelfth reading's Zoom chat, a card read out
 * over the phone). A month and a year alone are no date the date detector takes (`09/28` is a
 * score, a fraction, a page). From the keyword pass.
 */
const EXPIRY = /(?<![\p{L}\p{N}])(?:exp(?:iry|ires|iration)?(?:[ \t]+date)?|valid[ \t]+(?:thru|through|until)|g(?:ü|ue)ltig[ \t]+bis|vence|vencimiento|scad(?:enza)?)\.?[ \t]*[:=]?[ \t]*(?<value>(?:0[1-9]|1[0-2])[ \t]?\/[ \t]?(?:\d{2}|20\d{2}))(?![\p{N}/.]|\.\d)/giu;

export default defineDetector({
  id: 'date-card-expiry',
  entity: 'DATE',
  patterns: () => [EXPIRY],
  keywords: ['exp', 'expiry', 'expires', 'expiration', 'valid thru', 'valid through', 'valid until', 'gültig bis', 'gueltig bis', 'vence', 'vencimiento', 'scad', 'scadenza'],
  window: 40,
  score: 0.85,
  examples: {
    positive: [
      // Fictitious cards (the twelfth reading's Zoom chat).
      { text: 'the full one she read out was 4532 7518 4182 7360 exp 09/28, delete after booking', match: '09/28' },
      { text: 'Card expiry: 11/2027', match: '11/2027' },
      { text: 'VALID THRU 03/29', match: '03/29' },
    ],
    negative: [
      'score 09/28 after the second half', // no word
      'exp 13/28', // no month 13
      'exp 0928 units', // no slash: a count
    ],
  },
});
