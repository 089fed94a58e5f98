import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { keywordPlaces } from './lib/keyword-places.js';

/**
 * The secrets of a router's or switch's configuration as `show running-config` prints it (the
 * thirteenth reading's Cisco IOS configuration; Cisco IOS Security Command Reference: `enable
 * secret`, `username … secret`, `key`, `snmp-server community`, `crypto isakmp key`):
 * - `enable secret 9 $9$…`, `enable password 7 0822455D0A16`: the enable password, as a hash
 *   (types 5, 8, 9), in the reversible type 7 or in plain text (type 0 or none);
 * - `username akovalenko privilege 15 secret 9 $9$…`, `username osavchuk password 7 094F…`: a
 *   local user's;
 * - ` key 7 13061E010803557878` in a `tacacs server`/`radius server` block, `tacacs-server key …`,
 *   `radius-server key …`: the shared key with the AAA server;
 * - `snmp-server community Kv!tka2026ro RO 99`: the SNMP community string (SNMP v1/v2c's password);
 * - `crypto isakmp key Dn1pro#Kyiv418 address 0.0.0.0`: an IKE pre-shared key.
 * Each only as a configuration line: the command at the line's start (after the indentation of
 * its block), the value the next token. A hash is no password, but it is cracked offline, and a
 * type 7 value is decoded by anyone: every one is removed. Reported as API_KEY, as the other
 * passwords are. From the keyword pass: the command's first word.
 */
const LINE = new RegExp(
  String.raw`[ \t]*(?:` +
    String.raw`enable[ \t]+(?:secret|password)(?:[ \t]+level[ \t]+\d+)?` +
    String.raw`|username[ \t]+\S+(?:[ \t]+privilege[ \t]+\d+)?(?:[ \t]+algorithm-type[ \t]+\S+)?[ \t]+(?:secret|password)` +
    String.raw`|(?:tacacs-server[ \t]+|radius-server[ \t]+)?key` +
    String.raw`|snmp-server[ \t]+community` +
    String.raw`|crypto[ \t]+isakmp[ \t]+key` +
    String.raw`)[ \t]+(?:[05789][ \t]+(?=\S))?(?<value>[^\s]{4,128})(?<tail>[^\r\n]*)`,
  'y',
);

const KEYWORDS = ['enable', 'username', 'key', 'tacacs-server', 'radius-server', 'snmp-server', 'crypto'] as const;

function findConfigSecrets(text: string, ctx?: DetectorContext): Candidate[] {
  const out: Candidate[] = [];
  let lastLine = -1;
  for (const hit of ctx?.keywordHits ?? keywordPlaces(text, KEYWORDS)) {
    const lineStart = text.lastIndexOf('\n', hit - 1) + 1;
    if (lineStart === lastLine) continue;
    // The command begins the line (after its block's indentation).
    let i = lineStart;
    while (i < hit && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
    if (i !== hit) continue;
    lastLine = lineStart;
    LINE.lastIndex = lineStart;
    const m = LINE.exec(text);
    if (m === null) continue;
    const value = m.groups!.value!;
    const tail = m.groups!.tail!;
    // A configuration line ends with its value or with the command's own keywords: `RO 99`,
    // `address 0.0.0.0`; prose ("key in the password") goes on with words.
    if (!/^[ \t]*(?:(?:RO|RW|view[ \t]+\S+|address[ \t]+\S+|hostname[ \t]+\S+|no-xauth|\d+|[ \t])*)[ \t\r]*$/.test(tail)) continue;
    // Not a placeholder or a variable: `<password>`, `${SECRET}`, `xxxx`.
    if (/^[<{$]|^(?:x+|\*+)$/i.test(value) && !/^\$\d\$/.test(value)) continue;
    const start = m.index + m[0].length - tail.length - value.length;
    out.push({ start, end: start + value.length, score: 0.9, entity: 'API_KEY' });
  }
  return out;
}

export default defineDetector({
  id: 'secret-network-config',
  entity: 'API_KEY',
  find: findConfigSecrets,
  keywords: KEYWORDS,
  examples: {
    positive: [
      // Fictitious values (the thirteenth reading's IOS configuration).
      { text: '\nusername akovalenko privilege 15 secret 9 $9$R0d4Kq3f8Lm2nB$9xWq4182736TzPvYcHb1sEjKgUaDfN5rLo7iM0eVZ3Q\n', match: '$9$R0d4Kq3f8Lm2nB$9xWq4182736TzPvYcHb1sEjKgUaDfN5rLo7iM0eVZ3Q' },
      { text: '\nenable secret 9 $9$k4MzT1r8q2xQ0E$Hc3Lf9rQ41827nPz6VtWmYb5aJdXsGkE0uC2oNiR7hS\n', match: '$9$k4MzT1r8q2xQ0E$Hc3Lf9rQ41827nPz6VtWmYb5aJdXsGkE0uC2oNiR7hS' },
      { text: 'tacacs server TAC1\n address ipv4 10.41.82.7\n key 7 13061E010803557878\n!', match: '13061E010803557878' },
      { text: '\nsnmp-server community Kv!tka2026ro RO 99\n', match: 'Kv!tka2026ro' },
      { text: '\ncrypto isakmp key Dn1pro#Kyiv418 address 0.0.0.0\n', match: 'Dn1pro#Kyiv418' },
    ],
    negative: [
      'Press any key to continue when the dialog closes', // prose
      'username <name> privilege 15 secret 9 <hash>', // a template
      'key 7 of the array holds the new value', // prose after the value
      'The enable secret should be rotated yearly.', // no value
    ],
  },
});
