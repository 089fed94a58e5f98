import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/io.js';
import { tree } from './build.js';

// `anonymize files` as a CI step (issue 17): no TTY output, no colors, --quiet, deterministic
// output paths, a JSON report a later step reads.
describe('anonymize files in CI', () => {
  it('prints nothing on a non-terminal, writes the same outputs and report on every run', async () => {
    const dir = tree({ 'exports/a.txt': 'mail jane.doe@example.com\n', 'exports/sub/b.csv': 'id,email\n1,ops@example.org\n', 'exports/c.json': '{"a": ' });
    const args = ['files', 'exports/', '--out-dir', 'public', '--report', 'anonymize-report.json', '--force', '--concurrency', '1'];
    const first = await run(args, { cwd: dir, env: { CI: 'true' } });
    expect(first).toMatchObject({ code: 1, stdout: '', stderr: 'anonymize: exports/c.json: not valid JSON (unexpected end of input)\n' });
    const report = readFileSync(path.join(dir, 'anonymize-report.json'), 'utf8');
    expect(JSON.parse(report)).toEqual({
      files: [
        { input: 'exports/a.txt', status: 'written', output: 'public/exports/a.txt', format: 'text', findings: { EMAIL_ADDRESS: 1 } },
        { input: 'exports/c.json', status: 'failed', reason: 'not valid JSON (unexpected end of input)' },
        { input: 'exports/sub/b.csv', status: 'written', output: 'public/exports/sub/b.csv', format: 'csv', findings: { EMAIL_ADDRESS: 1 } },
      ],
      totals: { files: 3, written: 2, failed: 1, findings: { EMAIL_ADDRESS: 2 } },
    });
    const second = await run([...args, '--quiet'], { cwd: dir, env: { CI: 'true' } });
    expect(second.code).toBe(1);
    // Failures are still named under --quiet, and there is not one escape sequence (no colors).
    expect(second.stderr).toBe('anonymize: exports/c.json: not valid JSON (unexpected end of input)\n');
    expect(readFileSync(path.join(dir, 'anonymize-report.json'), 'utf8')).toBe(report);
    expect(readFileSync(path.join(dir, 'public/exports/a.txt'), 'utf8')).toBe('mail [EMAIL_ADDRESS]\n');
  });
});
