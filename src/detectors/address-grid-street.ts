import { defineDetector } from '../engine/detector.js';

/**
 * Two Central American street lines no street grammar reads (the twelfth reading: docs/reader.md,
 * leaks24):
 * - Guatemala's grid (`5a. avenida 14-27, zona 10`): an ordinal avenue or street (`5a.`, `12
 *   calle`), the house number as the cross street's number, a hyphen and the door's (`14-27`), the
 *   city's zone, then a building and a flat if any (`Edificio Torre Reforma, apto. 8C`). The
 *   ordinal and the hyphenated number together say it is an address; `la 5a. avenida` with no
 *   number stays.
 * - Costa Rica's landmark address (`de la Iglesia\n200 m norte y 50 m este, casa 14B`): metres
 *   (or varas) and a compass point, twice at most, from a landmark named before (`de la Iglesia`,
 *   `del Banco Nacional`) and its neighbourhood (`Barrio Dent, `), and the house after it. Distances without the house (`200 m norte`
 *   alone: a direction) stay.
 */
const UNIT = String.raw`(?:[ \t]*,[ \t]*(?:apto|apt|depto|dpto|apartamento|oficina|of|local|casa|nivel)\.?[ \t]*[\dA-Z][\dA-Za-z-]{0,4}(?![\p{L}\p{N}]))`;
const BUILDING = String.raw`(?:[ \t]*,[ \t]*(?:Edificio|Edif\.|Torre|Condominio|Residencial|Centro Comercial)[ \t]+\p{Lu}[\p{L}\p{N}]*(?:[ \t]+\p{Lu}[\p{L}\p{N}]*){0,3})`;
const GRID = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:[1-9]|[1-4]\d)(?:(?:a|o|ª|º)\.?)?[ \t]+(?:[Aa]venida|AVENIDA|[Aa]v\.|[Cc]alle|CALLE)[ \t]+\d{1,3}-\d{1,3}(?![\p{L}\p{N}]|-\d)(?:[ \t]*,?[ \t]*(?:[Zz]ona|ZONA)[ \t]+\d{1,2}(?![\p{L}\p{N}]))?${BUILDING}?${UNIT}?`,
  'gu',
);
const POINT = String.raw`(?:al[ \t]+)?(?:norte|sur|este|oeste|noreste|noroeste|sureste|suroeste)`;
const LEG = String.raw`\d{1,4}[ \t]*(?:m|mts\.?|metros|varas)[ \t]+${POINT}`;
const LANDMARK = String.raw`(?:(?:de|del|de[ \t]+la|de[ \t]+las|de[ \t]+los|frente[ \t]+a(?:l|[ \t]+la)?)[ \t]+\p{Lu}[\p{L}]+(?:[ \t]+(?:de|del|la|\p{Lu}[\p{L}]+)){0,3}[ \t]*,?[ \t]*\r?\n?[ \t]*)`;
const NEIGHBOURHOOD = String.raw`(?:(?:Barrio|Bo\.|Urbanización|Urbanizacion|Residencial|Condominio)[ \t]+\p{Lu}[\p{L}]+(?:[ \t]+\p{Lu}[\p{L}]+){0,2}[ \t]*,[ \t]*)`;
const LANDMARK_ADDRESS = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${NEIGHBOURHOOD}${LANDMARK}|${LANDMARK})?${LEG}(?:[ \t]*(?:,|y)[ \t]*${LEG})?[ \t]*,[ \t]*(?:casa|apartamento|apto\.?|local|edificio)[ \t]+(?:n[°º.o][ \t]*)?[\dA-Z][\dA-Za-z-]{0,4}(?![\p{L}\p{N}])`,
  'gu',
);

export default defineDetector({
  id: 'address-grid-street',
  entity: 'ADDRESS',
  patterns: () => [GRID, LANDMARK_ADDRESS],
  keywords: ['avenida', 'av.', 'calle', 'norte', 'oeste', ' sur', ' este', 'noreste', 'noroeste', 'sureste', 'suroeste'],
  keywordsInWords: true,
  window: 120,
  score: 0.9,
  examples: {
    positive: [
      // Fictitious (the twelfth reading's SAT letter and CCSS constancia).
      { text: 'Dirección: 5a. avenida 14-27, zona 10, Edificio Torre Reforma, apto. 8C\nCiudad', match: '5a. avenida 14-27, zona 10, Edificio Torre Reforma, apto. 8C' },
      { text: 'vive en la 12 calle 3-40, zona 1.', match: '12 calle 3-40, zona 1' },
      { text: 'Domicilio: Barrio Dent, de la Iglesia\n200 m norte y 50 m este, casa 14B.', match: 'Barrio Dent, de la Iglesia\n200 m norte y 50 m este, casa 14B' },
      { text: 'del Banco Nacional 100 varas al sur, casa 7', match: 'del Banco Nacional 100 varas al sur, casa 7' },
    ],
    negative: [
      'la 5a. avenida estaba cerrada', // no number
      'gire 200 m norte y luego 50 m este', // a direction: no house
      'página 5a. calle 2026', // no hyphenated number
    ],
  },
});
