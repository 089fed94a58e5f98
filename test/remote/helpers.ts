import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer, type AnonymizeServer } from '../../src/server/app.js';
import { serverOptions, type ServerOptions } from '../../src/server/options.js';
import { createToken } from '../../src/server/tokens.js';

export interface TestServer {
  url: string;
  server: AnonymizeServer;
  dataDir: string;
  close(): Promise<void>;
  /** A fresh evaluation token (demo mode). */
  token(): Promise<string>;
}

/**
 * The real server (`anonymize serve`'s buildServer), in this process on 127.0.0.1 port 0:
 * the same routes, auth, limits, jobs and worker threads as the command.
 */
export async function startServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
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

export const scratch = () => mkdtempSync(path.join(tmpdir(), 'anonymize-remote-'));
