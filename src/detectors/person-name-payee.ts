import { defineDetector } from '../engine/detector.js';
import { isCommonWord } from './names/names-gazetteer.js';
import { foldKey } from '../lexicon/fold.js';

/**
 * The payee or payer of a transfer in a bank statement's description, as UK banks print them in
 * capitals ("TFR TO C MACLEOD REF HOLIDAY SHARE", "FROM BRENNAN P REF BIRTHDAY", "TFR TO MR
 * JAMIE WHITLOCK"): after "TO" or "FROM" (maybe after "TFR", "TRANSFER", "FASTER PAYMENT"), a
 * surname with an initial before or after it, or a title and names, up to "REF", a number, the
 * cell's end or the line's. A firm in the same place ("FROM TESCO STORES", "TO AMAZON UK") has no
 * initial and stays. Only where a statement's words stand near (the transaction codes FPO, FPI,
 * BGC, TFR, BACS: Pay.UK's and the banks' statement abbreviations).
 */
const INITIAL = String.raw`[A-Z](?![A-Za-z'’-])`;
const SURNAME = String.raw`[A-Z][A-Z'’]+(?:-[A-Z][A-Z'’]+)?`;
const NAME = String.raw`(?:(?:MR|MRS|MS|MISS|DR|MX)[ \t]+(?:${INITIAL}[ \t]+){0,2}${SURNAME}(?:[ \t]+${SURNAME}){0,2}|(?:${INITIAL}[ \t]+){1,2}${SURNAME}|${SURNAME}(?:[ \t]+${INITIAL}){1,2})`;
const PAYEE = new RegExp(
  String.raw`(?<![A-Za-z0-9])(?:(?:TFR|TRANSFER|FASTER[ \t]+PAYMENT|BANK[ \t]+TRANSFER|FP|BP)[ \t]+)?(?:TO|FROM)[ \t]+(?<value>${NAME})(?=[ \t]+(?:REF\b|\d)|[ \t]{2,}|[ \t]*(?:[,;"|\t\r\n]|$))`,
  'g',
);
/** "A" and "I" open English phrases ("TO A SAVINGS POT"): after them the word must be no common one. */
const ENGLISH_INITIAL = /^(?:A|I)[ \t]+([A-Z'’-]+)$/;

export default defineDetector({
  id: 'person-name-payee',
  entity: 'PERSON_NAME',
  patterns: () => [PAYEE],
  keywords: ['tfr', 'fpo', 'fpi', 'bgc', 'bacs', 'faster payment', 'bank transfer'],
  window: 96,
  score: 0.75,
  validate: (value) => {
    const m = ENGLISH_INITIAL.exec(value);
    return !m || !isCommonWord(foldKey(m[1]!));
  },
  examples: {
    positive: [
      // Fictitious statement lines (the fourth reading's statement pasted as CSV).
      { text: '09/02/2026,TFR TO C MACLEOD REF HOLIDAY SHARE,FPO,240.00,,"3,642.84"', match: 'C MACLEOD' },
      { text: '11/02/2026,FROM BRENNAN P REF BIRTHDAY,FPI,,50.00,"3,692.84"', match: 'BRENNAN P' },
      { text: '21/02/2026,TFR TO MR JAMIE WHITLOCK 83-91-26 10293847,FPO,300.00', match: 'MR JAMIE WHITLOCK' },
      { text: "03 MAR  FASTER PAYMENT FROM O'REILLY K   FPI   25.00", match: "O'REILLY K" },
    ],
    negative: [
      '05/02/2026,TESCO STORES 2291 EDINBURGH,POS,64.18', // a shop
      '11/02/2026,FROM AMAZON UK REF 1234,FPI,,5.00', // a firm: no initial
      '12/02/2026,TFR TO A SAVINGS,FPO,20.00', // "A" before a common word
      'Please send it to C SAVINGS by Friday.', // no statement near (`to C MACLEOD` in a sentence is names-caps.ts's: probes25)
      '14/02/2026,TFR TO C MACLEOD REF RENT,FPO,20.00'.toLowerCase(), // not in capitals
    ],
  },
});
