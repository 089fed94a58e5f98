import { defineDetector } from '../engine/detector.js';

/**
 * A Turkish street address, whose street type follows the street's name (PTT's address order:
 * neighbourhood, street, building and door number): "Caferağa Mah. Moda Cad. No: 58 D: 4",
 * "Atatürk Bulvarı No: 12/3", "Gül Sok. No 7 Kat: 2 Daire: 5". The neighbourhood ("Mah.",
 * "Mahallesi") may stand before the street; "No" and the building number must follow it, the
 * floor (`Kat`) and door (`D`, `Daire`) may. (A postcode and district after it are the address
 * detector's.)
 */
const CAP = String.raw`\p{Lu}[\p{L}\p{M}'’-]*`;
const NAMED = String.raw`${CAP}(?:[ \t]+${CAP}){0,3}`;
const STREET_TYPE = String.raw`(?:Cad\.|Caddesi|Cd\.|Sok\.|Sk\.|Sokak|Sokağı|Bulvarı|Blv\.|Bul\.)`;
const NUMBER = String.raw`[Nn]o[:.]?[ \t]*\d{1,5}[A-Z]?(?:\/\d{1,4}[A-Z]?)?`;
const UNIT = String.raw`(?:,?[ \t]+(?:Kat|K|D|Daire)[:.]?[ \t]*\d{1,4})`;
// The district and province after a slash, maybe after the postcode (`34710 Kadıköy/İstanbul`): PTT's last line.
const DISTRICT = String.raw`(?:,?[ \t]+(?:\d{5}[ \t]+)?${CAP}[ \t]*\/[ \t]*${CAP})`;
const TURKISH = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${NAMED}[ \t]+(?:Mah\.|Mahallesi|Mh\.)[ \t]+)?${NAMED}[ \t]+${STREET_TYPE}[ \t]*,?[ \t]*${NUMBER}${UNIT}{0,2}${DISTRICT}?`, 'gu');

export default defineDetector({
  id: 'address-turkish',
  entity: 'ADDRESS',
  patterns: () => [TURKISH],
  // The street types' full and common short forms, and the neighbourhood's ("Sk.", "Cd." and
  // "Bul." alone are found after "Mah.").
  keywords: ['cad.', 'caddesi', 'sok.', 'sokak', 'sokağı', 'bulvarı', 'blv.', 'mah.', 'mahallesi'],
  window: 120,
  score: 0.85,
  examples: {
    positive: [
      // Fictitious addresses (the fourth reading's Turkish CV).
      { text: 'Adres:           Caferağa Mah. Moda Cad. No: 58 D: 4', match: 'Caferağa Mah. Moda Cad. No: 58 D: 4' },
      { text: 'Ofis: Atatürk Bulvarı No: 12/3', match: 'Atatürk Bulvarı No: 12/3' },
      { text: 'Gül Sok. No 7 Kat: 2 Daire: 5', match: 'Gül Sok. No 7 Kat: 2 Daire: 5' },
      // The lead's session-29 probes: the district and province after a slash.
      { text: 'adresim: Bağdat Caddesi No: 214 D:7, Kadıköy/İstanbul.', match: 'Bağdat Caddesi No: 214 D:7, Kadıköy/İstanbul' },
      { text: 'Moda Cad. No: 58, 34710 Kadıköy/İstanbul', match: 'Moda Cad. No: 58, 34710 Kadıköy/İstanbul' },
    ],
    negative: [
      'See Sk. 3 of the manual', // no number after "No"
      'Moda Cad. ile Bahariye Cad. arası', // streets named, no address
      'the Blv. No entry sign',
      'Fatura No: 214 D:7', // no street before the number
    ],
  },
});
