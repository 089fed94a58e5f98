import tlds from 'tlds' with { type: 'json' };
import { defineDetector } from '../engine/detector.js';
import type { Candidate } from '../engine/types.js';

const TLDS: ReadonlySet<string> = new Set(tlds);

// Local part: RFC 5322 dot-atom (first character a letter, digit or "_" so that a quote or
// backtick around the address stays outside it) or a quoted string; RFC 6531 allows letters
// beyond ASCII. Domain: labels of up to 63 characters and a TLD that IANA has delegated
// (the `tlds` package mirrors the IANA root zone list).
const LOCAL = String.raw`(?:[\p{L}\p{N}_][\p{L}\p{N}!#$%&'*+/=?^_\x60{|}~-]*(?:\.[\p{L}\p{N}!#$%&'*+/=?^_\x60{|}~-]+)*|"(?:[^"\\\r\n]|\\.){1,64}")`;
const DOMAIN = String.raw`(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?<tld>[\p{L}]{2,63}|xn--[a-z0-9-]{1,59})`;

// Anchored on each "@": the local part is matched at the end of the 80 characters before it and
// the domain sticky after it, so no Unicode-class regex ever scans the text between addresses.
const LOCAL_BEFORE_AT = new RegExp(String.raw`(?<![\p{L}\p{N}._%+\-@])${LOCAL}$`, 'u');
const DOMAIN_AFTER_AT = new RegExp(String.raw`${DOMAIN}(?![\p{L}\p{N}_-]|\.[\p{L}\p{N}])`, 'uy');
const LOCAL_REACH = 80;

function* findEmails(text: string): Iterable<Candidate> {
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    const from = Math.max(0, at - LOCAL_REACH);
    const local = LOCAL_BEFORE_AT.exec(text.slice(from, at));
    if (!local) continue;
    DOMAIN_AFTER_AT.lastIndex = at + 1;
    const domain = DOMAIN_AFTER_AT.exec(text);
    if (!domain) continue;
    const start = from + local.index;
    // A local part cut by the reach limit is not an address we can delimit: skip it.
    if (start === from && from > 0 && !/[\s<("'`,;:[]/.test(text[from - 1] ?? '')) continue;
    yield { start, end: at + 1 + domain[0].length };
  }
}

export default defineDetector({
  id: 'email',
  entity: 'EMAIL_ADDRESS',
  find: findEmails,
  keywords: ['@'],
  score: 0.9,
  validate: (value) => {
    const at = value.lastIndexOf('@');
    if (at > 64) return false; // RFC 5321 §4.5.3.1.1: local part at most 64 octets
    const tld = value.slice(value.lastIndexOf('.') + 1).toLowerCase();
    return TLDS.has(tld);
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
      { text: 'cc a@example.org, b@example.org', match: ['a@example.org', 'b@example.org'] },
    ],
    negative: [
      'user@localhost', // no TLD
      'admin@mailserver1', // valid RFC 5322 but not routable on the Internet
      'jane@example.notarealtld', // not an IANA TLD
      'a@b.c', // one-letter TLD
      `${'x'.repeat(70)}@example.com`, // local part over 64 octets, RFC 5321 §4.5.3.1.1
      'follow @janedoe on social media',
      'git@github', // truncated
      'version 1.2.3@4.5.6',
    ],
  },
});
