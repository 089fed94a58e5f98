import type { Finding } from '../../engine/types.js';
import type { HintedText } from './cells.js';
import { jsonStrings, replaceJsonStrings, type JsonString } from './json-strings.js';

/**
 * JSON texts held in JSON strings: a HAR export's request and response bodies
 * (`"text": "{\"street\":\"…\"}"`), a log record's serialized payload, a queue message's body.
 * Read as prose, such a string hides its keys' hints and runs its values together; opened, its
 * strings are redacted as the outer document's are, each with its own key as the hint.
 */

/** Strings inside strings inside strings…: deeper ones are read as text. */
const MAX_DEPTH = 8;

/** A string to analyze: a token of the file, or of a JSON text held in one (`parent`). */
export interface Leaf {
  s: JsonString;
  /** The nested text this token is in; undefined for a token of the file itself. */
  parent?: Nested;
}

/** A string token whose value is a JSON object or array, opened. */
interface Nested {
  s: JsonString;
  parent?: Nested;
  /** Its tokens: a leaf or a nested text each. */
  tokens: (Leaf | Nested)[];
}

/** The tokens of a file (or a line), with those that hold a JSON object or array opened. */
export type Tree = (Leaf | Nested)[];

/** Opens the strings that hold JSON texts; `leaves` gets every token to analyze, in the order of the text. */
export function openStrings(strings: readonly JsonString[], leaves: Leaf[], parent?: Nested, depth = 0): Tree {
  return strings.map((s) => {
    if (depth >= MAX_DEPTH || s.number || !isJsonText(s.value)) {
      const leaf: Leaf = parent ? { s, parent } : { s };
      leaves.push(leaf);
      return leaf;
    }
    const nested: Nested = parent ? { s, parent, tokens: [] } : { s, tokens: [] };
    nested.tokens = openStrings(jsonStrings(s.value, 0, [], s.hint), leaves, nested, depth + 1);
    return nested;
  });
}

/**
 * The replacements of a tree's tokens (undefined: unchanged), given each leaf's. A nested text
 * is rewritten token by token, the rest of it byte for byte (compact stays compact), and
 * unchanged when none of its tokens is.
 */
export function treeReplacements(tree: Tree, replaced: ReadonlyMap<Leaf, string>): (string | undefined)[] {
  return tree.map((t) => {
    if (!('tokens' in t)) return replaced.get(t);
    const inner = treeReplacements(t.tokens, replaced);
    if (inner.every((r) => r === undefined)) return undefined;
    const text = replaceJsonStrings(t.s.value, t.tokens.map((x) => x.s), inner);
    return text === t.s.value ? undefined : text;
  });
}

/**
 * The findings of each nested text read as prose (`analyze(text, hint)`, as the text was read
 * before it was opened), given to the leaf whose value holds them, where that leaf's own
 * findings (`own`) don't overlap them: what a detector finds only with the key beside the value
 * (`"customerNo":"K-20884127"`) stays found. Added to `own` in place, each list in order of start.
 */
export function addProseFindings(tree: Tree, own: Map<Leaf, Finding[]>, analyze: (items: readonly HintedText[]) => (readonly Finding[])[]): void {
  const nested: Nested[] = [];
  const collect = (t: Tree) => {
    for (const x of t) {
      if (!('tokens' in x)) continue;
      nested.push(x);
      collect(x.tokens);
    }
  };
  collect(tree);
  if (nested.length === 0) return;
  // All in one batch: the texts under one key share an engine call.
  const found = analyze(nested.map((t) => ({ text: t.s.value, hint: t.s.hint })));
  nested.forEach((t, n) => {
    const leaves = t.tokens.filter((x): x is Leaf => !('tokens' in x));
    let k = 0;
    for (const f of found[n]!) {
      while (k < leaves.length && leaves[k]!.s.end <= f.start) k++;
      const leaf = leaves[k];
      if (!leaf) break;
      const q = leaf.s.number ? 0 : 1;
      if (f.start < leaf.s.start + q || f.end > leaf.s.end - q) continue;
      const start = decodedOffset(t.s.value, leaf.s, f.start);
      const end = decodedOffset(t.s.value, leaf.s, f.end);
      const list = own.get(leaf) ?? [];
      if (end <= start || list.some((g) => g.start < end && start < g.end)) continue;
      list.push({ ...f, start, end });
      list.sort((a, b) => a.start - b.start);
      own.set(leaf, list);
    }
  });
}

/**
 * Where a leaf's [start, end) lies in the value of the file's own token that holds it (the
 * leaf's own value for a token of the file): through the quotes and escapes of every level.
 */
export function topSpan(leaf: Leaf, start: number, end: number): { top: JsonString; start: number; end: number } {
  let s = leaf.s;
  let at: Nested | undefined = leaf.parent;
  while (at) {
    const raw = at.s.value;
    start = rawOffset(raw, s, start);
    end = rawOffset(raw, s, end);
    s = at.s;
    at = at.parent;
  }
  return { top: s, start, end };
}

/** Offset `d` of token `s`'s value, as an offset into `raw`, the JSON text `s` is a token of. */
function rawOffset(raw: string, s: JsonString, d: number): number {
  if (s.number) return s.start + d;
  let r = s.start + 1;
  for (let k = 0; k < d; k++) r += raw.charCodeAt(r) !== 0x5c ? 1 : raw.charCodeAt(r + 1) === 0x75 ? 6 : 2;
  return r;
}

/** The offset into token `s`'s value of `raw`'s offset `r` (the end of an escape at most). */
function decodedOffset(raw: string, s: JsonString, r: number): number {
  if (s.number) return r - s.start;
  let d = 0;
  for (let at = s.start + 1; at < r; d++) at += raw.charCodeAt(at) !== 0x5c ? 1 : raw.charCodeAt(at + 1) === 0x75 ? 6 : 2;
  return d;
}

/** Whether a string's value is a JSON object or array (`{` or `[` after blanks, and it parses). */
export function isJsonText(value: string): boolean {
  let i = 0;
  while (i < value.length && isBlank(value.charCodeAt(i))) i++;
  const c = value.charCodeAt(i);
  if (c !== 0x7b && c !== 0x5b) return false;
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}

const isBlank = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
