// Node 20.20 (V8 11.3): --no-regexp-tier-up set at run time, after regexes have run as bytecode
// (V8's default), then more regex runs: Segmentation fault (start6, docs/performance.md). Without
// the flag change, or with the flag on node's command line, it runs to 'ok'. No project code.
//
//   node --expose-gc bench/regexp-flag-flip.cjs        # flip: crashes on Node 20.20.2
//   node --expose-gc bench/regexp-flag-flip.cjs keep   # no flip: ok
const v8 = require('node:v8');
const res = [];
for (let i = 0; i < 300; i++) res.push(new RegExp(`a${i}(?:b|c)+d\\w*|x${i}y`, i % 2 ? 'g' : 'gu'));
const one = (i) => `zz a${i}bcbd_q x${i}y `.repeat(3);
const two = (i) => `zé€ a${i}bcbd_q x${i}y `.repeat(3);
for (let i = 0; i < res.length; i++) { res[i].lastIndex = 0; res[i].exec(i % 3 ? one(i) : two(i)); }
if (process.argv[2] !== 'keep') v8.setFlagsFromString('--no-regexp-tier-up');
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
