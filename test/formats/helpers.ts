import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import email from '../../src/detectors/email.js';
import { defineDetector } from '../../src/engine/detector.js';
import { createRedactor, type RedactorOptions } from '../../src/engine/redactor.js';
import type { FormatHandler, FormatResult } from '../../src/formats/types.js';
import { DEFAULT_LIMITS } from '../../src/formats/types.js';

/**
 * A test-only detector that needs context: 9 digits are a NATIONAL_ID only next to "ssn"
 * (or with "ssn" as the hint, e.g. the CSV column header). With email, the only two detectors
 * these tests use, so that detectors added later can't change their expected bytes.
 */
export const ssn = defineDetector({
  id: 'test-ssn',
  entity: 'NATIONAL_ID',
  patterns: [/\b\d{9}\b/],
  context: ['ssn'],
  requireContext: true,
  examples: { positive: [], negative: [] },
});

export const TEST_DETECTORS = [email, ssn];

export interface Redacted extends FormatResult {
  output: Buffer;
}

/** Runs a handler on `input` written to a file named `name`, returns the output bytes. */
export async function redactWith(
  handler: FormatHandler,
  name: string,
  input: string | Buffer,
  options: { redactor?: RedactorOptions; format?: Record<string, unknown> } = {},
): Promise<Redacted> {
  const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-format-'));
  const inputPath = path.join(dir, name);
  const outputPath = path.join(dir, `out-${name}`);
  writeFileSync(inputPath, input);
  try {
    const redactor = createRedactor({ detectors: TEST_DETECTORS, ...options.redactor });
    const result = await handler.redact(inputPath, outputPath, { redactor, displayName: name, limits: DEFAULT_LIMITS, options: options.format ?? {} });
    return { ...result, output: readFileSync(outputPath) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
