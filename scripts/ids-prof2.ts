import { readFileSync } from 'node:fs';
import { numberedGroups } from '../src/engine/detector.js';
import { ID_END, ID_START } from '../src/detectors/lib/national-id-patterns.js';
import { ID_FORMATS } from '../src/detectors/national-ids/registry.js';
import { idStarts } from '../src/detectors/national-ids/scan.js';
const corpus = readFileSync('fixtures/bench/corpus.txt', 'utf8');
const starts = idStarts(corpus);
const owns = ID_FORMATS.map((f, k) => f.shape.replace(/\(\?<([A-Za-z]\w*)>/g, `(?<s${k}_$1>`).replace(/\\k<([A-Za-z]\w*)>/g, `\\k<s${k}_$1>`));
const la = new RegExp(numberedGroups(`${ID_START}(?:${owns.map((o) => `(?=${o}${ID_END})`).join('|')})`).plain, 'y');
const alt = new RegExp(numberedGroups(`(?:${owns.join('|')})`).plain, 'y');
const alt2 = new RegExp(numberedGroups(`${ID_START}(?:${owns.join('|')})`).plain, 'y');
const t = (name: string, re: RegExp) => {
  let hits = 0;
  const t0 = performance.now();
  for (let r = 0; r < 10; r++) for (const s of starts) { re.lastIndex = s; if (re.test(corpus)) hits++; }
  console.log(name, ((performance.now() - t0) / 10).toFixed(2), 'ms', hits / 10);
};
t('lookaheads', la); t('alternation', alt); t('start+alternation', alt2);
