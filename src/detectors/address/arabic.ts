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
