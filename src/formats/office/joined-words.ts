import { withAnalysis, type Redactor } from '../../engine/redactor.js';
import type { Finding } from '../../engine/types.js';
import { identifiersSpans } from './identifiers.js';

/**
 * Words joined with underscores in free text, as a user name or a file name joins them
 * (`rachel_okafor` in a sentence or a cell, `Okafor_CV_2026`): read as an identifier is
 * (identifiers.ts), the underscores as spaces and a camelCase split for what the document's
 * memory holds, so a paragraph or a cell gives up what a bookmark or a sheet name would. A
 * token that a finding of the text already touches (an e-mail address `rachel_okafor@…`) is
 * left to that finding. The finding covers the words found in the token (`rachel_okafor` whole,
 * `Okafor` of `Okafor_CV`), offsets into the text, so every place that analyzes text (runs,
 * cells, attributes, properties) cuts it out as any other.
 */
export function readingJoinedWords(redactor: Redactor): Redactor {
  const analyze = (text: string, hint = ''): Finding[] => {
    const found = redactor.analyze(text, hint);
    if (!text.includes('_')) return found;
    const tokens: { start: number; id: string }[] = [];
    // Findings come in order of start and don't overlap: one pointer walks them with the tokens
    // (a column of addresses `jane_roe@…` holds thousands of each).
    let k = 0;
    for (const m of text.matchAll(JOINED)) {
      const start = m.index;
      const end = start + m[0].length;
      while (k < found.length && found[k]!.end <= start) k++;
      if (k < found.length && found[k]!.start < end) continue;
      tokens.push({ start, id: m[0] });
    }
    if (!tokens.length) return found;
    let added: Finding[] | undefined;
    identifiersSpans(
      tokens.map((t) => t.id),
      redactor,
      hint,
    ).forEach((spans, i) => {
      const at = tokens[i]!.start;
      for (const s of spans) (added ??= []).push({ ...s.f, start: at + s.start, end: at + s.end });
    });
    return added ? [...found, ...added].sort((a, b) => a.start - b.start) : found;
  };
  return withAnalysis(redactor, analyze);
}

/** Letters and digits joined by underscores, a letter among them (not `1_000`). */
const JOINED = /(?<![\p{L}\p{N}_])(?=[\p{N}_]*\p{L})[\p{L}\p{N}]*(?:_+[\p{L}\p{N}]+)+_*(?![\p{L}\p{N}_])/gu;
