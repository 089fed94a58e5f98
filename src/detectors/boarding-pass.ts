import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';

/**
 * The passenger's values in a boarding pass's bar code as a scanner or an app logs it (IATA
 * Resolution 792, Bar Coded Boarding Pass, type M: `M1HALVORSEN/INGRID MRS E7KQ2XM OSLAMSSK
 * 1411 325Y014C0041 147>5181…`): after the format code `M` and the number of legs, the
 * passenger's name in a field of twenty characters (surname, slash, given names and title,
 * padded with blanks), then the electronic ticket indicator and the booking reference. In the
 * first leg's conditional items, the airline's numeric code and the document's serial number
 * (the thirteen digits of the e-ticket number) are followed by the selectee and document
 * verification indicators, the marketing carrier and the frequent flyer's airline (three
 * characters each) and the frequent flyer number (sixteen). The name is a PERSON_NAME, the ticket
 * and frequent flyer numbers USERNAME (the passenger's account identifiers, as a PNR's FQTV is).
 * The booking reference, airports, flight and seat stay. A finder: it starts from the keyword
 * pass's hits of `M1`…`M4` and reads the fixed fields there.
 */
const MANDATORY = /M[1-4](?<name>[A-Z][A-Z' -]*\/[A-Z' -]*)[E ][A-Z0-9 ]{7}[A-Z]{3}[A-Z]{3}[A-Z0-9]{2}[A-Z0-9 ] ?[0-9 ]{4}[A-Z ]?\d{3}[A-Z0-9][0-9A-Z ]{4}[0-9A-Z ]{5}[0-9A-Z]/y;
const NAME_FIELD = 20;
/** The version, then the e-ticket number (3 + 10 digits) in the conditional items. */
const TICKET = /(?<![0-9])\d{13}(?![0-9])/g;

function* findBoardingPass(text: string, ctx: DetectorContext): Iterable<Candidate> {
  const hits = ctx.keywordHits ?? allStarts(text);
  for (const at of hits) {
    if (text.charCodeAt(at) !== 77) continue; // "M"
    MANDATORY.lastIndex = at;
    const m = MANDATORY.exec(text);
    if (!m) continue;
    // The name field is exactly twenty characters: the E (or blank) of the ticket indicator follows it.
    const nameStart = at + 2;
    const field = text.slice(nameStart, nameStart + NAME_FIELD);
    if (field.length !== NAME_FIELD || !/^[A-Z][A-Z' -]*\/[A-Z' -]*$/.test(field)) continue;
    // A name shorter than its field is padded with blanks; a short field (a scanner that dropped
    // one) lets the ticket indicator `E` in after them: the name ends at two blanks.
    const gap = field.indexOf('  ');
    const name = (gap < 0 ? field : field.slice(0, gap)).trimEnd();
    if (name.endsWith('/')) continue;
    yield { start: nameStart, end: nameStart + name.length, score: 0.9, entity: 'PERSON_NAME' };
    // The conditional items: up to the end of the line or the closing quote.
    let end = at + m[0].length;
    while (end < text.length && text.charCodeAt(end) !== 10 && text.charCodeAt(end) !== 34 && end - at < 400) end++;
    const rest = text.slice(at + m[0].length, end);
    TICKET.lastIndex = 0;
    const t = TICKET.exec(rest);
    if (!t) continue;
    const ticketStart = at + m[0].length + t.index;
    yield { start: ticketStart, end: ticketStart + 13, score: 0.85, entity: 'USERNAME' };
    // Selectee (1), document verification (1), marketing carrier (3), frequent flyer airline (3).
    const ffStart = ticketStart + 13 + 1 + 1 + 3 + 3;
    const ff = text.slice(ffStart, Math.min(ffStart + 16, end));
    const number = /^[A-Z0-9]{5,16}/.exec(ff);
    if (number && /\d{4}/.test(number[0]) && /^[A-Z0-9]{2}[A-Z0-9 ]$/.test(text.slice(ffStart - 3, ffStart))) {
      yield { start: ffStart, end: ffStart + number[0].length, score: 0.85, entity: 'USERNAME' };
    }
  }
}

/** Where `M1`…`M4` begin, when the finder is called on its own. */
function allStarts(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(/M[1-4][A-Z]/g)) out.push(m.index!);
  return out;
}

export default defineDetector({
  id: 'boarding-pass',
  entity: 'PERSON_NAME',
  find: findBoardingPass,
  keywords: ['m1', 'm2', 'm3', 'm4'],
  keywordsInWords: true,
  examples: {
    positive: [
      // Fictitious passengers (the eleventh reading's gate scanner export); the layout of IATA Resolution 792's example.
      { text: 'data="M1HALVORSEN/INGRID MRS E7KQ2XM OSLAMSSK 1411 325Y014C0041 147>5181WW5324BSK 2A1174182736490 1SK SK 418273645         N"', match: 'HALVORSEN/INGRID MRS' },
      { text: 'M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100', match: 'DESMARAIS/LUC' },
    ],
    negative: [
      'the M1 motorway towards LEEDS/BRADFORD', // no name field of twenty characters, no flight
      'Apple M1/M2 chips', // no name
    ],
  },
});
