// Writes docs/secrets.md, the table of secret rules, from src/detectors/secrets/catalog.ts:
//
//   npx tsx scripts/secrets/docs.mjs
//
// A test (test/detectors/secrets-docs.test.ts) checks that the committed table is current.
import { writeFileSync } from 'node:fs';
import { renderSecretsDoc } from './render-docs.mjs';

writeFileSync(new URL('../../docs/secrets.md', import.meta.url), await renderSecretsDoc());
