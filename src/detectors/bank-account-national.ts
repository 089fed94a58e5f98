import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { keywordPlaces } from './lib/keyword-places.js';
import { luhn, mod97, weightedSum } from './lib/checksums.js';

/**
 * National bank account numbers after their label, in shapes bank-account.ts's number does not
 * take:
 * - Serbian (`текући рачун број 265-0000000081274-43`, `žiro račun 160-5100012345-67`): bank
 *   (3 digits), account (up to 13, zeros dropped in short writing), control (2): ISO 7064
 *   mod 97-10 over bank and account padded to 13 digits, the check the Serbian IBAN's national
 *   part carries (NBS decision on the uniform account structure; the SWIFT IBAN registry's RS
 *   entry `RS kk bbb aaaaaaaaaaaaa cc`). Montenegro's accounts have the same structure and check
 *   (the ME entry `ME kk bbb aaaaaaaaaaaaa cc`), and a letter may name the holder and break the
 *   line before the number (`tekući račun osiguranice\n510-418273-13`).
 * - Icelandic (`lögð inn á reikning 0159-26-007654`, `reikningsnúmer: 0133-26-012345`): bank
 *   (4), ledger, höfuðbók (2), account (6), the IBAN registry's IS entry `IS kk bbbb hh aaaaaa
 *   kkkkkkkkkk` without its kennitala. It has no check digit of its own: only after the label.
 * - Moroccan (`versé sur le compte RIB\n007 780 0004182736450001 90`): the RIB of Bank Al-Maghrib's
 *   uniform account identity (24 digits: bank 3, locality 3, account 16, key 2; the MA IBAN's
 *   national part), grouped 3 3 16 2 or not, after `RIB` in capitals. Its key is the French RIB's:
 *   97 − (n × 100 mod 97) over the first 22 digits, as the MA IBAN example
 *   `MA64 0115 1900 0001 2050 0053 4921` shows.
 * - Tunisian (`RIB 10 006 0351847293618 67`): the RIB of the Banque Centrale de Tunisie (20
 *   digits: bank 2, branch 3, account 13, key 2; the TN IBAN's national part, the IBAN
 *   registry's TN entry), grouped 2 3 13 2 or not, after `RIB` in capitals. Its key is the same
 *   97 − (n × 100 mod 97) over the first 18 digits: the registry's example
 *   `TN59 1000 6035 1835 9847 8831` holds it (key 31).
 * - Central African (CEMAC: Cameroon, Gabon, Congo, Chad, CAR, Equatorial Guinea: `RIB 10005
 *   00041 04182736501 24`, the thirteenth reading's CNPS attestation): the RIB of the BEAC's
 *   banks (23 digits: bank 5, branch 5, account 11, key 2; the CM IBAN's national part, the
 *   IBAN registry's CM entry `CM kk bbbbb sssss aaaaaaaaaaa kk`), grouped 5 5 11 2 or not,
 *   after `RIB` in capitals. Its key is the French RIB's: 97 − (n × 100 mod 97) over the first
 *   21 digits. Madagascar's RIB has the same layout and key (the MG IBAN's national part, `MG kk
 *   bbbbb sssss aaaaaaaaaaa kk`), written after `Compte n°` too (the fourteenth reading's
 *   fanamarinam-ponenana): after `compte` as well as `RIB`, the key checked.
 * - UEMOA (`viré sur son compte n°\nSN012 01001 004182736501 92`): the RIB of the BCEAO's eight
 *   states (24 characters: bank 5, the country's two letters and three digits; branch 5; account
 *   12; key 2: the SN/CI/BJ/BF/ML/NE/TG/GW IBANs' national part), after `compte` or `RIB`. Its key
 *   is the French RIB's with the bank's letters as digits (A, J → 1; B, K, S → 2 … I, R, Z → 9):
 *   the IBAN registry's examples `SN08 SN01 0015 2000 0485 0000 3035` (key 35) and `CI93 CI00
 *   8011 1301 1342 9120 0589` (key 89) hold it.
 * - Portuguese and Mozambican (`NIB 0001 0000 0041 8273 6511 3`, the fourteenth reading's INSS
 *   declaração): the NIB, Número de Identificação Bancária (21 digits: bank 4, branch 4,
 *   account 11, check 2; the PT and MZ IBANs' national part, the IBAN registry's entries `PT kk
 *   bbbb ssss aaaaaaaaaaa kk`, `MZ kk bbbb ssss aaaaaaaaaaa kk`), after `NIB` in capitals,
 *   grouped in fours or not. Its check digits are ISO 7064 mod 97-10's, 98 − (n × 100 mod 97)
 *   over the first 19 digits (Banco de Portugal's NIB rule; the registry's PT example
 *   `PT50 0002 0123 1234 5678 9015 4` holds it).
 * - Czech and Slovak (`číslo účtu 19-2000145399/0800`, `na účet 2000145399/0800`, `č. ú.
 *   …`: probes24's bug report): prefix (up to 6 digits) and a hyphen, the account (2 to 10),
 *   a slash and the bank's code (4), after `účet`, `účtu`, `účtem` or `č. ú.`. Both numbers
 *   hold the ČNB's check (Vyhláška ČNB č. 169/2011 Sb.): the sum of the digits weighted 6 3 7 9
 *   10 5 8 4 2 1 from the left of the ten-digit account (10 5 8 4 2 1 of the six-digit prefix)
 *   is divisible by 11; the CZ IBAN registry example `CZ65 0800 0000 1920 0014 5399` holds it.
 * - Hungarian (`kérem utalja a következő számlára: 11773016-11111018-00000000`: probes24's
 *   landlord message): the GIRO account of two or three groups of eight digits, after `számla`
 *   in any of its cases (`számlára`, `számlájára`: to the, to his account; bank-account.ts takes
 *   `számlaszám`). Each part holds the MNB's check (the account numbering rule of MNB decree
 *   18/2009): its digits weighted 9 7 3 1 over and over sum to a multiple of 10, the first
 *   group alone and the rest together, as the HU IBAN registry example `HU42 1177 3016 1111 1018
 *   0000 0000` holds.
 * - Swedish (`bank 8327-9 914 062 718-5`, `kontonummer: 5234, 1234567`: the twentieth
 *   reading's Rocket.Chat message): the clearing number (four digits; Swedbank's five, the fifth a
 *   check digit by the Luhn rule over the four) and the account number (seven to ten digits, in
 *   groups or not) as one number, after `bank`, `bankkonto`, `konto(nr|nummer)` or
 *   `clearing(nr|nummer)`. The Swedish Bankers' Association's "Bankernas kontonummer" gives the
 *   clearing series (1100–9999) and the account's lengths (seven digits for type 1, up to ten for
 *   type 2). The account's own check differs from bank to bank: not checked, so after a bare
 *   `bank` only Swedbank's checked five-digit clearing; the four-digit one after the Swedish labels.
 * Starts from the keyword pass's hits, reading the number after the label there.
 */
