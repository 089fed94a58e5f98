import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { createRedactor } from '../../src/engine/redactor.js';
import { InputError } from '../../src/errors.js';
import docx from '../../src/formats/docx.js';
import { DEFAULT_LIMITS, type FormatHandler, type Limits } from '../../src/formats/types.js';
import xlsx from '../../src/formats/xlsx.js';
import { readZip } from '../../src/formats/zip.js';
import { tempDir } from '../helpers/office.js';

async function zipOf(entries: [string, Buffer | string][]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of entries) zip.addBuffer(Buffer.from(data), name, { mtime: new Date(Date.UTC(2026, 0, 1)) });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const c of zip.outputStream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** Offset of the first central directory record ("PK\1\2", APPNOTE 4.3.12). */
function centralDirectory(zip: Buffer): number {
  return zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
}

/** A compound file ([MS-CFB]) header plus a directory sector naming one stream. */
function compoundFile(streamName: string): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  const dir = Buffer.alloc(128);
  Buffer.from(streamName, 'utf16le').copy(dir);
  dir.writeUInt16LE((streamName.length + 1) * 2, 64);
  return Buffer.concat([header, dir]);
}

async function failure(handler: FormatHandler, bytes: Buffer | undefined, name: string, limits: Limits = DEFAULT_LIMITS) {
  const dir = await tempDir();
  const input = join(dir, name);
  if (bytes) await writeFile(input, bytes);
  const error = await handler
    .redact(input, join(dir, `${name}.out`), { redactor: createRedactor(), displayName: name, limits, options: {} })
    .then(
      () => undefined,
      (e: unknown) => e,
    );
  expect(error).toBeInstanceOf(InputError);
  expect((error as InputError).file).toBe(name);
  return (error as InputError).message;
}

const docxBytes = await readFile('fixtures/docx/report.docx');
const xlsxBytes = await readFile('fixtures/xlsx/customers.xlsx');

