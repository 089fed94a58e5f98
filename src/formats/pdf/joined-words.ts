import { CELL_SEPARATOR } from '../../engine/known-fields.js';
import { withAnalysis, type Redactor } from '../../engine/redactor.js';
import type { Finding } from '../../engine/types.js';
import { identifierWords, type IdentifierWords } from '../lib/identifier-words.js';

/** A word that joins words without a space: camelCase (JaneNovak), or underscores (Jane_Novak). */
const JOINED = /[\p{L}\p{N}_]+/gu;
const COMPOUND = /\p{Ll}\p{Lu}|\p{Lu}\p{Lu}\p{Ll}|[\p{L}\p{N}]_+[\p{L}\p{N}]/u;

/**
 * What the document's memory finds in the words of `text` that join words without a space, read
 * with their spaces (`JaneNovak`, `Jane_Novak` as `Jane Novak`): a name written whole elsewhere
 * in the document, shown here as one word (a folder, a signature, a font's name). Only the
 * memory reads them (Redactor.recall), never the detectors: read apart, `MediaBox` or
 * `TimesNewRoman` would be anyone's guess. Spans are of `text`; none in a document's first pass.
 */
export function joinedWordFindings(text: string, redactor: Redactor): Finding[] {
  const words: { start: number; split: IdentifierWords; joins: Set<number> }[] = [];
  for (const m of text.matchAll(JOINED)) {
    if (!COMPOUND.test(m[0])) continue;
    const split = identifierWords(m[0]);
    const joins = new Set(split.added);
    for (let k = 0; k < split.words.length; k++) if (m[0][split.at[k]!] === '_') joins.add(k);
    words.push({ start: m.index, split, joins });
  }
  if (!words.length) return [];
  const starts: number[] = [];
  let at = 0;
  for (const w of words) {
    starts.push(at);
    at += w.split.words.length + CELL_SEPARATOR.length;
  }
  const out: Finding[] = [];
  for (const f of redactor.recall(words.map((w) => w.split.words).join(CELL_SEPARATOR))) {
    let i = starts.length - 1;
    while (i > 0 && starts[i]! > f.start) i--;
    const w = words[i]!;
    const start = f.start - starts[i]!;
    const end = f.end - starts[i]!;
    if (end > w.split.words.length || !crossesJoin(start, end, w.joins)) continue;
    out.push({ ...f, start: w.start + w.split.at[start]!, end: w.start + w.split.at[end]! });
  }
  return out;
}

/** Whether a span of a word's reading starts or ends at, or spans, a space read into it. */
function crossesJoin(start: number, end: number, joins: ReadonlySet<number>): boolean {
  if (joins.has(start - 1) || joins.has(end)) return true;
  for (const k of joins) if (k > start && k < end) return true;
  return false;
}

/** `redactor`, also finding what joinedWordFindings finds where its analysis found nothing. */
export function withJoinedWords(redactor: Redactor): Redactor {
  return withAnalysis(redactor, (text, hint) => {
    const found = redactor.analyze(text, hint);
    const more = joinedWordFindings(text, redactor).filter((j) => !found.some((f) => f.start < j.end && j.start < f.end));
    return more.length ? [...found, ...more].sort((a, b) => a.start - b.start) : found;
  });
}
