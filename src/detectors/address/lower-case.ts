import type { Candidate } from '../../engine/types.js';
import { scanOf, type TextScan } from '../../engine/scan/index.js';
import { STATE_CODES } from '../names/names-cues.js';
import { codeAt, isAsciiLower, isDigit } from '../lib/char-codes.js';
import { lazy } from '../../engine/lazy.js';
import { blankLedRuns } from './blank-led-runs.js';

/**
 * Street addresses typed all in lower case, as chats and forms get them: "615 w bannock st apt 4
 * boise 83702", "12 n main st, springfield il 62701". Lower case has no capitals to say "this is
 * a name", so only the full structure of a US-style street line is taken: a house number, an
 * optional directional, one to three street-name words, a street type, then an optional unit and
 * an optional city with a state and/or ZIP code. Prose that happens to run number, word, "st"
 * ("at 5 pm st louis time") is left: no name word may be a function word or a unit of time or
 * measure, nor all of them street types ("a 2 lane road"), and a street with nothing after its
 * type (no unit, no ZIP code, no directional before it) is taken only with a type written out
 * ("42 oak street", not "3 new st") where the line or the sentence ends or a preposition follows. Street types: USPS Publication 28, appendix C1.
 */

// Street types; only the first, written out, may end a street with nothing after it ("way",
// "place", "court", "st" alone are too often something else in chat).
const SURE_TYPES = 'street|avenue|road|boulevard|lane|drive|parkway|highway|terrace';
const OTHER_TYPES = 'st|ave|av|rd|blvd|ln|dr|pkwy|hwy|ter|court|ct|place|pl|way|circle|cir|crescent|cres|square|sq|trail|trl|plaza|alley';
const ANY_TYPE = new RegExp(`^(?:${SURE_TYPES}|${OTHER_TYPES})$`);
const DIRECTIONAL = 'n|s|e|w|ne|nw|se|sw|north|south|east|west';
const WORD = String.raw`[a-z][a-z'’-]{1,24}|\d{1,3}(?:st|nd|rd|th)`;
const UNIT = String.raw`(?:,?[ \t]+(?:apt|apartment|unit|suite|ste|fl|floor|rm|room|no)\.?[ \t]*#?|,?[ \t]+#[ \t]?)\d{1,5}[a-z]?(?![\p{L}\p{N}])`;
const STATES = STATE_CODES.toLowerCase();
const ZIP = String.raw`\d{5}(?:-\d{4})?(?![\p{L}\p{N}])`;
// After the street: a city (one to three words), then a state and a ZIP code, a ZIP code, or a
// state where the sentence ends.
const PLACE = String.raw`(?:,?[ \t]+(?<city>[a-z][a-z'’-]+(?:[ \t]+[a-z][a-z'’-]+){0,2}?))?(?:,?[ \t]+(?:(?<state>${STATES})\.?,?[ \t]+)?(?<zip>${ZIP})|,?[ \t]+(?<stateOnly>${STATES})(?=[ \t]*(?:[,.;!?)\r\n]|$)))`;
// Made at the first house number before a street type: a Unicode regex this long takes ~0.4 ms to
// build, which `anonymize text` paid at start-up for every text (issue 20).
const STREET = lazy(() => new RegExp(
  String.raw`(?<number>\d{1,6}[a-z]?),?[ \t]+(?:(?<dir>${DIRECTIONAL})\.?[ \t]+)?(?<name>(?:${WORD})(?:[ \t]+(?:${WORD})){0,2})[ \t]+(?<type>${SURE_TYPES}|${OTHER_TYPES})\.?(?![\p{L}\p{N}])(?<unit>${UNIT})?(?<place>${PLACE})?`,
  'uy',
));
const SURE_TYPE = new RegExp(`^(?:${SURE_TYPES})$`);
// What may follow a street with nothing else: the end of its line or sentence, or a preposition.
const ENDS_STREET = /^(?:[ \t]*(?:[,.;!?)\r\n]|$)|[ \t]+(?:in|near|by|off|and)\b)/;

// Never a street's name: function words, and units of time, money and measure ("5 pm st", "10
// mins drive", "3 mile road").
const NOT_NAME_WORDS: ReadonlySet<string> = new Set(
  `a an the and or but of to at in on for from by with my your our his her their its this that these those is are was were be
  i you we they he she it me us them am pm a.m p.m o'clock oclock hr hrs hour hours min mins minute minutes sec secs second
  seconds day days week weeks month months year years yr yrs time times mile miles mi km kms meter meters metre metres ft foot
  feet yard yards block blocks lb lbs kg kgs oz gal percent pct dollar dollars bucks usd eur gbp cent cents people guys kids
  more less than about around over under only just like very so too also not no yes ok okay pls plz lol`
    .split(/\s+/)
    .filter(Boolean),
);


/**
 * The lower-case street addresses of `text`: one span each, from the house number to the ZIP code.
 * `led`: the text's blankLedRuns (the address detector walks the runs once for three finders).
 */
