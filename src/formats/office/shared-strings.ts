import type { Redactor } from '../../engine/redactor.js';
import { prefetchingRedactor } from '../lib/cells.js';
import type { Counts } from './pieces.js';
import { redactRichText, richTextPlain } from './ssml-text.js';

/** The shared string table (xl/sharedStrings.xml, [ECMA-376] Part 1 §18.4.9), by index. */
export interface SharedStrings {
  xml: string;
  items: { start: number; end: number; inner: string }[];
  /** Plain text of item i (for column headers), computed on demand. */
  plain(i: number): string;
}

const ITEM = /<((?:[\w.-]+:)?)si\b[^>]*?(?:\/>|>([\s\S]*?)<\/\1si>)/g;

export function parseSharedStrings(xml: string): SharedStrings {
  const items: SharedStrings['items'] = [];
  ITEM.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = ITEM.exec(xml)) !== null) {
    const inner = m[2] ?? '';
    const end = m[2] === undefined ? m.index + m[0].length : m.index + m[0].length - `</${m[1]}si>`.length;
    items.push({ start: end - inner.length, end, inner });
  }
  const cache = new Map<number, string>();
  return {
    xml,
    items,
    plain(i) {
      let text = cache.get(i);
      if (text === undefined) {
        text = richTextPlain(items[i]?.inner ?? '');
        cache.set(i, text);
      }
      return text;
    },
  };
}

/**
 * Redacts every item; `hints` are the column headers each item appears under (a header such as
 * "email" is context for the detectors). Returns the new XML, or undefined when nothing changed.
 */
export function redactSharedStrings(
  sst: SharedStrings,
  hints: ReadonlyMap<number, ReadonlySet<string>>,
  redactor: Redactor,
  counts: Counts,
): string | undefined {
  const hintOf = (i: number) => [...(hints.get(i) ?? [])].join(' ');
  // Every item's text first, so the items under one header share one engine call.
  const prefetched = prefetchingRedactor(
    redactor,
    sst.items.map((_, i) => ({ text: sst.plain(i), hint: hintOf(i) })),
  );
  const out: string[] = [];
  let pos = 0;
  sst.items.forEach((item, i) => {
    const redacted = redactRichText(item.inner, prefetched, hintOf(i), counts);
    if (redacted === undefined) return;
    out.push(sst.xml.slice(pos, item.start), redacted);
    pos = item.end;
  });
  if (out.length === 0) return undefined;
  out.push(sst.xml.slice(pos));
  return out.join('');
}
