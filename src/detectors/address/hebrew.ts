import type { Candidate } from '../../engine/types.js';
import { scanOf, type TextScan } from '../../engine/scan/index.js';

/**
 * An Israeli street line and the town's line under it, as a letter's address block writes them
 * in Hebrew (Israel Post's addressing: street and house number, then the flat; then the town and
 * the seven-digit postcode): `רחוב הנביאים 27 דירה 4` above `חיפה 3310405`. The street line opens
 * with the street's word (`רחוב`, `רח'`, `שדרות`, `שד'`: street, boulevard), one to four words of
 * its name, the house number and maybe the flat, entrance or floor (`דירה`, `כניסה`, `קומה`);
 * the town's line is taken only under one. Two findings: the layout stays. From the places the
 * street's words occur (the scan's literals).
 */
const HEB = '\\u05D0-\\u05EA';
const STREET_WORDS = ['רחוב', "רח'", 'רח׳', 'שדרות', "שד'", 'שד׳'];
const STREET = new RegExp(
  String.raw`(?:רחוב|רח['׳]|שדרות|שד['׳])[ \t]+(?:[${HEB}"'׳״-]+[ \t]+){1,4}\d{1,4}(?:[ \t]*[${HEB}](?![${HEB}\d]))?(?:[ \t]*,?[ \t]*(?:דירה|דיר['׳]|כניסה|קומה)[ \t]+\d{1,4})*(?![${HEB}\d])`,
  'y',
);
// The town (one to three words) and the seven-digit postcode, alone on the next line.
const TOWN_LINE = new RegExp(String.raw`\r?\n[ \t]*([${HEB}][${HEB}"'׳״-]*(?:[ \t]+[${HEB}"'׳״-]+){0,2}[ \t]+\d{7})[ \t]*(?=\r?\n|$)`, 'y');

export function findHebrewStreets(text: string, scan: TextScan = scanOf(text)): Candidate[] {
  const out: Candidate[] = [];
  // Every street word holds a resh (ר): one search spares a text without one the six.
  if (!text.includes('ר')) return out;
  let after = 0;
  for (const word of STREET_WORDS) {
    for (const at of scan.literal(word)) {
      // The word starts its own word ("ברחוב", "in the street", is prose).
      if (at < after || (at > 0 && new RegExp(`[${HEB}]`).test(text[at - 1]!))) continue;
      STREET.lastIndex = at;
      const m = STREET.exec(text);
      if (!m) continue;
      const end = at + m[0].length;
      out.push({ start: at, end, score: 0.9 });
      after = end;
      TOWN_LINE.lastIndex = end;
      const town = TOWN_LINE.exec(text);
      if (town) {
        const start = end + town[0].indexOf(town[1]!);
        out.push({ start, end: start + town[1]!.length, score: 0.9 });
      }
    }
  }
  return out;
}
