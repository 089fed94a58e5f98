import { NAME_PARTICLES, ORG_CONNECTORS } from './names-cues.js';
import type { CapToken } from './names-tokens.js';
import { cues } from './names-words.js';

/**
 * A run: capitalized tokens joined by single spaces or by the small words that sit inside
 * names ("Court of Appeal", "van der Berg", "Acme, Inc."). Every person, organization and
 * place found from capitalization lies inside one run.
 */
export interface Run {
  /** Indices into the token list. */
  first: number;
  last: number;
}

/** What joins two tokens of a run. */
export type Gap = 'space' | 'particle' | 'connector' | 'comma';

const JOINER = /^[ \u00a0]((?:[\p{Ll}&]+[ \u00a0]){1,2})$/u;

/** How `gap` (the text between two tokens) joins them; undefined when it doesn't. */
export function gapKind(gap: string, next: CapToken): Gap | undefined {
  if (gap.length === 1) return gap === ' ' || gap === '\u00a0' ? 'space' : undefined;
  if (gap.length > 16) return undefined;
  if (gap === ', ' && isLegalSuffix(next)) return 'comma';
  // JOINER's blanks at both ends, tested first: most gaps are punctuation and fail here.
  if (!isBlank(gap.charCodeAt(0)) || !isBlank(gap.charCodeAt(gap.length - 1))) return undefined;
  let kind = joinerMemo.get(gap);
  if (kind === undefined) {
    kind = joinerKind(gap) ?? null;
    if (joinerMemo.size > 10_000) joinerMemo.clear();
    joinerMemo.set(gap, kind);
  }
  return kind ?? undefined;
}

// The same few gaps recur (" of ", " and the ", " is a "): each is parsed once.
const joinerMemo = new Map<string, Gap | null>();

/** The kind of small words that join two tokens: " van der ", " of the ". */
function joinerKind(gap: string): Gap | undefined {
  const m = JOINER.exec(gap);
  if (!m) return undefined;
  const words = m[1]!.trim().split(/[ \u00a0]/);
  if (words.every((w) => NAME_PARTICLES.has(w))) return 'particle';
  if (words.every((w) => ORG_CONNECTORS.has(w))) return 'connector';
  return undefined;
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

/** gapKind of the text from `end` to `next`, without slicing the common single space. */
function gapAt(text: string, end: number, next: CapToken): Gap | undefined {
  const length = next.start - end;
  if (length === 1) {
    const c = text.charCodeAt(end);
    return c === 32 || c === 0xa0 ? 'space' : undefined;
  }
  if (length > 16 || length < 1) return undefined;
  return gapKind(text.slice(end, next.start), next);
}

export function buildRuns(text: string, tokens: readonly CapToken[], gaps: (Gap | undefined)[]): Run[] {
  const runs: Run[] = [];
  let first = 0;
  for (let i = 0; i < tokens.length; i++) {
    const next = tokens[i + 1];
    const kind = next ? gapAt(text, tokens[i]!.end, next) : undefined;
    gaps[i] = kind;
    if (!kind) {
      runs.push({ first, last: i });
      first = i + 1;
    }
  }
  return runs;
}
