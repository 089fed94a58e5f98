import type { Candidate } from '../../engine/types.js';
import { scanOf, type TextScan } from '../../engine/scan/index.js';

/**
 * An address given as land parcels rather than a numbered street, as towns without street
 * numbers write it (the fifteenth to seventeenth readings): Papua New Guinea's `Section 41,
 * Allotment 27` (the Lands Department's urban description: section, then allotment), Botswana's
 * `Plot 41827, Extension 12`, Côte d'Ivoire's `Ilot 41, Lot 827`, Sudan's `Block 27, House 418`,
 * Angola's `Rua 14, Casa n.º 27` (a numbered street, then the house); and one parcel before the
 * road or area it lies on, `Lot 27, Kukum Highway`, `Plot 418, Sidwashini Industrial Area`,
 * `Flat 3B, Norzin Lam` (Dzongkha `lam`, road), `House 27, Road 9/A` (a Dhaka address's house and road).
 * Two parts in a row (different words, one of them a parcel's proper: a plot, lot, allotment,
 * erf, stand, house), or one parcel, a comma and one or two capitalised words and a road's or
 * an area's word (AREA_WORDS), or that word and the road's number. `Section 4, Part 2` of a document, `Block 2` alone, or
 * `Lot 27, Unit Price` stay.
 */
const PARCEL_WORDS = ['Section', 'Allotment', 'Plot', 'Lot', 'Block', 'House', 'Extension', 'Ilot', 'Îlot', 'Stand', 'Erf', 'Portion', 'Casa', 'Lote', 'Quadra', 'Flat', 'Rua'];
/** The parcel's own words: a part alone names no land without one (`Section 4, Block 2` of a text). */
const PROPER = new Set(['Allotment', 'Plot', 'Lot', 'Ilot', 'Îlot', 'Stand', 'Erf', 'House', 'Casa', 'Lote', 'Portion', 'Flat']);
export const PARCEL_PART = String.raw`(?<word>${PARCEL_WORDS.join('|')})[ \t]+(?:(?:No\.?|n\.?[º°]|nº|#)[ \t]*)?\d{1,6}[A-Z]?(?![\p{L}\p{N}])`;
/** Roads and areas: highway, road, street, avenue, drive, lane, area, district, estate, township, village, Dzongkha `Lam`. */
const AREA_WORDS = ['Highway', 'Road', 'Rd', 'Street', 'St', 'Avenue', 'Ave', 'Drive', 'Lane', 'Way', 'Area', 'District', 'Estate', 'Township', 'Village', 'Lam'];
/** A capitalised word, maybe two joined by a hyphen (`Al-Riyadh`). */
const CAP_WORD = String.raw`\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}?[\p{Ll}\p{M}'’]+)?`;
/** A parcel's part where it starts (sticky): tried only where one of its words occurs. */
const PARCEL_AT = new RegExp(String.raw`(?<![\p{L}\p{N}])${PARCEL_PART}`, 'uy');
const NEXT_PART = new RegExp(String.raw`,[ \t]*${PARCEL_PART}`, 'uy');
// The road's name before its word (`Kukum Highway`), or its number after it (Dhaka's `House 27, Road 9/A`).
const AREA_AFTER = new RegExp(
  String.raw`,[ \t]*(?:(?:${CAP_WORD}[ \t]+){1,2}(?:${AREA_WORDS.join('|')})\.?(?![\p{L}\p{N}])|(?:${AREA_WORDS.join('|')})[ \t]+\d{1,4}(?:/?[A-Z])?(?![\p{L}\p{N}]))`,
  'uy',
);
/** What may stand between a parcel's word and its number (PARCEL_PART's), as written before the number. */
const MARKS = ['No.', 'No', 'n.º', 'n.°', 'nº', 'n°', '#'];
/** The last characters of MARKS ('.', 'o', 'º', '°', '#'). */
const MARK_ENDS = new Set(MARKS.map((m) => m.charCodeAt(m.length - 1)));
/** PARCEL_WORDS by their last letter's code (all small ASCII letters). */
const WORDS_BY_LAST: (string[] | undefined)[] = [];
for (const word of PARCEL_WORDS) (WORDS_BY_LAST[word.charCodeAt(word.length - 1)] ??= []).push(word);

const isBlankCode = (c: number): boolean => c === 32 || c === 9;

/**
 * Where a parcel's part may start, ascending: read back from the text's runs of at most six
 * digits (the scan's) over the blanks, a number's mark and the blanks before it, to one of
 * PARCEL_WORDS ending there. Every match of PARCEL_PART is such a word, blanks, maybe a mark, and a
 * whole run of ASCII digits (a blank or a mark's sign before it, and `\d{1,6}` ends where no
 * digit follows): the places hold every match's start. The global regex tried at every place of
 * the text took ~2.5 ms a page of prose (prose7, docs/performance.md).
 */
export function parcelStarts(text: string, scan: TextScan): number[] {
  const runs = scan.digitTokens.digitRuns;
  const lengths = runs.lengths;
  const out: number[] = [];
  for (let k = 0; k < lengths.length; k++) {
    if (lengths[k]! > 6) continue;
    const start = runs.start(k);
    let q = start;
    while (q > 0 && isBlankCode(text.charCodeAt(q - 1))) q--;
    if (q < start) wordsEndingAt(text, q, out);
    if (q === 0 || !MARK_ENDS.has(text.charCodeAt(q - 1))) continue;
    for (const mark of MARKS) {
      if (q < mark.length || !text.startsWith(mark, q - mark.length)) continue;
      const r = q - mark.length;
      let e = r;
      while (e > 0 && isBlankCode(text.charCodeAt(e - 1))) e--;
      if (e < r) wordsEndingAt(text, e, out);
    }
  }
  return out.sort((x, y) => x - y);
}

/** Adds the start of each of PARCEL_WORDS that ends at `end`. */
function wordsEndingAt(text: string, end: number, out: number[]): void {
  const words = WORDS_BY_LAST[text.charCodeAt(end - 1)];
  if (words === undefined) return;
  for (const word of words) if (end >= word.length && text.startsWith(word, end - word.length)) out.push(end - word.length);
}

export function findParcelAddresses(text: string, scan: TextScan = scanOf(text)): Candidate[] {
  return parcelsFrom(text, parcelStarts(text, scan));
}

/**
 * The parcels whose first part starts at one of `places` (ascending), each read after the one
 * before as the global regex would find them: with every place of the text, what it found.
 */
export function parcelsFrom(text: string, places: ArrayLike<number>): Candidate[] {
  const out: Candidate[] = [];
  // Where the next match may start: after the last part read, or the last place taken.
  let from = 0;
  for (let k = 0; k < places.length; k++) {
    const at = places[k]!;
    if (at < from) continue;
    PARCEL_AT.lastIndex = at;
    const m = PARCEL_AT.exec(text);
    if (m === null) continue;
    const words = [m.groups!.word!];
    let end = m.index + m[0].length;
    for (;;) {
      NEXT_PART.lastIndex = end;
      const n = NEXT_PART.exec(text);
      if (n === null || words.includes(n.groups!.word!)) break;
      words.push(n.groups!.word!);
      end += n[0].length;
    }
    const proper = words.some((w) => PROPER.has(w));
    AREA_AFTER.lastIndex = end;
    const area = proper ? AREA_AFTER.exec(text) : null;
    if (area !== null) end += area[0].length;
    from = m.index + m[0].length;
    if (!proper || (words.length < 2 && area === null)) continue;
    out.push({ start: m.index, end, score: 0.85 });
    from = end;
  }
  return out;
}
