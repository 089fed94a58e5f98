// Node 20.20 (V8 11.3): --no-regexp-tier-up set at run time, after regexes have run as bytecode
// (V8's default), then more regex runs: Segmentation fault (start6, docs/performance.md). Without
// the flag change, or with the flag on node's command line, it runs to 'ok'. No project code.
//
//   node --expose-gc bench/regexp-flag-flip.cjs        # flip: crashes on Node 20.20.2
//   node --expose-gc bench/regexp-flag-flip.cjs keep   # no flip: ok
//   node --expose-gc bench/regexp-flag-flip.cjs ticks  # --regexp-tier-up-ticks=0 instead (the CLI's since segv1): ok
//   node --expose-gc bench/regexp-flag-flip.cjs cache  # segv1's case: one regex run once, the flag, then
//                                                      # another literal of the same source on a long text
//                                                      # (V8's regexp compilation cache shares the bytecode): crashes
//   node --expose-gc bench/regexp-flag-flip.cjs cache-ticks  # the same with --regexp-tier-up-ticks=0: ok
const v8 = require('node:v8');
const mode = process.argv[2] ?? 'flip';
if (mode.startsWith('cache')) {
  /^\d+$/.test('1');
  v8.setFlagsFromString(mode === 'cache-ticks' ? '--regexp-tier-up-ticks=0' : '--no-regexp-tier-up');
  const again = (s) => /^\d+$/.test(s);
  console.log('ok', again('12345678 '.repeat(5000)), again('42'));
  process.exit(0);
}
const res = [];
for (let i = 0; i < 300; i++) res.push(new RegExp(`a${i}(?:b|c)+d\\w*|x${i}y`, i % 2 ? 'g' : 'gu'));
const one = (i) => `zz a${i}bcbd_q x${i}y `.repeat(3);
const two = (i) => `zé€ a${i}bcbd_q x${i}y `.repeat(3);
for (let i = 0; i < res.length; i++) { res[i].lastIndex = 0; res[i].exec(i % 3 ? one(i) : two(i)); }
if (mode !== 'keep') v8.setFlagsFromString(mode === 'ticks' ? '--regexp-tier-up-ticks=0' : '--no-regexp-tier-up');
let sink = 0;
for (let round = 0; round < 60; round++) {
  global.gc();
  const used = res.filter((_, i) => (i + round) % 7 === 0);
  for (let j = 0; j < used.length; j++) {
    const r = used[j];
    const i = res.indexOf(r);
    r.lastIndex = 0;
    const m = r.exec(round % 2 ? one(i) : two(i));
    sink += m ? m.index : 0;
  }
}
console.log('ok', sink);
