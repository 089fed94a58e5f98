// Build step of scripts/bundle.mjs (issue 20: start-up): the module-level regular expressions of
// the CLI's script made when first used instead of when their module is evaluated. Creating a
// RegExp parses its pattern, and a Unicode property class (`\p{L}`, `\p{Lu}`, `\p{Script=Latin}`)
// is expanded from ICU's tables there and then: ~20–250 µs each, ~7 ms for the ~250 regexes the
// text command's modules made at load, most of which `anonymize text "short"` never runs.
//
// In esbuild's script a module's `const X = /…/u;` is a top-level `var X;` assigned once, in the
// module's `__esm` function (or at the top level for a module evaluated by every run). When that
// assignment is the only one, its value is a regex literal or `new RegExp(…)` of constant strings
// (string literals, templates and joined arrays of them, and variables assigned a constant string
// before it in the same function) or of another such regex's `.source`,
// and no other declaration anywhere in the script has the name X, the assignment goes and every
// use of X becomes `X$lazy()`, a function that makes the regex on its first call and returns the
// same object from then on. The regex is the same (pattern, flags, one object with its
// `lastIndex`), only made later; a regex of a module that is never evaluated is never made.
import ts from 'typescript';

/** `code` (a script of esbuild's) with its module-level constant regexes made on first use. */
export function lazyRegexes(code) {
  const file = ts.createSourceFile('script.js', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const { topVars, declared, assignments, identifiers } = survey(file);
  const names = new Set(identifiers.map((n) => n.text));
  const strings = new Map(); // a variable assigned a constant string: its value's source

  // The candidates, in source order: var X assigned once, the assignment a statement of the top
  // level or of an __esm function, with a constant regex.
  const lazy = new Map();
  for (const [name, list] of assignments) {
    if (!topVars.has(name) || list.length !== 1 || declared.get(name) !== 1) continue;
    const { statement, value } = list[0];
    if (!statement) continue;
    if (isConstantString(value, statement, strings)) strings.set(name, statement);
  }
  // Rounds: a regex made from another's `.source` is lazy once that one is (MARK_AT =
  // new RegExp(MARK.source, 'uy')); a regex's source never changes.
  for (let grew = true; grew && !declared.has('RegExp'); ) {
    grew = false;
    for (const [name, list] of assignments) {
      if (lazy.has(name) || !topVars.has(name) || list.length !== 1 || declared.get(name) !== 1 || names.has(`${name}$lazy`)) continue;
      const { statement, value, initializer } = list[0];
      if (!statement || !isConstantRegex(value, statement, strings, lazy)) continue;
      lazy.set(name, { statement, value, initializer });
      grew = true;
    }
  }
  if (lazy.size === 0) return code;

  // A lazy name inside another's value is written in that one's maker, not in place.
  const values = [...lazy.values()].map((e) => e.value);
  const within = (id) => values.find((v) => id.getStart(file) >= v.getStart(file) && id.end <= v.end);
  const inner = new Map(values.map((v) => [v, []]));
  const edits = [];
  for (const id of identifiers) {
    const entry = lazy.get(id.text);
    if (!entry) continue;
    const p = id.parent;
    if (isNameNotReference(id, p)) continue;
    const value = within(id);
    if (value) {
      inner.get(value).push({ from: id.getStart(file) - value.getStart(file), to: id.end - value.getStart(file), text: `${id.text}$lazy()` });
      continue;
    }
    if (ts.isVariableDeclaration(p) && p.name === id) {
      // The top-level `var X = /…/;` of a module evaluated by every run: `var X;`.
      if (p.initializer) edits.push({ from: id.end, to: p.initializer.end, text: '' });
      continue;
    }
    if (ts.isBinaryExpression(p) && p.left === id && p.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isExpressionStatement(p.parent) && p.parent === entry.statement) {
      // The assignment itself goes (a comment of the same length keeps the lines).
      edits.push({ from: p.parent.getStart(file), to: p.parent.end, text: `/* ${id.text}: made on first use */` });
      continue;
    }
    if (ts.isShorthandPropertyAssignment(p)) edits.push({ from: id.getStart(file), to: id.end, text: `${id.text}: ${id.text}$lazy()` });
    else edits.push({ from: id.getStart(file), to: id.end, text: `${id.text}$lazy()` });
  }
  edits.sort((a, b) => b.from - a.from);
  let out = code;
  for (const e of edits) out = out.slice(0, e.from) + e.text + out.slice(e.to);
  const text = (value) => inner.get(value).sort((a, b) => b.from - a.from).reduce((t, e) => t.slice(0, e.from) + e.text + t.slice(e.to), value.getText(file));
  const makers = [...lazy].map(([name, { value }]) => `function ${name}$lazy() {\n  return ${name} || (${name} = ${text(value)});\n}`);
  return `${out.replace(/\n*$/, '\n')}\n// Module-level regexes made on first use (scripts/lazy-regex.mjs).\n${makers.join('\n')}\n`;
}

/**
 * The script's top-level `var`s, how many times each name is declared anywhere (a parameter, a
 * nested variable, function or class, a catch binding...), each name's assignments (with the
 * statement holding it when that statement is of the top level or of an __esm function's body)
 * and every identifier.
 */
function survey(file) {
  const topVars = new Set();
  const declared = new Map();
  const assignments = new Map();
  const identifiers = [];
  const declare = (name) => declared.set(name, (declared.get(name) ?? 0) + 1);
  const assign = (name, entry) => {
    if (!assignments.has(name)) assignments.set(name, []);
    assignments.get(name).push(entry);
  };
  const declareBinding = (b) => {
    if (ts.isIdentifier(b)) declare(b.text);
    else for (const e of b.elements) if (!ts.isOmittedExpression(e)) declareBinding(e.name);
  };
  const visit = (node) => {
    if (ts.isIdentifier(node)) identifiers.push(node);
    if (ts.isVariableDeclaration(node)) {
      declareBinding(node.name);
      const top = ts.isVariableDeclarationList(node.parent) && ts.isVariableStatement(node.parent.parent) && node.parent.parent.parent === file;
      if (top && ts.isIdentifier(node.name)) {
        topVars.add(node.name.text);
        if (node.initializer) assign(node.name.text, { statement: node.parent.parent.declarationList.declarations.length === 1 ? node.parent.parent : undefined, value: node.initializer, initializer: true });
      } else if (ts.isIdentifier(node.name) && node.initializer) assign(node.name.text, { value: node.initializer });
    } else if (ts.isParameter(node) || ts.isBindingElement(node)) {
      if (ts.isParameter(node)) declareBinding(node.name);
    } else if ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node) || ts.isFunctionExpression(node) || ts.isClassExpression(node)) && node.name) {
      declare(node.name.text);
    } else if (ts.isCatchClause(node) && node.variableDeclaration) {
      // Declared by the VariableDeclaration visited below.
    } else if (ts.isImportClause(node) || ts.isImportSpecifier(node) || ts.isNamespaceImport(node) || ts.isImportEqualsDeclaration(node)) {
      if (node.name) declare(node.name.text);
    } else if (ts.isBinaryExpression(node) && isAssignmentOperator(node.operatorToken.kind)) {
      for (const name of targets(node.left)) {
        const simple = node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isIdentifier(node.left);
        const statement = simple && ts.isExpressionStatement(node.parent) && isModuleLevel(node.parent, file) ? node.parent : undefined;
        assign(name, { statement, value: simple ? node.right : undefined });
      }
    } else if ((ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) && (node.operator === ts.SyntaxKind.PlusPlusToken || node.operator === ts.SyntaxKind.MinusMinusToken)) {
      for (const name of targets(node.operand)) assign(name, {});
    } else if ((ts.isForInStatement(node) || ts.isForOfStatement(node)) && !ts.isVariableDeclarationList(node.initializer)) {
      for (const name of targets(node.initializer)) assign(name, {});
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { topVars, declared, assignments, identifiers };
}

