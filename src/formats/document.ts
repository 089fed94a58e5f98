import { devNull } from 'node:os';
import { DocumentMemory } from '../engine/memory.js';
import { fileSize } from './lib/files.js';
import type { FormatContext, FormatHandler, FormatResult } from './types.js';

/**
 * Redacts one file with one memory for the whole document (see engine/memory.ts): a first pass
 * runs the handler with a redactor that only records what it finds (its output is thrown away),
 * the second redacts with those values looked for everywhere: a name found in the body leaves
 * the title, the properties and the comments too, and a value found in a `name` column leaves
 * every other cell. The first pass's texts and findings are kept (up to a cap), so the second
 * analyzes each text only for the remembered values.
 */
export async function redactDocument(handler: FormatHandler, inputPath: string, outputPath: string, ctx: FormatContext): Promise<FormatResult> {
  const memory = new DocumentMemory();
  // A file this large is a data export streamed in bounded memory, not a document: one pass that
  // remembers as it goes (a value applies from where it was first found on).
  if (fileSize(inputPath) > ONE_PASS_BYTES) return handler.redact(inputPath, outputPath, { ...ctx, redactor: ctx.redactor.forDocument(memory, true) });
  // The first pass's output is thrown away: written to the null device, not to a file beside the
  // output (creating and deleting a file per input cost a small file as much as redacting it).
  // What the first pass read and kept for the second (FormatContext.carry), if anything.
  const carry = new Map<string, unknown>();
  await handler.redact(inputPath, devNull, { ...ctx, redactor: ctx.redactor.recorder(memory), discardOutput: true, carry });
  return handler.redact(inputPath, outputPath, { ...ctx, redactor: ctx.redactor.forDocument(memory), carry });
}

/** Files larger than this are redacted in one pass (see above). */
const ONE_PASS_BYTES = 64 * 1024 * 1024;
