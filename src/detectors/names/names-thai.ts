import type { Candidate } from '../../engine/types.js';

/**
 * Thai people's names after their title, as Thai letters and forms write them: the title is
 * written against the given name and a blank parts it from the family name (`นางสาวสุภาพร
 * วงศ์สวัสดิ์`, `นายธนากร ศรีสมบัติ`, `นาง`, `น.ส.`, `ด.ช.`, `ด.ญ.`, `นายแพทย์`, `แพทย์หญิง`).
 * Thai writes no blank between words, so the title must open the text's word: after a blank,
 * a bracket or a quote, at a line's start, or after a word that introduces a person in a letter
 * (`เรียน` "to", `กับ` "with", `และ` "and", `ของ` "of", `โดย` "by", `ให้`, `แก่`, `จาก`, `ถึง`).
 * Words that open with a title's letters and are no names stay: `นายจ้าง` (employer), `นายก…`
 * (prime minister, mayor), `นายทะเบียน` (registrar), `นางพยาบาล` (nurse), `ทนายความ` (lawyer:
 * no title opens it). Only the name is taken, not its title.
 */
const TH = '\\u0E01-\\u0E4E';
const TITLE = '(?:นายแพทย์|แพทย์หญิง|นางสาว|นาย|นาง|น\\.ส\\.|ด\\.ช\\.|ด\\.ญ\\.)';
const LEAD = '(?:เรียน|กับ|และ|ของ|โดย|ให้|แก่|จาก|ถึง)';
const NAME = new RegExp(`(?:(?<![${TH}])|(?<=${LEAD}))(?<title>${TITLE})[ \\t]?(?<name>[${TH}]{2,}[ \\t]+[${TH}]{2,})(?![${TH}])`, 'gu');
// Words a title's letters open that are no person's given name (the Royal Institute
// Dictionary's entries): employer, broker, registrar, prime minister and mayor, district chief,
// officer, soldier, police officer, general, lieutenant, sergeant, guarantor; nurse, model,
// angel, beauty queen, heroine, consort, lady-in-waiting, gull, dancer.
const NOT_NAME = /^(?:นาย(?:จ้าง|หน้า|ทะเบียน|กรัฐมนตรี|กเทศมนตรี|กสมาคม|กองค์การ|กสภา|อำเภอ|ทหาร|ตำรวจ|พล(?:[ \t]|$)|ร้อย|สิบ|ท่าน|ประกัน|ช่าง|งาน|ด่าน|เรือ|ห้าง|ทุน|ประตู)|นาง(?:พยาบาล|แบบ|ฟ้า|งาม|เอก|สนม|กำนัล|นวล|รำ|ใน))/u;
const THAI = /[\u0E01-\u0E4E]/;

export function findThaiNames(text: string): Candidate[] {
  const out: Candidate[] = [];
  if (!THAI.test(text)) return out;
  NAME.lastIndex = 0;
  for (let m = NAME.exec(text); m !== null; m = NAME.exec(text)) {
    const name = m.groups!.name!;
    if (NOT_NAME.test(m.groups!.title! + name)) continue;
    const start = m.index + m[0].length - name.length;
    out.push({ start, end: start + name.length, score: 0.9 });
  }
  return out.length ? [...out, ...partsAgain(text, out)] : out;
}

/**
 * The given and family names of the people found, met again alone as a Thai word of their own
 * (between blanks, quotes or brackets): `จาก "วงศ์สวัสดิ์" เป็น "ศรีสมบัติ"` (from her maiden name
 * to her married one). The engine's memory reads words by their letters and Thai writes its
 * vowels and tone marks as combining marks, so it would cut these words apart.
 */
function partsAgain(text: string, found: readonly Candidate[]): Candidate[] {
  const parts = new Set<string>();
  for (const f of found) for (const part of text.slice(f.start, f.end).split(/[ \t]+/)) if (part.length >= 3) parts.add(part);
  const out: Candidate[] = [];
  for (const part of parts) {
    for (let at = text.indexOf(part); at !== -1; at = text.indexOf(part, at + part.length)) {
      const end = at + part.length;
      if (THAI.test(text[at - 1] ?? '') || THAI.test(text[end] ?? '')) continue;
      if (found.some((f) => f.start <= at && end <= f.end)) continue;
      out.push({ start: at, end, score: 0.85 });
    }
  }
  return out;
}
