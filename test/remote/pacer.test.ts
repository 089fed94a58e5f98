import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from '../../src/remote/client.js';
import { Pacer } from '../../src/remote/pacer.js';

/** A clock the test moves; sleeping advances it. */
function fakeClock() {
  let t = 0;
  return {
    now: () => t,
    // Yields to the event loop, so a request in flight can be answered meanwhile.
    sleep: (ms: number) => new Promise<void>((resolve) => setImmediate(() => resolve(void (t += ms)))),
    advance: (ms: number) => void (t += ms),
  };
}

describe('Pacer', () => {
  it('lets `limit` requests through at once, then waits until the oldest answer is a window old', async () => {
    const c = fakeClock();
    const pacer = new Pacer(3, 1000, c.now, c.sleep);
    const starts: number[] = [];
    for (let i = 0; i < 7; i++) {
      const release = await pacer.acquire();
      starts.push(c.now());
      c.advance(10); // the answer comes 10 ms later
      release();
    }
    // Answers at 10, 20, 30 -> the 4th may leave at 1010, the 5th at 1020, ...
    expect(starts).toEqual([0, 10, 20, 1010, 1020, 1030, 2020]);
  });

  it('counts a request in flight as taking a slot', async () => {
    const c = fakeClock();
    const pacer = new Pacer(1, 1000, c.now, c.sleep);
    const first = await pacer.acquire();
    let left: number | undefined;
    const pending = pacer.acquire().then(() => (left = c.now()));
    for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
    expect(left).toBeUndefined(); // 20 polls of 25 ms: the first is still in flight
    const answered = c.now();
    first();
    await pending;
    expect(left).toBeGreaterThanOrEqual(answered + 1000);
    expect(left).toBeLessThan(answered + 1100);
  });

  it('never has more than `limit` answers inside any window', async () => {
    const c = fakeClock();
    const pacer = new Pacer(4, 200, c.now, c.sleep);
    const answers: number[] = [];
    for (let i = 0; i < 40; i++) {
      const release = await pacer.acquire();
      c.advance(i % 7);
      answers.push(c.now());
      release();
    }
    for (const a of answers) expect(answers.filter((b) => b > a - 200 && b <= a).length).toBeLessThanOrEqual(4);
  });

  it('estimates the time a batch takes at this pace', () => {
    const pacer = new Pacer(30, 60_000);
    expect([pacer.estimateMs(30), pacer.estimateMs(31), pacer.estimateMs(60), pacer.estimateMs(61)]).toEqual([0, 60_000, 60_000, 120_000]);
  });
});

describe('retryAfterSeconds', () => {
  it('reads delay-seconds and HTTP dates (RFC 9110 10.2.3)', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterSeconds('7', now)).toBe(7);
    expect(retryAfterSeconds('0', now)).toBe(0);
    expect(retryAfterSeconds('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5);
    expect(retryAfterSeconds(undefined, now)).toBe(1);
    expect(retryAfterSeconds('soon', now)).toBe(1);
    expect(retryAfterSeconds('999999', now)).toBe(3600);
  });
});
