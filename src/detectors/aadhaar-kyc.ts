import { defineDetector } from '../engine/detector.js';
import type { EntityName } from '../entities.js';
import type { Candidate, DetectorContext } from '../engine/types.js';

/**
 * The resident's details in an Aadhaar e-KYC response as UIDAI's API writes them (Aadhaar
 * e-KYC API 2.5, "KycRes": `<UidData uid="…" tkn="…">`, `<Poi name dob gender phone email>`,
 * `<Poa co house street lm loc vtc subdist dist state pc po>`, and `<LData lang="ta" …>` with
 * the same fields in the resident's local language; the offline e-KYC XML names them
 * `careof` and `landmark`). Attributes are read by their names, so a name or address in a
 * script no list reads (Tamil, Devanagari…) is taken as well: `name` and the care-of person
 * (after its relation, "S/O", "த/பெ") are names, `house`, `street`, `lm` and `loc` the
 * address, `pc` the PIN code, `tkn` the resident's UID token (a stand-in for the Aadhaar
 * number, as personal as it). Towns, districts and states are left to the other detectors.
 */
const FIELDS: Record<string, EntityName> = {
  name: 'PERSON_NAME',
  co: 'PERSON_NAME',
  careof: 'PERSON_NAME',
  house: 'ADDRESS',
  street: 'ADDRESS',
  lm: 'ADDRESS',
  landmark: 'ADDRESS',
  loc: 'ADDRESS',
  pc: 'ZIP_CODE',
  tkn: 'NATIONAL_ID',
};
const ELEMENTS = new Set(['uiddata', 'poi', 'poa', 'ldata']);
// The relation before a care-of name: "S/O", "D/O", "W/O", "C/O" and their local forms ("த/பெ").
const RELATION = /^[^\s/"]{1,4}\/[^\s/"]{1,4}\s+/u;
const ATTRIBUTE = /\s([A-Za-z]+)="([^"<>]*)"/g;

function* findKycFields(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  for (const hit of ctx?.keywordHits ?? []) {
    const nameEnd = hit + 1 + (/^[A-Za-z]+/.exec(text.slice(hit + 1, hit + 9))?.[0].length ?? 0);
    if (!ELEMENTS.has(text.slice(hit + 1, nameEnd).toLowerCase())) continue;
    const close = text.indexOf('>', nameEnd);
    if (close < 0 || close - nameEnd > 2000) continue;
    const tag = text.slice(nameEnd, close);
    ATTRIBUTE.lastIndex = 0;
    for (let m = ATTRIBUTE.exec(tag); m; m = ATTRIBUTE.exec(tag)) {
      const entity = FIELDS[m[1]!.toLowerCase()];
      let value = m[2]!;
      if (entity === undefined || !/[\p{L}\p{N}]/u.test(value)) continue;
      let start = nameEnd + m.index + m[0].length - 1 - value.length;
      if (entity === 'PERSON_NAME') {
        const relation = RELATION.exec(value)?.[0].length ?? 0;
        start += relation;
        value = value.slice(relation);
      }
      const trimmed = value.trimEnd();
      if (trimmed.length === 0) continue;
      yield { start, end: start + trimmed.length, score: 0.95, entity };
    }
  }
}

export default defineDetector({
  id: 'aadhaar-kyc',
  entity: 'PERSON_NAME',
  find: findKycFields,
  keywords: ['<uiddata', '<poi ', '<poa ', '<ldata '],
  examples: {
    positive: [
      // A fictitious resident in the e-KYC API's layout (the sixth reading's KYC response).
      { text: '<Poi name="லட்சுமி நாராயணன்" co="த/பெ நாராயணன் ராமசாமி" gender="M"/>', match: ['லட்சுமி நாராயணன்', 'நாராயணன் ராமசாமி'] },
    ],
    negative: [
      '<Pht>/9j/4AAQSkZJRgABAgAAAQABAAD/2wBD</Pht>', // the photograph is no field of these
      '<Poi name="" gender="M"/>', // an empty field
    ],
  },
});
