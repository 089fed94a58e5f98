import { addCounts, redactString } from './pieces.js';
import type { PartContext } from './package.js';
import { escapeAttribute, escapeText, rejectDoctype, unescapeXml } from './xml.js';

/**
 * VML drawings (legacy comment shapes, text boxes) are not always well-formed XML (Excel writes
 * an unclosed `<br>` in text boxes), so they are edited as text: the content between tags and
 * the alt-text attributes. Returns the new text, or undefined when nothing was found.
 */
export function redactVml(vml: string, ctx: PartContext, part: string): string | undefined {
  rejectDoctype(vml, ctx.displayName, part);
  let changed = false;
  const redact = (raw: string, hint: string, escape: (s: string) => string) => {
    const result = redactString(unescapeXml(raw), ctx.redactor, hint);
    if (!result) return raw;
    addCounts(ctx.counts, result.findings);
    changed = true;
    return escape(result.texts[0]!);
  };
  const out = vml
    .replace(/>([^<]+)</g, (m, text: string) => (text.trim() === '' ? m : `>${redact(text, '', escapeText)}<`))
    .replace(/(\s(?:alt|o:title|title)=")([^"]*)"/g, (_m, head: string, value: string) => `${head}${redact(value, 'title', escapeAttribute)}"`);
  return changed ? out : undefined;
}
