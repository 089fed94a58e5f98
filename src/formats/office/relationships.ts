import type { Redactor } from '../../engine/redactor.js';
import type { ZipEntry } from '../zip.js';
import type { Counts } from './pieces.js';
import { decodeXml, parseXml } from './xml.js';

/** What every part-level redaction step is given. */
export interface PartContext {
  redactor: Redactor;
  counts: Counts;
  displayName: string;
  /** Things the user must know (no detected values). */
  warnings: string[];
  /** OCR languages for the package's pictures; undefined: OCR is off. */
  ocrLang?: string;
  /** Where this package sits in the file ("word/embeddings/a.docx!/"), for warnings; "" at the top. */
  partPrefix?: string;
  /** A document's first pass: only what the redactor is shown counts (FormatContext.discardOutput). */
  discardOutput?: boolean;
  /** What a document's first pass leaves for its second (FormatContext.carry). */
  carry?: Map<string, unknown>;
}

/**
 * A format's own processing of some parts: returns every part it took, by name, with its new
 * text, or undefined when it left that part unchanged.
 */
export type PartsHandler = (
  parts: ReadonlyMap<string, ZipEntry>,
  main: string,
  ctx: PartContext,
) => Map<string, string | undefined>;

/** Resolves a relationship target against the folder of the part that owns the relationship. */
export function partName(target: string, baseDir: string): string {
  const joined = target.startsWith('/') ? target.slice(1) : baseDir + target;
  const out: string[] = [];
  for (const seg of joined.split('/')) {
    if (seg === '..') out.pop();
    else if (seg !== '.' && seg !== '') out.push(seg);
  }
  return out.join('/');
}

export interface Relationship {
  type: string;
  target: string;
}

/** A part's internal relationships ([ECMA-376] Part 2 §9.3); external targets are left out. */
export function relationships(parts: ReadonlyMap<string, ZipEntry>, relsName: string, displayName: string): Relationship[] {
  const entry = parts.get(relsName);
  if (!entry) return [];
  const doc = parseXml(decodeXml(entry.data), displayName, relsName);
  const rels = doc.getElementsByTagName('Relationship');
  const out: Relationship[] = [];
  for (let i = 0; i < rels.length; i++) {
    const r = rels.item(i)!;
    if (r.getAttribute('TargetMode') === 'External') continue;
    out.push({ type: r.getAttribute('Type') ?? '', target: r.getAttribute('Target') ?? '' });
  }
  return out;
}
