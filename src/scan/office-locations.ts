import { unescapeXml } from '../formats/office/xml.js';
import type { Limits } from '../formats/types.js';
import { readZipFile } from '../formats/zip.js';
import type { Location } from './types.js';

/**
 * Where a value found in a Word or Excel package sits: the handler finds values deep inside its
 * passes over the parts, so the scan looks each found value up afterwards in the parts' text
 * (tags removed, entities decoded; attributes for authors and properties): the first part
 * holding it, and for a spreadsheet the first cell showing it (shared string or inline), with
 * its sheet's name. A value in no part as such (split by a structure the lookup does not
 * join, or inside an embedded package) gets the file alone.
 */
export async function officeLocator(file: string, display: string, limits: Limits): Promise<(value: string) => Location> {
  const parts = (await readZipFile(file, display, limits))
    .filter((e) => /\.(xml|rels|vml)$/i.test(e.name))
    .map((e) => {
      const xml = e.data.toString('utf8');
      return { name: e.name, xml, text: unescapeXml(xml.replace(/<[^>]*>/g, '')), all: unescapeXml(xml) };
    });
  const cells = spreadsheetCells(parts);
  return (value) => {
    const cell = cells.find((c) => c.text.includes(value));
    if (cell) return { part: cell.part, sheet: cell.sheet, cell: cell.ref };
    const part = parts.find((p) => p.text.includes(value)) ?? parts.find((p) => p.all.includes(value));
    return part ? { part: part.name } : {};
  };
}

interface Cell {
  part: string;
  sheet: string;
  ref: string;
  text: string;
}

const attrs = (tag: string) => Object.fromEntries([...tag.matchAll(/([\w:]+)="([^"]*)"/g)].map((m) => [m[1]!, unescapeXml(m[2]!)]));

/** Every cell of every worksheet with the text it shows (shared strings resolved), in sheet order. */
function spreadsheetCells(parts: readonly { name: string; xml: string }[]): Cell[] {
  const byName = new Map(parts.map((p) => [p.name, p.xml]));
  const workbook = byName.get('xl/workbook.xml');
  if (!workbook) return [];
  const rels = new Map(
    [...(byName.get('xl/_rels/workbook.xml.rels') ?? '').matchAll(/<Relationship\b[^>]*>/g)].map((m) => {
      const a = attrs(m[0]);
      return [a.Id ?? '', a.Target?.startsWith('/') ? a.Target.slice(1) : `xl/${a.Target ?? ''}`];
    }),
  );
  const shared = [...(byName.get('xl/sharedStrings.xml') ?? '').matchAll(/<si\b[^>]*>([\s\S]*?)<\/si>/g)].map((m) => unescapeXml(m[1]!.replace(/<[^>]*>/g, '')));
  const cells: Cell[] = [];
  for (const m of workbook.matchAll(/<sheet\b[^>]*>/g)) {
    const a = attrs(m[0]);
    const part = rels.get(a['r:id'] ?? '');
    const xml = part ? byName.get(part) : undefined;
    if (!part || !xml) continue;
    for (const c of xml.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const ca = attrs(c[1]!);
      const body = c[2] ?? '';
      const v = /<v>([^<]*)<\/v>/.exec(body)?.[1];
      const text = ca.t === 's' ? (shared[Number(v)] ?? '') : ca.t === 'inlineStr' ? unescapeXml(body.replace(/<[^>]*>/g, '')) : unescapeXml(v ?? '');
      if (text) cells.push({ part, sheet: a.name ?? part, ref: ca.r ?? '', text });
    }
  }
  return cells;
}
