import type { Candidate } from '../../engine/types.js';

/**
 * A Thai address (Thailand Post's order: the house number, the village's number, the lane and
 * the road, the subdistrict, the district, the province, the postcode): `88/14 ซอยสีลม 9 ถนนสีลม
 * แขวงสุริยวงศ์ เขตบางรัก กรุงเทพฯ 10500`. Each unit is its word written against its name
 * (`ซอย`/`ซ.` lane, `ถนน`/`ถ.` road, `หมู่`/`ม.` village, `แขวง`/`ตำบล`/`ต.` subdistrict,
 * `เขต`/`อำเภอ`/`อ.` district, `จังหวัด`/`จ.` province), Bangkok's name (`กรุงเทพฯ`,
 * `กรุงเทพมหานคร`) may stand for the province, and the postcode has five digits. The house's
 * number opens it and two units at least follow: `88/14 ซอยสีลม` alone, or a count before a
 * road (`3 ถนน`), is no address. Read only in a text that holds a Thai letter.
 */
const TH = '\\u0E01-\\u0E4E';
const UNIT_WORD = '(?:ซอย|ซ\\.|ถนน|ถ\\.|หมู่ที่|หมู่|ม\\.|แขวง|ตำบล|ต\\.|เขต|อำเภอ|อ\\.|จังหวัด|จ\\.)';
// A unit: its word, the name (maybe after a blank) and maybe the lane's or village's number.
const UNIT = `${UNIT_WORD}[ \\t]?(?:[${TH}]+(?:[ \\t]+\\d{1,3}(?![\\d/]))?|\\d{1,3}(?![\\d/]))`;
const BANGKOK = '(?:กรุงเทพฯ|กรุงเทพมหานคร|กทม\\.)';
const ADDRESS = new RegExp(
  `(?<![\\d/.])\\d{1,4}(?:/\\d{1,4})?[ \\t]+(?:${UNIT}[ \\t]+){1,6}(?:${UNIT}|${BANGKOK})(?:[ \\t]+(?:${UNIT}|${BANGKOK}))*(?:[ \\t]+\\d{5}(?!\\d))?`,
  'g',
);
const THAI = /[\u0E01-\u0E4E]/;

export function findThaiAddresses(text: string): Candidate[] {
  const out: Candidate[] = [];
  if (!THAI.test(text)) return out;
  ADDRESS.lastIndex = 0;
  for (let m = ADDRESS.exec(text); m !== null; m = ADDRESS.exec(text)) out.push({ start: m.index, end: m.index + m[0].length, score: 0.9 });
  return out;
}
