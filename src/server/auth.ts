import { ApiError } from './errors.js';
import { hashToken } from './tokens.js';
import type { TokenStore } from './store/types.js';

/** RFC 6750 section 3: the challenge of a 401; `invalid_token` when a token was sent but is not valid. */
const challenge = (invalid: boolean) => ({ 'www-authenticate': invalid ? 'Bearer realm="anonymize", error="invalid_token"' : 'Bearer realm="anonymize"' });

/**
 * Demo mode: the evaluation token of a request (`Authorization: Bearer <token>`), looked up by
 * its hash. Returns the token's id; a missing, unknown or revoked token is a 401.
 */
export async function authenticate(authorization: string | undefined, store: TokenStore): Promise<string> {
  const m = authorization ? /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization) : null;
  if (!m) {
    throw new ApiError(401, 'missing_token', 'this demo server needs an evaluation token: send "Authorization: Bearer <token>"', challenge(authorization !== undefined));
  }
  const token = await store.tokenByHash(hashToken(m[1]!));
  if (!token) throw new ApiError(401, 'invalid_token', 'the evaluation token is not valid: check it, or ask the operator for one', challenge(true));
  if (token.revokedAt) throw new ApiError(401, 'invalid_token', 'the evaluation token was revoked: ask the operator for a new one', challenge(true));
  return token.id;
}
