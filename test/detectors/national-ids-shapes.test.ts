import { describe, expect, it } from 'vitest';
import { ID_FORMATS } from '../../src/detectors/national-ids/registry.js';
import { firstSkeletonChars, lowerAfterDigit, mayEndWithin, mayMatchAnyLetter, mayMatchLower, ShapeMatcher, skeletonShape } from '../../src/detectors/national-ids/shapes.js';
import { numberedGroups } from '../../src/engine/detector.js';
import { ID_END, ID_START } from '../../src/detectors/lib/national-id-patterns.js';

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
    // A class of capitals, digits and punctuation holds no small letter: its "." is a full stop.
    for (const s of [String.raw`\d{3}(?<sep>[ .]?)\d{3}`, String.raw`[0-9A-Z]{2}[/.]\d`]) expect(mayMatchLower(s)).toBe(false);
    for (const s of [String.raw`[ .a]\d`, String.raw`[^ .]\d`, String.raw`[ .]\s`]) expect(mayMatchLower(s)).toBe(true);
    // 4 of the registry's 117 shapes (es/nie's "x", ch/vat's "MWST", cn/ric's "x", eu/vat): a hex id that begins with a letter is tried against eu/vat alone.
    expect(ID_FORMATS.filter((f) => mayMatchLower(f.shape)).map((f) => f.id)).toEqual(['es/nie', 'ch/vat', 'cn/ric', 'eu/vat']);
  });

  it('knows which shapes may match letters lowerAfterDigit does not list (none of the registry)', () => {
    for (const s of [String.raw`\d\w`, String.raw`\d\S`, String.raw`\d\D`, String.raw`\d[^-]`, String.raw`\d.\d`, String.raw`\d\p{L}`]) expect(mayMatchAnyLetter(s)).toBe(true);
    for (const s of [String.raw`\d\.\d`, String.raw`\d[ .]\d`, String.raw`\d(?<sep>[. ]?)\d\k<sep>`]) expect(mayMatchAnyLetter(s)).toBe(false);
    expect(ID_FORMATS.filter((f) => mayMatchAnyLetter(f.shape))).toEqual([]);
  });

  it('tells whether a skeleton has a place to end before its cut', () => {
    const codes = (s: string) => Uint16Array.from(s, (c) => c.charCodeAt(0));
    // "00000000-0000-0" cut before a hex letter ("aa"): nowhere to end.
    expect(mayEndWithin(codes('00000000-0000-0aa'), 15, 17)).toBe(false);
    // "000 00000" then a quote: it may end at the space, and at its cut.
    expect(mayEndWithin(codes('000 00000  '), 9, 11)).toBe(true);
    expect(mayEndWithin(codes('00000 a'), 5, 7)).toBe(true);
    // "0000." then a word: no; "0000." then a space: at the full stop.
    expect(mayEndWithin(codes('0000.a'), 4, 6)).toBe(false);
    expect(mayEndWithin(codes('0000. '), 4, 6)).toBe(true);
    // The text ends at the cut: the end is a place to end.
    expect(mayEndWithin(codes('000000000'), 9, 9)).toBe(true);
    expect(mayEndWithin(codes('000000000a'), 9, 10)).toBe(false);
  });

  it('finds nothing where ID_START fails, nor in a hex id, and still the numbers beside them', () => {
    const matcher = new ShapeMatcher([String.raw`\d{3}-\d{2}-\d{4}`, String.raw`[1-8]\d{16}[\dXx]`]);
    const text = 'id=8bc1b724c928976c a-536-90-4399 536-90-4399 11010519491231002x';
    expect(matcher.at(text, 3)).toEqual([]);
    expect(matcher.at(text, 22)).toEqual([]); // after "a-"
    expect(matcher.at(text, 34)).toEqual([{ shape: 0, end: 45 }]);
    expect(matcher.at(text, 46)).toEqual([{ shape: 1, end: 64 }]);
  });

  it('answers for each skeleton alone when more skeletons come than its memo keeps', () => {
    // 26 numbers that match, then 6,760 other skeletons (three capitals first: each its own),
    // then the 26 again: their memo slots have been taken since, some by other skeletons.
    const shapes = [String.raw`[A-Z]\d{8}`, String.raw`[A-Z]{3}\d{5}`];
    const matcher = new ShapeMatcher(shapes);
    const plain = shapes.map((shape) => new RegExp(numberedGroups(`${ID_START}(?:${shape})${ID_END}`).plain, 'y'));
    const capital = (k: number) => String.fromCharCode(65 + (k % 26));
    const matching = Array.from({ length: 26 }, (_, k) => `${capital(k)}12345678`);
    const others = Array.from({ length: 6760 }, (_, k) => `${capital(k)}${capital(k / 26)}${capital(k / 676)}${k % 2 ? '1234' : '12345'}`);
    const text = [...matching, ...others, ...matching].join(' ');
    let found = 0;
    for (let i = 0; i < text.length; i = text.indexOf(' ', i) + 1 || text.length) {
      const want = plain.flatMap((re, k) => {
        re.lastIndex = i;
        const m = re.exec(text);
        return m && m[0].length ? [{ shape: k, end: i + m[0].length }] : [];
      });
      found += want.length;
      expect({ i, got: matcher.at(text, i) }).toEqual({ i, got: want });
    }
    expect(found).toBe(26 * 2 + 3380);
  });

  it('finds nothing in a UUID that begins with digits, and the number at the end of a text', () => {
    const matcher = new ShapeMatcher([String.raw`\d{8}`, String.raw`\d{9}`]);
    const text = 'trace 12345678-1234-4abc-8def-1234567890ab 123456789';
    expect(matcher.at(text, 6)).toEqual([]);
    expect(matcher.at(text, 43)).toEqual([{ shape: 1, end: 52 }]);
    expect(matcher.at('12345678 ', 0)).toEqual([{ shape: 0, end: 8 }]);
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
