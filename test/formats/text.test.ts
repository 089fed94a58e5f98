import { describe, expect, it } from 'vitest';
import text from '../../src/formats/text.js';
import { redactWith } from './helpers.js';

describe('text handler', () => {
  it('keeps a BOM and CRLF line endings, replacing only findings', async () => {
    const r = await redactWith(text, 'a.log', '\uFEFFone\r\nmail a@example.com\r\nlast');
    expect(r.output).toEqual(Buffer.from('\uFEFFone\r\nmail [EMAIL_ADDRESS]\r\nlast'));
    expect(r.counts).toEqual({ EMAIL_ADDRESS: 1 });
  });

  it('reads and writes back UTF-16LE with its BOM', async () => {
    const enc = (s: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(s, 'utf16le')]);
    expect((await redactWith(text, 'a.txt', enc('é a@example.com\n'))).output).toEqual(enc('é [EMAIL_ADDRESS]\n'));
  });

  it('finds an entity across the read chunks of a large file', async () => {
    const filler = 'x'.repeat(1024 * 1024 - 5);
    const r = await redactWith(text, 'a.txt', `${filler} jane.doe@example.com tail\n`);
    expect(r.output.toString()).toBe(`${filler} [EMAIL_ADDRESS] tail\n`);
  });

  it('rejects invalid UTF-8 naming the file', async () => {
    await expect(redactWith(text, 'a.txt', Buffer.from([0x61, 0x0a, 0xc3, 0x28]))).rejects.toThrow(/^a\.txt: not valid UTF-8 text$/);
  });

  it('writes an empty file for an empty input', async () => {
    expect((await redactWith(text, 'a.txt', '')).output).toEqual(Buffer.alloc(0));
  });
});
