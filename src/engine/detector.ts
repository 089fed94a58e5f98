import type { Detector, DetectorSpec } from './types.js';

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Builds a case-insensitive whole-word alternation, e.g. for context words or custom terms. */
export function wordListRegex(words: readonly string[], flags = 'i'): RegExp | undefined {
  if (words.length === 0) return undefined;
  const sorted = [...new Set(words)].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return new RegExp(`(?<![\\p{L}\\p{N}_])(?:${sorted.join('|')})(?![\\p{L}\\p{N}_])`, `${flags}u`);
}

/** How far around a candidate context words count (UTF-16 units before / after it). */
export const CONTEXT_BEFORE = 64;
export const CONTEXT_AFTER = 24;

/**
 * Whether a context word (`re`, from wordListRegex) occurs near text[start, end) or in the
 * hint. The engine applies it for `context`/`requireContext`; a detector's validate() may
 * call it to gate only some of its shapes (e.g. a bare digit run but not a dashed one).
 */
export function hasContext(re: RegExp, text: string, start: number, end: number, hint: string): boolean {
  if (hint && re.test(hint)) return true;
  const before = text.slice(Math.max(0, start - CONTEXT_BEFORE), start);
  const after = text.slice(end, end + CONTEXT_AFTER);
  return re.test(before) || re.test(after);
}

/** Compiles a detector spec once at import time. */
export function defineDetector(spec: DetectorSpec): Detector {
  const compiled = (spec.patterns ?? []).map((p) => {
    const flags = new Set(p.flags.split(''));
    flags.add('g');
    flags.add('d');
    return new RegExp(p.source, [...flags].join(''));
  });
  if (compiled.length === 0 && !spec.find) throw new Error(`detector ${spec.id}: needs patterns or find()`);
  const keywords = [...new Set(spec.keywords ?? [])].sort((a, b) => b.length - a.length);
  const keywordRegex = keywords.length ? new RegExp(keywords.map(escapeRegExp).join('|'), 'gi') : undefined;
  return { ...spec, compiled, contextRegex: wordListRegex(spec.context ?? []), keywordRegex };
}
