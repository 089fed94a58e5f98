// Build step of scripts/bundle.mjs (issue 20: start-up): the detectors' and formats' `examples`
// in the CLI's script made when first read instead of when their module is evaluated. Tests and
// `anonymize entities` read them; a run of `anonymize text` never does, yet every run made their
// arrays and objects (~150 KB of the script's text in the text command's modules) and carried
// their strings in V8's code cache.
//
// In esbuild's script a module's `defineDetector({ …, examples: { positive: […], negative: […] } })`
// is evaluated in the module's `__esm` function (or at the top level for a module evaluated by
// every run). Each such `examples: { … }` whose value is made of constants only (strings,
// numbers, booleans, templates without substitutions or with constant ones, arrays and objects
// of them) becomes `examples: __lazyExamples(() => ({ … }))`: an object that makes the same value
// at the first access to one of its properties and answers every read from it (as `lazyObject`
// of src/engine/lazy.ts). A value that names a variable or calls a function stays as it is: made
// later, it might not be the same.
import ts from 'typescript';

const HELPER = '__lazyExamples';

/** `code` (a script of esbuild's) with its module-level constant `examples` made on first read. */
export function lazyExamples(code) {
  const file = ts.createSourceFile('script.js', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const edits = [];
  let taken = false;
  const visit = (node) => {
    if (ts.isIdentifier(node) && node.text === HELPER) taken = true;
    if (ts.isPropertyAssignment(node) && propertyName(node.name) === 'examples' && ts.isObjectLiteralExpression(node.initializer) && isModuleLevel(node, file) && isConstant(node.initializer)) {
      edits.push(node.initializer);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (taken) throw new Error(`scripts/lazy-examples.mjs: the script already names ${HELPER}`);
  if (edits.length === 0) return code;
  let out = code;
  for (const v of edits.sort((a, b) => b.getStart(file) - a.getStart(file))) {
    out = `${out.slice(0, v.getStart(file))}${HELPER}(() => (${v.getText(file)}))${out.slice(v.end)}`;
  }
  return `${out.replace(/\n*$/, '\n')}
// Module-level examples made on first read (scripts/lazy-examples.mjs).
function ${HELPER}(make) {
  let value;
  const target = () => (value ??= make());
  return new Proxy({}, {
    get: (_, key) => Reflect.get(target(), key),
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => {
      const d = Reflect.getOwnPropertyDescriptor(target(), key);
      return d ? { ...d, configurable: true } : undefined;
    },
  });
}
`;
}

function propertyName(name) {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

/** Whether `node` is evaluated when its module is: in no function but an `__esm` module function, or at the top level. */
function isModuleLevel(node, file) {
  for (let p = node.parent; p && p !== file; p = p.parent) {
    if (ts.isFunctionLike(p)) {
      const object = p.parent;
      const call = object?.parent;
      return ts.isMethodDeclaration(p) && ts.isObjectLiteralExpression(object) && !!call && ts.isCallExpression(call) && ts.isIdentifier(call.expression) && call.expression.text === '__esm';
    }
  }
  return true;
}

/** Whether `node` makes the same value whenever it is evaluated: literals, and arrays and plain objects of them. */
function isConstant(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isNumericLiteral(node)) return true;
  if (node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword || node.kind === ts.SyntaxKind.NullKeyword) return true;
  if (ts.isParenthesizedExpression(node)) return isConstant(node.expression);
  if (ts.isPrefixUnaryExpression(node)) return node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand);
  if (ts.isVoidExpression(node)) return ts.isNumericLiteral(node.expression);
  if (ts.isTemplateExpression(node)) return node.templateSpans.every((s) => isConstant(s.expression));
  if (ts.isTaggedTemplateExpression(node)) {
    const tag = node.tag;
    const raw = ts.isPropertyAccessExpression(tag) && ts.isIdentifier(tag.expression) && tag.expression.text === 'String' && tag.name.text === 'raw';
    return raw && (ts.isNoSubstitutionTemplateLiteral(node.template) || node.template.templateSpans.every((s) => isConstant(s.expression)));
  }
  if (ts.isBinaryExpression(node)) return node.operatorToken.kind === ts.SyntaxKind.PlusToken && isConstant(node.left) && isConstant(node.right);
  if (ts.isArrayLiteralExpression(node)) return node.elements.every((e) => !ts.isOmittedExpression(e) && !ts.isSpreadElement(e) && isConstant(e));
  if (ts.isObjectLiteralExpression(node)) {
    return node.properties.every((p) => ts.isPropertyAssignment(p) && propertyName(p.name) !== undefined && propertyName(p.name) !== '__proto__' && isConstant(p.initializer));
  }
  return false;
}