function isAssignmentOperator(kind) {
  return kind >= ts.SyntaxKind.FirstAssignment && kind <= ts.SyntaxKind.LastAssignment;
}

/** The identifiers an assignment target writes: `X`, `[X, Y]`, `{ a: X, ...Y }`, `(X)`. */
function targets(node) {
  if (ts.isIdentifier(node)) return [node.text];
  if (ts.isParenthesizedExpression(node)) return targets(node.expression);
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap(targets);
  if (ts.isSpreadElement(node)) return targets(node.expression);
  if (ts.isObjectLiteralExpression(node)) {
    return node.properties.flatMap((p) => (ts.isShorthandPropertyAssignment(p) ? [p.name.text] : ts.isPropertyAssignment(p) ? targets(p.initializer) : ts.isSpreadAssignment(p) ? targets(p.expression) : []));
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken) return targets(node.left);
  return [];
}

/** A statement of the top level, or of the body of an `__esm({ "<module>"() { … } })` function. */
function isModuleLevel(statement, file) {
  const block = statement.parent;
  if (block === file) return true;
  const method = block?.parent;
  if (!ts.isBlock(block) || !method || !ts.isMethodDeclaration(method) || method.body !== block) return false;
  const object = method.parent;
  const call = object?.parent;
  return ts.isObjectLiteralExpression(object) && call && ts.isCallExpression(call) && ts.isIdentifier(call.expression) && call.expression.text === '__esm' && call.parent?.parent?.parent?.parent === file;
}

