import { describe, expect, it } from 'vitest';
import { maskFontProgram, type Mask } from '../../../src/formats/pdf/font-programs.js';

const mask: Mask = (text) => (text.includes('Novak') ? text.replace(/Novak/g, 'XXXXX') : undefined);

/** A CFF INDEX (Adobe TN 5176 §5) of single-byte strings, offsets one byte wide. */
function index(items: string[]): Buffer {
  if (!items.length) return Buffer.from([0, 0]);
  const offsets = [1];
  for (const s of items) offsets.push(offsets[offsets.length - 1]! + s.length);
  return Buffer.concat([Buffer.from([0, items.length, 1, ...offsets]), Buffer.from(items.join(''), 'latin1')]);
}

describe('maskFontProgram', () => {
  it('masks a CFF font name and its strings (glyph names, Notice), nothing else', () => {
    const header = Buffer.from([1, 0, 4, 1]);
    const charStrings = Buffer.from([0x8b, 0x0e, 0x4e, 0x6f, 0x76, 0x61, 0x6b]); // bytes that spell "Novak" after two opcodes
    const cff = Buffer.concat([header, index(['ABCDEF+JaneNovak-Signature']), index([]), index(['Signature by Jane Novak', 'JaneNovak', 'space']), index([]), charStrings]);
    const bytes = Uint8Array.from(cff);
    expect(maskFontProgram(bytes, 'FontFile3', mask)).toBe(true);
    const text = Buffer.from(bytes).toString('latin1');
    expect(text.length).toBe(cff.length);
    expect(text).toContain('ABCDEF+JaneXXXXX-Signature');
    expect(text).toContain('Signature by Jane XXXXXJaneXXXXXspace');
    // The glyph data is left alone, whatever it spells.
    expect(text.endsWith('Novak')).toBe(true);
  });

  it("masks a Type 1 font's clear text only (the part before eexec, Length1 bytes)", () => {
    const clear = '%!PS-AdobeFont-1.0: JaneNovak-Signature\n/FontName /JaneNovak-Signature def\ncurrentfile eexec\n';
    const bytes = Uint8Array.from(Buffer.concat([Buffer.from(clear, 'latin1'), Buffer.from('Novak encrypted', 'latin1')]));
    expect(maskFontProgram(bytes, 'FontFile', mask, clear.length)).toBe(true);
    expect(Buffer.from(bytes).toString('latin1')).toBe(clear.replace(/Novak/g, 'XXXXX') + 'Novak encrypted');
  });

  it('leaves what it does not know', () => {
    const bytes = Uint8Array.from(Buffer.from('GIF89a Jane Novak'));
    expect(maskFontProgram(bytes, 'FontFile2', mask)).toBe(false);
    expect(Buffer.from(bytes).toString()).toBe('GIF89a Jane Novak');
  });
});
