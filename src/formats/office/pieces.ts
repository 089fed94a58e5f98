import type { EntityName } from '../../entities.js';
import type { Redactor } from '../../engine/redactor.js';
import type { Finding } from '../../engine/types.js';

/**
 * Text that Office splits over several nodes (Word runs, Excel rich-text runs): detection runs on
 * the joined text, then each finding is cut out of the pieces it covers, its replacement written
 * into the first editable piece. Separators (a tab, a break, a field boundary) take part in
 * detection but can't be edited.
 */
export interface Piece {
  text: string;
  editable: boolean;
}

export type Counts = Partial<Record<EntityName, number>>;

export interface PieceRedaction {
  /** New text for each piece (separators unchanged). */
  texts: string[];
  findings: Finding[];
}

/**
 * `seen` marks pieces an earlier pass already analyzed (Word's current and original texts share
 * their unchanged runs): findings lying wholly in such pieces are skipped, so a `fake`
 * replacement is never redacted twice.
 */
export function redactPieces(
  pieces: readonly Piece[],
  redactor: Redactor,
  hint = '',
  seen?: readonly boolean[],
): PieceRedaction | undefined {
  if (pieces.length === 1 && !seen && pieces[0]!.editable) return redactOne(pieces[0]!.text, redactor, hint);
  const joined = pieces.map((p) => p.text).join('');
  if (joined.trim() === '') return undefined;
  const starts: number[] = [];
  let offset = 0;
  for (const p of pieces) {
    starts.push(offset);
    offset += p.text.length;
  }
  const pieceRange = (i: number) => [starts[i] ?? 0, (starts[i] ?? 0) + (pieces[i]?.text.length ?? 0)] as const;
  const overlaps = (f: Finding, i: number) => {
    const [s, e] = pieceRange(i);
    return f.start < e && f.end > s;
  };
  const findings = redactor.analyze(joined, hint).filter((f) => {
    if (!seen) return true;
    return pieces.some((_, i) => overlaps(f, i) && !seen[i]);
  });
  // A finding that touches no editable piece (e.g. only a tab) can't be cut.
  const owner = new Map<Finding, number>();
  const cut = findings.filter((f) => {
    const i = pieces.findIndex((p, k) => p.editable && overlaps(f, k));
    if (i < 0) return false;
    owner.set(f, i);
    return true;
  });
  if (cut.length === 0) return undefined;
  const texts = pieces.map((p, i) => {
    if (!p.editable) return p.text;
    const [s, e] = pieceRange(i);
    let out = '';
    let pos = s;
    for (const f of cut) {
      if (!overlaps(f, i)) continue;
      out += joined.slice(pos, Math.max(f.start, s));
      if (owner.get(f) === i) out += redactor.replacement(joined.slice(f.start, f.end), f.entity);
      pos = Math.min(f.end, e);
    }
    return out + joined.slice(pos, e);
  });
  return { texts, findings: cut };
}

/** Redacts one standalone string (an attribute, a property); undefined when nothing was found. */
export function redactString(text: string, redactor: Redactor, hint = ''): PieceRedaction | undefined {
  return redactOne(text, redactor, hint);
}

/**
 * redactPieces for one editable piece, without its per-piece lists and maps: a workbook's
 * second pass writes a few hundred thousand cells, nearly all of them one piece. The same
 * analyze and replacement calls in the same order, the same texts and findings.
 */
function redactOne(text: string, redactor: Redactor, hint: string): PieceRedaction | undefined {
  if (text.trim() === '') return undefined;
  const findings = redactor.analyze(text, hint);
  // A finding that touches the piece is cut (an empty one, or one past its end, is not).
  const cut: Finding[] = [];
  for (const f of findings) if (f.start < text.length && f.end > 0) cut.push(f);
  if (cut.length === 0) return undefined;
  let out = '';
  let pos = 0;
  for (const f of cut) {
    out += text.slice(pos, Math.max(f.start, 0)) + redactor.replacement(text.slice(f.start, f.end), f.entity);
    pos = Math.min(f.end, text.length);
  }
  return { texts: [out + text.slice(pos)], findings: cut };
}

export function addCounts(into: Counts, findings: readonly Finding[]): void {
  for (const f of findings) into[f.entity] = (into[f.entity] ?? 0) + 1;
}
