import { longestRun } from './placeholders.js';

/** Checks for license and product keys: telling a key from a placeholder or another number. */

// Microsoft product keys use the 24 characters "BCDFGHJKMPQRTVWXY2346789" (no vowels, no
// look-alikes 0/1/5/I/L/O/S/U/Z), plus the "N" that Windows 8 and later keys carry once
// (Microsoft's published GVLKs W269N-… and NPPR9-… show it).
const MICROSOFT_ALPHABET = /^[BCDFGHJKMNPQRTVWXY2346789-]+$/;
// SPDX identifiers (spdx.org/licenses) are what a `license:` field usually holds.
const SPDX = /^(?:MIT|Apache|GPL|LGPL|AGPL|BSD|MPL|ISC|CC|EPL|EUPL|Unlicense|Zlib|Artistic|CDDL|OFL|WTFPL|BSL|SSPL|Elastic|Python|PSF|Ruby|PHP|Unicode|Vim|X11|0BSD)(?:[-.]|$)/i;

function hasSequence(group: string): boolean {
  for (let i = 1; i < group.length; i++) if (group.charCodeAt(i) - group.charCodeAt(i - 1) !== 1) return false;
  return true;
}

/** Two or more groups that are runs like ABCDE or 12345: a made-up sample. */
export function hasSequentialGroups(key: string): boolean {
  return key.split('-').filter((g) => g.length >= 4 && hasSequence(g)).length >= 2;
}

/**
 * Score for a grouped key shape, 0 when it isn't one: groups of equal length, letters and
 * digits (digits alone only in Adobe's 6×4 layout, since 16 grouped digits are a card number),
 * no group of one repeated character (XXXXX), no sample runs (ABCDE-12345).
 */
export function isProductKeyShape(key: string): number {
  const groups = key.split('-');
  const len = groups[0]!.length;
  if (groups.some((g) => g.length !== len)) return 0;
  if (groups.some((g) => longestRun(g) === g.length) || hasSequentialGroups(key)) return 0;
  const digitsOnly = /^[\d-]+$/.test(key);
  if (digitsOnly) return groups.length === 6 && len === 4 ? 0.8 : 0;
  if (!/\d/.test(key)) return 0;
  if (groups.length === 5 && len === 5) return MICROSOFT_ALPHABET.test(key) ? 0.95 : 0.9;
  return 0.8;
}

/** A value assigned to a license/serial/product-key name that can be a key. */
export function isLicenseValue(value: string): boolean {
  if (SPDX.test(value)) return false;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return false; // a date
  const digits = value.replace(/\D/g, '').length;
  if (digits < 2) return false;
  if (/^[\d-]+$/.test(value) && digits < 8) return false;
  return !value.split('-').some((g) => g.length >= 4 && longestRun(g) === g.length);
}
