import type { Redactor } from '../../engine/redactor.js';
import { CELL_SEPARATOR } from '../../engine/known-fields.js';
import type { Finding } from '../../engine/types.js';
import { identifierWords, spacedIdentifier } from '../lib/identifier-words.js';

/**
 * Identifiers that join words (lib/identifier-words.ts: a bookmark `Rosalind_Okafor`, a sheet
 * `OkaforContacts`), read as the words they join. What the detectors find with the separators
 * read as spaces counts; what needs a camelCase split counts only when the document's memory
 * holds it (a person named elsewhere in the document, an author): the detectors would read
 * `FormatReport` as a name, the memory only finds whole tokens it already knows.
 */

/** As a replacement reads in an identifier: `[PERSON_NAME]` -> `_PERSON_NAME_`. */
export function identifierOf(replaced: string): string {
  return replaced.replace(/[^\p{L}\p{N}_]/gu, '_');
}

/** A finding of an identifier, with the span of the identifier it stands for and the text read there. */
export interface IdentifierSpan {
  f: Finding;
  start: number;
  end: number;
  text: string;
}

/** What an identifier holds (above), as spans of the identifier, in order. */
export function identifierSpans(id: string, redactor: Redactor, hint: string): IdentifierSpan[] {
  return identifiersSpans([id], redactor, hint)[0]!;
}

/**
 * identifierSpans for many identifiers in two engine calls, not two each: their readings joined
 * as cells are (CELL_SEPARATOR: no pattern runs from one into the next), each finding mapped
 * back to its identifier. A column of ids `order_12345` costs what one cell does.
 */
export function identifiersSpans(ids: readonly string[], redactor: Redactor, hint: string): IdentifierSpan[][] {
  const out: IdentifierSpan[][] = ids.map(() => []);
  const plains = ids.map((id) => spacedIdentifier(id));
  const plain = joined(plains.map(maskCompounds));
  for (const f of redactor.analyze(plain.text, hint)) {
    const i = plain.owner(f.start, f.end);
    if (i < 0) continue;
    const at = plain.starts[i]!;
    out[i]!.push({ f: { ...f, start: f.start - at, end: f.end - at }, start: f.start - at, end: f.end - at, text: plains[i]!.slice(f.start - at, f.end - at) });
  }
  const splits = ids.map(identifierWords);
  const withJoins = splits.map((s, i) => i).filter((i) => splits[i]!.added.size);
  if (withJoins.length) {
    const words = joined(withJoins.map((i) => splits[i]!.words));
    for (const f of redactor.recall(words.text)) {
      const k = words.owner(f.start, f.end);
      if (k < 0) continue;
      const i = withJoins[k]!;
      const split = splits[i]!;
      const local = { ...f, start: f.start - words.starts[k]!, end: f.end - words.starts[k]! };
      if (!needsSplit(local, split.added)) continue;
      const start = split.at[local.start]!;
      const end = split.at[local.end]!;
      const spans = out[i]!;
      if (spans.some((s) => s.start < end && start < s.end)) continue;
      spans.push({ f: local, start, end, text: split.words.slice(local.start, local.end) });
    }
    for (const i of withJoins) out[i]!.sort((a, b) => a.start - b.start);
  }
  return out;
}

/** Texts joined as cells, with where each starts and which one a span lies in (-1: across two). */
function joined(texts: readonly string[]): { text: string; starts: number[]; owner(start: number, end: number): number } {
  const starts: number[] = [];
  let at = 0;
  for (const t of texts) {
    starts.push(at);
    at += t.length + CELL_SEPARATOR.length;
  }
  return {
    text: texts.join(CELL_SEPARATOR),
    starts,
    owner(start, end) {
      // The last text starting at or before `start` (binary search: thousands of tokens).
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid]! <= start) lo = mid;
        else hi = mid - 1;
      }
      return end <= starts[lo]! + texts[lo]!.length ? lo : -1;
    },
  };
}

/**
 * The identifier with what it holds replaced (each replacement as an identifier), and the
 * findings, or undefined when it holds nothing.
 */
export function redactIdentifier(id: string, redactor: Redactor, hint: string): { value: string; findings: Finding[] } | undefined {
  const spans = identifierSpans(id, redactor, hint);
  if (!spans.length) return undefined;
  let value = '';
  let pos = 0;
  for (const s of spans) {
    value += id.slice(pos, s.start) + identifierOf(redactor.replacement(s.text, s.f.entity));
    pos = s.end;
  }
  return { value: value + id.slice(pos), findings: spans.map((s) => s.f) };
}

/**
 * The reading with separators as spaces, its camelCase compounds blanked: the detectors would
 * read `GlobalNameSpace` or `PredeclaredId` as a name (and a document's first pass would
 * remember it as one); what a compound holds is the camelCase reading's, for the memory. A
 * name's own inner capital (`McDonald`, `MacLeod`) is no compound.
 */
function maskCompounds(plain: string): string {
  return plain.replace(WORD, (w) => (COMPOUND.test(w) && !NAME_CAPITAL.test(w) ? ' '.repeat(w.length) : w));
}

const WORD = /[\p{L}\p{N}]+/gu;
const COMPOUND = /\p{Ll}\p{Lu}|\p{Lu}\p{Lu}\p{Ll}/u;
const NAME_CAPITAL = /^Ma?c\p{Lu}\p{Ll}+$/u;

/** Whether a finding starts or ends at, or spans, a space the camelCase split added. */
function needsSplit(f: Finding, added: ReadonlySet<number>): boolean {
  if (added.has(f.start - 1) || added.has(f.end)) return true;
  for (const i of added) if (i > f.start && i < f.end) return true;
  return false;
}
