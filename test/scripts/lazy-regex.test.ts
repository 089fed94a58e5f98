import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, without types
import { lazyRegexes } from '../../scripts/lazy-regex.mjs';

// scripts/lazy-regex.mjs makes the module-level constant regexes of the CLI's scripts when first
// used (issue 20: start-up). A regex must be the same object, with the same pattern and flags,
// wherever it is used; anything it cannot prove constant stays as it was.

const lazy = lazyRegexes as (code: string) => string;

// A script as esbuild writes it: top-level vars, a module in an __esm function, a module evaluated
// at once, and uses in functions.
const SCRIPT = `"use strict";
var __esm = (fn, res) => function __init() {
  return fn && (res = (0, fn[Object.getOwnPropertyNames(fn)[0]])(fn = 0)), res;
};
var A, B, C, D, J, S, T, U, R;
var E = /top/g;
var init_m = __esm({
  "src/m.ts"() {
    "use strict";
    S = "ab";
    A = /x\\p{L}/u;
    B = new RegExp(\`\${S}c\`, "u");
    C = /re/g;
    D = new RegExp(T);
    J = new RegExp(["a", String.raw\`b\\d\`].join("|"), "y");
    R = /again/;
    R = /twice/;
    U = { A, z: A.source };
  }
});
T = "t";
function f(x) { init_m(); A.lastIndex = 0; return [A.test(x), C.exec(x), E.test(x), B.test(x), J.source, U.A === A, R.source]; }
function g(C) { return C; }
var o = { A: 1, get B() { return B; } };
`;

const run = (code: string) => new Function(`${code}\nreturn { f, g, o, init_m };`)() as { f: (x: string) => unknown[]; g: (x: unknown) => unknown; o: { A: number; B: RegExp } };

describe('lazyRegexes', () => {
  const out = lazy(SCRIPT);

  it('makes the constant regexes functions of first use, and leaves the rest as it was', () => {
    expect(out).toContain('/* A: made on first use */');
    expect(out).toContain('/* B: made on first use */');
    expect(out).toContain('/* J: made on first use */');
    expect(out).toContain('var E;\n');
    expect(out).toContain('function A$lazy() {\n  return A || (A = /x\\p{L}/u);\n}');
    expect(out).toContain('function B$lazy() {\n  return B || (B = new RegExp(`${S}c`, "u"));\n}');
    expect(out).toContain('function E$lazy() {\n  return E || (E = /top/g);\n}');
    // C: a parameter of g has its name; D: T is no constant string; R: assigned twice.
    expect(out).toContain('    C = /re/g;\n');
    expect(out).toContain('    D = new RegExp(T);\n');
    expect(out).toContain('    R = /again/;\n    R = /twice/;\n');
    expect(out).not.toMatch(/[CDR]\$lazy/);
    // A use becomes a call; a property name or a shorthand property stays a name.
    expect(out).toContain('U = { A: A$lazy(), z: A$lazy().source };');
    expect(out).toContain('A$lazy().lastIndex = 0;');
    expect(out).toContain('var o = { A: 1, get B() { return B$lazy(); } };');
  });

  it('keeps the lines where they were', () => {
    expect(out.split('\n').slice(0, SCRIPT.split('\n').length - 1)).toHaveLength(SCRIPT.split('\n').length - 1);
    const lineOf = (code: string, s: string) => code.slice(0, code.indexOf(s)).split('\n').length;
    expect(lineOf(out, 'function f(x)')).toBe(lineOf(SCRIPT, 'function f(x)'));
  });

  it('gives the same results, with one regex object throughout', () => {
    const before = run(SCRIPT);
    const after = run(out);
    for (const x of ['xé', 'are', 'top', 'abc', '']) expect(JSON.stringify(after.f(x))).toBe(JSON.stringify(before.f(x)));
    expect(after.g(5)).toBe(5);
    expect(after.o.B).toBeInstanceOf(RegExp);
    expect(after.o.B).toBe(after.o.B);
    expect(String(after.o.B)).toBe(String(before.o.B));
  });

  it("makes a regex of another lazy regex's source lazy too, the other's use inside written as a call", () => {
    const code = `"use strict";
var M, M_AT, M_TAIL, N, N_AT;
var init_r = __esm({
  "src/r.ts"() {
    "use strict";
    M = /^(?:\\p{Lu}|x)+/u;
    M_AT = new RegExp(M.source, "uy");
    M_TAIL = new RegExp(M.source.slice(1), "uy");
    N_AT = new RegExp(N.source, "y");
  }
});
N = /n/;
N = /again/;
function h(s) { init_r(); M_AT.lastIndex = 1; return [M_AT.exec(s)?.[0], M_TAIL.exec(s)?.[0], M.test(s), N_AT.source]; }
`;
    const made = lazy(code);
    expect(made).toContain('    /* M_AT: made on first use */\n    /* M_TAIL: made on first use */\n');
    expect(made).toContain('function M_AT$lazy() {\n  return M_AT || (M_AT = new RegExp(M$lazy().source, "uy"));\n}');
    expect(made).toContain('function M_TAIL$lazy() {\n  return M_TAIL || (M_TAIL = new RegExp(M$lazy().source.slice(1), "uy"));\n}');
    // N is assigned twice, so N_AT is made where it was.
    expect(made).toContain('    N_AT = new RegExp(N.source, "y");\n');
    expect(made).not.toMatch(/N\$lazy|N_AT\$lazy/);
    const h = (src: string) => new Function('__esm', `${src}\nreturn h;`)((fn: Record<string, () => void>, res?: unknown) => () => (fn && ((res = fn[Object.keys(fn)[0]!]!()), (fn = undefined!)), res)) as (s: string) => unknown[];
    for (const s of ['xAxB', 'AB', '', 'xx']) expect(h(made)(s)).toEqual(h(code)(s));
  });

  it('leaves a script without such regexes as it is', () => {
    const plain = 'var a = 1;\nfunction f() { return a; }\n';
    expect(lazy(plain)).toBe(plain);
  });
});

describe('the built CLI scripts', () => {
  const bundle = fileURLToPath(new URL('../../dist/bundle/', import.meta.url));
  for (const script of ['cli.cjs', 'cli-text.cjs']) {
    it(`${script}: the module-level regexes are made on first use, each assigned only by its function`, () => {
      const file = `${bundle}${script}`;
      if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\``);
      const code = readFileSync(file, 'utf8');
      const names = [...code.matchAll(/^function ([\w$]+)\$lazy\(\) \{$/gm)].map((m) => m[1]!);
      expect(names.length).toBeGreaterThan(100);
      // One pass over the script for each question (a regex per name over 2 MB took ~30 s on a busy
      // machine). Made by its function (`return X || (X = …)`), no longer by its module's statement.
      const madeByMaker = new Set([...code.matchAll(/^function ([\w$]+)\$lazy\(\) \{\n {2}return \1 \|\| \(\1 = /gm)].map((m) => m[1]!));
      const assigned = new Set([...code.matchAll(/^ *(?:var )?([\w$]+) = /gm)].map((m) => m[1]!));
      expect(names.filter((name) => !madeByMaker.has(name))).toEqual([]);
      expect(names.filter((name) => assigned.has(name))).toEqual([]);
    });
  }
});
