import { describe, expect, it } from 'vitest';
import { codeUnits } from '../../../src/engine/scan/code-units.js';
import { TextScan } from '../../../src/engine/scan/index.js';

const units = (text: string) => Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));

describe('codeUnits', () => {
  it('holds the UTF-16 code units of the text, lone surrogates and all', () => {
    const text = 'a\u00e9\u2014\ud83d\ude00 \ud800x\udc00 z';
    expect(Array.from(codeUnits(text))).toEqual(units(text));
  });

  it('gives each text its own array, which a later text leaves alone', () => {
    const a = codeUnits('first text, longer than the second');
    const b = codeUnits('second\u2019s');
    expect(Array.from(a)).toEqual(units('first text, longer than the second'));
    expect(Array.from(b)).toEqual(units('second\u2019s'));
  });

  it('is made once per scan, on first use', () => {
    const scan = new TextScan('x\u00e9');
    expect(scan.codeUnits).toBe(scan.codeUnits);
    expect(Array.from(scan.codeUnits)).toEqual([120, 0xe9]);
  });
});
