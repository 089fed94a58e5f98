import type { Candidate } from '../../engine/types.js';

/**
 * A street address in Arabic script as Egyptian and Gulf letters write it: the building's number,
 * the street's word (`شارع`, `ش.`, `طريق`: street, road) and its name, then the parts after
 * Arabic commas (`المنطقة السادسة`, `حي العليا`, `مدينة نصر`: zone, quarter, town; a building,
 * floor or flat: `عمارة`, `برج`, `الدور`, `شقة`): `١٤ شارع مكرم عبيد، المنطقة السادسة، مدينة
 * نصر، القاهرة`. The name (one to four words) ends at a comma, a stop, a number or the line's
 * end; a number must stand before the street or after its name, or a part follow it: "شارع
 * الهرم" alone, in a sentence, is a place. A post office box (`ص.ب. 84213`, `ص ب: 11564`) is
 * one too. Digits are ASCII or Eastern Arabic. Read only in a text that holds an Arabic letter.
 */
const AR = '\\u0621-\\u064A\\u066E-\\u06D3';
const DIGIT = '[0-9\\u0660-\\u0669\\u06F0-\\u06F9]';
const WORD = `[${AR}]+`;
const COMMA = '[ \\t]*[،,][ \\t]*';
// The parts after the street: a zone, quarter, town, governorate, building, floor or flat, with up to three words or a number.
const PART = `(?:ال)?(?:منطقة|حي|مدينة|قسم|مركز|محافظة|عمارة|برج|مبنى|الدور|دور|شقة|مجمع)(?:[ \\t]+(?:${WORD}|${DIGIT}{1,4})){1,3}`;
const NAME_END = `(?=[ \\t]*(?:[،,.\\r\\n]|$))`;
const STREET_WORD = /شارع|ش\.|طريق/g;
const NUMBER_BEFORE = new RegExp(`${DIGIT}{1,4}[ \\t]+$`, 'u');
const LETTER = new RegExp(`[${AR}]`, 'u');
const STREET = new RegExp(
  `(?:شارع|ش\\.|طريق)[ \\t]*(?:${WORD}[ \\t]+){0,3}${WORD}(?:(?<after>[ \\t]+${DIGIT}{1,4})${NAME_END}|${NAME_END})(?<parts>(?:${COMMA}${PART})*)`,
  'uy',
);
const PO_BOX = new RegExp(`(?<![${AR}])ص[ \\t]?\\.?[ \\t]?ب\\.?[ \\t]*:?[ \\t]*${DIGIT}{3,6}(?!${DIGIT})`, 'gu');
const ARABIC = /[\u0621-\u064A]/;

export function findArabicAddresses(text: string): Candidate[] {
  const out: Candidate[] = [];
  if (!ARABIC.test(text)) return out;
  findAddressChains(text, out);
  STREET_WORD.lastIndex = 0;
  for (let w = STREET_WORD.exec(text); w !== null; w = STREET_WORD.exec(text)) {
    const at = w.index;
    if (at > 0 && LETTER.test(text[at - 1]!)) continue;
    STREET.lastIndex = at;
    const m = STREET.exec(text);
    if (!m) continue;
    const number = NUMBER_BEFORE.exec(text.slice(Math.max(0, at - 8), at));
    const g = m.groups!;
    if (number === null && g.after === undefined && g.parts === '') continue;
    out.push({ start: at - (number ? number[0].length : 0), end: at + m[0].length, score: 0.9 });
    STREET_WORD.lastIndex = at + m[0].length;
  }
  PO_BOX.lastIndex = 0;
  for (let m = PO_BOX.exec(text); m !== null; m = PO_BOX.exec(text)) out.push({ start: m.index, end: m.index + m[0].length, score: 0.9 });
  return out;
}

/**
 * An address written as a chain of parts from the quarter down to the house, ` - ` or a comma
 * between them, as Iraqi and Kuwaiti forms and Afghan tazkira applications write it (the
 * sixteenth and seventeenth readings): `الكرادة الشرقية - محلة 905 - زقاق 27 - دار 14` (quarter,
 * mahalla, alley, house), `منطقة سلوى - قطعة 4 - شارع 12 - جادة 3 - منزل 27` (area, block, street,
 * lane, house), Dari `کارته سه، سرک دوم، خانه نمبر ۲۷` (Karte 3, second road, house number 27).
 * It ends with a house and its number (HOUSE_NUMBER); before it, read back, each part of one to
 * three words is a street's or a block's (STREET_PARTS) or holds a number, and one part more
 * without either is the quarter's name, where the chain starts. At least one street's or
 * numbered part must stand before the house: `دار 14` alone, or after a city, stays, as do the
 * city and governorate before the quarter.
 */
const HOUSE_NUMBER = new RegExp(`(?<![${AR}])(?:دار|منزل|بيت|خانه|شقة)[ \\t]+(?:(?:رقم|نمبر|شماره)[ \\t]*)?${DIGIT}{1,4}(?!${DIGIT})`, 'gu');
/** Mahalla, alley, block, street, lane, building, flat, floor (Arabic); road, alley, Karte, plate (Dari). */
const STREET_PARTS = new Set(['محلة', 'زقاق', 'قطعة', 'شارع', 'جادة', 'بلوك', 'بناية', 'عمارة', 'طابق', 'سرک', 'کوچه', 'کارته', 'پلاک', 'بلاک']);
const CHAIN_PART = new RegExp(`(?:^|[:\\-–،,][ \\t]*)(?<part>${WORD}(?:[ \\t]+${WORD}){0,2}(?<number>[ \\t]+${DIGIT}{1,4})?)$`, 'u');
const CHAIN_SEPARATOR = /[ \t]*[-–،,][ \t]*$/u;

function findAddressChains(text: string, out: Candidate[]): void {
  HOUSE_NUMBER.lastIndex = 0;
  for (let m = HOUSE_NUMBER.exec(text); m !== null; m = HOUSE_NUMBER.exec(text)) {
    const lineStart = text.lastIndexOf('\n', m.index) + 1;
    let start = m.index;
    let streets = 0;
    for (;;) {
      const before = text.slice(lineStart, start);
      const sep = CHAIN_SEPARATOR.exec(before);
      if (sep === null) break;
      const part = CHAIN_PART.exec(before.slice(0, sep.index));
      if (part === null) break;
      const partStart = lineStart + sep.index - part.groups!.part!.length;
      const first = part.groups!.part!.split(/[ \t]/)[0]!;
      if (part.groups!.number !== undefined || STREET_PARTS.has(first)) {
        streets++;
        start = partStart;
        continue;
      }
      if (streets > 0) start = partStart; // the quarter's name, where the chain starts
      break;
    }
    if (streets > 0) out.push({ start, end: m.index + m[0].length, score: 0.85 });
  }
}
