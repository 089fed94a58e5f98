import type { Location } from '../types.js';

/** `12:5-12:27`, `page 2`, `sheet "Customers" cell B3`, `part word/document.xml`, or ''. */
export function describeLocation(l: Location): string {
  if (l.startLine !== undefined) return `${l.startLine}:${l.startColumn}-${l.endLine}:${l.endColumn}`;
  if (l.page !== undefined) return l.page === 0 ? 'outside the pages (metadata, annotations, forms)' : `page ${l.page}`;
  if (l.cell !== undefined) return `sheet ${JSON.stringify(l.sheet)} cell ${l.cell}`;
  if (l.part !== undefined) return `part ${l.part}`;
  return '';
}
