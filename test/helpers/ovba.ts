import CFB from 'cfb';

/**
 * VBA projects built for tests as the VBA editor writes them ([MS-OVBA]): an OLE compound file
 * with a PROJECT stream, a compressed `dir` stream listing the modules, and one stream per module
 * holding p-code then its compressed source. The compressor here is the test's own (greedy
 * matching, copy tokens as §2.4.1.3.19.3 lays them out), independent of the reader in src/.
 */

/** Compresses `data` into a CompressedContainer (§2.4.1.1.1). */
export function compressOvba(data: Buffer): Buffer {
  const out: number[] = [0x01];
  for (let chunkStart = 0; chunkStart < data.length; chunkStart += 4096) {
    const chunkEnd = Math.min(chunkStart + 4096, data.length);
    const body: number[] = [];
    let i = chunkStart;
    while (i < chunkEnd) {
      const flagAt = body.length;
      body.push(0);
      let flags = 0;
      for (let bit = 0; bit < 8 && i < chunkEnd; bit++) {
        const difference = i - chunkStart;
        let bitCount = 4;
        while (1 << bitCount < difference) bitCount++;
        const maxLength = (0xffff >> bitCount) + 3;
        let bestLength = 0;
        let bestOffset = 0;
        for (let j = i - 1; j >= chunkStart && i - j <= 1 << (16 - bitCount); j--) {
          let n = 0;
          while (n < maxLength && i + n < chunkEnd && data[j + n] === data[i + n]) n++;
          if (n > bestLength) [bestLength, bestOffset] = [n, i - j];
        }
        if (bestLength >= 3) {
          const token = ((bestOffset - 1) << (16 - bitCount)) | (bestLength - 3);
          body.push(token & 0xff, token >> 8);
          flags |= 1 << bit;
          i += bestLength;
        } else body.push(data[i++]!);
      }
      body[flagAt] = flags;
    }
    const header = 0xb000 | (body.length + 2 - 3);
    out.push(header & 0xff, header >> 8, ...body);
  }
  return Buffer.from(out);
}

const record = (id: number, data: Buffer) => {
  const head = Buffer.alloc(6);
  head.writeUInt16LE(id, 0);
  head.writeUInt32LE(data.length, 2);
  return Buffer.concat([head, data]);
};
const u16 = (n: number) => Buffer.from([n & 0xff, n >> 8]);
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};
const ansi = (s: string) => Buffer.from(s, 'latin1');
const utf16 = (s: string) => Buffer.from(s, 'utf16le');

export interface VbaModule {
  name: string;
  source: string;
  /** 'document' for ThisDocument / ThisWorkbook / Sheet1 (the host's objects). */
  type?: 'procedural' | 'document';
}

/**
 * A vbaProject.bin with these modules, referencing OLE Automation and the Office object library;
 * `streams` adds other streams (a UserForm's), by path; `projectReference`, a reference to
 * another project at that path.
 */
