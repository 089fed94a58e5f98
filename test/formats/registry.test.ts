import { describe, expect, it } from 'vitest';
import { chooseHandler } from '../../src/formats/index.js';
import { contentKind, isUtf8Prefix } from '../../src/formats/lib/sniff.js';

const bytes = (s: string) => Buffer.from(s, 'latin1');
const ZIP = bytes('PK\x03\x04\x14\x00\x00\x00');
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00]);
const choose = (name: string, head: Uint8Array) => chooseHandler(`/x/${name}`, head, name).id;
const reason = (name: string, head: Uint8Array) => {
  try {
    chooseHandler(`/x/${name}`, head, name);
  } catch (e) {
    return (e as Error).message;
  }
  return 'accepted';
};

describe('format registry', () => {
  it('chooses by extension when the content agrees', () => {
    expect(choose('a.csv', bytes('a,b\n'))).toBe('csv');
    expect(choose('a.TSV', bytes('a\tb\n'))).toBe('csv');
    expect(choose('a.json', bytes('{}'))).toBe('json');
    expect(choose('a.jsonl', bytes('{}\n'))).toBe('json');
    expect(choose('a.md', bytes('# t\n'))).toBe('text');
  });

  it('takes other text as text, whatever its name', () => {
    expect(choose('a.yaml', bytes('k: v\n'))).toBe('text');
    expect(choose('Makefile', bytes('all:\n\techo\n'))).toBe('text');
  });

  it('refuses content that contradicts the extension', () => {
    expect(reason('a.csv', ZIP)).toBe('a.csv: not a .csv file: the content is a ZIP archive');
    expect(reason('a.txt', bytes('%PDF-1.7\n'))).toBe('a.txt: not a .txt file: the content is a PDF document');
    expect(reason('a.docx', bytes('plain\n'))).toBe('a.docx: not a .docx file: the content is text');
    expect(reason('a.zip', ZIP)).toBe('a.zip: the content is a ZIP archive, which its file name does not say: rename it to its real extension');
  });

  it('takes TIFF pictures (either byte order) by content, as pictures', () => {
    const le = Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00]);
    const be = Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08]);
    expect(choose('scan.tif', le)).toBe('image');
    expect(choose('scan.TIFF', be)).toBe('image');
    expect(reason('scan.txt', le)).toBe('scan.txt: not a .txt file: the content is binary data');
    expect(reason('scan.tif', bytes('II*x'))).toBe('scan.tif: not a .tif file: the content is text');
  });

  it('takes PDF by content, and asks for the real extension when the name hides it', () => {
    expect(choose('a.pdf', bytes('%PDF-1.4\n'))).toBe('pdf');
    expect(reason('scan.bin', bytes('%PDF-1.4\n'))).toBe(
      'scan.bin: the content is a PDF document, which its file name does not say: rename it to its real extension',
    );
  });

  it('reports an OLE2 container before any handler: encrypted OOXML or legacy Office', () => {
    const ole = 'password-protected or legacy (OLE2) Office file: remove the password, or save it as .docx/.xlsx, and try again';
    expect(reason('a.xlsx', OLE)).toBe(`a.xlsx: ${ole}`);
    expect(reason('a.docx', OLE)).toBe(`a.docx: ${ole}`);
    expect(choose('a.docx', ZIP)).toBe('docx');
  });

  it('names OLE2 files under other names, and binary garbage', () => {
    expect(reason('a.doc', OLE)).toBe('a.doc: password-protected or legacy (OLE2) Office file: remove the password, or save it as .docx/.xlsx, and try again');
    expect(reason('a.dat', Buffer.from([0x00, 0x01, 0xff, 0x00]))).toBe('a.dat: unsupported content (binary data)');
    expect(reason('a.gz', Buffer.from([0x1f, 0x8b, 0x08, 0x00]))).toBe('a.gz: unsupported content (gzip-compressed)');
  });

  it('accepts empty text and CSV files and nothing else empty', () => {
    expect(choose('a.txt', Buffer.alloc(0))).toBe('text');
    expect(choose('a.csv', Buffer.alloc(0))).toBe('csv');
    expect(reason('a.json', Buffer.alloc(0))).toBe('a.json: empty file');
    expect(reason('a.pdf', Buffer.alloc(0))).toBe('a.pdf: empty file');
  });
});

describe('content sniffing', () => {
  it('tolerates a UTF-8 sequence cut off by the end of the sample', () => {
    const e = Buffer.from('caf\u00e9', 'utf8');
    expect(isUtf8Prefix(e.subarray(0, e.length - 1))).toBe(true);
    expect(isUtf8Prefix(Buffer.from([0x61, 0xc3, 0x28]))).toBe(false);
  });

  it('classifies windows-1252 as text but not bytes it leaves undefined', () => {
    expect(contentKind(bytes('caf\xe9\n'))).toBe('text');
    expect(contentKind(bytes('caf\x81\n'))).toBe('binary');
  });
});
