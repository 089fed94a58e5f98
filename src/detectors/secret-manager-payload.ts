import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { keywordPlaces } from './lib/keyword-places.js';

/**
 * The secret a Google Cloud Secret Manager call carries: a SecretPayload's `data` (the secret's
 * bytes, base64: cloud.google.com/secret-manager/docs/reference/rest/v1/SecretPayload) in an
 * AddSecretVersion request or an AccessSecretVersion response, as an audit log or a debugging
 * dump writes it (`"payload": { "data": "TWFy…" }`). The base64 holds the password itself, and no
 * MIME header says so: the call's service or method named within the 600 characters before
 * (`secretmanager`, `SecretVersion`) does. A `payload.data` elsewhere (a Pub/Sub message, an
 * event) stays. Starts from the keyword pass's hits of "payload".
 */
const DATA = /payload["']?[ \t]*:[ \t]*\{[ \t\r\n]*["']data["'][ \t]*:[ \t]*["']([A-Za-z0-9+/]{4,4096}={0,2})["']/y;
const CALL = /secretmanager|secretversion/i;
const BEFORE = 600;

function* findSecretPayloads(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  for (const hit of ctx?.keywordHits ?? keywordPlaces(text, KEYWORDS)) {
    DATA.lastIndex = hit;
    const m = DATA.exec(text);
    if (m === null || m[1]!.length % 4 !== 0) continue;
    if (!CALL.test(text.slice(Math.max(0, hit - BEFORE), hit))) continue;
    const end = m.index + m[0].length - 1;
    yield { start: end - m[1]!.length, end, score: 0.9 };
  }
}

const KEYWORDS = ['payload'] as const;

export default defineDetector({
  id: 'secret-manager-payload',
  entity: 'API_KEY',
  find: findSecretPayloads,
  keywords: KEYWORDS,
  examples: {
    positive: [
      // A fictitious password (Marloes2026!Sftp) in an audit log's AddSecretVersion (the tenth reading's gcp-audit).
      {
        text: '{"serviceName": "secretmanager.googleapis.com", "methodName": "google.cloud.secretmanager.v1.SecretManagerService.AddSecretVersion", "request": { "payload": { "data": "TWFybG9lczIwMjYhU2Z0cA==" } }}',
        match: 'TWFybG9lczIwMjYhU2Z0cA==',
      },
    ],
    negative: [
      '{"subscription": "projects/p/subscriptions/s", "payload": { "data": "eyJvcmRlciI6IDQyfQ==" }}', // a Pub/Sub message
      '{"serviceName": "secretmanager.googleapis.com", "payload": { "dataCrc32c": "1823047216" }}', // no data
    ],
  },
});
