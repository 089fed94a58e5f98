import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import email from '../../../src/detectors/email.js';
import { createRedactor } from '../../../src/engine/redactor.js';
import { redactDocument } from '../../../src/formats/document.js';
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

/** Writes a built PDF to a new folder and redacts it with the default options (every detector, label style, OCR on), as `anonymize files` does. */
export async function redactBuilt(made: { name: string; bytes: Uint8Array }): Promise<{ input: string; output: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-pdf-built-'));
  const input = path.join(dir, made.name);
  const output = path.join(dir, 'out.pdf');
  writeFileSync(input, made.bytes);
  await redactDocument(pdfHandler, input, output, { redactor: createRedactor({}), displayName: made.name, limits: DEFAULT_LIMITS, options: {} });
  return { input, output };
}
