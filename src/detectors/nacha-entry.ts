import { defineDetector } from '../engine/detector.js';
import { scanOf } from '../engine/scan/index.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { isDigit } from './lib/char-codes.js';

/**
 * The receiver's values in a NACHA ACH file's entry detail records (Nacha Operating Rules,
 * Appendix Three: fixed-width records of 94 characters): a record opens with `6`, the
 * transaction code (two digits), the receiving bank's routing number (eight digits and the ABA
 * check digit), then the receiver's account number (17 characters, left-justified), the amount
 * (ten digits), the individual's identification number (15) and name (22). The account number
 * is reported as IBAN (as bank-account.ts reports account numbers); the name as PERSON_NAME when
 * the batch is a consumer's (its header's standard entry class PPD, WEB, TEL, POP, ARC, BOC, RCK
 * or IAT), not a company's (CCD, CTX: the receiver is a firm). The routing number, the amount,
 * the trace number and the individual's identification number (an employee's number) stay.
 * Found from the engine's digit runs: a run at a line's start that begins with `6`.
 */
const RECORD = 94;
const CONSUMER_CLASSES = new Set(['PPD', 'WEB', 'TEL', 'POP', 'ARC', 'BOC', 'RCK', 'IAT']);

/** The ABA routing number's check: weights 3 7 1 over nine digits, mod 10. */
function isRoutingNumber(text: string, at: number): boolean {
  const weights = [3, 7, 1];
  let sum = 0;
  for (let k = 0; k < 9; k++) {
    const c = text.charCodeAt(at + k);
    if (!isDigit(c)) return false;
    sum += (c - 48) * weights[k % 3]!;
  }
  return sum % 10 === 0 && text.slice(at, at + 9) !== '000000000';
}

/** The record's end: its line's end (before a carriage return), or -1 unless it is 94 characters. */
function recordEnd(text: string, start: number): number {
  const end = start + RECORD;
  if (end > text.length) return -1;
  const c = text.charCodeAt(end);
  if (end < text.length && c !== 10 && c !== 13) return -1;
  const nl = text.indexOf('\n', start);
  return nl < 0 || nl >= end ? end : -1;
}

/** The standard entry class of the batch header (`5…`) before `lineStart`, if one is within reach. */
function batchClass(text: string, lineStart: number): string | undefined {
  let at = lineStart;
  for (let n = 0; n < 10_000 && at > 0; n++) {
    const prev = text.lastIndexOf('\n', at - 2) + 1;
    if (text.charCodeAt(prev) === 53 && recordEnd(text, prev) > 0) return text.slice(prev + 50, prev + 53);
    if (text.charCodeAt(prev) === 49) return undefined; // the file header: no batch before
    at = prev;
  }
  return undefined;
}

function findEntries(text: string, ctx: DetectorContext): Candidate[] {
  const out: Candidate[] = [];
  const runs = scanOf(text, ctx).digitTokens.digitRuns;
  const lengths = runs.lengths;
  for (let r = 0; r < lengths.length; r++) {
    if (lengths[r]! < 12) continue;
    const s = runs.start(r);
    if (text.charCodeAt(s) !== 54 || (s > 0 && text.charCodeAt(s - 1) !== 10)) continue;
    if (recordEnd(text, s) < 0 || !isRoutingNumber(text, s + 3)) continue;
    const amount = text.slice(s + 29, s + 39);
    if (!/^\d{10}$/.test(amount)) continue;
    const account = text.slice(s + 12, s + 29).trimEnd();
    if (/^[A-Za-z0-9-]{4,17}$/.test(account) && /\d{4}/.test(account)) out.push({ start: s + 12, end: s + 12 + account.length, entity: 'IBAN', score: 0.9 });
    const name = text.slice(s + 54, s + 76).trimEnd();
    if (!/^[A-Za-z][A-Za-z ,.'&/-]*[A-Za-z.]$/.test(name)) continue;
    const sec = batchClass(text, s);
    if (sec && CONSUMER_CLASSES.has(sec)) out.push({ start: s + 54, end: s + 54 + name.length, entity: 'PERSON_NAME', score: 0.9 });
  }
  return out;
}

export default defineDetector({
  id: 'nacha-entry',
  entity: 'IBAN',
  find: findEntries,
  examples: {
    positive: [
      // Fictitious receivers (the eleventh reading's payroll file); the layout of the Nacha Operating Rules' entry detail record.
      {
        text:
          '5220LAKESHORE MILLWO                    3418273641PPDPAYROLL   NOV 26261120   1071000010000001\n' +
          '6221210003584418273610       0000248516EMP00417       KOWALSKI, DOROTA M      0071000010000001\n',
        match: '4418273610',
      },
    ],
    negative: [
      '6221210003584418273610       0000248516EMP00417       KOWALSKI, DOROTA M      00710000100', // not 94 characters
      '6221210003684418273610       0000248516EMP00417       KOWALSKI, DOROTA M      0071000010000001', // the routing number's check fails
    ],
  },
});
