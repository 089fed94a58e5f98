import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, without types
import { asciiScript } from '../../scripts/ascii-script.mjs';

// scripts/ascii-script.mjs escapes the non-ASCII characters esbuild leaves in the CLI's script
// (regex literals, String.raw templates, comments) so that it is read as a one-byte string.
// Every value must stay the same.

const ascii = asciiScript as (code: string) => string;

/** The values of `names` after running `code`. */
function values(code: string, names: string[]): unknown[] {
  return new Function(`${code}\nreturn [${names.join(', ')}];`)() as unknown[];
}

describe('asciiScript', () => {
  const code = [
    'const a = /[’]/u;',
    'const b = /x’y/gi;',
    'const c = /\\’/;',
    'const d = String.raw`a’b${1}c’d${`e`}f😀`;',
    'const e = /😀/;',
    'const f = /😀/u;',
    'const g = /[à-ÿ]+/;',
    '// a comment with ’ in it',
    'const h = { x: 1\n  /** before the brace — */\n};',
    'const i = "plain";',
  ].join('\n');
  const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'i'];
  const out = ascii(code);

  it('leaves no character outside ASCII', () => {
    expect(out).toMatch(/^[\x00-\x7f]*$/);
  });

  it('keeps every value: the regexes match the same strings, the raw template is the same text', () => {
    const before = values(code, names);
    const after = values(out, names);
    const probes = ['’', 'x’y', 'X’Y', '😀', 'é', 'ÿ', 'a'];
    before.forEach((v, k) => {
      const w = after[k];
      if (v instanceof RegExp) {
        expect(w).toBeInstanceOf(RegExp);
        expect((w as RegExp).flags).toBe(v.flags);
        for (const p of probes) expect((w as RegExp).test(p), `${v} on ${p}`).toBe(v.test(p));
      } else expect(w).toBe(v);
    });
    expect(after[3]).toBe('a’b1c’def😀');
  });

  it('returns ASCII code as it is', () => {
    expect(ascii('const x = /a/;\n')).toBe('const x = /a/;\n');
  });
});
