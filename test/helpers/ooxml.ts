import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { inflateRawSync, inflateSync, gunzipSync } from 'node:zlib';
import { DOMParser, type Document, type Element } from '@xmldom/xmldom';
import JSZip from 'jszip';
import { tempDir } from './office.js';

/**
 * Office packages built part by part in a test, and checked after redaction with tools that
 * share no code with the handlers: Info-ZIP's `unzip` to extract every part (and every package
 * inside one), a grep over every part's bytes in UTF-8 and UTF-16 (also inside any zlib, raw
 * deflate or gzip stream a binary part may hold), and a check that the package still holds
 * together (every r:id resolves, every content-type override and internal target exists).
 */

export type Parts = Record<string, string | Buffer>;

export const XML_DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n';
export const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
export const PKG_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
export const CT = 'http://schemas.openxmlformats.org/package/2006/content-types';

export function rels(list: [id: string, type: string, target: string, external?: boolean][]): string {
  const items = list.map(([id, type, target, external]) => `<Relationship Id="${id}" Type="${type.includes('/') ? type : `${REL}/${type}`}" Target="${target}"${external ? ' TargetMode="External"' : ''}/>`);
  return `${XML_DECL}<Relationships xmlns="${PKG_RELS}">${items.join('')}</Relationships>`;
}

export function contentTypes(defaults: Record<string, string>, overrides: Record<string, string>): string {
  const d = Object.entries({ rels: 'application/vnd.openxmlformats-package.relationships+xml', xml: 'application/xml', ...defaults }).map(
    ([ext, type]) => `<Default Extension="${ext}" ContentType="${type}"/>`,
  );
  const o = Object.entries(overrides).map(([part, type]) => `<Override PartName="/${part}" ContentType="${type}"/>`);
  return `${XML_DECL}<Types xmlns="${CT}">${d.join('')}${o.join('')}</Types>`;
}

export async function zipParts(parts: Parts): Promise<Buffer> {
  const zip = new JSZip();
  const date = new Date(Date.UTC(2026, 0, 1));
  for (const [name, data] of Object.entries(parts)) zip.file(name, data, { date });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

export async function writePackage(name: string, parts: Parts): Promise<string> {
  const file = join(await tempDir(), name);
  writeFileSync(file, await zipParts(parts));
  return file;
}

const ZIP = Buffer.from('PK\x03\x04', 'latin1');

/** Extracts `file` with `unzip` into a fresh folder, and every zip inside it into `<part>!/`. */
export async function extractAll(file: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  const walk = async (zipFile: string, prefix: string) => {
    const dir = join(await tempDir(), 'x');
    mkdirSync(dir);
    execFileSync('unzip', ['-qq', '-o', zipFile, '-d', dir]);
    const files = (d: string): string[] => readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? files(join(d, n)) : [join(d, n)]));
    for (const f of files(dir)) {
      const name = prefix + relative(dir, f);
      const data = readFileSync(f);
      out.set(name, data);
      if (data.subarray(0, 4).equals(ZIP)) await walk(f, `${name}!/`);
    }
  };
  await walk(file, '');
  return out;
}

/** Every stream a binary part may hide compressed: zlib (0x78 …), raw deflate after a gzip header. */
function inflatedStreams(data: Buffer): Buffer[] {
  const found: Buffer[] = [];
  for (let i = 0; i < data.length - 2; i++) {
    if (data[i] === 0x78 && [0x01, 0x5e, 0x9c, 0xda].includes(data[i + 1]!)) {
      try {
        found.push(inflateSync(data.subarray(i)));
      } catch {
        /* not a stream */
      }
    } else if (data[i] === 0x1f && data[i + 1] === 0x8b) {
      try {
        found.push(gunzipSync(data.subarray(i)));
      } catch {
        /* not a stream */
      }
    }
  }
  if (!/^\s*</.test(data.subarray(0, 64).toString('latin1'))) {
    try {
      found.push(inflateRawSync(data));
    } catch {
      /* not raw deflate */
    }
  }
  return found;
}

/** The forms a value may take inside a part: as is, XML-escaped, URL-encoded, as an identifier. */
function forms(value: string): string[] {
  const xml = value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return [...new Set([value, xml, xml.replace(/'/g, '&apos;'), encodeURIComponent(value), encodeURI(value), value.replace(/ /g, '_'), value.replace(/ /g, '')])].map((f) => f.toLowerCase());
}

/** "part: value" for every value found (case-insensitively, in any form, any encoding) in any part. */
export function grepParts(parts: ReadonlyMap<string, Buffer>, values: readonly string[]): string[] {
  const found: string[] = [];
  for (const [name, data] of parts) {
    const blobs = [data, ...inflatedStreams(data)];
    const texts = blobs.flatMap((b) => [b.toString('latin1'), b.toString('utf16le'), b.subarray(1).toString('utf16le')]).map((t) => t.toLowerCase());
    for (const value of values) if (forms(value).some((f) => texts.some((t) => t.includes(f)))) found.push(`${name}: ${value}`);
  }
  return found;
}

/** `grep -c` of the whole output as `unzip -p` streams it: a second, simpler reading. */
export function unzipPipeHas(file: string, value: string): boolean {
  const all = execFileSync('unzip', ['-p', file], { maxBuffer: 64 * 1024 * 1024 });
  const lower = value.toLowerCase();
  return all.toString('latin1').toLowerCase().includes(lower) || all.toString('utf16le').toLowerCase().includes(lower);
}

function parse(xml: string, part: string, problems: string[]): Document | undefined {
  let failed = false;
  const doc = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') {
        failed = true;
        problems.push(`${part}: not well-formed (${message.split('\n')[0]})`);
      }
    },
  }).parseFromString(xml.replace(/^\uFEFF/, ''), 'text/xml');
  return failed ? undefined : doc;
}

