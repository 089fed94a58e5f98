// Why the bench's first call on logs costs more than later ones (issue 20; docs/performance.md,
// logs9): one engine call on `MB` of bench/logs-corpus.mjs, and a second on the same text, after
// warm-up calls of several plans (count x size), each plan in a fresh process so the JIT starts
// cold. CPU time of the process (process.cpuUsage: V8's compile threads included).
// Usage: npm run build && node bench/logs-warmups.mjs [dist=dist] [megabytes=10]
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const [distArg = 'dist', mbArg = '10', plan] = process.argv.slice(2);
const dist = new URL(distArg.replace(/\/?$/, '/'), `file://${process.cwd()}/`).href;
const megabytes = Number(mbArg);

if (plan) {
  // A child: the warm-up plan "count x bytes", then the two timed calls.
  const { analyze } = await import(`${dist}engine/analyze.js`);
  const { logsCorpus } = await import('./logs-corpus.mjs');
  const [count, bytes] = plan.split('x').map(Number);
  for (let i = 0; i < count; i++) analyze(logsCorpus(bytes, 7 + i));
  const text = logsCorpus(megabytes * 1e6);
  const ms = [];
  for (let i = 0; i < 2; i++) {
    const c0 = process.cpuUsage();
    analyze(text);
    const c = process.cpuUsage(c0);
    ms.push(((c.user + c.system) / 1000).toFixed(0));
  }
  console.log(ms.join(' '));
} else {
  console.log(`${megabytes} MB of logs with ${distArg}: CPU ms of the first call / the second, by warm-up`);
  for (const p of ['1x1000000', '2x1000000', '5x1000000', '1x5000000', '20x50000']) {
    const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url), distArg, mbArg, p], { encoding: 'utf8' }).trim();
    const [count, bytes] = p.split('x');
    console.log(`  ${count.padStart(2)} warm-up call(s) of ${(Number(bytes) / 1e6).toString().padStart(4)} MB: ${out.replace(' ', ' / ')}`);
  }
}
