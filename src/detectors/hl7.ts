import { defineDetector } from '../engine/detector.js';
import type { EntityName } from '../entities.js';
import type { Candidate } from '../engine/types.js';
import { piecesOf, spanOfPieces } from './lib/delimited.js';

/**
 * The fields of an HL7 version 2 message that hold a person's data, by their place in their
 * segment (HL7 v2.5.1, chapter 3 "Patient Administration", and chapter 6 for IN1 and GT1):
 * a message is segments, one a line (ended by a carriage return, §2.5.1), whose fields are
 * parted by the field separator and their components by the component separator, both given by
 * the MSH segment's first characters (`MSH|^~\&`: "|", "^", "~" between repetitions). The
 * values carry no labels and are often mere digits (`19620815`, `^PRN^PH^^1^541^4829173`), so
 * only their place says what they are.
 *
 * How a field's data type is read (§2.A): XPN (a person's name) and XCN (a person with an id:
 * a doctor, an operator) whole, as a name; CX (an identifier) its first component, a national
 * id when its identifier type (fifth component) is `SS`, else an account id; TS (a time) its
 * first component, as a date; XAD (an address) its street, other designation, city, state and
 * postal code (components 1 to 5); XTN (a telephone) its old-style number (1), its e-mail
 * address (4), its country code to extension (5 to 8) and its unformatted number (12); ST (a
 * string) whole.
 */
type Kind = 'XPN' | 'XCN' | 'CX' | 'TS' | 'XAD' | 'XTN' | 'SSN' | 'ID' | 'PLACE';

const FIELDS: Record<string, Record<number, Kind>> = {
  // Patient identification (§3.4.2): ids, name, mother's maiden name, birth, alias, address,
  // phones, account number, SSN, driver's licence, mother's id, birth place, death.
  PID: { 2: 'CX', 3: 'CX', 4: 'CX', 5: 'XPN', 6: 'XPN', 7: 'TS', 9: 'XPN', 11: 'XAD', 13: 'XTN', 14: 'XTN', 18: 'CX', 19: 'SSN', 20: 'CX', 21: 'CX', 23: 'PLACE', 29: 'TS' },
  // Next of kin (§3.4.5): name, address, phones, birth, contact person, their ids and SSN.
  NK1: { 2: 'XPN', 4: 'XAD', 5: 'XTN', 6: 'XTN', 16: 'TS', 30: 'XPN', 31: 'XTN', 32: 'XAD', 33: 'CX', 37: 'SSN' },
  // Patient visit (§3.4.3): attending, referring, consulting and admitting doctors; visit number.
  PV1: { 7: 'XCN', 8: 'XCN', 9: 'XCN', 17: 'XCN', 19: 'CX', 52: 'XCN' },
  // Event type (§3.4.1): the operator who entered the event.
  EVN: { 5: 'XCN' },
  // Merge patient information (§3.4.9): the prior ids, account number and name.
  MRG: { 1: 'CX', 3: 'CX', 4: 'CX', 7: 'XPN' },
  // Insurance (§6.5.6): the insured's name, birth and address, the policy number, the insured's id.
  IN1: { 16: 'XPN', 18: 'TS', 19: 'XAD', 36: 'ID', 49: 'CX' },
  // Guarantor (§6.5.5): number, name, spouse, address, phones, birth, SSN.
  GT1: { 2: 'CX', 3: 'XPN', 4: 'XPN', 5: 'XAD', 6: 'XTN', 7: 'XTN', 8: 'TS', 12: 'SSN' },
  // Common order and observation request (§4.5.1, §4.5.3): who entered, verified, ordered.
  ORC: { 10: 'XCN', 11: 'XCN', 12: 'XCN' },
  OBR: { 16: 'XCN', 28: 'XCN' },
};

/** A segment's name opening a line, then its field separator. */
const SEGMENT = /^(PID|NK1|PV1|EVN|MRG|IN1|GT1|ORC|OBR)(.)/gm;

