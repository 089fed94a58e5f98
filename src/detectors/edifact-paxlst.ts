import { defineDetector } from '../engine/detector.js';
import type { EntityName } from '../entities.js';
import type { Candidate } from '../engine/types.js';

/**
 * The elements of a UN/EDIFACT PAXLST message (passenger and crew list: API, the advance
 * passenger information airlines send to border agencies) that hold a person's data, by their
 * segment and place (the WCO/IATA/ICAO "API Guidelines", PAXLST message implementation guide,
 * D05B; UN/EDIFACT D.05B, PAXLST). The values carry no labels, only their place says what they
 * are; a traveller's group opens with NAD+FL (passenger) or NAD+FM (crew member) and its
 * segments follow it:
 * - NAD (name and address): the surname and given names (NAD04, components `:`), the street
 *   (NAD05), the postal code (NAD08). The city and country stay (places). The reporting party's
 *   NAD+MS (the airline's office) stays, and so do its COM numbers.
 * - DTM+329: the date of birth; DTM+36: the travel document's expiry (dates, as the DATE type
 *   takes every date).
 * - DOC: the travel document's number (DOC02): a passport (`P`), a visa (`V`), an identity card.
 * - COM (communication): each number by its qualifier (`TE` a phone, `EM` an e-mail address),
 *   in a traveller's group only.
 * The same reading serves an IFTMIN (instruction message: a forwarding and transport order,
 * UN/EDIFACT D.04A, the thirteenth reading's removal order): there the parties a person may be
 * are the consignee (NAD+CN), the delivery party (NAD+DP) and the ultimate consignee (NAD+UD),
 * their NAD in the same places (name NAD04, street NAD05, postal code NAD08), their contact's
 * name in CTA (CTA02's second component) and their COM numbers. The consignor (CZ), the
 * carrier and the forwarder stay: firms.
 * The service string advice UNA (when present) says which characters separate components,
 * elements and segments and which one releases them (default `:`, `+`, `'`, `?`).
 */
interface Separators {
  component: string;
  element: string;
  release: string;
  segment: string;
}

const DEFAULT_SEPARATORS: Separators = { component: ':', element: '+', release: '?', segment: "'" };

/** The separators an `UNA` service string at `una` gives (its six characters follow `UNA`). */
function separatorsAt(text: string, una: number): Separators | undefined {
  if (una < 0 || una + 9 > text.length) return undefined;
  const [component, element, , release, , segment] = text.slice(una + 3, una + 9);
  if (!component || !element || !release || !segment) return undefined;
  return { component, element, release: release === ' ' ? '' : release, segment };
}

/** The index of the next unreleased `ch` at or after `from` (before `end`), or `end`. */
function nextUnreleased(text: string, ch: string, from: number, end: number, release: string): number {
  for (let at = from; at < end; at++) {
    const c = text[at];
    if (release !== '' && c === release) at++;
    else if (c === ch) return at;
  }
  return end;
}

/** [start, end) pairs of a segment's elements (`[0]` the tag) or of an element's components. */
function split(text: string, start: number, end: number, sep: string, release: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let at = start; ; ) {
    const next = nextUnreleased(text, sep, at, end, release);
    out.push([at, next]);
    if (next >= end) return out;
    at = next + 1;
  }
}

function candidate(text: string, span: [number, number] | undefined, entity: EntityName): Candidate | undefined {
  if (!span) return undefined;
  let [start, end] = span;
  while (start < end && text[start] === ' ') start++;
  while (end > start && text[end - 1] === ' ') end--;
  return end > start && /[\p{L}\p{N}]/u.test(text.slice(start, end)) ? { start, end, score: 1, entity } : undefined;
}

/** The message types read, and the NAD qualifiers of the parties in them that may be people. */
const MESSAGES: ReadonlyArray<[string, ReadonlySet<string>]> = [
  ['PAXLST', new Set(['FL', 'FM', 'DDT', 'DDU'])],
  ['IFTMIN', new Set(['CN', 'DP', 'UD'])],
];

function* findPaxlstValues(text: string): Iterable<Candidate> {
  for (const [type, people] of MESSAGES) {
    for (let at = text.indexOf(type); at >= 0; at = text.indexOf(type, at + 6)) {
      // The message header UNH's message type: "UNH+<reference>+PAXLST:D:05B:UN:IATA".
      const unh = text.lastIndexOf('UNH', at);
      if (unh < 0 || at - unh > 60) continue;
      const una = text.lastIndexOf('UNA', unh);
      const seps = (una >= 0 && unh - una < 400 ? separatorsAt(text, una) : undefined) ?? DEFAULT_SEPARATORS;
      if (text[unh + 3] !== seps.element) continue;
      yield* messageValues(text, unh, seps, people);
      break;
    }
  }
}

