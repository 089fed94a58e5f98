import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FormData, fetch, type Response } from 'undici';
import { buildServer, type AnonymizeServer } from '../../src/server/app.js';
import { serverOptions, type ServerOptions } from '../../src/server/options.js';
import { EmbeddedStore } from '../../src/server/store/embedded.js';
import { createToken } from '../../src/server/tokens.js';

export const tempDir = (prefix = 'anonymize-server-') => mkdtempSync(path.join(tmpdir(), prefix));

export interface Running {
  url: string;
  server: AnonymizeServer;
  dataDir: string;
  close(): Promise<void>;
}

/** The real server, in-process, on 127.0.0.1 port 0. */
export async function startServer(partial: Partial<ServerOptions> = {}): Promise<Running> {
  const dataDir = partial.dataDir ?? tempDir();
  const server = await buildServer(serverOptions({ port: 0, logLevel: 'silent', workers: 1, shutdownGraceMs: 5000, ...partial, dataDir }));
  const url = await server.listen();
  return { url, server, dataDir, close: () => server.close() };
}

/** A token in the data directory, made as `anonymize serve token create` does. */
export async function makeToken(dataDir: string, org = 'Example Corp'): Promise<{ token: string; id: string }> {
  const store = await EmbeddedStore.open({ dataDir, role: 'admin' });
  const { token, record } = await createToken(store, { org, useCase: 'tests' }, new Date());
  await store.close();
  return { token, id: record.id };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

export async function upload(url: string, file: { name: string; bytes: Buffer | string }, fields: Record<string, string> = {}, headers: Record<string, string> = {}): Promise<Response> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([typeof file.bytes === 'string' ? Buffer.from(file.bytes) : file.bytes]), file.name);
  return fetch(url, { method: 'POST', body: form, headers });
}

/** Polls a job until it leaves queued/processing (the status endpoint is not counted). */
export async function waitForJob(base: string, jobId: string, headers: Record<string, string> = {}, timeoutMs = 7000): Promise<Record<string, unknown>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${base}/anonymize/status/${jobId}`, { headers });
    const body = (await res.json()) as Record<string, unknown>;
    if (body.status !== 'queued' && body.status !== 'processing') return body;
    if (Date.now() > end) throw new Error(`job ${jobId} still ${String(body.status)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};
