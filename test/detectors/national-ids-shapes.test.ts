import { describe, expect, it } from 'vitest';
import { ID_FORMATS } from '../../src/detectors/national-ids/registry.js';
import { lowerAfterDigit, ShapeMatcher } from '../../src/detectors/national-ids/shapes.js';

const letters = (set: Set<number>) => [...set].map((c) => String.fromCharCode(c)).join('');

describe('shape matcher: cheap rejections', () => {
  it('knows the small letters a number that begins with a digit may hold', () => {
    expect(letters(lowerAfterDigit(ID_FORMATS.map((f) => f.shape)))).toBe('x'); // the Chinese RIC's check "x"
    expect(letters(lowerAfterDigit([String.raw`\d{3}[a-c]`, String.raw`[A-Z]\d[a-z]`, String.raw`(?:AT|BE)[0-9A-Za-z]{8}`]))).toBe('abc');
  });

  it('finds nothing where ID_START fails, nor in a hex id, and still the numbers beside them', () => {
    const matcher = new ShapeMatcher([String.raw`\d{3}-\d{2}-\d{4}`, String.raw`[1-8]\d{16}[\dXx]`]);
    const text = 'id=8bc1b724c928976c a-536-90-4399 536-90-4399 11010519491231002x';
    expect(matcher.at(text, 3)).toEqual([]);
    expect(matcher.at(text, 22)).toEqual([]); // after "a-"
    expect(matcher.at(text, 34)).toEqual([{ shape: 0, end: 45 }]);
    expect(matcher.at(text, 46)).toEqual([{ shape: 1, end: 64 }]);
  });
});
