// Synthetic application logs for the log benchmark (issue 20): deterministic (a seeded
// generator), fictitious values only (IPs from the documentation ranges of RFC 5737 and private
// ranges, e-mail addresses at example.com/.org/.net, invented people, keys drawn at random).
// The mix of what CI steps and shell pipes carry: web access-log lines, key=value lines with
// request ids, user names, e-mails and IPs, JSON lines, mail bounces, stack-trace lines, and
// about one credential per 100 lines.
//
//   import { logsCorpus } from './logs-corpus.mjs'; logsCorpus(20e6) -> a string of ~20 MB
//   node bench/logs-corpus.mjs [megabytes] > logs.txt
import { fileURLToPath } from 'node:url';

/** mulberry32: a deterministic 32-bit generator, so the corpus is the same on every machine. */
function generator(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const int = (n) => next() % n;
  const pick = (xs) => xs[int(xs.length)];
  const chars = (alphabet, n) => {
    let s = '';
    for (let i = 0; i < n; i++) s += alphabet[int(alphabet.length)];
    return s;
  };
  return { int, pick, chars };
}

const GIVEN = ['anna', 'marek', 'lucia', 'tomas', 'ingrid', 'pavel', 'chloe', 'ravi', 'noor', 'kenji', 'elena', 'jonas', 'sofia', 'mateo', 'amira', 'liam', 'yuki', 'oskar'];
const FAMILY = ['novak', 'lindqvist', 'moreau', 'okafor', 'brandt', 'ferreira', 'kowalczyk', 'haddad', 'tanaka', 'oliveira', 'petrov', 'duarte', 'keller', 'nakamura'];
const DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.example.com', 'corp.example.org'];
const PATHS = ['/api/v1/orders', '/api/v1/users', '/login', '/logout', '/static/app.js', '/api/v2/invoices', '/health', '/api/v1/search', '/checkout', '/api/v1/carts'];
const METHODS = ['GET', 'GET', 'GET', 'POST', 'PUT', 'DELETE'];
const STATUS = [200, 200, 200, 201, 204, 301, 302, 304, 400, 401, 403, 404, 500, 503];
const AGENTS = [
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  'curl/8.5.0',
  'python-requests/2.31.0',
  'Go-http-client/1.1',
];
const LEVELS = ['INFO', 'INFO', 'INFO', 'DEBUG', 'WARN', 'ERROR'];
const SERVICES = ['api-gateway', 'billing', 'auth', 'mailer', 'search', 'inventory'];
const MESSAGES = ['request completed', 'user signed in', 'cache miss', 'payment authorized', 'retrying upstream call', 'session refreshed', 'order created', 'rate limit applied'];
const HEX = '0123456789abcdef';
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** ~`bytes` of log lines (whole lines; ASCII, so characters are bytes). */
export function logsCorpus(bytes = 20e6, seed = 2026) {
  const { int, pick, chars } = generator(seed);
  const pad = (n, w = 2) => String(n).padStart(w, '0');
  const ip = () => pick([`192.0.2.${1 + int(254)}`, `198.51.100.${1 + int(254)}`, `203.0.113.${1 + int(254)}`, `10.${int(256)}.${int(256)}.${1 + int(254)}`]);
  const user = () => `${pick(GIVEN)}.${pick(FAMILY)}`;
  const email = () => `${pick(GIVEN)}.${pick(FAMILY)}${int(3) === 0 ? int(100) : ''}@${pick(DOMAINS)}`;
  const uuid = () => `${chars(HEX, 8)}-${chars(HEX, 4)}-4${chars(HEX, 3)}-${pick(['8', '9', 'a', 'b'])}${chars(HEX, 3)}-${chars(HEX, 12)}`;
  let second = 0;
  const clock = () => {
    second += int(3);
    const d = 1 + Math.floor(second / 86400) % 28;
    const s = second % 86400;
    return { d, h: pad(Math.floor(s / 3600)), m: pad(Math.floor(s / 60) % 60), s: pad(s % 60), ms: pad(int(1000), 3) };
  };
  const iso = () => {
    const t = clock();
    return `2024-03-${pad(t.d)}T${t.h}:${t.m}:${t.s}.${t.ms}Z`;
  };
  const credential = () =>
    pick([
      () => `${iso()} DEBUG ${pick(SERVICES)} env loaded AWS_SECRET_ACCESS_KEY=${chars(B64, 40)}`,
      () => `${iso()} WARN ${pick(SERVICES)} outbound call headers Authorization: Bearer ${chars(ALNUM, 32)}.${chars(ALNUM, 24)}`,
      () => `${iso()} DEBUG ${pick(SERVICES)} connecting db_password=${chars(ALNUM, 10)}!${chars(ALNUM, 6)} host=${ip()}`,
      () => `${iso()} INFO ${pick(SERVICES)} deploy token ghp_${chars(ALNUM, 36)} used by ${user()}`,
      () => `{"ts":"${iso()}","level":"debug","msg":"client config","api_key":"sk_live_${chars(ALNUM, 24)}"}`,
      () => `${iso()} ERROR ${pick(SERVICES)} upstream failed url=https://svc:${chars(ALNUM, 14)}@db.example.internal:5432/app`,
    ])();
  const line = () => {
    const t = clock();
    switch (int(10)) {
      case 0:
      case 1:
      case 2: {
        const path = `${pick(PATHS)}${int(2) ? `/${chars(HEX, 8)}` : ''}${int(3) === 0 ? `?page=${int(20)}&sort=date` : ''}`;
        return `${ip()} - ${int(3) ? '-' : user()} [${pad(t.d)}/Mar/2024:${t.h}:${t.m}:${t.s} +0000] "${pick(METHODS)} ${path} HTTP/1.1" ${pick(STATUS)} ${int(50000)} "-" "${pick(AGENTS)}"`;
      }
      case 3:
      case 4:
      case 5:
        return `2024-03-${pad(t.d)}T${t.h}:${t.m}:${t.s}.${t.ms}Z ${pick(LEVELS).padEnd(5)} service=${pick(SERVICES)} request_id=${uuid()} user=${user()} email=${email()} ip=${ip()} method=${pick(METHODS)} path=${pick(PATHS)} status=${pick(STATUS)} duration_ms=${int(2000)} trace=${chars(HEX, 16)}`;
      case 6:
      case 7:
        return `{"ts":"2024-03-${pad(t.d)}T${t.h}:${t.m}:${t.s}.${t.ms}Z","level":"${pick(LEVELS).toLowerCase()}","service":"${pick(SERVICES)}","msg":"${pick(MESSAGES)}","trace_id":"${chars(HEX, 32)}","span_id":"${chars(HEX, 16)}","user":"${user()}","email":"${email()}","client_ip":"${ip()}","amount":${int(10000) / 100},"currency":"EUR","latency_ms":${int(900)}}`;
      case 8: {
        const to = email();
        const relay = `mx${int(9)}.${pick(DOMAINS)}`;
        const r = ip();
        return `Mar ${String(t.d).padStart(2)} ${t.h}:${t.m}:${t.s} mail01 postfix/smtp[${1000 + int(60000)}]: ${chars('0123456789ABCDEF', 10)}: to=<${to}>, relay=${relay}[${r}]:25, delay=${int(9)}.${int(10)}, delays=0.${int(10)}/0/0.${int(10)}/0.${int(10)}, dsn=5.1.1, status=bounced (host ${relay}[${r}] said: 550 5.1.1 <${to}>: Recipient address rejected: User unknown in virtual mailbox table)`;
      }
      default:
        return `${iso()} ERROR ${pick(SERVICES)} java.lang.IllegalStateException: order ${int(1e6)} not found\n\tat com.example.shop.OrderService.load(OrderService.java:${int(400)})\n\tat com.example.shop.OrderController.get(OrderController.java:${int(200)})`;
    }
  };
  const lines = [];
  let size = 0;
  let n = 0;
  while (size < bytes) {
    const l = ++n % 100 === 0 ? credential() : line();
    lines.push(l);
    size += l.length + 1;
  }
  // One join, ending in a newline: flat, as a file read gives it (`join(...) + '\n'` made a rope,
  // which every character loop read ~1.4x slower: docs/performance.md, flat1).
  lines.push('');
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(logsCorpus(Number(process.argv[2] ?? 20) * 1e6));
}
