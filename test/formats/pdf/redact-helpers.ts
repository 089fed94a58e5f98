import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import email from '../../../src/detectors/email.js';
import { createRedactor } from '../../../src/engine/redactor.js';
import { pdfHandler } from '../../../src/formats/pdf/index.js';
import { DEFAULT_LIMITS, type FormatResult, type Limits } from '../../../src/formats/types.js';

/** The fictitious people of fixtures/build-pdf.mjs, found as CUSTOM_ENTITY terms. */
export const PEOPLE = ['Jane Roe', 'John Doe', 'Mary Major', 'Richard Roe', 'Ирина Соколова', 'Ελένη Παπαδάκη'];

export const fixture = (name: string) => path.join(import.meta.dirname, '../../../fixtures/pdf', name);

/** Redacts a fixture with the e-mail detector and PEOPLE only, so other detectors can't change the result. */
export async function redactFixture(name: string, options: Record<string, unknown> = {}, limits: Limits = DEFAULT_LIMITS): Promise<{ output: string; result: FormatResult }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-pdf-'));
  const output = path.join(dir, name);
  const redactor = createRedactor({ detectors: [email], custom: { terms: PEOPLE } });
  const result = await pdfHandler.redact(fixture(name), output, { redactor, displayName: name, limits, options });
  return { output, result };
}
