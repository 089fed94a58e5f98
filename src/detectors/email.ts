import tlds from 'tlds' with { type: 'json' };
import { defineDetector } from '../engine/detector.js';
import { emailFitsField } from './lib/field-fits.js';
import type { DetectorContext, Emit } from '../engine/types.js';
import { lazy } from '../engine/lazy.js';
import { isPersonalUsername } from './secrets/usernames.js';

const TLDS = lazy((): ReadonlySet<string> => new Set(tlds));

/**
 * Top-level names no registry delegates, that networks use inside: `.local` (RFC 6762, Active
 * Directory domains `contoso.local`), `.internal` (ICANN's board resolution 2024.07.29.06
 * reserved it for private use) and the six RFC 6762 Appendix G lists as seen in use (intranet,
 * internal, private, corp, home, lan). A mail server inside such a network delivers to them, so a
 * person's address there (`jamal.wright@corp.local`, `m.ortiz@mail.internal`) is an address; a
 * system account's login at a host (`pi@raspberrypi.local`, `root@nas.lan`) is not.
 * RFC 2606's reserved names (`.example`, `.test`, `.invalid`) likewise: they are what a writer of
 * fictitious records uses (RFC 2606 §2 reserves them for documentation and testing), and
 * `ahmed.alfarsi@corp.example` names Ahmed Al-Farsi whatever the domain; the address of a
 * system account (`root@host.test`) stays.
 */
const PRIVATE_TLDS: ReadonlySet<string> = new Set(['local', 'internal', 'intranet', 'private', 'corp', 'home', 'lan', 'example', 'test', 'invalid']);

// Local part: RFC 5322 dot-atom (first character a letter, digit or "_" so that a quote or
// backtick around the address stays outside it) or a quoted string; RFC 6531 allows letters
// beyond ASCII. Domain: labels of up to 63 characters and a TLD that IANA has delegated
// (the `tlds` package mirrors the IANA root zone list).
const LOCAL = String.raw`(?:[\p{L}\p{N}_][\p{L}\p{N}!#$%&'*+/=?^_\x60{|}~-]*(?:\.[\p{L}\p{N}!#$%&'*+/=?^_\x60{|}~-]+)*|"(?:[^"\\\r\n]|\\.){1,64}")`;
const DOMAIN = String.raw`(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?<tld>[\p{L}]{2,63}|xn--[a-z0-9-]{1,59})`;

// Anchored on each "@": the local part is read backwards from it (within 80 characters) and
// the domain sticky after it, so no Unicode-class regex ever scans the text between addresses.
const NOT_BEFORE_LOCAL = lazy(() => /[\p{L}\p{N}._%+\-@]/u);
/** The reference definition (exported for the test): the local part at the end of a slice. */
export const LOCAL_BEFORE_AT = lazy(() => new RegExp(String.raw`(?<![\p{L}\p{N}._%+\-@])${LOCAL}$`, 'u'));
// Made by the first text with an "@" (start-up: Unicode regexes are slow to build).
const LOCAL_AT = lazy(() => new RegExp(String.raw`${LOCAL}(?=@)`, 'uy'));
const LOCAL_AT_PERCENT = lazy(() => new RegExp(String.raw`${LOCAL}(?=%40)`, 'uy'));
const DOMAIN_AFTER_AT = lazy(() => new RegExp(String.raw`${DOMAIN}(?![\p{L}\p{N}_-]|\.[\p{L}\p{N}])`, 'uy'));
const LOCAL_REACH = 80;

