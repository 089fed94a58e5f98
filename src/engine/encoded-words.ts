/**
 * RFC 2047 encoded words in a message's header lines (`=?charset?encoding?encoded-text?=`, B
 * for base64, Q for a quoted-printable where `_` is a space): a mail client writes any header
 * text with a letter outside ASCII that way, a display name (`From: =?iso-2022-jp?b?GyRC…?=`) or
 * a subject (`Subject: =?utf-8?b?Wm9maWEg…?=`), so a reader of the raw message meets the words
 * only encoded. Each header's run of encoded words (folded or not) is decoded here into the line
 * it stands for (`Subject: Zofia Wróblewska — umowa`), which analyze.ts reads as text; the whole
 * run is taken when a finding falls inside what it decodes to. Address headers are left to
 * detectors/mime-encoded-word.ts.
 */
import { literalOccurrences } from './scan/literals.js';

export const ENCODED_WORDS = /^=\?([A-Za-z0-9_.:-]+)(?:\*[A-Za-z-]+)?\?([BbQq])\?([^?\s]*)\?=(?:[ \t]*\r?\n?[ \t]+=\?[A-Za-z0-9_.:-]+(?:\*[A-Za-z-]+)?\?[BbQq]\?[^?\s]*\?=)*/;
export const ONE_WORD = /=\?([A-Za-z0-9_.:-]+)(?:\*[A-Za-z-]+)?\?([BbQq])\?([^?\s]*)\?=/g;

/** The decoded text of one encoded word, or undefined when its charset or bytes are unknown. */
export function decodeWord(charset: string, encoding: string, encoded: string): string | undefined {
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

/** The decoded text of a run of encoded words (RFC 2047 §6.2: the blanks between them dropped), or undefined if one is unknown. */
export function decodeRun(run: string): string | undefined {
  let decoded = '';
  for (const w of run.matchAll(ONE_WORD)) {
    const part = decodeWord(w[1]!, w[2]!, w[3]!);
    if (part === undefined) return undefined;
    decoded += part;
  }
  return decoded;
}

/** The name of the header whose (possibly folded) line holds `at`, or undefined. */
export function headerNameAt(text: string, at: number): string | undefined {
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

export interface EncodedRun {
  /** The run of encoded words as written. */
  start: number;
  end: number;
  /** `Header: decoded text`, and where the decoded text begins in it. */
  line: string;
  decodedStart: number;
}

export const ADDRESS_HEADERS = /^(?:resent-)?(?:from|to|cc|bcc|reply-to|sender)$/i;

/** Each header's run of encoded words that decodes, from the literal `=?`. */
export function encodedHeaderRuns(text: string): EncodedRun[] {
  const out: EncodedRun[] = [];
  let after = 0;
  for (const at of literalOccurrences(text, '=?')) {
    if (at < after) continue;
    // An encoded word is at most 75 characters (RFC 2047, 2); a header's run rarely ten.
    const m = ENCODED_WORDS.exec(text.slice(at, at + 800));
    if (!m) continue;
    after = at + m[0].length;
    const header = headerNameAt(text, at);
    // An address header's display name is judged by detectors/mime-encoded-word.ts (a person's
    // name, not a firm's `Müller GmbH`).
    if (header === undefined || ADDRESS_HEADERS.test(header)) continue;
    const decoded = decodeRun(m[0]);
    if (decoded === undefined || !decoded.trim()) continue;
    const head = `${header}: `;
    out.push({ start: at, end: after, line: head + decoded, decodedStart: head.length });
  }
  return out;
}
