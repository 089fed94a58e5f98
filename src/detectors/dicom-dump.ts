import { defineDetector } from '../engine/detector.js';
import type { EntityName } from '../entities.js';
import type { Candidate, DetectorContext } from '../engine/types.js';

/**
 * The patient's and the staff's details in a DICOM header printed as text: DCMTK's dcmdump and
 * GDCM's gdcmdump write a line a data element, `(0010,0010) PN [DOE^JANE]   #  8, 1 PatientName`
 * (the tag, its value representation, the value in brackets); pydicom prints
 * `(0010, 0010) Patient's Name   PN: 'DOE^JANE'`. Only the tag says what the value is (DICOM
 * PS3.6, the data dictionary); the tags read are those the Basic Application Level Confidentiality
 * Profile removes or replaces (PS3.15 Annex E, table E.1-1): the patient's and other names
 * (PN), the patient's ids, birth date, address and telephone numbers, the accession number.
 * Empty values, `(no value available)`, and the UIDs stay.
 */
const TAGS: Record<string, EntityName> = {
  '00100010': 'PERSON_NAME', // PatientName
  '00101001': 'PERSON_NAME', // OtherPatientNames
  '00101005': 'PERSON_NAME', // PatientBirthName
  '00101060': 'PERSON_NAME', // PatientMotherBirthName
  '00080090': 'PERSON_NAME', // ReferringPhysicianName
  '00081048': 'PERSON_NAME', // PhysiciansOfRecord
  '00081050': 'PERSON_NAME', // PerformingPhysicianName
  '00081060': 'PERSON_NAME', // NameOfPhysiciansReadingStudy
  '00081070': 'PERSON_NAME', // OperatorsName
  '00321032': 'PERSON_NAME', // RequestingPhysician
  '00100020': 'USERNAME', // PatientID
  '00101000': 'USERNAME', // OtherPatientIDs
  '00080050': 'USERNAME', // AccessionNumber
  '00100030': 'DATE', // PatientBirthDate
  '00101040': 'ADDRESS', // PatientAddress
  '00102154': 'PHONE_NUMBER', // PatientTelephoneNumbers
};

/** The tag at `at`, "(gggg,eeee)" or "(gggg, eeee)", as eight lower-case hex digits, and where it ends. */
function tagAt(text: string, at: number): { key: string; end: number } | undefined {
  const m = /\(([0-9A-Fa-f]{4}), ?([0-9A-Fa-f]{4})\)/y;
  m.lastIndex = at;
  const found = m.exec(text);
  return found ? { key: (found[1]! + found[2]!).toLowerCase(), end: m.lastIndex } : undefined;
}

/**
 * dcmdump's ` VR [value]` or pydicom's ` Name  VR: 'value'` right after the tag, on its line: the
 * value's span. A tag named in prose has neither.
 */
function valueAfter(text: string, from: number): [number, number] | undefined {
  let eol = text.indexOf('\n', from);
  if (eol < 0) eol = text.length;
  const line = text.slice(from, eol);
  const dcmtk = /^ [A-Z]{2} \[([^\]\n]*)\]/.exec(line);
  if (dcmtk) {
    const start = from + dcmtk[0].indexOf('[') + 1;
    return [start, start + dcmtk[1]!.length];
  }
  const pydicom = /^ [^\n]{1,60}? [A-Z]{2}: (['"])([^\n]*?)\1/d.exec(line);
  if (pydicom) return [from + pydicom.indices![2]![0], from + pydicom.indices![2]![1]];
  return undefined;
}

function* findDicomValues(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  for (const hit of ctx?.keywordHits ?? []) {
    const tag = tagAt(text, hit);
    const entity = tag && TAGS[tag.key];
    if (!tag || !entity) continue;
    const span = valueAfter(text, tag.end);
    if (!span) continue;
    let [start, end] = span;
    while (start < end && text[start] === ' ') start++;
    while (end > start && text[end - 1] === ' ') end--;
    if (end - start < 2 || end - start > 200) continue;
    yield { start, end, score: 0.9, entity };
  }
}

export default defineDetector({
  id: 'dicom-dump',
  entity: 'PERSON_NAME',
  find: findDicomValues,
  keywords: ['(0010,', '(0010, ', '(0008,0050)', '(0008, 0050)', '(0008,0090)', '(0008, 0090)', '(0008,10', '(0008, 10', '(0032,1032)', '(0032, 1032)'],
  examples: {
    positive: [
      // dcmdump's layout (DCMTK's documentation of dcmdump), fictitious values.
      { text: "(0010,0010) PN [MCLOUGHLIN^SIOBHAN^MAIRE]               #  24, 1 PatientName", match: 'MCLOUGHLIN^SIOBHAN^MAIRE' },
      { text: '(0008,0090) PN [FITZGERALD^CIARAN^^DR]                  #  22, 1 ReferringPhysicianName', match: 'FITZGERALD^CIARAN^^DR' },
      // pydicom's Dataset print, fictitious values.
      { text: "(0010, 0010) Patient's Name                      PN: 'OKAFOR^NGOZI'", match: 'OKAFOR^NGOZI' },
    ],
    negative: [
      '(0010,0040) CS [F]                                      #   2, 1 PatientSex',
      '(0008,0060) CS [CT]                                     #   2, 1 Modality',
      '(0010,0010) PN (no value available)                     #   0, 0 PatientName',
      'see (0010,0010) in the table',
    ],
  },
});