export function vbaProject(modules: VbaModule[], streams: Record<string, Buffer> = {}, options: { projectReference?: string } = {}): Buffer {
  const pcode = Buffer.from([0x01, 0x16, 0x03, 0x00, 0x00, 0xf0, 0x00, 0x00, 0x00, 0xd2, 0x02, 0x00, 0x00, 0xd4, 0x00, 0x00, 0x00]);
  const version = Buffer.alloc(12);
  version.writeUInt16LE(0x0009, 0);
  version.writeUInt32LE(4, 2);
  version.writeUInt32LE(0x5f8a6c5d, 6);
  version.writeUInt16LE(3, 10);
  const libid = ansi('*\\G{00020430-0000-0000-C000-000000000046}#2.0#0#C:\\Windows\\System32\\stdole2.tlb#OLE Automation');
  const office = ansi('*\\G{2DF8D04C-5BFA-101B-BDE5-00AA0044DE52}#2.8#0#C:\\Program Files\\Common Files\\Microsoft Shared\\OFFICE16\\MSO.DLL#Microsoft Office 16.0 Object Library');
  // A reference to another project (an add-in or a workbook), by its absolute and relative path.
  const reference = options.projectReference
    ? [
        record(0x0016, ansi('Helpers')),
        record(0x003e, utf16('Helpers')),
        record(0x000e, Buffer.concat([u32(options.projectReference.length + 3), ansi(`*\\C${options.projectReference}`), u32(3 + 10), ansi('*\\Chelpers.xlam'), u32(1), u16(0)])),
      ]
    : [];
  const dir = Buffer.concat([
    record(0x0001, u32(1)),
    record(0x0002, u32(0x409)),
    record(0x0014, u32(0x409)),
    record(0x0003, u16(1252)),
    record(0x0004, ansi('Project')),
    record(0x0005, Buffer.alloc(0)),
    record(0x0040, Buffer.alloc(0)),
    record(0x0006, Buffer.alloc(0)),
    record(0x003d, Buffer.alloc(0)),
    record(0x0007, u32(0)),
    record(0x0008, u32(0)),
    version,
    record(0x000c, Buffer.alloc(0)),
    record(0x003c, Buffer.alloc(0)),
    record(0x0016, ansi('stdole')),
    record(0x003e, utf16('stdole')),
    record(0x000d, Buffer.concat([u32(libid.length), libid, u32(0), u16(0)])),
    record(0x0016, ansi('Office')),
    record(0x003e, utf16('Office')),
    record(0x000d, Buffer.concat([u32(office.length), office, u32(0), u16(0)])),
    ...reference,
    record(0x000f, u16(modules.length)),
    record(0x0013, u16(0xffff)),
    ...modules.flatMap((m) => [
      record(0x0019, ansi(m.name)),
      record(0x0047, utf16(m.name)),
      record(0x001a, ansi(m.name)),
      record(0x0032, utf16(m.name)),
      record(0x001c, Buffer.alloc(0)),
      record(0x0048, Buffer.alloc(0)),
      record(0x0031, u32(pcode.length)),
      record(0x001e, u32(0)),
      record(0x002c, u16(0xffff)),
      record(m.type === 'document' ? 0x0022 : 0x0021, Buffer.alloc(0)),
      record(0x002b, Buffer.alloc(0)),
    ]),
    record(0x0010, Buffer.alloc(0)),
  ]);
  const project = [
    'ID="{5C5F3F4D-6A52-4B8E-9D1A-3C2B1A0F9E8D}"',
    ...modules.map((m) => (m.type === 'document' ? `Document=${m.name}/&H00000000` : `Module=${m.name}`)),
    'Name="Project"',
    'HelpContextID="0"',
    'VersionCompatible32="393222000"',
    'CMG="1517B7A4BBA4BBA4BBA4BB"',
    'DPB="4143E1F2E2F2E2"',
    'GC="2F2D8D9E8E9E8E61"',
    '',
    '[Host Extender Info]',
    '&H00000001={3832D640-CF90-11CF-8E43-00A0C911005A};VBE;&H00000000',
    '',
    '[Workspace]',
    ...modules.map((m) => `${m.name}=26, 26, 1183, 573, Z`),
    '',
  ].join('\r\n');
  const cfb = CFB.utils.cfb_new();
  CFB.utils.cfb_add(cfb, 'PROJECT', ansi(project));
  CFB.utils.cfb_add(cfb, 'VBA/_VBA_PROJECT', Buffer.from([0xcc, 0x61, 0xff, 0xff, 0x00, 0x00, 0x00]));
  CFB.utils.cfb_add(cfb, 'VBA/dir', compressOvba(dir));
  for (const m of modules) CFB.utils.cfb_add(cfb, `VBA/${m.name}`, Buffer.concat([pcode, compressOvba(ansi(m.source))]));
  for (const [path, data] of Object.entries(streams)) CFB.utils.cfb_add(cfb, path, data);
  // The library adds a placeholder stream to a new file; a real project has none.
  CFB.utils.cfb_del(cfb, '\u0001Sh33tJ5');
  return Buffer.from(CFB.write(cfb, { type: 'buffer' }) as Uint8Array);
}
