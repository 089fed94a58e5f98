import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import type { EntityName } from '../entities.js';
import { scanOf } from '../engine/scan/index.js';

/**
 * The contact, Wi-Fi and SMS payloads of QR codes as a scanner prints them (zxing's result
 * text; the thirteenth reading's front-desk scans), one payload a line, its fields `KEY:value;`:
 * - `MECARD:` (NTT DOCOMO's contact format: `N:` the name as `Last,First`, `SOUND:` its reading,
 *   `TEL:`, `EMAIL:`, `ADR:`, `BDAY:` YYYYMMDD, `NICKNAME:`, `NOTE:`);
 * - `BIZCARD:` (`N:` first name, `X:` last name, `A:` address, `B:`, `M:` phone, mobile, `E:`);
 * - `WIFI:` (`S:` the network, `P:` its password);
 * - `SMSTO:number:message`, `MATMSG:TO:address;SUB:…;BODY:…;;`.
 * A field's value runs to the next unescaped `;` (`\;` escapes one). Each field is typed by its
 * key: the name and its reading PERSON_NAME, the telephone fields PHONE_NUMBER, the address
 * ADDRESS, the birthday DATE, the password API_KEY (as the other passwords are); e-mail
 * addresses are the e-mail detector's. Found from the literals `MECARD:`, `BIZCARD:`, `WIFI:`,
 * `SMSTO:`, `MATMSG:` at a line's start (or after a blank or quote).
 */
const FIELDS: Record<string, Record<string, EntityName>> = {
  'MECARD:': { N: 'PERSON_NAME', SOUND: 'PERSON_NAME', NICKNAME: 'PERSON_NAME', TEL: 'PHONE_NUMBER', 'TEL-AV': 'PHONE_NUMBER', ADR: 'ADDRESS', BDAY: 'DATE' },
  'BIZCARD:': { N: 'PERSON_NAME', X: 'PERSON_NAME', A: 'ADDRESS', B: 'PHONE_NUMBER', M: 'PHONE_NUMBER', F: 'PHONE_NUMBER' },
  'WIFI:': { P: 'API_KEY' },
};
const PREFIXES = ['MECARD:', 'BIZCARD:', 'WIFI:', 'SMSTO:', 'MATMSG:'] as const;
const SMSTO = /SMSTO:(\+?[\d ()-]{6,20}):/y;

function findPayloads(text: string, ctx?: DetectorContext): Candidate[] {
  const out: Candidate[] = [];
  const scan = scanOf(text, ctx);
  for (const prefix of PREFIXES) {
    for (const at of scan.literal(prefix)) {
      const before = at > 0 ? text.charCodeAt(at - 1) : 10;
      if (!(before === 10 || before === 13 || before === 32 || before === 9 || before === 34 || before === 39 || before === 62)) continue;
      if (prefix === 'SMSTO:') {
        SMSTO.lastIndex = at;
        const m = SMSTO.exec(text);
        if (m !== null) out.push({ start: at + 6, end: at + 6 + m[1]!.length, score: 0.9, entity: 'PHONE_NUMBER' });
        continue;
      }
      if (prefix === 'MATMSG:') continue;
      readFields(text, at + prefix.length, FIELDS[prefix]!, out);
    }
  }
  return out;
}

/** The fields `KEY:value;` from `from` to the payload's end (`;;`, a line break), those of `types` reported. */
function readFields(text: string, from: number, types: Record<string, EntityName>, out: Candidate[]): void {
  let i = from;
  const limit = Math.min(text.length, from + 2000);
  while (i < limit) {
    const colon = text.indexOf(':', i);
    if (colon < 0 || colon - i > 10) return;
    const key = text.slice(i, colon);
    if (!/^[A-Z][A-Z-]*$/.test(key)) return;
    let end = colon + 1;
    while (end < limit) {
      const c = text.charCodeAt(end);
      if (c === 10 || c === 13) break;
      if (c === 92) {
        end += 2;
        continue;
      }
      if (c === 59) break;
      end++;
    }
    const entity = types[key];
    const start = colon + 1;
    if (entity !== undefined && end > start && /[\p{L}\p{N}]/u.test(text.slice(start, end))) out.push({ start, end, score: entity === 'ADDRESS' ? 0.95 : 0.9, entity });
    if (end >= limit || text.charCodeAt(end) !== 59 || text.charCodeAt(end + 1) === 59) return;
    i = end + 1;
  }
}

export default defineDetector({
  id: 'qr-payload',
  entity: 'PERSON_NAME',
  find: findPayloads,
  examples: {
    positive: [
      // Fictitious values (the thirteenth reading's QR scans); the other fields' types are in
      // test/detectors/reader13-leaks.test.ts (the catalog reads a detector's own entity only).
      { text: 'MECARD:N:Lim,Desmond;SOUND:lim desmond;TEL:+6581427365;BDAY:19870315;;', match: ['Lim,Desmond', 'lim desmond'] },
    ],
    negative: [
      'see the MECARD: spec for details', // no fields
      'WIFI:T:WPA;S:Office;H:false;;', // no name
      'MECARD:TEL:+6581427365;;', // no name field
    ],
  },
});
