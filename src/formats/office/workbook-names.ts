import type { ZipEntry } from '../zip.js';
import { redactIdentifier } from './identifiers.js';
import { addCounts } from './pieces.js';
import type { PartContext } from './relationships.js';
import { decodeXml, encodeXml, escapeAttribute, escapeText, rejectDoctype, unescapeXml } from './xml.js';

/**
 * The names a workbook gives its sheets, defined names and tables (and the sheet and defined
 * names it caches from linked workbooks) are identifiers that formulas, charts, pivot caches and
 * hyperlinks refer to, so one that holds PII (a sheet "Jane Roe", a name `Jane_Roe_Salary`) is
 * renamed everywhere it is used, before the parts are redacted: the new name is the replacement
 * as an identifier (`_PERSON_NAME_`, `_PERSON_NAME__Salary`; a number appended when two would
 * be equal). Words joined by underscores, dots or camelCase are read as words (identifiers.ts). Formulas are rewritten token
 * by token: string literals are left to the redaction of the cell, a sheet is a name before `!`
 * (quoted or not, after an external book's `[n]`), a table a name before `[`, any other
 * identifier a defined name ([ECMA-376] Part 1 §18.17.2, formula grammar).
 */

interface Renames {
  sheets: Map<string, string>;
  names: Map<string, string>;
  tables: Map<string, string>;
  /** Table column names: free text, the header cell's (redacted the same way by the cell pass). */
  columns: Map<string, string>;
}

