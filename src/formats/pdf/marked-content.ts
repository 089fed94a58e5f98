import type { StreamContext } from './interpreter.js';
import { nameText, type Operand } from './lexer.js';
import type { StringRedactor } from './scrub.js';
import { decodeTextString, encodeTextString } from './text-string.js';
import { formatOp } from './writer.js';

/**
 * Marked-content property lists written inline (`/Span <</ActualText (…)>> BDC`) and the tags
 * themselves (`/Jane#20Roe BMC`) carry text outside the glyphs: redact their strings and the
 * tag; a property list given by name (`/Span /Jane#20Roe BDC`, a key of the resources'
 * /Properties) takes the name `renameResource` gives it, as the resources do (scrub.ts).
 * Returns the replacement operators by op index.
 */
export function redactMarkedContent(ctx: StreamContext, redact: StringRedactor, renameResource: (name: string) => string | undefined = () => undefined): Map<number, string> {
  const out = new Map<number, string>();
  ctx.ops.forEach((op, i) => {
    if (op.op !== 'BDC' && op.op !== 'DP' && op.op !== 'BMC' && op.op !== 'MP') return;
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
    // The tag is a name of the writer's choosing; a property list given by name (BDC's second
    // operand) refers to the resources' /Properties.
    const tag = (o: Operand, i: number): Operand => {
      if (o.kind !== 'name') return fix(o);
      const r = i === 0 ? redact(nameText(o.value)) : renameResource(nameText(o.value));
      if (r === undefined) return o;
      changed = true;
      return { kind: 'name', value: Buffer.from(r, 'utf8').toString('latin1') };
    };
    const operands = op.operands.map(tag);
    if (changed) out.set(i, formatOp(op.op, operands));
  });
  return out;
}
