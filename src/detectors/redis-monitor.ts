import { defineDetector } from '../engine/detector.js';
import type { EntityName } from '../entities.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { knownFieldEntity } from '../lexicon/field-names.js';

/**
 * Values in a Redis MONITOR dump (redis.io, "MONITOR": each command a line
 * `<unix time>.<µs> [<db> <client address>] "COMMAND" "arg" …`, every argument quoted with
 * backslash escapes). The arguments carry no labels but their command's: AUTH's password (its
 * last argument: API_KEY, as `"password": "…"` is), and the values of a hash written with
 * HSET/HMSET/HSETNX, each named by the field before it: a field the field names know
 * (`full_name`, `email`, `phone`…), or one of the identifier and wallet names below. A JSON
 * object written as a string (SET, SETEX, LPUSH, RPUSH, HSET: `"{\"name\":\"…\"}"`, its quotes
 * escaped, which hides the field's name from the other finders) gives its string values by the
 * same names. ZADD's members, when the sorted set's key names people (`leaderboard:referrals`,
 * `users:active`), are user names (the scores before them stay). Other commands' arguments stay
 * (keys, counters, a set of job ids).
 */
const LINE_HEAD = /^\d{9,10}\.\d{6} \[\d+ [^\]\n]{1,60}\] $/;
const UPPER = ['"AUTH"', '"HSET"', '"HMSET"', '"HSETNX"', '"SET"', '"SETEX"', '"LPUSH"', '"RPUSH"', '"ZADD"'];
const COMMANDS = [...UPPER, ...UPPER.map((c) => c.toLowerCase())];
const JSON_COMMANDS = new Set(['"HSET"', '"HMSET"', '"HSETNX"', '"SET"', '"SETEX"', '"LPUSH"', '"RPUSH"']);
/** A sorted set's key that names people: its members are user names. */
const PEOPLE_KEY = /(?:^|[:._-])(?:leaderboards?|users?|players?|members?|customers?|referrals?|followers?|authors?)(?:$|[:._-])/i;
/** A member that reads as a user name: letters first, then letters, digits, `.`, `_`, `-`. */
const HANDLE = /^[\p{L}][\p{L}\d._-]{1,38}$/u;
/** `\"field\":\"value\"` inside an argument (the value's own escapes skipped). */
const ESCAPED_PAIR = /\\"([A-Za-z_][\w-]{0,39})\\":\s?\\"((?:[^"\\]|\\[^"])+)\\"/g;
const MORE_FIELDS: ReadonlyMap<string, EntityName> = new Map([
  ['id_no', 'NATIONAL_ID'],
  ['id_number', 'NATIONAL_ID'],
  ['national_id', 'NATIONAL_ID'],
  ['msisdn', 'PHONE_NUMBER'],
  ['mpesa', 'PHONE_NUMBER'],
  ['password', 'API_KEY'],
  ['addr', 'ADDRESS'],
  ['kra_pin', 'VAT_NUMBER'],
  ['tax_pin', 'VAT_NUMBER'],
]);

function fieldEntity(field: string): EntityName | undefined {
  return MORE_FIELDS.get(field.toLowerCase()) ?? knownFieldEntity(field);
}

/** The quoted arguments from `at` to the line's end: [start, end) inside the quotes. */
function quotedArguments(text: string, at: number, lineEnd: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let i = at;
  while (i < lineEnd) {
    if (text[i] === ' ') {
      i++;
      continue;
    }
    if (text[i] !== '"') break;
    const start = i + 1;
    let j = start;
    while (j < lineEnd && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
    if (j >= lineEnd) break;
    out.push([start, j]);
    i = j + 1;
  }
  return out;
}

/**
 * Each command's lines in turn, in the order of COMMANDS. With the keyword pass's hits (every
 * place where a command occurs in any case), the command is looked for only there: 18 scans of
 * the whole text cost ~70 ms per 10 MB of logs that hold no MONITOR line but a JSON `"auth"`.
 */
function* findMonitorValues(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  const hits = ctx?.keywordHits;
  for (const command of COMMANDS) {
    if (hits) {
      // indexOf below skips an occurrence that overlaps the last (`"SET"SET"`); read here, it
      // gives nothing, since what stands before it on its line ends in `"SET`, not LINE_HEAD's "] ".
      for (const at of hits) if (text.startsWith(command, at)) yield* commandValues(text, command, at);
    } else {
      for (let at = text.indexOf(command); at >= 0; at = text.indexOf(command, at + command.length)) yield* commandValues(text, command, at);
    }
  }
}

/** The values read from the arguments of `command` at `at`, when it is a MONITOR line's command. */
function* commandValues(text: string, command: string, at: number): Iterable<Candidate> {
  if (text.charCodeAt(at + command.length) !== 32) return;
  const lineStart = text.lastIndexOf('\n', at) + 1;
  if (!LINE_HEAD.test(text.slice(lineStart, at))) return;
  let lineEnd = text.indexOf('\n', at);
  if (lineEnd < 0) lineEnd = text.length;
  const args = quotedArguments(text, at + command.length, lineEnd);
  const upper = command.toUpperCase();
  if (upper === '"AUTH"') {
    const last = args[args.length - 1];
    // Redis 6.2 and later print AUTH's arguments as `(redacted)` (redis/redis src/server.c,
    // shared.redacted, redactClientCommandArgument; reader23): no password left to take.
    if (last && last[1] > last[0] && text.slice(last[0], last[1]) !== '(redacted)') yield { start: last[0], end: last[1], score: 0.95, entity: 'API_KEY' };
    return;
  }
  if (upper === '"ZADD"') {
    // ZADD key [NX|XX|GT|LT|CH|INCR …] score member [score member …]
    if (!args[0] || !PEOPLE_KEY.test(text.slice(args[0][0], args[0][1]))) return;
    let n = 1;
    while (n < args.length && /^[A-Za-z]+$/.test(text.slice(args[n]![0], args[n]![1]))) n++;
    for (; n + 1 < args.length; n += 2) {
      const [start, end] = args[n + 1]!;
      if (HANDLE.test(text.slice(start, end))) yield { start, end, score: 0.85, entity: 'USERNAME' };
    }
    return;
  }
  if (upper.startsWith('"H')) {
    // HSET key field value [field value …]
    for (let n = 1; n + 1 < args.length; n += 2) {
      const entity = fieldEntity(text.slice(args[n]![0], args[n]![1]));
      const [start, end] = args[n + 1]!;
      if (entity && end > start) yield { start, end, score: 0.9, entity };
    }
  }
  if (!JSON_COMMANDS.has(upper)) return;
  for (const [start, end] of args) {
    if (text.charCodeAt(start) !== 123 || text.charCodeAt(start + 1) !== 92) continue; // `{\`
    for (const m of text.slice(start, end).matchAll(ESCAPED_PAIR)) {
      const entity = fieldEntity(m[1]!);
      if (!entity) continue;
      const valueStart = start + m.index! + m[0].length - 2 - m[2]!.length;
      yield { start: valueStart, end: valueStart + m[2]!.length, score: 0.9, entity };
    }
  }
}

export default defineDetector({
  id: 'redis-monitor',
  entity: 'API_KEY',
  find: findMonitorValues,
  // The commands whose arguments are read, quoted as MONITOR prints them.
  keywords: ['"auth"', '"hset"', '"hmset"', '"hsetnx"', '"set"', '"setex"', '"lpush"', '"rpush"', '"zadd"'],
  examples: {
    positive: [
      // MONITOR's line format (redis.io, "MONITOR"), a fictitious password.
      { text: 'OK\n1764310921.044812 [0 10.20.4.17:52344] "AUTH" "default" "Kj8#vQ2m!Lx9pR4w"', match: 'Kj8#vQ2m!Lx9pR4w' },
    ],
    negative: [
      '"AUTH" "default" "Kj8#vQ2m!Lx9pR4w"', // no MONITOR line head
      '1762241008.502339 [0 10.12.3.41:53228] "AUTH" "(redacted)"', // Redis 6.2's placeholder
      '1764310921.045307 [0 10.20.4.17:52344] "SELECT" "2"',
      '1764310922.117650 [2 10.20.4.31:60122] "ZADD" "jobs:delayed" "1764310990" "job-7731"', // a queue's members
    ],
  },
});
