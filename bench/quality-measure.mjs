// The measure of bench/quality.mjs, shared by the sets it runs (see there for the definitions).
// Spans whose entity is null (WNUT's products and creative works) count neither way: not as
// mentions, and their words are not outside every span.
import { createRedactor, DocumentMemory } from '../dist/engine/index.js';

const redactor = createRedactor({});

/** What users get: one memory per text (a first pass remembers, the second redacts with it). */
function analyze(text) {
  const memory = new DocumentMemory();
  redactor.recorder(memory).analyze(text);
  return redactor.forDocument(memory).analyze(text);
}

const WORD = /[\p{L}\p{N}]+/gu;

export const pct = (n) => `${(n * 100).toFixed(1)}%`.padStart(7);

function covered(findings, start, end) {
  // findings are sorted and non-overlapping: binary search the first that ends after start.
  let lo = 0;
  let hi = findings.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (findings[mid].end <= start) lo = mid + 1;
    else hi = mid;
  }
  return lo < findings.length && findings[lo].start < end;
}

/**
 * With `--show-over` on the command line, the words outside every gold span that findings cover,
 * counted by (entity type, word): printed by `printOver`, never in the default output.
 */
export const showOver = process.argv.includes('--show-over');

export function evaluate(docs) {
  const per = new Map();
  const overWords = new Map();
  let outsideWords = 0;
  let outsideChanged = 0;
  let chars = 0;
  let ms = 0;
  for (const doc of docs) {
    chars += doc.text.length;
    const t0 = performance.now();
    const findings = analyze(doc.text);
    ms += performance.now() - t0;
    const gold = [...doc.spans].sort((a, b) => a.start - b.start);
    for (const s of gold) {
      if (s.identifier === 'NO_MASK' || s.entity == null) continue;
      const row = per.get(s.entity) ?? { mentions: 0, hit: 0, words: 0, wordsHit: 0 };
      per.set(s.entity, row);
      row.mentions++;
      if (covered(findings, s.start, s.end)) row.hit++;
      for (const m of doc.text.slice(s.start, s.end).matchAll(WORD)) {
        row.words++;
        const a = s.start + m.index;
        if (covered(findings, a, a + m[0].length)) row.wordsHit++;
      }
    }
    // Words outside every gold span, whatever its identifier.
    let g = 0;
    for (const m of doc.text.matchAll(WORD)) {
      const a = m.index;
      const b = a + m[0].length;
      while (g < gold.length && gold[g].end <= a) g++;
      let inside = false;
      for (let k = g; k < gold.length && gold[k].start < b; k++) if (gold[k].end > a) inside = true;
      if (inside) continue;
      outsideWords++;
      if (!covered(findings, a, b)) continue;
      outsideChanged++;
      if (showOver) {
        const key = `${coveringEntity(findings, a, b)}\t${m[0]}`;
        overWords.set(key, (overWords.get(key) ?? 0) + 1);
      }
    }
  }
  return { per, overRedaction: outsideChanged / Math.max(1, outsideWords), outsideWords, chars, ms, overWords };
}

/** The type of the first finding that covers part of [start, end). */
function coveringEntity(findings, start, end) {
  return findings.find((f) => f.start < end && start < f.end)?.entity ?? '?';
}

/** `--show-over`: the over-redacted words of a set, most frequent first, then each type's total. */
export function printOver(r, top = 80) {
  if (!showOver) return;
  const rows = [...r.overWords].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const byType = new Map();
  for (const [key, n] of rows) byType.set(key.split('\t')[0], (byType.get(key.split('\t')[0]) ?? 0) + n);
  console.log(`over-redacted words by type: ${[...byType].sort((a, b) => b[1] - a[1]).map(([t, n]) => `${t} ${n}`).join(', ')}`);
  for (const [key, n] of rows.slice(0, top)) {
    const [entity, word] = key.split('\t');
    console.log(`  ${String(n).padStart(4)}  ${entity.padEnd(14)} ${word}`);
  }
}

