import type { Candidate } from '../../engine/types.js';
import { scanOf, type TextScan } from '../../engine/scan/index.js';

/**
 * Indian postal addresses, which often have no street type at all: "Flat 302, Sai Residency,
 * Plot 14, Sector 21, Kharghar, Navi Mumbai 410210", "H.No. 8-2-293/82, Road No. 14, Banjara
 * Hills, Hyderabad - 500034", "#45, 2nd Cross, 5th Main, Indiranagar, Bengaluru 560038". Each
 * ends in a PIN code: six digits, the first 1–9 (India Post: the first digit is one of nine
 * postal regions, the second a sub-region, the third a sorting district, the last three the
 * delivery post office; written "560038" or "560 038"). From the PIN code, the comma- or
 * line-separated parts before it are taken back while they read as parts of an address (capitalised
 * words, numbers, the cue words below), and the whole is an address when one part carries a cue
 * (Flat, H.No., Plot, Sector, Cross, Main, Nagar, Layout, Colony, near, opp. …) and the address
 * has a house number or three parts or more besides the PIN code.
 */

// Where the PIN code's digits are joined to the place before them: " 560038", " - 500034", ", 560 038", "PIN: 560038".
const JOIN_BEFORE = /(?:[ \t]*[-–,][ \t]*|[ \t]+)(?:(?:PIN|Pin|Pincode|PIN Code|Pin Code|Pin code)[ \t]*(?:No\.?)?[ \t]*[:-]?[ \t]*)?$/;
// Cue words of Indian addresses, folded to lower case without a final full stop.
const CUES: ReadonlySet<string> = new Set(
  `flat h.no hno h.no. house d.no door plot sector block phase wing floor survey shop room road rd street st lane cross main
  nagar layout colony apartment apartments apts residency society enclave complex tower towers marg chowk gali galli bazar
  bazaar extension extn hills vihar puram palya halli pet peth wadi basti mohalla village vill post po dist district taluk
  tehsil mandal near opp opposite behind beside`
    .split(/\s+/)
    .filter(Boolean),
);
// One-word localities ending in a cue ("Indiranagar", "Rajajinagar", "Jayanagar", "Whitefield Layout").
const CUE_ENDING = /(?:nagar|puram|palya|halli|pet|peth|wadi|vihar|colony|layout)$/;
// Lower-case words that stand inside an address part ("near", "opp.", "behind the", "off").
const LOWER_OK: ReadonlySet<string> = new Set(['near', 'opp', 'opp.', 'opposite', 'behind', 'beside', 'off', 'next', 'to', 'the', 'of', 'and', '&', '-', '/', 'no', 'no.']);
const MAX_PARTS = 10;
const MAX_BACK = 240;

/** Words of an address part: capitalised, holding a digit ("8-2-293/82", "#45", "2nd"), or LOWER_OK. */
function partWordOk(w: string): boolean {
  const c = w.charCodeAt(0);
  if (c >= 65 && c <= 90) return true;
  if (/\d/.test(w)) return true;
  if (c > 127 && /^\p{Lu}/u.test(w)) return true;
  return LOWER_OK.has(w.toLowerCase());
}

const fold = (w: string) => w.toLowerCase().replace(/[.,:;]+$/, '');

function hasCue(words: readonly string[]): boolean {
  return words.some((w) => CUES.has(fold(w)) || CUE_ENDING.test(fold(w)) || /^#\d/.test(w) || /^h\.?\s?no/i.test(w));
}

/** The Indian addresses of `text`, each from its first part to its PIN code. */
export function findIndianAddresses(text: string, scan: TextScan = scanOf(text)): Candidate[] {
  const runs = scan.digitTokens.digitRuns;
  // Read from the typed arrays by index: a log has two million runs, few of three or six digits.
  const lengths = runs.lengths;
  const out: Candidate[] = [];
  for (let k = 0; k < lengths.length; k++) {
    if (lengths[k] !== 6 && lengths[k] !== 3) continue;
    const start = runs.start(k);
    let end = runs.end(k);
    // Six digits, or three, a blank and three ("560 038").
    if (end - start === 3 && text.charCodeAt(end) === 32 && k + 1 < runs.count && runs.start(k + 1) === end + 1 && runs.end(k + 1) === end + 4) end += 4;
    else if (end - start !== 6) continue;
    // The first digit is 1-9; nothing of a longer token before it but a dash ("Hyderabad-500034").
    const before = text.charAt(start - 1);
    if (text.charCodeAt(start) === 48 || (before !== '-' && /[\p{L}\p{N}_./+]/u.test(before)) || !endsPin(text, end)) continue;
    const join = JOIN_BEFORE.exec(text.slice(Math.max(0, start - 24), start));
    if (!join) continue;
    const from = addressStart(text, start - join[0].length);
    if (from !== undefined) out.push({ start: from, end, score: 0.95 });
  }
  return out;
}

/** A PIN code ends its line, its part or its sentence. */
function endsPin(text: string, end: number): boolean {
  return end === text.length || /^(?:[ \t]*(?:[\r\n,.;)|"']|$)|[ \t]+\(|[ \t]+(?:India|INDIA)\b)/.test(text.slice(end, end + 8));
}

/** Where the address whose place ends at `placeEnd` starts, walking back over its parts; undefined when it is none. */
function addressStart(text: string, placeEnd: number): number | undefined {
  const limit = Math.max(0, placeEnd - MAX_BACK);
  let pos = placeEnd;
  let start = placeEnd;
  let parts = 0;
  let numbered = false;
  let cue = false;
  while (parts < MAX_PARTS && pos > limit) {
    // One part: back to a comma, a semicolon or a line break.
    let s = pos;
    while (s > limit && text[s - 1] !== ',' && text[s - 1] !== '\n' && text[s - 1] !== ';') s--;
    const words = [...text.slice(s, pos).matchAll(/\S+/g)].map((m) => ({ at: s + m.index, w: m[0] }));
    if (words.length === 0 || words.length > 8) break;
    let k = words.length;
    while (k > 0 && partWordOk(words[k - 1]!.w) && !words[k - 1]!.w.endsWith(':')) k--;
    // Not the lower-case words that lead into the address ("deliver to", "the").
    let first = k;
    while (first < words.length && !/^[\p{Lu}\p{N}#]/u.test(words[first]!.w) && !CUES.has(fold(words[first]!.w))) first++;
    const kept = words.slice(first).map((x) => x.w);
    if (kept.length > 0) {
      start = words[first]!.at;
      parts++;
      if (kept.some((w) => /\d/.test(w))) numbered = true;
      if (hasCue(kept)) cue = true;
    }
    if (k > 0 || s <= limit) break;
    // Over the separator and the blanks before it; a line break only after a comma that ends the line before.
    pos = s - 1;
    if (text[pos] === '\n') {
      let e = pos;
      if (text[e - 1] === '\r') e--;
      while (e > limit && (text[e - 1] === ' ' || text[e - 1] === '\t')) e--;
      if (text[e - 1] !== ',') break;
      pos = e - 1;
    }
    while (pos > limit && (text[pos - 1] === ' ' || text[pos - 1] === '\t')) pos--;
  }
  return cue && (numbered || parts >= 3) && parts >= 2 ? start : undefined;
}
