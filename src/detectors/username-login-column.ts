import { defineDetector } from '../engine/detector.js';
import type { DetectorContext, Emit } from '../engine/types.js';
import { isPersonalUsername } from './secrets/usernames.js';

/**
 * A person's login where its place says it is one:
 * - the cells of a column (or a key) named for the user (`user`, `username`, `login`, `user_id`),
 *   a Splunk or SIEM export's `user` field, in a person's login shape: `first.last` or
 *   `f.last` in lower case. A lone word (`unknown`, `portal`, `svc-backup`, `root`) may be a
 *   service's account or a placeholder and stays.
 * - OpenVPN's client, as its log prints it: `common_name/real_address:port`
 *   (`karin.lindqvist/203.0.113.41:51873 MULTI: Learn: …`, openvpn's multi.c), within a line
 *   that names `openvpn` (the keyword pass's hits: nothing is read on a text without it).
 * - HAProxy's captured request headers, `{host|user-agent|olof.nergard}` (the `capture request
 *   header` fields in braces, `|` between them: HAProxy's configuration manual, 8.2.3 "HTTP log
 *   format"), on a line after `haproxy[`: a field in a person's login shape (`first.last`, as a
 *   column's cells above) is a user header's value; host names hold more dots, a digit or a
 *   top-level domain's ending (`example.com`), user agents blanks and `/`, and stay.
 */
const HINT = /^(?:user|username|user[ _.-]name|login|user[ _.-]?id|userid|account[ _.-]name|sam[ _.-]?account[ _.-]?name|actor)$/i;
const LOGIN = /^[a-z][a-z'-]*\.[a-z][a-z'-]*[a-z]$/;
const CLIENT = /(?<![\p{L}\p{N}._@-])([A-Za-z0-9][A-Za-z0-9._@-]{0,63})\/(?:\d{1,3}\.){3}\d{1,3}:\d{1,5}(?!\d)/guy;
// A Host header's value in the login's shape (`example.com`, `intranet.local`): its last part a
// top-level domain of three letters or fewer, or a longer one, or an internal zone's name.
const HOST_END = /\.(?:[a-z]{1,3}|info|name|mobi|shop|site|online|cloud|tech|store|local|localhost|internal|corp|home|lan|intra|test|prod|live|blog|news|club|asia|aero|coop|museum|travel|jobs|app|dev)$/;
/** How far after "openvpn" its client may stand on the line. */
const REACH = 400;

function findLogins(text: string, ctx: DetectorContext, emit: Emit): void {
  if (ctx.hint && HINT.test(ctx.hint.trim())) columnLogins(text, emit);
  if (ctx.cueHits) {
    for (const at of ctx.cueHits) {
      if (text.startsWith('haproxy[', at) || text.startsWith('HAProxy[', at)) haproxyCaptures(text, at, emit);
      else openvpnClients(text, at, emit);
    }
  }
}

/** The captured headers' fields in `{…|…}` on the line after "haproxy[" at `at` that are a person's login. */
function haproxyCaptures(text: string, at: number, emit: Emit): void {
  let end = text.indexOf('\n', at);
  if (end < 0) end = text.length;
  for (let open = text.indexOf('{', at); open >= 0 && open < end; open = text.indexOf('{', open + 1)) {
    const close = text.indexOf('}', open);
    if (close < 0 || close > end) return;
    let s = open + 1;
    for (const field of text.slice(open + 1, close).split('|')) {
      if (field.length >= 3 && field.length <= 64 && LOGIN.test(field) && !HOST_END.test(field) && isPersonalUsername(field)) emit(s, s + field.length, 0.85, undefined);
      s += field.length + 1;
    }
  }
}

/** Each line of a user column (its cells joined by lines) that is a person's login, trimmed. */
function columnLogins(text: string, emit: Emit): void {
  for (let from = 0; from <= text.length; ) {
    let to = text.indexOf('\n', from);
    if (to < 0) to = text.length;
    let s = from;
    let e = to;
    while (s < e && (text.charCodeAt(s) === 32 || text.charCodeAt(s) === 9)) s++;
    while (e > s && (text.charCodeAt(e - 1) === 32 || text.charCodeAt(e - 1) === 9 || text.charCodeAt(e - 1) === 13)) e--;
    if (e - s >= 3 && e - s <= 64) {
      const value = text.slice(s, e);
      if (LOGIN.test(value) && isPersonalUsername(value)) emit(s, e, 0.85, undefined);
    }
    from = to + 1;
  }
}

/** The clients `name/address:port` on the line after "openvpn" at `at`. */
function openvpnClients(text: string, at: number, emit: Emit): void {
  let end = text.indexOf('\n', at);
  if (end < 0 || end > at + REACH) end = Math.min(text.length, at + REACH);
  const line = text.slice(at, end);
  let slash = line.indexOf('/');
  while (slash > 0) {
    // Back from the "/" to where the name starts.
    let s = slash;
    while (s > 0 && /[A-Za-z0-9._@-]/.test(line[s - 1]!)) s--;
    CLIENT.lastIndex = s;
    const m = CLIENT.exec(line);
    if (m && m[1] !== 'UNDEF' && isPersonalUsername(m[1]!) && /[A-Za-z]/.test(m[1]!)) emit(at + s, at + s + m[1]!.length, 0.85, undefined);
    slash = line.indexOf('/', slash + 1);
  }
}

export default defineDetector({
  id: 'username-login-column',
  entity: 'USERNAME',
  findEach: findLogins,
  cues: ['openvpn', 'haproxy['],
  examples: {
    positive: [
      // openvpn's multi.c: the client's common name and real address (fictitious people).
      { text: 'Nov 23 10:02:17 vpn-gw-01 openvpn[4182]: karin.lindqvist/203.0.113.41:51873 MULTI: Learn: 10.8.0.14 -> karin.lindqvist/203.0.113.41:51873', match: ['karin.lindqvist', 'karin.lindqvist'] },
      { text: 'openvpn[771]: jdoe/198.51.100.7:1194 PUSH: Received control message', match: 'jdoe' },
      // HAProxy's captured headers (the tenth reading's log; fictitious).
      { text: 'Nov 28 06:12:07 lb-edge-02 haproxy[1843]: 192.0.2.140:61002 [28/Nov/2026:06:12:07.880] fe_https~ be_portal/portal-2 0/0/1/87/88 200 1893 - - ---- 413/399/12/4/0 0/0 {portal.example.se|Mozilla/5.0 (Windows NT 10.0; Win64; x64)|olof.nergard} {|} "GET /lease HTTP/1.1"', match: 'olof.nergard' },
    ],
    negative: [
      'openvpn[771]: UNDEF/198.51.100.7:1194 TLS Error', // openvpn's name before authentication
      'openvpn[771]: 198.51.100.7:1194 TLS: Initial packet', // no client name
      'nginx: upstream/203.0.113.41:8080 timed out', // no openvpn on the line
      'haproxy[1843]: 192.0.2.140:61002 fe_https~ be_portal/portal-2 {portal.example.se|curl/8.4.0|-} {|} "GET / HTTP/1.1"', // no login among the captures
      'nginx: {portal.example.se|olof.nergard}', // no haproxy on the line
      'haproxy[1843]: 192.0.2.140:61002 {example.com|curl/8.4.0} {|} "GET / HTTP/1.1"', // a host in the login's shape
    ],
  },
});
