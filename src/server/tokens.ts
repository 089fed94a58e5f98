import { createHash, randomBytes } from 'node:crypto';
import type { TokenRecord, TokenStore } from './store/types.js';

/**
 * Evaluation tokens: 32 random bytes, base64url, with a prefix that says what they are (secret
 * scanners and people recognize `anz_`). Only the SHA-256 is stored: a token has 256 bits of
 * entropy, so a slow password hash would add nothing but cost on every request.
 */
export const TOKEN_PREFIX = 'anz_';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export async function createToken(store: TokenStore, fields: { org: string; useCase: string }, now: Date): Promise<{ token: string; record: TokenRecord }> {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const record: TokenRecord = {
    id: `tok_${randomBytes(6).toString('hex')}`,
    hash: hashToken(token),
    org: fields.org,
    useCase: fields.useCase,
    createdAt: now.toISOString(),
  };
  await store.addToken(record);
  return { token, record };
}
