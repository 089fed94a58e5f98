import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import type { EntityName } from '../entities.js';
import { scanOf } from '../engine/scan/index.js';

/**
 * A North American driver's licence or ID card's PDF417 barcode as a scanner, a visitor kiosk or
 * an age-check log prints it (AAMVA DL/ID Card Design Standard, 2020, Annex D "Mandatory PDF417
 * Bar Code"): the header `ANSI ` and the issuer's six-digit IIN (636014 California, 636001 New
 * York…), then the subfile `DL` (or `ID`) whose data elements each open a line with their
 * three-letter ID: `DAQ` the customer ID number (the licence number), `DCS` the family name,
 * `DAC` the first name, `DAD` the middle names, `DBB` the date of birth, `DAG`/`DAH` the street,
 * `DAI` the city, `DAK` the postal code, `DCF` the document discriminator, `DBA`/`DBD` the
 * expiry and issue dates (Annex D, table D.3). Each element's value takes the type it holds;
 * heights, eye colours and the jurisdiction's own `Z…` elements stay. Found from the literal
 * `ANSI ` (the header); the elements run to the first line that is none.
 */
const ELEMENTS: ReadonlyMap<string, EntityName> = new Map([
  ['DAQ', 'NATIONAL_ID'],
  ['DCF', 'NATIONAL_ID'],
  ['DCS', 'PERSON_NAME'],
  ['DAC', 'PERSON_NAME'],
  ['DAD', 'PERSON_NAME'],
  ['DCT', 'PERSON_NAME'],
  ['DAA', 'PERSON_NAME'],
  ['DAB', 'PERSON_NAME'],
  ['DBN', 'PERSON_NAME'],
  ['DBG', 'PERSON_NAME'],
  ['DBB', 'DATE'],
  ['DBA', 'DATE'],
  ['DBD', 'DATE'],
  ['DAG', 'ADDRESS'],
  ['DAH', 'ADDRESS'],
  ['DAI', 'ADDRESS'],
  ['DAK', 'ZIP_CODE'],
]);

/** The header: `ANSI `, the IIN (636xxx or 604xxx), the AAMVA and jurisdiction versions, the entries' count. */
const HEADER = /ANSI ?6\d{5}\d{6}/y;
/** Where the subfile's data begins on the header's line: its type (`DL`, `ID`) right before the first element. */
const SUBFILE = /(?:DL|ID)(?=D[A-Z]{2})/g;
/** Values that hold no one's data (Annex D: "NONE", "unavl" for an absent name). */
const EMPTY = /^(?:NONE|unavl|unavail|N\/?A)$/i;

function findElements(text: string, ctx?: DetectorContext): Candidate[] {
  const out: Candidate[] = [];
  for (const at of scanOf(text, ctx).literal('ANSI ')) {
    HEADER.lastIndex = at;
    if (!HEADER.test(text)) continue;
    let lineEnd = text.indexOf('\n', HEADER.lastIndex);
    if (lineEnd < 0) lineEnd = text.length;
    // The first element may share the header's line, after the subfile directory ("…0024DLDAQD4182736").
    SUBFILE.lastIndex = HEADER.lastIndex;
    const first = SUBFILE.exec(text.slice(0, lineEnd));
    let p = first ? first.index + 2 : lineEnd + 1;
    // Or the subfile opens the next line ("DLDAQ418273650").
    if (!first && /^(?:DL|ID)D[A-Z]{2}/.test(text.slice(p, p + 5))) p += 2;
    for (let lines = 0; p < text.length && lines < 80; lines++) {
      let end = text.indexOf('\n', p);
      if (end < 0) end = text.length;
      if (!isElement(text, p, end)) break;
      const entity = ELEMENTS.get(text.slice(p, p + 3));
      if (entity !== undefined) element(text, p + 3, end, entity, out);
      p = end + 1;
    }
  }
  return out;
}

/** Whether text[p, end) is a data element: three capitals (D… or the jurisdiction's Z…) and a value. */
function isElement(text: string, p: number, end: number): boolean {
  if (end - p < 4) return false;
  const c = text.charCodeAt(p);
  if (c !== 68 && c !== 90) return false;
  for (let i = p + 1; i < p + 3; i++) {
    const d = text.charCodeAt(i);
    if (d < 65 || d > 90) return false;
  }
  return true;
}

/** The element's value text[from, to) without its padding (a CR, spaces), as `entity`. */
function element(text: string, from: number, to: number, entity: EntityName, out: Candidate[]): void {
  while (to > from && /[\s\r]/.test(text[to - 1]!)) to--;
  if (to <= from || EMPTY.test(text.slice(from, to))) return;
  out.push({ start: from, end: to, score: 0.95, entity });
}

export default defineDetector({
  id: 'aamva-barcode',
  entity: 'NATIONAL_ID',
  find: findElements,
  examples: {
    positive: [
      // Fictitious card data in the layout of AAMVA's DL/ID Card Design Standard (2020), Annex D
      // (the fourteenth reading's visitor kiosk log).
      { text: '@\n\u001e\rANSI 636014100002DL00410279ZC03200024DLDAQD4182736\nDCSOKONKWO-BELL\nDDEN\n', match: 'D4182736' },
      { text: 'ANSI 636001090002DL00410250ZN02910041\nDLDAQ418273650\nDCSMORALES\n', match: '418273650' },
    ],
    negative: [
      'ANSI C escape sequences such as DAQ and DCS', // no header
      'ANSI 636014100002DL00410279ZC03200024DLDAU065 IN\nDAYBRO\n', // height and eye colour
      'DCSOKONKWO-BELL\nDACADAEZE', // elements with no header
    ],
  },
});
