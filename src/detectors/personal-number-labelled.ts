import { defineDetector } from '../engine/detector.js';
import { lazy } from '../engine/lazy.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { keywordPlaces } from './lib/keyword-places.js';

/**
 * Numbers by which an organization knows one person, after a label that names them as the
 * person's own, in the ninth reading's languages (account-id.ts holds the English ones):
 * - a member's number (`Socio N° ST-0918-4417` on a Peruvian pharmacy's receipt; `Afiliado
 *   Nro.`, `Asociado N°`, `Miembro N°`);
 * - a personal contract's number (`zmluva 3P-2284716`, a Slovak third-pillar pension savings
 *   contract on a payslip; `číslo zmluvy`, Czech `smlouva`, `č. smlouvy`; `Vertragsnummer`,
 *   `contrato N°`, `contrat n°`);
 * - a health insurance number (`ZZZS številka: 018472936`, the Slovenian insurance institute's
 *   nine digits; `številka zavarovane osebe`, `št. zavarovanca`);
 * - a document's series and number after the Latvian `sērija` (`dzimšanas apliecības kopija
 *   (sērija DA Nr. 0418273)`, a birth certificate's): the series' capitals, `Nr.`, the digits.
 * All are USERNAME, as account-id.ts's customer and member numbers and its labour card's. The
 * member's, contract's and insured's numbers hold five digits or more, maybe capitals and single
 * `-`, `/`, `.`. An order's, an invoice's, a ticket's number stays (no such label); so does a
 * label with no number after it.
 * Starts from the keyword pass's hits and reads the label and the number there.
 */
const VALUE = String.raw`(?=[A-Z0-9./-]*\d(?:[A-Z./-]*\d){4})[A-Z0-9](?:[A-Z0-9]|[-/.](?=[A-Z0-9])){3,23}(?![\p{L}\p{N}_]|[-/.][\p{L}\p{N}])`;
const NUMBER_WORD = String.raw`(?:n[°º]\.?|nro\.?|no\.|núm\.?|número|numero|#|č\.|číslo|nr\.?)`;
const JOIN = String.raw`[ \t]*(?:[:：][ \t]*)?`;
const LABELS = [
  // A member's number (Spanish).
  String.raw`(?:socio|afiliado|asociado|miembro)[ \t]+${NUMBER_WORD}${JOIN}`,
  // A contract's number: the Slovak and Czech word (its cases), then maybe "no."; the number
  // word before it; German, Spanish, French.
  String.raw`(?:zmluv[aeyu]|smlouv[aěyu])(?:[ \t]+(?:č\.|číslo))?${JOIN}`,
  String.raw`(?:č\.|číslo)[ \t]+(?:zmluvy|smlouvy)${JOIN}`,
  String.raw`(?:vertragsnummer|vertrags-nr\.?)${JOIN}`,
  String.raw`(?:contrato|contrat)[ \t]+${NUMBER_WORD}${JOIN}`,
  String.raw`(?:n(?:ú|u)mero[ \t]+de[ \t]+contrato|num(?:é|e)ro[ \t]+de[ \t]+contrat)${JOIN}`,
  // A Slovenian health insurance number.
  String.raw`(?:zzzs[ \t]+(?:številka|št\.)|številka[ \t]+(?:zzzs|zavarovane[ \t]+osebe|zavarovanca)|št\.[ \t]+(?:zavarovane[ \t]+osebe|zavarovanca))${JOIN}`,
];
// Made on first use (a pattern built with a call, which scripts/lazy-regex.mjs leaves: ~0.4 ms of
// every run's start-up).
const MEMBER = lazy(() => new RegExp(String.raw`(?:${LABELS.join('|')})(${VALUE})`, 'iuy'));
// The Latvian document's series (capitals) and number: the value is both.
const SERIES = /(?:sērija|sērijas|serija)[ \t]+([A-Z]{1,3}[ \t]+(?:Nr\.?|№)[ \t]*\d{5,9})(?![\p{L}\p{N}]|[-/.]\p{N})/uy;

function* findNumbers(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  for (const hit of ctx?.keywordHits ?? keywordPlaces(text, KEYWORDS)) {
    if (hit > 0 && /[\p{L}\p{N}]/u.test(text[hit - 1]!)) continue;
    SERIES.lastIndex = hit;
    const s = SERIES.exec(text);
    if (s !== null) {
      const end = s.index + s[0].length;
      yield { start: end - s[1]!.length, end, score: 0.85 };
      continue;
    }
    const member = MEMBER();
    member.lastIndex = hit;
    const m = member.exec(text);
    if (m === null) continue;
    const end = m.index + m[0].length;
    yield { start: end - m[1]!.length, end, score: 0.8 };
  }
}

const KEYWORDS = [
  // The member's words with the number's word after them: a bare 'socio' opens 'social'.
  'socio n', 'socio #', 'afiliado n', 'afiliado #', 'asociado n', 'asociado #', 'miembro n', 'miembro #', 'zmluv', 'smlouv', 'č. zmluvy', 'č. smlouvy', 'číslo zmluvy', 'číslo smlouvy',
  'vertragsnummer', 'vertrags-nr', 'contrato', 'contrat', 'número de contrato', 'numero de contrato', 'numéro de contrat',
  'numero de contrat', 'zzzs', 'številka', 'št. zavarovan', 'sērija', 'serija',
] as const;

export default defineDetector({
  id: 'personal-number-labelled',
  entity: 'USERNAME',
  find: findNumbers,
  keywords: KEYWORDS,
  examples: {
    positive: [
      // Fictitious numbers (the ninth reading's receipt, payslip, notice and application).
      { text: 'Puntos Salud Total acumulados: 127\nSocio N° ST-0918-4417\n', match: 'ST-0918-4417' },
      { text: 'Sporenie 3. pilier: 20,00 (NN Tatry, zmluva 3P-2284716)', match: '3P-2284716' },
      { text: 'ZZZS številka:      018472936\n', match: '018472936' },
      { text: 'dzimšanas apliecības kopija (sērija DA Nr. 0418273).', match: 'DA Nr. 0418273' },
      { text: 'Vertragsnummer: KV-20948172', match: 'KV-20948172' },
    ],
    negative: [
      'Socio N° 12', // too short
      'zmluva o dielo č. 2026', // a year
      'Pedido N° 884129-OT', // an order names no one
      'el socio fundador de la empresa',
      'ZZZS številka: bo dodeljena', // no number ("will be assigned")
      'sērija DA', // no number
    ],
  },
});
