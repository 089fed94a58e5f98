import { fetch } from 'undici';
import { describe, expect, it } from 'vitest';
import { EmbeddedStore, REVOCATION_DELAY_MS } from '../../src/server/store/embedded.js';
import { bearer, makeToken, postJson, startServer, tempDir, upload, waitForJob } from './helpers.js';

const TEXT = { text: 'Mail jane.doe@example.com' };

describe('demo mode: bearer tokens', () => {
  it('GET / and /health are public; every /anonymize/* needs the token (401 + WWW-Authenticate: Bearer)', async () => {
    const s = await startServer({ mode: 'demo' });
    try {
      expect((await fetch(`${s.url}/`)).status).toBe(200);
      expect((await fetch(`${s.url}/health`)).status).toBe(200);
      expect(((await (await fetch(`${s.url}/`)).json()) as { mode: string }).mode).toBe('demo');
      const missing = await fetch(`${s.url}/anonymize/entities`);
      expect(missing.status).toBe(401);
      expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="anonymize"');
      expect(await missing.json()).toEqual({ error: { code: 'missing_token', message: 'this demo server needs an evaluation token: send "Authorization: Bearer <token>"' } });
      const wrong = await postJson(`${s.url}/anonymize/text`, TEXT, bearer('anz_not-a-real-token'));
      expect(wrong.status).toBe(401);
      expect(wrong.headers.get('www-authenticate')).toBe('Bearer realm="anonymize", error="invalid_token"');
      expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe('invalid_token');
      for (const path of ['/anonymize/status/x', '/anonymize/csv']) {
        const res = await fetch(`${s.url}${path}`, { method: path.endsWith('csv') ? 'POST' : 'GET' });
        expect(res.status, path).toBe(401);
      }
      const basic = await fetch(`${s.url}/anonymize/entities`, { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
      expect(basic.status).toBe(401);
    } finally {
      await s.close();
    }
  });

  it('a token created while the server runs works at once; a revoked one stops within REVOCATION_DELAY_MS', async () => {
    const s = await startServer({ mode: 'demo' });
    try {
      const { token, id } = await makeToken(s.dataDir);
      expect((await fetch(`${s.url}/anonymize/entities`, { headers: bearer(token) })).status).toBe(200);
      const admin = await EmbeddedStore.open({ dataDir: s.dataDir, role: 'admin' });
      expect(await admin.revokeToken(id, new Date())).toBe(true);
      await admin.close();
      await new Promise((r) => setTimeout(r, REVOCATION_DELAY_MS + 10));
      const res = await fetch(`${s.url}/anonymize/entities`, { headers: bearer(token) });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe('the evaluation token was revoked: ask the operator for a new one');
    } finally {
      await s.close();
    }
  });
});

describe('access logs', () => {
  it('one JSON line per request with the token id, never the token, the body or a detected value', async () => {
    const lines: string[] = [];
    const s = await startServer({ mode: 'demo', logLevel: 'info', logStream: { write: (line: string) => void lines.push(line) } });
    try {
      const { token, id } = await makeToken(s.dataDir);
      await postJson(`${s.url}/anonymize/text`, { text: 'Mail jane.doe@example.com' }, bearer(token));
      await postJson(`${s.url}/anonymize/text`, '{"text": "jane.doe@example.com', bearer(token));
      const logged = lines.join('');
      expect(logged).not.toContain(token);
      expect(logged).not.toContain('jane.doe');
      const requests = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'request');
      expect(requests.map(({ method, url, status, token_id }) => ({ method, url, status, token_id }))).toEqual([
        { method: 'POST', url: '/anonymize/text', status: 200, token_id: id },
        { method: 'POST', url: '/anonymize/text', status: 400, token_id: id },
      ]);
    } finally {
      await s.close();
    }
  });
});

describe('demo mode: evaluation limits', () => {
  it('429 with Retry-After past the rate; 429s are not counted; entities and status never count', async () => {
    let clock = 1_000_000;
    const s = await startServer({ mode: 'demo', rateLimit: 3, lifetimeCap: 100, now: () => clock });
    try {
      const { token, id } = await makeToken(s.dataDir);
      const h = bearer(token);
      for (let i = 0; i < 5; i++) expect((await fetch(`${s.url}/anonymize/entities`, { headers: h })).status).toBe(200);
      for (let i = 0; i < 3; i++) {
        clock += 10_000; // requests at +10 s, +20 s, +30 s
        expect((await postJson(`${s.url}/anonymize/text`, TEXT, h)).status).toBe(200);
      }
      clock += 5_000; // +35 s: the first leaves the window at +70 s
      const limited = await postJson(`${s.url}/anonymize/text`, TEXT, h);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('35');
      expect(await limited.json()).toEqual({ error: { code: 'rate_limited', message: 'this evaluation token may make 3 counted requests per 60 s; retry in 35 s' } });
      expect((await postJson(`${s.url}/anonymize/text`, TEXT, h)).status).toBe(429);
      expect((await s.server.context.store.usage(id)).used).toBe(3);
      clock += 35_000; // +70 s: one slot free
      expect((await postJson(`${s.url}/anonymize/text`, TEXT, h)).status).toBe(200);
      expect((await postJson(`${s.url}/anonymize/text`, TEXT, h)).headers.get('retry-after')).toBe('10');
      // A 400 is counted (only 401, 403 and 429 are not).
      clock += 60_000;
      expect((await postJson(`${s.url}/anonymize/text`, { text: 'x', entities: 'NOPE' }, h)).status).toBe(400);
      expect((await s.server.context.store.usage(id)).used).toBe(5);
    } finally {
      await s.close();
    }
  });

  it('403 evaluation_cap_reached past the lifetime cap; status and entities keep working; counts survive a restart', async () => {
    let clock = 5_000_000;
    const dataDir = tempDir();
    const first = await startServer({ mode: 'demo', rateLimit: 100, lifetimeCap: 3, dataDir, now: () => clock });
    const { token, id } = await makeToken(dataDir);
    const h = bearer(token);
    let jobId: string;
    try {
      expect((await postJson(`${first.url}/anonymize/text`, TEXT, h)).status).toBe(200);
      const accepted = await upload(`${first.url}/anonymize/csv`, { name: 'people.csv', bytes: 'name,email\nJane Novak,jane.novak@example.com\n' }, {}, h);
      expect(accepted.status).toBe(202);
      jobId = ((await accepted.json()) as { job_id: string }).job_id;
      await waitForJob(first.url, jobId, h);
    } finally {
      await first.close();
    }
    clock += 1000;
    const second = await startServer({ mode: 'demo', rateLimit: 100, lifetimeCap: 3, dataDir, now: () => clock });
    try {
      expect((await postJson(`${second.url}/anonymize/text`, TEXT, h)).status).toBe(200);
      const capped = await postJson(`${second.url}/anonymize/text`, TEXT, h);
      expect(capped.status).toBe(403);
      expect(await capped.json()).toEqual({
        error: { code: 'evaluation_cap_reached', message: 'this evaluation token has used its 3 requests; status and entities still work, ask the operator for a license to go on' },
      });
      expect((await upload(`${second.url}/anonymize/pdf`, { name: 'a.pdf', bytes: '%PDF-1.4' }, {}, h)).status).toBe(403);
      expect((await second.server.context.store.usage(id)).used).toBe(3);
      expect((await fetch(`${second.url}/anonymize/entities`, { headers: h })).status).toBe(200);
      const status = await fetch(`${second.url}/anonymize/status/${jobId}`, { headers: h });
      expect(status.status).toBe(200);
      expect(((await status.json()) as { status: string }).status).toBe('completed');
      const download = await fetch(`${second.url}/anonymize/status/${jobId}?download=1`, { headers: h });
      expect(await download.text()).toBe('name,email\n[PERSON_NAME],[EMAIL_ADDRESS]\n');
    } finally {
      await second.close();
    }
  });

  it("a token sees only its own jobs: another token's job is a 404", async () => {
    const s = await startServer({ mode: 'demo' });
    try {
      const a = await makeToken(s.dataDir, 'Org A');
      const b = await makeToken(s.dataDir, 'Org B');
      const res = await upload(`${s.url}/anonymize/csv`, { name: 'a.csv', bytes: 'a,b\n1,2\n' }, {}, bearer(a.token));
      const { job_id } = (await res.json()) as { job_id: string };
      const own = await fetch(`${s.url}/anonymize/status/${job_id}`, { headers: bearer(a.token) });
      expect(own.status).toBe(200);
      for (const path of [`/anonymize/status/${job_id}`, `/anonymize/status/${job_id}?download=1`]) {
        const other = await fetch(`${s.url}${path}`, { headers: bearer(b.token) });
        expect(other.status).toBe(404);
        expect(((await other.json()) as { error: { code: string } }).error.code).toBe('job_not_found');
      }
      await waitForJob(s.url, job_id, bearer(a.token));
    } finally {
      await s.close();
    }
  });
});
