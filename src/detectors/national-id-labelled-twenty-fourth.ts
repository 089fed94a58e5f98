import { defineDetector } from '../engine/detector.js';

/**
 * Identity and social-security numbers of the twenty-fourth reading (docs/reader.md, reader24)
 * that have no published structure to check (no check digit; lengths and groupings seen on
 * specimens only): taken after the card's own name, never alone.
 * - a form's dotted leader between the label and its value (`CNI n° ........ : 0123/45.871`,
 *   `NIN ............ 987-0411-1-1-26`); a CNI's digits grouped by `/` or `.` (a Burundian
 *   CNI's `0098/31.204`), or by spaces after `NIN` (a Comorian card's `NIN 1989 0803 4471 2`);
 * - `NIN` (the National Identification Number of Seychelles, Comoros…) before digits in three to
 *   five groups joined by `-`, in capitals only, also in brackets (`(NIN 961-0227-2-1-05)`);
 * - the Portuguese identity card (`BI nº: 1024587341`, `Bilhete de Identidade nú. :
 *   04-117245-96`: Guinea-Bissau, Timor-Leste), only with its number word after `BI`;
 * - Equatorial Guinea's Documento de Identidad Personal (`DIP nº 0318552`), a Spanish passport's
 *   `pasaporte [adjective] nº O0381146`;
 * - a social-security registration number after `N° d'immatriculation INSS/CNSS/CNPS` (Burundi's
 *   INSS: `1-0583-771402-5`);
 * - a voter card's number after its name in Tetum or Portuguese (`Nú. Kartaun Eleitorál :
 *   0301-2026-0048217`, `Cartão de Eleitor nº`).
 * Starts from the keyword pass: the patterns run on windows around the labels only.
 */
const END = String.raw`(?![\p{L}\p{N}]|[-/.][\p{L}\p{N}])`;
const NUMBER_WORD = String.raw`(?:N°|Nº|N\.º|n°|nº|n\.º|No\.?|Nú\.?|nú\.?|núm\.?|número|numéro)`;
// A form's dotted leader ("Nom ........ : "), three dots at least.
const LEADER = String.raw`(?:[ \t]*\.{3,})?`;
const COLON = String.raw`(?:[ \t]*[:：])?[ \t]*`;
const JOIN = String.raw`${LEADER}(?:[ \t]*${NUMBER_WORD}${LEADER})?${COLON}`;
// Digits, alone or in two to five groups joined by one space, "-", "/" or "." (validate counts them).
const DIGITS = String.raw`(?<value>\d{1,12}(?:[ ./-]\d{1,12}){0,4})${END}`;
// A card's number grouped by "/" or "." (a Burundian CNI's `0123/45.871`), and one in three to
// five groups joined by "-" (a Seychellois NIN's `987-0411-1-1-26`). Digits grouped by spaces
// only after both the card's name and `NIN` (`Carte nationale d'identité n° : NIN 1989 0803 4471
// 2`): a Senegalese CNI's `1 751 1988 04182` and a Somali NIN's `8827 4106 5193` have their own
// formats in the registry, with their own checks.
const SLASHED = String.raw`(?<value>\d{1,7}(?:[./]\d{1,7}){1,3})${END}`;
const HYPHENED = String.raw`(?<value>\d{1,7}(?:-\d{1,7}){2,4})${END}`;
const CARD_NAME = String.raw`(?<![\p{L}\p{N}])(?:CNI|[Cc]arte[ \t]+[Nn]ationale[ \t]+d['’][Ii]dentit[ée]|CARTE[ \t]+NATIONALE[ \t]+D['’]IDENTIT[ÉE])${JOIN}`;
const CNI = String.raw`${CARD_NAME}${SLASHED}`;
const CNI_NIN = String.raw`${CARD_NAME}NIN[ \t]+${DIGITS}`;
const NIN = String.raw`(?<![\p{L}\p{N}])NIN${JOIN}${HYPHENED}`;
const BI = String.raw`(?<![\p{L}\p{N}])(?:BI|[Bb]ilhete[ \t]+de[ \t]+[Ii]dentidade)[ \t]*${NUMBER_WORD}${LEADER}${COLON}${DIGITS}`;
const DIP = String.raw`(?<![\p{L}\p{N}])(?:DIP|Documento[ \t]+de[ \t]+Identidad[ \t]+Personal(?:[ \t]+\(DIP\))?)[ \t]*${NUMBER_WORD}${COLON}(?<value>\d{6,9})${END}`;
const PASAPORTE = String.raw`(?<![\p{L}\p{N}])[Pp]asaporte(?:[ \t]+\p{Ll}{3,16}){0,2}[ \t]+(?:nº|n°|n\.º|núm\.?|número|No\.?)${COLON}(?<value>[A-Z]{0,2}\d{6,9})${END}`;
const IMMATRICULATION = String.raw`(?<![\p{L}\p{N}])${NUMBER_WORD}[ \t]*d['’]immatriculation[ \t]+(?:INSS|CNSS|CNPS|CSS)${JOIN}(?<value>\d(?:[ -]?\d){6,15})${END}`;
const VOTER_CARD = String.raw`(?<![\p{L}\p{N}])(?:[Kk]artaun[ \t]+[Ee]leitor[áa]l|KARTAUN[ \t]+ELEITOR[ÁA]L|[Cc]art[ãa]o[ \t]+de[ \t]+[Ee]leitor|CART[ÃA]O[ \t]+DE[ \t]+ELEITOR)${JOIN}${DIGITS}`;

