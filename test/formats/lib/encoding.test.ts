import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { createCodec, latin1Compact } from '../../../src/formats/lib/encoding.js';

/** `bytes` through a UTF-8 codec in chunks cut at `cuts`. */
function decoded(bytes: Buffer, cuts: number[]): string {
  const codec = createCodec('utf-8');
  let out = '';
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    out += codec.decode(bytes.subarray(from, cut));
    from = cut;
  }
  return out + codec.end();
}

/** Whether V8 holds `s` with one byte per character (the serializer's tag for such a string is '"'). */
const oneByte = (s: string) => serialize(s)[2] === 0x22;

describe('UTF-8 codec', () => {
  // 1-, 2-, 3- and 4-byte characters, the BOM first (kept, as U+FEFF).
  const text = '\uFEFFid,name\r\n1,Zoë Ådahl\r\n2,王秀英 😀\n';
  const bytes = Buffer.from(text, 'utf8');

  it('decodes a text cut between any two bytes, or into three chunks anywhere, as a whole', () => {
    for (let i = 0; i <= bytes.length; i++) expect(decoded(bytes, [i])).toBe(text);
    for (let i = 0; i <= bytes.length; i++) for (let j = i; j <= bytes.length; j++) expect(decoded(bytes, [i, j])).toBe(text);
  });

  it('keeps the bytes of a cut-off character when the caller reuses the buffer of its chunk', () => {
    const codec = createCodec('utf-8');
    const chunk = Buffer.from([0x61, 0xc3]);
    const first = codec.decode(chunk);
    chunk.fill(0x7a);
    expect(first + codec.decode(Buffer.from([0xab, 0x62])) + codec.end()).toBe('aëb');
  });

  it('throws on bytes that are not UTF-8, and on a character cut off at the end', () => {
    expect(() => decoded(Buffer.from([0x61, 0xff, 0x62]), [])).toThrow(TypeError);
    expect(() => decoded(Buffer.from([0x61, 0xc3, 0x28]), [2])).toThrow(TypeError);
    expect(() => decoded(Buffer.from([0x61, 0xe7, 0x8e]), [])).toThrow(TypeError);
    expect(() => decoded(Buffer.from([0x61, 0xf0, 0x9f, 0x98]), [2])).toThrow(TypeError);
  });

  it('gives ASCII text as one byte per character, in large chunks too', () => {
    const ascii = Buffer.from('id,name,email\r\n'.repeat(100_000));
    const codec = createCodec('utf-8');
    expect(oneByte(codec.decode(ascii.subarray(0, 1 << 20)))).toBe(true);
    expect(oneByte(codec.decode(ascii.subarray(1 << 20)))).toBe(true);
  });

  it('encodes back to the same bytes', () => {
    expect(createCodec('utf-8').encode(text).equals(bytes)).toBe(true);
  });
});

describe('latin1Compact', () => {
  it('holds a text of Latin-1 characters with one byte each, and leaves others as they are', () => {
    const cut = '\uFEFFid,Zoë\r\n'.slice(1);
    expect(oneByte(cut)).toBe(false);
    expect(latin1Compact(cut)).toBe('id,Zoë\r\n');
    expect(oneByte(latin1Compact(cut))).toBe(true);
    expect(latin1Compact('王秀英 Zoë')).toBe('王秀英 Zoë');
  });

  it('is applied to what the UTF-16 and windows-1252 decoders give', () => {
    expect(oneByte(createCodec('utf-16le').decode(Buffer.from('id,Zoë\r\n'.repeat(1000), 'utf16le')))).toBe(true);
    expect(oneByte(createCodec('windows-1252').decode(Buffer.from('id,Zoë\r\n'.repeat(1000), 'latin1')))).toBe(true);
    expect(createCodec('windows-1252').decode(Buffer.from([0x80, 0x41]))).toBe('€A');
  });
});
