import { createRequire } from 'node:module';
import type { RE2JS } from 're2js';
import type { Candidate } from './types.js';

// Loaded on first use (synchronously, as analyze() is): 260 KB of JavaScript that a run without
// custom patterns need not parse at start-up (kept out of the CLI bundle, scripts/bundle.mjs).
let engine: typeof RE2JS | undefined;
const re2 = () => (engine ??= (createRequire(import.meta.url)('re2js') as typeof import('re2js')).RE2JS);

/**
 * The user's own regular expressions (`--custom /…/`, `custom.patterns`) run on RE2 (re2js, a
 * pure-JavaScript port), whose matching time is linear in the text: a pattern such as
 * `/(a+)+$/`, which makes a backtracking engine run for ages on a line of a hundred `a`, costs no
 * more than any other. RE2 has no lookaround and no backreferences: such a pattern is refused
 * when the options are read, with a message saying so.
 */
export type CustomPattern = RE2JS;

/** Why `source` can't be a custom pattern (RE2's reason, without the pattern), or undefined. */
export function customPatternProblem(source: string): string | undefined {
  try {
    re2().compile(source);
    return undefined;
  } catch (e) {
    const reason = (e as { error?: string }).error ?? 'invalid';
    return `${reason} (custom patterns use RE2 syntax, which runs in linear time: no lookaround, no backreferences)`;
  }
}

export function compileCustomPattern(source: string): CustomPattern {
  return re2().compile(source);
}

/** Every non-empty match, left to right, as UTF-16 offsets. */
export function findCustom(pattern: CustomPattern, text: string): Candidate[] {
  const out: Candidate[] = [];
  const m = pattern.matcher(text);
  while (m.find()) {
    const start = m.start();
    const end = m.end();
    if (end > start) out.push({ start, end });
  }
  return out;
}
