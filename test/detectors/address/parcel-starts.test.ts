import { describe, expect, it } from 'vitest';
import { PARCEL_PART, findParcelAddresses, parcelStarts, parcelsFrom } from '../../../src/detectors/address/parcel.js';
import { scanOf } from '../../../src/engine/scan/index.js';

// The parcels are read from the places before the digit runs (parcelStarts), not by a regex
// tried at every place of the text: on random texts of the parcel's pieces, every place where a
// part matches must be among them, and the parcels found must be what the search from every
// place finds (the global regex's order: the first match at or after the last one read).
let seed = 29;
const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;

const WORDS = ['Section', 'Allotment', 'Plot', 'Lot', 'Lote', 'Block', 'House', 'Extension', 'Ilot', 'Îlot', 'Stand', 'Erf', 'Portion', 'Casa', 'Quadra', 'Flat', 'Rua', 'section', 'PLOT', 'Lottery', 'Whitehouse', 'Плот', 'Road', 'Kukum Highway', 'Norzin Lam', 'Price'];
const BEFORE = ['', '', '', '', '', ' ', '\n', ', ', ',', 'x', '_', 'é', '9', 'ж', '(', '. '];
const BLANKS = ['', ' ', ' ', ' ', '  ', '\t', ' \t'];
const MARKS = ['', '', '', 'No', 'No.', 'no', 'n', 'nº', 'n.º', 'n°', 'n.°', 'º', '#', '.'];
const NUMBERS = ['4', '27', '27', '418', '41827', '123456', '1234567', '', 'x'];
const AFTER = ['', 'B', '/A', 'b', '5', ', ', ', ', ', ', ',', ' ', '.', ';', 'é'];
/** A text of parcel-like parts, each piece of it sometimes missing or out of place. */
const textOf = () => {
  const out: string[] = [];
  for (let k = 1 + Math.floor(next() * 6); k > 0; k--) {
    out.push(pick(BEFORE), pick(WORDS), pick(BLANKS), pick(MARKS), pick(BLANKS), pick(NUMBERS), pick(AFTER));
  }
  return out.join('');
};
/** A text of well-formed parts in a row, then maybe a road or an area (the parcels a finder must find). */
const PROPER_WORDS = WORDS.slice(0, 17);
const parcelText = () => {
  const parts: string[] = [];
  for (let k = 1 + Math.floor(next() * 3); k > 0; k--) parts.push(`${pick(PROPER_WORDS)}${pick([' ', '\t', '  '])}${pick(['', '', 'No. ', 'nº ', 'n.º', '#'])}${pick(['4', '27', '418', '41827'])}${pick(['', 'B'])}`);
  return `${pick(['', 'At ', '\n', 'é'])}${parts.join(pick([', ', ',']))}${pick(['', ', Kukum Highway', ', Road 9/A', ', Unit Price', '.'])}`;
};
const PART_AT = new RegExp(String.raw`(?<![\p{L}\p{N}])${PARCEL_PART}`, 'uy');
const everyPlace = (text: string) => Array.from({ length: text.length }, (_, i) => i);

describe('land parcels from the digit runs (address/parcel.ts parcelStarts)', () => {
  it('holds every place a part starts at, and finds what the search from every place finds, on 3,000 random texts', () => {
    let parts = 0;
    let parcels = 0;
    for (let t = 0; t < 3000; t++) {
      const text = t % 2 ? textOf() : `${parcelText()} ${textOf()} ${parcelText()}`;
      const starts = new Set(parcelStarts(text, scanOf(text)));
      for (let i = 0; i < text.length; i++) {
        PART_AT.lastIndex = i;
        if (!PART_AT.test(text)) continue;
        parts++;
        expect(starts.has(i), `${JSON.stringify(text)} at ${i}`).toBe(true);
      }
      const found = findParcelAddresses(text);
      parcels += found.length;
      expect(found, JSON.stringify(text)).toEqual(parcelsFrom(text, everyPlace(text)));
    }
    expect(parts).toBeGreaterThan(5000);
    expect(parcels).toBeGreaterThan(1500);
  });

  it('reads a part back over its mark and blanks', () => {
    const text = 'Plot n.º 41827, Extension 12; Lote\t# 7, Quadra 3; Section 41,Allotment 27';
    expect(parcelStarts(text, scanOf(text))).toEqual([0, 16, 30, 40, 50, 61]);
    expect(findParcelAddresses(text).map((c) => text.slice(c.start, c.end))).toEqual(['Plot n.º 41827, Extension 12', 'Lote\t# 7, Quadra 3', 'Section 41,Allotment 27']);
  });
});
