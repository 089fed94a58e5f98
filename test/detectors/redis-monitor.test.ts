import { describe, expect, it } from 'vitest';
import redisMonitor from '../../src/detectors/redis-monitor.js';
import { analyze } from '../../src/engine/analyze.js';
import { KeywordPlan } from '../../src/engine/keywords.js';
import type { DetectorContext } from '../../src/engine/types.js';
import { randomInts, randomTexts } from '../helpers/random-text.js';

const plan = new KeywordPlan([redisMonitor]);
const spans = (text: string, keywordHits: readonly number[] | undefined): string[] => {
  const ctx: DetectorContext = { region: 'US', hint: '', prior: [], keywordHits, cueHits: undefined, scan: undefined };
  return [...redisMonitor.find!(text, ctx)].map((c) => `${c.entity} ${c.start}-${c.end}`);
};

describe('redis-monitor: the commands read at the keyword hits', () => {
  it('gives what the scan for each command gives, in the same order, on 4,000 random texts', () => {
    // MONITOR lines (redis.io, "MONITOR") and their near misses: commands in both cases and
    // mixed, one that overlaps the last ("SET"SET"), no line head, a JSON "auth" key.
    const head = ['1764310921.044812 [0 10.20.4.17:52344] ', '1764310922.117650 [2 unix:/tmp/redis.sock] ', '176431092.044812 [0 x] ', 'INFO ', ''];
    const command = ['"AUTH"', '"auth"', '"Auth"', '"HSET"', '"hset"', '"HMSET"', '"HSETNX"', '"SET"', '"set"', '"SETEX"', '"LPUSH"', '"RPUSH"', '"ZADD"', '"zadd"', '"SET"SET"', '"SELECT"'];
    const args = [
      ' "default" "Kj8#vQ2m!Lx9pR4w"',
      ' "user:1001" "full_name" "Ana Kovač" "email" "ana.kovac@example.org"',
      ' "leaderboard:weekly" "12" "mira_77" "9" "tom.b"',
      ' "jobs:delayed" "1764310990" "job-7731"',
      ' "profile:9" "{\\"name\\":\\"Ana Kovač\\",\\"msisdn\\":\\"+254712345678\\"}"',
      ' "k" "v',
      '',
    ];
    const pieces = ['\n', ' ', '"auth": "x"', 'lorem ', '"', '{"auth":true}'];
    const next = randomInts(20);
    const pick = (list: readonly string[]) => list[next() % list.length]!;
    let found = 0;
    for (const text of randomTexts(pieces, 4000, 5, 21)) {
      let t = text;
      for (let k = next() % 4; k > 0; k--) t += `\n${pick(head)}${pick(command)}${pick(args)}${pick(pieces)}`;
      const hits = [...(plan.occurrences(t).get(0) ?? [])];
      const expected = spans(t, undefined);
      found += expected.length;
      // The engine runs a keyword detector only where its keywords occur.
      if (!hits.length) expect(expected).toEqual([]);
      else expect({ t, spans: spans(t, hits) }).toEqual({ t, spans: expected });
    }
    expect(found).toBeGreaterThan(1000);
  });

  it('finds an AUTH password and HSET values through the engine', () => {
    const text = 'OK\n1764310921.044812 [0 10.20.4.17:52344] "AUTH" "default" "Kj8#vQ2m!Lx9pR4w"\n1764310921.051200 [0 10.20.4.17:52344] "HSET" "user:1001" "email" "ana.kovac@example.org"\n';
    const found = analyze(text, { detectors: [redisMonitor] }).map((f) => [f.entity, text.slice(f.start, f.end)]);
    expect(found).toEqual([
      ['API_KEY', 'Kj8#vQ2m!Lx9pR4w'],
      ['EMAIL_ADDRESS', 'ana.kovac@example.org'],
    ]);
  });
});
