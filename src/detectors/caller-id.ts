import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { scanOf } from '../engine/scan/index.js';

/**
 * A PBX's caller ID and dial strings, as Asterisk writes them to its call detail records
 * (Master.csv's `clid`, `channel` and `lastdata` columns; Asterisk's cdr_csv module, "CDR
 * Variables" in the Asterisk documentation) and to its logs:
 * - the caller ID `"Margery Okonkwo-Hale" <07456418273>` (in the CSV with its quotes doubled:
 *   `"""Margery Okonkwo-Hale"" <07456418273>"`): the name the network sent (CNAM) and the
 *   calling number, whatever its country's plan (a trunk's numbers are national or E.164,
 *   written with no separator);
 * - the dial string `PJSIP/07781418273@gamma-trunk` (the `Dial` application's argument: the
 *   channel technology, the number dialled, `@` and the trunk).
 * The number (seven to fifteen digits, an optional `+`) is a PHONE_NUMBER, the name a
 * PERSON_NAME unless it is a network's placeholder (`Anonymous`, `Unknown`, `WIRELESS CALLER`…)
 * or an extension's digits. An internal extension (`<4001>`, `PJSIP/4001-00000a22`) is too short
 * and stays. Found from the literals `" <` and `SIP/` (and `IAX2/`, `DAHDI/`).
 */
const NUMBER = /\+?\d{7,15}(?=>)/y;
const DIALLED = /\+?\d{7,15}(?=@)/y;
/** The name between the caller ID's quotes: letters, blanks and the marks of names. */
const NAME = /^\p{L}[\p{L}\p{M} .,'’-]{0,40}$/u;
/** What networks and PBXs put in the name field when there is no name. */
const PLACEHOLDERS = new Set(['anonymous', 'unknown', 'unavailable', 'private', 'restricted', 'withheld', 'out of area', 'wireless caller', 'toll free', 'asterisk', 'cid unknown', 'no caller id']);

function findCallerIds(text: string, ctx?: DetectorContext): Candidate[] {
  const out: Candidate[] = [];
  const scan = scanOf(text, ctx);
  for (const at of scan.literal('" <')) {
    NUMBER.lastIndex = at + 3;
    const m = NUMBER.exec(text);
    if (m === null) continue;
    // The opening quote: the name runs back to it, on the same line ("" in a CSV cell).
    const close = text.charCodeAt(at - 1) === 34 ? at - 1 : at;
    let open = close - 1;
    while (open >= 0 && open > close - 48 && text.charCodeAt(open) !== 34 && text.charCodeAt(open) !== 10) open--;
    const name = open >= 0 && text.charCodeAt(open) === 34 ? text.slice(open + 1, close) : '';
    out.push({ start: at + 3, end: at + 3 + m[0].length, score: 0.9, entity: 'PHONE_NUMBER' });
    if (NAME.test(name) && !PLACEHOLDERS.has(name.trim().toLowerCase())) out.push({ start: open + 1, end: open + 1 + name.length, score: 0.9, entity: 'PERSON_NAME' });
  }
  for (const tech of ['SIP/', 'IAX2/', 'DAHDI/']) {
    for (const at of scan.literal(tech)) {
      DIALLED.lastIndex = at + tech.length;
      const m = DIALLED.exec(text);
      if (m !== null) out.push({ start: at + tech.length, end: at + tech.length + m[0].length, score: 0.9, entity: 'PHONE_NUMBER' });
    }
  }
  return out;
}

export default defineDetector({
  id: 'caller-id',
  entity: 'PHONE_NUMBER',
  find: findCallerIds,
  examples: {
    positive: [
      // Fictitious calls in the layout of Asterisk's Master.csv (cdr_csv; the fourteenth reading's CDR).
      { text: '"from-trunk","""Margery Okonkwo-Hale"" <07456418273>","PJSIP/gamma-trunk-00000a1f"', match: '07456418273' },
      { text: '"from-trunk","""HOLLOWAY D"" <+442034182736>","PJSIP/gamma-trunk-00000a25"', match: '+442034182736' },
      { text: '"Dial","PJSIP/07781418273@gamma-trunk,60,T"', match: '07781418273' },
    ],
    negative: [
      '"""Anonymous"" <anonymous>"', // no number
      '"""Tobias Wren"" <4001>"', // an extension
      '"PJSIP/4001-00000a22"', // a channel, not a dial string
      'see "the manual" <p>', // no caller ID
    ],
  },
});
