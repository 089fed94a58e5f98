import { defineDetector } from '../engine/detector.js';

/**
 * A party's name in an ISO 20022 message (camt.053 statements, pain.001 transfers): the `<Nm>` of
 * a creditor, a debtor, their ultimate parties or an account's owner (`<Cdtr>`, `<Dbtr>`,
 * `<UltmtCdtr>`, `<UltmtDbtr>`, `<Ownr>`), directly or under `<Pty>` as camt.053.001.08 nests it
 * (ISO 20022 message definitions: PartyIdentification, Party40Choice). The element says it is a
 * party's name whatever the words look like ("Margriet Vos-Verhoeven", a name the names analysis
 * does not know). A firm there (a legal form: "B.V.", "GmbH", "Ltd") is no person and stays.
 */
const PARTY_NAME = /<(?:Cdtr|Dbtr|UltmtCdtr|UltmtDbtr|Ownr)>\s*(?:<Pty>\s*)?<Nm>(?<value>[^<>\r\n]{1,140})<\/Nm>/g;
// Legal forms in a firm's name (the EU's and the UK's company registers' forms).
const FIRM =
  /(?<![\p{L}\p{N}])(?:B\.?V|N\.?V|GmbH|AG|KG|SE|S\.?A|S\.?L|SAS|SARL|S\.?p\.?A|S\.?r\.?l|Ltd|Limited|LLC|LLP|Inc|Corp|PLC|plc|Oy|AB|ASA|A\/S|ApS|Sp\.? z o\.?o|e\.?V|Bank|Banque)\.?(?![\p{L}\p{N}])/u;
// Foundations, associations and insurers, also at a compound's end ("Woonstichting", "Huurdersvereniging").
const BODY = /stichting|vereniging|verein|genossenschaft|versicherung|association|foundation/i;

export default defineDetector({
  id: 'person-name-iso20022',
  entity: 'PERSON_NAME',
  patterns: () => [PARTY_NAME],
  keywords: ['<nm>'],
  keywordsInWords: true,
  window: 160,
  score: 0.85,
  validate: (value) => /\p{L}/u.test(value) && !FIRM.test(value) && !BODY.test(value),
  examples: {
    positive: [
      // Fictitious parties, nested as the eighth reading's camt.053 nests them.
      { text: '<RltdPties>\n  <Cdtr><Pty><Nm>Margriet Vos-Verhoeven</Nm></Pty></Cdtr>\n</RltdPties>', match: 'Margriet Vos-Verhoeven' },
      { text: '<UltmtDbtr><Nm>Femke Oudshoorn-Brink</Nm></UltmtDbtr>', match: 'Femke Oudshoorn-Brink' },
    ],
    negative: [
      '<Cdtr><Pty><Nm>Woonstichting De Linie B.V.</Nm></Pty></Cdtr>', // a firm
      '<Cdtr><Pty><Nm>Huurdersvereniging Centrum</Nm></Pty></Cdtr>', // an association
    ],
  },
});
