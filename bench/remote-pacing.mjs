// Pacing against the real demo server (built code): N text files, a limit of L counted requests
// per W seconds on both sides. Prints the batch's wall time next to the floor the limit sets
// ((ceil(N / L) - 1) * W) and the number of 429s the server sent (must be 0).
// A fourth argument sets the client's own limit apart (e.g. 1000: no pacing, the 429s and their
// Retry-After waits instead).
// Usage: npm run build && node bench/remote-pacing.mjs [files=25] [limit=10] [window=1] [client limit]
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const [files = 25, limit = 10, windowS = 1, clientLimit = limit] = process.argv.slice(2).map(Number);
const { buildServer } = await import('../dist/server/app.js');
const { serverOptions } = await import('../dist/server/options.js');
const { createToken } = await import('../dist/server/tokens.js');

const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-pacing-'));
mkdirSync(path.join(dir, 'in'));
for (let i = 0; i < files; i++) writeFileSync(path.join(dir, 'in', `f${i}.txt`), `mail person${i}@example.com\n`);
writeFileSync(path.join(dir, '.anonymizerc'), `remote:\n  rateLimit: ${clientLimit}\n  rateWindow: ${windowS}\n`, { mode: 0o600 });

let refused = 0;
const server = await buildServer(serverOptions({ dataDir: path.join(dir, 'data'), mode: 'demo', port: 0, rateLimit: limit, rateWindowMs: windowS * 1000, logLevel: 'silent', workers: 1 }));
server.app.addHook('onResponse', async (_req, reply) => void (reply.statusCode === 429 && refused++));
const url = await server.listen();
const { token } = await createToken(server.context.store, { org: 'bench', useCase: 'pacing' }, new Date());

// The CLI in a child process, so the server's event loop is not shared with it.
const started = performance.now();
const bin = fileURLToPath(new URL('../bin/anonymize.js', import.meta.url));
const r = await new Promise((resolve) => {
  const child = spawn(process.execPath, [bin, 'files', 'in', '--remote', '--url', url, '--out-dir', 'out', '--concurrency', '8'], {
    cwd: dir,
    env: { PATH: process.env.PATH, ANONYMIZE_TOKEN: token, HOME: dir },
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  child.on('exit', (status) => resolve({ status, stderr }));
});
const seconds = (performance.now() - started) / 1000;
await server.close();
const floor = (Math.ceil(files / limit) - 1) * windowS;
console.log(`${files} files, ${limit} per ${windowS} s (client: ${clientLimit}): exit ${r.status}, ${seconds.toFixed(2)} s (floor ${floor} s), 429s from the server: ${refused}`);
if (r.stderr) process.stderr.write(r.stderr);
