import { defineDetector } from '../engine/detector.js';
import type { EntityName } from '../entities.js';
import type { Candidate } from '../engine/types.js';
import { luhn } from './lib/checksums.js';

/**
 * The passenger's values in an airline booking (a PNR) as a reservation system displays it
 * (Amadeus' "RP/" header and numbered elements; Sabre and Galileo print the same IATA elements):
 * - a name element, `1.OYELARAN/ADEBOLA MRS` (surname, slash, given names and title, in capitals);
 * - the names of SSR DOCS (APIS passport data, IATA PADIS: `P/GBR/547382916/GBR/22JUL84/F/
 *   30MAY31/OYELARAN/ADEBOLA/P1`: surname and given names after the expiry date) and the
 *   address of SSR DOCA (`R/GBR/27 CHESTNUT GROVE/LONDON//SW12 8JX/P1`);
 * - the frequent flyer number of SSR FQTV, an account identifier (`SSR FQTV BA HK1 BA48172936`);
 * - a CTCE e-mail, written with `//` for `@` (`J.FAIRCLOUGH//ALDERLEY-ENG.CO.UK`);
 * - a card in the form of payment, `FP CCVI4532…/1128`: the card brand's two letters glued to
 *   the number (Luhn checked);
 * - a remark or mailing address element: `RM PAX ADDR …`, `AM …`, `AB …` (the rest of the line).
 * The passport numbers, dates and phones of these lines are the other detectors' finds.
 */
const HEADER = /^[ \t]*RP\/[A-Z0-9]{6,9}\/|SSR[ \t]+DOCS[ \t]/m;
/** A name element: its number and a dot, the surname, a slash, the given names and title. */
const NAME = /(?:^|[ \t])\d{1,2}\.(?<value>[A-Z][A-Z'-]*(?: [A-Z][A-Z'-]*)*\/[A-Z][A-Z'-]*(?: [A-Z][A-Z'-]*)*)/gm;
/** SSR DOCS's free text: document type, issuer, number, nationality, birth date, sex, expiry, then the names. */
const DOCS = /SSR[ \t]+DOCS[ \t]+[A-Z0-9]{2}[ \t]+[A-Z]{2}\d[ \t/]+[A-Z]{1,2}\/[A-Z]{3}\/[A-Z0-9]+\/[A-Z]{3}\/\d{2}[A-Z]{3}\d{2}\/[MFU]I?\/\d{2}[A-Z]{3}\d{2}\/(?<value>[A-Z][A-Z' -]*\/[A-Z][A-Z' -]*)/g;
/** SSR DOCA: residence or destination, the country, then address, city, state and postcode. */
const DOCA = /SSR[ \t]+DOCA[ \t]+[A-Z0-9]{2}[ \t]+[A-Z]{2}\d[ \t/]+[RD]\/[A-Z]{3}\/(?<value>[A-Z0-9][A-Z0-9 ,.'\/-]*?)(?=\/I?\/?P\d|\/?$)/gm;
const FQTV = /SSR[ \t]+FQTV[ \t]+[A-Z0-9]{2}[ \t]+[A-Z]{2}\d[ \t/]+(?<value>[A-Z0-9]{2}[A-Z0-9]{5,16})(?![A-Z0-9])/g;
const CTCE = /CTCE[ \t]+(?:[A-Z0-9]{2}[ \t]+[A-Z]{2}\d[ \t/]+)?(?<value>[A-Z0-9][A-Z0-9._%+-]*\/\/[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,})/g;
const CARD = /(?:^|[ \t])FP[ \t]+(?:PAX[ \t]+)?CC[A-Z]{2}(?<value>\d{13,19})(?!\d)/gm;
const ADDRESS = /^[ \t]*\d{1,3}[ \t]+(?:RM[ \t]+PAX[ \t]+ADDR|A[MB])[ \t]+\/?(?<value>[A-Z0-9][^\r\n]*?)[ \t]*$/gm;

const RULES: ReadonlyArray<readonly [RegExp, EntityName, ((value: string) => boolean)?]> = [
  [NAME, 'PERSON_NAME'],
  [DOCS, 'PERSON_NAME'],
  [DOCA, 'ADDRESS'],
  [FQTV, 'USERNAME'],
  [CTCE, 'EMAIL_ADDRESS'],
  [CARD, 'CREDIT_CARD', luhn],
  [ADDRESS, 'ADDRESS'],
];

function* findPnrValues(text: string): Iterable<Candidate> {
  if (!HEADER.test(text)) return;
  for (const [re, entity, check] of RULES) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      const value = m.groups!.value!.trimEnd();
      if (check && !check(value)) continue;
      const start = m.index + m[0].length - m.groups!.value!.length;
      yield { start, end: start + value.length, score: 0.9, entity };
    }
  }
}

export default defineDetector({
  id: 'pnr',
  entity: 'PERSON_NAME',
  find: findPnrValues,
  keywords: ['rp/', 'ssr docs'],
  examples: {
    // The other elements' values (FQTV, CTCE, FP, RM) are in test/detectors/reader9-leaks.test.ts.
    positive: [
      // Fictitious passengers (the ninth reading's booking), in Amadeus' display.
      {
        text: '\nRP/LHRBA08AA/LHRBA08AA            AA/SU  26NOV26/1418Z   7QK4LM\n  1.OYELARAN/ADEBOLA MRS   2.FAIRCLOUGH/JAMES ROBERT MR\n 19 FP CCVI4532018472619353/1128*CV/GBP2418.60/A\n',
        match: ['OYELARAN/ADEBOLA MRS', 'FAIRCLOUGH/JAMES ROBERT MR'],
      },
      {
        text: ' 11 SSR DOCS BA HK1 P/GBR/547382916/GBR/22JUL84/F/30MAY31/OYELARAN/ADEBOLA/P1\n 15 SSR FQTV BA HK1 BA48172936/P1\n 17 OSI BA CTCE J.FAIRCLOUGH//ALDERLEY-ENG.CO.UK\n',
        match: 'OYELARAN/ADEBOLA',
      },
    ],
    negative: [
      '  1.OYELARAN/ADEBOLA MRS', // no PNR header nor SSR DOCS
      'RP/LHRBA08AA/LHRBA08AA\n 19 FP CCVI4532018472619354/1128', // wrong Luhn digit
      'see section 3.2 and 1.A/B testing',
    ],
  },
});
