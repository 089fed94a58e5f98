import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { devNull, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defineDetector } from '../../src/engine/detector.js';
import { CELL_SEPARATOR } from '../../src/engine/known-fields.js';
import { DocumentMemory } from '../../src/engine/memory.js';
import { createRedactor, withAnalysis } from '../../src/engine/redactor.js';
import csv from '../../src/formats/csv.js';
import { redactDocument } from '../../src/formats/document.js';
import { DEFAULT_LIMITS } from '../../src/formats/types.js';
import { formatField, keepInert } from '../../src/formats/lib/csv-fields.js';
import { detectDelimiter, scanRecords, scanTable } from '../../src/formats/lib/csv-records.js';
import { redactWith, TEST_DETECTORS } from './helpers.js';

const utf16le = (s: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(s, 'utf16le')]);
const utf16be = (s: string) => Buffer.from(utf16le(s).swap16());

describe('csv handler', () => {
  it('copies records without findings byte for byte, whatever their quoting', async () => {
    const input = 'id,"note"\r\n1,  "odd"  spacing  \r\n"2","x ""q"" y"\r\n\r\n3,"a@example.com"\r\n';
    const r = await redactWith(csv, 'a.csv', input);
    expect(r.output.toString()).toBe('id,"note"\r\n1,  "odd"  spacing  \r\n"2","x ""q"" y"\r\n\r\n3,"[EMAIL_ADDRESS]"\r\n');
    expect(r.counts).toEqual({ EMAIL_ADDRESS: 1 });
  });

  it('rewrites only the changed cell of a record, keeping the other fields exactly', async () => {
    const input = '"k", v ,w\n"a""b",mail me at a@example.com today,"x,y"\n';
    const r = await redactWith(csv, 'a.csv', input);
    expect(r.output.toString()).toBe('"k", v ,w\n"a""b",mail me at [EMAIL_ADDRESS] today,"x,y"\n');
  });

  it('keeps a multi-line quoted cell whole and a file without a final line break', async () => {
    const r = await redactWith(csv, 'a.csv', 'a,b\n"line one\nb@example.com",z\nlast,row');
    expect(r.output.toString()).toBe('a,b\n"line one\n[EMAIL_ADDRESS]",z\nlast,row');
  });

  it('uses the header as the hint for its column: ssn digits are found only under "ssn"', async () => {
    const r = await redactWith(csv, 'a.csv', 'ssn,ref\n123456789,123456789\n');
    expect(r.output.toString()).toBe('ssn,ref\n[NATIONAL_ID],123456789\n');
    expect(r.counts).toEqual({ NATIONAL_ID: 1 });
  });

  it('redacts the header row too, without hints', async () => {
    const r = await redactWith(csv, 'a.csv', 'a@example.com,plain\n1,2\n');
    expect(r.output.toString()).toBe('[EMAIL_ADDRESS],plain\n1,2\n');
  });

  it('detects the delimiter, and takes tab for .tsv', async () => {
    expect((await redactWith(csv, 'a.csv', 'k;m\nx;a@example.com\n')).output.toString()).toBe('k;m\nx;[EMAIL_ADDRESS]\n');
    expect((await redactWith(csv, 'a.tsv', 'k\tm\nx, y\ta@example.com\n')).output.toString()).toBe('k\tm\nx, y\t[EMAIL_ADDRESS]\n');
  });

  it('keeps a UTF-8 BOM, UTF-16 (both byte orders) and windows-1252', async () => {
    expect((await redactWith(csv, 'a.csv', '\uFEFFk\na@example.com\n')).output).toEqual(Buffer.from('\uFEFFk\n[EMAIL_ADDRESS]\n'));
    expect((await redactWith(csv, 'a.csv', utf16le('k,é\r\nx,a@example.com\r\n'))).output).toEqual(utf16le('k,é\r\nx,[EMAIL_ADDRESS]\r\n'));
    expect((await redactWith(csv, 'a.csv', utf16be('k,é\nx,a@example.com\n'))).output).toEqual(utf16be('k,é\nx,[EMAIL_ADDRESS]\n'));
    // "café" in windows-1252 (é = 0xE9), which is not valid UTF-8.
    const cp1252 = Buffer.from('caf\xe9,a@example.com\ncaf\xe9,\x80\n', 'latin1');
    expect((await redactWith(csv, 'a.csv', cp1252)).output).toEqual(Buffer.from('caf\xe9,[EMAIL_ADDRESS]\ncaf\xe9,\x80\n', 'latin1'));
  });

  it('streams: records that straddle the 1 MB parse blocks come out exact', async () => {
    // Mixed line endings too: "\n" after the header, "\r\n" after the records.
    let input = 'id,note,mail\n';
    for (let i = 0; input.length < 3.5 * 1024 * 1024; i++) {
      input += `${i},"multi\nline, ""${i}""",${i % 7 === 0 ? `u${i}@example.com` : 'none'}\r\n`;
    }
    const r = await redactWith(csv, 'big.csv', input);
    expect(r.output.toString()).toBe(input.replace(/u\d+@example\.com/g, '[EMAIL_ADDRESS]'));
  });

  it('shows the detectors a sample of every column before the first full block, and the redactor nothing but the columns', async () => {
    // 60,000 records (2.2 MB, more than one block): the detectors first get the first 100 cells of
    // each column with its header (thrown away), then each block's columns in order; the recorder
    // (what a document's first pass remembers, in order) gets only the columns.
    let input = 'id,mail,ssn\n';
    for (let i = 0; i < 60_000; i++) input += `${i},u${i}@example.com,${String(100_000_000 + i)}\n`;
    const given: string[] = [];
    const counting = defineDetector({
      id: 'test-counting',
      entity: 'NATIONAL_ID',
      find: (text, ctx) => {
        given.push(`${ctx.hint}:${text.split(CELL_SEPARATOR).length}`);
        return [];
      },
      examples: { positive: [], negative: [] },
    });
    const recorder = createRedactor({ detectors: [...TEST_DETECTORS, counting] }).recorder(new DocumentMemory());
    const shown: string[] = [];
    const redactor = withAnalysis(recorder, (text, hint) => {
      shown.push(`${hint}:${text.split(CELL_SEPARATOR).length}`);
      return recorder.analyze(text, hint);
    });
    const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-csv-'));
    try {
      writeFileSync(path.join(dir, 'a.csv'), input);
      await csv.redact(path.join(dir, 'a.csv'), devNull, { redactor, displayName: 'a.csv', limits: DEFAULT_LIMITS, options: {}, discardOutput: true, carry: new Map() });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const blocks = shown.length / 3;
    expect(blocks).toBeGreaterThanOrEqual(2);
    expect(shown.map((s) => s.split(':')[0])).toEqual(Array.from({ length: blocks }, () => ['id', 'mail', 'ssn']).flat());
    expect(shown.filter((s) => s.startsWith('id:')).reduce((n, s) => n + Number(s.split(':')[1]), 0)).toBe(60_000);
    expect(given).toEqual(['id:100', 'mail:100', 'ssn:100', ...shown]);
  });

  it('--columns restricts scanning, and COLUMN=ENTITY redacts a whole column', async () => {
    const input = 'mail,other,ref\na@example.com,b@example.com,c77\n,x,\n';
    const only = await redactWith(csv, 'a.csv', input, { format: { columns: 'mail' } });
    expect(only.output.toString()).toBe('mail,other,ref\n[EMAIL_ADDRESS],b@example.com,c77\n,x,\n');
    const forced = await redactWith(csv, 'a.csv', input, { format: { columns: '3=USERNAME' } });
    expect(forced.output.toString()).toBe('mail,other,ref\n[EMAIL_ADDRESS],[EMAIL_ADDRESS],[USERNAME]\n,x,\n');
    expect(forced.counts).toEqual({ EMAIL_ADDRESS: 2, USERNAME: 1 });
  });

  it('never leaves a formula at the start of a cell', async () => {
    const r = await redactWith(csv, 'a.csv', 'k\na@example.com+1\n', { redactor: { style: 'remove' } });
    expect(r.output.toString()).toBe("k\n'+1\n");
  });

  it('numbers values across cells and records', async () => {
    const r = await redactWith(csv, 'a.csv', 'a,b\nx@example.com,y@example.com\ny@example.com,z\n', { redactor: { style: 'numbered' } });
    expect(r.output.toString()).toBe('a,b\n[EMAIL_ADDRESS_1],[EMAIL_ADDRESS_2]\n[EMAIL_ADDRESS_2],z\n');
  });

  it('rejects invalid UTF-16 and a quote that is never closed', async () => {
    const bad = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from([0x00, 0xd8, 0x41, 0x00])]); // lone high surrogate
    await expect(redactWith(csv, 'a.csv', bad)).rejects.toThrow('a.csv: not valid UTF-16LE text');
    await expect(redactWith(csv, 'a.csv', 'a\nb\n"never closed a@example.com\n')).rejects.toThrow('a.csv: malformed CSV: a quote opened in record 3 is never closed');
  });
});

