/**
 * Content-stream tokenizer (ISO 32000-1 §7.2 lexical conventions, §7.8.2 content streams).
 * It keeps each operator's byte span so the rewriter can copy untouched operators byte for byte.
 */

export type Operand =
  | { kind: 'number'; value: number }
  | { kind: 'name'; value: string }
  | { kind: 'string'; bytes: Uint8Array }
  | { kind: 'array'; items: Operand[] }
  | { kind: 'dict'; entries: Map<string, Operand> }
  | { kind: 'bool'; value: boolean }
  | { kind: 'null' };

export interface ContentOp {
  /** The operator, e.g. "Tj"; "BI" for a whole inline image (BI … ID … EI). */
  op: string;
  operands: Operand[];
  /** Byte span of the operands and the operator in the stream. */
  start: number;
  end: number;
}

export class ContentSyntaxError extends Error {}

const WS = new Uint8Array(256);
for (const c of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) WS[c] = 1;
const DELIM = new Uint8Array(256);
for (const c of '()<>[]{}/%') DELIM[c.charCodeAt(0)] = 1;

const isRegular = (c: number) => !WS[c] && !DELIM[c];

/** Longest operand nesting accepted (arrays and dicts inside an operator). */
const MAX_NESTING = 32;

/** Byte span of a comment (`%` up to the end of its line), which a content stream may hold between any two tokens. */
export type CommentSpan = readonly [start: number, end: number];

export function tokenize(data: Uint8Array): ContentOp[] {
  return tokenizeWithComments(data).ops;
}

/** The operators, and the comments apart: they draw nothing, but text put in them stays in the file. */
export function tokenizeWithComments(data: Uint8Array): { ops: ContentOp[]; comments: CommentSpan[] } {
  const ops: ContentOp[] = [];
  const comments: CommentSpan[] = [];
  let pos = 0;
  const n = data.length;
  let operands: Operand[] = [];
  let opStart = -1;

  const skipSpace = () => {
    while (pos < n) {
      const c = data[pos]!;
      if (WS[c]) pos++;
      else if (c === 0x25 /* % */) {
        const start = pos;
        while (pos < n && data[pos] !== 0x0a && data[pos] !== 0x0d) pos++;
        comments.push([start, pos]);
      } else break;
    }
  };

  const readLiteralString = (): Uint8Array => {
    pos++; // (
    const out: number[] = [];
    let depth = 1;
    while (pos < n) {
      const c = data[pos++]!;
      if (c === 0x5c /* \ */) {
        if (pos >= n) break;
        const e = data[pos++]!;
        switch (e) {
          case 0x6e: out.push(0x0a); break; // n
          case 0x72: out.push(0x0d); break; // r
          case 0x74: out.push(0x09); break; // t
          case 0x62: out.push(0x08); break; // b
          case 0x66: out.push(0x0c); break; // f
          case 0x0d: if (data[pos] === 0x0a) pos++; break; // line continuation
          case 0x0a: break;
          default:
            if (e >= 0x30 && e <= 0x37) {
              let v = e - 0x30;
              for (let k = 0; k < 2 && pos < n && data[pos]! >= 0x30 && data[pos]! <= 0x37; k++) v = v * 8 + (data[pos++]! - 0x30);
              out.push(v & 0xff);
            } else out.push(e);
        }
      } else if (c === 0x28) {
        depth++;
        out.push(c);
      } else if (c === 0x29) {
        if (--depth === 0) return Uint8Array.from(out);
        out.push(c);
      } else out.push(c);
    }
    throw new ContentSyntaxError('unterminated string');
  };

  const readHexString = (): Uint8Array => {
    pos++; // <
    const out: number[] = [];
    let hi = -1;
    while (pos < n) {
      const c = data[pos++]!;
      if (c === 0x3e) {
        if (hi >= 0) out.push(hi << 4);
        return Uint8Array.from(out);
      }
      const v = hexValue(c);
      if (v < 0) {
        if (WS[c]) continue;
        throw new ContentSyntaxError('bad hex string');
      }
      if (hi < 0) hi = v;
      else {
        out.push((hi << 4) | v);
        hi = -1;
      }
    }
    throw new ContentSyntaxError('unterminated hex string');
  };

  const readName = (): string => {
    pos++; // /
    let s = '';
    while (pos < n && isRegular(data[pos]!)) {
      const c = data[pos++]!;
      if (c === 0x23 && pos + 1 < n && hexValue(data[pos]!) >= 0 && hexValue(data[pos + 1]!) >= 0) {
        s += String.fromCharCode((hexValue(data[pos]!) << 4) | hexValue(data[pos + 1]!));
        pos += 2;
      } else s += String.fromCharCode(c);
    }
    return s;
  };

  const readWord = (): string => {
    const s = pos;
    while (pos < n && isRegular(data[pos]!)) pos++;
    return latin1(data, s, pos);
  };

  const readObject = (depth: number): Operand | string => {
    if (depth > MAX_NESTING) throw new ContentSyntaxError('operands nested too deeply');
    const c = data[pos]!;
    if (c === 0x28) return { kind: 'string', bytes: readLiteralString() };
    if (c === 0x3c) {
      if (data[pos + 1] === 0x3c) {
        pos += 2;
        const entries = new Map<string, Operand>();
        for (;;) {
          skipSpace();
          if (pos >= n) throw new ContentSyntaxError('unterminated dictionary');
          if (data[pos] === 0x3e && data[pos + 1] === 0x3e) {
            pos += 2;
            return { kind: 'dict', entries };
          }
          if (data[pos] !== 0x2f) throw new ContentSyntaxError('dictionary key is not a name');
          const key = readName();
          skipSpace();
          const v = readObject(depth + 1);
          if (typeof v === 'string') throw new ContentSyntaxError(`unexpected "${v}" in dictionary`);
          entries.set(key, v);
        }
      }
      return { kind: 'string', bytes: readHexString() };
    }
    if (c === 0x2f) return { kind: 'name', value: readName() };
    if (c === 0x5b) {
      pos++;
      const items: Operand[] = [];
      for (;;) {
        skipSpace();
        if (pos >= n) throw new ContentSyntaxError('unterminated array');
        if (data[pos] === 0x5d) {
          pos++;
          return { kind: 'array', items };
        }
        const v = readObject(depth + 1);
        if (typeof v === 'string') throw new ContentSyntaxError(`unexpected "${v}" in array`);
        items.push(v);
      }
    }
    if (c === 0x29 || c === 0x3e || c === 0x5d || c === 0x7b || c === 0x7d) {
      pos++;
      throw new ContentSyntaxError(`unexpected "${String.fromCharCode(c)}"`);
    }
    const word = readWord();
    if (word === '') {
      pos++;
      throw new ContentSyntaxError('unexpected byte');
    }
    const num = parseNumber(word);
    if (num !== undefined) return { kind: 'number', value: num };
    if (word === 'true' || word === 'false') return { kind: 'bool', value: word === 'true' };
    if (word === 'null') return { kind: 'null' };
    return word;
  };

  while (true) {
    skipSpace();
    if (pos >= n) break;
    if (opStart < 0) opStart = pos;
    const v = readObject(0);
    if (typeof v !== 'string') {
      operands.push(v);
      continue;
    }
    if (v === 'BI') {
      const image = readInlineImage(data, pos);
      pos = image.end;
      ops.push({ op: 'BI', operands: [{ kind: 'dict', entries: image.dict }], start: opStart, end: pos });
    } else ops.push({ op: v, operands, start: opStart, end: pos });
    operands = [];
    opStart = -1;
  }
  return { ops, comments };

  function readInlineImage(bytes: Uint8Array, from: number): { dict: Map<string, Operand>; end: number } {
    pos = from;
    const dict = new Map<string, Operand>();
    for (;;) {
      skipSpace();
      if (pos >= n) throw new ContentSyntaxError('unterminated inline image');
      if (bytes[pos] === 0x2f) {
        const key = readName();
        skipSpace();
        const v = readObject(1);
        if (typeof v === 'string') dict.set(key, { kind: 'name', value: v });
        else dict.set(key, v);
        continue;
      }
      const w = readWord();
      if (w !== 'ID') throw new ContentSyntaxError('inline image without ID');
      break;
    }
    pos++; // the single white-space byte after ID
    const length = inlineImageLength(dict);
    let dataEnd: number;
    if (length !== undefined && pos + length <= n) {
      dataEnd = pos + length;
      let p = dataEnd;
      while (p < n && WS[bytes[p]!]) p++;
      if (!(bytes[p] === 0x45 && bytes[p + 1] === 0x49)) dataEnd = findEI(bytes, pos);
    } else dataEnd = findEI(bytes, pos);
    let p = dataEnd;
    while (p < n && WS[bytes[p]!]) p++;
    return { dict, end: p + 2 };
  }

  function findEI(bytes: Uint8Array, from: number): number {
    // "EI" preceded by white space and followed by white space or the end (§8.9.7 gives no length
    // for filtered data, so every reader scans like this).
    for (let p = from; p + 1 < n; p++) {
      if (bytes[p] === 0x45 && bytes[p + 1] === 0x49 && p > from && WS[bytes[p - 1]!] && (p + 2 >= n || WS[bytes[p + 2]!] || DELIM[bytes[p + 2]!])) {
        return p - 1;
      }
    }
    throw new ContentSyntaxError('inline image without EI');
  }
}

