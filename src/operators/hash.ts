import { createHmac } from 'node:crypto';
import { UsageError } from '../errors.js';
import { defineOperator } from './types.js';

export const HASH_LENGTH = 16;

/**
 * `[EMAIL_ADDRESS:5f1c0e4a9b2d7c83]`: HMAC-SHA256(key, entity + NUL + value), hex, truncated
 * to 64 bits. Stable across runs for one key; without the key it cannot be reversed by
 * hashing guesses, which is why it refuses to run without one.
 */
export default defineOperator({
  style: 'hash',
  validate(ctx) {
    if (!ctx.key) {
      throw new UsageError('--style hash needs a secret key: set ANONYMIZE_KEY, --key-file FILE or "key" in the config file');
    }
  },
  replace(value, entity, ctx) {
    const digest = createHmac('sha256', ctx.key!).update(`${entity}\u0000${value}`).digest('hex');
    return `[${entity}:${digest.slice(0, HASH_LENGTH)}]`;
  },
});
