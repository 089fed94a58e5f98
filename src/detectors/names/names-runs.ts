import { BoundedMemo } from '../lib/bounded-memo.js';
import { NAME_PARTICLES, ORG_CONNECTORS } from './names-cues.js';
import type { CapToken } from './names-tokens.js';
import { cues } from './names-words.js';
import { WordsInPlace } from './names-in-place.js';

/**
 * Runs: capitalized tokens joined by single spaces or by the small words that sit inside
 * names ("Court of Appeal", "van der Berg", "Acme, Inc."). Every person, organization and
 * place found from capitalization lies inside one run. Run r is tokens first[r]..last[r]
 * (typed arrays: a text has thousands of runs).
 */
export interface Runs {
  count: number;
  first: Int32Array;
  last: Int32Array;
}

/** What joins a token to the next one of its run; None ends the run. */
export const Gap = { None: 0, Space: 1, Particle: 2, Connector: 3, Comma: 4, Possessive: 5 } as const;
export type Gap = (typeof Gap)[keyof typeof Gap];

const JOINER = /^[ \u00a0]((?:[\p{Ll}&]+[ \u00a0]){1,2})$/u;

/** How the text from `end` to `next` joins the two tokens. */
function gapAt(text: string, end: number, next: CapToken): Gap {
  const length = next.start - end;
  const c = text.charCodeAt(end);
  if (length === 1) return isBlank(c) && !isIAm(text, end) ? Gap.Space : Gap.None;
  if (length > 16 || length < 1) return Gap.None;
  if (length === 2 && c === 44 && text.charCodeAt(end + 1) === 32) return isLegalSuffix(next) ? Gap.Comma : Gap.None;
  // "St. Mary's Hospital", "Children's Hospital": only an institution's name reads through it.
  if (length === 3 && (c === 39 || c === 0x2019) && text.charCodeAt(end + 1) === 115 && isBlank(text.charCodeAt(end + 2))) return Gap.Possessive;
  // JOINER's blanks at both ends, tested first: most gaps are punctuation and fail here.
  if (!isBlank(c) || !isBlank(text.charCodeAt(next.start - 1))) return Gap.None;
  const kind = asciiJoinerKind(text, end, next.start);
  return kind !== NOT_ASCII ? kind : joinerKinds.get(text.slice(end, next.start), joinerKind);
}

/**
 * Whether the token ending at `end` is "I'm" (or "I’m"): a self-introduction's verb, never the
 * first word of a name ("Hi, I'm Alejandro": the name is "Alejandro").
 */
function isIAm(text: string, end: number): boolean {
  if (text.charCodeAt(end - 1) !== 109 || end < 3) return false;
  const q = text.charCodeAt(end - 2);
  return (q === 39 || q === 0x2019) && text.charCodeAt(end - 3) === 73 && (end === 3 || !isWordCode(text.charCodeAt(end - 4)));
}

const isWordCode = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c >= 128;

const NOT_ASCII = -1;

/**
 * joinerKind of text[end, next) read in place when its words are ASCII (NOT_ASCII otherwise):
 * one blank, then one or two words of small letters or "&", each followed by one blank.
 */
function asciiJoinerKind(text: string, end: number, next: number): Gap | typeof NOT_ASCII {
  let particle = true;
  let connector = true;
  let p = end + 1;
  for (let words = 0; p < next; words++) {
    if (words === 2) return Gap.None;
    let e = p;
    for (; e < next; e++) {
      const c = text.charCodeAt(e);
      if ((c >= 97 && c <= 122) || c === 38) continue;
      if (isBlank(c)) break;
      return c >= 128 ? NOT_ASCII : Gap.None;
    }
    if (e === p || e === next) return Gap.None;
    if (particle && !PARTICLES.has(text, p, e)) particle = false;
    if (connector && !CONNECTORS.has(text, p, e)) connector = false;
    p = e + 1;
  }
  return particle ? Gap.Particle : connector ? Gap.Connector : Gap.None;
}

const PARTICLES = new WordsInPlace(NAME_PARTICLES);
const CONNECTORS = new WordsInPlace(ORG_CONNECTORS);

// The same few gaps recur (" of ", " and the ", " is a "): each is parsed once.
const joinerKinds = new BoundedMemo<string, Gap>(10_000);

/** The kind of small words that join two tokens: " van der ", " of the ". */
function joinerKind(gap: string): Gap {
  const m = JOINER.exec(gap);
  if (!m) return Gap.None;
  const words = m[1]!.trim().split(/[ \u00a0]/);
  if (words.every((w) => NAME_PARTICLES.has(w))) return Gap.Particle;
  if (words.every((w) => ORG_CONNECTORS.has(w))) return Gap.Connector;
  return Gap.None;
}

function isBlank(c: number): boolean {
  return c === 32 || c === 0xa0;
}

/** "Inc.", "GmbH", "S.A.", "plc": the legal form that ends a company's name. */
export function isLegalSuffix(t: CapToken): boolean {
  const c = cues(t);
  if (!c.legalSuffix) return false;
  // Two-letter forms are only legal forms in capitals or dotted ("AG", "S.A."), not "As", "Ad".
  if (c.shortLegalSuffix && !t.allCaps && !t.initial && !/^(?:Inc|Ltd|Co|plc|Plc|Oy|Pty|Pte|Bhd|Sdn|Kft|Zrt)$/.test(t.word)) return false;
  return true;
}

/**
 * Runs made by a constructor, not an object literal: V8 makes an object literal's boilerplate
 * on its second run with its computed fields uninitialized, which widens the fields' recorded
 * type (an Int32Array) to any and throws away the optimized code of every phase that read them
 * (the second call of a text's analysis recompiled ~20 phases).
 */
class TokenRuns implements Runs {
  count = 0;
  readonly first: Int32Array;
  readonly last: Int32Array;

  constructor(tokens: number) {
    this.first = new Int32Array(tokens);
    this.last = new Int32Array(tokens);
  }
}

/** Fills `gaps` (one per token) and returns the runs they delimit. */
export function buildRuns(text: string, tokens: readonly CapToken[], gaps: Uint8Array): Runs {
  const runs = new TokenRuns(tokens.length);
  let first = 0;
  for (let i = 0; i < tokens.length; i++) {
    const kind = i + 1 < tokens.length ? gapAt(text, tokens[i]!.end, tokens[i + 1]!) : Gap.None;
    gaps[i] = kind;
    if (kind === Gap.None) {
      runs.first[runs.count] = first;
      runs.last[runs.count++] = i;
      first = i + 1;
    }
  }
  return runs;
}
