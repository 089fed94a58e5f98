import { analyze } from '../../src/engine/analyze.js';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/** Every finding but dates as "ENTITY:value", in text order (default options). */
export function found(text: string): string[] {
  return analyze(text, {}, '')
    .filter((f) => f.entity !== 'DATE')
    .map((f) => `${f.entity}:${text.slice(f.start, f.end)}`);
}

/** The text as a document is redacted by default (two passes: the document memory included). */
export function redacted(text: string): string {
  return redactAsDocument(createRedactor(), text).text;
}
