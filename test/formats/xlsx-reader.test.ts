import { describe, expect, it } from 'vitest';
import { attribute, columnOf, valueText } from '../../src/formats/office/worksheet.js';

// The worksheet reader's per-cell reads without a regex (sheets10) against the regexes they
// replaced, on random attribute lists and cell contents built from the characters that decide
// them: quotes, `=`, the attribute letters, ASCII and Unicode white space, tags.

/** A seeded generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomText(next: () => number, pieces: readonly string[], max: number): string {
  let out = '';
  const n = Math.floor(next() * max);
  for (let i = 0; i < n; i++) out += pieces[Math.floor(next() * pieces.length)]!;
  return out;
}

const ATTRIBUTE_PIECES = ['r', 't', 's', '=', '"', ' ', '\t', '\n', '\u00a0', '\u2028', '\ufeff', '\u0085', 'A1', 'x', 'r="', 't="s"', ' s="3"', 'tr="', "r='B2'", '\ud83d'];
const OLD = {
  r: /(?:^|\s)r="([^"]*)"/,
  t: /(?:^|\s)t="([^"]*)"/,
  s: /(?:^|\s)s="([^"]*)"/,
};

describe('the worksheet reader without regexes', () => {
  it('reads an attribute as the regex did', () => {
    expect(attribute(' r="B7" t="s"', 'r')).toBe('B7');
    expect(attribute(' r="B7" t="s"', 't')).toBe('s');
    expect(attribute('r="C1"', 'r')).toBe('C1');
    // Not after a letter (`tr="…"`), after Unicode white space, nor unclosed.
    expect(attribute(' tr="x" r="D4"', 'r')).toBe('D4');
    expect(attribute('\u00a0s="2"', 's')).toBe('2');
    expect(attribute(' r="E5', 'r')).toBeUndefined();
    expect(attribute(' t="inlineStr"', 's')).toBeUndefined();
    const next = random(20);
    let found = 0;
    for (let k = 0; k < 6_000; k++) {
      const attrs = randomText(next, ATTRIBUTE_PIECES, 12);
      for (const name of ['r', 't', 's'] as const) {
        const want = OLD[name].exec(attrs)?.[1];
        if (want !== undefined) found++;
        expect(attribute(attrs, name), JSON.stringify([attrs, name])).toBe(want);
      }
    }
    // The random lists exercise both answers.
    expect(found).toBeGreaterThan(900);
  });

  it("reads a cell's <v> as the regex did", () => {
    const old = (inner: string) => /<v\b([^>]*?)(?:\/>|>([\s\S]*?)<\/v>)/.exec(inner)?.[2];
    expect(valueText('<v>12</v>', '')).toBe('12');
    expect(valueText('<v></v>', '')).toBe('');
    expect(valueText('<v>', '')).toBeUndefined();
    expect(valueText('<f>A1</f><v>3</v>', '')).toBe('3');
    expect(valueText('<x:v>4</x:v>', 'x:')).toBe('4');
    const pieces = ['<v>', '</v>', '<v/>', '<v a="1">', '1', 'x', '<', '>', '/', '<f>', '</f>', '<is>', '</is>'];
    const next = random(21);
    for (let k = 0; k < 6_000; k++) {
      const inner = randomText(next, pieces, 6);
      expect(valueText(inner, ''), JSON.stringify(inner)).toBe(old(inner));
    }
  });

  it('reads a column from a reference, letter by letter until the first other character', () => {
    expect(columnOf('A1')).toBe(1);
    expect(columnOf('AB12')).toBe(28);
    expect(columnOf('XFD1048576')).toBe(16384);
    expect(columnOf('')).toBe(0);
    expect(columnOf('a1')).toBe(0);
    // A character beyond the BMP ends it, as the code-point loop did.
    expect(columnOf('B\u{1F600}C')).toBe(2);
  });
});