/** Byte length of an unfiltered inline image, when its dictionary says enough to know it. */
function inlineImageLength(dict: Map<string, Operand>): number | undefined {
  const get = (a: string, b: string) => dict.get(a) ?? dict.get(b);
  const filter = get('F', 'Filter');
  if (filter && !(filter.kind === 'array' && filter.items.length === 0)) return undefined;
  const num = (o: Operand | undefined) => (o?.kind === 'number' ? o.value : undefined);
  const w = num(get('W', 'Width'));
  const h = num(get('H', 'Height'));
  const mask = get('IM', 'ImageMask');
  const bpc = mask?.kind === 'bool' && mask.value ? 1 : num(get('BPC', 'BitsPerComponent'));
  const cs = get('CS', 'ColorSpace');
  let comps = mask?.kind === 'bool' && mask.value ? 1 : undefined;
  if (cs?.kind === 'name') comps = { G: 1, DeviceGray: 1, RGB: 3, DeviceRGB: 3, CMYK: 4, DeviceCMYK: 4 }[cs.value] ?? comps;
  if (w === undefined || h === undefined || bpc === undefined || comps === undefined) return undefined;
  return Math.ceil((w * comps * bpc) / 8) * h;
}

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  return -1;
}

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

function parseNumber(word: string): number | undefined {
  if (!NUMBER.test(word)) return undefined;
  return Number(word);
}

export function latin1(data: Uint8Array, start: number, end: number): string {
  let s = '';
  for (let i = start; i < end; i++) s += String.fromCharCode(data[i]!);
  return s;
}

/** A name's bytes (the lexer keeps one char per byte) read as UTF-8 when they are, else as Latin-1. */
export function nameText(value: string): string {
  const bytes = Buffer.from(value, 'latin1');
  const text = bytes.toString('utf8');
  return text.includes('\uFFFD') ? value : text;
}
