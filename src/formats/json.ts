import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { EntityName } from '../entities.js';
import { countFindings, sortCounts } from '../engine/redactor.js';
import { InputError } from '../errors.js';
import { FileWriter, readChunks } from './lib/files.js';
import { jsonErrorReason, rewriteJsonStrings } from './lib/json-strings.js';
import { isUtf8Prefix } from './lib/sniff.js';
import type { FormatContext, FormatHandler } from './types.js';

const NDJSON = new Set(['.ndjson', '.jsonl']);

/**
 * JSON (.json, read whole up to the input limit) and NDJSON/JSON Lines (.ndjson .jsonl,
 * streamed line by line). Every string is scanned, keys included: maps keyed by e-mail or user
 * name are common, and a key is data as much as a value. The key is the hint for its value
 * (`"ssn": "…"` raises confidence for a national ID); everything but changed strings stays
 * byte for byte.
 */
const json: FormatHandler = {
  id: 'json',
  extensions: ['.json', ...NDJSON],
  sniff: (head) => isUtf8Prefix(head),
  async redact(inputPath, outputPath, ctx) {
    const counts: Partial<Record<EntityName, number>> = {};
    const rewrite = (value: string, hint: string) => {
      if (value === '') return undefined;
      const r = ctx.redactor.redact(value, hint);
      if (r.findings.length === 0) return undefined;
      countFindings(r.findings, counts);
      return r.text;
    };
    const out = await FileWriter.create(outputPath);
    try {
      if (NDJSON.has(path.extname(inputPath).toLowerCase())) await redactLines(inputPath, out, ctx, rewrite);
      else await out.write(Buffer.from(redactDocument(await readWhole(inputPath, ctx), ctx.displayName, rewrite)));
    } finally {
      await out.close();
    }
    return { counts: sortCounts(counts), warnings: [] };
  },
};

type Rewrite = (value: string, hint: string) => string | undefined;

async function readWhole(file: string, ctx: FormatContext): Promise<string> {
  const { size } = await stat(file);
  if (size > ctx.limits.maxInputBytes) {
    throw new InputError(ctx.displayName, `JSON file larger than ${ctx.limits.maxInputBytes >> 20} MB: split it, or use NDJSON (one document per line), which streams`);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of readChunks(file)) chunks.push(chunk);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new InputError(ctx.displayName, 'not valid UTF-8 text');
  }
}

function redactDocument(text: string, displayName: string, rewrite: Rewrite, where = ''): string {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    JSON.parse(body);
  } catch (e) {
    const reason = jsonErrorReason(e, body);
    throw new InputError(displayName, where ? `${where}: ${reason}` : reason);
  }
  return text.slice(0, text.length - body.length) + rewriteJsonStrings(body, rewrite);
}

/** NDJSON: one document per line; blank lines and line endings stay as they were. */
async function redactLines(file: string, out: FileWriter, ctx: FormatContext, rewrite: Rewrite): Promise<void> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let pending = '';
  let lineNo = 0;
  const flushLines = async (final: boolean) => {
    let start = 0;
    let parts = '';
    for (;;) {
      const nl = pending.indexOf('\n', start);
      if (nl < 0 && !final) break;
      const end = nl < 0 ? pending.length : nl + 1;
      if (end === start) break;
      const line = pending.slice(start, end);
      lineNo++;
      const content = line.replace(/\r?\n$/, '');
      parts += content.trim() === '' ? line : redactDocument(content, ctx.displayName, rewrite, `line ${lineNo}`) + line.slice(content.length);
      start = end;
      if (nl < 0) break;
    }
    pending = pending.slice(start);
    await out.write(Buffer.from(parts));
  };
  try {
    for await (const chunk of readChunks(file)) {
      pending += decoder.decode(chunk, { stream: true });
      await flushLines(false);
    }
    pending += decoder.decode();
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError(ctx.displayName, 'not valid UTF-8 text');
  }
  await flushLines(true);
}

export default json;
