import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnonymizeServer } from '../../src/server/app.js';
import type { ServerOptions } from '../../src/server/options.js';

type App = typeof import('../../src/server/app.js');
type Options = typeof import('../../src/server/options.js');
type Tokens = typeof import('../../src/server/tokens.js');

const dist = new URL('../../dist/', import.meta.url);
export const BIN = fileURLToPath(new URL('../../bin/anonymize.js', import.meta.url));

function requireBuild(): void {
  if (!existsSync(new URL('server/app.js', dist)) || !existsSync(new URL('bundle/main.js', dist))) throw new Error('run `npm run build` first');
}

/** Loads the built server's modules (fastify and friends): a test file's beforeAll, not its first test. */
export async function loadServerModules(): Promise<void> {
  requireBuild();
  await Promise.all(['server/app.js', 'server/options.js', 'server/tokens.js'].map((m) => import(new URL(m, dist).href)));
}

export interface TestServer {
  url: string;
  server: AnonymizeServer;
  dataDir: string;
  close(): Promise<void>;
  /** A fresh evaluation token (demo mode). */
  token(): Promise<string>;
}

/**
 * The real server (`anonymize serve`'s buildServer), in this process on 127.0.0.1 port 0: the
 * same routes, auth, limits, jobs and worker threads as the command. Built code (dist/), so its
 * worker threads start in milliseconds instead of compiling TypeScript for seconds.
 */
export async function startServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  requireBuild();
  const { buildServer } = (await import(new URL('server/app.js', dist).href)) as App;
  const { serverOptions } = (await import(new URL('server/options.js', dist).href)) as Options;
  const { createToken } = (await import(new URL('server/tokens.js', dist).href)) as Tokens;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'anonymize-remote-server-'));
  const server = await buildServer(serverOptions({ dataDir, host: '127.0.0.1', port: 0, logLevel: 'silent', workers: 1, ...options }));
  const url = await server.listen();
  return {
    url,
    server,
    dataDir,
    close: () => server.close(),
    token: async () => (await createToken(server.context.store, { org: 'Example Org', useCase: 'remote tests' }, new Date())).token,
  };
}

/** A local run of the built CLI (worker threads from dist/), for outputs to compare with. */
export function runLocal(args: string[], cwd: string): { status: number | null; stdout: string; stderr: string } {
  requireBuild();
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', env: { PATH: process.env.PATH, TMPDIR: process.env.TMPDIR } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

export const scratch = () => mkdtempSync(path.join(tmpdir(), 'anonymize-remote-'));
