import { idFinder } from './find.js';

/**
 * Whether `printed`, with no word naming it, is wholly a number of a format that stands alone
 * (requireContext false or not needed for this print): the card detector asks it of a bare
 * run of thirteen digits, which is a South African, Romanian, Slovenian or Korean ID
 * (a birth date and a check digit) far more often than one of the rare thirteen-digit cards.
 */
export function isIdAlone(printed: string): boolean {
  return idFinder()
    .find(printed)
    .some((c) => c.start === 0 && c.end === printed.length);
}
