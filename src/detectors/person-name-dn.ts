import { defineDetector } from '../engine/detector.js';

/**
 * A person's name in a distinguished name's attributes (X.520: `surname` SN, `givenName` GN), as
 * `openssl x509 -text` prints a certificate's subject (`SN = OBERLÄNDER, GN = KATHARINA`), as
 * RFC 4514 writes it (`SN=Oberländer,GN=Katharina`) and as OpenSSL's old one-line form does
 * (`/SN=Oberländer/GN=Katharina`); and the common name of an eID certificate, which ETSI EN
 * 319 412-1's natural-person profile fills as `SURNAME,GIVENNAME,personal code` (Estonia's,
 * Latvia's and Lithuanian ID cards: `CN = "OBERLÄNDER,KATHARINA,48905120277"`, the code itself
 * is the national-ID registry's). The twelfth reading's S/MIME certificate dump. Letters only
 * (a device's `SN=4F2A91` is a serial number). And the mailbox's name at the end of an Exchange
 * legacy DN (MS-OXOABK's `legacyExchangeDN`, `/o=…/ou=…/cn=Recipients/cn=<32 hex digits>-<name>`, as
 * Exchange Online writes it: `…/CN=RECIPIENTS/CN=3F8A…B0C-OKAFOR, CHI`, the fourteenth reading's
 * .msg dump): after the GUID's hex digits, or without them a name of two words. Starts from the
 * keyword pass.
 */
const END = String.raw`(?=[ \t]*(?:,|\+|/|\r?\n|$))`;
const ATTRIBUTE = String.raw`(?<![\p{L}\p{N}])(?:SN|GN|surname|givenName|GivenName|Surname)[ \t]*=[ \t]*(?<value>\p{L}[\p{L}\p{M}' .-]{0,62}\p{L}|\p{L})${END}`;
const EXCHANGE_DN = String.raw`/cn=recipients/cn=(?:[0-9a-f]{32}-|(?=\p{L}[\p{L}\p{M}'.-]*,?[ ]\p{L}))(?<value>\p{L}[\p{L}\p{M}' .,-]{0,62}\p{L})(?=[ \t]*(?:["'>\]);/]|\r?\n|$))`;
const EID_CN = String.raw`(?<![\p{L}\p{N}])CN[ \t]*=[ \t]*"?(?<value>\p{Lu}[\p{Lu}\p{M}' -]*\p{Lu}\\?,\p{Lu}[\p{Lu}\p{M}' -]*\p{Lu})\\?,(?:PNO[A-Z]{2}-)?\d{6,13}`;

export default defineDetector({
  id: 'person-name-dn',
  entity: 'PERSON_NAME',
  patterns: () => [new RegExp(ATTRIBUTE, 'gmu'), new RegExp(EID_CN, 'gu'), new RegExp(EXCHANGE_DN, 'giu')],
  keywords: ['sn', 'gn', 'surname', 'givenname', 'cn'],
  window: 128,
  score: 0.9,
  examples: {
    positive: [
      // A fictitious person (the twelfth reading's S/MIME certificate).
      { text: 'Subject: C = EE, CN = "OBERLÄNDER,KATHARINA,48905120277", SN = OBERLÄNDER, GN = KATHARINA, serialNumber = PNOEE-48905120277', match: ['OBERLÄNDER,KATHARINA', 'OBERLÄNDER', 'KATHARINA'] },
      { text: 'subject=/C=DE/SN=Lenz/GN=Annegret/OU=Praxis', match: ['Lenz', 'Annegret'] },
    ],
    negative: [
      'device SN=4F2A91 rebooted', // a serial number
      'GN = 42', // digits
      'CN = www.example.org', // a host's certificate
    ],
  },
});