/** Whether `id` names something other than a variable here (a property, a label...). */
function isNameNotReference(id, p) {
  if ((ts.isPropertyAccessExpression(p) || ts.isQualifiedName(p)) && p.name === id) return true;
  if ((ts.isPropertyAssignment(p) || ts.isMethodDeclaration(p) || ts.isPropertyDeclaration(p) || ts.isGetAccessor(p) || ts.isSetAccessor(p) || ts.isEnumMember(p)) && p.name === id) return true;
  if ((ts.isLabeledStatement(p) || ts.isBreakStatement(p) || ts.isContinueStatement(p)) && p.label === id) return true;
  if (ts.isBindingElement(p) && p.propertyName === id) return true;
  if (ts.isImportSpecifier(p) || ts.isExportSpecifier(p)) return true;
  if (ts.isMetaProperty(p)) return true;
  return false;
}

/** Whether `node`, assigned by `statement`, is a string that is the same whenever it is evaluated. */
function isConstantString(node, statement, strings) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return true;
  if (ts.isParenthesizedExpression(node)) return isConstantString(node.expression, statement, strings);
  if (ts.isTemplateExpression(node)) return node.templateSpans.every((s) => isConstantString(s.expression, statement, strings));
  if (ts.isTaggedTemplateExpression(node)) {
    const tag = node.tag;
    const raw = ts.isPropertyAccessExpression(tag) && ts.isIdentifier(tag.expression) && tag.expression.text === 'String' && tag.name.text === 'raw';
    return raw && (ts.isNoSubstitutionTemplateLiteral(node.template) || node.template.templateSpans.every((s) => isConstantString(s.expression, statement, strings)));
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    return isConstantString(node.left, statement, strings) && isConstantString(node.right, statement, strings);
  }
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'join' && ts.isArrayLiteralExpression(node.expression.expression)) {
    // [<constant strings>].join(<constant string>)
    const parts = node.expression.expression.elements;
    return node.arguments.length === 1 && isConstantString(node.arguments[0], statement, strings) && parts.every((e) => isConstantString(e, statement, strings));
  }
  if (ts.isIdentifier(node)) {
    // A variable assigned a constant string earlier in the same function (or at the top level).
    const at = strings.get(node.text);
    return at !== undefined && at.parent === statement.parent && at.end <= statement.getStart();
  }
  return false;
}

/**
 * Whether `node` is a regex literal or `new RegExp(…)` of constant strings, or of the `.source`
 * of a regex made lazy (`lazy`), sliced by number literals or not (`X.source.slice(2)`).
 */
function isConstantRegex(node, statement, strings, lazy) {
  if (ts.isRegularExpressionLiteral(node)) return true;
  if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp') {
    const args = node.arguments ?? [];
    return args.length >= 1 && args.length <= 2 && (isLazySource(args[0], lazy) || isConstantString(args[0], statement, strings)) && (args.length === 1 || isConstantString(args[1], statement, strings));
  }
  return false;
}

/** `X.source` or `X.source.slice(<number literals>)` of a regex X made lazy. */
function isLazySource(node, lazy) {
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'slice') {
    return node.arguments.length <= 2 && node.arguments.every((a) => ts.isNumericLiteral(a)) && isLazySource(node.expression.expression, lazy);
  }
  return ts.isPropertyAccessExpression(node) && node.name.text === 'source' && ts.isIdentifier(node.expression) && lazy.has(node.expression.text);
}
