import { PDFDict, PDFName, PDFRef, type PDFContext } from 'pdf-lib';
import type { Glyph, StreamContext } from './interpreter.js';
import { nameText, type Operand } from './lexer.js';
import { UnsupportedPage } from './refusal.js';
import { formatName, formatNumber, formatOp, hexString } from './writer.js';

/** A removed glyph: the TJ number that keeps every later glyph where it was. */
interface Removal {
  offset: number;
  length: number;
  compensation: number;
}

export interface RewriteInput {
  context: PDFContext;
  /** Rewritten marked-content operators (e.g. /ActualText holding PII), by stream and op index. */
  replaced: ReadonlyMap<StreamContext, ReadonlyMap<number, string>>;
  /** Streams whose comments hold PII: written without any comment. */
  uncommented?: ReadonlySet<StreamContext>;
  /** A resource's new name when its name holds PII (resourceNameOps); the resources are renamed apart (scrub.ts). */
  renameResource?: (name: string) => string | undefined;
}

/**
 * One new name for each resource name that holds PII, each its own (two people both labelled
 * [PERSON_NAME] keep their fonts apart), the same wherever it is asked for: a content stream's
 * operator and the resource dictionary's key.
 */
export function resourceRenamer(redact: (name: string) => string | undefined): (name: string) => string | undefined {
  const names = new Map<string, string | undefined>();
  const taken = new Set<string>();
  return (name) => {
    if (names.has(name)) return names.get(name);
    let out = redact(name);
    if (out !== undefined) {
      const base = out;
      for (let n = 2; taken.has(out); n++) out = `${base}${n}`;
      taken.add(out);
    }
    names.set(name, out);
    return out;
  };
}

/** Operators that name a resource, and which operand: a font, form or image, graphics state, shading, colour space, pattern. */
const RESOURCE_OPERAND: Readonly<Record<string, number>> = { Tf: 0, Do: 0, gs: 0, sh: 0, cs: 0, CS: 0, scn: -1, SCN: -1 };

/**
 * The operators of `ctx` that name a resource whose name holds PII (`/Jane#20Roe 10 Tf`),
 * written again with its new name, by op index.
 */
export function resourceNameOps(ctx: StreamContext, rename: (name: string) => string | undefined): Map<number, string> {
  const out = new Map<number, string>();
  ctx.ops.forEach((op, i) => {
    const at = RESOURCE_OPERAND[op.op];
    if (at === undefined) return;
    const k = at < 0 ? op.operands.length - 1 : at;
    const operand = op.operands[k];
    if (operand?.kind !== 'name') return;
    const renamed = rename(nameText(operand.value));
    if (renamed === undefined) return;
    const operands = [...op.operands];
    operands[k] = { kind: 'name', value: Buffer.from(renamed, 'utf8').toString('latin1') };
    out.set(i, formatOp(op.op, operands));
  });
  return out;
}


export interface RewrittenStream {
  bytes: Uint8Array;
  /** Form XObjects this stream now draws under new names (add them to its resources); undefined: remove the name. */
  xobjects: Map<string, PDFRef | undefined>;
}

/**
 * The new bytes of `ctx` when anything in it (or in a form it draws) changes; untouched
 * operators, white space and comments are copied byte for byte (comments are dropped from the
 * streams in `uncommented`).
 */
export function rewriteStream(ctx: StreamContext, input: RewriteInput, byOp: ReadonlyMap<StreamContext, Map<number, Map<number, Removal[]>>>): RewrittenStream | undefined {
  const changed = new Map<number, string>(input.replaced.get(ctx) ?? []);
  const xobjects = new Map<string, PDFRef | undefined>();
  const replacedNames = new Set<string>();
  for (const child of ctx.children) {
    const sub = rewriteStream(child, input, byOp);
    if (!sub || !child.form) continue;
    const name = freshName(ctx.resources, input.context, xobjects, 'AnonForm');
    xobjects.set(name, copyForm(child, sub, input.context));
    changed.set(child.form.opIndex, `${formatName(name)} Do`);
    const old = ctx.ops[child.form.opIndex]!.operands[0];
    if (old?.kind === 'name') replacedNames.add(old.value);
  }
  const removals = byOp.get(ctx);
  if (removals) {
    for (const [opIndex, items] of removals) changed.set(opIndex, showWithout(ctx, opIndex, items));
  }
  if (input.renameResource) for (const [i, text] of resourceNameOps(ctx, input.renameResource)) if (!changed.has(i)) changed.set(i, text);
  const dropComments = input.uncommented?.has(ctx) === true;
  if (changed.size === 0 && !dropComments) return undefined;
  // A form drawn under its old name nowhere else in this stream leaves the resources, so its
  // unredacted original becomes unreachable and the sweep removes it.
  const stillDrawn = new Set<string>();
  ctx.ops.forEach((op, i) => {
    if (op.op === 'Do' && !changed.has(i) && op.operands[0]?.kind === 'name') stillDrawn.add(op.operands[0].value);
  });
  for (const name of replacedNames) if (!stillDrawn.has(name)) xobjects.set(name, undefined);
  // Spans to replace, in order: changed operators, and comments (a comment ends at its line's end,
  // so dropping it joins nothing). A comment inside a changed operator goes with it.
  const cuts: { start: number; end: number; text: string }[] = [];
  ctx.ops.forEach((op, i) => {
    const text = changed.get(i);
    if (text !== undefined) cuts.push({ start: op.start, end: op.end, text });
  });
  if (dropComments) for (const [start, end] of ctx.comments) cuts.push({ start, end, text: '' });
  cuts.sort((a, b) => a.start - b.start);
  const parts: Buffer[] = [];
  let cursor = 0;
  const data = Buffer.from(ctx.data.buffer, ctx.data.byteOffset, ctx.data.byteLength);
  for (const cut of cuts) {
    if (cut.start < cursor) continue;
    parts.push(data.subarray(cursor, cut.start), Buffer.from(cut.text, 'latin1'));
    cursor = cut.end;
  }
  parts.push(data.subarray(cursor));
  return { bytes: Buffer.concat(parts), xobjects };
}

