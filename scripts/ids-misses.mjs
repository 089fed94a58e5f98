// Misses of ids-dev.jsonl (../shared/data) without a context word, counted by format and printed
// shape (digits as 9, letters as A): which formats to look at, never the numbers themselves (it
// is a development set; the held-out numbers differ). Also the near-misses altered, by format.
// Usage: npm run build && node scripts/ids-misses.mjs
import { readFileSync } from 'node:fs';
import { analyze } from '../dist/engine/index.js';

const file = new URL('../../shared/data/ids-dev.jsonl', import.meta.url);
const docs = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const shapeOf = (s) => s.trim().replace(/[0-9]/g, '9').replace(/[A-Za-z]/g, 'A');
const misses = new Map();
const near = new Map();
const add = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
for (const doc of docs) {
  const findings = analyze(doc.text);
  for (const s of doc.spans) {
    if (s.contextWord) continue;
    const end = s.start + doc.text.slice(s.start, s.end).trimEnd().length;
    if (findings.some((f) => f.start <= s.start && f.end >= end && f.entity === s.entity)) continue;
    add(misses, `${s.format.padEnd(26)} ${shapeOf(doc.text.slice(s.start, end))}`);
  }
  for (const m of doc.nearMisses) {
    if (m.contextWord || !findings.some((f) => f.start < m.end && f.end > m.start)) continue;
    add(near, `${m.format.padEnd(26)} ${shapeOf(doc.text.slice(m.start, m.end))}`);
  }
}
console.log('misses without a context word (format, printed shape): count');
for (const [k, n] of [...misses].sort()) console.log(`  ${k}  ${n}`);
console.log('near-misses altered without a context word:');
for (const [k, n] of [...near].sort()) console.log(`  ${k}  ${n}`);
