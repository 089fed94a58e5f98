// How strong each national ID / tax number format's check is on bare digits: per format and
// length, the share of random digit runs (seeded, 50,000 per length) that its shape and check
// accept, and whether that bare print needs a word naming it (IdFormat.requireContext). The
// figure behind each "stands alone" decision (docs/national-ids.md, README "National IDs and tax
// numbers"): a bare run stands alone only when its check passes few random runs (a date and a
// check digit, two check digits), never with one check digit alone (one run in ten).
// Usage: npm run build && node scripts/ids-random-pass.mjs [format…]
import { ID_FORMATS } from '../dist/detectors/national-ids/registry.js';
import { compact } from '../dist/detectors/national-ids/format.js';
import { needsContext } from '../dist/detectors/national-ids/find.js';

const only = process.argv.slice(2);
let seed = 7;
const next = (n) => Math.floor(((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * n);
const N = 50000;
console.log(`${'format'.padEnd(28)} digits  passes  bare needs a word`);
for (const f of ID_FORMATS) {
  if (only.length && !only.includes(f.id)) continue;
  const shape = new RegExp(`^(?:${f.shape})$`);
  for (let length = 6; length <= 18; length++) {
    let pass = 0;
    for (let i = 0; i < N; i++) {
      let run = '';
      for (let k = 0; k < length; k++) run += next(10);
      if (shape.test(run) && f.validate((f.normalize ?? compact)(run))) pass++;
    }
    if (pass) console.log(`${f.id.padEnd(28)} ${String(length).padStart(6)} ${`${((pass / N) * 100).toFixed(3)}%`.padStart(7)}  ${needsContext(f, '1'.repeat(length)) ? 'yes' : 'no'}`);
  }
}