// Attributes that hold one identifier: [element, attribute, kind].
const SHEET_NAME = /(<(?:[\w.-]+:)?sheet\b[^>]*?\sname=")([^"]*)(")/g;
const EXTERNAL_SHEET_NAME = /(<(?:[\w.-]+:)?sheetName\b[^>]*?\sval=")([^"]*)(")/g;
const DEFINED_NAME = /(<(?:[\w.-]+:)?definedName\b[^>]*?\sname=")([^"]*)(")/g;
const TABLE_NAME = /(<(?:[\w.-]+:)?table\b[^>]*?\sname=")([^"]*)(")/g;
const TABLE_DISPLAY_NAME = /(<(?:[\w.-]+:)?table\b[^>]*?\sdisplayName=")([^"]*)(")/g;
const TABLE_COLUMN = /(<(?:[\w.-]+:)?tableColumn\b[^>]*?\sname=")([^"]*)(")/g;
// Elements and attributes that hold a formula or a reference.
// (Not a self-closing `<f t="shared" si="0"/>`: its content would run on into the next cell.)
const FORMULA_ELEMENT = /(<((?:[\w.-]+:)?)(f|definedName|formula|formula1|formula2|calculatedColumnFormula|totalsRowFormula)\b[^>]*(?<!\/)>)([^<]*)(<\/\2\3>)/g;
const FORMULA_ATTRIBUTE = /(\s(?:refersTo|location)=")([^"]*)(")/g;
const SOURCE_SHEET = /(<(?:[\w.-]+:)?worksheetSource\b[^>]*?\ssheet=")([^"]*)(")/g;
const SOURCE_NAME = /(<(?:[\w.-]+:)?worksheetSource\b[^>]*?\sname=")([^"]*)(")/g;

/** Renames the workbook's identifiers that hold PII, in every XML part of the package. */
export function renameWorkbookIdentifiers(parts: Map<string, ZipEntry>, main: string, ctx: PartContext): void {
  const xmlParts = [...parts.keys()].filter((n) => /\.xml$/i.test(n) && !n.startsWith('customXml/') && !n.startsWith('docProps/'));
  // Names are declared in the workbook, its tables and its external links' caches; only those are
  // read unless something is renamed (a big sheet is not decoded twice for nothing).
  const declaring = xmlParts.filter((n) => n === main || /(^|\/)(tables|externalLinks)\/[^/]+\.xml$/i.test(n));
  // docProps/app.xml lists the sheets and named ranges by name (TitlesOfParts): renamed alike.
  const appXml = parts.has('docProps/app.xml') ? 'docProps/app.xml' : undefined;
  const texts = new Map<string, string>();
  const textOf = (name: string) => {
    let t = texts.get(name);
    if (t === undefined) {
      t = decodeXml(parts.get(name)!.data);
      rejectDoctype(t, ctx.displayName, name);
      texts.set(name, t);
    }
    return t;
  };
  const renames: Renames = { sheets: new Map(), names: new Map(), tables: new Map(), columns: new Map() };
  const taken = { sheets: new Set<string>(), names: new Set<string>(), tables: new Set<string>(), columns: new Set<string>() };
  const collect = (kind: keyof Renames, re: RegExp, hint: string, max = Infinity) => {
    for (const name of declaring) {
      const xml = textOf(name);
      if (!xml.includes(re === SHEET_NAME ? 'sheet' : re === EXTERNAL_SHEET_NAME ? 'sheetName' : re === TABLE_NAME || re === TABLE_DISPLAY_NAME ? 'table' : re === TABLE_COLUMN ? 'tableColumn' : 'definedName')) continue;
      for (const m of xml.matchAll(new RegExp(re.source, re.flags))) {
        const old = unescapeXml(m[2]!);
        taken[kind].add(old.toLowerCase());
        if (renames[kind].has(old.toLowerCase())) continue;
        const renamed = kind === 'columns' ? redactText(old, ctx) : rename(old, hint, ctx);
        if (renamed !== undefined) renames[kind].set(old.toLowerCase(), renamed);
      }
    }
  };
  collect('sheets', SHEET_NAME, 'sheet');
  collect('sheets', EXTERNAL_SHEET_NAME, 'sheet');
  collect('names', DEFINED_NAME, '');
  collect('tables', TABLE_NAME, 'table');
  collect('tables', TABLE_DISPLAY_NAME, 'table');
  collect('columns', TABLE_COLUMN, '');
  if (!renames.sheets.size && !renames.names.size && !renames.tables.size && !renames.columns.size) return;
  // A new name equal to another (the replacement of two people, or a name already there) gets a number.
  for (const kind of ['sheets', 'names', 'tables'] as const) {
    const used = new Set([...taken[kind]].filter((n) => !renames[kind].has(n)));
    for (const [old, renamed] of renames[kind]) {
      let unique = kind === 'sheets' ? renamed.slice(0, 31) : renamed;
      for (let i = 2; used.has(unique.toLowerCase()); i++) unique = `${kind === 'sheets' ? renamed.slice(0, 31 - String(i).length - 1) : renamed}_${i}`;
      used.add(unique.toLowerCase());
      renames[kind].set(old, unique);
    }
  }

  const plain = (map: Map<string, string>) => (_m: string, head: string, value: string, tail: string) => {
    const renamed = map.get(unescapeXml(value).toLowerCase());
    return renamed === undefined ? _m : `${head}${escapeAttribute(renamed)}${tail}`;
  };
  if (appXml) {
    const xml = textOf(appXml);
    const out = xml.replace(/(<vt:lpstr>)([^<]*)(<\/vt:lpstr>)/g, (m: string, open: string, value: string, close: string) => {
      const title = unescapeXml(value);
      const renamed = renames.sheets.get(title.toLowerCase()) ?? rewriteFormula(title, renames);
      return renamed === title ? m : `${open}${escapeText(renamed)}${close}`;
    });
    if (out !== xml) parts.set(appXml, { ...parts.get(appXml)!, data: encodeXml(out, parts.get(appXml)!.data) });
  }
  for (const name of xmlParts) {
    const xml = textOf(name);
    const out = xml
      .replace(SHEET_NAME, plain(renames.sheets))
      .replace(EXTERNAL_SHEET_NAME, plain(renames.sheets))
      .replace(DEFINED_NAME, plain(renames.names))
      .replace(TABLE_NAME, plain(renames.tables))
      .replace(TABLE_DISPLAY_NAME, plain(renames.tables))
      .replace(TABLE_COLUMN, plain(renames.columns))
      .replace(SOURCE_SHEET, plain(renames.sheets))
      .replace(SOURCE_NAME, (m: string, head: string, value: string, tail: string) => `${head}${escapeAttribute(rewriteFormula(unescapeXml(value), renames))}${tail}`)
      .replace(FORMULA_ELEMENT, (m: string, open: string, _p: string, _n: string, inner: string, close: string) => {
        const formula = unescapeXml(inner);
        const rewritten = rewriteFormula(formula, renames);
        return rewritten === formula ? m : `${open}${escapeText(rewritten)}${close}`;
      })
      .replace(FORMULA_ATTRIBUTE, (m: string, head: string, value: string, tail: string) => {
        const formula = unescapeXml(value);
        const rewritten = rewriteFormula(formula, renames);
        return rewritten === formula ? m : `${head}${escapeAttribute(rewritten)}${tail}`;
      });
    if (out !== xml) {
      const entry = parts.get(name)!;
      parts.set(name, { ...entry, data: encodeXml(out, entry.data) });
    }
  }
}

/** A table column's name with its PII replaced as in its header cell, or undefined when it holds none. */
function redactText(old: string, ctx: PartContext): string | undefined {
  const findings = ctx.redactor.analyze(old, '');
  if (!findings.length) return undefined;
  addCounts(ctx.counts, findings);
  return ctx.redactor.apply(old, findings);
}

/** The identifier `old` with its PII replaced, or undefined when it holds none (identifiers.ts). */
function rename(old: string, hint: string, ctx: PartContext): string | undefined {
  // Built-in names (_xlnm.Print_Area) and the hidden names add-ins write are no person's.
  if (/^_xlnm\./i.test(old)) return undefined;
  const result = redactIdentifier(old, ctx.redactor, hint);
  if (!result) return undefined;
  addCounts(ctx.counts, result.findings);
  return result.value;
}

const IDENT_START = /[\p{L}_\\]/u;
const IDENT_PART = /[\p{L}\p{N}_.\\?]/u;

/** A formula with its references to renamed sheets, defined names and tables rewritten. */
export function rewriteFormula(formula: string, renames: Renames): string {
  let out = '';
  let i = 0;
  const n = formula.length;
  while (i < n) {
    const ch = formula[i]!;
    if (ch === '"') {
      // A string literal: "" is a quote inside.
      let j = i + 1;
      while (j < n && !(formula[j] === '"' && formula[j + 1] !== '"')) j += formula[j] === '"' ? 2 : 1;
      out += formula.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (ch === "'") {
      // A quoted sheet reference: 'Jane Roe'!A1, '[1]Jane Roe'!A1, 'Jan:Feb'!A1.
      let j = i + 1;
      while (j < n && !(formula[j] === "'" && formula[j + 1] !== "'")) j += formula[j] === "'" ? 2 : 1;
      const inner = formula.slice(i + 1, j).replace(/''/g, "'");
      const book = /^\[\d+\]/.exec(inner)?.[0] ?? '';
      const sheets = inner.slice(book.length).split(':');
      const renamed = sheets.map((s) => renames.sheets.get(s.toLowerCase()) ?? s);
      out += renamed.some((s, k) => s !== sheets[k]) ? `'${book}${renamed.join(':').replace(/'/g, "''")}'` : formula.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (ch === '[' && !/^\[\d+\]/.test(formula.slice(i, i + 12))) {
      // A structured reference's brackets (Table1[[#This Row],[Name]]): column names, not defined names.
      let depth = 0;
      let j = i;
      for (; j < n; j++) {
        if (formula[j] === "'") j++;
        else if (formula[j] === '[') depth++;
        else if (formula[j] === ']' && --depth === 0) break;
      }
      // Each innermost [name] is a column (or a #Headers-style item); ' escapes [ ] # ' in it.
      out += formula.slice(i, j + 1).replace(/\[((?:'.|[^[\]'])*)\]/g, (m, raw: string) => {
        const renamed = renames.columns.get(raw.replace(/'(.)/g, '$1').toLowerCase());
        return renamed === undefined ? m : `[${renamed.replace(/['[\]#]/g, "'$&")}]`;
      });
      i = j + 1;
      continue;
    }
    if (ch === '[') {
      const book = /^\[\d+\]/.exec(formula.slice(i))![0];
      out += book;
      i += book.length;
      continue;
    }
    if (IDENT_START.test(ch) && !(i > 0 && IDENT_PART.test(formula[i - 1]!))) {
      let j = i + 1;
      while (j < n && IDENT_PART.test(formula[j]!)) j++;
      const word = formula.slice(i, j);
      const next = formula[j];
      const key = word.toLowerCase();
      const renamed = next === '!' ? renames.sheets.get(key) : next === '[' ? renames.tables.get(key) : next === '(' ? undefined : renames.names.get(key);
      out += renamed ?? word;
      i = j;
      continue;
    }
    out += ch;
    i++;
  }
  return out;
}
