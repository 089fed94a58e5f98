import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { foldKey } from '../lexicon/fold.js';
import { isCommonWord, isFamilyName, isGivenName } from './names/names-gazetteer.js';
import { keywordPlaces } from './lib/keyword-places.js';

/**
 * A payment's party quoted in a log message or an exception, after the word that names the party
 * (`beneficiary name mismatch for 'Jonas Weißenborn'`, `BeneficiaryMismatchException: expected
 * 'JONAS WEISSENBORN' but account … is held by 'J. Weissenborn-Kalb'`, `payee "Aoife Brennan"`):
 * on the rest of the line (160 characters at most), each quoted string of two to four words,
 * capitalised or in capitals, the first an initial or a listed given name, the others no common
 * word unless a listed family name. The names analysis reads prose; in a log line the quotes, the
 * capitals and the town of the same name (Weißenborn) hide the name from it. Starts from the
 * keyword pass's hits (the party's words), never from every quote: leaks14's finder that read
 * every quote of prose cost some 5% (docs/reader.md).
 */
// An apostrophe only inside a word (`O'Neil`, `D'ARCY`): a closing quote is none of the name.
const WORD = String.raw`(?:\p{Lu}\.|\p{Lu}(?:[\p{Ll}\p{M}]+(?:['’]\p{Lu}?[\p{Ll}\p{M}]+)?|['’]\p{Lu}[\p{Ll}\p{M}]+)|\p{Lu}{2,}(?:['’]\p{Lu}+)?)(?:-(?:\p{Lu}[\p{Ll}\p{M}]+|\p{Lu}{2,}))?`;
const QUOTED = new RegExp(String.raw`(['"‘“])(${WORD}(?:[ \t]+${WORD}){1,3})(['"’”])(?![\p{L}\p{N}])`, 'gu');
const INITIAL = /^\p{Lu}\.$/u;

function isName(value: string): boolean {
  const words = value.split(/[ \t]+/);
  const first = words[0]!;
  if (!INITIAL.test(first) && !isGivenName(foldKey(first))) return false;
  for (const w of words.slice(1)) {
    if (INITIAL.test(w)) continue;
    for (const part of w.split('-')) {
      const key = foldKey(part);
      if (isCommonWord(key) && !isFamilyName(key)) return false;
    }
  }
  return true;
}

function* findQuotedParties(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  let after = 0;
  for (const hit of ctx?.keywordHits ?? keywordPlaces(text, KEYWORDS)) {
    const from = Math.max(hit, after);
    let lineEnd = text.indexOf('\n', from);
    if (lineEnd < 0) lineEnd = text.length;
    const to = Math.min(lineEnd, from + 160);
    QUOTED.lastIndex = from;
    for (let m = QUOTED.exec(text); m !== null && m.index < to; m = QUOTED.exec(text)) {
      const end = m.index + m[0].length;
      if (end > to) break;
      // The quotes pair: ' with ', " with ", ‘ with ’, “ with ”.
      const open = m[1]!;
      const close = m[3]!;
      if (open !== close && !(open === '‘' && close === '’') && !(open === '“' && close === '”')) continue;
      after = end;
      if (isName(m[2]!)) yield { start: m.index + 1, end: end - 1, score: 0.8 };
    }
  }
}

const KEYWORDS = ['beneficiary', 'payee', 'held by', 'account holder', 'holder name', 'remitter', 'payer name', 'debtor name', 'creditor name'] as const;

export default defineDetector({
  id: 'person-name-quoted-party',
  entity: 'PERSON_NAME',
  find: findQuotedParties,
  keywords: KEYWORDS,
  examples: {
    positive: [
      // A fictitious payments service's log (the eighth reading's stack trace).
      { text: "payee \"Aoife O'Brien\" added", match: "Aoife O'Brien" },
      { text: "ERROR c.n.b.payments.TransferService - Transfer rejected: beneficiary name mismatch for 'Jonas Weißenborn'", match: 'Jonas Weißenborn' },
      {
        text: "com.northbank.payments.exception.BeneficiaryMismatchException: expected 'JONAS WEISSENBORN' but account DE31370400440532918472 is held by 'J. Weissenborn-Kalb'",
        match: ['JONAS WEISSENBORN', 'J. Weissenborn-Kalb'],
      },
    ],
    negative: [
      "beneficiary bank set to 'Deutsche Bank'", // no given name first
      "payee reference 'Rent November'", // a common word
      "Transfer rejected: reason 'Jonas Weißenborn'", // no party's word
    ],
  },
});
