import { describe, expect, it } from 'vitest';
import { codeUnits } from '../../src/engine/code-units.js';

const units = (text: string) => Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));

describe('codeUnits', () => {
  it('holds the UTF-16 code units of the text, lone surrogates and all', () => {
    const text = 'a\u00e9\u2014\ud83d\ude00 \ud800x\udc00 z';
    expect(Array.from(codeUnits(text).subarray(0, text.length))).toEqual(units(text));
  });

  it('gives each text its own units, one after the other and again', () => {
    const a = 'first text, longer than the second';
    const b = 'second\u2019s';
    expect(Array.from(codeUnits(a).subarray(0, a.length))).toEqual(units(a));
    expect(Array.from(codeUnits(b).subarray(0, b.length))).toEqual(units(b));
    expect(Array.from(codeUnits(a).subarray(0, a.length))).toEqual(units(a));
  });

  it('grows the kept array for a longer text', () => {
    const short = 'kept';
    codeUnits(short);
    const long = 'x\u00e9'.repeat(600_000);
    const all = codeUnits(long);
    expect(all.length).toBe(long.length);
    expect([all[0], all[1], all[long.length - 1]]).toEqual([120, 0xe9, 0xe9]);
    expect(Array.from(codeUnits(short).subarray(0, short.length))).toEqual(units(short));
  });
});
