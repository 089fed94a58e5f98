// A deterministic generator of synthetic application logs (issue 20's mix): access-log lines,
// key=value lines with request ids, user names, e-mails and IPs, JSON lines, mail bounces, and
// about one credential per 100 lines. Every value is fictitious: example.com / example.org
// addresses (RFC 2606), 192.0.2.0/24 and 198.51.100.0/24 addresses (RFC 5737), 555-01xx phone
// numbers, the AWS documentation's example key shape.
//
//   import { logText } from './log-lines.mjs'; logText(20e6)   -> about 20 MB of log lines

/** mulberry32: a small seeded PRNG, so every run gets the same corpus. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const GIVEN = ['Jane', 'Omar', 'Lena', 'Priya', 'Tomas', 'Aiko', 'Mateo', 'Grace', 'Yusuf', 'Ines'];
const SURNAMES = ['Novak', 'Haddad', 'Kowalski', 'Okafor', 'Lindqvist', 'Moreau', 'Tanaka', 'Reyes', 'Byrne', 'Kaya'];
const PATHS = ['/api/v1/orders', '/api/v1/users/me', '/login', '/static/app.js', '/health', '/api/v2/invoices/search'];
const AGENTS = ['Mozilla/5.0 (X11; Linux x86_64)', 'curl/8.5.0', 'okhttp/4.12.0'];
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const ALNUM_MIXED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function* logLines(seed = 20) {
  const rand = prng(seed);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const int = (n) => Math.floor(rand() * n);
  const hex = (n) => Array.from({ length: n }, () => '0123456789abcdef'[int(16)]).join('');
  const chars = (set, n) => Array.from({ length: n }, () => set[int(set.length)]).join('');
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
  const ip = () => (rand() < 0.5 ? `192.0.2.${1 + int(254)}` : `198.51.100.${1 + int(254)}`);
  let t = Date.UTC(2026, 10, 2, 8, 0, 0);
  for (let i = 0; ; i++) {
    t += int(900);
    const iso = new Date(t).toISOString();
    const given = pick(GIVEN);
    const surname = pick(SURNAMES);
    const user = `${given.toLowerCase()}.${surname.toLowerCase()}`;
    const email = `${user}${int(100)}@${rand() < 0.7 ? 'example.com' : 'example.org'}`;
    if (i % 100 === 57) {
      const secret = [
        `${iso} WARN config loaded aws_access_key_id=AKIA${chars(ALNUM, 16)} region=eu-west-1`,
        `${iso} DEBUG github push token=ghp_${chars(ALNUM_MIXED, 36)} repo=acme/api`,
        `${iso} ERROR db connect failed password=${chars(ALNUM_MIXED, 14)} user=svc_orders host=${ip()}`,
      ];
      yield pick(secret);
      continue;
    }
    switch (int(6)) {
      case 0:
        yield `${ip()} - ${user} [${iso}] "GET ${pick(PATHS)}?page=${int(40)} HTTP/1.1" ${pick([200, 200, 200, 304, 404, 500])} ${int(90000)} "-" "${pick(AGENTS)}"`;
        break;
      case 1:
        yield `${iso} INFO request_id=${uuid()} user=${user} email=${email} client_ip=${ip()} latency_ms=${int(900)} status=${pick([200, 201, 400, 403])}`;
        break;
      case 2:
        yield JSON.stringify({ ts: iso, level: 'info', msg: 'order placed', order_id: `ord_${hex(16)}`, customer: `${given} ${surname}`, email, amount: (int(50000) / 100).toFixed(2), trace: hex(32) });
        break;
      case 3:
        yield `${iso} postfix/smtp[${1000 + int(9000)}]: ${hex(10).toUpperCase()}: to=<${email}>, relay=mx.example.org[${ip()}]:25, delay=${(rand() * 3).toFixed(2)}, status=bounced (host said: 550 5.1.1 <${email}>: Recipient address rejected)`;
        break;
      case 4:
        yield `${iso} INFO session started session=${hex(24)} user_id=${int(1e7)} phone=+1 415 555 01${String(int(100)).padStart(2, '0')} ua="${pick(AGENTS)}"`;
        break;
      default:
        yield `${iso} DEBUG cache hit key=inv:${hex(12)} size=${int(65536)} ttl=${int(3600)} node=cache-${int(8)}`;
    }
  }
}

/** About `bytes` of log text (whole lines). */
export function logText(bytes, seed = 20) {
  const lines = [];
  let size = 0;
  for (const line of logLines(seed)) {
    lines.push(line);
    size += line.length + 1;
    if (size >= bytes) break;
  }
  return `${lines.join('\n')}\n`;
}
