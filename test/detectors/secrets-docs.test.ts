import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in JavaScript, without type declarations.
import { renderSecretsDoc } from '../../scripts/secrets/render-docs.mjs';

describe('docs/secrets.md', () => {
  it('is the table scripts/secrets/docs.mjs writes from the rules (run it after changing a rule)', async () => {
    const committed = readFileSync(new URL('../../docs/secrets.md', import.meta.url), 'utf8');
    expect(committed).toBe(await renderSecretsDoc());
  });
});
