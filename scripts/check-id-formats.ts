// Development aid: runs every national-ids entry's examples through the engine and prints the
// failures (the catalog test asserts the same; this is quicker while writing entries).
// npx tsx scripts/check-id-formats.ts
import { analyze } from '../src/engine/analyze.js';
import { ID_FORMATS } from '../src/detectors/national-ids/registry.js';

let bad = 0;
for (const f of ID_FORMATS) {
  for (const ex of f.examples.positive) {
    const text = typeof ex === 'string' ? ex : ex.text;
    const want = typeof ex === 'string' ? [ex] : typeof ex.match === 'string' ? [ex.match] : ex.match;
    for (const wrapped of [text, `For the record, ${text} was noted.`]) {
      const got = analyze(wrapped).filter((x) => x.entity === f.entity).map((x) => wrapped.slice(x.start, x.end));
      if (JSON.stringify(got) !== JSON.stringify(want)) {
        bad++;
        console.log(`${f.id} +: ${JSON.stringify(wrapped)} -> ${JSON.stringify(got)}`);
      }
    }
  }
  for (const text of f.examples.negative) {
    const got = analyze(text).filter((x) => x.entity === f.entity).map((x) => `${text.slice(x.start, x.end)} (${x.detector})`);
    if (got.length) {
      bad++;
      console.log(`${f.id} -: ${JSON.stringify(text)} -> ${JSON.stringify(got)}`);
    }
  }
}
console.log(`${ID_FORMATS.length} formats, ${bad} failures`);