function* messageValues(text: string, from: number, seps: Separators, people: ReadonlySet<string>): Iterable<Candidate> {
  let traveller = false;
  for (let start = from; start < text.length; ) {
    const end = nextUnreleased(text, seps.segment, start, text.length, seps.release);
    let s = start;
    while (s < end && (text[s] === '\n' || text[s] === '\r' || text[s] === ' ')) s++;
    const elements = split(text, s, end, seps.element, seps.release);
    const value = (n: number): string => (elements[n] ? text.slice(elements[n]![0], elements[n]![1]) : '');
    const components = (n: number): Array<[number, number]> => (elements[n] ? split(text, elements[n]![0], elements[n]![1], seps.component, seps.release) : []);
    const out: Array<Candidate | undefined> = [];
    switch (value(0)) {
      case 'NAD': {
        const qualifier = value(1);
        traveller = people.has(qualifier);
        if (traveller) {
          const name = elements[4];
          out.push(candidate(text, name, 'PERSON_NAME'), candidate(text, elements[5], 'ADDRESS'), candidate(text, elements[8], 'ADDRESS'));
        }
        break;
      }
      case 'DTM': {
        const [qualifier, date] = components(1);
        const q = qualifier ? text.slice(qualifier[0], qualifier[1]) : '';
        if (q === '329' || q === '36') out.push(candidate(text, date, 'DATE'));
        break;
      }
      case 'CTA':
        // The contact's name: CTA02's second component (`CTA+CN+:Annika Hoffmann`).
        if (traveller) out.push(candidate(text, components(2)[1], 'PERSON_NAME'));
        break;
      case 'DOC':
        if (traveller) out.push(candidate(text, components(2)[0], 'NATIONAL_ID'));
        break;
      case 'COM':
        if (traveller) {
          for (let n = 1; n < elements.length; n++) {
            const [number, qualifier] = components(n);
            const q = qualifier ? text.slice(qualifier[0], qualifier[1]) : '';
            if (q === 'TE' || q === 'FX') out.push(candidate(text, number, 'PHONE_NUMBER'));
            else if (q === 'EM') out.push(candidate(text, number, 'EMAIL_ADDRESS'));
          }
        }
        break;
      case 'UNT':
      case 'UNZ':
        return;
    }
    for (const c of out) if (c) yield c;
    start = end + 1;
  }
}

export default defineDetector({
  id: 'edifact-paxlst',
  entity: 'PERSON_NAME',
  find: findPaxlstValues,
  // The message type in the UNH header: "UNH+…+PAXLST:D:05B:UN:IATA".
  keywords: ['PAXLST', 'IFTMIN'],
  examples: {
    positive: [
      // The layout of the WCO/IATA/ICAO API Guidelines' PAXLST example (D05B), fictitious values.
      {
        text: "UNA:+.? '\nUNH+PAX001+PAXLST:D:05B:UN:IATA+AB123/261128/1045+01'\nNAD+FL+++DOE:JANE:MARY+12 HIGH STREET+LONDON++SW1A 1AA+GBR'\nUNT+3+PAX001'",
        match: 'DOE:JANE:MARY',
      },
      {
        text: "UNH+PAX001+PAXLST:D:05B:UN:IATA+AB123/261128/1045+01'\nNAD+FM+++SMITH:JOHN PAUL+1 MAIN STREET+DUBLIN++D02 X285+IRL'\nDOC+P:110:111+AB1234567'\nUNT+4+PAX001'",
        match: 'SMITH:JOHN PAUL',
      },
      // An IFTMIN's consignee and its contact (UN/EDIFACT D.04A IFTMIN; fictitious values, the
      // thirteenth reading's removal order).
      {
        text: "UNH+1+IFTMIN:D:04A:UN:BIG14'\nNAD+CN+++Hoffmann?, Annika Luise+Eppendorfer Weg 241+Hamburg++20251+DE'\nCTA+CN+:Annika Hoffmann'\nUNT+4+1'",
        match: ['Hoffmann?, Annika Luise', 'Annika Hoffmann'],
      },
    ],
    negative: [
      "NAD+FL+++DOE:JANE+12 HIGH STREET+LONDON'", // no PAXLST header: no message
      // An IFTMIN's consignor (a firm) stays.
      "UNH+1+IFTMIN:D:04A:UN:BIG14'\nNAD+CZ+5790000418273::9++NORDHAVN FLYTNING APS+SONDERHAVNSGADE 12+AARHUS C++8000+DK'\nUNT+3+1'",
      // The reporting party's name and numbers stay.
      "UNH+PAX001+PAXLST:D:05B:UN:IATA+AB123/261128/1045+01'\nNAD+MS+++OPERATIONS CONTROL'\nCOM+44 20 7946 0000:TE'\nUNT+3+PAX001'",
    ],
  },
});
