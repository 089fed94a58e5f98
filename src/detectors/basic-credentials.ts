import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { keywordPlaces } from './lib/keyword-places.js';

/**
 * HTTP Basic credentials written without their header's name: `Basic <base64>` where the base64
 * decodes to `user-id:password` (RFC 7617 §2), as a load balancer's captured request header
 * (HAProxy's `capture request header Authorization`: `{…|Basic b2xvZi5…}`), a proxy's or a
 * debugging tool's dump, or a curl line quoting the header's value alone. `Authorization: Basic
 * …` is secret-header's. Here the decoded text is the proof: UTF-8 with no control character, a colon
 * with a user before it and a password of four characters or more after it; "basic" followed
 * by any other word or base64 stays. Reported as API_KEY, as secret-header reports the header.
 * Starts from the keyword pass's hits of "basic".
 */
const VALUE = /basic[ \t]+([A-Za-z0-9+/]{8,684}={0,2})(?![A-Za-z0-9+/=_-])/iy;

function* findBasicCredentials(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  for (const hit of ctx?.keywordHits ?? keywordPlaces(text, KEYWORDS)) {
    if (hit > 0 && /[\p{L}\p{N}_-]/u.test(text[hit - 1]!)) continue;
    VALUE.lastIndex = hit;
    const m = VALUE.exec(text);
    if (m === null || !isUserPassword(m[1]!)) continue;
    const end = m.index + m[0].length;
    yield { start: end - m[1]!.length, end, score: 0.9 };
  }
}

/** Whether `encoded` is base64 (length a multiple of four) of `user:password` in printable UTF-8. */
function isUserPassword(encoded: string): boolean {
  if (encoded.length % 4 !== 0) return false;
  let decoded: string;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0)));
  } catch {
    return false;
  }
  const colon = decoded.indexOf(':');
  // RFC 7617 §2: the user-id holds no colon; the password may.
  return colon > 0 && decoded.length - colon - 1 >= 4 && !/\p{Cc}/u.test(decoded);
}

const KEYWORDS = ['basic'] as const;

export default defineDetector({
  id: 'basic-credentials',
  entity: 'API_KEY',
  find: findBasicCredentials,
  keywords: KEYWORDS,
  examples: {
    positive: [
      // RFC 7617 §2's own example (Aladdin:open sesame) as HAProxy logs a captured header.
      { text: '{api.example.com|curl/8.5.0|Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==} {|} "POST /login HTTP/1.1"', match: 'QWxhZGRpbjpvcGVuIHNlc2FtZQ==' },
      // A fictitious user and password (j.doe:Winter2026!).
      { text: 'auth header was Basic ai5kb2U6V2ludGVyMjAyNiE= then 401', match: 'ai5kb2U6V2ludGVyMjAyNiE=' },
    ],
    negative: [
      'Basic QWxhZGRpbg==', // "Aladdin": no colon, no password
      'Basic dGVzdGluZ3Rlc3Rpbmc=', // "testingtesting"
      'use basic auth with a token',
    ],
  },
});