const SERBIAN = /(?:рачун|račun|racun)(?:а|u|у)?(?:[ \t]+\p{Ll}{3,}(?=[ \t]*\r?\n))?(?:[ \t]+(?:број|broj|бр\.|br\.))?[ \t]*(?:[:.][ \t]*)?(?:\r?\n[ \t]*)?(\d{3})-(\d{1,13})-(\d{2})(?![\p{L}\p{N}]|[-/]\p{N})/iuy;
const MOROCCAN = /RIB(?![\p{L}\p{N}])[ \t]*(?:(?:[:.]|n[°º])[ \t]*)?(?:\r?\n[ \t]*)?(\d{3})[ \t]?(\d{3})[ \t]?(\d{16})[ \t]?(\d{2})(?![\p{L}\p{N}]|[-/.,]\p{N})/uy;
const TUNISIAN = /RIB(?![\p{L}\p{N}])[ \t]*(?:(?:[:.]|n[°º])[ \t]*)?(?:\r?\n[ \t]*)?(\d{2})[ \t]?(\d{3})[ \t]?(\d{13})[ \t]?(\d{2})(?![\p{L}\p{N}]|[-/.,]\p{N})/uy;
const CEMAC = /(?:RIB|[Cc]ompte)(?![\p{L}\p{N}])[ \t]*(?:(?:[:.]|n[°º])[ \t]*)?(?:\r?\n[ \t]*)?(\d{5})[ \t]?(\d{5})[ \t]?(\d{11})[ \t]?(\d{2})(?![\p{L}\p{N}]|[-/.,]\p{N})/uy;
const UEMOA = /(?:RIB|[Cc]ompte(?:[ \t]+(?:bancaire|courant|d'épargne))?)(?![\p{L}\p{N}])[ \t]*(?:(?:[:.]|n[°º]|numéro|no\.?)[ \t]*)?(?:\r?\n[ \t]*)?((?:SN|CI|BJ|BF|ML|NE|TG|GW)\d{3})[ \t]?(\d{5})[ \t]?(\d{12})[ \t]?(\d{2})(?![\p{L}\p{N}]|[-/.,]\p{N})/uy;
const NIB = /NIB(?![\p{L}\p{N}])[ \t]*(?:[:.][ \t]*)?((?:\d[ \t]?){20}\d)(?![\p{L}\p{N}]|[-/.,]\p{N})/uy;
const CZECH = /(?:účet|účtu|účtem|ucet|uctu|č\.[ \t]?ú\.)(?:[ \t]+(?:číslo|č\.))?[ \t]*(?:[:.][ \t]*)?(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})(?![\p{L}\p{N}]|[-/]\p{N})/iuy;
const HUNGARIAN = /sz(?:á|a)ml(?:á|a)(?:j(?:á|a))?(?:ra|t|n|ba)?(?:[ \t]+(?:sz(?:á|a)ma|sz(?:á|a)m))?[ \t]*(?:[:.][ \t]*)?(\d{8})-(\d{8}(?:-\d{8})?)(?![\p{L}\p{N}]|[-/]\p{N})/iuy;
// The clearing (4 digits, or Swedbank's 4 and a check digit after a hyphen), a comma, hyphen or
// blanks, then the account: groups of one to three digits then threes (`914 062 718-5`) or a run.
const SWEDISH = /(?:bank(?:konto)?|konto(?:nummer|nr\.?)?|clearing(?:nummer|nr\.?)?)(?:[ \t]+(?:och|&)[ \t]+konto(?:nummer|nr\.?)?)?[ \t]*(?:[:.][ \t]*)?([1-9]\d{3})(?:-(\d))?(?:[ \t]*,[ \t]*|[ \t]*-[ \t]*|[ \t]+)(\d{1,3}(?:[ \t]\d{3}){1,3}(?:-\d)?|\d{7,10}(?:-\d)?)(?![\p{L}\p{N}]|[-/.,]\p{N})/iuy;
const ICELANDIC = /reikning(?:ur|i|s|num|nr\.?|snúmer|snumer)?(?:[ \t]+(?:nr\.?|númer|numer))?[ \t]*(?:[:.][ \t]*)?(\d{4})-?(\d{2})-?(\d{6})(?![\p{L}\p{N}]|[-/]\p{N})/iuy;

function* findAccounts(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  for (const hit of ctx?.keywordHits ?? keywordPlaces(text, KEYWORDS)) {
    if (text.startsWith('RIB', hit) || text.startsWith('ompte', hit + 1)) {
      const rib = ribAfter(text, hit, MOROCCAN) ?? ribAfter(text, hit, TUNISIAN) ?? ribAfter(text, hit, CEMAC) ?? ribAfter(text, hit, UEMOA);
      if (rib) yield rib;
      continue;
    }
    if (text.startsWith('NIB', hit)) {
      const nib = nibAfter(text, hit);
      if (nib) yield nib;
      continue;
    }
    const c = text.charCodeAt(hit);
    if (c === 0xfa || c === 0xda || c === 0x10d || c === 0x10c || ((c === 117 || c === 85) && /^c/i.test(text[hit + 1] ?? ''))) {
      const cz = czechAfter(text, hit);
      if (cz) yield cz;
      continue;
    }
    if (c === 115 || c === 83) {
      const hu = hungarianAfter(text, hit);
      if (hu) yield hu;
      continue;
    }
    if (c === 98 || c === 66 || c === 107 || c === 75 || ((c === 99 || c === 67) && /^l/i.test(text[hit + 1] ?? ''))) {
      const se = swedishAfter(text, hit);
      if (se) yield se;
      continue;
    }
    const re = c === 0x0440 || c === 0x0420 || c === 114 || c === 82 ? (text.charCodeAt(hit + 1) === 101 ? ICELANDIC : SERBIAN) : undefined;
    if (re === undefined) continue;
    // Inside a word: `bankareikning`, `tekući račun` after a space only.
    if (re === SERBIAN && hit > 0 && /[\p{L}\p{N}]/u.test(text[hit - 1]!)) continue;
    re.lastIndex = hit;
    const m = re.exec(text);
    if (m === null) continue;
    if (re === SERBIAN && !serbianControl(m[1]!, m[2]!, m[3]!)) continue;
    if (re === ICELANDIC && /^0+$/.test(m[3]!)) continue;
    const value = m[0].slice(m[0].length - (m[1]!.length + m[2]!.length + m[3]!.length + separators(m[0])));
    const start = m.index + m[0].length - value.length;
    yield { start, end: start + value.length, score: 0.85, entity: 'IBAN' };
  }
}

/** A Moroccan, Tunisian or UEMOA RIB after its label at `at` (not inside a word), when its key holds. */
function ribAfter(text: string, at: number, re: RegExp): Candidate | undefined {
  if (at > 0 && /[\p{L}\p{N}]/u.test(text[at - 1]!)) return undefined;
  re.lastIndex = at;
  const m = re.exec(text);
  if (m === null || /^0+$/.test(m[3]!)) return undefined;
  if (97 - mod97(ribDigits(m[1]!) + m[2]! + m[3]! + '00') !== Number(m[4])) return undefined;
  // The label holds no digit: the number begins at the match's first (a UEMOA bank's letters before it).
  return { start: m.index + m[0].search(/[A-Z]{2}\d|\d/), end: m.index + m[0].length, score: 0.85, entity: 'IBAN' };
}

/** A Czech or Slovak account after its label at `at` (not inside a word), when the ČNB's check holds for prefix and account. */
function czechAfter(text: string, at: number): Candidate | undefined {
  if (at > 0 && /[\p{L}\p{N}]/u.test(text[at - 1]!)) return undefined;
  CZECH.lastIndex = at;
  const m = CZECH.exec(text);
  if (m === null || /^0+$/.test(m[2]!)) return undefined;
  if (m[1] !== undefined && weightedSum(m[1].padStart(6, '0'), CZECH_WEIGHTS.slice(4)) % 11 !== 0) return undefined;
  if (weightedSum(m[2]!.padStart(10, '0'), CZECH_WEIGHTS) % 11 !== 0) return undefined;
  const length = (m[1] === undefined ? 0 : m[1].length + 1) + m[2]!.length + 5;
  return { start: m.index + m[0].length - length, end: m.index + m[0].length, score: 0.85, entity: 'IBAN' };
}

/** A Hungarian GIRO account after `számla…` at `at` (after a blank or `bank`), when the MNB's check holds for both parts. */
function hungarianAfter(text: string, at: number): Candidate | undefined {
  if (at > 0 && /[\p{L}\p{N}]/u.test(text[at - 1]!) && !/bank$/i.test(text.slice(Math.max(0, at - 4), at))) return undefined;
  HUNGARIAN.lastIndex = at;
  const m = HUNGARIAN.exec(text);
  if (m === null) return undefined;
  const rest = m[2]!.replace('-', '');
  if (/^0+$/.test(m[1]! + rest) || !giroCheck(m[1]!) || !giroCheck(rest)) return undefined;
  const length = m[1]!.length + 1 + m[2]!.length;
  return { start: m.index + m[0].length - length, end: m.index + m[0].length, score: 0.85, entity: 'IBAN' };
}

/** A Swedish clearing and account number after their label at `at` (not inside a word). */
function swedishAfter(text: string, at: number): Candidate | undefined {
  if (at > 0 && /[\p{L}\p{N}]/u.test(text[at - 1]!)) return undefined;
  SWEDISH.lastIndex = at;
  const m = SWEDISH.exec(text);
  if (m === null || Number(m[1]) < 1100) return undefined;
  const account = m[3]!.replace(/\D/g, '');
  if (account.length < 7 || account.length > 11 || /^0+$/.test(account)) return undefined;
  const bare = /^bank[ \t:.]/i.test(m[0]);
  if (m[2] === undefined ? bare : !m[1]!.startsWith('8') || !luhn(m[1]! + m[2])) return undefined;
  const start = m.index + m[0].search(/\d/);
  return { start, end: m.index + m[0].length, score: 0.85, entity: 'IBAN' };
}

/** The MNB's check: the digits weighted 9 7 3 1 over and over sum to a multiple of 10. */
function giroCheck(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += (digits.charCodeAt(i) - 48) * GIRO_WEIGHTS[i % 4]!;
  return sum % 10 === 0;
}

const GIRO_WEIGHTS = [9, 7, 3, 1] as const;

const CZECH_WEIGHTS = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1] as const;

/** A NIB after its label at `at` (not inside a word), when its check digits hold. */
function nibAfter(text: string, at: number): Candidate | undefined {
  if (at > 0 && /[\p{L}\p{N}]/u.test(text[at - 1]!)) return undefined;
  NIB.lastIndex = at;
  const m = NIB.exec(text);
  if (m === null) return undefined;
  const digits = m[1]!.replace(/[ \t]/g, '');
  if (/^0+$/.test(digits.slice(8, 19)) || 98 - mod97(`${digits.slice(0, 19)}00`) !== Number(digits.slice(19))) return undefined;
  return { start: m.index + m[0].length - m[1]!.length, end: m.index + m[0].length, score: 0.85, entity: 'IBAN' };
}

/** A RIB's bank code as digits: the French RIB's letters (A, J → 1; B, K, S → 2; … I, R, Z → 9). */
function ribDigits(bank: string): string {
  return bank.replace(/[A-Z]/g, (l) => String(((l.charCodeAt(0) - 65 + (l >= 'S' ? 1 : 0)) % 9) + 1));
}

/** The number of `-` between the groups at the end of a match (the number is its last part). */
function separators(match: string): number {
  const tail = /\d[\d-]*$/.exec(match)![0];
  return tail.length - tail.replace(/-/g, '').length;
}

/** ISO 7064 mod 97-10 over bank and account (padded to 13 digits): 98 − (n × 100 mod 97). */
function serbianControl(bank: string, account: string, control: string): boolean {
  if (/^0+$/.test(account)) return false;
  return mod97(bank + account.padStart(13, '0') + control) === 1;
}

// `rib` with what follows the label: inside words (`describe`) it would be met everywhere.
const KEYWORDS = ['рачун', 'račun', 'racun', 'reikning', 'rib ', 'rib\n', 'rib\r', 'rib:', 'rib\t', 'rib.', 'compte', 'nib ', 'nib:', 'nib\n', 'účet', 'účtu', 'účtem', 'ucet', 'uctu', 'č. ú.', 'č.ú.', 'számlá', 'szamla', 'bank', 'konto', 'clearing'] as const;

export default defineDetector({
  id: 'bank-account-national',
  entity: 'IBAN',
  find: findAccounts,
  keywords: KEYWORDS,
  keywordsInWords: true,
  examples: {
    positive: [
      // Fictitious accounts (the ninth reading's Serbian certificate and Icelandic tax letter).
      { text: 'Зарада се исплаћује на текући рачун број 265-0000000081274-43 код Raiffeisen banke', match: '265-0000000081274-43' },
      { text: 'uplata na tekući račun broj 265-81274-43', match: '265-81274-43' },
      { text: 'versé sur le compte RIB\n007 780 0004182736450001 90 ouvert auprès', match: '007 780 0004182736450001 90' },
      { text: 'RIB : 011519000001205000534921', match: '011519000001205000534921' },
      // The IBAN registry's TN example's national part.
      { text: 'RIB 10 006 0351835984788 31 (STB)', match: '10 006 0351835984788 31' },
      // A fictitious account (the thirteenth reading's attestation; its key by the rule above).
      { text: 'RIB 10005 00041 04182736501 24 (Afriland First Bank, agence Bonamoussadi)', match: '10005 00041 04182736501 24' },
      // The IBAN registry's SN example's national part; a fictitious CI account (its key computed by the rule above).
      { text: 'viré sur son compte n°\nSN010 01520 000485000030 35 ouvert à la CBAO', match: 'SN010 01520 000485000030 35' },
      { text: 'RIB : CI008 01113 011342912005 89', match: 'CI008 01113 011342912005 89' },
      // The IBAN registry's PT example's national part; a fictitious Mozambican NIB (the fourteenth reading's declaração, its check by the rule above).
      { text: 'NIB: 0002 0123 1234 5678 9015 4', match: '0002 0123 1234 5678 9015 4' },
      { text: 'do Millennium bim, NIB 0001 0000 0041 8273 6511 3.', match: '0001 0000 0041 8273 6511 3' },
      { text: 'Endurgreiðsla verður lögð inn á reikning 0159-26-007654 eigi síðar', match: '0159-26-007654' },
      // The CZ IBAN registry example's national part, written as Czech people write it.
      { text: 'číslo účtu 19-2000145399/0800, narozen 1980', match: '19-2000145399/0800' },
      { text: 'Zaplaťte na účet 2000145399/0800 do pátku.', match: '2000145399/0800' },
      // The HU IBAN registry example's national part, after "to the account" and "to his bank account".
      { text: 'kérem utalja a következő számlára: 11773016-11111018-00000000.', match: '11773016-11111018-00000000' },
      { text: 'a bankszámlájára 11773016-11111018 utaltuk', match: '11773016-11111018' },
      // Fictitious Swedish accounts (the twentieth reading's chat message; Swedbank's clearing check digit by the Luhn rule).
      { text: 'start 2026-03-02, bank 8327-9 914 062 718-5. Please', match: '8327-9 914 062 718-5' },
      { text: 'Mitt kontonummer: 5234, 1234567 (SEB)', match: '5234, 1234567' },
      { text: 'lön till konto 8105-9 123 456 789-0', match: '8105-9 123 456 789-0' },
    ],
    negative: [
      'текући рачун број 265-0000000081274-44', // a wrong control number
      'račun broj 2024-11-05', // a date
      'Reikningur 0159-26-000000', // no account
      'á reikning 4417 frá 2026', // no account's shape
      'RIB 007 780 0004182736450001 47', // a wrong key
      'RIB 10 006 0351835984788 32', // a wrong key
      'RIB 10005 00041 04182736501 27', // a wrong key
      'compte n° SN010 01520 000485000030 36', // a wrong key
      'référence SN010 01520 000485000030 35', // no label
      'NIB 0001 0000 0041 8273 6511 4', // a wrong check
      'joindre un RIB. Tél. 0522 48 17 36', // no account after it
      'číslo účtu 19-2000145398/0800', // the ČNB's check fails
      'faktura 2000145399/0800', // no label
      'a számlára 11773016-11111019 utaltuk', // the MNB's check fails
      'számla 12345678-12345678 rendben', // the MNB's check fails
      'bank 8327-8 914 062 718-5', // Swedbank's clearing check digit fails
      'bank 6789 1234567 till oss', // a four-digit clearing after a bare "bank"
      'clearing 0123 4567890', // no clearing series starts below 1100
      'bank holiday 2026 on 12 May', // no account
    ],
  },
});
