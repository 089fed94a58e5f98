import { readFileSync } from 'node:fs';
import { findIds } from '../src/detectors/national-ids/find.js';
import { idStarts } from '../src/detectors/national-ids/scan.js';
const corpus = readFileSync('fixtures/bench/corpus.txt', 'utf8');
const t = (name: string, fn: () => unknown, n = 20) => {
  fn();
  const t0 = performance.now();
  let r: unknown;
  for (let i = 0; i < n; i++) r = fn();
  console.log(name, ((performance.now() - t0) / n).toFixed(2), 'ms', Array.isArray(r) ? r.length : '');
};
t('starts', () => idStarts(corpus));
t('findIds', () => findIds(corpus));
import { ShapeMatcher } from '../src/detectors/national-ids/shapes.js';
import { ID_FORMATS } from '../src/detectors/national-ids/registry.js';
const m = new ShapeMatcher(ID_FORMATS.map((f) => f.shape));
const st = idStarts(corpus);
t('matcher', () => { let n = 0; for (const s of st) n += m.at(corpus, s).length; return [n]; });
t('plain loop', () => { let n = 0; for (let i = 0; i < corpus.length; i++) if (corpus.charCodeAt(i) < 58) n++; return [n]; });
