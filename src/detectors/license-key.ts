import { defineDetector, hasLiteral } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { decodeBase64 } from './secrets/checksums.js';
import { isProductKeyShape } from './secrets/license.js';
import { scanOf } from '../engine/scan/index.js';

/**
 * Software license keys: grouped product-key shapes (Microsoft's five groups of five, the 4×4
 * and 6×4 layouts other vendors use), vendor formats with a structure we can check (JetBrains
 * activation codes, Sublime Text license blocks). Values named as licenses ("serial number:
 * …") are license-key-named's.
 */

// Equal-length groups of 4–6 capitals and digits joined by "-", 4 to 8 groups; validated by
// isProductKeyShape (equal lengths, letters and digits, no XXXXX placeholders).
const GROUPED = /(?<![A-Za-z0-9-])[A-Z0-9]{4,6}(?:-[A-Z0-9]{4,6}){3,7}(?![A-Za-z0-9-])/g;
// JetBrains activation code: <license id>-<base64 license JSON>-<base64 signature>-<base64
// certificate>; the JSON begins {"licenseId": (base64 "eyJsaWNlbnNlSWQiOi").
const JETBRAINS = /(?<![A-Za-z0-9-])[A-Z0-9]{10}-eyJsaWNlbnNlSWQiOi[A-Za-z0-9+/]+={0,2}-[A-Za-z0-9+/]{16,}={0,2}-[A-Za-z0-9+/]{16,}={0,2}(?![A-Za-z0-9+/=-])/g;
// Sublime Text license blocks: BEGIN LICENSE / END LICENSE lines around the licensee, the
// license type, an id and rows of 8-hex-digit groups (sublimetext.com/docs/license_keys).
const SUBLIME = /-{3,6} ?BEGIN LICENSE ?-{3,6}[\s\S]{20,2000}?-{3,6} ?END LICENSE ?-{3,6}/g;
/** The shortest GROUPED or JETBRAINS match. */
const MIN_KEY = 19;

/** GROUPED tried at one place of the text: a run's keys are read where they are, with no slice of the run. */
const GROUPED_AT = new RegExp(GROUPED.source, 'y');
const JETBRAINS_MARK = '-eyJsaWNlbnNlSWQiOi';

/** [A-Za-z0-9-]: what GROUPED's look-behind refuses before a key. */
const isKeyChar = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45;
const isUpperOrDigit = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90);
/** The next "-" after `at`, or text.length. */
const nextDash = (text: string, at: number) => {
  const next = text.indexOf('-', at + 1);
  return next === -1 ? text.length : next;
};

/**
 * The keys of `text`, in a plain function that returns an array (they are few): its loops over
 * a long text's runs are compiled while they run, and a generator's resumptions and the
 * generator object kept that code from settling on the first call (bench/logs-attribute.mjs).
 */
function findLicenseKeys(text: string, ctx?: DetectorContext): Candidate[] {
  const out: Candidate[] = [];
  runKeys(text, scanOf(text, ctx).tokenRuns, out);
  if (hasLiteral(text, 'BEGIN LICENSE')) {
    for (const m of text.matchAll(SUBLIME)) {
      if ((m[0].match(/\b[0-9A-F]{8}\b/g) ?? []).length >= 4) out.push({ start: m.index, end: m.index + m[0].length, score: 0.95 });
    }
  }
  return out;
}

/** The grouped and JetBrains keys in the token runs `runs`, run by run, added to `out`. */
function runKeys(text: string, runs: Int32Array, out: Candidate[]): void {
  // A JetBrains code holds its mark; most texts have none, and then no run is searched for it.
  let jetbrains: boolean | undefined;
  // The first "-" at or after the run being read (text.length: none): found by indexOf and
  // kept from run to run, so no character is searched twice.
  let dash = -1;
  for (let r = 0; r < runs.length; r += 2) {
    const start = runs[r]!;
    const end = runs[r + 1]!;
    // Both shapes are 19 characters or more (four groups of four); most runs of a log are shorter.
    if (end - start < MIN_KEY) continue;
    if (dash < start) {
      dash = text.indexOf('-', start);
      if (dash === -1) dash = text.length;
    }
    // Both shapes hold a "-".
    if (dash >= end) continue;
    // GROUPED in the run, as a global search of the run's slice finds it, without the slice: a
    // key's first group (four to six capitals or digits) ends at a "-" and starts at the run's
    // start or after a run character that is no letter, digit or "-" (the characters around a
    // run are no run characters, so the look-around reads the same in the text). So each "-"
    // of the run has three places a key may start at, which need no regex unless one of them
    // passes these tests: a log's times, UUIDs and paths pass none.
    let from = start; // past the last key found
    let after = start; // past the last "-"
    for (; dash < end; after = dash + 1, dash = nextDash(text, dash)) {
      for (let p = Math.max(dash - 6, after, from); p <= dash - 4 && p + MIN_KEY <= end; p++) {
        if (p > start && isKeyChar(text.charCodeAt(p - 1))) continue;
        if (!isUpperOrDigit(text.charCodeAt(p))) continue;
        GROUPED_AT.lastIndex = p;
        const m = GROUPED_AT.exec(text);
        if (!m) continue;
        const score = isProductKeyShape(m[0]);
        if (score > 0) out.push({ start: p, end: p + m[0].length, score });
        from = p + m[0].length;
        break;
      }
    }
    if ((jetbrains ??= hasLiteral(text, JETBRAINS_MARK))) jetbrainsKeys(text, start, end, out);
  }
}

