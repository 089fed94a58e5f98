import { defineDetector } from '../engine/detector.js';
import type { Candidate } from '../engine/types.js';

/**
 * The counterparty of a transaction in an MT940 statement's structured `:86:` field (the
 * Dutch banks' layout, as Rabobank's and ING's "MT940 structured" format descriptions give it):
 * subfields `/NAME/` (the counterparty's name) and `/ADDR/` (its address) among `/TRCD/`,
 * `/BENM/`, `/ORDP/`, `/REMI/`, `/IBAN/`… A subfield's value runs to the next `/CODE/` or the
 * field's end, over the field's continuation lines. A name that ends in a legal form (`BV`,
 * `NV`, `GmbH`, `Ltd`…) is an organization's, any other a person's. The IBAN is the IBAN
 * detector's; the free text of `/REMI/` the other detectors'.
 */
const SUBFIELD = /\/(?<code>NAME|ADDR)\/(?<value>[^/\r\n]+(?:\r?\n(?![:-])[^/\r\n]+)*)/g;
const FIELD = /^:86:/m;
const LEGAL_FORM = /(?:^|[\s.])(?:B\.?V\.?|N\.?V\.?|V\.?O\.?F\.?|C\.?V\.?|GmbH|AG|KG|Ltd\.?|LLC|Inc\.?|plc|S\.?A\.?|SARL|S\.?r\.?l\.?|AB|AS|A\/S|Oy|SE)$/i;

function* findCounterparties(text: string): Iterable<Candidate> {
  if (!FIELD.test(text)) return;
  // Only inside :86: fields: from a line opening with ":86:" to the next tag or the end mark.
  for (let at = text.search(FIELD); at >= 0; ) {
    const next = text.slice(at + 4).search(/^(?::\d\d[A-Z]?:|-)/m);
    const end = next < 0 ? text.length : at + 4 + next;
    const field = text.slice(at, end);
    SUBFIELD.lastIndex = 0;
    for (let m = SUBFIELD.exec(field); m !== null; m = SUBFIELD.exec(field)) {
      const value = m.groups!.value!.trimEnd();
      if (!/\p{L}/u.test(value)) continue;
      const start = at + m.index + m[0].length - m.groups!.value!.length;
      const entity = m.groups!.code === 'ADDR' ? 'ADDRESS' : LEGAL_FORM.test(value) ? 'ORGANIZATION' : 'PERSON_NAME';
      yield { start, end: start + value.length, score: 0.95, entity };
    }
    const following = text.slice(end).search(FIELD);
    at = following < 0 ? -1 : end + following;
  }
}

export default defineDetector({
  id: 'mt940-fields',
  entity: 'PERSON_NAME',
  find: findCounterparties,
  keywords: [':86:'],
  examples: {
    positive: [
      // A fictitious counterparty (the ninth reading's statement), in Rabobank's structured :86: layout.
      {
        text: '\n:86:/TRCD/00100/ORDP//NAME/Hendrika van der Lelie-Bakker/ADDR/Van Woustraat 141 1074 AK Amsterdam/REMI/USTD//Lening/IBAN/NL93ABNA0417293856\n',
        match: 'Hendrika van der Lelie-Bakker',
      },
    ],
    negative: [
      ':86:/TRCD/01000/NAME/KPN BV/REMI/USTD//Abonnement', // an organization
      '/NAME/Hendrika van der Lelie-Bakker', // no :86: field
    ],
  },
});
