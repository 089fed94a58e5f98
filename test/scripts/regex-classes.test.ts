import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, without types
import { splitUnions, unionClasses } from '../../scripts/regex-classes.mjs';

// scripts/regex-classes.mjs writes a class of two or more property escapes of a Unicode regex as
// an alternation (issue 20: start-up; V8 sorts such a class's ranges at every parse). The regex
// must match exactly what it matched: the class and its alternation the same code points, each
// rewritten regex of the sources the same spans. scripts/regex-classes-check.mjs runs the same
// comparison over every code point (a minute).

const split = splitUnions as (pattern: string, flags: string) => string | undefined;
const rewrite = unionClasses as (code: string) => string;

describe('splitUnions', () => {
  it('writes a union of escapes as an alternation, other atoms in the first escape\'s class', () => {
    expect(split(String.raw`(?<![\p{L}\p{N}])x`, 'gu')).toBe(String.raw`(?<!(?:\p{L}|\p{N}))x`);
    expect(split(String.raw`[\p{L}\p{M}'’.-]+`, 'iu')).toBe(String.raw`(?:[\p{L}'’.-]|\p{M})+`);
    expect(split(String.raw`[\p{L}\p{N}_.\-/#:a-z]`, 'u')).toBe(String.raw`(?:[\p{L}_.\-/#:a-z]|\p{N})`);
    expect(split(String.raw`[\p{Script=Han}\p{Script=Hiragana}\u{30FC}]`, 'u')).toBe(String.raw`(?:[\p{Script=Han}\u{30FC}]|\p{Script=Hiragana})`);
  });
  it('leaves a negated class, \\P, one escape, an escaped bracket and a class within a class', () => {
    expect(split(String.raw`[^\p{L}\p{N}]`, 'u')).toBeUndefined();
    expect(split(String.raw`[\P{L}\p{N}]`, 'u')).toBeUndefined();
    expect(split(String.raw`[\p{L}_]\[\p{L}\p{N}\]`, 'u')).toBeUndefined();
    expect(split(String.raw`[a[\p{L}\p{N}]`, 'u')).toBe(String.raw`(?:[\p{L}a[]|\p{N})`);
  });
  it('leaves a pattern not certainly Unicode, and a piece whose class begins or ends elsewhere', () => {
    expect(split(String.raw`[\p{L}\p{N}]`, 'g')).toBeUndefined();
    expect(split(String.raw`[\p{L}\p{N}]`, 'v')).toBeUndefined();
    expect(split(String.raw`x[\p{L}\p{N}`, 'u')).toBeUndefined();
    expect(split(String.raw`\p{N}][\p{L}\p{N}]`, 'u')).toBeUndefined();
  });
  it('rewrites literals with u, String.raw patterns of new RegExp with u and String.raw pieces with \\p{, nothing else', () => {
    const code = [
      String.raw`var A = /a[\p{L}\p{N}]/giu, B = /[\p{L}\p{N}]/g;`,
      'var C = new RegExp(String.raw`${X}(?![\\p{L}\\p{N}])`, "u");'.replaceAll('\\\\', '\\'),
      'var D = new RegExp(String.raw`(?![\\p{L}\\p{N}])`, "g"), E = String.raw`[\\p{L}\\p{N}]`;'.replaceAll('\\\\', '\\'),
      'var F = new RegExp(String.raw`[${Y}\\p{L}\\p{N}]`, "u");'.replaceAll('\\\\', '\\'),
    ].join('\n');
    expect(rewrite(code)).toBe([
      String.raw`var A = /a(?:\p{L}|\p{N})/giu, B = /[\p{L}\p{N}]/g;`,
      'var C = new RegExp(String.raw`${X}(?!(?:\\p{L}|\\p{N}))`, "u");'.replaceAll('\\\\', '\\'),
      'var D = new RegExp(String.raw`(?![\\p{L}\\p{N}])`, "g"), E = String.raw`(?:\\p{L}|\\p{N})`;'.replaceAll('\\\\', '\\'),
      'var F = new RegExp(String.raw`[${Y}\\p{L}\\p{N}]`, "u");'.replaceAll('\\\\', '\\'),
    ].join('\n'));
    // A String.raw template with \p{ made elsewhere is a piece of a Unicode pattern.
    const piece = 'var G = String.raw`(?<![\\p{L}\\p{N}])${X}[\\p{L}\\p{M}]`, H = String.raw`[a-z\\d]`;'.replaceAll('\\\\', '\\');
    expect(rewrite(piece)).toBe('var G = String.raw`(?<!(?:\\p{L}|\\p{N}))${X}(?:\\p{L}|\\p{M})`, H = String.raw`[a-z\\d]`;'.replaceAll('\\\\', '\\'));
  });
});