/** The JetBrains activation codes in the run text[start, end). */
function jetbrainsKeys(text: string, start: number, end: number, out: Candidate[]): void {
  const run = text.slice(start, end);
  if (!run.includes(JETBRAINS_MARK)) return;
  for (const m of run.matchAll(JETBRAINS)) {
    const license = decodeBase64(m[0].split('-')[1]!) ?? '';
    if (license.startsWith(`{"licenseId":"${m[0].slice(0, 10)}"`)) out.push({ start: start + m.index, end: start + m.index + m[0].length, score: 0.95 });
  }
}

export default defineDetector({
  id: 'license-key',
  entity: 'LICENSE_KEY',
  find: findLicenseKeys,
  context: ['license', 'licence', 'serial', 'product key', 'activation', 'registration', 'key'],
  examples: {
    positive: [
      // Microsoft's published KMS client setup keys (GVLKs) for Windows 10/11 Pro and
      // Enterprise (learn.microsoft.com, "Key Management Services (KMS) client activation and
      // product keys"): five groups of five from Microsoft's 24-character product-key alphabet.
      'W269N-WFGWX-YVC9B-4J6C9-T83GX',
      'NPPR9-FWDCX-D2C8J-H872K-2YT43',
      // Fictitious keys in the 5×5, 4×4 and Adobe 6×4 (24 digits, helpx.adobe.com "Find your
      // serial number") layouts.
      'Q4T7M-8XK2P-R6WJ9-3HN5D-BV7C2',
      '7K3M-9QXP-2HDW-F4TR',
      { text: 'Adobe serial number: 1325-1558-5864-4422-1094-1126', match: '1325-1558-5864-4422-1094-1126' },
      // A fictitious JetBrains activation code whose license JSON names its own id.
      'Q7ZK2M4PLX-eyJsaWNlbnNlSWQiOiJRN1pLMk00UExYIiwibGljZW5zZWVOYW1lIjoiRXhhbXBsZSBMYWJzIChmaWN0aXRpb3VzKSIsImFzc2lnbmVlTmFtZSI6IiIsInByb2R1Y3RzIjpbeyJjb2RlIjoiSUkiLCJwYWlkVXBUbyI6IjIwMjctMTItMzEifV19-gpGlxyFi6vpM/qFUX/Gn5YrYkIfJWQ4/uIlw1KzVErn40gHMq9kM/QdvhHZVenXG-MgbnF6l669wW4RazNnOtNoMPCRg4c3x7PE6qaw2Y67tiQSbSlJMappySgXufTjL4+fCLZQrbEBXS/zOK',
      {
        text: '----- BEGIN LICENSE -----\nExample Labs\nSingle User License\nEA7E-1234567\nDD5ECEB7 0859F09C 99BED9A4 78B7C35B\nFDE2BDD6 AB505023 44D9A55C C2E51797\n------ END LICENSE ------',
        match: '----- BEGIN LICENSE -----\nExample Labs\nSingle User License\nEA7E-1234567\nDD5ECEB7 0859F09C 99BED9A4 78B7C35B\nFDE2BDD6 AB505023 44D9A55C C2E51797\n------ END LICENSE ------',
      },
    ],
    negative: [
      'XXXXX-XXXXX-XXXXX-XXXXX-XXXXX',
      'AAAAA-BBBBB-CCCCC-DDDDD-EEEEE',
      'ABCDE-12345-ABCDE-12345-ABCDE',
      '123e4567-e89b-12d3-a456-426614174000', // a UUID (RFC 4122 example) without license context
      '3F2504E0-4F89-11D3-9A0C-0305E82C3301', // a GUID
      'commit 2fd4e1c67a2d28fced849ee1bb76e7391b93eb12', // SHA-1
      'released on 2024-01-15 at 10:30',
      'call 555-0123 or 1-800-555-0199',
      'ISBN 978-3-16-148410-0',
      'card 4012-8888-8888-1881', // digits-only 4×4 is a card number, not a key
      'MAC 00-1A-2B-3C-4D-5E',
    ],
  },
});
