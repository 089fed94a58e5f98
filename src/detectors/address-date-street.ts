import { defineDetector } from '../engine/detector.js';

/**
 * A street named for a date, as many in Latin America and Iberia are ("Av. 18 de Julio 1418,
 * apto. 702" in Montevideo, "Calle 25 de Mayo 555", "Avenida 9 de Julio", "Rua 7 de Setembro
 * 120"): the street's word, the day, `de` and the month, then the house number and a unit if
 * any (`apto.`, `depto.`, `piso`, `casa`, `of.`). The date alone is a date; after the street's
 * word and before a house number it is the street's name, and the whole line one address.
 */
const STREET_WORD = String.raw`(?:[Aa]v\.|AV\.|[Aa]vda\.|AVDA\.|[Aa]venida|AVENIDA|[Cc]alle|CALLE|[Pp]asaje|PASAJE|[Bb]ulevar|BULEVAR|[Rr]ua|RUA)`;
const MONTH = String.raw`(?:[Ee]nero|[Ff]ebrero|[Mm]arzo|[Aa]bril|[Mm]ayo|[Jj]unio|[Jj]ulio|[Aa]gosto|[Ss]etiembre|[Ss]eptiembre|[Oo]ctubre|[Nn]oviembre|[Dd]iciembre|[Jj]aneiro|[Ff]evereiro|[Mm]arço|[Mm]aio|[Jj]unho|[Jj]ulho|[Ss]etembro|[Oo]utubro|[Nn]ovembro|[Dd]ezembro)`;
const UNIT = String.raw`(?:,?[ \t]*(?:apto|apt|ap|depto|dpto|departamento|piso|casa|of|oficina|local)\.?[ \t]*\d{1,4}[A-Za-z]?(?![\p{L}\p{N}]))`;
const DATE_STREET = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${STREET_WORD}[ \t]+(?:[1-9]|[12]\d|3[01])[ \t]+de[ \t]+${MONTH}[ \t]*,?[ \t]+(?:N[º°o]\.?[ \t]*)?\d{1,5}(?![\p{L}\p{N}]|[.,/]\d)(?:[ \t]*,?[ \t]*\r?\n?[ \t]*${UNIT})?`,
  'gu',
);

export default defineDetector({
  id: 'address-date-street',
  entity: 'ADDRESS',
  patterns: () => [DATE_STREET],
  keywords: ['av.', 'avda.', 'avenida', 'calle', 'pasaje', 'bulevar', 'rua'],
  window: 80,
  score: 0.9,
  examples: {
    positive: [
      // Fictitious (the eleventh reading's Uruguayan BPS certificate).
      { text: 'con domicilio en Av. 18 de Julio 1418,\napto. 702, desde 2019', match: 'Av. 18 de Julio 1418,\napto. 702' },
      { text: 'Calle 25 de Mayo 555, piso 3', match: 'Calle 25 de Mayo 555, piso 3' },
      { text: 'Rua 7 de Setembro 120, apto 4', match: 'Rua 7 de Setembro 120, apto 4' },
    ],
    negative: [
      'el 18 de Julio 1418 personas', // no street's word: a date
      'la avenida 18 de Julio estaba cortada', // no house number
      'Calle 18 de Julio 20.5 km', // a distance
    ],
  },
});
