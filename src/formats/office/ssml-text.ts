import type { Redactor } from '../../engine/redactor.js';
import { addCounts, redactPieces, redactString, type Counts } from './pieces.js';
import { escapeText, unescapeXml } from './xml.js';

/**
 * SpreadsheetML rich text (`<si>` shared strings, `<is>` inline strings: [ECMA-376] Part 1
 * §18.4), edited as text so a 100k-row workbook is never held as a DOM. The runs' `<t>` texts
 * are detected as one string; each phonetic run (`<rPh>`, a reading of the base text) on its own.
 * Element names may carry a prefix (`x:t`): the regexes capture it and match the same end tag.
 */

const TOKEN = /<((?:[\w.-]+:)?)rPh\b[^>]*>[\s\S]*?<\/\1rPh>|<((?:[\w.-]+:)?)t\b([^>]*?)(?:\/>|>([\s\S]*?)<\/\2t>)/g;
const RPH_TEXT = /<((?:[\w.-]+:)?)t\b([^>]*?)(?:\/>|>([\s\S]*?)<\/\1t>)/g;

interface TextElement {
  start: number;
  end: number;
  prefix: string;
  attrs: string;
  text: string;
}

function textElement(m: RegExpExecArray, prefix: string, attrs: string, raw: string | undefined): TextElement {
  return { start: m.index, end: m.index + m[0].length, prefix, attrs, text: unescapeXml(raw ?? '') };
}

function writeText(prefix: string, attrs: string, text: string): string {
  const preserve = /^\s|\s$/.test(text) && !/xml:space=/.test(attrs) ? ' xml:space="preserve"' : '';
  return `<${prefix}t${attrs}${preserve}>${escapeText(text)}</${prefix}t>`;
}

/** New text per run, or undefined when nothing was found. */
function redactRuns(runs: readonly TextElement[], redactor: Redactor, hint: string, counts: Counts): string[] | undefined {
  const result = redactPieces(
    runs.map((r) => ({ text: r.text, editable: true })),
    redactor,
    hint,
  );
  if (!result) return undefined;
  addCounts(counts, result.findings);
  return result.texts;
}

interface Edit {
  start: number;
  end: number;
  xml: string;
}

function splice(xml: string, edits: Edit[]): string {
  let out = '';
  let pos = 0;
  for (const e of edits.sort((a, b) => a.start - b.start)) {
    out += xml.slice(pos, e.start) + e.xml;
    pos = e.end;
  }
  return out + xml.slice(pos);
}

function runEdits(runs: readonly TextElement[], texts: readonly string[], base = 0): Edit[] {
  return runs.flatMap((r, i) =>
    texts[i] === r.text ? [] : [{ start: base + r.start, end: base + r.end, xml: writeText(r.prefix, r.attrs, texts[i]!) }],
  );
}

/** Redacts the content of one `<si>` or `<is>` element; undefined when nothing was found. */
export function redactRichText(inner: string, redactor: Redactor, hint: string, counts: Counts): string | undefined {
  const runs: TextElement[] = [];
  const edits: Edit[] = [];
  TOKEN.lastIndex = 0;
  let m = TOKEN.exec(inner);
  // One `<t>` and nothing else (nearly every cell of a big sheet): its text is the only piece.
  if (m !== null && m[2] !== undefined && m.index === 0 && m[0].length === inner.length) return redactOneRun(m[2], m[3] ?? '', unescapeXml(m[4] ?? ''), redactor, hint, counts);
  for (; m !== null; m = TOKEN.exec(inner)) {
    if (m[2] !== undefined) {
      runs.push(textElement(m, m[2], m[3] ?? '', m[4]));
      continue;
    }
    const block = m[0];
    const texts: TextElement[] = [];
    RPH_TEXT.lastIndex = 0;
    let t: RegExpExecArray | null;
    while ((t = RPH_TEXT.exec(block)) !== null) texts.push(textElement(t, t[1] ?? '', t[2] ?? '', t[3]));
    const redacted = redactRuns(texts, redactor, hint, counts);
    if (redacted) edits.push(...runEdits(texts, redacted, m.index));
  }
  const redacted = redactRuns(runs, redactor, hint, counts);
  if (redacted) edits.push(...runEdits(runs, redacted));
  return edits.length ? splice(inner, edits) : undefined;
}

/** redactRichText for content that is one `<t>` element (prefix, attributes, text). */
function redactOneRun(prefix: string, attrs: string, text: string, redactor: Redactor, hint: string, counts: Counts): string | undefined {
  const result = redactString(text, redactor, hint);
  if (!result) return undefined;
  addCounts(counts, result.findings);
  const redacted = result.texts[0]!;
  return redacted === text ? undefined : writeText(prefix, attrs, redacted);
}

/** The plain text of an `<si>`/`<is>` (its runs, without phonetic readings), e.g. a column header. */
export function richTextPlain(inner: string): string {
  let out = '';
  TOKEN.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = TOKEN.exec(inner)) !== null) if (m[2] !== undefined) out += unescapeXml(m[4] ?? '');
  return out;
}
