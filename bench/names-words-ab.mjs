// The two names-analysis passes that read every character of a log, side by side in two builds
// (interleaved, CPU ms, medians): tokenize (the capitals) and findInformalNames' reading of the
// informal lines' lower-case words (lowerWordsAscii per line, with judgeLowerWord). A build
// that judges the words on tokenize's read (an export LowerLineWalk of names-line-words,
// handed to tokenize as its third argument and asked line by line with passes(k, kept)) is run
// its way. Prints each build's two figures, their sum, and the counts they must agree on
// (tokens, lines read whole, words kept). On ~20 MB of bench/logs-corpus.mjs by default.
// Usage: npm run build && node bench/names-words-ab.mjs A/dist B/dist [MB] [rounds]
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { logsCorpus } from './logs-corpus.mjs';

const load = async (d) => {
  const dist = pathToFileURL(resolve(d)).href;
  const M = async (p) => import(`${dist}/detectors/names/${p}.js`);
  return { ...(await M('names-tokens')), ...(await M('names-register')), ...(await M('names-line-words')), ...(await M('names-informal')) };
};
const [a, b] = [process.argv[2], process.argv[3]];
if (!a || !b) throw new Error('usage: node bench/names-words-ab.mjs A/dist B/dist [MB] [rounds]');
const builds = [await load(a), await load(b)];
const text = logsCorpus(Number(process.argv[4] ?? 20) * 1e6);
/x$/.test(text); // flattened once, as the engine's scan leaves it
const cpu = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
function run(B) {
  const lines = B.informalLines(text, []);
  const walk = B.LowerLineWalk ? new B.LowerLineWalk(text, lines, B.judgeLowerWord, B.mayTakeBeside) : undefined;
  const t0 = cpu();
  const tokens = B.tokenize(text, [], walk);
  const t1 = cpu();
  const joinable = [];
  let whole = 0;
  for (let k = 0; k < lines.count; k++) {
    const kept = joinable.length;
    if (walk ? walk.passes(k, joinable) : B.lowerWordsAscii(text, lines.start(k), lines.end(k), B.judgeLowerWord, B.mayTakeBeside, joinable)) continue;
    joinable.length = kept;
    whole++;
  }
  return [t1 - t0, cpu() - t1, tokens.length, whole, joinable.length];
}
const R = [[], []];
for (let r = 0; r < Number(process.argv[5] ?? 8); r++) for (const k of r % 2 ? [1, 0] : [0, 1]) R[k].push(run(builds[k]));
const med = (xs) => [...xs].sort((x, y) => x - y)[xs.length >> 1];
for (const k of [0, 1]) {
  const rs = R[k];
  console.log(`${k ? 'B' : 'A'} tokenize ${med(rs.map((x) => x[0])).toFixed(1)}  lower words ${med(rs.map((x) => x[1])).toFixed(1)}  sum ${med(rs.map((x) => x[0] + x[1])).toFixed(1)}  tokens/lines read whole/words kept ${rs[0].slice(2).join('/')}`);
}
