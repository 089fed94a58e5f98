import { defineDetector } from '../engine/detector.js';

/**
 * The user part of a SIP URI whose host is an address, not a domain (RFC 3261 §19.1:
 * `sip:user@host:port`): a SIP trace's `Contact: <sip:ioana.marinescu@185.41.82.7:5060>` names
 * the account reached at that address. A URI with a domain host reads as an e-mail address
 * (that detector takes it whole); one whose user part is a number is a phone's (the phone
 * detectors'). From the literal `sip:` (and `sips:`).
 */
const SIP_USER = /\bsips?:(?<value>[A-Za-z][\w.!~*'&=+$,;?/-]{0,63})@(?:\d{1,3}(?:\.\d{1,3}){3}|\[[\dA-Fa-f:.]{2,45}\])(?![\w.-]*[A-Za-z][\w-]*\.[A-Za-z])/g;

export default defineDetector({
  id: 'username-sip',
  entity: 'USERNAME',
  patterns: () => [SIP_USER],
  keywords: ['sip:', 'sips:'],
  keywordsInWords: true,
  window: 140,
  score: 0.75,
  validate: (value) => !/^(?:anonymous|unknown|invalid|asterisk|root|admin)$/i.test(value),
  examples: {
    positive: [
      // Fictitious accounts (the thirteenth reading's ngrep SIP trace).
      { text: 'Contact: <sip:ioana.marinescu@185.41.82.7:5060>', match: 'ioana.marinescu' },
      { text: 'From: <sip:bpetrescu@10.20.4.18>;tag=as41827365', match: 'bpetrescu' },
    ],
    negative: [
      'From: "Anonymous" <sip:anonymous@10.20.4.18>', // no account
      'To: <sip:+40744182736@10.20.4.18>', // a number: the phone detectors'
      'INVITE sip:sip.voipro.ro SIP/2.0', // no user part
    ],
  },
});
