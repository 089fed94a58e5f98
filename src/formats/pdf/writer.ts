import type { Operand } from './lexer.js';

/** Serializes content-stream operands (ISO 32000-1 §7.3); strings are written as hex. */
export function formatNumber(n: number): string {
  if (Number.isInteger(n)) return String(n);
  const s = n.toFixed(4).replace(/0+$/, '').replace(/\.$/, '');
  return s === '-0' ? '0' : s;
}

export function hexString(bytes: Uint8Array): string {
  let s = '<';
  for (const b of bytes) s += b.toString(16).padStart(2, '0');
  return s + '>';
}

export function formatName(name: string): string {
  let s = '/';
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    const regular = c > 0x20 && c < 0x7f && !'()<>[]{}/%#'.includes(name[i]!);
    s += regular ? name[i] : '#' + c.toString(16).padStart(2, '0');
  }
  return s;
}

export function formatOperand(o: Operand): string {
  switch (o.kind) {
    case 'number': return formatNumber(o.value);
    case 'name': return formatName(o.value);
    case 'string': return hexString(o.bytes);
    case 'array': return '[' + o.items.map(formatOperand).join(' ') + ']';
    case 'dict': return '<<' + [...o.entries].map(([k, v]) => `${formatName(k)} ${formatOperand(v)}`).join(' ') + '>>';
    case 'bool': return String(o.value);
    case 'null': return 'null';
  }
}

export function formatOp(op: string, operands: readonly Operand[]): string {
  return [...operands.map(formatOperand), op].join(' ');
}
