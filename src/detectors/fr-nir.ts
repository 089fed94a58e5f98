import { mod97 } from './lib/checksums.js';
import { defineDetector } from '../engine/detector.js';
import { NATIONAL_ID_SCORE, contextTest } from './lib/national-id-context.js';
import { ID_END, ID_START } from './lib/national-id-patterns.js';

// French NIR ("numéro de sécurité sociale", INSEE): sex (1, 2; 3, 4, 7, 8 for provisional
// numbers), year, month (01–12, or 20–42 / 50–99 when unknown), département (two digits, or
// 2A / 2B for Corsica), commune and order number, then a two-digit key = 97 − (first 13 digits
// mod 97), where 2A counts as 19 and 2B as 18 (INSEE, "Le numéro d'inscription au répertoire").
// Printed "2 95 10 99 126 111 93"; the bare 15 characters are only taken next to a NIR word.
const CONTEXT = [
  'NIR', 'sécurité sociale', 'securite sociale', 'numéro de sécurité sociale', 'n° de sécurité sociale',
  'n° SS', 'numéro INSEE', 'INSEE', 'carte vitale', 'social security',
];
const nearContext = contextTest(CONTEXT);

export default defineDetector({
  id: 'fr-nir',
  entity: 'NATIONAL_ID',
  patterns: [
    new RegExp(
      String.raw`${ID_START}[1-478](?<sep> ?)\d{2}\k<sep>(?:0[1-9]|1[0-2]|[2-9]\d)\k<sep>(?:\d{2}|2[AB])\k<sep>\d{3}\k<sep>\d{3} {0,2}\d{2}${ID_END}`,
      'gu',
    ),
  ],
  context: CONTEXT,
  validate: (value, ctx) => {
    const compact = value.replace(/ /g, '');
    const body = compact.slice(0, 13).replace('2A', '19').replace('2B', '18');
    if (!/^\d{13}$/.test(body)) return false;
    if (97 - mod97(body) !== Number(compact.slice(13))) return false;
    if (compact.length === value.length) return nearContext(ctx) ? NATIONAL_ID_SCORE.contextual : false;
    return NATIONAL_ID_SCORE.distinctive;
  },
  examples: {
    positive: [
      '2 95 10 99 126 111 93', // python-stdnum fr.nir test number (born abroad: département 99)
      '1 85 05 2A 004 032 50', // Corsica: 2A counts as 19 in the key (INSEE)
      { text: 'N° de sécurité sociale : 295109912611193', match: '295109912611193' },
    ],
    negative: [
      '2 95 10 99 126 111 94', // wrong key
      '295109912611193', // bare without context
      '5 95 10 99 126 111 93', // sex digit 5 is not used
      '2 95 13 99 126 111 93 ', // month 13
    ],
  },
});