describe('csv records as users write them', () => {
  // Only the e-mail and test-SSN detectors run here; the columns named Name, E-Mail, Telefon and
  // Anschrift are redacted as their type (engine/known-fields.ts).
  it('keeps a ";" file with commas in its addresses and amounts field for field', async () => {
    const input =
      'Name;E-Mail;Telefon;Anschrift;IBAN;Betrag;Bemerkung\n' +
      'Karl Weber;k.weber@example.de;+49 40 5550 7781;Lindenweg 7, 22081 Hamburg;DE02 1203 0000 0000 2020 51;2.310,40;"Bitte zurückrufen; fragt nach Anna Berg"\n' +
      'Petra Lang;p.lang@example.de;+49 711 5550 3310;Rosenstraße 3, 70173 Stuttgart;;74,10;Lastschrift\n';
    const r = await redactWith(csv, 'a.csv', input);
    expect(r.output.toString()).toBe(
      'Name;E-Mail;Telefon;Anschrift;IBAN;Betrag;Bemerkung\n' +
        '[PERSON_NAME];[EMAIL_ADDRESS];[PHONE_NUMBER];[ADDRESS];DE02 1203 0000 0000 2020 51;2.310,40;"Bitte zurückrufen; fragt nach Anna Berg"\n' +
        '[PERSON_NAME];[EMAIL_ADDRESS];[PHONE_NUMBER];[ADDRESS];;74,10;Lastschrift\n',
    );
  });

  it('reads CRLF, LF and CR line endings mixed in one file, and writes them back', async () => {
    const input = 'id,note\r\n1,"x, y"\r\n2,"z, w"\n3,"a@example.com"\r4,"p\r\nq"\n';
    const r = await redactWith(csv, 'a.csv', input);
    expect(r.output.toString()).toBe('id,note\r\n1,"x, y"\r\n2,"z, w"\n3,"[EMAIL_ADDRESS]"\r4,"p\r\nq"\n');
    const same = 'id,note\r\n1,"x, y"\r\n2,"z, w"\n';
    expect((await redactWith(csv, 'a.csv', same)).output.toString()).toBe(same);
  });
});

