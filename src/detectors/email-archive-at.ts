import { defineDetector } from '../engine/detector.js';

/**
 * An e-mail address as a mailing list archive prints it (GNU Mailman's pipermail: `@` written
 * ` at `, "to deter spam harvesters"): in the `From:` header (`From: ewa.zielinska at
 * poczta.onet.pl (Ewa Zielińska)`) and in the mbox separator line above it (`From
 * ewa.zielinska at poczta.onet.pl  Mon Nov 16 08:41:27 2026`) — the eleventh reading's archive
 * (docs/reader.md, reader11). The local part, ` at `, and a domain of at least two labels; only
 * after those two lines' `From`. Starts from the keyword pass's hits of `from:` (the separator line is the
 * one above its header).
 */
const LOCAL = String.raw`[A-Za-z0-9][A-Za-z0-9._%+-]{0,63}`;
const DOMAIN = String.raw`[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*\.[A-Za-z]{2,24}`;
const HEADER = String.raw`(?<![\p{L}\p{N}_.-])From:[ \t]+(?<value>${LOCAL} at ${DOMAIN})(?=[ \t]*(?:\(|\r?\n|$))`;
const SEPARATOR = String.raw`(?<![\p{L}\p{N}_.-])From[ \t]+(?<value>${LOCAL} at ${DOMAIN})[ \t]+(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[ \t]`;

export default defineDetector({
  id: 'email-archive-at',
  entity: 'EMAIL_ADDRESS',
  patterns: () => [new RegExp(HEADER, 'gu'), new RegExp(SEPARATOR, 'gu')],
  keywords: ['from:'],
  window: 160,
  score: 0.9,
  examples: {
    positive: [
      // A fictitious list member (the eleventh reading's pipermail archive).
      { text: 'From: ewa.zielinska at poczta.onet.pl (Ewa Zielinska)', match: 'ewa.zielinska at poczta.onet.pl' },
      { text: 'From ewa.zielinska at poczta.onet.pl  Mon Nov 16 08:41:27 2026\nFrom: ewa.zielinska at poczta.onet.pl (Ewa Zielinska)', match: ['ewa.zielinska at poczta.onet.pl', 'ewa.zielinska at poczta.onet.pl'] },
    ],
    negative: [
      'From: the team at example.org', // words before "at": no local part alone
      'Sent from my phone at home.example', // not a header
    ],
  },
});
