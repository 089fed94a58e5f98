import { ApiError } from './errors.js';
import type { CountLimits, LimitStore } from './store/types.js';

/**
 * Demo mode: the evaluation limits of the seed (section 8) for one counted request. Refused
 * requests (429, 403) are not counted; an accepted one is counted before it runs.
 */
export async function countRequest(store: LimitStore, tokenId: string, limits: CountLimits, now: number): Promise<{ durable: Promise<void> }> {
  const r = await store.consume(tokenId, limits, now);
  if (r.ok) return { durable: r.durable };
  if (r.reason === 'cap_reached') {
    throw new ApiError(403, 'evaluation_cap_reached', `this evaluation token has used its ${limits.lifetime} requests; status and entities still work, ask the operator for a license to go on`);
  }
  const seconds = Math.max(1, Math.ceil(r.retryAfterMs / 1000));
  throw new ApiError(429, 'rate_limited', `this evaluation token may make ${limits.rate} counted requests per ${Math.round(limits.windowMs / 1000)} s; retry in ${seconds} s`, { 'retry-after': String(seconds) });
}
