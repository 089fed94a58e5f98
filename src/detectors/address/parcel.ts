import type { Candidate } from '../../engine/types.js';

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
const PART = String.raw`(?<word>${PARCEL_WORDS.join('|')})[ \t]+(?:(?:No\.?|n\.?[º°]|nº|#)[ \t]*)?\d{1,6}[A-Z]?(?![\p{L}\p{N}])`;
/** Roads and areas: highway, road, street, avenue, drive, lane, area, district, estate, township, village, Dzongkha `Lam`. */
const AREA_WORDS = ['Highway', 'Road', 'Rd', 'Street', 'St', 'Avenue', 'Ave', 'Drive', 'Lane', 'Way', 'Area', 'District', 'Estate', 'Township', 'Village', 'Lam'];
/** A capitalised word, maybe two joined by a hyphen (`Al-Riyadh`). */
const CAP_WORD = String.raw`\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}?[\p{Ll}\p{M}'’]+)?`;
const PARCEL_RE = new RegExp(String.raw`(?<![\p{L}\p{N}])${PART}`, 'gu');
const NEXT_PART = new RegExp(String.raw`,[ \t]*${PART}`, 'uy');
// The road's name before its word (`Kukum Highway`), or its number after it (Dhaka's `House 27, Road 9/A`).
const AREA_AFTER = new RegExp(
  String.raw`,[ \t]*(?:(?:${CAP_WORD}[ \t]+){1,2}(?:${AREA_WORDS.join('|')})\.?(?![\p{L}\p{N}])|(?:${AREA_WORDS.join('|')})[ \t]+\d{1,4}(?:/?[A-Z])?(?![\p{L}\p{N}]))`,
  'uy',
);
/** A cheap test before the pattern: a parcel's word with a capital. */
const CUE = /(?:Section|Allotment|Plot|Lot|Block|House|Extension|[IÎ]lot|Stand|Erf|Portion|Casa|Lote|Quadra|Flat|Rua) /;

export function findParcelAddresses(text: string): Candidate[] {
  const out: Candidate[] = [];
  if (!CUE.test(text)) return out;
  PARCEL_RE.lastIndex = 0;
  for (let m = PARCEL_RE.exec(text); m !== null; m = PARCEL_RE.exec(text)) {
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
    if (!proper || (words.length < 2 && area === null)) continue;
    out.push({ start: m.index, end, score: 0.85 });
    PARCEL_RE.lastIndex = end;
  }
  return out;
}