function* findHl7Values(text: string): Iterable<Candidate> {
  const msh = text.indexOf('MSH');
  if (msh < 0 || text.length < msh + 8) return;
  // MSH-1 and MSH-2: the field separator and the encoding characters (component, repetition).
  const field = text[msh + 3]!;
  const component = text[msh + 4]!;
  const repetition = text[msh + 5]!;
  if (/[\p{L}\p{N}\s]/u.test(field + component + repetition)) return;
  SEGMENT.lastIndex = 0;
  for (let m = SEGMENT.exec(text); m !== null; m = SEGMENT.exec(text)) {
    if (m[2] !== field) continue;
    const places = FIELDS[m[1]!]!;
    let end = text.length;
    for (let k = m.index; k < text.length; k++) {
      const c = text.charCodeAt(k);
      if (c === 13 || c === 10) {
        end = k;
        break;
      }
    }
    let start = m.index + 4;
    for (let n = 1; start <= end; n++) {
      let stop = text.indexOf(field, start);
      if (stop < 0 || stop > end) stop = end;
      const kind = places[n];
      if (kind !== undefined && stop > start) {
        // Each repetition of the field on its own.
        let at = start;
        while (at <= stop) {
          let next = text.indexOf(repetition, at);
          if (next < 0 || next > stop) next = stop;
          yield* valuesOf(text, at, next, kind, component);
          at = next + 1;
        }
      }
      start = stop + 1;
    }
  }
}

/** The parts of one field value text[start, end) that hold personal data, by its data type. */
function* valuesOf(text: string, start: number, end: number, kind: Kind, component: string): Iterable<Candidate> {
  const parts = piecesOf(text, start, end, component);
  // Components from..to (1-based) that hold something, as one span.
  const span = (from: number, to: number, entity: EntityName) => spanOfPieces(text, parts, from - 1, to - 1, entity);
  const out: Array<Candidate | undefined> = [];
  switch (kind) {
    case 'XPN':
    case 'XCN':
      // A name's components (family, given, middle, suffix, prefix; an XCN's id first), not its degree.
      out.push(span(1, kind === 'XCN' ? 6 : 5, 'PERSON_NAME'));
      break;
    case 'CX': {
      const type = parts[4] ? text.slice(parts[4][0], parts[4][1]) : '';
      out.push(span(1, 1, type === 'SS' ? 'NATIONAL_ID' : 'USERNAME'));
      break;
    }
    case 'TS':
      out.push(span(1, 1, 'DATE'));
      break;
    case 'XAD':
      out.push(span(1, 5, 'ADDRESS'));
      break;
    case 'XTN':
      out.push(span(1, 1, 'PHONE_NUMBER'), span(4, 4, 'EMAIL_ADDRESS'), span(5, 8, 'PHONE_NUMBER'), span(12, 12, 'PHONE_NUMBER'));
      break;
    case 'SSN':
      out.push(span(1, 1, 'NATIONAL_ID'));
      break;
    case 'ID':
      out.push(span(1, 1, 'USERNAME'));
      break;
    case 'PLACE':
      out.push(span(1, 1, 'ADDRESS'));
      break;
  }
  for (const c of out) if (c) yield c;
}

export default defineDetector({
  id: 'hl7',
  entity: 'PERSON_NAME',
  find: findHl7Values,
  // A message opens with its MSH segment and the standard encoding characters.
  keywords: ['msh|^~\\&'],
  examples: {
    positive: [
      // HL7 v2.5.1 §3.5.1's ADT^A01 example, with fictitious values (test/detectors/reader5-leaks.test.ts has the other types).
      {
        text: 'MSH|^~\\&|ADT1|GOOD HEALTH HOSPITAL|GHH LAB|GOOD HEALTH HOSPITAL|202611191432||ADT^A01|MSG00001|P|2.5.1\rPID|1||PATID1234^^^GOOD HEALTH HOSPITAL^MR||EVERYWOMAN^EVE^E^^^^L||19620320|F\r',
        match: 'EVERYWOMAN^EVE^E',
      },
      {
        text: 'MSH|^~\\&|ADT1|GHH|LAB|GHH|202611191432||ADT^A01|MSG00001|P|2.5.1\rEVN|A01|202611191430|||KJONES^Kettering^Joan\r',
        match: 'KJONES^Kettering^Joan',
      },
    ],
    negative: [
      'PID|1||PATID1234^^^GHH^MR||EVERYWOMAN^EVE^E^^^^L||19620320|F', // no MSH segment: no message
      'MSH|^~\\&|ADT1|GHH|LAB|GHH|202611191432||ADT^A01|MSG00001|P|2.5.1\rPV1|1|I|2000^2012^01||||||||||||||||', // a visit without people
    ],
  },
});