describe('csv line endings (issue 20)', () => {
  const ENDINGS = { CRLF: '\r\n', LF: '\n', CR: '\r' } as const;
  const ends = Object.entries(ENDINGS);

  it('reads the issue\'s file (CRLF rows, a last LF after a quoted field) and writes it back byte for byte, as users run it', async () => {
    const input = Buffer.from('id,note\r\n1,"x, y"\r\n2,"z, w"\n');
    const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-csv-'));
    try {
      writeFileSync(path.join(dir, 'a.csv'), input);
      const redactor = createRedactor({ detectors: TEST_DETECTORS });
      const r = await redactDocument(csv, path.join(dir, 'a.csv'), path.join(dir, 'out.csv'), { redactor, displayName: 'a.csv', limits: DEFAULT_LIMITS, options: {} });
      expect(readFileSync(path.join(dir, 'out.csv'))).toEqual(input);
      expect(r.counts).toEqual({});
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps every mix of CRLF, LF and CR after each record, with and without a final line break', async () => {
    // 3 × 3 × 4 files: a header, a record with a quoted field holding the delimiter, a record
    // whose quoted last field holds a line break of its own and an address, each ending its way.
    for (const [n1, e1] of ends) {
      for (const [n2, e2] of ends) {
        for (const [n3, e3] of [...ends, ['none', ''] as const]) {
          const input = `id,note,other${e1}1,"x, y",none${e2}2,"z, w","p${e3 || '\n'}q a@example.com"${e3}`;
          const expected = `id,note,other${e1}1,"x, y",none${e2}2,"z, w","p${e3 || '\n'}q [EMAIL_ADDRESS]"${e3}`;
          const r = await redactWith(csv, 'a.csv', input);
          expect(r.output.toString('latin1'), `${n1} ${n2} ${n3}`).toBe(expected);
          expect(r.counts).toEqual({ EMAIL_ADDRESS: 1 });
          // Nothing found: the very bytes.
          const clean = input.replace('a@example.com', 'nobody');
          expect((await redactWith(csv, 'a.csv', clean)).output.toString('latin1'), `${n1} ${n2} ${n3}`).toBe(clean);
        }
      }
    }
  });

  it('keeps every mix of endings on the last two lines, with and without a quoted last field, through both passes', async () => {
    // 3 × 3 × 4 × 2 files, as users run them (formats/document.ts): the issue's file with each
    // ending after the header and after record 1, record 2's ending (or none), and record 2's
    // last field quoted or not. Nothing found: the very bytes; an e-mail address in the last
    // field: only it changes, its quotes and every ending kept.
    const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-csv-'));
    const redactor = createRedactor({ detectors: TEST_DETECTORS });
    const run = async (input: string) => {
      const out = path.join(dir, 'out.csv');
      rmSync(out, { force: true });
      writeFileSync(path.join(dir, 'a.csv'), input, 'latin1');
      const r = await redactDocument(csv, path.join(dir, 'a.csv'), out, { redactor, displayName: 'a.csv', limits: DEFAULT_LIMITS, options: {} });
      return { text: readFileSync(out).toString('latin1'), counts: r.counts };
    };
    try {
      for (const [n1, e1] of ends) {
        for (const [n2, e2] of ends) {
          for (const [n3, e3] of [...ends, ['none', ''] as const]) {
            for (const quoted of [true, false]) {
              const last = (v: string) => (quoted ? `"${v}, w"` : `${v} w`);
              const name = `${n1} ${n2} ${n3} ${quoted ? 'quoted' : 'bare'}`;
              const clean = `id,note${e1}1,"x, y"${e2}2,${last('z')}${e3}`;
              expect(await run(clean), name).toEqual({ text: clean, counts: {} });
              const found = await run(`id,note${e1}1,"x, y"${e2}2,${last('z@example.com')}${e3}`);
              expect(found, name).toEqual({ text: `id,note${e1}1,"x, y"${e2}2,${last('[EMAIL_ADDRESS]')}${e3}`, counts: { EMAIL_ADDRESS: 1 } });
            }
          }
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps empty lines, "\\n\\r" (two endings) and "\\r\\r\\n" as they are', async () => {
    const input = 'a,b\n\r1,"2"\r\r\n\n3,a@example.com\r\n\r\n';
    const r = await redactWith(csv, 'a.csv', input);
    expect(r.output.toString()).toBe('a,b\n\r1,"2"\r\r\n\n3,[EMAIL_ADDRESS]\r\n\r\n');
  });

  it('splits records at each ending, and only outside quotes', () => {
    const text = 'h\r\n"a\r\nb"\r"c\rd"\n"e\nf"\r\n"g"';
    expect(scanRecords(text, ',', true).records.map((r) => [r.values, text.slice(r.end, r.next)])).toEqual([
      [['h'], '\r\n'],
      [['a\r\nb'], '\r'],
      [['c\rd'], '\n'],
      [['e\nf'], '\r\n'],
      [['g'], ''],
    ]);
  });
});

describe('csv through both passes (formats/document.ts)', () => {
  const redactor = createRedactor({ detectors: TEST_DETECTORS });
  const run = async (input: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-csv-'));
    try {
      writeFileSync(path.join(dir, 'a.csv'), input, 'latin1');
      const out = path.join(dir, 'out.csv');
      const r = await redactDocument(csv, path.join(dir, 'a.csv'), out, { redactor, displayName: 'a.csv', limits: DEFAULT_LIMITS, options: {} });
      return { text: readFileSync(out).toString('latin1'), counts: r.counts };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it('writes a file of a header alone once, with or without its line ending', async () => {
    expect(await run('a,b\n')).toEqual({ text: 'a,b\n', counts: {} });
    expect(await run('a,b')).toEqual({ text: 'a,b', counts: {} });
    expect(await run('"a",x@example.com\r\n')).toEqual({ text: '"a",[EMAIL_ADDRESS]\r\n', counts: { EMAIL_ADDRESS: 1 } });
    expect(await run('')).toEqual({ text: '', counts: {} });
  });

  it('keeps short, long, empty and blank records as they are, changing only the cells found', async () => {
    const input = 'a,b\n1\n2,x@example.com,y@example.com\n,\n""\n\n"",""\n3,"q ""z@example.com"" r"\n';
    expect(await run(input)).toEqual({
      text: 'a,b\n1\n2,[EMAIL_ADDRESS],[EMAIL_ADDRESS]\n,\n""\n\n"",""\n3,"q ""[EMAIL_ADDRESS]"" r"\n',
      counts: { EMAIL_ADDRESS: 3 },
    });
  });
});

describe('csv field table', () => {
  it('holds each record and field as offsets, a quoted field with its closing quote', () => {
    const text = 'a,"b,c","d""e"x,,f\r\n"g\rh"\rz\n';
    const { table, consumed, unclosed } = scanTable(text, ',', true);
    expect([table.records, table.fields, consumed, unclosed]).toEqual([3, 7, 28, false]);
    expect([...table.first.subarray(0, 4)]).toEqual([0, 5, 6, 7]);
    expect([...table.start.subarray(0, 3)]).toEqual([0, 20, 26]);
    expect([...table.end.subarray(0, 3)]).toEqual([18, 25, 27]);
    expect([...table.next.subarray(0, 3)]).toEqual([20, 26, 28]);
    expect([...table.fieldStart.subarray(0, 7)]).toEqual([0, 2, 8, 16, 17, 20, 26]);
    expect([...table.fieldEnd.subarray(0, 7)]).toEqual([1, 7, 15, 16, 18, 25, 27]);
    expect([...table.close.subarray(0, 7)]).toEqual([-1, 6, 13, -1, -1, 24, -1]);
    expect(Array.from({ length: 7 }, (_, f) => table.value(text, f))).toEqual(['a', 'b,c', 'd"ex', '', 'f', 'g\rh', 'z']);
    expect(Array.from({ length: 7 }, (_, f) => table.raw(text, f))).toEqual(['a', '"b,c"', '"d""e"x', '', 'f', '"g\rh"', 'z']);
  });

  it('leaves out an incomplete record, its fields too, and grows past its first capacity', () => {
    const { table, consumed } = scanTable('a,b\nc,"d', ',', false);
    expect([table.records, table.fields, consumed]).toEqual([1, 2, 4]);
    const many = 'x,y,z,w\n'.repeat(500);
    const big = scanTable(many, ',', true).table;
    expect([big.records, big.fields, big.first[500], big.fieldStart[1999], big.next[499]]).toEqual([500, 2000, 2000, 3998, 4000]);
  });
});

describe('csv fields', () => {
  it('splits raw fields keeping their quotes, at any line ending', () => {
    const { records, consumed } = scanRecords('a,"b,c","d""e",,f\r\n"x\ry"\rz\n', ',', true);
    expect(records.map((r) => r.raw)).toEqual([['a', '"b,c"', '"d""e"', '', 'f'], ['"x\ry"'], ['z']]);
    expect(records.map((r) => r.values)).toEqual([['a', 'b,c', 'd"e', '', 'f'], ['x\ry'], ['z']]);
    expect(records.map((r) => [r.start, r.end, r.next])).toEqual([[0, 17, 19], [19, 24, 25], [25, 26, 27]]);
    expect(consumed).toBe(27);
  });

  it('leaves a record that may go on in the next chunk', () => {
    expect(scanRecords('a,b\r', ',', false).consumed).toBe(0); // "\r" may be half of "\r\n"
    expect(scanRecords('a\n"b', ',', false).consumed).toBe(2);
    expect(scanRecords('a\n"b"', ',', false).consumed).toBe(2); // the quote may be doubled
    expect(scanRecords('a\nb', ',', false).consumed).toBe(2);
    expect(scanRecords('a\nb', ',', true).records.map((r) => r.values)).toEqual([['a'], ['b']]);
    expect(scanRecords('a\n"b', ',', true).unclosed).toBe(true);
  });

  it('detects the delimiter that splits the records alike', () => {
    expect(detectDelimiter('Name;Anschrift;Betrag\nK W;Lindenweg 7, 22081 Hamburg;2.310,40\n', true)).toBe(';');
    expect(detectDelimiter('a|b|c\n1|2|3\n', true)).toBe('|');
    expect(detectDelimiter('a\tb\n"x,y"\t2\n', true)).toBe('\t');
    expect(detectDelimiter('single\ncolumn\n', true)).toBe(',');
  });

  it('quotes a changed field when it was quoted or needs it', () => {
    expect(formatField('x', true, ',')).toBe('"x"');
    expect(formatField('x, y', false, ',')).toBe('"x, y"');
    expect(formatField('say "hi"', false, ',')).toBe('"say ""hi"""');
    expect(formatField('plain', false, ',')).toBe('plain');
  });

  it('keeps a cell inert only when redaction exposed a formula character', () => {
    expect(keepInert('a@x.com=1', '=1')).toBe("'=1");
    expect(keepInert('-5 x', '-5 y')).toBe('-5 y');
  });
});
