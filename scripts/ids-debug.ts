import { IdFinder } from '../src/detectors/national-ids/find.js';
import { ID_FORMATS } from '../src/detectors/national-ids/registry.js';
import { analyze } from '../src/engine/analyze.js';
for (const text of process.argv.slice(2)) {
  const hits = ID_FORMATS.flatMap((f) => new IdFinder([f]).find(text).map((c) => `${f.id}:${text.slice(c.start, c.end)}@${c.score}`));
  const all = analyze(text).map((f) => `${f.detector}/${f.entity}:${text.slice(f.start, f.end)}@${f.score}`);
  console.log(JSON.stringify(text), '\n   formats:', hits.join(' | '), '\n   engine:', all.join(' | '));
}
