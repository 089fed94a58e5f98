import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServerModules, startServer, type TestServer } from './helpers.js';

const SAMPLE = 'Dear Mr. Whitaker, your card 4012 8888 8888 1881 was charged on 3 March 2024. Reach Jane Novak at jane.novak@example.com or +1 415-555-0132.';

const post = (url: string, body: unknown) => fetch(`${url}/anonymize/text`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** POST /anonymize/text on the text workers (--text-workers, text/pool.ts), from the built code. */
describe('text workers', () => {
  let pooled: TestServer;
  let inline: TestServer;
  beforeAll(async () => {
    await loadServerModules();
    pooled = await startServer({ mode: 'self-hosted', textWorkers: 1, textQueueSize: 1 });
    inline = await startServer({ mode: 'self-hosted', textWorkers: 0 });
  });
  afterAll(async () => {
    await pooled.close();
    await inline.close();
  });

  it('answer exactly as on the event loop; numbering starts again with every request', async () => {
    for (const body of [{ text: SAMPLE }, { text: SAMPLE, style: 'numbered' }, { text: SAMPLE, entities: 'EMAIL_ADDRESS,PHONE_NUMBER', style: 'mask' }]) {
      const a = await post(pooled.url, body);
      const b = await post(inline.url, body);
      expect([a.status, await a.json()]).toEqual([b.status, await b.json()]);
    }
    const again = (await (await post(pooled.url, { text: 'mail jane.novak@example.com', style: 'numbered' })).json()) as { anonymized_text: string };
    expect(again.anonymized_text).toBe('mail [EMAIL_ADDRESS_1]');
  });

  it('a style the server can\'t run is still a 400', async () => {
    const res = await post(pooled.url, { text: SAMPLE, style: 'hash' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_style');
  });

  it('more texts in flight than the queue takes: 503 busy with Retry-After', async () => {
    const big = `${SAMPLE}\n`.repeat(3000);
    const answers = await Promise.all(Array.from({ length: 4 }, () => post(pooled.url, { text: big })));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect(statuses[3]).toBe(503);
    const busy = answers.find((r) => r.status === 503)!;
    expect(busy.headers.get('retry-after')).toBe('1');
    expect(await busy.json()).toEqual({ error: { code: 'busy', message: 'the server has too many texts waiting; retry in 1 s' } });
  });
});
