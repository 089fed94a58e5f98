import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { Glyph, StreamContext } from '../../../src/formats/pdf/interpreter.js';
import { tokenize } from '../../../src/formats/pdf/lexer.js';
import { groupRemovals, rewriteStream } from '../../../src/formats/pdf/rewrite.js';
import { parseToUnicode, writeToUnicode } from '../../../src/formats/pdf/tounicode.js';

const bytes = (s: string) => new Uint8Array(Buffer.from(s, 'latin1'));
const spans = (s: string) => tokenize(bytes(s)).map((op) => s.slice(op.start, op.end));

describe('content-stream tokenizer', () => {
  it('keeps each operator with its operands as one byte span', () => {
    expect(spans('q 1 0 0 1 5 5 cm BT /F1 12 Tf (a\\)b) Tj [<00 41> -20 (x)] TJ ET Q % done\n')).toEqual([
      'q', '1 0 0 1 5 5 cm', 'BT', '/F1 12 Tf', '(a\\)b) Tj', '[<00 41> -20 (x)] TJ', 'ET', 'Q',
    ]);
  });

  it('decodes string escapes, nested parentheses and hex strings', () => {
    const [tj, hex] = tokenize(bytes('(a\\(b\\)\\101\\n(c)) Tj <4A6 > Tj'));
    expect(tj!.operands[0]).toEqual({ kind: 'string', bytes: bytes('a(b)A\n(c)') });
    expect(hex!.operands[0]).toEqual({ kind: 'string', bytes: Uint8Array.from([0x4a, 0x60]) });
  });

  it('reads an inline image as one operator, even when its data spells EI', () => {
    expect(spans('BI /W 2 /H 1 /BPC 8 /CS /G ID EI EI Q')).toEqual(['BI /W 2 /H 1 /BPC 8 /CS /G ID EI EI', 'Q']);
  });

  it('parses marked-content property lists', () => {
    const [bdc] = tokenize(bytes('/Span <</ActualText (x) /Lang (en)>> BDC'));
    expect(bdc!.op).toBe('BDC');
    expect(bdc!.operands[1]!.kind).toBe('dict');
  });

  it('rejects broken syntax instead of guessing', () => {
    expect(() => tokenize(bytes('(unterminated Tj'))).toThrow('unterminated string');
    expect(() => tokenize(bytes('[1 2 Tj'))).toThrow('unexpected "Tj" in array');
  });
});

describe('glyph removal', () => {
  const context = PDFDocument.create().then((d) => d.context);

  function remove(stream: string, opIndex: number, which: { item: number; offset: number; width: number }[], state = { fontSize: 10, charSpacing: 0, wordSpacing: 0 }) {
    const ctx: StreamContext = { data: bytes(stream), ops: tokenize(bytes(stream)), comments: [], resources: undefined, children: [] };
    const glyphs = which.map((w) => ({ ctx, opIndex, item: w.item, span: { offset: w.offset, length: 1, code: 0 }, width: w.width, ...state }) as unknown as Glyph);
    return async () => {
      const out = rewriteStream(ctx, { context: await context, replaced: new Map() }, groupRemovals(glyphs));
      return Buffer.from(out!.bytes).toString('latin1');
    };
  }

  it('replaces a removed glyph by the TJ number of its advance, copying everything else', async () => {
    const run = remove('BT /F1 10 Tf 1 0 0 1 72 700 Tm (ABC) Tj ET', 3, [{ item: 0, offset: 1, width: 667 }]);
    expect(await run()).toBe('BT /F1 10 Tf 1 0 0 1 72 700 Tm [<41> -667 <43>] TJ ET');
  });

  it('counts character and word spacing in the advance (ISO 32000-1 §9.4.4)', async () => {
    const run = remove('BT (A B) Tj ET', 1, [{ item: 0, offset: 1, width: 278 }], { fontSize: 10, charSpacing: 1, wordSpacing: 2 });
    // -(278 + (1 + 2) * 1000 / 10)
    expect(await run()).toBe('BT [<41> -578 <42>] TJ ET');
  });

  it('merges with the kerning numbers around it and removes several glyphs of one array', async () => {
    const run = remove('BT [(AB) -50 (CD) 20 (E)] TJ ET', 1, [
      { item: 0, offset: 1, width: 600 },
      { item: 2, offset: 0, width: 500 },
      { item: 4, offset: 0, width: 400 },
    ]);
    expect(await run()).toBe('BT [<41> -1150 <44> -380] TJ ET');
  });

  it("rewrites ' and \" as the same moves and spacing, then a TJ", async () => {
    expect(await remove("BT (AB) ' ET", 1, [{ item: 0, offset: 0, width: 500 }])()).toBe('BT T* [-500 <42>] TJ ET');
    expect(await remove('BT 3 1 (AB) " ET', 1, [{ item: 0, offset: 1, width: 500 }], { fontSize: 10, charSpacing: 1, wordSpacing: 0 })()).toBe('BT 3 Tw 1 Tc T* [<41> -600] TJ ET');
  });
});

describe('ToUnicode maps', () => {
  it('parses bfchar and both bfrange forms, and writes back only what is kept', () => {
    const map = parseToUnicode('2 beginbfchar <01> <004A> <02> <0061> endbfchar 2 beginbfrange <03> <05> <0041> <06> <07> [<0078> <0079>] endbfrange');
    expect([...map]).toEqual([[1, '004A'], [2, '0061'], [3, '0041'], [4, '0042'], [5, '0043'], [6, '0078'], [7, '0079']]);
    const text = writeToUnicode(new Map([[2, '0061'], [6, '0078']]), [{ length: 1, low: 0, high: 0xff }]);
    expect(text).toContain('1 begincodespacerange\n<00> <FF>\nendcodespacerange\n2 beginbfchar\n<02> <0061>\n<06> <0078>\nendbfchar');
    expect(text).not.toContain('004A');
  });
});
