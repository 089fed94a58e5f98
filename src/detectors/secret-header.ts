import { defineDetector, stickyMatchesAt } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { AUTHORIZATION_AT, AUTHORIZATION_HEADER, BEARER, BEARER_AT, findCredentialValues } from './secrets/assignment.js';

/**
 * HTTP credentials: the value of an Authorization or Proxy-Authorization header (RFC 9110
 * §11.6.2, §11.7.2) with its scheme, and a bearer token written without the header name
 * (`-H "Bearer …"`). Its keywords gate it, so text that never says "authorization" or "bearer"
 * costs it nothing. Reported as API_KEY, where credentials belong.
 */
function* findHeaderSecrets(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  const hits = ctx?.keywordHits;
  // Where the keyword pass saw "authorization" or "bearer" (any case, inside words too), the
  // header pattern is tried at the word and the bearer one a letter after it: scans of the
  // text for "authorization" and "earer" stop at every "a" and "e" of prose (0.4 ms a corpus).
  yield* findCredentialValues(text, AUTHORIZATION_HEADER, 'token', 0.9, hits && stickyMatchesAt(AUTHORIZATION_AT, text, hits));
  yield* findCredentialValues(text, BEARER, 'token', 0.85, hits && stickyMatchesAt(BEARER_AT, text, Array.from(hits, (h) => h + 1)));
}

export default defineDetector({
  id: 'secret-header',
  entity: 'API_KEY',
  find: findHeaderSecrets,
  keywords: ['authorization', 'bearer'],
  // Its patterns match inside words too ("Proxy-Authorization", an "X-Bearer" prefix).
  keywordsInWords: true,
  examples: {
    positive: [
      // curl with a Bearer token (RFC 6750 §2.1) and with Basic credentials (RFC 7617 §2).
      { text: 'curl -H "Authorization: Bearer 7fK2pL9mQ4rT8vX1zB6nC3dF5gH0jK2m" https://api.example.com', match: '7fK2pL9mQ4rT8vX1zB6nC3dF5gH0jK2m' },
      { text: 'Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==', match: 'QWxhZGRpbjpvcGVuIHNlc2FtZQ==' }, // RFC 7617's own example
      { text: 'Proxy-Authorization: Bearer Zq8Lm2Vx9Kp4Rt7Wn3Bc6Yd1', match: 'Zq8Lm2Vx9Kp4Rt7Wn3Bc6Yd1' },
      { text: 'use Bearer Xk29LpQm7Vt4Rn8Bz3Wc6Yd next', match: 'Xk29LpQm7Vt4Rn8Bz3Wc6Yd' }, // without the header name
    ],
    negative: [
      'Authorization: Bearer <token>',
      'Authorization: Bearer $TOKEN',
      'the bearer of bad news',
      'token_type: bearer',
      'Authorization: Basic xxxxxxxxxxxxxxxx',
    ],
  },
});
