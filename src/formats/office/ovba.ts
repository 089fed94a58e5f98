import CFB from 'cfb';
import iconv from 'iconv-lite';

/**
 * The texts of a VBA project (`vbaProject.bin`, an OLE compound file, [MS-OVBA]): each module's
 * source, decompressed; the `PROJECT` stream's name, description and help file; the strings of
 * the `dir` stream (project and module names and descriptions, help file, the paths of
 * referenced libraries); and the printable strings of every other stream (UserForm captions
 * and stored values), except the compiled p-code, which repeats the sources. Read only, so that the caller can tell
 * whether the project holds PII (macros.ts).
 */

export class UnreadableVba extends Error {}

export interface VbaTexts {
  /** Module names (stream names) with their source text (literalsAndComments says which parts of it are text). */
  modules: { name: string; source: string }[];
  /** Every other text: PROJECT stream, dir strings, other streams' strings. */
  others: string[];
}

const MAX_DECOMPRESSED = 64 * 1024 * 1024;

/** Decompresses a CompressedContainer ([MS-OVBA] §2.4.1.3.1) starting at `from`. */
export function decompress(data: Uint8Array, from = 0): Buffer {
  if (data[from] !== 0x01) throw new UnreadableVba('compressed container without its signature byte');
  const out: number[] = [];
  let pos = from + 1;
  while (pos < data.length) {
    if (pos + 2 > data.length) throw new UnreadableVba('truncated chunk header');
    const header = data[pos]! | (data[pos + 1]! << 8);
    const size = (header & 0x0fff) + 3;
    if (((header >> 12) & 0x07) !== 0b011) throw new UnreadableVba('bad chunk signature');
    const compressed = (header & 0x8000) !== 0;
    const end = Math.min(pos + size, data.length);
    pos += 2;
    const chunkStart = out.length;
    // A chunk holds at most 4096 bytes: a stream of 3-byte chunks would grow 1,365-fold.
    if (chunkStart > MAX_DECOMPRESSED) throw new UnreadableVba('decompresses to more than 64 MB');
    if (!compressed) {
      // §2.4.1.3.3: a raw chunk is 4096 bytes.
      for (let i = 0; i < 4096 && pos < data.length; i++) out.push(data[pos++]!);
      continue;
    }
    while (pos < end) {
      const flags = data[pos++]!;
      for (let bit = 0; bit < 8 && pos < end; bit++) {
        if ((flags & (1 << bit)) === 0) {
          out.push(data[pos++]!);
          continue;
        }
        if (pos + 2 > end) throw new UnreadableVba('truncated copy token');
        const token = data[pos]! | (data[pos + 1]! << 8);
        pos += 2;
        // §2.4.1.3.19.1 CopyToken Help: the split between offset and length bits grows with the chunk.
        const difference = out.length - chunkStart;
        let bitCount = 4;
        while (1 << bitCount < difference) bitCount++;
        const lengthMask = 0xffff >> bitCount;
        const length = (token & lengthMask) + 3;
        const offset = (token >> (16 - bitCount)) + 1;
        if (offset > difference) throw new UnreadableVba('copy token before the chunk');
        if (out.length + length - chunkStart > 4096) throw new UnreadableVba('chunk longer than 4096 bytes');
        const source = out.length - offset;
        for (let i = 0; i < length; i++) out.push(out[source + i]!);
      }
    }
    pos = end;
  }
  return Buffer.from(out);
}

interface DirModule {
  stream: string;
  offset: number;
}

/** The code page and the modules' streams and source offsets from the decompressed `dir` stream (§2.3.4.2). */
function readDir(dir: Buffer): { codePage: number; modules: DirModule[]; texts: string[] } {
  let codePage = 1252;
  const modules: DirModule[] = [];
  const texts: string[] = [];
  let stream: string | undefined;
  let offset: number | undefined;
  for (let pos = 0; pos + 6 <= dir.length; ) {
    const id = dir.readUInt16LE(pos);
    // PROJECTVERSION: its Reserved field reads 4, but 6 bytes follow it (§2.3.4.2.1.10).
    const size = id === 0x0009 ? 6 : dir.readUInt32LE(pos + 2);
    const data = dir.subarray(pos + 6, pos + 6 + size);
    pos += 6 + size;
    if (id === 0x0003 && data.length >= 2) codePage = data.readUInt16LE(0);
    else if (UNICODE_TEXT.has(id)) texts.push(data.toString('utf16le'));
    else if (BYTE_TEXT.has(id)) texts.push(decode(data, codePage));
    else if (LIBRARY.has(id)) for (const libid of libidsOf(id, data)) texts.push(libraryPath(decode(libid, codePage)));
    else if (id === 0x001a) stream = data.toString('latin1');
    else if (id === 0x0031 && data.length >= 4) offset = data.readUInt32LE(0);
    else if (id === 0x002b) {
      if (stream === undefined || offset === undefined) throw new UnreadableVba('a module without its stream or offset');
      modules.push({ stream, offset });
      stream = offset = undefined;
    } else if (id === 0x0010) break;
  }
  return { codePage, modules, texts };
}