export function findLowerCaseStreets(text: string, scan: TextScan = scanOf(text), led: Int32Array = blankLedRuns(text, scan)): Candidate[] {
  const runs = scan.digitTokens.digitRuns;
  const out: Candidate[] = [];
  let done = 0;
  // The runs of six digits or fewer after a blank, a line break, "(", "," or ":" (blankLedRuns):
  // a log has two million runs, most of them no house number.
  const lengths = runs.lengths;
  for (let j = 0; j < led.length; j++) {
    const k = led[j]!;
    const start = runs.start(k);
    let after = start + lengths[k]!;
    if (start < done) continue;
    // A house number starts a token ("$5", "1.5", "10:30", "a12" are none; "#12" is a unit or a
    // ticket) and is followed by a blank and a lower-case letter or digit (or one letter of its
    // own: "12b").
    const before = start > 0 ? text.charCodeAt(start - 1) : 32;
    if (!(before === 32 || before === 9 || before === 10 || before === 13 || before === 40 || before === 44)) continue;
    if (isAsciiLower(codeAt(text, after))) after++;
    if (codeAt(text, after) === 44) after++;
    const gap = codeAt(text, after);
    if (gap !== 32 && gap !== 9) continue;
    const next = codeAt(text, after + 1);
    if ((!isAsciiLower(next) && !isDigit(next)) || !typeWithin(text, after + 1)) continue;
    const street = STREET();
    street.lastIndex = start;
    const m = street.exec(text);
    if (!m?.groups) continue;
    const g = m.groups;
    const names = g.name!.split(/[ \t]+/);
    if (names.some((w) => NOT_NAME_WORDS.has(w)) || names.every((w) => ANY_TYPE.test(w)) || (g.city && g.city.split(/[ \t]+/).some((w) => NOT_NAME_WORDS.has(w)))) continue;
    const end = start + m[0].length;
    const confirmed = Boolean(g.dir || g.unit || g.place);
    if (!confirmed && !(SURE_TYPE.test(g.type!) && ENDS_STREET.test(text.slice(end, end + 8)))) continue;
    out.push({ start, end: trimStop(text, start, end), score: confirmed ? 0.95 : 0.9 });
    done = end;
  }
  return out;
}

const TYPE_WORDS: ReadonlySet<string> = new Set(`${SURE_TYPES}|${OTHER_TYPES}`.split('|'));

/**
 * Whether a street type ends the lower-case words from `from` (five at most: a directional, three
 * names and the type), none of them a word that never names a street: most numbers in prose ("in
 * 1925 and", "5 of the Convention") are ruled out here, before the regex.
 */
function typeWithin(text: string, from: number): boolean {
  let i = from;
  for (let words = 0; words < 5; words++) {
    const s = i;
    while (i < text.length && isAsciiLower(text.charCodeAt(i))) i++;
    const word = text.slice(s, i);
    if (i > s && i - s <= 9 && TYPE_WORDS.has(word)) return words > 0;
    if (NOT_NAME_WORDS.has(word)) return false;
    // An ordinal's digits before its letters ("3rd"); anything else ends the street's words.
    if (i === s) {
      while (i < text.length && isDigit(text.charCodeAt(i))) i++;
      while (i < text.length && isAsciiLower(text.charCodeAt(i))) i++;
      if (i === s) return false;
    }
    if (codeAt(text, i) === 46) i++; // "n." of a directional
    if (!isBlank(codeAt(text, i))) return false;
    while (i < text.length && isBlank(text.charCodeAt(i))) i++;
  }
  return false;
}

const isBlank = (c: number) => c === 32 || c === 9;

/** The span without a full stop that ends the sentence rather than abbreviates the type. */
function trimStop(text: string, start: number, end: number): number {
  return text.charCodeAt(end - 1) === 46 && (end === text.length || /\s/.test(text[end]!)) && end - 1 > start ? end - 1 : end;
}

/**
 * The same street lines written in capitals, as credit reports, shipping labels and old systems
 * print them ("Current address: 4410 SE ALDER ST APT 12, PORTLAND OR 97215 (reported …)"): from
 * a house number before a capital word to the first small letter or the line's end, ASCII only
 * (its lower case keeps every offset), read in lower case by findLowerCaseStreets, with the same
 * structure required.
 */
export function findUpperCaseStreets(text: string, scan: TextScan = scanOf(text), led: Int32Array = blankLedRuns(text, scan)): Candidate[] {
  const runs = scan.digitTokens.digitRuns;
  const out: Candidate[] = [];
  let done = 0;
  const lengths = runs.lengths;
  for (let j = 0; j < led.length; j++) {
    const k = led[j]!;
    const start = runs.start(k);
    const after = start + lengths[k]!;
    if (start < done || !isBlank(codeAt(text, after)) || !isAsciiUpper(codeAt(text, after + 1))) continue;
    const before = start > 0 ? text.charCodeAt(start - 1) : 32;
    if (!(before === 32 || before === 9 || before === 10 || before === 13 || before === 40 || before === 44 || before === 58)) continue;
    let end = after;
    while (end < text.length && end - start < 160 && isCapitalsText(text.charCodeAt(end))) end++;
    done = end;
    // A number, a name and a street type at least ("9 ELM ST"): "12 January" stops at its "a".
    if (end - start < 8) continue;
    for (const c of findLowerCaseStreets(text.slice(start, end).toLowerCase())) out.push({ ...c, start: start + c.start, end: start + c.end });
  }
  return out;
}

/** ASCII but no small letter nor line break. */
const isCapitalsText = (c: number) => (c >= 32 && c <= 126 && !isAsciiLower(c)) || c === 9;
const isAsciiUpper = (c: number) => c >= 65 && c <= 90;
