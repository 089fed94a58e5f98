import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/io.js';

/** The README's quick start must stay true: its example text gives exactly the output it shows. */
describe('README quick start', () => {
  it('prints what the README says', async () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const command = /node bin\/anonymize\.js text "([^"]+)"/.exec(readme);
    const shown = /prints:\n\n```\n([^\n]+)\n```/.exec(readme);
    expect(command && shown).toBeTruthy();
    const r = await run(['text', command![1]!]);
    expect([r.code, r.stdout, r.stderr]).toEqual([0, `${shown![1]}\n`, '']);
  });
});
