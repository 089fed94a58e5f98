import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';

/**
 * The account holder's and the counterparties' values in a BAI2 cash management file (BAI,
 * "Cash Management Balance Reporting Specifications" version 2: comma-separated records, each
 * ending with `/`, `88` continuing the one before): the customer account number of an account
 * identifier record (`03,4418273659,USD,…`), reported as IBAN as bank-account.ts reports account
 * numbers; and in a transaction's text, the names a bank writes after the tags of its wire and
 * ACH details: `ORG=` (the originator), `BNF=` (the beneficiary), `INDN:` (an ACH entry's
 * individual name) and `ZELLE FROM` / `ZELLE TO`, as PERSON_NAME: capital words up to a digit,
 * a slash, two blanks, another tag or the line's end. The bank's and the customer's routing
 * numbers, the amounts and the type codes stay. Starts from the keyword pass's hits: a record
 * `03,` at a line's start in a file with a group header (`02,`), and the tags.
 */
const ACCOUNT = /03,(?<value>[A-Za-z0-9-]{4,34}),(?:[A-Z]{3})?,/y;
/** A name after a tag: capital words (no digit), up to a digit, `/`, two blanks, another tag or the line's end. */
const NAME_AFTER = /(?<value>[A-Z][A-Z'.&-]*(?:,? [A-Z][A-Z'.&-]*){0,5})(?= +(?:CO ID|ID:|ADDR|OBI|BBI|REF|[0-9])|[ \t]*(?:\/|$|\r?\n)|  )/y;
const TAGS = ['ORG=', 'BNF=', 'INDN:', 'ZELLE FROM ', 'ZELLE TO '];

function* findBai2(text: string, ctx: DetectorContext): Iterable<Candidate> {
  const hits = ctx.keywordHits ?? allHits(text);
  let isBai2: boolean | undefined;
  for (const at of hits) {
    if (text.startsWith('03,', at)) {
      if (at > 0 && text.charCodeAt(at - 1) !== 10) continue;
      isBai2 ??= /01,[^\n]*\n02,/.test(text.slice(0, 4096));
      if (!isBai2) continue;
      ACCOUNT.lastIndex = at;
      const m = ACCOUNT.exec(text);
      if (m && /\d{4}/.test(m[1]!)) yield { start: at + 3, end: at + 3 + m[1]!.length, score: 0.9, entity: 'IBAN' };
      continue;
    }
    const tag = TAGS.find((t) => text.startsWith(t, at));
    if (!tag || (at > 0 && /[A-Za-z0-9]/.test(text[at - 1]!))) continue;
    NAME_AFTER.lastIndex = at + tag.length;
    const m = NAME_AFTER.exec(text);
    if (!m || !m[1]!.includes(' ')) continue;
    yield { start: at + tag.length, end: at + tag.length + m[1]!.length, score: 0.92, entity: 'PERSON_NAME' };
  }
}

/** Where the keywords begin, when the finder is called on its own. */
function allHits(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(/03,|ORG=|BNF=|INDN:|ZELLE (?:FROM|TO) /g)) out.push(m.index!);
  return out;
}

export default defineDetector({
  id: 'bai2-fields',
  entity: 'PERSON_NAME',
  find: findBai2,
  keywords: ['03,', 'org=', 'bnf=', 'indn:', 'zelle from ', 'zelle to '],
  examples: {
    // The account number (IBAN) is tested in test/detectors/reader11-leaks.test.ts.
    positive: [
      // Fictitious counterparties (the eleventh reading's BAI2 statement); the record layout of BAI2's specification.
      { text: '88,ORG=MARISOL ECHEVERRIA QUINTERO 4410 W ADDISON ST CHICAGO IL 60641', match: 'MARISOL ECHEVERRIA QUINTERO' },
      { text: '88,BNF=TOMASZ WISNIEWSKI/AC-000041827364', match: 'TOMASZ WISNIEWSKI' },
      { text: '16,142,36500,0,261120418275,,ZELLE FROM GRAHAM WHITFIELD/', match: 'GRAHAM WHITFIELD' },
    ],
    negative: [
      'ORG=ACME', // one word: a code
      'see ORG=12345 for the unit',
    ],
  },
});
