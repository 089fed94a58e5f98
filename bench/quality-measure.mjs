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

export function evaluate(docs) {
  const per = new Map();
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
      if (covered(findings, a, b)) outsideChanged++;
    }
  }
  return { per, overRedaction: outsideChanged / Math.max(1, outsideWords), outsideWords, chars, ms };
}

