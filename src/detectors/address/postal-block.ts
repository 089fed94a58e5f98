import type { Candidate } from '../../engine/types.js';
import { scanOf, type TextScan } from '../../engine/scan/index.js';
import { foldKey } from '../../lexicon/fold.js';
import { isCommonWord, isRareWord } from '../names/names-gazetteer.js';
import { blankLedRuns } from './blank-led-runs.js';

/**
 * A letter's address block in the countries whose postcode has a hyphen or a blank inside it:
 * a street line (a name, a house number, maybe `/` a second number and a short unit after a
 * comma) right above a line that opens with the postcode and the town: Portugal's `1100-306
 * Lisboa` (CTT: four digits, a hyphen, three), Czechia's and Slovakia's `120 00 Praha 2` and
 * Greece's `546 30` (three digits, a blank, two); and the four digits of Denmark, Norway,
 * Austria, Switzerland, Belgium and Hungary (`2200 København N`, PostNord's layout: a district's
 * letter may follow the town), when the town's first word is no English word. The two lines are two findings, so the
 * layout stays. From the digit runs that open a line; a town alone (`Lisboa`) is the names'
 * business, here it comes with its postcode.
 */
const POSTCODE_LINE = /(?:\d{4}-\d{3}|\d{3} \d{2}|\d{4,5})[ \t]+(\p{Lu}[\p{L}\p{M}'’-]+)(?:[ \t]+(?:\p{Lu}[\p{L}\p{M}'’-]*|\d{1,2}))*[ \t]*(?=\r?\n|$|,[ \t]*\p{Lu}[\p{L}\p{M}'’-]*(?:[ \t]+\p{Lu}[\p{L}\p{M}'’-]*)*[ \t]*(?:\r?\n|$))/uy;
/** The street line: capitalized words (small particles between), a house number, maybe `/n`, a short unit. */
const STREET_LINE = /^[ \t]*(\p{Lu}[\p{L}\p{M}'’.-]*(?:[ \t]+[\p{L}\p{M}'’.-]+){0,4}[ \t]+\d{1,5}[A-Za-z]?(?:\/\d{1,5}[A-Za-z]?)?(?:,[ \t]*[^\n,]{1,16})?)[ \t]*$/u;
/**
 * The street lines of two more layouts, whole: a Bulgarian housing estate's block (`ж.к.
 * „Младост“ 1, бл. 47, вх. Б, ет. 6, ап. 38`: estate, block, entrance, floor, flat; Bulgarian
 * Posts' address rules) and a Malaysian house on a jalan (`No. 23, Jalan Kenari 5/2, Taman
 * Puchong Jaya`: Pos Malaysia's layout, the taman (estate) after the street).
 */
const BLOCK_LINE = /^[ \t]*((?:ж\.[ \t]?к\.[ \t]*\S[^\n]{0,40}?,[ \t]*бл\.[ \t]*\d{1,4}|No\.[ \t]?\d{1,5}[A-Za-z]?(?:-\d{1,4})?,[ \t]*(?:Jalan|Jln\.?|Lorong|Persiaran)[ \t]+\p{Lu})[^\n]{0,60}?)[ \t]*$/u;

export function findPostalBlocks(text: string, scan: TextScan = scanOf(text), led: Int32Array = blankLedRuns(text, scan)): Candidate[] {
  const runs = scan.digitTokens.digitRuns;
  const out: Candidate[] = [];
  // The runs of six digits or fewer after a blank or a line break, among others (blankLedRuns):
  // a log has a million runs a 10 MB, most of them after ":", "-", "." or "=".
  const lengths = runs.lengths;
  for (let j = 0; j < led.length; j++) {
    const k = led[j]!;
    const len = lengths[k]!;
    if (len === 1 || len === 2) {
      if (text.charCodeAt(runs.start(k) - 1) === 32) kingstonDistrict(text, runs.start(k), len, out);
      continue;
    }
    if (len !== 3 && len !== 4 && len !== 5) continue;
    const start = runs.start(k);
    if (start < 2 || text.charCodeAt(start - 1) !== 10) continue;
    POSTCODE_LINE.lastIndex = start;
    const m = POSTCODE_LINE.exec(text);
    if (!m) continue;
    // Four or five digits alone: a year before a title ("2024 Annual Report") is none.
    if (len === 5 || text.charCodeAt(start + 4) === 32 || text.charCodeAt(start + 4) === 9) {
      const town = foldKey(m[1]!);
      if (isCommonWord(town) || isRareWord(town)) continue;
    }
    let lineEnd = start - 1;
    if (text.charCodeAt(lineEnd - 1) === 13) lineEnd--;
    const lineStart = text.lastIndexOf('\n', lineEnd - 1) + 1;
    const line = text.slice(lineStart, lineEnd);
    const street = (len < 5 && STREET_LINE.exec(line)) || BLOCK_LINE.exec(line);
    if (!street) continue;
    const at = lineStart + line.indexOf(street[1]!);
    out.push({ start: at, end: at + street[1]!.length, score: 0.85 });
    out.push({ start, end: start + m[0].trimEnd().length, score: 0.85 });
  }
  return out;
}

/**
 * Jamaica's postal districts, `Kingston 1` to `Kingston 20` (Jamaica Post: the capital's only
 * postcodes), as a line of their own below another line of the address block (`Lot 14,
 * Brentwood Drive` / `Red Hills P.O.` / `Kingston 19`); a post office's line (`Red Hills P.O.`)
 * right above it belongs to it. A score (`Kingston 19-3`) or the town in a sentence stays.
 */
const KINGSTON_LINE = /^[ \t]*Kingston (?:[1-9]|1\d|20)[ \t]*\r?$/;
const POST_OFFICE_LINE = /^[ \t]*\p{Lu}[\p{L}'’.-]*(?:[ \t]+\p{Lu}[\p{L}'’.-]*){0,3}[ \t]+P\.[ \t]?O\.[ \t]*\r?$/u;

function kingstonDistrict(text: string, digits: number, len: number, out: Candidate[]): void {
  if (!text.startsWith('Kingston', digits - 9)) return;
  const lineStart = text.lastIndexOf('\n', digits - 1) + 1;
  if (lineStart < 2) return;
  let lineEnd = text.indexOf('\n', digits + len);
  if (lineEnd < 0) lineEnd = text.length;
  if (!KINGSTON_LINE.test(text.slice(lineStart, lineEnd))) return;
  // The line above holds a letter: the block goes on above it.
  const aboveStart = text.lastIndexOf('\n', lineStart - 2) + 1;
  const above = text.slice(aboveStart, lineStart - 1);
  if (!/\p{L}/u.test(above)) return;
  const po = POST_OFFICE_LINE.exec(above);
  if (po) {
    const at = aboveStart + above.length - above.trimStart().length;
    out.push({ start: at, end: aboveStart + above.trimEnd().length, score: 0.85 });
  }
  out.push({ start: digits - 9, end: digits + len, score: 0.85 });
}
