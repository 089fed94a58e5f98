// Whether two builds find the same: analyze() on the bench corpus, the quality texts, the shared
// dev sets (../shared/data/*.jsonl: tab-dev, ids-dev, wnut17-dev, when present), 1 MB of
// synthetic logs (bench/logs-corpus.mjs) and every
// detector example (bare, in a sentence, a CSV cell, a JSON string and a log line, with four
// hints), from two `dist` directories. For a change meant to make the engine faster without
// changing what it finds. Usage: node bench/compare-builds.mjs <distA> <distB>
// (e.g. a worktree of the last commit built with `npm run build`, and ./dist).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [a, b] = process.argv.slice(2).map((d) => pathToFileURL(resolve(d)).href);
if (!a || !b) {
  console.error('usage: node bench/compare-builds.mjs <distA> <distB>');
  process.exit(2);
}
const A = await import(`${a}/engine/index.js`);
const B = await import(`${b}/engine/index.js`);
const { DETECTORS } = await import(`${a}/detectors/index.js`);
const fixtures = new URL('../fixtures/', import.meta.url);
const texts = [readFileSync(new URL('bench/corpus.txt', fixtures), 'utf8')];
for (const f of readdirSync(new URL('quality/', fixtures)).filter((f) => f.endsWith('.jsonl'))) {
  for (const line of readFileSync(new URL(`quality/${f}`, fixtures), 'utf8').split('\n')) if (line.trim()) texts.push(JSON.parse(line).text);
}
// Application logs (bench/logs-corpus.mjs), 1 MB in pieces of 64 KB.
const { logsCorpus } = await import('./logs-corpus.mjs');
const logs = logsCorpus(1e6, 99);
for (let i = 0; i < logs.length; i += 65536) texts.push(logs.slice(i, i + 65536));
const shared = new URL('../../shared/data/', import.meta.url);
for (const f of ['tab-dev.jsonl', 'ids-dev.jsonl', 'wnut17-dev.jsonl']) {
  if (!existsSync(new URL(f, shared))) continue;
  for (const line of readFileSync(new URL(f, shared), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const doc = JSON.parse(line);
    texts.push(doc.text ?? doc.tokens?.join(' ') ?? '');
  }
}
for (const d of DETECTORS) {
  for (const e of [...d.examples.positive, ...d.examples.negative]) {
    const t = typeof e === 'string' ? e : e.text;
    texts.push(t, `Note: ${t}.`, `"${t}",x`, `{"v":"${t}"}`, `2024-01-01 INFO ${t} done`);
  }
}
const hints = ['', 'ssn', 'phone', 'vat'];
let differ = 0;
let cases = 0;
// Findings only A made (lost by B) and only B made (gained), over all cases.
let lost = 0;
let gained = 0;
const key = (f) => `${f.entity}:${f.start}:${f.end}`;
for (const t of texts) {
  for (const hint of hints.slice(0, t.length < 3000 ? 4 : 1)) {
    cases++;
    const fa = A.analyze(t, {}, hint);
    const fb = B.analyze(t, {}, hint);
    const x = JSON.stringify(fa);
    const y = JSON.stringify(fb);
    if (x !== y) {
      const ka = new Set(fa.map(key));
      const kb = new Set(fb.map(key));
      lost += [...ka].filter((k) => !kb.has(k)).length;
      gained += [...kb].filter((k) => !ka.has(k)).length;
    }
    if (x !== y && differ++ < 5) console.log(`differs (hint "${hint}"): ${JSON.stringify(t.slice(0, 120))}\n  A ${x.slice(0, 300)}\n  B ${y.slice(0, 300)}`);
  }
}
console.log(differ ? `DIFFERENT in ${differ} of ${cases} cases: ${lost} findings (type and span) only in A, ${gained} only in B` : `IDENTICAL (${cases} cases)`);
process.exitCode = differ ? 1 : 0;
