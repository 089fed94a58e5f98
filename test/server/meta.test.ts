import { fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../../src/entities.js';
import { SECURITY_HEADERS, startServer, type Running } from './helpers.js';

let s: Running;
beforeAll(async () => {
  s = await startServer({ version: '9.9.9' });
});
afterAll(() => s.close());

describe('public endpoints', () => {
  it('GET / names the service, version, mode and the endpoint list', async () => {
    const res = await fetch(`${s.url}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual({
      name: 'anonymize',
      version: '9.9.9',
      mode: 'self-hosted',
      endpoints: [
        { method: 'GET', path: '/' },
        { method: 'GET', path: '/health' },
        { method: 'GET', path: '/anonymize/entities' },
        { method: 'POST', path: '/anonymize/text' },
        { method: 'POST', path: '/anonymize/pdf' },
        { method: 'POST', path: '/anonymize/docx' },
        { method: 'POST', path: '/anonymize/csv' },
        { method: 'POST', path: '/anonymize/excel' },
        { method: 'GET', path: '/anonymize/status/{job_id}' },
      ],
    });
  });

  it('GET /health: status, version, whole seconds of uptime, nothing else', async () => {
    const body = (await (await fetch(`${s.url}/health`)).json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['status', 'version', 'uptime_s']);
    expect(body.status).toBe('ok');
    expect(body.version).toBe('9.9.9');
    expect(Number.isInteger(body.uptime_s)).toBe(true);
  });

  it('GET /anonymize/entities: exactly the catalog, in the seed order', async () => {
    const res = await fetch(`${s.url}/anonymize/entities`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toBe(JSON.stringify({ entities: ENTITIES.map(({ name, description }) => ({ name, description })) }));
    expect((JSON.parse(text) as { entities: { name: string }[] }).entities.map((e) => e.name)[0]).toBe('CUSTOM_ENTITY');
  });

  it('every response carries the security headers, errors included', async () => {
    for (const path of ['/', '/nope']) {
      const res = await fetch(`${s.url}${path}`);
      for (const [k, v] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(k)).toBe(v);
    }
  });

  it('an unknown path is a 404 in the error shape', async () => {
    const res = await fetch(`${s.url}/anonymize/nothing`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'no endpoint GET /anonymize/nothing; GET / lists them' } });
  });
});
