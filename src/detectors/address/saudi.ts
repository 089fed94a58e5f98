import type { Candidate } from '../../engine/types.js';
import { scanOf, type TextScan } from '../../engine/scan/index.js';

/**
 * A Saudi national address in English (Saudi Post's National Address: the building number, the
 * street, the district, the city and the five-digit postcode, maybe with the four additional
 * digits): `Building 7712, Al Olaya District, Riyadh 12244`. The city must be one of the
 * Kingdom's and the postcode follow it and end the line or its part (`Riyadh 12000 runners` is a count); the building and the district before it on its line
 * belong to it. The short address (`short code RAOA7712`: four letters, four digits) after its
 * name is one too (maybe on the next line). From the five-digit numbers that end a part of a line.
 */
const CITY = '(?:Riyadh|Jeddah|Jiddah|Dammam|Makkah|Mecca|Madinah|Medina|Al[ -]Khobar|Khobar|Dhahran|Taif|Tabuk|Abha|Buraidah|Buraydah|Hail|Jubail|Al[ -]Jubail|Yanbu|Najran|Jazan|Jizan|Qatif|Khamis Mushait|Al[ -]Ahsa|Hofuf|Al[ -]Kharj|Unaizah|Arar|Sakaka)';
const CAP = "[A-Z][a-z'’-]+";
// The postcode ending its part of the line; the city right before it; the building and district before that.
const POSTCODE = /\d{5}(?:-\d{4})?(?=[ \t]*(?:[,.;:()\r\n]|$))/y;
const CITY_BEFORE = new RegExp(String.raw`(?<![A-Za-z])${CITY}[ \t]+$`);
const PLACE_BEFORE = new RegExp(
  String.raw`(?:(?:Building|Bldg\.?)[ \t]+(?:No\.?[ \t]*)?\d{4},?[ \t]+(?:${CAP}[ \t]+){0,3}(?:St(?:reet)?\.?|Road|Rd\.?)?,?[ \t]*)?(?:(?:Al[ -])?${CAP}(?:[ \t]+${CAP})?[ \t]+District,[ \t]*)?$`,
);
const SHORT_CODE = /(?:[Ss]hort[ \t]+(?:address|code)|National[ \t]+Address)(?:\s+(?:short[ \t]+)?(?:code|no\.?))?\s*:?\s*([A-Z]{4}\d{4})(?![A-Za-z0-9])/y;

export function findSaudiAddresses(text: string, scan: TextScan = scanOf(text)): Candidate[] {
  const out: Candidate[] = [];
  // A postcode is a run of exactly five digits (the scan's maximal runs), not after a hyphen.
  const runs = scan.digitTokens.digitRuns;
  for (let k = 0; k < runs.count; k++) {
    if (runs.lengths[k] !== 5) continue;
    const at = runs.start(k);
    if (at > 0 && text.charCodeAt(at - 1) === 0x2d) continue;
    POSTCODE.lastIndex = at;
    const m = POSTCODE.exec(text);
    if (!m) continue;
    const city = CITY_BEFORE.exec(text.slice(Math.max(0, at - 24), at));
    if (!city) continue;
    const cityAt = at - city[0].length;
    const place = PLACE_BEFORE.exec(text.slice(Math.max(0, cityAt - 120), cityAt))!;
    out.push({ start: cityAt - place[0].length, end: at + m[0].length, score: 0.9 });
  }
  findShortAddresses(text, scan, out);
  return out;
}

/**
 * The short addresses, as SHORT_CODE over the whole text would find them, read from where one can
 * start: the "hort" of "[Ss]hort" and "National" (the scan's literals). Only when the text holds
 * "hort " or "National Address", as before, and a code (`hasCodeShape`). The regex over 400 KB of
 * prose cost ~0.4 ms a call, the search for "hort" ~0.2 ("h" is everywhere in English).
 */
function findShortAddresses(text: string, scan: TextScan, out: Candidate[]): void {
  if (!hasCodeShape(text, scan)) return;
  const hort = scan.literal('hort');
  const national = scan.literal('National');
  let open = false;
  for (let k = 0; k < hort.length && !open; k++) open = text.charCodeAt(hort[k]! + 4) === 32;
  for (let k = 0; k < national.length && !open; k++) open = text.startsWith(' Address', national[k]! + 8);
  if (!open) return;
  // Both lists ascend: merged, each start tried once, none inside the match before it.
  let after = 0;
  for (let h = 0, n = 0; h < hort.length || n < national.length; ) {
    let at: number;
    if (n >= national.length || (h < hort.length && hort[h]! - 1 < national[n]!)) {
      at = hort[h++]! - 1;
      const c = text.charCodeAt(at);
      if (c !== 83 && c !== 115) continue; // S s
    } else at = national[n++]!;
    if (at < after) continue;
    SHORT_CODE.lastIndex = at;
    const m = SHORT_CODE.exec(text);
    if (!m) continue;
    const start = at + m[0].length - m[1]!.length;
    out.push({ start, end: start + m[1]!.length, score: 0.9 });
    after = at + m[0].length;
  }
}

/** A–Z */
const isCapital = (c: number): boolean => c >= 65 && c <= 90;

/**
 * Whether the text holds what SHORT_CODE's code is (`[A-Z]{4}\d{4}(?![A-Za-z0-9])`): a maximal
 * run of four digits (the scan's digit runs) after four capitals, before no letter.
 */
function hasCodeShape(text: string, scan: TextScan): boolean {
  const runs = scan.digitTokens.digitRuns;
  for (let k = 0; k < runs.count; k++) {
    if (runs.lengths[k] !== 4) continue;
    const at = runs.start(k);
    if (at < 4 || !isCapital(text.charCodeAt(at - 1)) || !isCapital(text.charCodeAt(at - 2)) || !isCapital(text.charCodeAt(at - 3)) || !isCapital(text.charCodeAt(at - 4))) continue;
    const after = text.charCodeAt(at + 4) | 0x20;
    if (!(after >= 97 && after <= 122)) return true;
  }
  return false;
}
