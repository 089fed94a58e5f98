import { defineDetector } from '../engine/detector.js';

/**
 * A Spanish street whose name a line break splits, as a contract's justified paragraph breaks
 * it: "el inmueble ubicado en calle Los\nAromos 1187, casa 3, comuna de La Florida" (the fifth
 * reading's Chilean lease). The names analysis reads a street on one line; here the street
 * word ("calle", "avenida", "pasaje", "camino"), the name's capitalized words on both sides of
 * the break, the house number and a unit after it ("casa 3", "depto. 42", "piso 7": Correos
 * de Chile's and Correos' address lines) are one address. Taken only with the break inside
 * and a capitalized word of the name.
 */
const WORD = String.raw`\p{Lu}[\p{L}'’-]*`;
const SPLIT_STREET = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:[Cc]alle|CALLE|[Aa]venida|AVENIDA|[Pp]asaje|PASAJE|[Cc]amino|CAMINO)(?:[ \t]+${WORD}){0,3}[ \t]*\r?\n[ \t]*(?:${WORD}[ \t]+){0,3}\d{1,5}(?![\p{L}\p{N}]|[.,]\d)(?:,?[ \t]+(?:casa|depto\.?|dpto\.?|departamento|piso|oficina|of\.)[ \t]*[\p{L}\p{N}]{1,4}(?![\p{L}\p{N}]))?`,
  'gu',
);

export default defineDetector({
  id: 'address-split-street',
  entity: 'ADDRESS',
  patterns: () => [SPLIT_STREET],
  keywords: ['calle', 'avenida', 'pasaje', 'camino'],
  window: 120,
  score: 0.95,
  validate: (value) => /\p{Lu}/u.test(value.replace(/^\S+/, '')),
  examples: {
    positive: [
      // Fictitious (the fifth reading's Chilean lease).
      { text: 'el inmueble ubicado en calle Los\nAromos 1187, casa 3, comuna de La Florida', match: 'calle Los\nAromos 1187, casa 3' },
      { text: 'domiciliado en Avenida\nLibertador 4410, depto. 42', match: 'Avenida\nLibertador 4410, depto. 42' },
    ],
    negative: [
      'nos vemos en la calle\n1187 veces lo dije', // no name before the number
      'por la avenida\nde siempre, a las 3', // a lower-case word after the break
    ],
  },
});
