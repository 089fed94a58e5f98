import { escapeRegExp } from '../../engine/detector.js';
import { KeywordPlan } from '../../engine/keywords.js';
import { lazy } from '../../engine/lazy.js';
import type { Candidate, PositionList } from '../../engine/types.js';
import { shannonEntropy } from '../lib/checksums.js';
import { isPlaceholderToken } from './placeholders.js';
import type { GitleaksRule } from './rule.js';

/**
 * Secrets whose shape says little on its own (32 letters and digits) but which follow their
 * vendor's name: `ASANA_TOKEN=…`, `"asana_secret": "…"`, `--asana-token …`, `<asanaToken>…`,
 * "set the asana credential to …". From each place the engine's keyword pass found a name,
 * the rest of the identifier is skipped, then separators (quotes, `=`, `:`, `=>`, brackets)
 * and up to four short words ("api key is", "credential to"); the first token that may be a
 * value decides: it is the secret when some rule of that name accepts its shape and entropy.
 * gitleaks' semi-generic rules ask for an operator where this also accepts a phrase.
 */

interface NamedRule {
  id: string;
  /** The name, anchored: it must start where the keyword does. */
  name: RegExp;
  /** The value's whole shape. */
  value: RegExp;
  entropy: number;
}

interface WindowRule {
  id: string;
  regex: RegExp;
  entropy: number;
}

export interface NamedSet {
  /** Every name and window keyword: the detector's keywords for the engine's pass. */
  keywords: readonly string[];
  /** Which keyword starts at a place (owner = index into keywords). */
  readonly plan: KeywordPlan;
  readonly named: readonly (readonly NamedRule[])[];
  readonly windows: readonly (readonly WindowRule[])[];
  longest: number;
}

/** The names of the named and window rules, each once, in the rules' order: a NamedSet's keywords. */
export function namedKeywords(rules: readonly GitleaksRule[]): string[] {
  const keywords: string[] = [];
  for (const r of rules) if (r.gate === 'named' || r.gate === 'window') for (const k of r.keywords) if (!keywords.includes(k)) keywords.push(k);
  return keywords;
}

/**
 * The rules' set. `rules` may be a function and `keywords` given (namedKeywords of the rules,
 * the catalogue's GITLEAKS_NAMED_KEYWORDS), so that the rules are made only when a text first
 * holds a keyword (issue 20: start-up, with their regexes and the keyword plan: ~200 rules cost
 * start-up time that most texts never need).
 */
export function compileNamed(rules: readonly GitleaksRule[] | (() => readonly GitleaksRule[]), keywords?: readonly string[]): NamedSet {
  const all = typeof rules === 'function' ? rules : () => rules;
  keywords ??= namedKeywords(all());
  const compiled = lazy(() => compileNamedRules(all(), keywords));
  return {
    keywords,
    get plan() {
      return compiled().plan;
    },
    get named() {
      return compiled().named;
    },
    get windows() {
      return compiled().windows;
    },
    longest: Math.max(...keywords.map((k) => k.length)),
  };
}

function compileNamedRules(rules: readonly GitleaksRule[], keywords: readonly string[]): Pick<NamedSet, 'plan' | 'named' | 'windows'> {
  const named: NamedRule[][] = keywords.map(() => []);
  const windows: WindowRule[][] = keywords.map(() => []);
  const slot = (k: string) => keywords.indexOf(k);
  for (const r of rules) {
    const entropy = r.entropy ?? 0;
    if (r.gate === 'named') {
      const rule = { id: r.id, name: r.name ? new RegExp(`^(?:${r.name})`) : new RegExp(`^(?:${r.keywords.map(escapeRegExp).join('|')})`, 'i'), value: new RegExp(`^(?:${r.secret})$`), entropy };
      for (const k of r.keywords) named[slot(k)]!.push(rule);
    } else if (r.gate === 'window') {
      // `m`: gitleaks reads a file line by line, where "$" ends a line.
      const rule = { id: r.id, regex: new RegExp(r.secret!, 'dgm'), entropy };
      for (const k of r.keywords) windows[slot(k)]!.push(rule);
    }
  }
  return { plan: new KeywordPlan(keywords.map((k) => ({ keywords: [k], keywordsInWords: true }))), named, windows };
}

