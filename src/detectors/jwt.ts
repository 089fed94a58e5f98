import { defineDetector } from '../engine/detector.js';
import { decodeBase64 } from './secrets/checksums.js';

/**
 * JSON Web Tokens (RFC 7519) in compact JWS form (RFC 7515 §7.1): three base64url parts
 * separated by dots. The header is a JSON object, so it begins "eyJ" (base64 of '{"'), and it
 * must name its algorithm ("alg", RFC 7515 §4.1.1) — checked by decoding it (a garbled alg
 * value passes when the claims are a JSON object and the token is signed). The signature may
 * be empty for unsecured tokens (alg "none", RFC 7519 §6).
 */
function hasAlgHeader(token: string): boolean {
  const dot = token.indexOf('.');
  const header = decodeBase64(token.slice(0, dot));
  if (header === undefined) return false;
  const parsed = parseObject(header);
  if (parsed) return typeof parsed.alg === 'string';
  // A token whose header names its algorithm but whose value was garbled in the copy
  // ("eyJhbGciOieeei…", gitleaks' jwt rule, cmd/generate/config/rules/jwt.go): still a token
  // when its claims are a JSON object and it is signed.
  const second = token.indexOf('.', dot + 1);
  if (!header.startsWith('{"alg":') || second === -1 || second === token.length - 1) return false;
  const claims = decodeBase64(token.slice(dot + 1, second));
  return claims !== undefined && parseObject(claims) !== undefined;
}

function parseObject(json: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const LONG_TOKEN =
  'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6ImZpY3RpdGlvdXMta2V5LTEifQ.eyJpc3MiOiJodHRwczovL2F1dGguZXhhbXBsZS5jb20vIiwic3ViIjoidXNlci00ODIxMzkwNyIsImF1ZCI6WyJodHRwczovL2FwaS5leGFtcGxlLmNvbSIsImh0dHBzOi8vZmlsZXMuZXhhbXBsZS5jb20iXSwiaWF0IjoxNzY3MjI1NjAwLCJleHAiOjE3NjcyMjkyMDAsInNjb3BlIjoib3BlbmlkIHByb2ZpbGUgZW1haWwgb2ZmbGluZV9hY2Nlc3MgcmVhZDpvcmRlcnMgd3JpdGU6b3JkZXJzIHJlYWQ6aW52b2ljZXMgd3JpdGU6aW52b2ljZXMgcmVhZDpjdXN0b21lcnMiLCJuYW1lIjoiSmFuZSBFeGFtcGxlIiwiZW1haWwiOiJqYW5lQGV4YW1wbGUuY29tIiwicm9sZXMiOlsiYmlsbGluZy1hZG1pbiIsInN1cHBvcnQtYWdlbnQiLCJyZXBvcnQtdmlld2VyIl0sIm9yZyI6eyJpZCI6Im9yZ183SHEyTG05WHAiLCJuYW1lIjoiRXhhbXBsZSBUcmFkaW5nIEx0ZCIsInBsYW4iOiJlbnRlcnByaXNlIn19.l2PMndMmZApLrMbnkdj1Nz04ormu6pOG4BprNejfZZwUeMfeLaSH0rfM3FosYJFvzQKgyE6C25oxQv3kK0z58GtKAOzbVxoH-Rd4l-m_I3RBtjU0rjfrcbCsCbphE8mVEVybbDND5KtnEiEKf8NWcmTeuY86eRpj7RiMjQKkOp8UntORLxKhPuqeoNSejMRm-qvywUAEZsDWkl1Dq08eXrYcl69TcgDgBayxjSkb6sWlsydxpy1YzLdIvX1oXqypPidBhpo0-pLm64IB7c2mNRzJacn4DsKEKUxMVKIAeiTYJPIBm9oam5Ue08TtsI5Sj_PP8GVDCVQFphT4_EG2cQ';

export default defineDetector({
  id: 'jwt',
  entity: 'API_KEY',
  patterns: () => [/(?<![\w.-])eyJ[A-Za-z0-9_-]{10,}={0,2}\.ey[A-Za-z0-9_-]{6,}={0,2}\.(?:[A-Za-z0-9_-]{8,}={0,2}(?![\w.-])|(?![\w-]))/],
  keywords: ['eyj'],
  // Tokens run to several kilobytes (an RS256 signature alone is 342 characters): let the
  // engine's keyword window reach the end of a long one.
  window: 16384,
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
      // A fictitious RS256 token of over 1,000 characters, found whole inside a long log.
      {
        text: `${'GET /health 200 in 2 ms\n'.repeat(80)}received ${LONG_TOKEN} from the IdP\n${'GET /health 200 in 3 ms\n'.repeat(80)}`,
        match: LONG_TOKEN,
      },
      // gitleaks' jwt rule's own example (cmd/generate/config/rules/jwt.go:27 at b58d3f10, MIT
      // License, Copyright (c) 2019 Zachary Rice): the alg value garbled, the claims intact.
      {
        text: 'JWT := eyJhbGciOieeeiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwic3ViZSI6IjEyMzQ1Njc4OTAiLCJuYW1lZWEiOiJKb2huIERvZSIsInN1ZmV3YWZiIjoiMTIzNDU2Nzg5MCIsIm5hbWVmZWF3ZnciOiJKb2huIERvZSIsIm5hbWVhZmV3ZmEiOiJKb2huIERvZSIsInN1ZndhZndlYWIiOiIxMjM0NTY3ODkwIiwibmFtZWZ3YWYiOiJKb2huIERvZSIsInN1YmZ3YWYiOiIxMjM0NTY3ODkwIiwibmFtZndhZSI6IkpvaG4gRG9lIiwiaWZ3YWZhYXQiOjE1MTYyMzkwMjJ9.a_5icKBDo-8EjUlrfvz2k2k-FYaindQ0DEYNrlsnRG0',
        match: 'eyJhbGciOieeeiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwic3ViZSI6IjEyMzQ1Njc4OTAiLCJuYW1lZWEiOiJKb2huIERvZSIsInN1ZmV3YWZiIjoiMTIzNDU2Nzg5MCIsIm5hbWVmZWF3ZnciOiJKb2huIERvZSIsIm5hbWVhZmV3ZmEiOiJKb2huIERvZSIsInN1ZndhZndlYWIiOiIxMjM0NTY3ODkwIiwibmFtZWZ3YWYiOiJKb2huIERvZSIsInN1YmZ3YWYiOiIxMjM0NTY3ODkwIiwibmFtZndhZSI6IkpvaG4gRG9lIiwiaWZ3YWZhYXQiOjE1MTYyMzkwMjJ9.a_5icKBDo-8EjUlrfvz2k2k-FYaindQ0DEYNrlsnRG0',
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
      // A garbled alg value and no signature: not enough to call it a token.
      'eyJhbGciOieeeiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIn0.',
      'version 1.2.3 of eyJ',
    ],
  },
});