/** The sources' regex literals with `u` that the step rewrites: [pattern, flags, rewritten]. */
function rewrittenLiterals(): [string, string, string][] {
  const out: [string, string, string][] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = `${dir}/${e.name}`;
      if (e.isDirectory()) walk(p);
      else if (p.endsWith('.ts')) {
        const file = ts.createSourceFile(p, readFileSync(p, 'utf8'), ts.ScriptTarget.Latest, true);
        const visit = (n: ts.Node) => {
          if (n.kind === ts.SyntaxKind.RegularExpressionLiteral) {
            const text = n.getText(file);
            const slash = text.lastIndexOf('/');
            const next = split(text.slice(1, slash), text.slice(slash + 1));
            if (next !== undefined) out.push([text.slice(1, slash), text.slice(slash + 1), next]);
          }
          ts.forEachChild(n, visit);
        };
        visit(file);
      }
    }
  };
  walk('src');
  return out;
}

/** Each class the step rewrites in the sources, alone: `[…]` and its alternation. */
const CLASS = /\[(?:\\p\{[^}]*\}|\\u\{[^}]*\}|\\.|[^\]\\])*\]/g;

describe('the rewritten regexes match what they matched', () => {
  const literals = rewrittenLiterals();
  // The detectors' examples, and every regex made while the engine runs on them (the step reads a
  // String.raw piece with \p{ as Unicode: no regex may be made of one without u or v).
  const texts: string[] = [];
  const made: { source: string; flags: string }[] = [];
  beforeAll(async () => {
    const Plain = globalThis.RegExp;
    globalThis.RegExp = new Proxy(Plain, {
      construct(target, args, newTarget) {
        const re = Reflect.construct(target, args, newTarget) as RegExp;
        made.push({ source: re.source, flags: re.flags });
        return re;
      },
    });
    try {
      const { DETECTORS } = await import('../../src/detectors/index.js');
      const { analyze } = await import('../../src/engine/analyze.js');
      for (const d of DETECTORS) for (const e of [...d.examples.positive, ...d.examples.negative]) texts.push(typeof e === 'string' ? e : e.text);
      analyze(texts.join('\n'));
    } finally {
      globalThis.RegExp = Plain;
    }
  }, 120_000); // the engine's modules' import (as the catalog test's), on a busy machine

  it('no regex the engine makes has \\p{ without the u or v flag', () => {
    expect(made.length).toBeGreaterThan(100);
    expect(made.filter((r) => r.source.includes('\\p{') && !/[uv]/.test(r.flags))).toEqual([]);
  });

  it('finds the unions of the sources (over a hundred literals)', () => {
    expect(literals.length).toBeGreaterThan(100);
  });

  it('each class rewritten matches the same code points as its alternation, with and without i', () => {
    const classes = new Set<string>();
    for (const [pattern] of literals) for (const m of pattern.matchAll(CLASS)) if (split(m[0], 'u') !== undefined) classes.add(m[0]);
    expect(classes.size).toBeGreaterThan(10);
    // Every code point below U+0800 and every 499th above (lone surrogates too); the check script
    // runs all of them.
    const points: string[] = [];
    for (let c = 0; c < 0x110000; c += c < 0x800 ? 1 : 499) points.push(String.fromCodePoint(c));
    for (const cls of classes) {
      for (const flags of ['u', 'iu']) {
        const a = new RegExp(`^${cls}$`, flags);
        const b = new RegExp(`^${split(cls, flags)}$`, flags);
        const differ = points.filter((p) => a.test(p) !== b.test(p));
        expect({ cls, flags, differ }).toEqual({ cls, flags, differ: [] });
      }
    }
  });

  it('each rewritten literal finds the same spans in the detectors\' examples and mixed text', () => {
    const sample = texts.filter((_, n) => n % 10 === 0);
    sample.push("O'Brien-Smith, São Paulo 12_34 Ωμέγα-٣ 東京 naïve\u0301 Ǆemal ﬁle İstanbul ß ẞ K k Ⅻ ⓐ Ⓐ 𝐀𝟏 😀x");
    expect(sample.length).toBeGreaterThan(100);
    for (const [pattern, flags, next] of literals) {
      const g = flags.includes('g') ? flags : `${flags}g`;
      const spans = (source: string) => sample.map((text) => [...text.matchAll(new RegExp(source, g))].map((m) => `${m.index}:${m[0].length}`).join(' '));
      expect({ pattern, spans: spans(next) }).toEqual({ pattern, spans: spans(pattern) });
    }
  });
});
