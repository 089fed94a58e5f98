import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { folderWith, listFiles } from '../helpers/files.js';
import { run } from '../helpers/io.js';

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

// A minimal ZIP: one empty end-of-central-directory record (APPNOTE.TXT 4.3.16).
const EMPTY_ZIP = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);

describe('anonymize files', () => {
  it('mirrors the inputs under ./anonymized/ and prints nothing on a non-terminal', async () => {
    const dir = folderWith({
      'notes.txt': 'write to jane.doe@example.com\n',
      'sub/data.csv': 'kind,mail\nalpha,ops@example.org\n',
      'sub/deep/doc.json': '{"to": "ops@example.org", "n": 12345678901234567890}',
    });
    const r = await run(['files', '**/*'], { cwd: dir });
    expect(r).toMatchObject({ code: 0, stdout: '', stderr: '' });
    expect(listFiles(dir)).toEqual([
      'anonymized/notes.txt',
      'anonymized/sub/data.csv',
      'anonymized/sub/deep/doc.json',
      'notes.txt',
      'sub/data.csv',
      'sub/deep/doc.json',
    ]);
    expect(read(dir, 'anonymized/notes.txt')).toBe('write to [EMAIL_ADDRESS]\n');
    expect(read(dir, 'anonymized/sub/data.csv')).toBe('kind,mail\nalpha,[EMAIL_ADDRESS]\n');
    expect(read(dir, 'anonymized/sub/deep/doc.json')).toBe('{"to": "[EMAIL_ADDRESS]", "n": 12345678901234567890}');
    expect(read(dir, 'notes.txt')).toBe('write to jane.doe@example.com\n');
  });

  it('never picks up its own output folder when the glob is run again', async () => {
    const dir = folderWith({ 'a.txt': 'x@example.com\n' });
    expect((await run(['files', '**/*.txt'], { cwd: dir })).code).toBe(0);
    const again = await run(['files', '**/*.txt', '--force', '--json'], { cwd: dir });
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout).files.map((f: { input: string }) => f.input)).toEqual(['a.txt']);
    expect(listFiles(dir)).toEqual(['a.txt', 'anonymized/a.txt']);
  });

  it('writes a JSON summary with --json and the same report with --report, without values', async () => {
    const dir = folderWith({ 'a.txt': 'a@example.com b@example.com\n', 'b.csv': 'k\nc@example.com\n', 'c.json': '{"a": ' });
    const r = await run(['files', 'a.txt', 'b.csv', 'c.json', 'missing-*.txt', '--json', '--report', 'out/report.json'], { cwd: dir });
    expect(r.code).toBe(1);
    const expected = {
      files: [
        { input: 'missing-*.txt', status: 'failed', reason: 'no files match this pattern' },
        { input: 'a.txt', status: 'written', output: 'anonymized/a.txt', format: 'text', findings: { EMAIL_ADDRESS: 2 } },
        { input: 'b.csv', status: 'written', output: 'anonymized/b.csv', format: 'csv', findings: { EMAIL_ADDRESS: 1 } },
        { input: 'c.json', status: 'failed', reason: 'not valid JSON (unexpected end of input)' },
      ],
      totals: { files: 4, written: 2, failed: 2, findings: { EMAIL_ADDRESS: 3 } },
    };
    expect(JSON.parse(r.stdout)).toEqual(expected);
    const report = read(dir, 'out/report.json');
    expect(JSON.parse(report)).toEqual(expected);
    expect(report).not.toContain('@example.com');
    expect(r.stderr).toBe('anonymize: missing-*.txt: no files match this pattern\nanonymize: c.json: not valid JSON (unexpected end of input)\n');
  });

  it('prints the summary on a terminal: files written, findings per type, failures', async () => {
    const dir = folderWith({ 'a.txt': 'a@example.com\n', 'b.json': '{"a": ' });
    const r = await run(['files', '*', '--no-color'], { cwd: dir, stderrIsTTY: true });
    expect(r.code).toBe(1);
    // ora's progress first (files done/total, current file), then, after its last line clear, the summary.
    expect(r.stderr).toMatch(/\d\/2 files {2}(a\.txt|b\.json)\r/);
    const clear = '\u001b[2K';
    expect(r.stderr.slice(r.stderr.lastIndexOf(clear) + clear.length)).toBe(
      'anonymize: b.json: not valid JSON (unexpected end of input)\n1 file written to anonymized/, 1 failed\n1 finding: EMAIL_ADDRESS 1\n',
    );
  });

  it('is quiet with --quiet except for failures', async () => {
    const dir = folderWith({ 'a.txt': 'a@example.com\n', 'b.json': '[1,' });
    const r = await run(['files', '*', '--quiet'], { cwd: dir, stderrIsTTY: true });
    expect(r).toMatchObject({ code: 1, stderr: 'anonymize: b.json: not valid JSON (unexpected end of input)\n' });
  });

  it('fails bad inputs one line each, naming the file, still writes the others, and leaves no partial output', async () => {
    const dir = folderWith({
      'good.txt': 'mail a@example.com\n',
      'zip.csv': EMPTY_ZIP,
      'garbage.bin': Buffer.from([0x00, 0xff, 0x13, 0x37, 0x00, 0x01, 0x02, 0x9d]),
      'empty.json': '',
      'broken.json': '{"to": "secret@example.com", ',
      'bad-utf8.txt': Buffer.from([0x61, 0xff, 0xfe, 0x62]),
      'locked.doc': Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]),
      'sheet.xlsx': 'just text\n',
    });
    const r = await run(['files', '*', '--concurrency', '2'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      [
        'anonymize: bad-utf8.txt: not valid UTF-8 text',
        'anonymize: broken.json: not valid JSON (unexpected end of input)',
        'anonymize: empty.json: empty file',
        'anonymize: garbage.bin: unsupported content (binary data)',
        'anonymize: locked.doc: password-protected or legacy (OLE2) Office file: remove the password, or save it as .docx/.xlsx, and try again',
        'anonymize: sheet.xlsx: not a .xlsx file: the content is text',
        'anonymize: zip.csv: not a .csv file: the content is a ZIP archive',
        '',
      ].join('\n'),
    );
    expect(r.stderr).not.toContain('secret@example.com');
    expect(listFiles(path.join(dir, 'anonymized'))).toEqual(['good.txt']);
    expect(read(dir, 'anonymized/good.txt')).toBe('mail [EMAIL_ADDRESS]\n');
  });

  it('fails broken and hostile Office files alone: truncated, zip bomb, password-protected, wrong extension', async () => {
    const docx = readFileSync('fixtures/docx/report.docx');
    const xlsx = readFileSync('fixtures/xlsx/customers.xlsx');
    // A compound file ([MS-CFB]) whose directory names an "EncryptedPackage" stream ([MS-OFFCRYPTO] 2.3.4.4).
    const encrypted = Buffer.alloc(640);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(encrypted);
    Buffer.from('EncryptedPackage', 'utf16le').copy(encrypted, 512);
    // 20 MB of zeros deflate to ~20 KB: a ratio far past the 1% cap.
    const zip = new yazl.ZipFile();
    zip.addBuffer(Buffer.alloc(20 * 1024 * 1024), 'xl/workbook.xml', { mtime: new Date(Date.UTC(2026, 0, 1)) });
    zip.end();
    const chunks: Buffer[] = [];
    for await (const c of zip.outputStream) chunks.push(c as Buffer);
    const dir = folderWith({
      'good.docx': docx,
      'good.xlsx': xlsx,
      'cut.docx': docx.subarray(0, 4000),
      'bomb.xlsx': Buffer.concat(chunks),
      'secret.docx': encrypted,
      'book.docx': xlsx,
      'note.txt': 'a@example.com\n',
    });
    const r = await run(['files', '*', '--concurrency', '3'], { cwd: dir });
    expect(r.code).toBe(1);
    const lines = r.stderr.split('\n');
    expect(lines[0]).toMatch(/^anonymize: bomb\.xlsx: zip bomb: entry xl\/workbook\.xml expands \d+× \(limit 100×\)$/);
    expect(lines.slice(1)).toEqual([
      'anonymize: book.docx: not a Word document',
      'anonymize: cut.docx: not a valid zip archive (truncated?)',
      // Warnings of files that were written come in the same order, unless --quiet.
      "anonymize: good.docx: warning: 1 image(s) were OCR'd for text in the picture, found text redacted in their pixels (their metadata was removed)",
      'anonymize: secret.docx: password-protected or legacy (OLE2) Office file: remove the password, or save it as .docx/.xlsx, and try again',
      '',
    ]);
    expect(listFiles(path.join(dir, 'anonymized'))).toEqual(['good.docx', 'good.xlsx', 'note.txt']);
  });

  it('reports an unreadable file as failed and still writes the others', async () => {
    const dir = folderWith({ 'a.txt': 'a@example.com\n', 'locked.txt': 'b@example.com\n' });
    const locked = path.join(dir, 'locked.txt');
    chmodSync(locked, 0o000);
    // root (as in many CI containers) reads through chmod 000: then the file must be processed.
    let blocked = true;
    try {
      readFileSync(locked);
      blocked = false;
    } catch {
      /* the permission holds */
    }
    const r = await run(['files', '*.txt'], { cwd: dir });
    chmodSync(locked, 0o644);
    if (blocked) {
      expect(r).toMatchObject({ code: 1, stderr: 'anonymize: locked.txt: permission denied\n' });
      expect(listFiles(path.join(dir, 'anonymized'))).toEqual(['a.txt']);
    } else {
      expect(r).toMatchObject({ code: 0, stderr: '' });
      expect(read(dir, 'anonymized/locked.txt')).toBe('[EMAIL_ADDRESS]\n');
    }
  });

  it('names a pattern or path that matches nothing', async () => {
    const dir = folderWith({ 'a.txt': 'x\n' });
    const r = await run(['files', 'nope/**/*.csv', 'missing.txt', 'a.txt'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('anonymize: nope/**/*.csv: no files match this pattern\nanonymize: missing.txt: no such file or directory\n');
    expect(read(dir, 'anonymized/a.txt')).toBe('x\n');
  });

  it('takes a folder as every file under it, minus --ignore (.gitignore syntax)', async () => {
    const dir = folderWith({ 'in/a.txt': 'a\n', 'in/b.log': 'b\n', 'in/skip/c.txt': 'c\n', 'in/d.txt': 'd\n' });
    const r = await run(['files', 'in', '--ignore', 'skip/', '--ignore', '*.log', '--ignore', '/in/d.txt', '--json'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).files.map((f: { input: string }) => f.input)).toEqual(['in/a.txt']);
  });

  it('refuses to overwrite an existing output without --force, and overwrites with it', async () => {
    const dir = folderWith({ 'a.txt': 'a@example.com\n', 'anonymized/a.txt': 'old\n', 'b.txt': 'b\n' });
    const r = await run(['files', '*.txt'], { cwd: dir });
    expect(r).toMatchObject({ code: 1, stderr: 'anonymize: a.txt: the output anonymized/a.txt already exists (use --force to overwrite)\n' });
    expect(read(dir, 'anonymized/a.txt')).toBe('old\n');
    expect(read(dir, 'anonymized/b.txt')).toBe('b\n');
    const f = await run(['files', 'a.txt', '--force'], { cwd: dir });
    expect(f.code).toBe(0);
    expect(read(dir, 'anonymized/a.txt')).toBe('[EMAIL_ADDRESS]\n');
  });

  it('refuses an output that would overwrite an input (exit 2, nothing written)', async () => {
    const dir = folderWith({ 'a.txt': 'a@example.com\n' });
    const r = await run(['files', 'a.txt', '--out-dir', '.'], { cwd: dir });
    expect(r).toMatchObject({ code: 2, stderr: 'anonymize: the output for a.txt would overwrite the input a.txt: choose another --out-dir, or use --in-place\n' });
    expect(read(dir, 'a.txt')).toBe('a@example.com\n');
  });

  it('replaces inputs atomically with --in-place, keeping their mode, and leaves failed ones untouched', async () => {
    const dir = folderWith({ 'a.txt': 'a@example.com\r\n', 'b.json': '{"x": ' });
    chmodSync(path.join(dir, 'a.txt'), 0o640);
    const r = await run(['files', '*', '--in-place'], { cwd: dir });
    expect(r).toMatchObject({ code: 1, stderr: 'anonymize: b.json: not valid JSON (unexpected end of input)\n' });
    expect(read(dir, 'a.txt')).toBe('[EMAIL_ADDRESS]\r\n');
    expect(read(dir, 'b.json')).toBe('{"x": ');
    expect(listFiles(dir)).toEqual(['a.txt', 'b.json']);
    const { statSync } = await import('node:fs');
    expect(statSync(path.join(dir, 'a.txt')).mode & 0o777).toBe(0o640);
  });

  it('writes a single file to stdout with -o -, bytes exact', async () => {
    const input = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('k\r\n"a@example.com"\r\n', 'utf16le')]);
    const dir = folderWith({ 'u16.csv': input });
    const r = await run(['files', 'u16.csv', '-o', '-'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.io.stdout.bytes()).toEqual(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('k\r\n"[EMAIL_ADDRESS]"\r\n', 'utf16le')]));
    expect(listFiles(dir)).toEqual(['u16.csv']);
  });

  it('fails (exit 1) naming the pattern when -o - gets no file', async () => {
    const r = await run(['files', 'none-*.csv', '-o', '-'], { cwd: folderWith({}) });
    expect(r).toMatchObject({ code: 1, stdout: '', stderr: 'anonymize: none-*.csv: no files match this pattern\n' });
  });

  it('writes a single file to a named output with -o FILE', async () => {
    const dir = folderWith({ 'a.txt': 'a@example.com\n' });
    expect((await run(['files', 'a.txt', '-o', 'clean/a.txt'], { cwd: dir })).code).toBe(0);
    expect(read(dir, 'clean/a.txt')).toBe('[EMAIL_ADDRESS]\n');
  });

  it('rejects contradictory or invalid options with exit 2', async () => {
    const dir = folderWith({ 'a.txt': 'x\n', 'b.txt': 'y\n' });
    const cases: [string[], string][] = [
      [['--in-place', '--out-dir', 'x'], '--out-dir and --in-place cannot be used together: choose one place for the outputs'],
      [['-o', '-', '--json'], '-o - and --json both write to stdout: use --report FILE for the summary'],
      [['-o', 'out.txt'], '-o out.txt takes exactly one input file, but 2 matched: use --out-dir for several'],
      [['--concurrency', '0'], '--concurrency must be a whole number from 1 to 256, got "0"'],
      [['--columns', 'x=NOPE'], '--columns: "x=NOPE" must be COLUMN=ENTITY with a known entity type (see anonymize entities)'],
      [['--show-values'], '--show-values does not apply to files: reports never contain detected values'],
    ];
    for (const [flags, message] of cases) {
      const r = await run(['files', '*.txt', ...flags], { cwd: dir });
      expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 2, stderr: `anonymize: ${message}\n` });
    }
    expect(listFiles(dir)).toEqual(['a.txt', 'b.txt']);
  });

  it('gives one value the same number in every file of the batch, across workers', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 8; i++) files[`f${i}.txt`] = `from shared@example.com to own${i}@example.com and shared@example.com\n`;
    const dir = folderWith(files);
    const r = await run(['files', '*.txt', '--style', 'numbered', '--concurrency', '3'], { cwd: dir });
    expect(r.code).toBe(0);
    const outputs = Object.keys(files).map((f) => read(dir, `anonymized/${f}`));
    const shared = /^from (\[EMAIL_ADDRESS_\d+\]) to/.exec(outputs[0]!)![1];
    const own = new Set<string>();
    for (const out of outputs) {
      const m = /^from (\[EMAIL_ADDRESS_\d+\]) to (\[EMAIL_ADDRESS_\d+\]) and (\[EMAIL_ADDRESS_\d+\])\n$/.exec(out)!;
      expect([m[1], m[3]]).toEqual([shared, shared]);
      own.add(m[2]!);
    }
    expect(own.size).toBe(8);
    expect([...own, shared!].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `[EMAIL_ADDRESS_${n}]`).sort());
  });

  // Two runs per test (each starts its workers): split so each test stays a few seconds on a busy machine.
  const fakesIn = (dir: string) => async (out: string, env: Record<string, string> = {}) => {
    expect((await run(['files', '*.txt', '--style', 'fake', '--concurrency', '2', '--out-dir', out], { cwd: dir, env })).code).toBe(0);
    const a = /^from (\S+@\S+)\n$/.exec(read(dir, `${out}/a.txt`))![1]!;
    const b = /^to (\S+@\S+)\n$/.exec(read(dir, `${out}/b.txt`))![1]!;
    expect(a).toBe(b);
    expect(a).not.toBe('jane.doe@example.com');
    return a;
  };

  it('gives one value the same fake in every file, and the same with the same key', async () => {
    const fakes = fakesIn(folderWith({ 'a.txt': 'from jane.doe@example.com\n', 'b.txt': 'to jane.doe@example.com\n' }));
    const keyed = await fakes('k1', { ANONYMIZE_KEY: 'test-key' });
    expect(await fakes('k2', { ANONYMIZE_KEY: 'test-key' })).toBe(keyed);
  });

  it('without a key, makes a new key each run', async () => {
    const fakes = fakesIn(folderWith({ 'a.txt': 'from jane.doe@example.com\n', 'b.txt': 'to jane.doe@example.com\n' }));
    // A random key per run: two runs agree only if two random keys give the same fake.
    expect(await fakes('r1')).not.toBe(await fakes('r2'));
  });

  it('numbers in file order with --concurrency 1', async () => {
    const dir = folderWith({ 'a.txt': 'x@example.com y@example.com\n', 'b.txt': 'y@example.com z@example.com\n' });
    expect((await run(['files', '*.txt', '--style', 'numbered', '--concurrency', '1'], { cwd: dir })).code).toBe(0);
    expect(read(dir, 'anonymized/a.txt')).toBe('[EMAIL_ADDRESS_1] [EMAIL_ADDRESS_2]\n');
    expect(read(dir, 'anonymized/b.txt')).toBe('[EMAIL_ADDRESS_2] [EMAIL_ADDRESS_3]\n');
  });

  it('gives a person one number across files and mentions, through the workers', async () => {
    const dir = folderWith({
      'a.txt': 'The applicant, Mrs Ayşe Kaya, met Mr John Smith.\n',
      'b.txt': 'Later Mrs Kaya wrote to Mr Smith again.\n',
    });
    expect((await run(['files', '*.txt', '--style', 'numbered', '--concurrency', '1'], { cwd: dir })).code).toBe(0);
    expect(read(dir, 'anonymized/a.txt')).toBe('The applicant, [PERSON_NAME_1], met [PERSON_NAME_2].\n');
    expect(read(dir, 'anonymized/b.txt')).toBe('Later [PERSON_NAME_1] wrote to [PERSON_NAME_2] again.\n');
  });

  it('applies --columns to CSV files', async () => {
    const dir = folderWith({ 'a.csv': 'mail,other,ref\na@example.com,b@example.com,c77\n' });
    const r = await run(['files', 'a.csv', '--columns', 'mail,ref=USERNAME', '-o', '-'], { cwd: dir });
    expect(r).toMatchObject({ code: 0, stdout: 'mail,other,ref\n[EMAIL_ADDRESS],b@example.com,[USERNAME]\n' });
    const missing = await run(['files', 'a.csv', '--columns', 'ssn', '-o', '-'], { cwd: dir });
    expect(missing).toMatchObject({ code: 1, stdout: '', stderr: 'anonymize: a.csv: --columns: no column "ssn" in the header\n' });
  });

  it('keeps a file written before the batch when its name is given explicitly inside the out-dir', async () => {
    const dir = folderWith({ 'anonymized/x.txt': 'a@example.com\n' });
    const glob = await run(['files', '**/*.txt'], { cwd: dir });
    expect(glob).toMatchObject({ code: 1, stderr: 'anonymize: **/*.txt: no files match this pattern\n' });
    writeFileSync(path.join(dir, 'y.txt'), 'y\n');
    expect((await run(['files', 'anonymized/x.txt', '--out-dir', 'out'], { cwd: dir })).code).toBe(0);
    expect(read(dir, 'out/anonymized/x.txt')).toBe('[EMAIL_ADDRESS]\n');
  });
});
