import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, without types
import { lazyExamples } from '../../scripts/lazy-examples.mjs';

// scripts/lazy-examples.mjs makes the module-level constant `examples` of the CLI's scripts when
// first read (issue 20: start-up). What a reader gets must be the same; a value that names a
// variable or calls a function, or that is not evaluated with its module, stays as it was.

const lazy = lazyExamples as (code: string) => string;

// A script as esbuild writes it: a module in an __esm function, a module evaluated at once, and
// examples made in a function and from a variable.
const SCRIPT = `"use strict";
var __esm = (fn, res) => function __init() {
  return fn && (res = (0, fn[Object.getOwnPropertyNames(fn)[0]])(fn = 0)), res;
};
var made = 0;
var define = (spec) => ({ ...spec, made: ++made });
var A, B, C, N;
var init_m = __esm({
  "src/m.ts"() {
    "use strict";
    N = ["from", "a variable"];
    A = define({ id: "a", examples: { positive: ["x", { text: "say x", match: "x" }, String.raw\`\\d\`, \`t\${"u"}\`], negative: ["y", 1 + 2 + "", -1, void 0, null, true] } });
    B = define({ id: "b", examples: { positive: N, negative: [] } });
  }
});
C = define({ id: "c", "examples": { positive: ["top"], negative: ["level"] } });
function inFunction() { return define({ examples: { positive: ["f"], negative: [] } }); }
`;

const run = (code: string) => new Function(`${code}\nreturn { init_m, inFunction, get A() { return A; }, get B() { return B; }, C };`)() as {
  init_m: () => void;
  inFunction: () => { examples: object };
  A: { examples: { positive: unknown[]; negative: unknown[] } };
  B: { examples: object };
  C: { examples: object };
};

describe('lazyExamples', () => {
  const out = lazy(SCRIPT);

  it('makes the constant examples at module level functions of first read, and leaves the rest as it was', () => {
    expect(out.match(/__lazyExamples\(\(\) => \(/g)).toHaveLength(2);
    expect(out).toContain('examples: __lazyExamples(() => ({ positive: ["x"');
    expect(out).toContain('"examples": __lazyExamples(() => ({ positive: ["top"]');
    expect(out).toContain('examples: { positive: N, negative: [] }');
    expect(out).toContain('function inFunction() { return define({ examples: { positive: ["f"], negative: [] } }); }');
    expect(lazy('var x = { examples: { positive: ["a"] } };\n')).toContain('__lazyExamples(() => ({ positive: ["a"] }))');
    expect(lazy('var x = 1;\n')).toBe('var x = 1;\n');
  });

  it('gives the same examples to every way of reading them', () => {
    const before = run(SCRIPT);
    const after = run(out);
    before.init_m();
    after.init_m();
    for (const key of ['A', 'B', 'C'] as const) {
      expect(JSON.stringify(after[key].examples)).toBe(JSON.stringify(before[key].examples));
      expect({ ...after[key].examples }).toEqual({ ...before[key].examples });
      expect(Object.keys(after[key].examples)).toEqual(Object.keys(before[key].examples));
    }
    expect(after.A.examples.positive).toEqual(['x', { text: 'say x', match: 'x' }, '\\d', 'tu']);
    expect(after.A.examples.negative).toEqual(['y', '3', -1, undefined, null, true]);
    expect('positive' in after.A.examples && !('other' in after.A.examples)).toBe(true);
    // The same object at every read.
    expect(after.A.examples.positive).toBe(after.A.examples.positive);
    expect(after.inFunction().examples).toEqual(before.inFunction().examples);
  });

  it('refuses a script that already names its helper', () => {
    expect(() => lazy('var __lazyExamples = 1;\nvar x = { examples: { positive: [] } };\n')).toThrow(/already names __lazyExamples/);
  });

  const built = fileURLToPath(new URL('../../dist/bundle/cli-text.cjs', import.meta.url));
  it.skipIf(!existsSync(built))('is a step of the build: the text command\'s script makes its detectors\' examples when first read', () => {
    const code = readFileSync(built, 'latin1');
    expect((code.match(/examples: __lazyExamples\(\(\) => \(/g) ?? []).length).toBeGreaterThan(100);
  });
});
