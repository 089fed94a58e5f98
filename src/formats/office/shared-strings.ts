import { isFieldName } from '../../engine/known-fields.js';
import type { Redactor } from '../../engine/redactor.js';
import { analyzeEachByHint } from '../lib/cells.js';
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
  // By index (a table of 300,000 unique strings asks for each of them at least twice per pass).
  const cache: (string | undefined)[] = new Array<string | undefined>(items.length).fill(undefined);
  return {
    xml,
    items,
    plain(i) {
      let text = cache[i];
      if (text === undefined) {
        text = richTextPlain(items[i]?.inner ?? '');
        if (items[i] !== undefined) cache[i] = text;
      }
      return text;
    },
  };
}

/**
 * The column headers each shared string appears under, by item index, in the order met: one
 * header as itself (most items are under one column; a set per item was a third of a million
 * sets for a big sheet), a set from the second on. An array as long as the table (itemHints): a
 * big sheet adds a header half a million times per pass, which a map's lookups made slow.
 */
export type ItemHints = (string | Set<string> | undefined)[];

/** No headers yet for a table of `count` items. */
export function itemHints(count: number): ItemHints {
  return new Array<string | Set<string> | undefined>(count).fill(undefined);
}

/** Adds `hint` to item `i`'s headers (ItemHints); an index past the table is no item of it. */
export function addItemHint(hints: ItemHints, i: number, hint: string): void {
  if (!(i >= 0 && i < hints.length)) return;
  const had = hints[i];
  if (had === undefined) hints[i] = hint;
  else if (typeof had === 'string') {
    if (had !== hint) hints[i] = new Set([had, hint]);
  } else had.add(hint);
}

/** Item `i`'s headers joined by a space ("" when it has none). */
function itemHint(hints: readonly (string | ReadonlySet<string> | undefined)[], i: number): string {
  const had = hints[i];
  return had === undefined ? '' : typeof had === 'string' ? had : [...had].join(' ');
}

/**
 * Redacts every item; `hints` are the column headers each item appears under (a header such as
 * "email" is context for the detectors). Returns the new XML, or undefined when nothing changed.
 * With `discard` (a document's first pass), the items are only analyzed.
 */
export function redactSharedStrings(
  sst: SharedStrings,
  hints: readonly (string | ReadonlySet<string> | undefined)[],
  redactor: Redactor,
  counts: Counts,
  discard = false,
): string | undefined {
  // Each item's text and headers by index (no object per item: a table of 300,000 items).
  const count = sst.items.length;
  const texts = new Array<string>(count);
  const itemHintsOf = new Array<string>(count);
  let phonetic = false;
  for (let i = 0; i < count; i++) {
    texts[i] = sst.plain(i);
    itemHintsOf[i] = itemHint(hints, i);
    if (!phonetic && sst.items[i]!.inner.includes('rPh')) phonetic = true;
  }
  // Every item's text first, so the items under one header share one engine call; then each
  // item is walked with its findings at hand (a text it did not gather, a phonetic reading, is
  // analyzed as it comes). A first pass walks only the items with a phonetic reading: without
  // one, it needs no findings back.
  // A header cell that names a field ("iban" is also a given name) is no value: not analyzed.
  const found = analyzeEachByHint(
    redactor,
    count,
    (i) => (itemHintsOf[i] === '' && isFieldName(texts[i]!.trim()) ? '' : texts[i]!),
    (i) => itemHintsOf[i]!,
    !discard || phonetic,
  );
  if (!found) return undefined;
  let current = -1;
  const known: Redactor = {
    ...redactor,
    analyze: (text, hint = '') => (text === texts[current] && hint === itemHintsOf[current] ? found[current]!.slice() : redactor.analyze(text, hint)),
    redact(text, hint) {
      const findings = known.analyze(text, hint);
      return { text: redactor.apply(text, findings), findings };
    },
  };
  const out: string[] = [];
  let pos = 0;
  sst.items.forEach((item, i) => {
    // The first pass has shown the redactor the item's text; only phonetic readings are left.
    // An item without findings and without a phonetic reading is left as it is: its walk would
    // only meet its own text again, with none.
    if ((discard || found[i]!.length === 0) && !item.inner.includes('rPh')) return;
    current = i;
    const redacted = redactRichText(item.inner, known, itemHintsOf[i]!, counts);
    if (redacted === undefined) return;
    out.push(sst.xml.slice(pos, item.start), redacted);
    pos = item.end;
  });
  if (out.length === 0) return undefined;
  out.push(sst.xml.slice(pos));
  return out.join('');
}