const ATOM_OR_DOT = lazy(() => /[\p{L}\p{N}!#$%&'*+/=?^_\x60{|}~.-]/u);
const ASCII_ATOM_OR_DOT = lazy(() => new Uint8Array(128).map((_, c) => (ATOM_OR_DOT().test(String.fromCharCode(c)) ? 1 : 0)));

/** The length of the character (1 or 2 code units) ending at `end` when it is a dot-atom character or a dot; 0 otherwise. */
function atomBefore(text: string, end: number): number {
  const c = text.charCodeAt(end - 1);
  if (c < 128) return ASCII_ATOM_OR_DOT()[c]!;
  const pair = c >= 0xdc00 && c <= 0xdfff && end >= 2 && (text.charCodeAt(end - 2) & 0xfc00) === 0xd800 ? 2 : 1;
  return ATOM_OR_DOT().test(text.slice(end - pair, end)) ? pair : 0;
}

/**
 * Where the local part before the "@" at `at` starts (not before `from`), as LOCAL_BEFORE_AT on
 * text.slice(from, at) would find it: the leftmost start after which the local part runs to the
 * "@". A dot-atom can only start in the run of atom characters and dots before the "@", so the
 * run is walked back first and the pattern tried from its start. With `percent`, the "@" is
 * written "%40" (a URL's query string or path: no "/" in it) and the local part must run
 * exactly to it ("%" is an atom character, so an earlier "%40" could end it too).
 */
export function localStart(text: string, from: number, at: number, percent = false): number | undefined {
  if (!percent && text.charCodeAt(at - 1) === 34 /* " */) {
    // A quoted local part may hold spaces and anything else: the regex reads it.
    const local = LOCAL_BEFORE_AT().exec(text.slice(from, at));
    return local ? from + local.index : undefined;
  }
  let run = at;
  while (run > from) {
    // Percent-encoded, the address is in a URL or a key, where a "/" separates a path's parts
    // (`invoices/2026/INV-88213-jane.doe%40gmail.com.pdf`): the local part starts after it.
    if (percent && text.charCodeAt(run - 1) === 47 /* / */) break;
    const w = atomBefore(text, run);
    if (w === 0 || run - w < from) break;
    run -= w;
  }
  for (let p = run; p < at; p++) {
    const c = text.charCodeAt(p);
    if (c >= 0xdc00 && c <= 0xdfff && p > run && (text.charCodeAt(p - 1) & 0xfc00) === 0xd800) continue; // inside a pair
    if (p > from && NOT_BEFORE_LOCAL().test(text.slice(p - ((text.charCodeAt(p - 1) & 0xfc00) === 0xdc00 && p - 2 >= from ? 2 : 1), p))) continue;
    const localAt = percent ? LOCAL_AT_PERCENT() : LOCAL_AT();
    localAt.lastIndex = p;
    if (localAt.test(text) && (!percent || localAt.lastIndex === at)) return p;
  }
  return undefined;
}

/**
 * A local part that reads `key=value` (`email=jane@…` in a log line or a query string) is the
 * key and its address: the address starts after the "=" when what precedes it is a plain word,
 * alone or after a query string's "?" or "&"
 * (RFC 3696's `customer/department=shipping@…` keeps its "=": its key is no plain word).
 */
function afterKey(text: string, start: number, at: number): number {
  const key = KEY_EQUALS.exec(text.slice(start, at));
  return key && start + key[0].length < at ? start + key[0].length : start;
}
const KEY_EQUALS = /^(?:[^@]*[?&])?[A-Za-z_][A-Za-z0-9_.-]*=/;

/**
 * The "@"s of `text` in order, each as its position and length: "@", or "%40" where an address
 * is percent-encoded in a URL (`GET /reset?email=jane.doe%40example.com` in an access log).
 */
function* signs(text: string): Generator<[number, number]> {
  let at = text.indexOf('@');
  let percent = text.indexOf('%40');
  while (at >= 0 || percent >= 0) {
    if (percent < 0 || (at >= 0 && at < percent)) {
      yield [at, 1];
      at = text.indexOf('@', at + 1);
    } else {
      yield [percent, 3];
      percent = text.indexOf('%40', percent + 3);
    }
  }
}

/** Each address's span, handed to `emit` as found (findEach: no list of ~50,000 on 20 MB of logs). */
function findEmails(text: string, _ctx: DetectorContext, emit: Emit): void {
  for (const [at, sign] of signs(text)) {
    const from = Math.max(0, at - LOCAL_REACH);
    const start = localStart(text, from, at, sign === 3);
    if (start === undefined) continue;
    const domainAfterAt = DOMAIN_AFTER_AT();
    domainAfterAt.lastIndex = at + sign;
    // test(), sticky: the domain ends at lastIndex (no match array per "@").
    if (!domainAfterAt.test(text)) continue;
    const domainEnd = fileExtensionStart(text, at, asciiTldEnd(text, at, domainAfterAt.lastIndex));
    // A local part cut by the reach limit is not an address we can delimit: skip it.
    if (start === from && from > 0 && !/[\s<("'`,;:[]/.test(text[from - 1] ?? '')) continue;
    if (isMessageId(text, start, at, domainEnd)) continue;
    emit(afterKey(text, start, at), domainEnd, undefined, undefined);
  }
}

/**
 * Whether the address-shaped text[start, domainEnd) is a message's identifier (RFC 5322 §3.6.4:
 * `msg-id = "<" id-left "@" id-right ">"`), no one's mailbox: after a `Message-ID`,
 * `In-Reply-To` or `References` key on its line, or in angle brackets with a left part a program
 * generated, sixteen characters at least of digits, capitals, dots and hyphens with six digits
 * or more (Exchange's `<DB9PR08MB7244A1C3E5F70B2D4E6A1C3E5F7@DB9PR08MB7244.eurprd08.prod.outlook.com>`,
 * `<20261125090249.7731@mail.example>` in a message-tracking log's message-id column: the
 * twenty-first reading, leaks43). A mailbox in brackets (`<jane.doe@example.com>`,
 * `<12345678@qq.com>`) has small letters or is shorter.
 */
function isMessageId(text: string, start: number, at: number, domainEnd: number): boolean {
  if (text.charCodeAt(start - 1) !== 60 /* < */ || text.charCodeAt(domainEnd) !== 62 /* > */) return false;
  if (MESSAGE_ID_KEY.test(text.slice(Math.max(0, start - 40), start - 1))) return true;
  return at - start >= 16 && GENERATED_ID_LEFT.test(text.slice(start, at));
}
const MESSAGE_ID_KEY = /(?:message[-_ ]?id|in[-_ ]reply[-_ ]to|references)["']?[ \t]*[:=][ \t]*["']?$/i;
const GENERATED_ID_LEFT = /^(?=(?:[^0-9]*[0-9]){6})[0-9A-Z.-]+$/;

// A file's extensions that are no delegated TLD: an address named in a file's name ends before
// them (an S3 key `invoices/INV-88213-jane.doe%40gmail.com.pdf`, an export `jane@x.org.csv`).
const FILE_EXTENSIONS: ReadonlySet<string> = new Set(['pdf', 'csv', 'txt', 'json', 'xml', 'eml', 'msg', 'doc', 'docx', 'xls', 'xlsx', 'jpg', 'jpeg', 'png', 'gif', 'html', 'htm', 'log', 'gz', 'tgz', 'vcf', 'ics', 'p7s']);

/**
 * Where the domain ending at `end` ends when its last label is a file's extension (no delegated
 * TLD) after a TLD: before the extension's dot. `end` otherwise.
 */
function fileExtensionStart(text: string, at: number, end: number): number {
  const dot = text.lastIndexOf('.', end - 1);
  if (dot <= at || end - dot > 5) return end;
  const extension = text.slice(dot + 1, end).toLowerCase();
  if (!FILE_EXTENSIONS.has(extension) || TLDS().has(extension)) return end;
  const before = text.lastIndexOf('.', dot - 1);
  return before > at && TLDS().has(text.slice(before + 1, dot).toLowerCase()) ? dot : end;
}

/**
 * Where the domain ending at `end` ends when its top-level domain is ASCII letters with Korean,
 * Japanese or Chinese letters glued after them: those scripts write a particle or copula right
 * after a word (`jieun.lee@naver.com입니다`: "… is jieun.lee@naver.com"), and no delegated TLD
 * mixes the scripts. `end` otherwise.
 */
function asciiTldEnd(text: string, at: number, end: number): number {
  const dot = text.lastIndexOf('.', end - 1);
  if (dot <= at) return end;
  let i = dot + 1;
  while (i < end && ((text.charCodeAt(i) | 32) >= 97 && (text.charCodeAt(i) | 32) <= 122)) i++;
  if (i === end || i - dot < 3) return end;
  const c = text.charCodeAt(i);
  return (c >= 0x3040 && c <= 0x30ff) || (c >= 0x3400 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7af) ? i : end;
}

export default defineDetector({
  id: 'email',
  entity: 'EMAIL_ADDRESS',
  fitsField: emailFitsField,
  findEach: findEmails,
  keywords: ['@', '%40'],
  score: 0.9,
  validate: (value) => {
    const at = Math.max(value.lastIndexOf('@'), value.lastIndexOf('%40'));
    if (at > 64) return false; // RFC 5321 §4.5.3.1.1: local part at most 64 octets
    const tld = value.slice(value.lastIndexOf('.') + 1).toLowerCase();
    if (TLDS().has(tld)) return true;
    return PRIVATE_TLDS.has(tld) && isPersonalUsername(value.slice(0, at).replace(/^"|"$/g, ''));
  },
  examples: {
    positive: [
      'jane.doe@example.com',
      'jane.doe+newsletter@example.co.uk', // subaddress, RFC 5233
      'customer/department=shipping@example.com', // RFC 3696 §3
      '"john..doe"@example.org', // quoted local part, RFC 5322 §3.4.1
      'user@subdomain.example.museum',
      'jürgen.müller@beispiel.de', // RFC 6531 internationalized local part
      { text: 'Contact: <jane_doe@example.com>.', match: 'jane_doe@example.com' },
      { text: "mail = 'ops-team@example.io'", match: 'ops-team@example.io' },
      { text: 'mailto:j.smith@example.net?subject=hi', match: 'j.smith@example.net' },
      { text: 'level=info email=jane@example.com user=jdoe', match: 'jane@example.com' }, // key=value log line: the key stays
      { text: 'GET /reset?email=ops.team@example.org HTTP/1.1', match: 'ops.team@example.org' },
      // percent-encoded "@" in a query string (RFC 3986 §2.1), as access logs record it
      { text: 'GET /api?email=wilhelmina.sz%40example.net&lang=en HTTP/1.1', match: 'wilhelmina.sz%40example.net' },
      { text: 'redirect=%2Fhome&login=j.doe%2Bnews%40example.org', match: 'j.doe%2Bnews%40example.org' },
      // An address in a file's name, before its extension (the twentieth reading's S3 access log).
      { text: 'REST.PUT.OBJECT invoices/2026/11/INV-88213-jane.doe%40gmail.com.pdf "PUT', match: 'INV-88213-jane.doe%40gmail.com' },
      { text: 'attached: jane.doe@example.org.csv', match: 'jane.doe@example.org' },
      { text: 'cc a@example.org, b@example.org', match: ['a@example.org', 'b@example.org'] },
      // private-use names (RFC 6762 §3 and Appendix G; ICANN's .internal): a person's address inside
      { text: 'git commit --author="Jamal Wright <jamal.wright@corp.local>"', match: 'jamal.wright@corp.local' },
      { text: 'forwarded to m.ortiz@mail.internal by the helpdesk', match: 'm.ortiz@mail.internal' },
      { text: 'UPN kbrennan@contoso.corp signed in', match: 'kbrennan@contoso.corp' },
      // RFC 2606 §2's reserved names: a person's address in a fictitious record is still theirs
      { text: 'git commit --author="Ahmed Al-Farsi <ahmed.alfarsi@corp.example>"', match: 'ahmed.alfarsi@corp.example' },
      { text: 'mail jane@corp.example', match: 'jane@corp.example' },
      { text: 'reply-to: t.nguyen@clinic.test', match: 't.nguyen@clinic.test' },
    ],
    negative: [
      'user@localhost', // no TLD
      'admin@mailserver1', // valid RFC 5322 but not routable on the Internet
      'jane@example.notarealtld', // not an IANA TLD
      'ssh pi@raspberrypi.local', // a system account at a host on the local network
      'scp build.tgz deploy@ci-runner.lan:/srv', // a service account
      'ssh root@build.example', // RFC 2606's name with a system account at a host
      'a@b.c', // one-letter TLD
      `${'x'.repeat(70)}@example.com`, // local part over 64 octets, RFC 5321 §4.5.3.1.1
      'follow @janedoe on social media',
      'git@github', // truncated
      'version 1.2.3@4.5.6',
      'discount 100%40 off', // a percentage, no local part
      // RFC 5322 §3.6.4 message identifiers: after their key, or generated in angle brackets (the twenty-first reading's Exchange log).
      'Message-ID: <a1b2.c3d4@mail.example.org>',
      '<DB9PR08MB7244A1C3E5F70B2D4E6A1C3E5F7@DB9PR08MB7244.eurprd08.prod.outlook.com>',
      'GET /a%40b HTTP/1.1', // no domain after the %40
      'report@build.pdf', // an extension after no TLD
    ],
  },
});