// dir records that hold text (§2.3.4.2): the project's name, description, help file and
// conditional-compilation constants, the references' names, in the code page and in UTF-16; the
// references' library ids and paths (a type library or a project under a user's folder), in
// binary records. Module names are identifiers, as in the code, and are left out.
const BYTE_TEXT = new Set([0x0004, 0x0005, 0x0006, 0x000c, 0x0016, 0x001c]);
const UNICODE_TEXT = new Set([0x0040, 0x003d, 0x003c, 0x003e, 0x0048]);
const LIBRARY = new Set([0x000d, 0x000e, 0x002f, 0x0030, 0x0033]);

/**
 * The library ids of a reference record (§2.3.4.2.2): each after its 32-bit size; a project
 * reference has two (absolute and relative), an original reference's record is one whole.
 */
function libidsOf(id: number, data: Buffer): Buffer[] {
  if (id === 0x0033) return [data];
  const out: Buffer[] = [];
  for (let at = 0, n = id === 0x000e ? 2 : 1; n > 0 && at + 4 <= data.length; n--) {
    const size = data.readUInt32LE(at);
    out.push(data.subarray(at + 4, at + 4 + size));
    at += 4 + size;
  }
  return out;
}

/**
 * The path in a library id (§2.1.1.8): a registered one, `*\G{guid}#2.8#0#C:\…\MSO.DLL#Microsoft
 * Office 16.0 Object Library`, keeps its path (the description names the library, and the
 * detectors read `Microsoft Office` as an organization); a project's, `*\CC:\Users\…\x.xlsm`,
 * its path. Anything else is read whole.
 */
export function libraryPath(libid: string): string {
  const registered = /^\*\\[GH]\{[^}]*\}#[^#]*#[^#]*#([^#]*)#/.exec(libid);
  if (registered) return registered[1]!;
  const project = /^\*\\[CD](.*)$/.exec(libid);
  return project ? project[1]! : libid;
}

// Printable runs of a binary stream: 8-bit text and UTF-16LE text, five characters or more.
const RUNS_8 = /[\x20-\x7e\xa0-\xff]{5,}/g;
const RUNS_16 = /(?:[\x20-\x7e\xa0-\xff]\x00){5,}/g;

/** The strings a binary stream holds, one per line. */
export function printableRuns(data: Uint8Array): string {
  const text = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('latin1');
  const runs = [...text.matchAll(RUNS_8)].map((m) => m[0]);
  for (const m of text.matchAll(RUNS_16)) runs.push(m[0].replace(/\x00/g, ''));
  return runs.join('\n');
}

function decode(data: Uint8Array, codePage: number): string {
  const name = `cp${codePage}`;
  const buf = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (codePage === 65001) return buf.toString('utf8');
  return iconv.encodingExists(name) ? iconv.decode(buf, name) : buf.toString('latin1');
}

/**
 * The PROJECT stream's free text (§2.3.1): the project's name, description, help file and
 * executable name. The rest is identity, window positions and password state (`ID`, `CMG`, `DPB`,
 * `GC`: hex strings that look like numbers), module names and the host's class ids.
 */
function projectText(text: string): string {
  return text
    .split(/\r?\n/)
    .filter((line) => /^(Name|Description|HelpFile|ExeName32)=/i.test(line))
    .map((line) => line.slice(line.indexOf('=') + 1))
    .join('\n');
}

/**
 * Where a module's source holds text rather than code: its string literals (`""` is a quote in
 * one) and its comments (`'` or `Rem` to the end of the line), one per line. Identifiers and
 * keywords are code, which the detectors would read as names (`FormatReport`, `ActiveCell`): they
 * are read as identifiers (codeIdentifiers below); a
 * compound identifier of the code (an inner capital, an underscore or a digit) met in a comment
 * or a literal is code too ("' FormatReport Macro", the recorder's header) and is left out.
 */
