// Build step of scripts/bundle.mjs (issue 20: start-up): the CLI's script written in ASCII only,
// so that it is read as a one-byte string (latin1, ~3 ms less than decoding 2 MB of UTF-8 into a
// two-byte string, which V8 then scans at half the speed). esbuild's output is ASCII but for
// regular expression literals and String.raw templates, which it leaves as written: here each
// non-ASCII character of those becomes an escape that means the same (and of a comment, the
// code point's number). What is left, if anything, only makes the script be read as UTF-8.
import ts from 'typescript';

const NON_ASCII = /[^\x00-\x7f]/;

/** `code` (a script) with the non-ASCII characters of its regexes and String.raw templates escaped. */
export function asciiScript(code) {
  if (!NON_ASCII.test(code)) return code;
  const file = ts.createSourceFile('script.js', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const edits = [];
  const comments = new Set();
  const noteComments = (ranges) => {
    for (const r of ranges ?? []) if (!comments.has(r.pos) && NON_ASCII.test(code.slice(r.pos, r.end))) {
      comments.add(r.pos);
      // In a comment, any text will do: the character's code point.
      edits.push({ start: r.pos, end: r.end, text: code.slice(r.pos, r.end).replace(/[^\x00-\x7f]/gu, (c) => `\\u{${c.codePointAt(0).toString(16)}}`) });
    }
  };
  const visit = (node, rawTag) => {
    noteComments(ts.getLeadingCommentRanges(code, node.pos));
    noteComments(ts.getTrailingCommentRanges(code, node.end));
    // Before a closing token (a comment after an object's last property).
    noteComments(ts.getLeadingCommentRanges(code, node.end));
    const start = node.getStart(file);
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const text = code.slice(start, node.end);
      if (NON_ASCII.test(text)) edits.push({ start, end: node.end, text: escapeRegex(text) });
    } else if (rawTag && isTemplatePiece(node)) {
      const text = code.slice(start, node.end);
      // In a String.raw template, `${"\u2019"}` adds the same character as ’ did.
      if (NON_ASCII.test(text)) edits.push({ start, end: node.end, text: text.replace(/[^\x00-\x7f]+/g, (s) => `\${${JSON.stringify(s).replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}}`) });
    }
    const raw = ts.isTaggedTemplateExpression(node) && node.tag.getText(file) === 'String.raw';
    // The pieces of a String.raw template: its head and each span's literal (not the expressions).
    const rawChild = (child) => (raw ? child === node.template : rawTag && (ts.isTemplateExpression(node) || (ts.isTemplateSpan(node) && child === node.literal)));
    ts.forEachChild(node, (child) => visit(child, rawChild(child)));
  };
  visit(file, false);
  let out = '';
  let at = 0;
  for (const e of edits.sort((a, b) => a.start - b.start)) {
    if (e.start < at) throw new Error('ascii-script: overlapping edits');
    out += code.slice(at, e.start) + e.text;
    at = e.end;
  }
  return out + code.slice(at);
}

function isTemplatePiece(node) {
  return (
    node.kind === ts.SyntaxKind.NoSubstitutionTemplateLiteral ||
    node.kind === ts.SyntaxKind.TemplateHead ||
    node.kind === ts.SyntaxKind.TemplateMiddle ||
    node.kind === ts.SyntaxKind.TemplateTail
  );
}

/**
 * A regex literal with each non-ASCII character as an escape: `\u{…}` with the u or v flag (a
 * code point), else `\uXXXX` for each UTF-16 unit (what such a regex matches). An identity
 * escape of one (`\’`, allowed without u) loses its backslash: `\u2019` means the character.
 */
function escapeRegex(literal) {
  const flags = literal.slice(literal.lastIndexOf('/') + 1);
  const unicode = /[uv]/.test(flags);
  let out = '';
  for (let i = 0; i < literal.length; ) {
    const c = literal.codePointAt(i);
    const ch = String.fromCodePoint(c);
    if (ch === '\\' && i + 1 < literal.length && literal.codePointAt(i + 1) > 0x7f) {
      i++;
      continue;
    }
    if (ch === '\\') {
      out += literal.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (c > 0x7f) out += unicode ? `\\u{${c.toString(16)}}` : Array.from({ length: ch.length }, (_, k) => `\\u${ch.charCodeAt(k).toString(16).padStart(4, '0')}`).join('');
    else out += ch;
    i += ch.length;
  }
  return out;
}