/** A date's shape (31/12/2026, 2026-12-31, 31.12.26): a field's date, no number. */
const DATE_SHAPE = /^(?:\d{1,2}[./-]\d{1,2}[./-]\d{2}(?:\d{2})?|\d{4}[./-]\d{1,2}[./-]\d{1,2})$/;

export default defineDetector({
  id: 'national-id-labelled-twenty-fourth',
  entity: 'NATIONAL_ID',
  patterns: () => [CNI, CNI_NIN, NIN, BI, DIP, PASAPORTE, IMMATRICULATION, VOTER_CARD].map((p) => new RegExp(p, 'gu')),
  keywords: ['cni', 'carte nationale', 'nin', 'bi n', 'bilhete de identidade', 'dip', 'documento de identidad', 'pasaporte', "d'immatriculation", 'd’immatriculation', 'kartaun eleitor', 'cartão de eleitor', 'cartao de eleitor'],
  window: 128,
  score: 0.85,
  // Seven to sixteen digits, no date, not one digit repeated (a form's placeholder).
  validate: (value) => {
    const digits = value.replace(/\D/g, '');
    return digits.length >= 7 && digits.length <= 16 && !DATE_SHAPE.test(value) && !/^[A-Z]*(\d)\1+$/.test(value.replace(/[^A-Z\d]/g, ''));
  },
  examples: {
    positive: [
      // Fictitious numbers (the twenty-fourth reading's Comorian, Seychellois, Timorese,
      // Equatoguinean, Bissau-Guinean and Burundian documents).
      { text: "Carte nationale d'identité n° ...... : NIN 1989 0803 4471 2", match: '1989 0803 4471 2' },
      { text: 'CNI n° .......................... : 0123/45.871', match: '0123/45.871' },
      { text: 'Mme NIYONKURU Béatrice, CNI n° 0098/31.204\n', match: '0098/31.204' },
      { text: '  NIN ................................... 987-0411-1-1-26', match: '987-0411-1-1-26' },
      { text: 'Marie-Claude LABROSSE (NIN 961-0227-2-1-05)', match: '961-0227-2-1-05' },
      { text: 'BI nº: 1024587341', match: '1024587341' },
      { text: 'Bilhete de Identidade nú. : 04-117245-96', match: '04-117245-96' },
      { text: 'maestra, con DIP nº 0318552 y domicilio', match: '0318552' },
      { text: 'Documento de Identidad Personal (DIP) nº 0291847 y', match: '0291847' },
      { text: '(pasaporte ecuatoguineano nº O0381146), mayores', match: 'O0381146' },
      { text: "N° d'immatriculation INSS ....... : 1-0583-771402-5", match: '1-0583-771402-5' },
      { text: 'Nú. Kartaun Eleitorál : 0301-2026-0048217', match: '0301-2026-0048217' },
    ],
    negative: [
      'CNI n° ...... : 12/03/2001', // a date
      'Pièces : copie CNI, 3 derniers bulletins', // the card named, no number
      'NIN 1234', // too short
      'NIN 12345678901234567890', // one run of twenty digits
      'NIN: 8827 4106 519', // grouped by spaces: a Somali NIN's shape (so/nin), eleven digits
      'CNI 3 751 1988 04182', // grouped by spaces: a Senegalese CNI's shape (sn/cni), sex 3
      'nin 987-0411-1-1-26', // lower case: "nine"
      'BI 1024587341', // no number word: business intelligence's figures
      'BI nº: 0000000', // one digit repeated
      'DIP nº 12345', // five digits
      'pasaporte vigente', // no number
      "N° d'immatriculation RCCM : BI-BJA-01-2026-B12-00417", // a firm's trade register
      'Kartaun Eleitorál / Cartão de Eleitor', // the card named, no number
    ],
  },
});
