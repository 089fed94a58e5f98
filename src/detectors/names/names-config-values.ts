import type { Span } from './names-analysis.js';

/**
 * Values of configuration files and calendars that look like names but name no one:
 * IANA time zones ("Europe/London" in `timezone = …` or `TZID=…`: the area is a continent or an
 * ocean, the place a city everyone shares) and formal public identifiers
 * ("-//Acme Corp//Calendar 1.0//EN", the PRODID of iCalendar and the DOCTYPE of SGML/XML: the
 * owner of a product, not a person).
 */
const TIME_ZONE = /\b(?:Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)\/[A-Z][A-Za-z_+-]*(?:\/[A-Z][A-Za-z_+-]*)?/g;
const PUBLIC_ID = /(?<![\p{L}\p{N}])[-+]\/\/[^\n/]+(?:\/\/[^\n/]+)*\/\/[A-Z]{2}\b/gu;

export function configValueSpans(text: string): Span[] {
  const out: Span[] = [];
  if (text.includes('/')) {
    for (const m of text.matchAll(TIME_ZONE)) out.push({ start: m.index, end: m.index + m[0].length });
    if (text.includes('//')) for (const m of text.matchAll(PUBLIC_ID)) out.push({ start: m.index, end: m.index + m[0].length });
  }
  return out;
}