describe('bad Office inputs give one-line errors naming the file', () => {
  it('empty file', async () => {
    expect(await failure(docx, Buffer.alloc(0), 'empty.docx')).toBe('empty.docx: empty file');
  });

  it('binary garbage', async () => {
    expect(await failure(xlsx, Buffer.from('\x00\x01garbage\xff'.repeat(50), 'latin1'), 'junk.xlsx')).toBe('junk.xlsx: not a zip archive');
  });

  it('truncated zip', async () => {
    expect(await failure(docx, docxBytes.subarray(0, 4000), 'cut.docx')).toBe('cut.docx: not a valid zip archive (truncated?)');
  });

  it('unreadable path', async () => {
    expect(await failure(docx, undefined, 'missing.docx')).toBe('missing.docx: cannot read: ENOENT');
  });

  it('password-protected OOXML (an OLE2 container with an EncryptedPackage stream)', async () => {
    expect(await failure(docx, compoundFile('EncryptedPackage'), 'secret.docx')).toBe('secret.docx: encrypted OOXML (password-protected)');
    expect(await failure(xlsx, compoundFile('EncryptedPackage'), 'secret.xlsx')).toBe('secret.xlsx: encrypted OOXML (password-protected)');
  });

  it('legacy binary Office file', async () => {
    expect(await failure(docx, compoundFile('WordDocument'), 'old.docx')).toBe(
      'old.docx: OLE2 compound file (legacy .doc/.xls?), not an Office Open XML zip',
    );
  });

  it('zip entry with the encryption flag (ZipCrypto)', async () => {
    const zip = await zipOf([['word/document.xml', '<w:document/>']]);
    const cd = centralDirectory(zip);
    zip.writeUInt16LE(zip.readUInt16LE(cd + 8) | 1, cd + 8); // general purpose bit 0: encrypted
    expect(await failure(docx, zip, 'locked.docx')).toBe('locked.docx: password-protected document');
  });

  it('zip bomb by compression ratio (Apache POI: 1%)', async () => {
    const zeros = Buffer.alloc(10 * 1024 * 1024);
    const ratio = Math.round(zeros.length / deflateRawSync(zeros).length);
    const zip = await zipOf([['word/document.xml', zeros]]);
    expect(await failure(docx, zip, 'bomb.docx')).toBe(`bomb.docx: zip bomb: entry word/document.xml expands ${ratio}× (limit 100×)`);
  });

  it('zip bomb whose header lies about the size', async () => {
    const zip = await zipOf([['word/document.xml', Buffer.alloc(1024 * 1024)]]);
    zip.writeUInt32LE(50_000, centralDirectory(zip) + 24); // uncompressed size in the central directory
    expect(await failure(docx, zip, 'liar.docx')).toBe('liar.docx: zip bomb: entry word/document.xml inflates past its declared size');
  });

  it('entry and total size caps', async () => {
    const limits = { ...DEFAULT_LIMITS, maxZipEntryBytes: 64 * 1024, maxZipTotalBytes: 100 * 1024 };
    const random = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => (i * 7919) % 251));
    expect(await failure(docx, await zipOf([['word/document.xml', random(80 * 1024)]]), 'big.docx', limits)).toBe(
      'big.docx: zip bomb: entry word/document.xml expands to more than 64 KiB (limit)',
    );
    const two = await zipOf([
      ['a.xml', random(60 * 1024)],
      ['b.xml', random(60 * 1024)],
    ]);
    expect(await failure(docx, two, 'many.docx', limits)).toBe('many.docx: zip bomb: entries expand to more than 100 KiB (limit)');
  });

  it('too many entries', async () => {
    expect(await failure(docx, docxBytes, 'crowded.docx', { ...DEFAULT_LIMITS, maxZipEntries: 5 })).toBe(
      'crowded.docx: zip bomb: 20 entries (limit 5)',
    );
  });

  it('input larger than maxInputBytes', async () => {
    expect(await failure(docx, docxBytes, 'huge.docx', { ...DEFAULT_LIMITS, maxInputBytes: 1024 })).toBe(
      `huge.docx: file is ${Math.round(docxBytes.length / 102.4) / 10} KiB (limit 1 KiB)`,
    );
  });

  it('a workbook given as a Word document, and the reverse', async () => {
    expect(await failure(docx, xlsxBytes, 'book.docx')).toBe('book.docx: not a Word document');
    expect(await failure(xlsx, docxBytes, 'report.xlsx')).toBe('report.xlsx: not an Excel workbook');
  });

  it('a zip that is no Office package', async () => {
    expect(await failure(docx, await zipOf([['readme.txt', 'hello']]), 'plain.docx')).toBe(
      'plain.docx: not a Word document (no Office Open XML main part)',
    );
  });

  it('an XML part with a DOCTYPE (entity expansion)', async () => {
    const { unzipParts } = await import('../helpers/office.js');
    const parts = await unzipParts(docxBytes);
    const doc = parts.get('word/document.xml')!.toString('utf8').replace('<w:document', '<!DOCTYPE lol [<!ENTITY a "aaaa">]><w:document');
    const zip = await zipOf([...parts].map(([n, d]) => [n, n === 'word/document.xml' ? doc : d] as [string, Buffer | string]));
    expect(await failure(docx, zip, 'dtd.docx')).toBe('dtd.docx: XML part word/document.xml declares a DOCTYPE (not allowed in Office files)');
  });

  it('readZip keeps entry order, names and stored/deflated choice', async () => {
    const zip = new yazl.ZipFile();
    zip.addBuffer(Buffer.from('b'), 'z/last-first.xml', { compress: true });
    zip.addBuffer(Buffer.from('png'), 'a/img.png', { compress: false });
    zip.end();
    const chunks: Buffer[] = [];
    for await (const c of zip.outputStream) chunks.push(c as Buffer);
    const entries = await readZip(Buffer.concat(chunks), 'x.zip', DEFAULT_LIMITS);
    expect(entries.map((e) => [e.name, e.data.toString(), e.compress])).toEqual([
      ['z/last-first.xml', 'b', true],
      ['a/img.png', 'png', false],
    ]);
  });
});
