import tlds from 'tlds' with { type: 'json' };
import { defineDetector } from '../engine/detector.js';

const TLDS: ReadonlySet<string> = new Set(tlds);

// Local part: RFC 5322 dot-atom (first character a letter, digit or "_" so that a quote or
// backtick around the address stays outside it) or a quoted string; RFC 6531 allows letters
// beyond ASCII. Domain: labels of up to 63 characters and a TLD that IANA has delegated
// (the `tlds` package mirrors the IANA root zone list).
const LOCAL = String.raw`(?:[\p{L}\p{N}_][\p{L}\p{N}!#$%&'*+/=?^_\x60{|}~-]*(?:\.[\p{L}\p{N}!#$%&'*+/=?^_\x60{|}~-]+)*|"(?:[^"\\\r\n]|\\.){1,64}")`;
const DOMAIN = String.raw`(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?<tld>[\p{L}]{2,63}|xn--[a-z0-9-]{1,59})`;

export default defineDetector({
  id: 'email',
  entity: 'EMAIL_ADDRESS',
  patterns: [new RegExp(String.raw`(?<![\p{L}\p{N}._%+\-@])${LOCAL}@${DOMAIN}(?![\p{L}\p{N}_-]|\.[\p{L}\p{N}])`, 'giu')],
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
      'follow @janedoe on social media',
      'git@github', // truncated
      'version 1.2.3@4.5.6',
    ],
  },
});
