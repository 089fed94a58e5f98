import { chmodSync, chownSync, linkSync, lstatSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderWith, listFiles } from '../helpers/files.js';
import { run } from '../helpers/io.js';

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');
const isRoot = process.getuid?.() === 0;

describe('anonymize files: links, owners, hidden files, names', () => {
  it('--in-place on a symbolic link writes through to the real file and keeps the link', async () => {
    const dir = folderWith({ 'real/data.txt': 'mail jane@example.com\n' });
    symlinkSync(path.join(dir, 'real/data.txt'), path.join(dir, 'alias.txt'));
    const r = await run(['files', '--concurrency', '1', 'alias.txt', '--in-place'], { cwd: dir });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(lstatSync(path.join(dir, 'alias.txt')).isSymbolicLink()).toBe(true);
    expect(read(dir, 'real/data.txt')).toBe('mail [EMAIL_ADDRESS]\n');
    expect(listFiles(dir)).toEqual(['alias.txt', 'real/data.txt']);
  });

  it('--in-place keeps the owner, group and mode of the file it replaces', async () => {
    const dir = folderWith({ 'a.txt': 'mail jane@example.com\n' });
    const file = path.join(dir, 'a.txt');
    chmodSync(file, 0o604);
    // Giving a file away needs root; as another user the file's owner is already the runner.
    if (isRoot) chownSync(file, 4321, 4322);
    const before = statSync(file);
    const r = await run(['files', '--concurrency', '1', 'a.txt', '--in-place'], { cwd: dir });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const after = statSync(file);
    expect([after.uid, after.gid, after.mode & 0o7777]).toEqual([before.uid, before.gid, 0o604]);
    expect(read(dir, 'a.txt')).toBe('mail [EMAIL_ADDRESS]\n');
  });

  it('--in-place leaves a file with other hard links unchanged and says why (exit 1)', async () => {
    const dir = folderWith({ 'a.txt': 'mail jane@example.com\n', 'b.txt': 'mail ops@example.org\n' });
    linkSync(path.join(dir, 'a.txt'), path.join(dir, 'copy.txt'));
    const r = await run(['files', '--concurrency', '1', 'a.txt', 'b.txt', '--in-place'], { cwd: dir });
    expect(r).toMatchObject({
      code: 1,
      stderr: 'anonymize: a.txt: left unchanged: it has 1 other hard link that would keep the original content; write a copy (--out-dir) or remove the other links first\n',
    });
    expect([read(dir, 'a.txt'), read(dir, 'copy.txt'), read(dir, 'b.txt')]).toEqual(['mail jane@example.com\n', 'mail jane@example.com\n', 'mail [EMAIL_ADDRESS]\n']);
  });

  it('refuses -o naming the input through a link (real paths are compared), exit 2, nothing written', async () => {
    const dir = folderWith({ 'src.txt': 'mail jane@example.com\n' });
    symlinkSync(path.join(dir, 'src.txt'), path.join(dir, 'alias.txt'));
    const r = await run(['files', '--concurrency', '1', 'alias.txt', '-o', 'src.txt', '-f'], { cwd: dir });
    expect(r).toMatchObject({ code: 2, stderr: 'anonymize: the output for alias.txt would overwrite the input src.txt: choose another --out-dir, or use --in-place\n' });
    expect(read(dir, 'src.txt')).toBe('mail jane@example.com\n');
  });

  const dotted = () => folderWith({ 'app/a.txt': 'x@example.com\n', 'app/.env': 'mail y@example.com\n', 'app/.git/config': 'email = z@example.com\n' });

  it('counts the dot files it skips, on any stderr, unless --quiet', async () => {
    const dir = dotted();
    const r = await run(['files', '--concurrency', '1', 'app'], { cwd: dir });
    expect(r).toMatchObject({ code: 0, stderr: 'anonymize: 2 hidden files skipped (names starting with "."): use --hidden to include them\n' });
    expect(listFiles(path.join(dir, 'anonymized'))).toEqual(['app/a.txt']);
    expect((await run(['files', '--concurrency', '1', 'app', '--quiet', '--force'], { cwd: dir })).stderr).toBe('');
  });

  it('takes dot files with --hidden', async () => {
    const dir = dotted();
    const h = await run(['files', '--concurrency', '1', 'app', '--hidden'], { cwd: dir });
    expect(h).toMatchObject({ code: 0, stderr: '' });
    expect(listFiles(path.join(dir, 'anonymized'))).toEqual(['app/.env', 'app/.git/config', 'app/a.txt']);
    expect(read(dir, 'anonymized/app/.env')).toBe('mail [EMAIL_ADDRESS]\n');
  });

  it('reports an unreadable subfolder as a failure (permission denied)', async () => {
    const dir = folderWith({ 'logs/a.txt': 'x@example.com\n', 'logs/private/b.txt': 'y@example.com\n' });
    chmodSync(path.join(dir, 'logs/private'), 0o000);
    const r = await run(['files', '--concurrency', '1', 'logs', '--json'], { cwd: dir });
    chmodSync(path.join(dir, 'logs/private'), 0o755);
    // root reads any folder: the same path through a seam is tested in test/files/expand.test.ts.
    if (isRoot) return void expect(r.code).toBe(0);
    expect(r).toMatchObject({ code: 1, stderr: 'anonymize: logs/private/: folder skipped: permission denied\n' });
  });

  it('quotes a file name holding a line break, so a failure stays on one line', async () => {
    const dir = folderWith({ 'bad\nname.json': '{"x": ' });
    const r = await run(['files', '--concurrency', '1', '*.json'], { cwd: dir });
    expect(r).toMatchObject({ code: 1, stderr: 'anonymize: "bad\\nname.json": not valid JSON (unexpected end of input)\n' });
  });

  it('removes the temporary files that a killed run left (its process is gone), never a live one\'s', async () => {
    const dir = folderWith({ 'a.txt': 'x@example.com\n' });
    mkdirSync(path.join(dir, 'anonymized'));
    const dead = path.join(dir, 'anonymized', '.a.txt.2147483600-0123456789ab.anonymize-tmp');
    const live = path.join(dir, 'anonymized', `.b.txt.${process.pid}-0123456789ab.anonymize-tmp`);
    const other = path.join(dir, 'anonymized', '.c.txt.anonymize-tmp');
    for (const f of [dead, live, other]) writeFileSync(f, 'jane@example.com');
    expect((await run(['files', '--concurrency', '1', 'a.txt'], { cwd: dir })).code).toBe(0);
    expect(listFiles(path.join(dir, 'anonymized'))).toEqual(['.b.txt.' + `${process.pid}-0123456789ab.anonymize-tmp`, '.c.txt.anonymize-tmp', 'a.txt']);
  });

  it('--rename redacts output names like the content and never names the original in messages or reports', async () => {
    const dir = folderWith({
      'payslips/Jane_Novak_payslip_2024.txt': 'Pay to Jane Novak\n',
      'payslips/Omar_Haddad_payslip_2024.txt': 'Pay to Omar Haddad\n',
      'payslips/Omar_Haddad_broken.json': '{"x": ',
    });
    const r = await run(['files', '--concurrency', '1', 'payslips', '--rename', '--json', '--report', 'r.json'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(listFiles(path.join(dir, 'anonymized'))).toEqual(['payslips/[PERSON_NAME]_payslip_2024 (2).txt', 'payslips/[PERSON_NAME]_payslip_2024.txt']);
    expect(r.stderr).toBe('anonymize: payslips/[PERSON_NAME]_broken.json: not valid JSON (unexpected end of input)\n');
    for (const text of [r.stdout, r.stderr, read(dir, 'r.json')]) expect(text).not.toMatch(/Jane|Novak|Omar|Haddad/);
    expect((await run(['files', '--concurrency', '1', 'payslips', '--rename', '--in-place'], { cwd: dir })).code).toBe(2);
  });

  it('--rename numbers a person in file names as in the contents', async () => {
    const dir = folderWith({
      'payslips/Jane_Novak_payslip_2024.txt': 'Pay to Jane Novak\n',
      'payslips/Omar_Haddad_payslip_2024.txt': 'Pay to Omar Haddad\n',
      'payslips/Omar_Haddad_broken.json': '{"x": ',
    });
    const n = await run(['files', '--concurrency', '1', 'payslips', '--rename', '--style', 'numbered', '--out-dir', 'numbered', '--concurrency', '1'], { cwd: dir });
    expect(n.code).toBe(1);
    expect(listFiles(path.join(dir, 'numbered'))).toEqual(['payslips/[PERSON_NAME_1]_payslip_2024.txt', 'payslips/[PERSON_NAME_2]_payslip_2024.txt']);
    expect(read(dir, 'numbered/payslips/[PERSON_NAME_2]_payslip_2024.txt')).toBe('Pay to [PERSON_NAME_2]\n');
    expect(read(dir, 'numbered/payslips/[PERSON_NAME_1]_payslip_2024.txt')).toBe('Pay to [PERSON_NAME_1]\n');
    expect((await run(['files', '--concurrency', '1', 'payslips', '--rename', '--in-place'], { cwd: dir })).code).toBe(2);
  });
});
