/**
 * How the engine searches a detector's pattern over a text. Most patterns begin with a
 * lookbehind, `(?<![\p{L}\p{N}])(?:exp(?:iry|ires)?|valid thru…)…`, which irregexp evaluates at
 * every position before anything else: it cannot skip ahead to where the first letters occur,
 * and each test reads a Unicode class backwards. Such a pattern is searched without its leading
 * lookbehinds (the rest, which irregexp scans fast), and they are tested, sticky, where the
 * rest matches. A global search finds the same matches: the lookbehinds read nothing the rest
 * consumes, so where they hold the pattern matches exactly as the rest does (the same span and
 * groups), and where they fail it does not match at that place.
 */
export class PatternSearch {
  /** The pattern after its leading lookbehinds (all of it when it has none), global. */
  private readonly rest: RegExp;
  /** The leading lookbehinds alone, sticky; undefined when the pattern begins with none. */
  private readonly lookbehind: RegExp | undefined;
  /** `u` or `v`: a search never starts between the two halves of a surrogate pair. */
  private readonly unicode: boolean;

  /** `re`: a detector's pattern, with the flags the engine searches it with (`g`, no `y`). */
  constructor(re: RegExp) {
    const split = splitLeadingLookbehinds(re.source, re.flags);
    const flags = re.flags.replace(/[gy]/g, '');
    this.rest = split ? new RegExp(split.rest, `${flags}g`) : re;
    this.lookbehind = split ? new RegExp(split.lookbehind, `${flags}y`) : undefined;
    this.unicode = /[uv]/.test(re.flags);
  }

  /** The first match at or after `from` in `text`: what `re.exec(text)` gives with `re.lastIndex = from`. */
  exec(text: string, from: number): RegExpExecArray | null {
    const rest = this.rest;
    const lookbehind = this.lookbehind;
    rest.lastIndex = from;
    for (;;) {
      const m = rest.exec(text);
      if (m === null || lookbehind === undefined) return m;
      lookbehind.lastIndex = m.index;
      if (lookbehind.test(text)) return m;
      // The pattern does not match here: a global search tries the next place (the next code
      // point in Unicode mode; V8 would read a start inside a pair as the pair's start).
      const at = m.index;
      rest.lastIndex = at + (this.unicode && isPairAt(text, at) ? 2 : 1);
    }
  }
}

/** Whether a surrogate pair begins at text[at]. */
function isPairAt(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  if (c < 0xd800 || c > 0xdbff) return false;
  const d = text.charCodeAt(at + 1);
  return d >= 0xdc00 && d <= 0xdfff;
}

/**
 * A pattern's leading lookbehinds (`(?<!…)`, `(?<=…)`, one or more) and the rest, when the rest
 * is searched alone to the same matches: the lookbehinds hold no capturing group (the rest's
 * groups keep their numbers) and no back-reference, the rest is not empty and holds no
 * alternation at its top level (which the lookbehinds would not apply to: `(?<!a)b|c`). Flags
 * `v` (nested classes) are not read: no split.
 */
export function splitLeadingLookbehinds(source: string, flags: string): { lookbehind: string; rest: string } | undefined {
  if (flags.includes('v')) return undefined;
  let end = 0;
  while (source.startsWith('(?<=', end) || source.startsWith('(?<!', end)) {
    const close = groupEnd(source, end);
    if (close < 0) return undefined;
    end = close;
  }
  if (end === 0 || end === source.length) return undefined;
  const lookbehind = source.slice(0, end);
  const rest = source.slice(end);
  if (holdsCapture(lookbehind) || /\\(?:[1-9]|k<)/.test(lookbehind) || hasTopLevelAlternation(rest)) return undefined;
  return { lookbehind, rest };
}

/** The index after the group that opens at source[open] ("("), or -1. */
function groupEnd(source: string, open: number): number {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (c === '[') i = classEnd(source, i);
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i + 1;
  }
  return -1;
}

/** The index of the "]" that closes the class opening at source[open] (without `v`: no nesting). */
function classEnd(source: string, open: number): number {
  // A "]" right after "[" or "[^" is an empty class's end in JavaScript, not a literal.
  for (let i = open + 1; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === ']') return i;
  }
  return source.length;
}

/** Whether `source` holds a capturing group: "(" not followed by "?", or "(?<name>". */
function holdsCapture(source: string): boolean {
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (c === '[') i = classEnd(source, i);
    else if (c === '(' && (source[i + 1] !== '?' || (source[i + 2] === '<' && source[i + 3] !== '=' && source[i + 3] !== '!'))) return true;
  }
  return false;
}

/** Whether `source` holds a "|" outside every group and class. */
function hasTopLevelAlternation(source: string): boolean {
  let depth = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (c === '[') i = classEnd(source, i);
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) return true;
  }
  return false;
}