const IDENTIFIER = /[\w.-]/;
const MAX_NAME = 80;
const MAX_IDENTIFIER = 40;
const SEPARATOR = /[ \t"'`=:>,|?(){}[\];]/;
const TOKEN = /[A-Za-z0-9_+/=.~:%|!*#&@$-]/;
const MAX_GAP = 120;
const MAX_WORDS = 4;
// A filler word before the value ("credential", "api", "key", "is", "to").
const WORD = /^[A-Za-z][A-Za-z_-]{0,19}$/;
// A word glued to the value by "=" or ":" ("token=…" after "asana api").
const WORD_THEN_VALUE = /^([A-Za-z][A-Za-z_-]{0,19})[=:](?=.)/;
const FLAG = /^--?[A-Za-z][\w-]{0,30}$/;
// Plain words are never taken for values: "configurations" has the shape of a 14-character id.
const PLAIN_WORD = /^(?:[a-z]+|[A-Z][a-z]+)$/;
const WINDOW_BEFORE = 200;
const WINDOW_AFTER = 300;

/**
 * The value after a name ending at `from`: the first token `isValue` accepts, past filler words
 * and separators; undefined when another token comes first.
 */
function valueAfter(text: string, from: number, isValue: (token: string) => boolean): [number, number] | undefined {
  const n = text.length;
  let i = from;
  while (i < n && i - from < MAX_IDENTIFIER && IDENTIFIER.test(text[i]!)) i++;
  const limit = Math.min(n, i + MAX_GAP);
  let words = 0;
  let newlines = 0;
  while (i < limit) {
    for (;;) {
      const c = text[i];
      if (c === undefined) return undefined;
      if (c === '\n' || c === '\r') {
        if (c === '\n' && ++newlines > 1) return undefined;
      } else if (c === '\\' && (text[i + 1] === 'n' || text[i + 1] === 'r')) {
        i++; // an escaped newline in a JSON string
      } else if (!SEPARATOR.test(c)) break;
      i++;
    }
    let j = i;
    while (j < n && TOKEN.test(text[j]!)) j++;
    if (j === i) return undefined;
    let end = j;
    while (end > i && /[.,:;!]/.test(text[end - 1]!)) end--;
    const token = text.slice(i, end);
    if (end > i && isValue(token)) return [i, end];
    const glued = WORD_THEN_VALUE.exec(token);
    if (glued && newlines === 0 && words < MAX_WORDS) {
      words++;
      i += glued[1]!.length + 1;
      continue;
    }
    // A command-line flag before the value (`--token`, `-p`) is a filler word too.
    if (!WORD.test(token) && !FLAG.test(token)) return undefined;
    // After a line break only the value may come (YAML's indented value, XML's element text).
    if (newlines > 0 || ++words > MAX_WORDS) return undefined;
    i = j;
  }
  return undefined;
}

function accepts(value: string, entropy: number): boolean {
  return shannonEntropy(value) >= entropy && !isPlaceholderToken(value);
}

/** Candidates for the named and window rules at the keyword places `hits` (ascending). */
export function findNamedSecrets(text: string, set: NamedSet, hits: PositionList, score: number, windowScore: number): Candidate[] {
  const out: Candidate[] = [];
  const seen = new Set<string>();
  const push = (start: number, end: number, s = score) => {
    const key = `${start}:${end}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ start, end, score: s });
  };
  for (const h of hits) {
    const owners = set.plan.occurrences(text.slice(h, h + set.longest));
    for (const [owner, at] of owners) {
      if (at[0] !== 0) continue;
      const near = text.slice(h, h + MAX_NAME);
      const named = set.named[owner]!.filter((r) => r.name.test(near));
      if (named.length) {
        const isValue = (token: string) => !PLAIN_WORD.test(token) && named.some((r) => r.value.test(token) && accepts(token, r.entropy));
        const span = valueAfter(text, h + set.keywords[owner]!.length, isValue);
        if (span) push(span[0], span[1]);
      }
      for (const rule of set.windows[owner]!) {
        const from = Math.max(0, h - WINDOW_BEFORE);
        const slice = text.slice(from, h + WINDOW_AFTER);
        rule.regex.lastIndex = 0;
        let m: RegExpExecArray | null;
        while ((m = rule.regex.exec(slice)) !== null) {
          if (m[0].length === 0) rule.regex.lastIndex++;
          const span = m.indices?.groups?.value ?? m.indices![0]!;
          const value = slice.slice(span[0], span[1]);
          if (span[1] > span[0] && accepts(value, rule.entropy)) push(from + span[0], from + span[1], windowScore);
        }
      }
    }
  }
  return out;
}

/** Every place a keyword of `set` starts in `text` (when the engine's pass did not look). */
export function keywordPlaces(text: string, set: NamedSet): number[] {
  const all = new Set<number>();
  for (const at of set.plan.occurrences(text).values()) for (const p of at) all.add(p);
  return [...all].sort((a, b) => a - b);
}
