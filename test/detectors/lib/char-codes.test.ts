// codeAt (src/detectors/lib/char-codes.ts) stands in for charCodeAt where a scan may read one past
// either end of a text (csv9: a CSV column's first and last cells are its text's edges, and each
// such read deoptimized a detector in the first call). It answers -1 there where charCodeAt gives
// NaN: exact only where every test of the code fails on both, which this file checks for the
// shared tests the detectors apply to codeAt's answer.
import { describe, expect, it } from 'vitest';
import { codeAt, isAsciiAlnum, isAsciiLetter, isAsciiLower, isAsciiUpper, isBlank, isDigit, isSpace, isWordCode } from '../../../src/detectors/lib/char-codes.js';

describe('codeAt', () => {
  it('is charCodeAt inside the text and -1 before its start or past its end', () => {
    const text = 'a1 É中\n';
    for (let i = 0; i < text.length; i++) expect(codeAt(text, i)).toBe(text.charCodeAt(i));
    expect([-2, -1, text.length, text.length + 1].map((i) => codeAt(text, i))).toEqual([-1, -1, -1, -1]);
    expect(codeAt('', 0)).toBe(-1);
  });

  it('is refused by every shared test of a code, as NaN is', () => {
    const tests = { isDigit, isBlank, isAsciiLower, isAsciiUpper, isAsciiLetter, isAsciiAlnum, isSpace, isWordCode };
    for (const [name, test] of Object.entries(tests)) {
      expect([name, test(-1), test(Number.NaN)]).toEqual([name, false, false]);
    }
    // The same tests still take what they name (the answers above are not a broken test).
    expect([isDigit(48), isBlank(9), isAsciiLower(122), isAsciiUpper(65), isAsciiLetter(97), isAsciiAlnum(57), isSpace(10), isWordCode(0x4e2d)]).toEqual([true, true, true, true, true, true, true, true]);
  });
});
