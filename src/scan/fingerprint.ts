import { createHmac } from 'node:crypto';

/**
 * A finding's fingerprint: HMAC-SHA256 of the value keyed with the run's salt, 128 bits in hex.
 * The same value gives the same fingerprint wherever it moves in a file, which is what makes
 * baselines robust to line shifts; without the salt it can't be tested against guesses (an SSN
 * has only 10^9 values: a bare hash of one is reversed in minutes). See docs/ci.md for the
 * default salt and its trade-off.
 */
export function fingerprint(salt: string, value: string): string {
  return createHmac('sha256', salt).update(value, 'utf8').digest('hex').slice(0, 32);
}

/** Identifies the salt in a baseline without revealing it, so a mismatch can be reported. */
export function saltId(salt: string): string {
  return fingerprint(salt, '\u0000anonymize-baseline').slice(0, 12);
}
