// Whether two builds of the CLI give the same `anonymize text --json` output: main() of each,
// in this process (no argument-length limit, no stdin chunking, which depends on timing), on
// the bench corpus, the quality texts and the shared dev sets, one call per text. For changes to
// how the CLI is bundled and loaded (issue 20: start-up), which bench/compare-builds.mjs (the
// engine's modules in dist/) does not see.
//
//   node bench/compare-cli.mjs <package root A> <package root B>
// A root is a folder with dist/bundle/ (a worktree, or a copy with bin/, dist/, data/,
// package.json and a node_modules link); each is loaded the way its bin/anonymize.js loads it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const roots = process.argv.slice(2).map((r) => resolve(r));
if (roots.length !== 2) {
  console.error('usage: node bench/compare-cli.mjs <package root A> <package root B>');
  process.exit(2);
}

async function loadMain(root) {
  const start = `${root}/dist/bundle/start.cjs`;
  if (existsSync(start)) {
    // start.cjs runs the script of the command named first in process.argv (cli-text.cjs for
    // text, where it has one): load it as `anonymize text` would.
    const argv = process.argv;
    process.argv = [argv[0], argv[1], 'text'];
    try {
      return createRequire(import.meta.url)(start).main;
    } finally {
      process.argv = argv;
    }
  }
  return (await import(pathToFileURL(`${root}/dist/bundle/main.js`).href)).main;
}

const here = new URL('..', import.meta.url);
const texts = [readFileSync(new URL('fixtures/bench/corpus.txt', here), 'utf8')];
for (const f of readdirSync(new URL('fixtures/quality/', here)).filter((f) => f.endsWith('.jsonl'))) {
  for (const line of readFileSync(new URL(`fixtures/quality/${f}`, here), 'utf8').split('\n')) if (line.trim()) texts.push(JSON.parse(line).text);
}
for (const f of ['tab-dev.jsonl', 'ids-dev.jsonl', 'wnut17-dev.jsonl']) {
  const file = new URL(`../shared/data/${f}`, here);
  if (!existsSync(file)) continue;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const doc = JSON.parse(line);
    texts.push(doc.text ?? doc.tokens?.join(' ') ?? '');
  }
}

async function outputs(main) {
  const out = [];
  const sink = { isTTY: false, write: async (c) => void out.push(String(c)) };
  const io = { stdin: process.stdin, stdinIsTTY: true, stdout: sink, stderr: sink, env: {}, cwd: process.cwd() };
  const each = [];
  for (const t of texts) {
    if (!t.trim()) continue;
    out.length = 0;
    const code = await main(['text', '--json', t], io);
    each.push(`${code}\n${out.join('')}`);
  }
  return each;
}

const [a, b] = [await outputs(await loadMain(roots[0])), await outputs(await loadMain(roots[1]))];
const differ = a.filter((x, i) => x !== b[i]).length;
console.log(differ === 0 && a.length === b.length ? `IDENTICAL (${a.length} texts)` : `DIFFERENT: ${differ} of ${a.length} texts`);
process.exitCode = differ === 0 ? 0 : 1;
