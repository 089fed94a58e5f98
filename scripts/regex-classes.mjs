// Build step of scripts/bundle.mjs (issue 20: start-up): a character class of a Unicode regex
// that joins two or more property escapes (`[\p{L}\p{N}]`, `[\p{L}\p{M}'’-]`) written as an
// alternation of them (`(?:\p{L}|\p{N})`, `(?:[\p{L}'’-]|\p{M})`), which matches the same code
// points. V8 (Node 20) parses a pattern when the RegExp is made and again when it is first run,
// and at each parse it appends each escape's ranges from ICU to the class and sorts the list by
// inserting the unsorted ranges one by one (`CharacterRange::Canonicalize`): ~0.6 M instructions
// for `[\p{L}\p{N}]`, ~1.7 M for `[\p{L}\p{M}]`, every time. An alternation keeps each escape's
// list as ICU gives it (sorted). ~245 such classes in the sources; bench/startup-instructions.mjs
// counted 64 M instructions of Canonicalize in `anonymize text` on a sentence.
//
// What is touched: a regex literal with the `u` flag; a String.raw template (its raw text is the
// pattern) passed as the pattern of `new RegExp(…)` whose flags are a string literal with `u`;
// and a String.raw template with a `\p{` made elsewhere (a piece of patterns: `\p{L}` has no
// other use than in a Unicode pattern; test/scripts/regex-classes.test.ts checks that no regex
// the detectors make has one without `u`). Not a negated class (`[^…]`), not a `\P{…}`, not the
// `v` flag (classes of sets), not a class whose end cannot be found in the same piece of text.
import ts from 'typescript';

/**
 * The flags of the `new RegExp(<node>, "<flags>")` whose pattern `node` is; null when the flags
 * are not a string literal; undefined when the node is not such a pattern (a piece of one).
 */
function flagsOf(node) {
  const p = node.parent;
  if (!ts.isNewExpression(p) || p.expression.getText() !== 'RegExp' || p.arguments?.[0] !== node) return undefined;
  return p.arguments.length === 2 && ts.isStringLiteral(p.arguments[1]) ? p.arguments[1].text : p.arguments.length === 1 ? '' : null;
}

/** `code` (a script of esbuild's) with its property-escape unions written as alternations. */
export function unionClasses(code) {
  const file = ts.createSourceFile('script.js', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const edits = [];
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const text = node.getText(file);
      const slash = text.lastIndexOf('/');
      const flags = text.slice(slash + 1);
      const pattern = splitUnions(text.slice(1, slash), flags);
      if (pattern !== undefined) edits.push({ from: node.getStart(file), to: node.end, text: `/${pattern}/${flags}` });
    } else if (ts.isTaggedTemplateExpression(node) && node.tag.getText(file) === 'String.raw') {
      const flags = flagsOf(node);
      const t = node.template;
      const parts = ts.isNoSubstitutionTemplateLiteral(t) ? [t] : [t.head, ...t.templateSpans.map((s) => s.literal)];
      for (const part of parts) {
        // A part's raw text sits between its delimiters (` or } before, ` or ${ after).
        const start = part.getStart(file) + 1;
        const end = part.end - (ts.isTemplateHead(part) || ts.isTemplateMiddle(part) ? 2 : 1);
        const raw = code.slice(start, end);
        const pattern = flags === undefined && raw.includes('\\p{') ? splitUnions(raw, 'u') : flags && splitUnions(raw, flags);
        if (pattern) edits.push({ from: start, to: end, text: pattern });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  edits.sort((a, b) => b.from - a.from);
  let out = code;
  for (const e of edits) out = out.slice(0, e.from) + e.text + out.slice(e.to);
  return out;
}

const PROPERTY = /^\\p\{[^}]*\}$/;

/**
 * `pattern` (a regex's source, or a piece of it) with each class of two or more `\p{…}` written
 * as an alternation; undefined when nothing changes or the pattern is not certainly read as
 * Unicode (`flags` without `u`, or with `v`) or a class in it does not end in it.
 */
export function splitUnions(pattern, flags) {
  if (!flags.includes('u') || flags.includes('v')) return undefined;
  let out = '';
  let changed = false;
  for (let i = 0; i < pattern.length; ) {
    if (pattern[i] === '\\') {
      const end = escapeEnd(pattern, i);
      out += pattern.slice(i, end);
      i = end;
      continue;
    }
    // `]` outside a class: a piece that began inside one (a template's part); leave it all.
    if (pattern[i] === ']') return undefined;
    if (pattern[i] !== '[') {
      out += pattern[i++];
      continue;
    }
    const atoms = [];
    let j = i + 1;
    while (j < pattern.length && pattern[j] !== ']') {
      const end = pattern[j] === '\\' ? escapeEnd(pattern, j) : j + 1;
      atoms.push(pattern.slice(j, end));
      j = end;
    }
    if (j >= pattern.length) return undefined;
    const properties = atoms.filter((a) => PROPERTY.test(a));
    if (pattern[i + 1] === '^' || properties.length < 2 || atoms.some((a) => /^\\P/.test(a))) {
      out += pattern.slice(i, j + 1);
    } else {
      // The other atoms keep their order (a range `a-z` stays whole: a `-` beside an escape is
      // a syntax error in a Unicode pattern) and join the first escape's class.
      const rest = atoms.filter((a) => !PROPERTY.test(a)).join('');
      out += `(?:${[rest ? `[${properties[0]}${rest}]` : properties[0], ...properties.slice(1)].join('|')})`;
      changed = true;
    }
    i = j + 1;
  }
  return changed ? out : undefined;
}

/** The end of the escape at `i` (a backslash) in a Unicode pattern. */
function escapeEnd(pattern, i) {
  const next = pattern[i + 1];
  if ((next === 'p' || next === 'P' || next === 'u') && pattern[i + 2] === '{') {
    const close = pattern.indexOf('}', i);
    return close < 0 ? pattern.length : close + 1;
  }
  if (next === 'u') return i + 6;
  if (next === 'x') return i + 4;
  if (next === 'c') return i + 3;
  return i + 2;
}
