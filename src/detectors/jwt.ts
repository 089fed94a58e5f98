import { defineDetector } from '../engine/detector.js';
import { decodeBase64 } from './lib/secrets-checksums.js';

/**
 * JSON Web Tokens (RFC 7519) in compact JWS form (RFC 7515 §7.1): three base64url parts
 * separated by dots. The header is a JSON object, so it begins "eyJ" (base64 of '{"'), and it
 * must name its algorithm ("alg", RFC 7515 §4.1.1) — checked by decoding it. The signature may
 * be empty for unsecured tokens (alg "none", RFC 7519 §6).
 */
function hasAlgHeader(token: string): boolean {
  const header = decodeBase64(token.slice(0, token.indexOf('.')));
  if (header === undefined) return false;
  try {
    const parsed: unknown = JSON.parse(header);
    return typeof parsed === 'object' && parsed !== null && typeof (parsed as { alg?: unknown }).alg === 'string';
  } catch {
    return false;
  }
}

export default defineDetector({
  id: 'jwt',
  entity: 'API_KEY',
  patterns: [/(?<![\w.-])eyJ[A-Za-z0-9_-]{10,}={0,2}\.ey[A-Za-z0-9_-]{6,}={0,2}\.(?:[A-Za-z0-9_-]{8,}={0,2}(?![\w.-])|(?![\w-]))/],
  keywords: ['eyj'],
  score: 0.95,
  validate: (value) => hasAlgHeader(value),
  examples: {
    positive: [
      // RFC 7519 §3.1's example token (HS256).
      'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
      // The sample token jwt.io's debugger shows (HS256, subject "1234567890").
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
      // RFC 7519 §6.1's unsecured JWT: alg "none", empty signature (the final dot belongs to it).
      {
        text: 'id_token=eyJhbGciOiJub25lIn0.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ. sent',
        match: 'eyJhbGciOiJub25lIn0.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.',
      },
      {
        text: 'Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
        match: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
      },
    ],
    negative: [
      // Header {"typ":"JWT"} names no algorithm.
      'eyJ0eXAiOiJKV1QifQ.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJlLWhlcmU',
      // Header is not JSON (base64 of "{not json").
      'eyJub3QganNvbg.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLWhlcmU',
      'eyJhbGciOiJIUzI1NiJ9', // a header alone
      'version 1.2.3 of eyJ',
    ],
  },
});