/** Groups removed glyphs by stream, operator and TJ item, with each glyph's compensating TJ number. */
export function groupRemovals(removed: Iterable<Glyph>): Map<StreamContext, Map<number, Map<number, Removal[]>>> {
  const out = new Map<StreamContext, Map<number, Map<number, Removal[]>>>();
  for (const g of removed) {
    // tx = (w0·Tfs + Tc + Tw)·Th and a TJ number n moves by −n/1000·Tfs·Th (ISO 32000-1 §9.4.4).
    // At size 0 (text hidden by its size) a glyph advances by Tc + Tw only, which no TJ number
    // can make up for: removable when that is 0 too.
    if (g.fontSize === 0 && g.charSpacing + g.wordSpacing !== 0) throw new UnsupportedPage('text to remove has a zero font size');
    const compensation = g.fontSize === 0 ? 0 : -(g.width + ((g.charSpacing + g.wordSpacing) * 1000) / g.fontSize);
    let ops = out.get(g.ctx);
    if (!ops) out.set(g.ctx, (ops = new Map()));
    let items = ops.get(g.opIndex);
    if (!items) ops.set(g.opIndex, (items = new Map()));
    let list = items.get(g.item);
    if (!list) items.set(g.item, (list = []));
    list.push({ offset: g.span.offset, length: g.span.length, compensation });
  }
  for (const ops of out.values()) for (const items of ops.values()) for (const list of items.values()) list.sort((a, b) => a.offset - b.offset);
  return out;
}

/** The text-showing operator again as a TJ without the removed codes. */
function showWithout(ctx: StreamContext, opIndex: number, items: Map<number, Removal[]>): string {
  const { op, operands } = ctx.ops[opIndex]!;
  const source: Operand[] =
    op === 'TJ' ? (operands[0]?.kind === 'array' ? operands[0].items : [])
    : op === '"' ? [operands[2]!]
    : [operands[0]!];
  const out: (Uint8Array | number)[] = [];
  const pushNumber = (n: number) => {
    const last = out[out.length - 1];
    if (typeof last === 'number') out[out.length - 1] = last + n;
    else out.push(n);
  };
  source.forEach((item, k) => {
    if (item.kind === 'number') return pushNumber(item.value);
    if (item.kind !== 'string') return;
    const list = items.get(k);
    if (!list) return out.push(item.bytes);
    let from = 0;
    for (const r of list) {
      if (r.offset > from) out.push(item.bytes.subarray(from, r.offset));
      pushNumber(r.compensation);
      from = r.offset + r.length;
    }
    if (from < item.bytes.length) out.push(item.bytes.subarray(from));
  });
  const array = '[' + out.map((x) => (typeof x === 'number' ? formatNumber(x) : hexString(x))).join(' ') + '] TJ';
  if (op === "'") return `T* ${array}`;
  if (op === '"') return `${formatOp('Tw', [operands[0]!])} ${formatOp('Tc', [operands[1]!])} T* ${array}`;
  return array;
}

function copyForm(child: StreamContext, sub: RewrittenStream, context: PDFContext): PDFRef {
  const form = child.form!;
  const stream = context.flateStream(sub.bytes);
  for (const [k, v] of form.stream.dict.entries()) {
    if (k === PDFName.of('Length') || k === PDFName.of('Filter') || k === PDFName.of('DecodeParms')) continue;
    stream.dict.set(k, v);
  }
  if (sub.xobjects.size) stream.dict.set(PDFName.of('Resources'), withXObjects(child.resources, sub.xobjects, context));
  else if (child.resources) stream.dict.set(PDFName.of('Resources'), child.resources);
  return context.register(stream);
}

/** A copy of `resources` with the given XObjects added (resources may be shared with other pages). */
export function withXObjects(resources: PDFDict | undefined, xobjects: ReadonlyMap<string, PDFRef | undefined>, context: PDFContext): PDFDict {
  const copy = resources ? resources.clone(context) : context.obj({});
  const old = copy.get(PDFName.of('XObject'));
  const oldDict = old instanceof PDFRef ? context.lookup(old) : old;
  const dict = oldDict instanceof PDFDict ? oldDict.clone(context) : context.obj({});
  for (const [name, ref] of xobjects) {
    if (ref) dict.set(PDFName.of(name), ref);
    else dict.delete(PDFName.of(name));
  }
  copy.set(PDFName.of('XObject'), dict);
  return copy;
}

export function freshName(resources: PDFDict | undefined, context: PDFContext, taken: ReadonlyMap<string, unknown>, prefix: string): string {
  const sub = resources?.get(PDFName.of('XObject'));
  const dict = sub instanceof PDFRef ? context.lookup(sub) : sub;
  for (let n = 1; ; n++) {
    const name = `${prefix}${n}`;
    if (taken.has(name)) continue;
    if (dict instanceof PDFDict && dict.has(PDFName.of(name))) continue;
    return name;
  }
}
