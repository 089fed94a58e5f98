import { describe, expect, it } from 'vitest';
import { ID_FORMATS } from '../../src/detectors/national-ids/registry.js';
import { firstSkeletonChars, lowerAfterDigit, mayMatchLower, ShapeMatcher, skeletonShape } from '../../src/detectors/national-ids/shapes.js';
import { numberedGroups } from '../../src/engine/detector.js';

const letters = (set: Set<number>) => [...set].map((c) => String.fromCharCode(c)).join('');

describe('shape matcher: cheap rejections', () => {
  it('knows the small letters a number that begins with a digit may hold', () => {
    expect(letters(lowerAfterDigit(ID_FORMATS.map((f) => f.shape)))).toBe('x'); // the Chinese RIC's check "x"
    expect(letters(lowerAfterDigit([String.raw`\d{3}[a-c]`, String.raw`[A-Z]\d[a-z]`, String.raw`(?:AT|BE)[0-9A-Za-z]{8}`]))).toBe('abc');
  });

  it('knows which shapes may match a small letter (a skeleton that begins with one tries only those)', () => {
    expect(mayMatchLower(String.raw`(?:(?:DE)[ -]?)?(?:\d{3} \d{3} \d{3}|\d{9})`)).toBe(false);
    expect(mayMatchLower(String.raw`\d{3}(?<sep>[ ]?)\d{3}\k<sep>\d{3}\-[A-Z]`)).toBe(false);
    for (const s of [String.raw`[a-z]\d`, String.raw`[A-z]\d`, String.raw`[0-~]`, String.raw`\w{8}`, String.raw`[^0-9]`, '.{3}', String.raw`(?:AT|be)\d`]) expect(mayMatchLower(s)).toBe(true);
    // 11 of the registry's 106 shapes (4 of them may begin with a small letter: a hex id is tried against those, not 45).
    expect(ID_FORMATS.filter((f) => mayMatchLower(f.shape)).length).toBe(11);
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

describe('shape matcher: shapes indexed by the first character of their skeletons', () => {
  it('reads the first characters a skeleton shape plainly begins with', () => {
    const firsts = (source: string) => {
      const set = firstSkeletonChars(source);
      return set ? [...set].join('') : undefined;
    };
    expect(firsts(String.raw`\d{3}-\d{2}`)).toBe('0');
    expect(firsts(String.raw`[0-9A-C]\d`)).toBe('0ABC');
    expect(firsts(String.raw`(?:AT|BE|\d)\d{8}`)).toBe('AB0');
    expect(firsts(String.raw`DE\d{9}`)).toBe('D');
    expect(firsts(String.raw`[A-Z]?\d{8}`)).toBeUndefined(); // optional first element
    expect(firsts(String.raw`A\d{8}|\d{9}`)).toBeUndefined(); // top-level alternation
    expect(firsts(String.raw`[^A-Z]\d`)).toBeUndefined();
    expect(firsts(String.raw`(?=\d)\d{9}`)).toBeUndefined();
  });

  it('never leaves out a registry shape whose skeleton regex matches a skeleton', () => {
    const alphabet = '0000000ABCDEFGHIJKLMNOPQRSTUVWXYZxÑ&*+ .-/,:';
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const skeletons = [
      ...ID_FORMATS.flatMap((f) => f.examples.positive.map((e) => (typeof e === 'string' ? e : e.text).replace(/\d/g, '0'))),
      ...Array.from({ length: 4000 }, () => Array.from({ length: 4 + Math.floor(random() * 16) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('')),
    ];
    let checked = 0;
    for (const f of ID_FORMATS) {
      const source = skeletonShape(f.shape);
      const firsts = firstSkeletonChars(source);
      if (!firsts) continue;
      const re = new RegExp(numberedGroups(`^(?:${source})`).plain);
      for (const s of skeletons) {
        for (let i = 0; i < s.length; i++) {
          if (!re.test(s.slice(i))) continue;
          checked++;
          expect(firsts.has(s[i]!), `${f.id}: ${s.slice(i)}`).toBe(true);
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
