// The long check of scripts/regex-classes.mjs (test/scripts/regex-classes.test.ts runs a sample):
// every class of the CLI's script that the build step rewrites, alone, against its alternation,
// over every code point (lone surrogates too), with the flags u and iu. Prints the classes and
// any code point on which the two differ; exits 1 if one does. A few minutes (7 at load 25).
//
//   node scripts/regex-classes-check.mjs [dist/bundle/cli-text.cjs]
import { readFileSync } from 'node:fs';
import { splitUnions } from './regex-classes.mjs';

const script = readFileSync(process.argv[2] ?? 'dist/bundle/cli.cjs', 'utf8');
// The built script holds the alternations; the classes they came from are read back from them:
// `(?:\p{A}|\p{B})` and `(?:[\p{A}rest]|\p{B})` stand for `[\p{A}\p{B}]` and `[\p{A}\p{B}rest]`.
const ALTERNATION = /\(\?:(\\p\{[^}]*\}|\[\\p\{[^}]*\}(?:\\u\{[^}]*\}|\\.|[^\]\\])*\])((?:\|\\p\{[^}]*\})+)\)/g;
const classes = new Set();
for (const m of script.matchAll(ALTERNATION)) {
  const first = m[1].startsWith('[') ? m[1].slice(1, -1) : m[1];
  const head = /^\\p\{[^}]*\}/.exec(first)[0];
  classes.add(`[${head}${m[2].split('|').slice(1).join('')}${first.slice(head.length)}]`);
}
let bad = 0;
for (const cls of classes) {
  for (const flags of ['u', 'iu']) {
    const next = splitUnions(cls, flags);
    const a = new RegExp(`^${cls}$`, flags);
    const b = new RegExp(`^${next}$`, flags);
    const differ = [];
    for (let c = 0; c < 0x110000; c++) {
      const s = String.fromCodePoint(c);
      if (a.test(s) !== b.test(s)) differ.push(c.toString(16));
    }
    bad += differ.length;
    console.log(`${differ.length ? 'DIFFER' : 'same  '} /${cls}/${flags} -> /${next}/${flags}${differ.length ? ` at ${differ.slice(0, 10).join(' ')}` : ''}`);
  }
}
console.log(`${classes.size} classes, ${bad} code points differ`);
process.exit(bad || classes.size === 0 ? 1 : 0);
