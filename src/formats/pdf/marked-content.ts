import type { StreamContext } from './interpreter.js';
import type { Operand } from './lexer.js';
import type { StringRedactor } from './scrub.js';
import { decodeTextString, encodeTextString } from './text-string.js';
import { formatOp } from './writer.js';

/**
 * Marked-content property lists written inline (`/Span <</ActualText (…)>> BDC`) carry text
 * outside the glyphs: redact their strings. Returns the replacement operators by op index.
 */
export function redactMarkedContent(ctx: StreamContext, redact: StringRedactor): Map<number, string> {
  const out = new Map<number, string>();
  ctx.ops.forEach((op, i) => {
    if (op.op !== 'BDC' && op.op !== 'DP') return;
    let changed = false;
    const fix = (o: Operand): Operand => {
      if (o.kind === 'string') {
        const r = redact(decodeTextString(o.bytes));
        if (r === undefined) return o;
        changed = true;
        return { kind: 'string', bytes: encodeTextString(r) };
      }
      if (o.kind === 'array') return { kind: 'array', items: o.items.map(fix) };
      if (o.kind === 'dict') return { kind: 'dict', entries: new Map([...o.entries].map(([k, v]) => [k, fix(v)])) };
      return o;
    };
    const operands = op.operands.map(fix);
    if (changed) out.set(i, formatOp(op.op, operands));
  });
  return out;
}
