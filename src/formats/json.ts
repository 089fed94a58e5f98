import path from 'node:path';
import type { EntityName } from '../entities.js';
import { countFindings, sortCounts, type Redactor } from '../engine/redactor.js';
import type { Finding } from '../engine/types.js';
import { InputError } from '../errors.js';
import { FileWriter, fileSize, readChunks } from './lib/files.js';
import { analyzeByHint } from './lib/cells.js';
import { addNamedFindings } from './lib/json-pairs.js';
import { addProseFindings, isJsonText, openStrings, topSpan, treeReplacements, type Leaf } from './lib/json-nested.js';
import { jsonErrorReason, jsonStrings, replaceJsonStrings, type JsonString } from './lib/json-strings.js';
import { isUtf8Prefix } from './lib/sniff.js';
import type { FormatContext, FormatHandler } from './types.js';

const NDJSON = new Set(['.ndjson', '.jsonl']);

/**
 * JSON (.json, read whole up to the input limit) and NDJSON/JSON Lines (.ndjson .jsonl,
 * streamed line by line). Every string is scanned, keys included: maps keyed by e-mail or user
 * name are common, and a key is data as much as a value. The key is the hint for its value
 * (`"ssn": "…"` raises confidence for a national ID); everything but changed strings stays
 * byte for byte. A string that holds a JSON object or array (a HAR export's bodies) is redacted
 * as JSON (lib/json-nested.ts); in a `{"name": …, "value": …}` object the name is the value's
 * hint (lib/json-pairs.ts).
 */
const json: FormatHandler = {
  id: 'json',
  extensions: ['.json', ...NDJSON],
  sniff: (head) => isUtf8Prefix(head),
  async redact(inputPath, outputPath, ctx) {
    const counts: Partial<Record<EntityName, number>> = {};
    const rewrite = (strings: readonly JsonString[], base: number) => redactStrings(strings, ctx, counts, base);
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

/** New values for the strings that change (undefined for the others); `base`: where the strings' text starts in the decoded file. */
type Rewrite = (strings: readonly JsonString[], base: number) => (string | undefined)[];

/**
 * The strings' replacements; the strings under one key share an engine call (analyzeByHint).
 * A string that holds a JSON object or array is redacted as JSON (lib/json-nested.ts).
 */
function redactStrings(strings: readonly JsonString[], ctx: FormatContext, counts: Partial<Record<EntityName, number>>, base: number): (string | undefined)[] {
  const redactor: Redactor = ctx.redactor;
  if (!strings.some((s) => s.named !== undefined || (!s.number && isJsonText(s.value)))) return redactFlat(strings, ctx, counts, base);
  const leaves: Leaf[] = [];
  const tree = openStrings(strings, leaves);
  const findings = analyzeByHint(
    redactor,
    leaves.map(({ s }) => ({ text: s.value, hint: s.hint })),
  );
  const own = new Map<Leaf, Finding[]>();
  leaves.forEach((leaf, k) => {
    if (findings[k]!.length) own.set(leaf, [...findings[k]!]);
  });
  addProseFindings(tree, own, (items) => analyzeByHint(redactor, items));
  addNamedFindings(leaves, own, redactor);
  const replaced = new Map<Leaf, string>();
  for (const leaf of leaves) {
    const found = own.get(leaf);
    if (!found) continue;
    countFindings(found, counts);
    if (ctx.scan) reportFound(ctx, leaf, found, base);
    replaced.set(leaf, redactor.apply(leaf.s.value, found));
  }
  return treeReplacements(tree, replaced);
}

/** redactStrings for strings that hold no JSON text and no name/value pair: each with its own findings. */
function redactFlat(strings: readonly JsonString[], ctx: FormatContext, counts: Partial<Record<EntityName, number>>, base: number): (string | undefined)[] {
  const findings = analyzeByHint(
    ctx.redactor,
    strings.map((s) => ({ text: s.value, hint: s.hint })),
  );
  return strings.map((s, k) => {
    const found = findings[k]!;
    if (found.length === 0) return undefined;
    countFindings(found, counts);
    ctx.scan?.found(found, s.number ? { offset: base + s.start } : { offset: base + s.start + 1, escape: 'json' }, s.value);
    return ctx.redactor.apply(s.value, found);
  });
}

/** Tells `anonymize scan` where a leaf's findings are: in the value of the file's token that holds it. */
function reportFound(ctx: FormatContext, leaf: Leaf, found: readonly Finding[], base: number): void {
  const place = (s: JsonString) => (s.number ? { offset: base + s.start } : { offset: base + s.start + 1, escape: 'json' as const });
  if (!leaf.parent) {
    ctx.scan!.found(found, place(leaf.s), leaf.s.value);
    return;
  }
  const mapped = found.map((f) => {
    const span = topSpan(leaf, f.start, f.end);
    return { finding: { ...f, start: span.start, end: span.end }, top: span.top };
  });
  ctx.scan!.found(
    mapped.map((m) => m.finding),
    place(mapped[0]!.top),
    mapped[0]!.top.value,
  );
}

async function readWhole(file: string, ctx: FormatContext): Promise<string> {
  const size = fileSize(file);
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

function redactDocument(text: string, displayName: string, rewrite: Rewrite): string {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  validate(body, displayName, '');
  const strings = jsonStrings(body);
  return text.slice(0, text.length - body.length) + replaceJsonStrings(body, strings, rewrite(strings, text.length - body.length));
}

function validate(text: string, displayName: string, where: string): void {
  try {
    JSON.parse(text);
  } catch (e) {
    const reason = jsonErrorReason(e, text);
    throw new InputError(displayName, where ? `${where}: ${reason}` : reason);
  }
}

/**
 * NDJSON: one document per line; blank lines and line endings stay as they were. The lines of
 * each read block (1 MB) are redacted together, so their strings share engine calls.
 */
async function redactLines(file: string, out: FileWriter, ctx: FormatContext, rewrite: Rewrite): Promise<void> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let pending = '';
  let lineNo = 0;
  let consumed = 0;
  const flushLines = async (final: boolean) => {
    let start = 0;
    const strings: JsonString[] = [];
    for (;;) {
      const nl = pending.indexOf('\n', start);
      if (nl < 0 && !final) break;
      const end = nl < 0 ? pending.length : nl + 1;
      if (end === start) break;
      lineNo++;
      const content = pending.slice(start, end).replace(/\r?\n$/, '');
      if (content.trim() !== '') {
        validate(content, ctx.displayName, `line ${lineNo}`);
        jsonStrings(content, start, strings);
      }
      start = end;
      if (nl < 0) break;
    }
    const block = pending.slice(0, start);
    pending = pending.slice(start);
    await out.write(Buffer.from(replaceJsonStrings(block, strings, rewrite(strings, consumed))));
    consumed += block.length;
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