function resolve(target: string, baseDir: string): string {
  const out: string[] = [];
  for (const seg of (target.startsWith('/') ? target.slice(1) : baseDir + target).split('/')) {
    if (seg === '..') out.pop();
    else if (seg !== '.' && seg !== '') out.push(seg);
  }
  return out.join('/');
}

/**
 * What would make Word or Excel refuse or repair the package, at the top level and in every
 * package inside it: XML that is not well-formed, a relationship whose internal target is
 * missing, an r:id (any attribute in the relationships namespace) with no relationship of that
 * Id in its part's .rels, a content-type override for a missing part, a part no content type
 * covers. Returns the problems found (none: []).
 */
export function packageProblems(parts: ReadonlyMap<string, Buffer>): string[] {
  const problems: string[] = [];
  const packages = new Set(['']);
  for (const name of parts.keys()) {
    const i = name.lastIndexOf('!/');
    if (i >= 0) packages.add(name.slice(0, i + 2));
  }
  for (const prefix of packages) {
    const own = new Map([...parts].filter(([n]) => n.startsWith(prefix) && !n.slice(prefix.length).includes('!/')).map(([n, d]) => [n.slice(prefix.length), d]));
    problems.push(...ownProblems(own).map((p) => prefix + p));
  }
  return problems;
}

function ownProblems(parts: ReadonlyMap<string, Buffer>): string[] {
  const problems: string[] = [];
  const docs = new Map<string, Document>();
  for (const [name, data] of parts) {
    if (!/\.(xml|rels)$/i.test(name)) continue;
    const text = data[0] === 0xff && data[1] === 0xfe ? data.subarray(2).toString('utf16le') : data.toString('utf8');
    const doc = parse(text, name, problems);
    if (doc) docs.set(name, doc);
  }
  const types = docs.get('[Content_Types].xml');
  if (!types) return [...problems, '[Content_Types].xml: missing'];
  const defaults = new Set<string>();
  const overrides = new Set<string>();
  const els = (doc: Document, tag: string): Element[] => [...(doc.getElementsByTagName(tag) as unknown as Iterable<Element>)];
  for (const d of els(types, 'Default')) defaults.add((d.getAttribute('Extension') ?? '').toLowerCase());
  for (const o of els(types, 'Override')) {
    const part = resolve(o.getAttribute('PartName') ?? '', '');
    overrides.add(part);
    if (!parts.has(part)) problems.push(`[Content_Types].xml: override for missing part ${part}`);
  }
  for (const name of parts.keys()) {
    if (name === '[Content_Types].xml' || name.endsWith('/')) continue;
    if (!overrides.has(name) && !defaults.has(name.slice(name.lastIndexOf('.') + 1).toLowerCase())) problems.push(`${name}: no content type`);
  }
  for (const [relsName, doc] of docs) {
    if (!relsName.endsWith('.rels')) continue;
    const source = relsName.replace(/(^|\/)_rels\/([^/]*)\.rels$/, '$1$2');
    const baseDir = source.slice(0, source.lastIndexOf('/') + 1);
    const ids = new Set<string>();
    for (const r of els(doc, 'Relationship')) {
      ids.add(r.getAttribute('Id') ?? '');
      if (r.getAttribute('TargetMode') === 'External') continue;
      const target = resolve(r.getAttribute('Target') ?? '', baseDir);
      if (!parts.has(target)) problems.push(`${relsName}: ${r.getAttribute('Id')} targets missing part ${target}`);
    }
    if (/\.vml$/i.test(source) && parts.has(source)) {
      for (const m of parts.get(source)!.toString('utf8').matchAll(/\s(?:o:relid|r:id)="([^"]*)"/g)) {
        if (!ids.has(m[1]!)) problems.push(`${source}: relid="${m[1]}" has no relationship`);
      }
    }
    const sourceDoc = docs.get(source);
    if (!sourceDoc) continue;
    for (const el of els(sourceDoc, '*')) {
      for (let i = 0; i < el.attributes.length; i++) {
        const a = el.attributes.item(i)!;
        const isRef = a.namespaceURI === REL || (a.namespaceURI === 'urn:schemas-microsoft-com:office:office' && a.localName === 'relid');
        if (isRef && !ids.has(a.value)) problems.push(`${source}: ${a.name}="${a.value}" has no relationship`);
      }
    }
  }
  for (const [name, doc] of docs) {
    if (name.endsWith('.rels') || name === '[Content_Types].xml') continue;
    const relsName = name.replace(/([^/]*)$/, '_rels/$1.rels');
    if (parts.has(relsName)) continue;
    for (const el of els(doc, '*')) {
      for (let i = 0; i < el.attributes.length; i++) {
        const a = el.attributes.item(i)!;
        if (a.namespaceURI === REL) problems.push(`${name}: ${a.name}="${a.value}" has no relationships part`);
      }
    }
  }
  return problems;
}
