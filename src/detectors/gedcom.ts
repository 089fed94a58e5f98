import { defineDetector } from '../engine/detector.js';
import type { EntityName } from '../entities.js';
import type { Candidate } from '../engine/types.js';

/**
 * The values of a GEDCOM file (the genealogy exchange format, GEDCOM 5.5.1 and 7.0) whose tag
 * says what they are: each line is a level, an optional cross-reference (`@I1@`), a tag and its
 * value (5.5.1 chapter 1, "gedcom_line"). A person's NAME ("Margaret Isobel /Fairbairn/": the
 * surname between slashes, which the name lists may not know), its parts GIVN, SURN, NICK and
 * the married name `_MARNM` (a common extension); the DATE and PLAC of events; an address's
 * ADDR, ADR1, ADR2, CITY and POST, PHON and EMAIL (EMAI in 5.5.1 files).
 */
const TAGS: Record<string, EntityName> = {
  NAME: 'PERSON_NAME',
  GIVN: 'PERSON_NAME',
  SURN: 'PERSON_NAME',
  NICK: 'PERSON_NAME',
  _MARNM: 'PERSON_NAME',
  DATE: 'DATE',
  PLAC: 'ADDRESS',
  ADDR: 'ADDRESS',
  ADR1: 'ADDRESS',
  ADR2: 'ADDRESS',
  CITY: 'ADDRESS',
  POST: 'ZIP_CODE',
  PHON: 'PHONE_NUMBER',
  EMAIL: 'EMAIL_ADDRESS',
  EMAI: 'EMAIL_ADDRESS',
};

/** A line: its level, an optional cross-reference, the tag, one blank, the value. */
const LINE = /^[ \t]*\d{1,2}[ \t]+(?:@[^@\n]+@[ \t]+)?(_?[A-Z][A-Z0-9_]*)[ \t]+([^\r\n]+)/gm;

function* findGedcomValues(text: string): Iterable<Candidate> {
  // A GEDCOM file opens with its header record: "0 HEAD", then "1 GEDC".
  if (!/^\uFEFF?0[ \t]+HEAD[ \t]*\r?$/m.test(text)) return;
  LINE.lastIndex = 0;
  for (let m = LINE.exec(text); m !== null; m = LINE.exec(text)) {
    const entity = TAGS[m[1]!];
    if (entity === undefined) continue;
    const value = m[2]!.trimEnd();
    // A pointer to another record ("1 FAMS @F1@") is no value.
    if (value.startsWith('@') || !/[\p{L}\p{N}]/u.test(value)) continue;
    const start = m.index + m[0].length - m[2]!.length;
    yield { start, end: start + value.length, score: 0.9, entity };
  }
}

export default defineDetector({
  id: 'gedcom',
  entity: 'PERSON_NAME',
  find: findGedcomValues,
  // The header's GEDC structure names the format's version.
  keywords: ['gedc'],
  examples: {
    positive: [
      // The layout of GEDCOM 5.5.1's examples, with a fictitious person.
      {
        text: '\n0 HEAD\n1 GEDC\n2 VERS 5.5.1\n0 @I2@ INDI\n1 NAME Margaret Isobel /Fairbairn/\n2 _MARNM Lachlan\n1 SEX F\n0 TRLR\n',
        match: ['Margaret Isobel /Fairbairn/', 'Lachlan'],
      },
    ],
    negative: [
      '1 GIVN unknown', // no GEDCOM header
      '0 HEAD\n1 GEDC\n2 VERS 5.5.1\n1 CHAR UTF-8\n0 TRLR\n', // a header alone
    ],
  },
});
