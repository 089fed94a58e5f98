import { defineDetector } from '../engine/detector.js';
import type { Candidate } from '../engine/types.js';

/**
 * The properties of a vCard (RFC 6350; version 3.0, RFC 2426) whose name says what their value
 * is, whatever it looks like: ADR and LABEL an address (its parts joined by ";": "Sveavägen 44;
 * Stockholm;;111 34;Sweden"), BDAY, ANNIVERSARY and DEATHDATE a date (also the basic form
 * "19920314" and the year-less "--0314", RFC 6350 §4.3.1), TEL a phone number (also as a
 * "tel:" URI, RFC 3966). A property is a line's start, with an optional group ("item1.ADR")
 * and parameters (";TYPE=home"). Other properties (FN, N, EMAIL, NOTE) are text the other
 * detectors read, unless vCard 2.1 wrote FN or N in quoted-printable (`FN;CHARSET=UTF-8;
 * ENCODING=QUOTED-PRINTABLE:J=C3=BCrgen M=C3=BCller`, as phones still export contacts): no
 * detector reads a name through its escapes, and the property says it is one.
 */
const PROPERTY = /^(?:[A-Za-z0-9-]+\.)?(ADR|LABEL|BDAY|ANNIVERSARY|DEATHDATE|TEL)(?:;[^:\r\n]*)?:/gim;
const ENTITY = { ADR: 'ADDRESS', LABEL: 'ADDRESS', BDAY: 'DATE', ANNIVERSARY: 'DATE', DEATHDATE: 'DATE', TEL: 'PHONE_NUMBER' } as const;
/** FN or N with a quoted-printable parameter (vCard 2.1: `ENCODING=QUOTED-PRINTABLE`, or the bare `QUOTED-PRINTABLE`). */
const QP_NAME = /^(?:[A-Za-z0-9-]+\.)?(?:FN|N)(?:;[^:\r\n]*)?;(?:ENCODING=)?QUOTED-PRINTABLE(?:;[^:\r\n]*)?:/gim;
/**
 * The rows Android's contacts export writes as `X-ANDROID-CUSTOM:<mimetype>;data1;data2;…`
 * (ContactsContract.CommonDataKinds: Nickname.NAME and Relation.NAME are data1): a nickname
 * (`vnd.android.cursor.item/nickname;Chichi;1;;;`) or a related person's name is a name.
 */
const ANDROID_NAME = /^(?:[A-Za-z0-9-]+\.)?X-ANDROID-CUSTOM(?:;[^:\r\n]*)?:vnd\.android\.cursor\.item\/(?:nickname|relation);([^;\r\n]*\p{L}[^;\r\n]*);/gimu;

function* findVcardValues(text: string): Iterable<Candidate> {
  // A vCard's lines: a text without BEGIN:VCARD has no vCard properties.
  if (!/BEGIN:VCARD/i.test(text)) return;
  PROPERTY.lastIndex = 0;
  for (let m = PROPERTY.exec(text); m !== null; m = PROPERTY.exec(text)) {
    const name = m[1]!.toUpperCase() as keyof typeof ENTITY;
    let start = m.index + m[0].length;
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    if (name === 'TEL' && text.startsWith('tel:', start)) start += 4;
    // An address's empty parts (";;") before and after its first and last words.
    while (start < end && (text[start] === ';' || text[start] === ' ')) start++;
    while (end > start && /[;\s]/.test(text[end - 1]!)) end--;
    if (end > start && /[\p{L}\p{N}]/u.test(text.slice(start, end))) yield { start, end, score: 1, entity: ENTITY[name] };
  }
  QP_NAME.lastIndex = 0;
  for (let m = QP_NAME.exec(text); m !== null; m = QP_NAME.exec(text)) {
    let start = m.index + m[0].length;
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    // N's empty parts (";;") around its family and given names.
    while (start < end && text[start] === ';') start++;
    while (end > start && /[;\s]/.test(text[end - 1]!)) end--;
    if (end > start && /\p{L}/u.test(text.slice(start, end))) yield { start, end, score: 1, entity: 'PERSON_NAME' };
  }
  ANDROID_NAME.lastIndex = 0;
  for (let m = ANDROID_NAME.exec(text); m !== null; m = ANDROID_NAME.exec(text)) {
    const value = m[1]!.trim();
    const start = m.index + m[0].length - 1 - m[1]!.length + m[1]!.indexOf(value);
    yield { start, end: start + value.length, score: 1, entity: 'PERSON_NAME' };
  }
}

export default defineDetector({
  id: 'vcard',
  entity: 'ADDRESS',
  find: findVcardValues,
  // The property names the type: its value wins over what other detectors see inside it.
  keywords: ['begin:vcard'],
  examples: {
    positive: [
      // Fictitious contacts, written as RFC 6350 §8's example writes its properties.
      { text: 'BEGIN:VCARD\nVERSION:3.0\nADR;TYPE=HOME:;;Sveavägen 44;Stockholm;;111 34;Sweden\nEND:VCARD', match: 'Sveavägen 44;Stockholm;;111 34;Sweden' },
      { text: 'BEGIN:VCARD\r\nVERSION:4.0\r\nitem1.ADR;TYPE=home:;;7 Elm Row;Edinburgh;;EH7 4AA;UK\r\nEND:VCARD', match: '7 Elm Row;Edinburgh;;EH7 4AA;UK' },
    ],
    negative: [
      'ADR;TYPE=HOME:;;Pending;;;;', // no vCard around it
      'BEGIN:VCARD\nVERSION:3.0\nADR;TYPE=HOME:;;;;;;\nEND:VCARD', // an empty address
      'BEGIN:VCARD\nVERSION:2.1\nX-ANDROID-CUSTOM:vnd.android.cursor.item/contact_event;20261127;3;;;;\nEND:VCARD', // an event's row, not a name's
    ],
  },
});
