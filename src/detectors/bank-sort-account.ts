import { defineDetector } from '../engine/detector.js';
import { scanOf } from '../engine/scan/index.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { codeAt, isDigit } from './lib/char-codes.js';

/**
 * A UK sort code and account number written together with no label, as a payee's details are
 * given in a statement's description or a message ("TFR TO MR JAMIE WHITLOCK 83-91-26
 * 10293847", "pay 20-45-77 41938265"): the sort code's `NN-NN-NN` (Pay.UK), one blank, eight
 * digits (the account number's length in the UK). Each is reported as IBAN, as bank-account.ts
 * reports them after their labels. Found from the engine's digit runs (the account's eight).
 */
function findSortAndAccount(text: string, ctx: DetectorContext): Candidate[] {
  const out: Candidate[] = [];
  const runs = scanOf(text, ctx).digitTokens.digitRuns;
  const lengths = runs.lengths;
  for (let r = 0; r < lengths.length; r++) {
    if (lengths[r] !== 8) continue;
    const s = runs.start(r);
    const e = s + 8;
    if (s < 9 || codeAt(text, s - 1) !== 32 || codeAt(text, s - 4) !== 45) continue;
    const sort = s - 9;
    if (!isSortCode(text, sort) || isDigit(codeAt(text, sort - 1)) || codeAt(text, sort - 1) === 45) continue;
    const next = codeAt(text, e);
    if (next === 45 || next === 47 || (next === 46 || next === 44) && isDigit(codeAt(text, e + 1)) || /[A-Za-z_]/.test(String.fromCharCode(next))) continue;
    out.push({ start: sort, end: sort + 8 }, { start: s, end: e });
  }
  return out;
}

/** `NN-NN-NN` at text[at]. */
function isSortCode(text: string, at: number): boolean {
  for (let k = 0; k < 8; k++) {
    const c = text.charCodeAt(at + k);
    if (k === 2 || k === 5 ? c !== 45 : !isDigit(c)) return false;
  }
  return true;
}

export default defineDetector({
  id: 'bank-sort-account',
  entity: 'IBAN',
  find: findSortAndAccount,
  score: 0.8,
  examples: {
    positive: [
      // Fictitious details (the fourth reading's bank statement).
      { text: '21/02/2026,TFR TO MR JAMIE WHITLOCK 83-91-26 10293847,FPO,300.00', match: ['83-91-26', '10293847'] },
      { text: 'can you pay 20-45-77 41938265 today', match: ['20-45-77', '41938265'] },
    ],
    negative: [
      'phone 020-45-77 41938265', // more digits before
      'ref 20-45-77 419382650', // nine digits
      'ids 20-45-77-1 41938265',
      'total 20-45-77 41938265.50', // an amount
    ],
  },
});
