import { defineDetector } from '../engine/detector.js';
import type { EntityName } from '../entities.js';
import type { Candidate } from '../engine/types.js';
import { piecesOf, spanOfPieces } from './lib/delimited.js';
import { x12Separators } from './lib/x12.js';

/**
 * The elements of an ASC X12 interchange that hold a person's data, by their segment and place
 * (X12 005010, the health care claim 837P/837I, eligibility 270/271 and remittance 835 guides:
 * `NM1`, `N3`, `N4`, `DMG`, `PER`, `REF`, `CLM`, `SBR`, `DTP` are the same segments in each).
 * An interchange opens with its ISA segment, of fixed length: its fourth character is the
 * element separator, ISA16 the component separator, and the character after it ends every
 * segment (X12.5, "Interchange Control Structures"). The values carry no labels, only their
 * place says what they are:
 * - NM1 (individual or organizational name): for a person (NM102 `1`) the last, first and
 *   middle names, prefix and suffix (NM103-NM107); its identifier NM109, a national id after
 *   the qualifier `34` (SSN) or `XX` (the NPI), else an account id (`MI` a member id). The
 *   address that follows (N3's lines, N4's postal code) is that person's; an organization's
 *   (NM102 `2`) name, id and address stay.
 * - DMG (demographics): the birth date (DMG02). DTP (date or time period): its date (DTP03).
 * - PER (administrative contact): the contact's name (PER02) and each number by its qualifier
 *   (`TE`, `CP`, `FX`, `HP`, `WP`: a phone; `EM`: an e-mail address).
 * - REF (reference identification): REF02, an SSN after `SY`, an employer id after `EI`, else
 *   an account id (a member's, a claim's, a licence number), but the version after `87` and the
 *   master policy number after `38` (the sponsor's).
 * - CLM01 (the patient's account number), SBR03 (the insured's group or policy number).
 */
const PHONE_QUALIFIERS = new Set(['TE', 'CP', 'FX', 'HP', 'WP', 'BN', 'EX']);

function* findX12Values(text: string): Iterable<Candidate> {
  for (let isa = text.indexOf('ISA'); isa >= 0; isa = text.indexOf('ISA', isa + 3)) {
    const seps = x12Separators(text, isa);
    if (seps === undefined) continue;
    yield* segmentValues(text, isa, seps.element, seps.segment);
    return;
  }
}

function* segmentValues(text: string, from: number, element: string, terminator: string): Iterable<Candidate> {
  let person = false;
  for (let start = from; start < text.length; ) {
    let end = text.indexOf(terminator, start);
    if (end < 0) end = text.length;
    // A segment may open after the line break that follows the terminator.
    let s = start;
    while (s < end && (text[s] === '\n' || text[s] === '\r' || text[s] === ' ')) s++;
    // The elements' spans, [0] the segment id.
    const parts = piecesOf(text, s, end, element);
    const value = (n: number): string => (parts[n] ? text.slice(parts[n]![0], parts[n]![1]) : '');
    const span = (first: number, last: number, entity: EntityName) => spanOfPieces(text, parts, first, last, entity);
    const out: Array<Candidate | undefined> = [];
    switch (value(0)) {
      case 'NM1': {
        person = value(2) === '1';
        if (person) {
          out.push(span(3, 7, 'PERSON_NAME'));
          const qualifier = value(8);
          out.push(span(9, 9, qualifier === '34' || qualifier === 'XX' ? 'NATIONAL_ID' : 'USERNAME'));
        }
        break;
      }
      case 'N3':
        if (person) out.push(span(1, 2, 'ADDRESS'));
        break;
      case 'N4':
        if (person) out.push(span(3, 3, 'ZIP_CODE'));
        break;
      case 'DMG':
        out.push(span(2, 2, 'DATE'));
        break;
      case 'DTP':
        out.push(span(3, 3, 'DATE'));
        break;
      case 'PER':
        out.push(span(2, 2, 'PERSON_NAME'));
        for (let n = 3; n + 1 < parts.length; n += 2) {
          const q = value(n);
          if (PHONE_QUALIFIERS.has(q)) out.push(span(n + 1, n + 1, 'PHONE_NUMBER'));
          else if (q === 'EM') out.push(span(n + 1, n + 1, 'EMAIL_ADDRESS'));
        }
        break;
      case 'REF': {
        const q = value(1);
        // `38`: the sponsor's master policy number (an 834's header: the employer's group, no person's).
        if (q !== '87' && q !== '38') out.push(span(2, 2, q === 'SY' ? 'NATIONAL_ID' : q === 'EI' ? 'VAT_NUMBER' : 'USERNAME'));
        break;
      }
      case 'CLM':
        out.push(span(1, 1, 'USERNAME'));
        break;
      case 'SBR':
        out.push(span(3, 3, 'USERNAME'));
        break;
      case 'IEA':
        return;
    }
    for (const c of out) if (c) yield c;
    start = end + 1;
  }
}

export default defineDetector({
  id: 'x12',
  entity: 'PERSON_NAME',
  find: findX12Values,
  // An interchange opens with its ISA segment: "ISA*00*" (ISA01, the authorization qualifier).
  keywords: ['isa*0', 'isa|0', 'isa^0'],
  examples: {
    positive: [
      // The layout of the 005010X222A1 guide's examples (837P, loop 2010BA), fictitious values.
      {
        text: 'ISA*00*          *00*          *ZZ*SUBMITTERID    *ZZ*RECEIVERID     *261124*0912*^*00501*000000001*0*P*:~\nNM1*IL*1*DOE*JOHN*T***MI*123456789A~\nN3*125 ELM ST~\nN4*SPRINGFIELD*IL*62701~\nDMG*D8*19800519*M~\nIEA*1*000000001~',
        match: 'DOE*JOHN*T',
      },
      {
        text: 'ISA*00*          *00*          *ZZ*SUBMITTERID    *ZZ*RECEIVERID     *261124*0912*^*00501*000000001*0*P*:~\nPER*IC*JERRY SMITH*TE*3055552222*EM*jsmith@abc.com~\nCLM*26463774*100***11:B:1*Y*A*Y*I~\nIEA*1*000000001~',
        match: 'JERRY SMITH',
      },
    ],
    negative: [
      'NM1*IL*1*DOE*JOHN*T***MI*123456789A~', // no ISA segment: no interchange
      // An organization's name, id and address stay.
      'ISA*00*          *00*          *ZZ*SUBMITTERID    *ZZ*RECEIVERID     *261124*0912*^*00501*000000001*0*P*:~\nNM1*85*2*BEN KILDARE SERVICE*****XX*9876543210~\nN3*234 SEAWAY ST~\nIEA*1*000000001~',
    ],
  },
});
