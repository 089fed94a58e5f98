import { defineDetector } from '../engine/detector.js';
import type { EntityName } from '../entities.js';
import type { Candidate } from '../engine/types.js';
import { knownFieldEntity } from '../lexicon/field-names.js';

/**
 * Values in a Redis MONITOR dump (redis.io, "MONITOR": each command a line
 * `<unix time>.<µs> [<db> <client address>] "COMMAND" "arg" …`, every argument quoted with
 * backslash escapes). The arguments carry no labels but their command's: AUTH's password (its
 * last argument: API_KEY, as `"password": "…"` is), and the values of a hash written with
 * HSET/HMSET/HSETNX, each named by the field before it: a field the field names know
 * (`full_name`, `email`, `phone`…), or one of the identifier and wallet names below. Other
 * commands' arguments stay (keys, counters, queue payloads the other finders read).
 */
const LINE_HEAD = /^\d{9,10}\.\d{6} \[\d+ [^\]\n]{1,60}\] $/;
const COMMANDS = ['"AUTH"', '"HSET"', '"HMSET"', '"HSETNX"', '"auth"', '"hset"', '"hmset"', '"hsetnx"'];
const MORE_FIELDS: ReadonlyMap<string, EntityName> = new Map([
  ['id_no', 'NATIONAL_ID'],
  ['id_number', 'NATIONAL_ID'],
  ['national_id', 'NATIONAL_ID'],
  ['msisdn', 'PHONE_NUMBER'],
  ['mpesa', 'PHONE_NUMBER'],
  ['password', 'API_KEY'],
]);

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

function* findMonitorValues(text: string): Iterable<Candidate> {
  for (const command of COMMANDS) {
    for (let at = text.indexOf(command); at >= 0; at = text.indexOf(command, at + command.length)) {
      const lineStart = text.lastIndexOf('\n', at) + 1;
      if (!LINE_HEAD.test(text.slice(lineStart, at))) continue;
      let lineEnd = text.indexOf('\n', at);
      if (lineEnd < 0) lineEnd = text.length;
      const args = quotedArguments(text, at + command.length, lineEnd);
      const upper = command.toUpperCase();
      if (upper === '"AUTH"') {
        const last = args[args.length - 1];
        if (last && last[1] > last[0]) yield { start: last[0], end: last[1], score: 0.95, entity: 'API_KEY' };
        continue;
      }
      // HSET key field value [field value …]
      for (let n = 1; n + 1 < args.length; n += 2) {
        const field = text.slice(args[n]![0], args[n]![1]);
        const entity = MORE_FIELDS.get(field.toLowerCase()) ?? knownFieldEntity(field);
        const [start, end] = args[n + 1]!;
        if (entity && end > start) yield { start, end, score: 0.9, entity };
      }
    }
  }
}

export default defineDetector({
  id: 'redis-monitor',
  entity: 'API_KEY',
  find: findMonitorValues,
  // The commands whose arguments are read, quoted as MONITOR prints them.
  keywords: ['"auth"', '"hset"', '"hmset"', '"hsetnx"'],
  examples: {
    positive: [
      // MONITOR's line format (redis.io, "MONITOR"), a fictitious password.
      { text: 'OK\n1764310921.044812 [0 10.20.4.17:52344] "AUTH" "default" "Kj8#vQ2m!Lx9pR4w"', match: 'Kj8#vQ2m!Lx9pR4w' },
    ],
    negative: [
      '"AUTH" "default" "Kj8#vQ2m!Lx9pR4w"', // no MONITOR line head
      '1764310921.045307 [0 10.20.4.17:52344] "SELECT" "2"',
    ],
  },
});