export function literalsAndComments(source: string): string {
  const { texts, code } = splitSource(source);
  const compound = new Set<string>();
  for (const w of identifiersOf(code)) if (/\p{Ll}\p{Lu}|_|\p{N}/u.test(w)) compound.add(w);
  return texts
    .map((t) => t.replace(IDENTIFIER, (w) => (compound.has(w) ? ' '.repeat(w.length) : w)).trim())
    .filter((t) => t !== '')
    .join('\n');
}

/**
 * The distinct identifiers of a module's code (its literals and comments left out), in order:
 * procedure, variable and constant names, which a macro's author names for what it handles
 * (`Sub MailRachelOkafor()`, `Const OKAFOR_MAIL`, `Dim rokaforRow`). Read as identifiers are
 * (identifiers.ts) by macros.ts.
 */
export function codeIdentifiers(source: string): string[] {
  return [...new Set(identifiersOf(splitSource(source).code))];
}

const IDENTIFIER = /[\p{L}_][\p{L}\p{N}_]*/gu;

function identifiersOf(code: readonly string[]): string[] {
  return [...code.join('\n').matchAll(IDENTIFIER)].map((m) => m[0]);
}

/** A module's source cut into its texts (literals, comments) and its code (the rest, by line piece). */
function splitSource(source: string): { texts: string[]; code: string[] } {
  const texts: string[] = [];
  const code: string[] = [];
  for (const line of source.split(/\r\n|\r|\n/)) {
    let i = 0;
    let from = 0;
    while (i < line.length) {
      const c = line[i]!;
      if (c === '"') {
        code.push(line.slice(from, i));
        let j = i + 1;
        let literal = '';
        while (j < line.length) {
          if (line[j] === '"' && line[j + 1] === '"') {
            literal += '"';
            j += 2;
          } else if (line[j] === '"') break;
          else literal += line[j++];
        }
        texts.push(literal);
        i = from = j + 1;
      } else if (c === "'" || (/^rem\b/i.test(line.slice(i, i + 4)) && /^\s*(?:\d+\s+)?$|:\s*$/.test(line.slice(0, i)))) {
        code.push(line.slice(from, i));
        texts.push(line.slice(c === "'" ? i + 1 : i + 3));
        i = from = line.length;
      } else i++;
    }
    code.push(line.slice(from));
  }
  return { texts, code };
}

function bytes(content: CFB.CFB$Blob): Uint8Array {
  return content instanceof Uint8Array ? content : Uint8Array.from(content);
}

/** Reads the texts of a vbaProject.bin; throws UnreadableVba when it is not one that can be read. */
export function readVbaTexts(data: Uint8Array): VbaTexts {
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(data, { type: 'buffer' });
  } catch {
    // (Not the library's message: it can quote the file's first bytes.)
    throw new UnreadableVba('not a compound file');
  }
  const streams = new Map<string, Uint8Array>();
  container.FullPaths.forEach((path, i) => {
    const entry = container.FileIndex[i]!;
    // Paths are "Root Entry/VBA/dir"; CFB names compare case-insensitively.
    if (entry.type === 2) streams.set(path.slice(path.indexOf('/') + 1).toLowerCase(), bytes(entry.content ?? []));
  });
  const dirBytes = streams.get('vba/dir');
  if (!dirBytes) throw new UnreadableVba('no VBA/dir stream');
  const dir = decompress(dirBytes);
  const { codePage, modules, texts: dirTexts } = readDir(dir);
  const texts: VbaTexts = { modules: [], others: [dirTexts.filter((t) => t.trim()).join('\n')] };
  const done = new Set(['vba/dir']);
  for (const m of modules) {
    const key = `vba/${m.stream.toLowerCase()}`;
    const stream = streams.get(key);
    if (!stream || m.offset > stream.length) throw new UnreadableVba("a module's stream is missing or short");
    texts.modules.push({ name: m.stream, source: decode(decompress(stream, m.offset), codePage) });
    done.add(key);
  }
  for (const [path, stream] of streams) {
    // The compiled forms of the sources (p-code in the module streams before the source,
    // _VBA_PROJECT, __SRP_ caches) hold the same literals and identifiers, in binary that the
    // detectors would misread.
    // PROJECTwm lists the module names (identifiers, as in the code).
    if (done.has(path) || /^vba\/(_vba_project|__srp_\d+)$|^projectwm$/.test(path)) continue;
    texts.others.push(path === 'project' ? projectText(decode(stream, codePage)) : printableRuns(stream));
  }
  return texts;
}
