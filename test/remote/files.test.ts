import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderWith, listFiles } from '../helpers/files.js';
import { run } from '../helpers/io.js';
import { runLocal, startServer, type TestServer } from './helpers.js';

const fixtures = fileURLToPath(new URL('../../fixtures/', import.meta.url));
const fixture = (p: string) => readFileSync(path.join(fixtures, p));

/** One file of every type the service takes, plus a text file (UTF-16 with BOM and CRLF) and JSON. */
function inputs() {
  return folderWith({
    'in/report.pdf': fixture('pdf/standard14.pdf'),
    'in/report.docx': fixture('docx/report.docx'),
    'in/customers.xlsx': fixture('xlsx/customers.xlsx'),
    'in/people.csv': 'name,email,phone\nJane Novak,jane.novak@example.com,+1 415-555-0132\nAcme,ops@example.org,\n',
    'in/notes.txt': Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Call Jane Novak on +1 415-555-0132.\r\nMail jane.novak@example.com\r\n', 'utf16le')]),
  });
}

describe('anonymize files --remote against a self-hosted server', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startServer({ mode: 'self-hosted', workers: 1 });
    // Warm-up: the server's worker thread loads the PDF stack once, here, not in the first test.
    const dir = inputs();
    await run(['files', 'in/report.pdf', '--remote', '--url', srv.url], { cwd: dir });
  }, 30_000);
  afterAll(() => srv.close());

  // One test per type: each file costs a second or two of a worker on a busy machine.
  it.each(['report.pdf', 'report.docx', 'customers.xlsx', 'people.csv', 'notes.txt'])('%s: output byte-identical to a local run, the same report', async (name) => {
    const dir = inputs();
    const local = runLocal(['files', `in/${name}`, '--out-dir', 'local', '--report', 'local.json'], dir);
    const remote = await run(['files', `in/${name}`, '--out-dir', 'remote', '--report', 'remote.json', '--remote', '--url', srv.url], { cwd: dir });
    expect(local).toMatchObject({ status: 0, stdout: '' });
    // Warnings too (the DOCX has a picture, OCR'd in both runs): the server reports them.
    expect(remote).toMatchObject({ code: 0, stdout: '', stderr: local.stderr });
    if (name === 'report.docx') expect(remote.stderr).toBe("anonymize: in/report.docx: warning: 1 image(s) were OCR'd for text in the picture, found text redacted in their pixels (their metadata was removed)\n");
    expect(listFiles(path.join(dir, 'remote'))).toEqual([`in/${name}`]);
    const a = readFileSync(path.join(dir, 'local/in', name));
    const b = readFileSync(path.join(dir, 'remote/in', name));
    expect(b.equals(a), `${name} differs from the local run`).toBe(true);
    const report = (file: string) => {
      const r = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
      return { ...r, files: r.files.map((f: { output: string }) => ({ ...f, output: f.output.replace(/^(local|remote)\//, '') })) };
    };
    expect(report('remote.json')).toEqual(report('local.json'));
  });

  it('text files keep their encoding, BOM and line endings; CSV cells are redacted in place', async () => {
    const dir = inputs();
    const r = await run(['files', 'in/notes.txt', 'in/people.csv', '--out-dir', 'out', '--remote', '--url', srv.url, '--json'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).totals).toEqual({ files: 2, written: 2, failed: 0, findings: { PERSON_NAME: 3, EMAIL_ADDRESS: 3, PHONE_NUMBER: 2 } });
    expect(readFileSync(path.join(dir, 'out/in/notes.txt'))).toEqual(
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Call [PERSON_NAME] on [PHONE_NUMBER].\r\nMail [EMAIL_ADDRESS]\r\n', 'utf16le')]),
    );
    expect(readFileSync(path.join(dir, 'out/in/people.csv'), 'utf8')).toBe('name,email,phone\n[PERSON_NAME],[EMAIL_ADDRESS],[PHONE_NUMBER]\n[PERSON_NAME],[EMAIL_ADDRESS],\n'); // the header says name
  });

  it('JSON can\'t be sent: that file fails with the reason, the others are written, exit 1', async () => {
    const dir = folderWith({ 'a.csv': 'mail\nops@example.org\n', 'b.json': '{"to": "ops@example.org"}' });
    const r = await run(['files', 'a.csv', 'b.json', '--remote', '--url', srv.url, '--json'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe("anonymize: b.json: JSON and NDJSON files can't be sent to a remote server (the service interface has no JSON endpoint): run without --remote\n");
    expect(JSON.parse(r.stdout)).toEqual({
      files: [
        { input: 'a.csv', status: 'written', output: 'anonymized/a.csv', format: 'csv', findings: { EMAIL_ADDRESS: 1 } },
        { input: 'b.json', status: 'failed', reason: "JSON and NDJSON files can't be sent to a remote server (the service interface has no JSON endpoint): run without --remote" },
      ],
      totals: { files: 2, written: 1, failed: 1, findings: { EMAIL_ADDRESS: 1 } },
    });
    expect(listFiles(dir)).toEqual(['a.csv', 'anonymized/a.csv', 'b.json']);
  });

  it('-o - writes the one output to stdout; --in-place replaces the input; an existing output needs --force', async () => {
    const dir = folderWith({ 'a.csv': 'mail\nops@example.org\n' });
    const out = await run(['files', 'a.csv', '-o', '-', '--remote', '--url', srv.url], { cwd: dir });
    expect([out.code, out.stdout, out.stderr]).toEqual([0, 'mail\n[EMAIL_ADDRESS]\n', '']);
    writeFileSync(path.join(dir, 'b.csv'), 'old');
    const exists = await run(['files', 'a.csv', '-o', 'b.csv', '--remote', '--url', srv.url], { cwd: dir });
    expect([exists.code, exists.stderr]).toEqual([1, 'anonymize: a.csv: the output b.csv already exists (use --force to overwrite)\n']);
    const forced = await run(['files', 'a.csv', '-o', 'b.csv', '--force', '--remote', '--url', srv.url], { cwd: dir });
    expect(forced.code).toBe(0);
    expect(readFileSync(path.join(dir, 'b.csv'), 'utf8')).toBe('mail\n[EMAIL_ADDRESS]\n');
    const inPlace = await run(['files', 'a.csv', '--in-place', '--remote', '--url', srv.url], { cwd: dir });
    expect(inPlace.code).toBe(0);
    expect(readFileSync(path.join(dir, 'a.csv'), 'utf8')).toBe('mail\n[EMAIL_ADDRESS]\n');
    expect(listFiles(dir)).toEqual(['a.csv', 'b.csv']);
  });

  it('on a terminal: ora progress (files done, the file and its job state) and the summary; none without one', async () => {
    const dir = folderWith({ 'a.csv': 'mail\nops@example.org\n' });
    const tty = await run(['files', 'a.csv', '--remote', '--url', srv.url, '--no-color'], { cwd: dir, stderrIsTTY: true });
    expect(tty.code).toBe(0);
    // The spinner (src/files/progress.ts) drew and cleared its line; its text shows every 80 ms.
    expect(tty.stderr).toContain('\x1b[2K');
    expect(tty.stderr.endsWith('1 file written to anonymized/\n1 finding: EMAIL_ADDRESS 1\n')).toBe(true);
    const quiet = await run(['files', 'a.csv', '--remote', '--url', srv.url, '--force', '--quiet'], { cwd: dir, stderrIsTTY: true });
    expect([quiet.code, quiet.stderr]).toEqual([0, '']);
  });

  it('a file whose content is not what its name says fails before it is sent, as locally', async () => {
    const dir = folderWith({ 'fake.pdf': 'just text, not a PDF\n', 'fake.xlsx': 'text\n' });
    const local = runLocal(['files', 'fake.pdf', 'fake.xlsx', '--out-dir', 'l'], dir);
    const remote = await run(['files', 'fake.pdf', 'fake.xlsx', '--out-dir', 'r', '--remote', '--url', srv.url], { cwd: dir });
    expect([remote.code, local.status]).toEqual([1, 1]);
    expect(remote.stderr).toBe(local.stderr);
    expect(remote.stderr).toBe('anonymize: fake.pdf: not a .pdf file: the content is text\nanonymize: fake.xlsx: not a .xlsx file: the content is text\n');
  });
});
