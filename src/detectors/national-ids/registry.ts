import { AMERICAS } from './americas.js';
import { ASIA_AFRICA } from './asia-africa.js';
import { EUROPE } from './europe.js';
import type { IdFormat } from './format.js';
import { VAT_EU } from './vat-eu.js';
import { WORLD_MORE } from './world-more.js';
import { WORLD_NINTH } from './world-ninth.js';
import { WORLD_TENTH } from './world-tenth.js';
import { WORLD_ELEVENTH } from './world-eleventh.js';
import { WORLD_TWELFTH } from './world-twelfth.js';
import { WORLD_THIRTEENTH } from './world-thirteenth.js';
import { WORLD_FOURTEENTH } from './world-fourteenth.js';
import { WORLD_FIFTEENTH } from './world-fifteenth.js';
import { WORLD_SIXTEENTH } from './world-sixteenth.js';
import { WORLD_SEVENTEENTH } from './world-seventeenth.js';
import { WORLD_EIGHTEENTH } from './world-eighteenth.js';
import { WORLD_NINETEENTH } from './world-nineteenth.js';
import { WORLD_TWENTIETH } from './world-twentieth.js';
import { WORLD_TWENTY_FIRST } from './world-twenty-first.js';
import { WORLD_TWENTY_SECOND } from './world-twenty-second.js';
import { WORLD_TWENTY_THIRD } from './world-twenty-third.js';
import { WORLD_TWENTY_FIFTH } from './world-twenty-fifth.js';

/**
 * THE list of national ID and tax number formats: one file per region or family, one entry per
 * format. Where two formats accept the same printed number (a Spanish DNI is also the holder's
 * NIF), the one listed first wins a tie.
 */
export const ID_FORMATS: readonly IdFormat[] = [...EUROPE, ...AMERICAS, ...ASIA_AFRICA, ...WORLD_MORE, ...WORLD_NINTH, ...WORLD_TENTH, ...WORLD_ELEVENTH, ...WORLD_TWELFTH, ...WORLD_THIRTEENTH, ...WORLD_FOURTEENTH, ...WORLD_FIFTEENTH, ...WORLD_SIXTEENTH, ...WORLD_SEVENTEENTH, ...WORLD_EIGHTEENTH, ...WORLD_NINETEENTH, ...WORLD_TWENTIETH, ...WORLD_TWENTY_FIRST, ...WORLD_TWENTY_SECOND, ...WORLD_TWENTY_THIRD, ...WORLD_TWENTY_FIFTH, ...VAT_EU];
