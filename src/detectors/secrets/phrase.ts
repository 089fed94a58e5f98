import type { Candidate, PositionList } from '../../engine/types.js';
import { shannonEntropy } from '../lib/checksums.js';
import { isTruncated, looksLikeSecret } from './placeholders.js';

/**
 * Credentials written in sentences: a credential word, a verb or a separator, then the value —
 * "the password is Tr0ub4dor&3", "set the API key to 8f4b…", "client secret: …", "token =>
 * …". Tried at each place the engine's keyword pass found a credential word.
 */

/** The credential words (the detector's keywords), lower-case. */
export const CREDENTIAL_WORDS = [
  'credential', 'token', 'secret', 'api key', 'api-key', 'apikey', 'password', 'passphrase', 'passcode', 'passwd',
  'client secret', 'access key', 'secret key', 'auth token', 'access token', 'pw', 'pwd',
] as const;

// At a credential word (sticky): the word, up to three words naming whose it is ("for the
// staging db"), then a verb or separator, an optional quote, and the value.
const PHRASE = new RegExp(
  String.raw`(?<word>credentials?|tokens?|secrets?|api[ _-]?keys?|passwords?|passphrases?|passcodes?|passwd|pwd|pw|client[ _-]secrets?|access[ _-]keys?|secret[ _-]keys?|auth[ _-]tokens?|access[ _-]tokens?)` +
    String.raw`(?:[ \t]+(?:for|of|on|in)(?:[ \t]+[\w.@-]{1,30}){1,3}?)?` +
    String.raw`(?:[ \t]*(?:=>|:=|[:=])|[ \t]+(?:is|was|are|to|as|becomes|(?:is[ \t]+)?(?:now|set[ \t]+to|changed[ \t]+to|reset[ \t]+to)))[ \t]+` +
    String.raw`(?<quote>["'\x60]?)(?<value>[^\s"'\x60,;<>()\[\]{}]{6,256})`,
  'iy',
);
/**
 * A password written right after its word with no verb or separator, as people do in a text
 * message (`Wi-Fi: network "Hendersons_5G", password sunflower2019`: the lead's session-25
 * probes). Only the password words, and only a value that carries both letters and digits
 * (barePassword): "password reset", "password manager", "password protected" stay.
 */
const BARE_PASSWORD = new RegExp(
  String.raw`(?<word>passwords?|passwd|pwd|pw|passcode|passphrase)[ \t]+(?<quote>["'\x60]?)(?<value>[^\s"'\x60,;<>()\[\]{}]{6,64})`,
  'iy',
);
/** Names of hashes and ciphers (`password sha256`), versions (`v1.2.3`) and tickets (`INC0012345`): no password. */
const NO_BARE_PASSWORD = /^(?:(?:sha|md|aes|rsa|des|rc|crc|utf|base|ntlm|argon|pbkdf|bcrypt|scrypt|blake|hmac|ssl|tls|wpa|wep)[-_]?\d|v?\d+(?:\.\d+)+)/i;
const TICKET = /^[A-Z]{2,5}[-#]?\d{4,}$/;
const WORD_CHAR = /[A-Za-z0-9_]/;
const TRAILING = /[.,:;!?]+$/;
/**
 * What a password's value leaves at its end: a full stop, comma, colon, semicolon or question
 * mark after it ends the sentence, but `!` is a password's commonest symbol, and users end one
 * with it (`pw: latte2024!`): it stays in the value.
 */
const PASSWORD_TRAILING = /[.,:;?]+$/;

/** Candidates at the credential words starting at `hits` (ascending). */
export function findSecretPhrases(text: string, hits: PositionList, score: number): Candidate[] {
  const out: Candidate[] = [];
  let after = 0;
  for (const h of hits) {
    if (h < after || WORD_CHAR.test(text.charAt(h - 1))) continue;
    PHRASE.lastIndex = h;
    BARE_PASSWORD.lastIndex = h;
    const m = PHRASE.exec(text) ?? barePassword(BARE_PASSWORD.exec(text));
    if (!m) continue;
    const kind = /pass|^pw/i.test(m.groups!.word!) ? 'password' : 'token';
    let value = m.groups!.value!.replace(kind === 'password' ? PASSWORD_TRAILING : TRAILING, '');
    const start = m.index + m[0].length - m.groups!.value!.length;
    // Written inside a JSON string, the value ends before the escaped quote (`\"Token: …\"`).
    if (value.endsWith('\\') && text.charCodeAt(start + value.length) === 34) value = value.slice(0, -1);
    if (!looksLikeSecret(value, kind) || isTruncated(text, start + value.length)) continue;
    // In prose a token must look generated: a plain word with a digit is not one ("v2").
    if (kind === 'token' && (value.length < 12 || shannonEntropy(value) < 3)) continue;
    out.push({ start, end: start + value.length, score });
    after = start + value.length;
  }
  return out;
}

/** A bare password's match, when its value has a letter and a digit and names no hash, version or ticket. */
function barePassword(m: RegExpExecArray | null): RegExpExecArray | null {
  if (!m) return null;
  const value = m.groups!.value!.replace(PASSWORD_TRAILING, '');
  // A backslash is an escape of the carrier (`password combination.\n\nR5:` in a JSON string: gitleaks' generic-api-key negatives), not a typed password's.
  if (value.includes('\\')) return null;
  return /[A-Za-z]/.test(value) && /\d/.test(value) && !NO_BARE_PASSWORD.test(value) && !TICKET.test(value) ? m : null;
}
