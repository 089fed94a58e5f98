// `anonymize scan` throughput: files per CPU second (all threads: the CPU time does not depend
// on what else the machine runs) and per wall-clock second (every core) over a generated tree
// of 10,000 small files, next to secretlint (dev dependency, @secretlint/secretlint-rule-preset-recommend)
// on the same tree, and what each found. The types both look for are secrets: 1 file in 10
// holds a fictitious AWS access key id (AKIA + 16 base-32 characters) and secret access key
// (40 base-64 characters after AWS_SECRET_ACCESS_KEY=): secretlint's AWS rule reports the
// secret key only, anonymize both; the rest holds e-mail addresses and phone numbers, which
// only anonymize looks for.
// The tree is generated under the system temp folder at run time and removed afterwards.
//
//   node bench/scan.mjs          # after npm run build (bench/run.mjs calls it)
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'bin', 'anonymize.js');
const secretlint = path.join(root, 'node_modules', 'secretlint', 'bin', 'secretlint.js');
const FILES = Number(process.env.BENCH_SCAN_FILES ?? 10_000);

// Deterministic pseudo-random base-32 (RFC 4648 alphabet, as AWS key ids use).
let seed = 42;
const rand = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const awsKeyId = () => `AKIA${Array.from({ length: 16 }, () => B32[Math.floor(rand() * 32)]).join('')}`;
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const awsSecret = () => Array.from({ length: 40 }, () => B64[Math.floor(rand() * 64)]).join('');

function smallFile(i) {
  const email = `user${i}@example.com`;
  const phone = `+1 415 555 01${String(i % 100).padStart(2, '0')}`;
  if (i % 10 === 0) return ['env', `# service ${i}\nAWS_REGION=eu-west-1\nAWS_ACCESS_KEY_ID=${awsKeyId()}\nAWS_SECRET_ACCESS_KEY=${awsSecret()}\nLOG_LEVEL=info\n`];
  switch (i % 4) {
    case 0:
      return ['txt', `Ticket ${i}\nCustomer wrote from ${email}, call back on ${phone}.\n`];
    case 1:
      return ['json', JSON.stringify({ id: i, contact: { email, phone }, notes: 'no issues' }, null, 2)];
    case 2:
      return ['md', `# Notes ${i}\n\n- owner: ${email}\n- status: fine\n`];
    default:
      return ['js', `export const config = { id: ${i}, retries: 3, owner: '${email}' };\n`];
  }
}

const cputime = path.join(root, 'bench', 'cputime.mjs');

function timed(cmd, args, cwd) {
  const cpuFile = path.join(cwd, `.cpu-${process.pid}`);
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, ['--import', cputime, cmd, ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    env: { ...process.env, BENCH_CPU_FILE: cpuFile },
  });
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  if (r.error) throw r.error;
  const cpu = Number(readFileSync(cpuFile, 'utf8')) / 1e6;
  return { seconds, cpu, stdout: r.stdout, stderr: r.stderr, status: r.status };
}

const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-bench-scan-'));
try {
  const tree = path.join(dir, 'tree');
  for (let i = 0; i < FILES; i++) {
    const [ext, content] = smallFile(i);
    const sub = path.join(tree, `d${Math.floor(i / 500)}`);
    if (i % 500 === 0) mkdirSync(sub, { recursive: true });
    writeFileSync(path.join(sub, `f${i}.${ext}`), content);
  }
  const keys = Math.ceil(FILES / 10);
  console.log(`${FILES} files (${keys} with an AWS access key id and secret access key), ${availableParallelism()} cores`);

  // Rows are printed as they come: secretlint alone takes minutes on a busy machine.
  console.log('| tool | files per CPU s | CPU s | files per wall s | wall s | found |');
  console.log('|---|---|---|---|---|---|');
  const row = (label, r, what) =>
    console.log(`| ${label} | ${(FILES / r.cpu).toFixed(0)} | ${r.cpu.toFixed(1)} | ${(FILES / r.seconds).toFixed(0)} | ${r.seconds.toFixed(1)} | ${what} |`);
  const ours = (label, entities) => {
    const r = timed(cli, ['scan', 'tree', '--format', 'json', '--output', 'scan.json', '--exit-code', '0', '--fingerprint-salt', 'bench', ...entities], dir);
    if (r.status !== 0) throw new Error(`anonymize scan failed (${r.status}): ${r.stderr}`);
    const report = JSON.parse(readFileSync(path.join(dir, 'scan.json'), 'utf8'));
    const apiKeys = report.totals.byEntity.API_KEY ?? 0;
    row(label, r, `API_KEY ${apiKeys}; all: ${JSON.stringify(report.totals.byEntity)}`);
  };
  ours('anonymize scan, all 15 types', []);
  writeFileSync(path.join(dir, '.secretlintrc.json'), JSON.stringify({ rules: [{ id: '@secretlint/secretlint-rule-preset-recommend' }] }));
  const s = timed(secretlint, ['tree/**/*', '--format', 'json', '--secretlintrc', '.secretlintrc.json', '--no-maskSecrets'], dir);
  let found = 'unreadable output';
  try {
    const results = JSON.parse(s.stdout);
    const byRule = {};
    for (const f of results) for (const m of f.messages ?? []) byRule[m.ruleId] = (byRule[m.ruleId] ?? 0) + 1;
    found = `${Object.values(byRule).reduce((a, b) => a + b, 0)} messages: ${JSON.stringify(byRule)}`;
  } catch {
    found = `exit ${s.status}: ${s.stderr.slice(0, 200)}`;
  }
  row('secretlint (preset-recommend)', s, found);
  ours('anonymize scan, -e API_KEY', ['-e', 'API_KEY']);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
