import { codeAt } from '../lib/char-codes.js';
import type { Span } from './names-analysis.js';
import { literalPositions } from '../../engine/detector.js';

/**
 * Values of configuration files and calendars that look like names but name no one:
 * IANA time zones ("Europe/London" in `timezone = …` or `TZID=…`: the area is a continent or an
 * ocean, the place a city everyone shares) and formal public identifiers
 * ("-//Acme Corp//Calendar 1.0//EN", the PRODID of iCalendar and the DOCTYPE of SGML/XML: the
 * owner of a product, not a person).
 */
const TIME_ZONE = /\b(?:Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)\/[A-Z][A-Za-z_+-]*(?:\/[A-Z][A-Za-z_+-]*)?/g;
const AREAS = ['Africa', 'America', 'Antarctica', 'Arctic', 'Asia', 'Atlantic', 'Australia', 'Europe', 'Indian', 'Pacific', 'Etc'];
// TIME_ZONE at one place: an area's start before a "/".
const TIME_ZONE_AT = new RegExp(TIME_ZONE.source.slice(2), 'y');

/**
 * TIME_ZONE's matches, read from each "/" with an area right before it (no area ends another):
 * the global search tried its \b and alternation at every character (0.2 ms a page of prose).
 */
function timeZones(text: string, slashes: ArrayLike<number>, out: Span[]): void {
  let after = 0;
  for (let k = 0; k < slashes.length; k++) {
    const i = slashes[k]!;
    // Every area ends in "a", "c", "e" or "n": a log's dates ("01/Mar/2024") and paths pass none.
    const last = codeAt(text, i - 1);
    if (last !== 97 && last !== 99 && last !== 101 && last !== 110) continue;
    const area = AREAS.find((a) => i >= a.length && text.startsWith(a, i - a.length));
    if (area === undefined) continue;
    const start = i - area.length;
    if (start < after || (start > 0 && /\w/.test(text[start - 1]!))) continue;
    TIME_ZONE_AT.lastIndex = start;
    const m = TIME_ZONE_AT.exec(text);
    if (m === null) continue;
    out.push({ start, end: start + m[0].length });
    after = start + m[0].length;
  }
}
// Sticky: tried at each "-//" or "+//".
const PUBLIC_ID = /(?<![\p{L}\p{N}])[-+]\/\/[^\n/]+(?:\/\/[^\n/]+)*\/\/[A-Z]{2}\b/uy;

/**
 * The formal public identifiers, as a global search for PUBLIC_ID finds them, read from the "/"s:
 * every match opens with "-//" or "+//", so the regex is tried there, in order, from the end of
 * the last match. A log with one URL ("https://") had the search try its look-behind at every
 * character.
 */
function publicIds(text: string, slashes: ArrayLike<number>, out: Span[]): void {
  let after = 0;
  for (let k = 0; k + 1 < slashes.length; k++) {
    const at = slashes[k]! - 1;
    if (slashes[k + 1] !== at + 2 || at < after) continue;
    const sign = codeAt(text, at);
    if (sign !== 45 && sign !== 43) continue;
    PUBLIC_ID.lastIndex = at;
    if (!PUBLIC_ID.test(text)) continue;
    out.push({ start: at, end: PUBLIC_ID.lastIndex });
    after = PUBLIC_ID.lastIndex;
  }
}

/** The spans of such values in `text`; `slashes`: where "/" occurs in it, ascending (a scan's literal). */
export function configValueSpans(text: string, slashes: ArrayLike<number> = literalPositions(text, ['/'])): Span[] {
  const out: Span[] = [];
  if (slashes.length > 0) {
    timeZones(text, slashes, out);
    publicIds(text, slashes, out);
  }
  return out;
}
