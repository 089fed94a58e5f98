import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { InputError } from '../errors.js';
import { fileSize as sizeOf, readWhole } from './lib/files.js';
import { isOle, isZip } from './lib/sniff.js';
import type { Limits } from './types.js';

/** One member of a zip archive, inflated. */
export interface ZipEntry {
  name: string;
  data: Buffer;
  /** Written back deflated when the original was (stored entries, e.g. JPEGs, stay stored). */
  compress: boolean;
  mtime: Date;
  /** Unix mode bits from the original's external attributes, when it had any. */
  mode?: number;
}

// Password-protected OOXML files are OLE2 compound files ([MS-CFB]) holding an
// "EncryptedPackage" stream ([MS-OFFCRYPTO] 2.3.4.4), not zips.
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');

// Apache POI ZipArchiveThresholdInputStream: entries that inflate to less than 100 KiB are
// never reported for their ratio (small, repetitive XML compresses very well).
const RATIO_GRACE_BYTES = 100 * 1024;

/** A size for messages: "900 bytes", "64 KiB", "1.5 MiB". */
function size(bytes: number): string {
  const round = (n: number) => Math.round(n * 10) / 10;
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${round(bytes / 1024)} KiB`;
  return `${round(bytes / 1024 / 1024)} MiB`;
}

/**
 * Reads `inputPath` whole (within `limits.maxInputBytes`) and inflates every entry with the
 * zip-bomb caps. Throws InputError(displayName, one-line reason) for anything else than a
 * readable, unencrypted zip.
 */
export async function readZipFile(inputPath: string, displayName: string, limits: Limits): Promise<ZipEntry[]> {
  let fileSize: number;
  try {
    fileSize = sizeOf(inputPath);
  } catch (e) {
    throw new InputError(displayName, `cannot read: ${(e as NodeJS.ErrnoException).code ?? 'error'}`, { cause: e });
  }
  if (fileSize > limits.maxInputBytes) {
    throw new InputError(displayName, `file is ${size(fileSize)} (limit ${size(limits.maxInputBytes)})`);
  }
  let bytes: Buffer;
  try {
    bytes = await readWhole(inputPath);
  } catch (e) {
    throw new InputError(displayName, `cannot read: ${(e as NodeJS.ErrnoException).code ?? 'error'}`, { cause: e });
  }
  return readZip(bytes, displayName, limits);
}

export async function readZip(bytes: Buffer, displayName: string, limits: Limits): Promise<ZipEntry[]> {
  const fail = (reason: string, cause?: unknown): InputError => new InputError(displayName, reason, { cause });
  if (bytes.length === 0) throw fail('empty file');
  if (isOle(bytes)) {
    throw fail(
      bytes.includes(ENCRYPTED_PACKAGE)
        ? 'encrypted OOXML (password-protected)'
        : 'legacy (OLE2) Office file, not .docx/.xlsx: save it as .docx/.xlsx and try again',
    );
  }
  if (!isZip(bytes)) throw fail('not a zip archive');

  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (err, z) =>
      err || !z ? reject(fail('not a valid zip archive (truncated?)', err)) : resolve(z),
    );
  });
  if (zip.entryCount > limits.maxZipEntries) {
    zip.close();
    throw fail(`zip bomb: ${zip.entryCount} entries (limit ${limits.maxZipEntries})`);
  }

  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let total = 0;
  const checkSize = (name: string, bytes: number, compressed: number) => {
    if (bytes > limits.maxZipEntryBytes) {
      throw fail(`zip bomb: entry ${name} expands to more than ${size(limits.maxZipEntryBytes)} (limit)`);
    }
    if (total + bytes > limits.maxZipTotalBytes) {
      throw fail(`zip bomb: entries expand to more than ${size(limits.maxZipTotalBytes)} (limit)`);
    }
    if (bytes > RATIO_GRACE_BYTES && compressed / bytes < limits.minZipRatio) {
      const ratio = Math.round(bytes / Math.max(compressed, 1));
      throw fail(`zip bomb: entry ${name} expands ${ratio}× (limit ${Math.round(1 / limits.minZipRatio)}×)`);
    }
  };

  const readEntry = (entry: yauzl.Entry) =>
    new Promise<Buffer>((resolve, reject) => {
      zip.openReadStream(entry, (err, stream) => {
        if (err || !stream) return reject(fail(`not a valid zip archive (entry ${entry.fileName} unreadable)`, err));
        const chunks: Buffer[] = [];
        let got = 0;
        stream.on('data', (chunk: Buffer) => {
          got += chunk.length;
          // The header may lie: check what actually comes out, while it comes out.
          try {
            checkSize(entry.fileName, got, entry.compressedSize);
          } catch (e) {
            stream.destroy();
            return reject(e);
          }
          chunks.push(chunk);
        });
        stream.on('error', (e) =>
          reject(
            /too many bytes|expected/i.test(String(e))
              ? fail(`zip bomb: entry ${entry.fileName} inflates past its declared size`, e)
              : fail('not a valid zip archive (truncated?)', e),
          ),
        );
        stream.on('end', () => resolve(Buffer.concat(chunks, got)));
      });
    });

  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', (e) => reject(e instanceof InputError ? e : fail('not a valid zip archive (truncated?)', e)));
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        (async () => {
          if (entry.isEncrypted()) throw fail('password-protected document');
          // Two entries of one name: readers disagree on which one counts, so one might pass unscanned.
          if (names.has(entry.fileName)) throw fail(`not a valid zip archive (entry ${entry.fileName} appears twice)`);
          names.add(entry.fileName);
          if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
            throw fail(`unsupported zip compression method ${entry.compressionMethod} in ${entry.fileName}`);
          }
          checkSize(entry.fileName, entry.uncompressedSize, entry.compressedSize);
          const data = entry.fileName.endsWith('/') ? Buffer.alloc(0) : await readEntry(entry);
          total += data.length;
          const mode = entry.externalFileAttributes >>> 16;
          entries.push({
            name: entry.fileName,
            data,
            compress: entry.compressionMethod === 8,
            mtime: entry.getLastModDate(),
            ...(mode ? { mode } : {}),
          });
          zip.readEntry();
        })().catch(reject);
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  return entries;
}

function zipOf(entries: readonly ZipEntry[]): yazl.ZipFile {
  const zip = new yazl.ZipFile();
  for (const e of entries) {
    const options = { mtime: e.mtime, ...(e.mode ? { mode: e.mode } : {}) };
    if (e.name.endsWith('/')) zip.addEmptyDirectory(e.name, options);
    else zip.addBuffer(e.data, e.name, { ...options, compress: e.compress });
  }
  zip.end();
  return zip;
}

/** Writes `entries` in the given order to `outputPath`. */
export async function writeZipFile(entries: readonly ZipEntry[], outputPath: string): Promise<void> {
  await pipeline(zipOf(entries).outputStream, createWriteStream(outputPath));
}

/** The zip of `entries`, in memory (a package embedded in another). */
export async function writeZip(entries: readonly ZipEntry[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of zipOf(entries).outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
