import { defineDetector } from '../engine/detector.js';

/**
 * A payment card's security code (CVV2, CVC2, CAV2, CVN: three digits, four on American
 * Express's cards) after the word that names it: `CVV 381`, `CVC2: 904`, `security code 4417`,
 * `código de seguridad: 118`, `cryptogramme visuel 902`, `Prüfnummer 552`. PCI DSS v4.0
 * requirement 3.3.1.2 forbids keeping it after authorization at all, so it goes with the card
 * number (CREDIT_CARD) though it names no account by itself. A number of three or four digits
 * alone is anything; the label is required. "CID" and "CSC" are left out: a caller, client or
 * case id as often. From the keyword pass.
 */
const SECURITY_CODE = /(?<![\p{L}\p{N}])(?:cvv2?|cvc2?|cav2|cvn|(?:card[ \t]+)?(?:security|verification)[ \t]+(?:code|value)|c[oó]digo[ \t]+de[ \t]+seguri?(?:dad|an[cç]a)|cryptogramme(?:[ \t]+visuel)?|(?:karten)?pr(?:ü|ue)fnummer|codice[ \t]+di[ \t]+sicurezza)(?:[ \t]*\/[ \t]*cv[vc]2?)?[ \t]*(?:\((?:cvv2?|cvc2?)\)[ \t]*)?(?:[:=#][ \t]*|(?:is|es|est|ist|é|no\.?)[ \t]+)?(?<value>\d{3,4})(?![\p{N}]|[.,:\/\-]\d)/giu;

export default defineDetector({
  id: 'card-security-code',
  entity: 'CREDIT_CARD',
  patterns: () => [SECURITY_CODE],
  keywords: ['cvv', 'cvv2', 'cvc', 'cvc2', 'cav2', 'cvn', 'security code', 'security value', 'verification code', 'verification value', 'código de seguridad', 'codigo de seguridad', 'código de segurança', 'codigo de seguranca', 'cryptogramme', 'prüfnummer', 'pruefnummer', 'kartenprüfnummer', 'codice di sicurezza'],
  window: 40,
  score: 0.85,
  examples: {
    // The names of the code are the card schemes' (Visa CVV2, Mastercard CVC2, JCB CAV2) and
    // PCI DSS v4.0's glossary ("card verification code or value"); the codes are arbitrary.
    positive: [
      { text: 'Card ending 6467, exp 09/27, CVV 381', match: '381' },
      { text: 'CVC2: 904', match: '904' },
      { text: 'Amex security code 4417 on the front', match: '4417' },
      { text: 'el código de seguridad es 118', match: '118' },
      { text: 'cryptogramme visuel : 902', match: '902' },
      { text: 'CVV/CVC: 552', match: '552' },
    ],
    negative: [
      'CVV 38', // two digits: no code
      'CVV 38125 units', // five digits
      'the CVV field is required', // no number
      'security code 12/2024', // a date
      'CID 381', // a caller or case id as often
    ],
  },
});
