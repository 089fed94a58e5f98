import { defineDetector } from '../engine/detector.js';
import type { Candidate } from '../engine/types.js';

/**
 * A display name printed as RFC 2047 encoded words in a message's address header:
 * `From: =?UTF-8?B?WmRlbsSbayBQcm9jaMOhemth?= <zdenek@example.cz>`, `To: =?ISO-8859-1?Q?S=F8ren_=D8deg=E5rd?=`.
 * Mail clients encode any name with a letter outside ASCII that way (RFC 2047, "MIME Part Three:
 * Message Header Extensions for Non-ASCII Text": `=?charset?encoding?encoded-text?=`, B for
 * base64, Q for a quoted-printable where `_` is a space), so the name reaches a reader of the raw
 * message only encoded, and no name finder reads it. The words are decoded here and taken whole
 * (with the words that follow them, folded or not) when the header is one of an address's (From,
 * To, Cc, Bcc, Reply-To, Sender and their Resent- forms) and the decoded text reads as a name: up
 * to five words each opening with a capital, no digit. A Subject's encoded words stay, and so do
 * a name's that decodes to something else (a company's `Müller GmbH` is an organization's).
 */
const ADDRESS_HEADERS = /^(?:resent-)?(?:from|to|cc|bcc|reply-to|sender)$/i;
const ENCODED_WORDS = /^=\?([A-Za-z0-9_.:-]+)(?:\*[A-Za-z-]+)?\?([BbQq])\?([^?\s]*)\?=(?:[ \t]*\r?\n?[ \t]+=\?[A-Za-z0-9_.:-]+(?:\*[A-Za-z-]+)?\?[BbQq]\?[^?\s]*\?=)*/;
const ONE_WORD = /=\?([A-Za-z0-9_.:-]+)(?:\*[A-Za-z-]+)?\?([BbQq])\?([^?\s]*)\?=/g;
const NAME = /^\p{Lu}[\p{L}\p{M}'’.-]*(?:,? \p{Lu}[\p{L}\p{M}'’.-]*){0,4}$/u;
const ORGANIZATION_WORD = /\b(?:GmbH|AG|Ltd|LLC|Inc|S\.?A|s\.?r\.?o|a\.?s|SAS|SARL|BV|NV|AB|AS|Oy|ApS|Sp|KG|plc)\b\.?/i;

/** The decoded text of one encoded word, or undefined when its charset or bytes are unknown. */
function decodeWord(charset: string, encoding: string, encoded: string): string | undefined {
  let bytes: Uint8Array;
  if (encoding === 'B' || encoding === 'b') {
    let binary: string;
    try {
      binary = atob(encoded);
    } catch {
      return undefined;
    }
    bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } else {
    const out: number[] = [];
    for (let i = 0; i < encoded.length; i++) {
      const c = encoded[i]!;
      if (c === '_') out.push(32);
      else if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(encoded.slice(i + 1, i + 3))) {
        out.push(parseInt(encoded.slice(i + 1, i + 3), 16));
        i += 2;
      } else out.push(c.charCodeAt(0));
    }
    bytes = Uint8Array.from(out);
  }
  try {
    return new TextDecoder(charset.toLowerCase(), { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** The name of the header whose (possibly folded) line holds `at`, or undefined. */
function headerNameAt(text: string, at: number): string | undefined {
  let lineStart = text.lastIndexOf('\n', at - 1) + 1;
  // A folded header continues on lines that open with a space or a tab.
  for (let n = 0; n < 20 && (text[lineStart] === ' ' || text[lineStart] === '\t') && lineStart > 0; n++) {
    lineStart = text.lastIndexOf('\n', lineStart - 2) + 1;
  }
  const colon = text.indexOf(':', lineStart);
  if (colon < 0 || colon > at) return undefined;
  const name = text.slice(lineStart, colon);
  return /^[A-Za-z][A-Za-z-]*$/.test(name) ? name : undefined;
}

function* findEncodedNames(text: string): Iterable<Candidate> {
  for (let at = text.indexOf('=?'); at >= 0; ) {
    // An encoded word is at most 75 characters (RFC 2047, 2); a name rarely takes more than six.
    const m = ENCODED_WORDS.exec(text.slice(at, at + 600));
    if (!m) {
      at = text.indexOf('=?', at + 2);
      continue;
    }
    const end = at + m[0].length;
    const header = headerNameAt(text, at);
    if (header !== undefined && ADDRESS_HEADERS.test(header)) {
      let decoded = '';
      let known = true;
      for (const w of m[0].matchAll(ONE_WORD)) {
        const part = decodeWord(w[1]!, w[2]!, w[3]!);
        if (part === undefined) known = false;
        else decoded += part;
      }
      decoded = decoded.trim();
      if (known && NAME.test(decoded) && !ORGANIZATION_WORD.test(decoded)) yield { start: at, end, score: 0.9, entity: 'PERSON_NAME' };
    }
    at = text.indexOf('=?', end);
  }
}

export default defineDetector({
  id: 'mime-encoded-word',
  entity: 'PERSON_NAME',
  find: findEncodedNames,
  // Every encoded word says its encoding between question marks.
  keywords: ['?b?', '?q?'],
  examples: {
    positive: [
      // RFC 2047's own examples of section 8 (a display name in From and To), fictitious people.
      { text: 'MIME-Version: 1.0\nFrom: =?US-ASCII?Q?Keith_Moore?= <moore@cs.utk.edu>', match: '=?US-ASCII?Q?Keith_Moore?=' },
      { text: 'MIME-Version: 1.0\nTo: =?ISO-8859-1?Q?Keld_J=F8rn_Simonsen?= <keld@dkuug.dk>', match: '=?ISO-8859-1?Q?Keld_J=F8rn_Simonsen?=' },
      { text: 'MIME-Version: 1.0\nCc: =?UTF-8?B?WmRlbsSbayBQcm9jaMOhemth?=\n <z.prochazka@example.cz>', match: '=?UTF-8?B?WmRlbsSbayBQcm9jaMOhemth?=' },
    ],
    negative: [
      'Subject: =?ISO-8859-1?B?SWYgeW91IGNhbiByZWFkIHRoaXMgeW8=?=', // a subject stays
      'From: =?UTF-8?Q?M=C3=BCller_GmbH?= <info@example.de>', // a company's name
    ],
  },
});
