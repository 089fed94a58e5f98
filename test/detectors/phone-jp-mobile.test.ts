import { describe, expect, it } from 'vitest';
import { DETECTORS } from '../../src/detectors/index.js';

describe('phone-jp-mobile', () => {
  it('has the word edges of `[\\p{L}\\p{N}_.+-]` and `[\\p{L}\\p{N}_]`, at every code point below U+3400 and every thirteenth above', () => {
    // Its edges are written as alternations (start13: V8 parses them faster): the same code points.
    const patterns = DETECTORS.find((d) => d.id === 'phone-jp-mobile')!.patterns!;
    const fast = (typeof patterns === 'function' ? patterns() : patterns)[0]!;
    const plain = /(?<![\p{L}\p{N}_.+-])0[789]0-\d{4}-\d{4}(?!(?![\u3040-\u30ff\u3400-\u9fff])[\p{L}_]|\p{N}|[-.]\p{N})/gu;
    const number = '090-4182-7364';
    const differ: number[] = [];
    let edges = 0;
    const test = (re: RegExp, text: string) => ((re.lastIndex = 0), re.test(text));
    for (let cp = 0; cp < 0x110000; cp += cp < 0x3400 ? 1 : 13) {
      const c = String.fromCodePoint(cp);
      const texts = [`${c}${number}`, `${number}${c}`, `${number}-${c}`];
      if (texts.some((t) => test(fast, t) !== test(plain, t))) differ.push(cp);
      if (!test(plain, texts[0]!)) edges++;
    }
    expect(differ).toEqual([]);
    expect(edges).toBeGreaterThan(15000); // letters and digits before it
    expect(['x', '١', '_', '+', '.'].map((c) => test(fast, `${c}${number}`))).toEqual([false, false, false, false, false]);
    expect([' ', '(', '\n'].map((c) => test(fast, `${c}${number}`))).toEqual([true, true, true]);
  });
});
