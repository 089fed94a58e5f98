import type { Finding } from '../../engine/types.js';
import type { ZipEntry } from '../zip.js';
import { identifierSpans } from './identifiers.js';
import { codeIdentifiers, literalsAndComments, readVbaTexts, UnreadableVba } from './ovba.js';
import { addCounts } from './pieces.js';
import { partName, type PartContext } from './relationships.js';
import { decodeXml, encodeXml, parseXml, serializeXml } from './xml.js';

/**
 * Macros: a `.docm` or `.xlsm` keeps its VBA project in `vbaProject.bin`, an OLE compound file
 * whose modules hold their source compressed ([MS-OVBA]), readable once decompressed: a macro
 * recorded "by Rosalind Okafor", an address in a `MsgBox`, a path under a user's folder, a
 * procedure or a variable named for a person (`Sub MailOkafor`, `rachel_okafor`). The project's
 * texts (ovba.ts) are analyzed like any other part, its code's identifiers as identifiers are
 * (identifiers.ts). Code can't be redacted in place
 * (the compiled p-code beside the source, the project's signature and its password hash would
 * no longer match), so a project with a finding, or one that can't be read, is removed whole:
 * the part, the parts only it reaches (Word's `vbaData.xml`, the signatures), their
 * relationships and content-type overrides, with a warning. A project with no finding stays byte
 * for byte. The file keeps its macro-enabled type: Word and Excel open a `.docm`/`.xlsm` without
 * a project as one with no macros.
 */

const VBA_REL = /\/vbaProject$/;

/** Analyzes every VBA project of the package; removes those with a finding or that can't be read. */
export function removeMacros(parts: Map<string, ZipEntry>, edited: Map<string, string>, ctx: PartContext): string[] {
  const text = (name: string) => edited.get(name) ?? decodeXml(parts.get(name)!.data);
  const projects = new Set<string>();
  for (const name of parts.keys()) {
    if (/(^|\/)vbaProject\.bin$/i.test(name)) projects.add(name);
    if (!isRels(name)) continue;
    const base = baseDirOf(name);
    for (const m of text(name).matchAll(/<Relationship\b[^>]*>/g)) {
      const type = /\sType="([^"]*)"/.exec(m[0])?.[1] ?? '';
      const target = /\sTarget="([^"]*)"/.exec(m[0])?.[1] ?? '';
      if (VBA_REL.test(type) && !/\sTargetMode="External"/.test(m[0])) projects.add(partName(target, base));
    }
  }
  const warnings: string[] = [];
  const at = ctx.partPrefix ?? '';
  for (const name of projects) {
    const entry = parts.get(name);
    if (!entry) continue;
    const why = verdict(entry.data, ctx);
    if (why === undefined) continue;
    removeWithItsParts(parts, edited, name, ctx);
    warnings.push(`macros ${at}${name} were removed (${why})`);
  }
  return warnings;
}

/** Why the project must go, or undefined when it holds nothing found. */
function verdict(data: Buffer, ctx: PartContext): string | undefined {
  let texts;
  try {
    texts = readVbaTexts(data);
  } catch (e) {
    if (e instanceof UnreadableVba) return `the VBA project could not be read: ${e.message}`;
    throw e;
  }
  const findings: Finding[] = [];
  for (const t of [...texts.modules.map((m) => literalsAndComments(m.source)), ...texts.others]) if (t.trim()) findings.push(...ctx.redactor.analyze(t, ''));
  // The code's own names, read as a sheet's or a bookmark's are: `Sub Mail_Rachel_Okafor`, `Dim rokaforRow`.
  for (const m of texts.modules) for (const id of codeIdentifiers(m.source)) for (const s of identifierSpans(id, ctx.redactor, '')) findings.push(s.f);
  if (!findings.length) return undefined;
  addCounts(ctx.counts, findings);
  return `their code holds ${findings.length} finding(s); code is not redacted in place`;
}

function isRels(name: string): boolean {
  return /(^|\/)_rels\/[^/]*\.rels$/.test(name);
}

function relsOf(name: string): string {
  const slash = name.lastIndexOf('/');
  return `${name.slice(0, slash + 1)}_rels/${name.slice(slash + 1)}.rels`;
}

/** The folder that the targets of a .rels part are relative to (that of its source part). */
function baseDirOf(relsName: string): string {
  const source = relsName.replace(/(^|\/)_rels\/([^/]*)\.rels$/, '$1$2');
  return source.slice(0, source.lastIndexOf('/') + 1);
}

/**
 * Removes `name`, its relationships part and the parts only they reach, then every relationship
 * to a removed part and every content-type override naming one.
 */
function removeWithItsParts(parts: Map<string, ZipEntry>, edited: Map<string, string>, name: string, ctx: PartContext): void {
  const text = (part: string) => edited.get(part) ?? decodeXml(parts.get(part)!.data);
  const setText = (part: string, xml: string) => {
    edited.delete(part);
    const entry = parts.get(part)!;
    parts.set(part, { ...entry, data: encodeXml(xml, entry.data) });
  };
  const removed = new Set<string>();
  const queue = [name];
  while (queue.length) {
    const part = queue.pop()!;
    if (removed.has(part) || !parts.has(part)) continue;
    removed.add(part);
    const rels = relsOf(part);
    if (!parts.has(rels)) continue;
    removed.add(rels);
    const doc = parseXml(text(rels), ctx.displayName, rels);
    const list = doc.getElementsByTagName('Relationship');
    for (let i = 0; i < list.length; i++) {
      const r = list.item(i)!;
      if (r.getAttribute('TargetMode') !== 'External') queue.push(partName(r.getAttribute('Target') ?? '', baseDirOf(rels)));
    }
  }
  // A part that something else reaches too stays (nothing in Office shares them; a hand-made package might).
  for (const part of parts.keys()) {
    if (removed.has(part) || !isRels(part)) continue;
    const doc = parseXml(text(part), ctx.displayName, part);
    const list = doc.getElementsByTagName('Relationship');
    let changed = false;
    for (let i = list.length - 1; i >= 0; i--) {
      const r = list.item(i)!;
      if (r.getAttribute('TargetMode') === 'External') continue;
      const target = partName(r.getAttribute('Target') ?? '', baseDirOf(part));
      if (target === name) {
        r.parentNode!.removeChild(r);
        changed = true;
      } else if (removed.has(target)) {
        removed.delete(target);
        removed.delete(relsOf(target));
      }
    }
    if (changed) setText(part, serializeXml(doc));
  }
  for (const part of removed) {
    parts.delete(part);
    edited.delete(part);
  }
  const types = parseXml(text('[Content_Types].xml'), ctx.displayName, '[Content_Types].xml');
  const overrides = types.getElementsByTagName('Override');
  let changed = false;
  for (let i = overrides.length - 1; i >= 0; i--) {
    const o = overrides.item(i)!;
    if (removed.has(partName(o.getAttribute('PartName') ?? '', ''))) {
      o.parentNode!.removeChild(o);
      changed = true;
    }
  }
  if (changed) setText('[Content_Types].xml', serializeXml(types));
}
