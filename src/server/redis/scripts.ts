/**
 * The Lua scripts of the Redis store. Redis runs a script atomically (nothing else runs in
 * between), so a check and the write it allows can't be split by another instance.
 */

/**
 * The demo limits of one counted request (seed section 8): refuse at the lifetime cap (403),
 * refuse when the rolling window holds `rate` requests already (429, with the milliseconds until
 * the oldest of them that must leave has left), or count it in both.
 *
 * KEYS[1] lifetime counter (string), KEYS[2] window (sorted set: member = a unique id of the
 * request, score = its time in ms). ARGV: now (ms), window (ms), rate, lifetime cap, member.
 * Returns {1, used} | {0, 'cap', used} | {0, 'rate', retryAfterMs}.
 */
export const CONSUME = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local rate = tonumber(ARGV[3])
local cap = tonumber(ARGV[4])
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used >= cap then return {0, 'cap', used} end
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - window)
local inWindow = redis.call('ZCARD', KEYS[2])
if inWindow >= rate then
  local leaving = redis.call('ZRANGE', KEYS[2], inWindow - rate, inWindow - rate, 'WITHSCORES')
  return {0, 'rate', tonumber(leaving[2]) + window - now}
end
redis.call('ZADD', KEYS[2], now, ARGV[5])
redis.call('PEXPIRE', KEYS[2], window)
return {1, redis.call('INCR', KEYS[1])}
`;

/**
 * Patches a job hash and keeps the per-status index in step, in one step (a worker finishing a
 * job and an instance expiring results may touch the same job).
 *
 * KEYS[1] the job hash; KEYS[2..] the status indexes (sorted sets, score = creation time),
 * in the order of ARGV[1] (the status names, comma-separated). ARGV[2] updatedAt (JSON);
 * ARGV[3] the statuses the job may be in (comma-separated; empty: any); then field, value pairs
 * (JSON values; an empty value deletes the field).
 * Returns the job's fields after the patch (HGETALL), nil for an unknown job, 0 when the job is
 * in another status (left unchanged).
 */
export const UPDATE_JOB = `
if redis.call('EXISTS', KEYS[1]) == 0 then return nil end
local before = redis.call('HGET', KEYS[1], 'status')
if ARGV[3] ~= '' and not string.find(',' .. ARGV[3] .. ',', ',' .. string.sub(before, 2, -2) .. ',', 1, true) then return 0 end
for i = 4, #ARGV, 2 do
  if ARGV[i + 1] == '' then redis.call('HDEL', KEYS[1], ARGV[i]) else redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
end
redis.call('HSET', KEYS[1], 'updatedAt', ARGV[2])
local after = redis.call('HGET', KEYS[1], 'status')
if after ~= before then
  local id = redis.call('HGET', KEYS[1], '_id')
  local score = redis.call('HGET', KEYS[1], '_t')
  local i = 2
  for status in string.gmatch(ARGV[1], '[^,]+') do
    if '"' .. status .. '"' == after then redis.call('ZADD', KEYS[i], score, id) else redis.call('ZREM', KEYS[i], id) end
    i = i + 1
  end
end
return redis.call('HGETALL', KEYS[1])
`;

/** KEYS[1] the token hash; ARGV[1] revokedAt. 0 for an unknown token. */
export const REVOKE_TOKEN = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], 'revokedAt', ARGV[1])
return 1
`;
