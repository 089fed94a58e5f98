import { foldKey } from '../../lexicon/fold.js';
import { HONORIFICS } from '../../lexicon/honorifics.js';
import { isPhoneTalkWord } from '../../lexicon/phone-words.js';
import { isDigit } from '../lib/char-codes.js';

/** How far before a number its phone word may stand, on the same line. */
const WINDOW = 48;

/**
 * Whether a national number that --region refused, and that follows no label, is still a
 * phone's by what surrounds it: it opens with a trunk prefix 0 and is split into groups
 * ("07700 900478", "0433 555 190", "06 71 29 48 33"), as people print their own numbers, and
 * a word of phones or calling stands before it on its line ("He'll call you from 07700 900478",
 * "mobile is 0433 555 190", "send sms to my new number 06 71 29 48 33", "Tél. : … / fixe 04 78
 * 62 11 05"), or "number" after "my", "his", "new"… ("my number if u need it is 0423 555 871"),
 * or an e-mail address on its line, or it stands in brackets after a contact (bracketed below).
 * A bare digit run, a number without its 0 ("see 1234 567 890") and one after an order or
 * invoice word with no phone word near ("ref 0412 345 678") stay: docs/phones.md.
 */
export function phoneContextNear(text: string, start: number, value: string): boolean {
  if (TRUNK_EIGHT_GROUPS.test(value)) return !afterReferenceWord(text, start);
  if (ES_MOBILE.test(value) || NO_TRUNK_GROUPS.test(value) || NO_TRUNK_MOBILE.test(value)) {
    if (afterReferenceWord(text, start)) return false;
    return talkWordBefore(text, start, false) || (SIGNED_NO_TRUNK.test(value) && afterWhom(text, start) && !amountAfter(text, start + value.length));
  }
  if (KE_BARE_INTERNATIONAL.test(value)) return afterNameOverBlanks(text, start) && afterWhom(text, start) && !afterReferenceWord(text, start) && !amountAfter(text, start + value.length);
  // The trunk prefix 0 first, maybe in brackets ("(03) 9081 4426": an Australian area code).
  const first = value.charCodeAt(0) === 40 ? value.charCodeAt(1) : value.charCodeAt(0);
  if (first !== 48) return false;
  const end = start + value.length;
  if (!isGrouped(value)) return UNGROUPED_MOBILE.test(value) && ((afterNameOverBlanks(text, start) && afterWhom(text, start)) || scriptTalkWordRightBefore(text, start)) && !afterReferenceWord(text, start) && !amountAfter(text, end);
  if (talkWordBefore(text, start, false) || labelEndsLineBefore(text, start) || answersPhoneQuestion(text, start) || asksForCallBefore(text, start)) return true;
  if (japaneseContactAfter(text, end)) return true;
  if (afterReferenceWord(text, start)) return false;
  return UK_MOBILE.test(value) || IE_MOBILE.test(value) || KR_MOBILE.test(value) || IL_TH_MOBILE.test(value) || (UK_MOBILE_FIVE_SIX.test(value) && afterReachingWord(text, start)) || ((UK_MOBILE_FIVE_SIX.test(value) || TRUNK_MOBILE.test(value)) && afterWhom(text, start) && !amountAfter(text, end)) || emailOnLine(text, start, end) || bracketed(text, start, end);
}

/**
 * A South Korean mobile as its owners print it: `010`, then four and four digits joined by
 * hyphens (`010-1234-5678`; the Ministry of Science and ICT's numbering plan: 010 is the mobile
 * prefix, eleven digits; 011, 016-019 the older ones with three or four digits in the middle).
 * No US number opens with 0 and references are rarely grouped so: as UK_MOBILE, it needs no word
 * (`Ms. Sun-Hee Park, 010-1234-5678`); a reference word before it still rules it out.
 */
const KR_MOBILE = /^01[016-9]-\d{3,4}-\d{4}$/;

/**
 * Israel's and Thailand's mobiles as their owners print them: the trunk 0 and two digits, then
 * three and four joined by hyphens (`052-418-7730`: the Israeli Ministry of Communications' plan,
 * 05x the mobile prefixes, ten digits with the trunk 0; `081-234-5678`: NBTC's plan, 06x, 08x
 * and 09x mobiles, ten digits). No US area code opens with 0, and references are rarely printed
 * so: as KR_MOBILE it needs no word (`לדוד כהן 052-418-7730`, `คุณสมชาย ใจดี 081-234-5678`:
 * probes29, a name in a script without capitals before it); a reference word still rules it out.
 */
const IL_TH_MOBILE = /^0(?:5\d|[689]\d)-\d{3}-\d{4}$/;

/**
 * Whether `on`, `to` or `via` stands right before the number: the number one reaches someone on
 * or sends something to (`Ask for Declan on 07823 456781`, `Photo sent to 07700 900342`). Only
 * for UK_MOBILE_FIVE_SIX, a shape of its own (07 and nine digits): `see 07700 900461` stays.
 */
function afterReachingWord(text: string, start: number): boolean {
  const word = wordEndingAt(text, skipBlanks(text, start));
  return word !== undefined && word.begin < start && REACHING_WORDS.has(word.folded);
}

const REACHING_WORDS = new Set(['on', 'to', 'via']);

/**
 * Whether a question with a word of calling ends right before the number (over blanks): the
 * caller asks to be called back and prints the number after the question mark (`Können Sie
 * mich zurückrufen? 089 12345678`, `Could you call me back? 07700 900461`).
 */
function asksForCallBefore(text: string, start: number): boolean {
  const q = skipBlanks(text, start);
  return q > 0 && q < start && text.charCodeAt(q - 1) === 63 && talkWordBefore(text, q - 1, true);
}

/**
 * Whether a Japanese contact phrase follows the number: `まで` or `へ` and then `ご連絡`, `連絡`
 * or `お電話` (`変更の際は 03-5412-7789 までご連絡ください`: "please contact … at"). Japanese puts
 * the verb after its object, so the word of calling comes after the number.
 */
function japaneseContactAfter(text: string, end: number): boolean {
  let k = end;
  while (k < text.length && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 0x3000)) k++;
  return JAPANESE_CONTACT.test(text.slice(k, k + 8));
}

const JAPANESE_CONTACT = /^(?:まで|へ|に)(?:ご連絡|連絡|お電話|電話|お問い?合わせ)/;

/**
 * A particle or suffix Japanese writes glued to the word before a number (no blank between):
 * the topic's は (`お問い合わせは 03-1234-5678 まで`: the lead's session-30 probes), も, へ, に,
 * で, の, and 先 (`お問い合わせ先`, the place to ask). Read off a word of calling before the
 * number (talkWordBefore), the word is looked up without it.
 */
const JAPANESE_PARTICLE = /[はもへにでの先]$/;

/**
 * A number of Russia, Kazakhstan or Belarus with its trunk prefix 8, its area code in brackets
 * and its last four digits in pairs (`8 (917) 234-56-78`; Rossvyaz's numbering plan: 8 and ten
 * digits), as their owners print it in ads and signatures: no order or invoice number is
 * printed so, and it needs no word (a reference word before it still rules it out).
 */
const TRUNK_EIGHT_GROUPS = /^8 ?\(\d{3,5}\) ?\d{1,3}-\d{2}-\d{2}$/;

/**
 * A British mobile in the 5-6 grouping (`07781 418273`, Ofcom's plan: 07 and nine digits), the
 * way most people print their own. Alone it asks for a word (`see 07700 900461` stays); after
 * whom it reaches it needs none: a capitalised name or a postcode, then a comma, a dash or
 * "and" (`Bronagh Walsh – 07781 418273`, `wife Orla McCartan, 07912 418273`, `Manchester M32
 * 8LT and 07781 418273`: the fourteenth reading's staff wiki and Outlook dump).
 */
const UK_MOBILE_FIVE_SIX = /^07[1-9]\d{2} \d{6}$/;

// A colon joins too inside a sentence's line (insideLine): `Conferme a Chiara: 328 456 7890`.
function afterWhom(text: string, start: number, markedOnly = false): boolean {
  let k = skipBlanks(text, start);
  const blanks = k < start;
  const mark = text.charCodeAt(k - 1);
  let joined = true;
  let colon = false;
  if (mark === 44 || mark === 0x2013 || mark === 0x2014 || mark === 45) k--;
  else if (mark === 58 && !markedOnly) {
    k--;
    colon = true;
  }
  else if (k >= 4 && text.slice(k - 3, k) === 'and' && !isLetter(text.charCodeAt(k - 4))) k -= 3;
  else if (blanks && !markedOnly) joined = false;
  else return false;
  k = skipBlanks(text, k);
  let begin = k;
  while (begin > 0 && /[\p{L}\p{N}'’]/u.test(text[begin - 1]!)) begin--;
  const word = text.slice(begin, k);
  if (colon) return isNameWord(word) && insideLine(text, begin);
  if (joined && /^\p{N}\p{Lu}{2}$/u.test(word)) return true; // a postcode's inward code ("M32 8LT")
  if (!isNameWord(word)) return !joined && capitalsNameBefore(text, begin, word);
  if (joined) return true;
  // Blanks alone join it to a whole name (`Tom Baker 0412 345 678`, `Sanne de Vries 06-12345678`:
  // a capitalised word before the last, over the particles of surnames) or to a first name after
  // a greeting's comma (`Thanks, Priya 98765 43210`). One capitalised word (`Total 0171 2345678`,
  // `Batch 0412 345 678`, a sentence's first word) is no one's.
  k = skipBlanks(text, begin);
  if (k < begin && text.charCodeAt(k - 1) === 44) return true;
  for (let particles = 0; k < begin && particles <= 2; particles++) {
    let from = k;
    while (from > 0 && /[\p{L}'’]/u.test(text[from - 1]!)) from--;
    const before = text.slice(from, k);
    if (isNameWord(before)) return true;
    if (!SURNAME_PARTICLES.has(before)) return false;
    begin = from;
    k = skipBlanks(text, from);
  }
  return false;
}

/**
 * Whether words of the sentence stand before text[begin] on its line: a name and a colon inside
 * a sentence is whom the number reaches (`Conferme a Chiara: 328 456 7890`, a wedding list's
 * line), where a capitalised word and a colon opening a line is a form's label (`Kunde: 601 …`).
 */
function insideLine(text: string, begin: number): boolean {
  const k = skipBlanks(text, begin);
  return k > 0 && k < begin && isLetter(text.charCodeAt(k - 1));
}

/**
 * Whether a Spanish mobile's shape (ES_MOBILE: `612 345 678`, `712 48 17 29`; Poland's 60x, 66x,
 * 69x, 72x… print so too) follows a person's name and a comma, a dash or "and" (`Lucía
 * Fernández, 612 345 678`), as a contact list prints a name and its number: named so, it is as
 * sure a phone as after a label, above the bare nine digits a Canadian SIN or an Australian TFN
 * also spell (a label of theirs, `SIN:`, is no name, so their own numbers stay theirs).
 */
export function afterNamedOwner(text: string, start: number, value: string): boolean {
  return ES_MOBILE.test(value) && !afterReferenceWord(text, start) && afterWhom(text, start, true) && !amountAfter(text, start + value.length);
}

/**
 * Whether an amount's marks follow the figure ending at text[end]: decimals (`601 234 567,00`),
 * a currency's sign or code (`601 234 567 zł`, `… PLN`, `… €`): a payroll's or a ledger's line
 * after a name, in the thousands groups of Polish, French or Spanish amounts, is no phone.
 */
function amountAfter(text: string, end: number): boolean {
  const c = text.charCodeAt(end);
  if ((c === 44 || c === 46) && isDigit(text.charCodeAt(end + 1))) return true;
  let k = end;
  while (k < text.length && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9 || text.charCodeAt(k) === 0xa0)) k++;
  const from = k;
  while (k < text.length && k - from < 4 && isLetter(text.charCodeAt(k))) k++;
  if (k > from && !isLetter(text.charCodeAt(k))) return CURRENCY_WORDS.has(foldKey(text.slice(from, k)));
  return CURRENCY_SIGNS.has(text.charCodeAt(from));
}

/** Currency codes and words printed after an amount, folded (ISO 4217 codes of the mobiles' countries and the commonest others). */
const CURRENCY_WORDS = new Set(['zł', 'zl', 'pln', 'eur', 'euro', 'usd', 'gbp', 'inr', 'rs', 'brl', 'aud', 'chf', 'kč', 'kc', 'czk', 'ft', 'huf', 'lei', 'ron', 'sek', 'nok', 'dkk', 'kr']);
/** €, $, £, ₹, R (Brazil's R$ opens with R: a letter, read above), ¥. */
const CURRENCY_SIGNS = new Set([0x20ac, 36, 0xa3, 0x20b9, 0xa5]);

/** A capitalised word that may be a name's (`Julien`, `McCartan`), and no word of references, amounts or dates. */
function isNameWord(word: string): boolean {
  if (!/^\p{Lu}\p{Ll}+(?:\p{Lu}\p{Ll}+)?$/u.test(word)) return false;
  const folded = foldKey(word);
  // German and Dutch join the number's noun to its kind: `Kundennummer – 0171 2345678`, `Ordernummer, 06-12345678`.
  return !REFERENCE_WORDS.has(folded) && !NOT_WHOM.has(folded) && !folded.endsWith('nummer') && !folded.endsWith('number');
}

/**
 * Whether `word`, before the number over blanks, ends a name printed in capitals, two words of
 * capitals at least (`from KOFI MENSAH 024 412 3388`: a mobile-money SMS prints its sender so;
 * probes28). One word in capitals (`TOTAL 024…`, `REF NO 024…`) is no one's.
 */
function capitalsNameBefore(text: string, begin: number, word: string): boolean {
  if (!isCapitalsWord(word)) return false;
  const k = skipBlanks(text, begin);
  if (k === begin || k === 0) return false;
  let from = k;
  while (from > 0 && /\p{L}/u.test(text[from - 1]!)) from--;
  return isCapitalsWord(text.slice(from, k));
}

function isCapitalsWord(word: string): boolean {
  if (!/^\p{Lu}{2,}$/u.test(word)) return false;
  const folded = foldKey(word);
  return !REFERENCE_WORDS.has(folded) && !NOT_WHOM.has(folded) && !folded.endsWith('nummer') && !folded.endsWith('number');
}

/** The lower-case particles inside surnames: `de Vries`, `van der Berg`, `von Weber`, `da Silva`. */
const SURNAME_PARTICLES = new Set(['de', 'van', 'der', 'den', 'von', 'zu', 'da', 'di', 'del', 'della', 'le', 'la', 'du', 'dos', 'das', 'do', 'ter', 'ten', 'bin', 'al', 'el']);

/**
 * Capitalised words before a figure that name no one: totals and prices (`Total – 0171
 * 2345678`, `Summe, 06 12 34 56 78`), dates and weekdays (`Montag, 0171 2345678`), pages and
 * items, in the languages of the mobiles below.
 */
const NOT_WHOM = new Set([
  'total', 'subtotal', 'amount', 'balance', 'sum', 'price', 'cost', 'fee', 'fees', 'due', 'paid', 'payment', 'tax', 'vat', 'net', 'gross',
  'summe', 'betrag', 'gesamt', 'preis', 'kosten', 'montant', 'prix', 'somme', 'totaal', 'bedrag', 'prijs', 'importe', 'precio', 'totale', 'importo', 'prezzo', 'kwota', 'suma', 'razem', 'cena', 'valor', 'preço', 'preco',
  'date', 'datum', 'fecha', 'data', 'page', 'seite', 'item', 'items', 'batch', 'lot', 'room', 'see', 'qty', 'quantity', 'step', 'version', 'serial', 'sku', 'isbn',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  'montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonntag',
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'januar', 'februar', 'märz', 'mai', 'juni', 'juli', 'oktober', 'dezember',
]);

/**
 * Mobiles with a trunk prefix 0 in the groups their owners print them, taken after whom they
 * reach (afterWhom) as UK_MOBILE_FIVE_SIX is: France's `06 12 34 56 78` and `07 …` (ARCEP's
 * plan: 06 and 07 are mobiles, ten digits printed in pairs), and its geographic 01 to 05 and
 * 09 numbers printed so (`Contact : M. Karim Benali, 01 42 76 40 40`: probes27), Germany's `0171 2345678` (BNetzA:
 * 015x, 016x and 017x are mobile prefixes, ten or eleven digits, the prefix apart), the
 * Netherlands' `06-12345678` (ACM: 06 and eight digits), Australia's `0412 345 678` (ACMA:
 * 04 and eight digits, printed 4-3-3). And probes26's contact lines (`Social worker: Amira
 * Haddad, 0161 496 0731`, `Ako po si Jerome Villanueva, 0928 114 5523`, `LCV: Ayşe Demir 0541
 * 227 38 90`): eleven digits with the trunk 0 in 4-3-4, the UK's geographic 01 and the
 * Philippines' and Nigeria's mobiles (Ofcom's plan; NTC: 09 and nine digits; NCC: 070, 080, 081,
 * 090, 091), and 3-4-4 (`020 7946 0018`, London's); Turkey's mobiles `05xx xxx xx xx` (BTK's
 * plan: 5 and nine digits); Vietnam's and Kenya's ten digits in 4-3-3 as Australia's (MIC: 03,
 * 05, 07, 08, 09 mobiles; CA: 07 and 01 mobiles); Indonesia's `08xx-xxxx-xxxx` (Kominfo: 08
 * mobiles, ten to thirteen digits); South Africa's `0xx xxx xxxx` (ICASA: 06, 07, 08 mobiles);
 * Israel's `05x-xxxxxxx` (MoC); Ghana's `0xx xxx xxxx` (NCA: 020, 024, 050, 054… mobiles, ten
 * digits with the trunk 0: `from KOFI MENSAH 024 412 3388`, a MoMo SMS; probes28).
 */
const TRUNK_MOBILE =
  /^(?:0[1-79](?:( |\.)\d{2})(?:\1\d{2}){3}|01[5-7]\d[ /-]?\d{7,8}|06[ -]\d{8}|0[1345789]\d{2} \d{3} \d{3}|0[1-9]\d{2} \d{3} \d{4}|02\d \d{4} \d{4}|05\d{2} \d{3} \d{2} \d{2}|08\d{2}([ -])\d{4}\2\d{3,4}|0[25-8]\d \d{3} \d{4}|05\d-\d{7})$/;

/**
 * A mobile with its trunk 0 and no groups, ten or eleven digits, as mobile-money SMS print the
 * payee and the sender (`Ksh2,500.00 sent to WANJIKU KAMAU 0712345678 on 27/11/26`: Safaricom's
 * M-PESA confirmations; the Communications Authority of Kenya's plan: 07 and 01 mobiles, ten
 * digits with the trunk 0; MTN's and Airtel's of Uganda, Ghana, Zambia print theirs so too).
 * A run of digits alone is an id as often (`call 0412345678 ended`: a log's call id), so only right after whom it reaches over blanks
 * (afterWhom: a name of two words, in capitals or capitalised): `ref 0712345678`, `Order
 * 0712345678`, a lone `0712345678` and a CSV's `Widgets,0823565273` stay. A word of calling
 * right before it, in a script that writes no log (`رقمي 01098765432`: my number; `الواتساب
 * ٠١١٥٥٥٠١٢٣٤`; probes31's Egyptian message), says so too.
 */
const UNGROUPED_MOBILE = /^0[1-9]\d{8,9}$/;

/**
 * A Kenyan mobile in international form without its "+" (`from JOHN OTIENO 254723456789`: the
 * M-PESA confirmations print the other party so; Kenya's country code 254, then the 7 and 1
 * mobiles' nine digits, the Communications Authority of Kenya's plan), after whom it reaches.
 */
const KE_BARE_INTERNATIONAL = /^254[17]\d{8}$/;

/** Whether a word of phones or calling not in Latin letters stands right before text[start] (over blanks and ":"). */
function scriptTalkWordRightBefore(text: string, start: number): boolean {
  let k = start;
  while (k > 0 && /[ \t:：]/.test(text[k - 1]!)) k--;
  let begin = k;
  while (begin > 0 && isLetter(text.charCodeAt(begin - 1))) begin--;
  const word = text.slice(begin, k);
  return word.length >= 2 && word.charCodeAt(0) > 0x24f && isPhoneTalkWord(foldKey(word));
}

/**
 * Whether blanks alone stand between a letter and text[start]: the name of an SMS runs into the
 * number so; a comma before it is a table's (`*2026,Widgets,0823565273`: a CSV row, no one's).
 */
function afterNameOverBlanks(text: string, start: number): boolean {
  const k = skipBlanks(text, start);
  return k < start && k > 0 && isLetter(text.charCodeAt(k - 1));
}

/**
 * Mobiles of plans that dial no trunk prefix, as their owners print them: Italy's `333 987 6543`
 * (AGCOM's plan: mobiles open with 3, ten digits, 3-3-4), Poland's `601 234 567` (UKE's plan:
 * nine digits, mobiles open with 45, 5, 60, 66, 69, 72, 73, 78, 79 or 88, printed 3-3-3),
 * Brazil's `(11) 98765-4321` (Anatel: a two-digit area code, then 9 and eight digits, 5-4),
 * Portugal's `912 345 678` (ANACOM's plan: nine digits, mobiles open with 91, 92, 93 or 96, 3-3-3),
 * Greece's `694 123 4567` (EETT's plan: ten digits, mobiles open with 69, 3-3-4; probes28). Only
 * a word of calling before it, or whom it reaches (afterWhom), names it a phone's.
 */
const NO_TRUNK_MOBILE = /^(?:3\d{2} \d{3} \d{4}|69\d \d{3} \d{4}|(?:45|5\d|6[069]|7[2389]|88)\d \d{3} \d{3}|\([1-9][1-9]\) 9\d{4}-\d{4}|9[1236]\d \d{3} \d{3})$/;

/** The no-trunk shapes afterWhom may take: NO_TRUNK_MOBILE's, ES_MOBILE's, India's 5-5 (TRAI) and Cabo Verde's 3-2-2 (NO_TRUNK_GROUPS); not Nordic pairs. */
const SIGNED_NO_TRUNK = /^(?:[259]\d{2} \d{2} \d{2}|3\d{2} \d{3} \d{4}|69\d \d{3} \d{4}|(?:45|5\d|6[069]|7[2389]|88)\d \d{3} \d{3}|\([1-9][1-9]\) 9\d{4}-\d{4}|[67]\d{2} (?:\d{2} \d{2} \d{2}|\d{3} \d{3})|[6-9]\d{4} \d{5})$/;

/**
 * A Spanish mobile as people print it: `6` or `7`, then groups 3-2-2-2 or 3-3-3 (`612 48 17 29`,
 * `612 481 729`; CNMC's numbering plan: mobiles are the nine digits opening with 6 or 7, no
 * trunk prefix). No trunk 0 says it is a phone, so only a word of phones or calling before it
 * on its line does: `contacto de mi primo Andrés: 612 48 17 29`; `pedido 612 48 17 29` stays.
 */
const ES_MOBILE = /^[67]\d{2} (?:\d{2} \d{2} \d{2}|\d{3} \d{3})$/;

/**
 * Numbers of plans that dial no trunk prefix, in the groups their owners print them (probes24's
 * classified ads and neighbour messages): Norway's mobiles, `4` or `9` and seven digits in 3-2-3
 * (`912 34 567`; Nkom's numbering plan), Denmark's and Norway's eight digits in pairs (`28 45 91
 * 67`, `22 33 44 55`; the Danish Energy Agency's and Nkom's plans: eight digits, no prefix), and
 * India's mobiles, ten digits opening with 6 to 9 in 5-5 (`98765 43210`; TRAI's National
 * Numbering Plan 2003), and Mexico City's, Guadalajara's and Monterrey's ten digits in 2-4-4
 * (`55 2178 9043`; IFT's plan: two-digit area codes 55, 33, 81, no trunk prefix since 2019;
 * probes28), and Buenos Aires' ten digits, the area code 11 and the eight digits in 4-4 joined by
 * a hyphen (`11 4567-8901`; ENACOM's numbering plan: area code 11, eight-digit numbers; the
 * trunk 0 left out as people print it; probes30), and Cabo Verde's seven digits in 3-2-2 (`991 47
 * 28`; ANAC's numbering plan, in the ITU's national numbering plans: no trunk prefix, 2 opens the
 * fixed numbers, 5 and 9 the mobiles; the twenty-third reading's obituary). Like ES_MOBILE only a word of calling before
 * it names it a phone's: `Ring … på 28 45 91 67`, `தொடர்புக்கு: 98765 43210`, `Llamá al gasista al
 * 11 5555-0184`; `ordre 28 45 91 67`, `expediente 11 4567-8901` stay.
 */
const NO_TRUNK_GROUPS = /^(?:[259]\d{2} \d{2} \d{2}|[49]\d{2} \d{2} \d{3}|[2-9]\d(?: \d{2}){3}|[6-9]\d{4} \d{5}|(?:55|33|81) \d{4} \d{4}|11 \d{4}-\d{4})$/;

/**
 * A British mobile as the GOV.UK style guide prints it: `07`, three digits, then two groups of
 * three (`07584 293 117`; Ofcom's National Telephone Numbering Plan: 07 mobile numbers of 11
 * digits). Eleven digits with a trunk 0 are no US number, and reference numbers are rarely
 * grouped so: it is a phone's without a word (a reference word before it still rules it out).
 * The 5-6 grouping (`see 07700 900461`) still asks for a word, as docs/phones.md says.
 */
const UK_MOBILE = /^07[1-9]\d{2} \d{3} \d{3}$/;

/**
 * An Irish mobile as ComReg's numbering conditions print it: `08` and the network's digit (3,
 * 5, 6, 7 or 9), then groups of three and four (`087 241 8365`). A US number's area code never
 * opens with 0, so the same reasoning as UK_MOBILE holds.
 */
const IE_MOBILE = /^08[35-9] \d{3} \d{4}$/;

/**
 * Whether a number stands alone in brackets after whom it reaches: a capitalised name or a
 * postcode ("son … Jory (07700 900586)", "Pontardawe SA8 4HS (07700 900399)"), or a question
 * about a phone before it ("DM me his mobile? the one on the form (0412 555 306)": the question
 * mark does not end the phone word's reach). "invoice ref (0412 345 678)" stays.
 */
function bracketed(text: string, start: number, end: number): boolean {
  if (text.charCodeAt(start - 1) !== 40 || text.charCodeAt(end) !== 41) return false;
  if (afterReferenceWord(text, start - 1)) return false;
  if (talkWordBefore(text, start - 1, true)) return true;
  let k = start - 1;
  while (k > 0 && (text.charCodeAt(k - 1) === 32 || text.charCodeAt(k - 1) === 9)) k--;
  let begin = k;
  while (begin > 0 && /[\p{L}\p{N}'’-]/u.test(text[begin - 1]!)) begin--;
  const word = text.slice(begin, k);
  return /^\p{Lu}/u.test(word) || /^\p{N}+\p{Lu}+$/u.test(word);
}

/** Words that name a number as no phone's: "ref 0412 345 678", "order no. 0412 …", "Account: 0412 …". */
// And the invoice and order words of the languages whose calling verbs probes24 added (Nordic
// `faktura`, `ordre`, `kundenr`; Finnish `lasku`, `tilaus`; Malay `invois`, `pesanan`).
// Spanish and Portuguese `factura`, `fatura`, `pedido`, `encomenda`; German `Rechnung`, `Bestellung`
// (probes25: the question words `dúvidas`, `Rückfragen` come before them: `Dúvidas sobre a fatura 912 345 678`).
const REFERENCE_WORDS = new Set(['ref', 'reference', 'order', 'invoice', 'inv', 'po', 'id', 'account', 'acct', 'acc', 'case', 'ticket', 'claim', 'policy', 'parcel', 'tracking', 'no', 'nr', 'number', 'code', 'faktura', 'ordre', 'ordrenr', 'kundenr', 'lasku', 'tilaus', 'invois', 'pesanan', 'factura', 'fatura', 'pedido', 'encomenda', 'rechnung', 'bestellung']);

/** Whether the word right before text[start] (over blanks and ": # . -") is a REFERENCE_WORDS one. */
function afterReferenceWord(text: string, start: number): boolean {
  let end = start;
  while (end > 0 && /[ \t:#.\-]/.test(text[end - 1]!)) end--;
  let begin = end;
  while (begin > 0 && isLetter(text.charCodeAt(begin - 1))) begin--;
  return REFERENCE_WORDS.has(foldKey(text.slice(begin, end)));
}

/**
 * Whether an e-mail address stands on the number's line (within 100 characters): a line of
 * contact details ("Brighton BN1 6HD  |  07700 900158  |  amara@…", "reached on kerensa@… or
 * 07700 900213", "mum 07700 900347 / dad 07700 900921 (gareth@…)").
 */
function emailOnLine(text: string, start: number, end: number): boolean {
  let from = start;
  const low = Math.max(0, start - 100);
  while (from > low && text.charCodeAt(from - 1) !== 10) from--;
  let to = end;
  const high = Math.min(text.length, end + 100);
  while (to < high && text.charCodeAt(to) !== 10) to++;
  // Most lines hold no "@", and then no address: no slice is made, no regex run.
  const at = text.indexOf('@', from);
  if (at < 0 || at >= to) return false;
  return EMAIL.test(text.slice(from, start)) || EMAIL.test(text.slice(end, to));
}

const EMAIL = /[\p{L}\p{N}._%+-]@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;

/**
 * Whether a word of phones or calling stands before text[start] on its line, in its sentence
 * (or, when `overQuestion`, in the question before it: "his mobile? the one on the form (…)").
 */
function talkWordBefore(text: string, start: number, overQuestion: boolean): boolean {
  const limit = Math.max(0, start - WINDOW);
  let end = start;
  let after = ''; // the word read before this one (the next in the text)
  for (let i = start - 1; i >= limit - 1; i--) {
    const c = i >= limit ? text.charCodeAt(i) : -1;
    if (c >= 0 && isLetter(c)) continue;
    // A word ends at i + 1 .. end.
    if (end - (i + 1) >= 1) {
      const word = foldKey(text.slice(i + 1, end));
      if (word.length >= 2 && (isPhoneTalkWord(word) || (JAPANESE_PARTICLE.test(word) && isPhoneTalkWord(word.slice(0, -1))))) return true;
      // "my number if u need it is 0423 555 871", "his new number is …": a person's number.
      if (NUMBER_NOUNS.has(after) && OWNERS.has(word)) return true;
      after = word;
    }
    if (c < 0 || c === 10 || c === 13) return false;
    if (endsSentence(text, i) && !(overQuestion && c === 63)) return false;
    end = i;
  }
  return false;
}

/**
 * Whether a phone's label ends the line before the number's, and the number opens its own line
 * or follows one joining word ("Our records show your mobile number\nas 0722 418 375", "Phone:\n
 * 0433 555 190"): the label's last word is a word of phones, or "number"/"no." after one or after
 * an owner ("your number\nis 06 71 29 48 33"). Not over a blank line, nor after "order number".
 */
function labelEndsLineBefore(text: string, start: number): boolean {
  let k = start;
  while (k > 0 && (text.charCodeAt(k - 1) === 32 || text.charCodeAt(k - 1) === 9)) k--;
  let begin = k;
  while (begin > 0 && isLetter(text.charCodeAt(begin - 1))) begin--;
  if (begin < k) {
    if (!JOINERS.has(foldKey(text.slice(begin, k)))) return false;
    k = begin;
    while (k > 0 && (text.charCodeAt(k - 1) === 32 || text.charCodeAt(k - 1) === 9)) k--;
  }
  if (k === 0 || text.charCodeAt(k - 1) !== 10) return false;
  k--;
  if (k > 0 && text.charCodeAt(k - 1) === 13) k--;
  // The line before: its last word (over blanks, ":" and "."), and the one before "number".
  const last = lastWordBefore(text, k);
  if (!last) return false;
  if (last.word.length >= 2 && isPhoneTalkWord(last.word)) return true;
  if (last.word !== 'number' && last.word !== 'no' && last.word !== 'nr') return false;
  const prior = lastWordBefore(text, last.begin);
  return prior !== undefined && ((prior.word.length >= 2 && isPhoneTalkWord(prior.word)) || OWNERS.has(prior.word));
}

/** The words that may stand between a label's line and its number: "mobile number\nas 0722 …". */
const JOINERS = new Set(['as', 'is', 'on', 'at']);

/** The word that ends before text[end] on its line, over blanks, ":" and ".", folded, and where it begins. */
function lastWordBefore(text: string, end: number): { word: string; begin: number } | undefined {
  let k = end;
  while (k > 0 && /[ \t:.]/.test(text[k - 1]!)) k--;
  let begin = k;
  while (begin > 0 && isLetter(text.charCodeAt(begin - 1))) begin--;
  return begin < k ? { word: foldKey(text.slice(begin, k)), begin } : undefined;
}

/**
 * Words that make "number" a person's (and so a phone's): "my number", "her new number"; and in
 * Dutch, German, Spanish, Portuguese, French and Italian (`mijn nummer is 06 87654321`, `meine
 * Nummer ist 0151 …`, `mi número es 612 345 678`, `mon numéro : 06 …`, `il mio numero è …`).
 */
const OWNERS = new Set([
  'my', 'his', 'her', 'your', 'our', 'their', 'new', 'mum', 'dad', 'personal', 'private', 'home', 'ur', 'yr',
  'mijn', 'zijn', 'haar', 'jouw', 'nieuwe', 'mein', 'meine', 'meinen', 'seine', 'ihre', 'neue', 'mi', 'su', 'tu', 'nuevo', 'meu', 'seu', 'novo', 'mon', 'son', 'ton', 'nouveau', 'mio', 'suo', 'tuo', 'nuovo',
  // Hindi, romanized and in Devanagari: my, his/her, this one's, one's own, your (`mera number 98765 43210 hai`).
  'mera', 'meri', 'mere', 'uska', 'uski', 'uske', 'iska', 'iski', 'apna', 'apni', 'aapka', 'apka', 'tumhara', 'unka', 'unki',
  foldKey('मेरा'), foldKey('मेरी'), foldKey('उसका'), foldKey('उसकी'), foldKey('आपका'),
  // Swedish, Danish and Norwegian: my, your, his, her (`mitt nummer är …`, `mit nummer er …`), and
  // the possessive after the definite noun (`nummeret mitt er …`, `numret mitt är …`: OWNER_AFTER).
  'mitt', 'mit', 'ditt', 'dit', 'hans', 'hennes', 'hendes', 'nya', 'nye', 'nyt',
]);

/**
 * Hindi's possessive postpositions, romanized and in Devanagari (`Rahul ka number`: Rahul's
 * number): an owner when the word before them names a person, not an order or a ticket.
 */
const OF_POSTPOSITIONS = new Set(['ka', 'ki', 'ke', foldKey('का'), foldKey('की'), foldKey('के')]);

/** "number" in the languages of OWNERS, folded. */
const NUMBER_NOUNS = new Set(['number', 'nummer', 'numero', 'numéro', foldKey('नंबर'), foldKey('नम्बर')]);
/** Norwegian and Danish `nummeret`, Swedish `numret` (the number), and the possessives written after them. */
const DEFINITE_NUMBER_NOUNS = new Set(['nummeret', 'numret', 'nummret']);
const POSTPOSED_OWNERS = new Set(['mitt', 'mit', 'ditt', 'dit', 'hans', 'hennes', 'hendes', 'hennar']);

/**
 * "is" right before a value, in lower case as written: `my number is`, `mi número es`, `meine
 * Nummer ist` (or `lautet`), Italian and Portuguese `è`, `é`, Hindi `hai`, Arabic `هو`, `هي`,
 * Greek `είναι`, Swedish `är`, Danish and Norwegian `er` (`mitt nummer är 070-123 45 67`,
 * `nummeret mitt er 912 34 567`). Shared with phone/label.ts (`Mi cel es 55 1234 5678`).
 */
export const COPULAS: ReadonlySet<string> = new Set(['is', 'es', 'è', 'é', 'est', 'ist', 'lautet', 'hai', 'هو', 'هي', 'είναι', 'ειναι', 'är', 'er']);

/**
 * Whether a person's "number" ends right before text[start], maybe with "is" and a colon
 * after it: `mi número es 612 345 678`, `my number: 0412 …`, `Rahul ka number 9876543210 hai`,
 * `meine Nummer lautet 0151 …`. A person's number with no other noun is a phone's: it labels the
 * number as `Tel:` does (phone/label.ts). `order ka number 9876543210` stays.
 */
export function ownNumberBefore(text: string, start: number): boolean {
  let k = skipColonBlanks(text, start);
  let word = wordEndingAt(text, k);
  if (word === undefined) return false;
  if (COPULAS.has(word.text.toLowerCase())) {
    k = skipColonBlanks(text, word.begin);
    word = wordEndingAt(text, k);
    if (word === undefined) return false;
  }
  // Scandinavian's possessive after the definite noun: `nummeret mitt er …`, `numret mitt är …`.
  if (POSTPOSED_OWNERS.has(word.folded)) {
    const noun = wordEndingAt(text, skipBlanks(text, word.begin));
    return noun !== undefined && DEFINITE_NUMBER_NOUNS.has(noun.folded);
  }
  if (!NUMBER_NOUNS.has(word.folded)) return false;
  let owner = wordEndingAt(text, skipBlanks(text, word.begin));
  if (owner === undefined) return false;
  // "my new number", "mi nuevo número": the possessive before the adjective. "personal number"
  // and "private number" stay (Sweden's and Denmark's personal ID numbers), and so do a bare
  // "new number" and "home number" (no one's).
  if (NOT_POSSESSIVE.has(owner.folded)) {
    if (!NEW.has(owner.folded)) return false;
    owner = wordEndingAt(text, skipBlanks(text, owner.begin));
    if (owner === undefined || NOT_POSSESSIVE.has(owner.folded)) return false;
  }
  if (OWNERS.has(owner.folded)) return true;
  if (!OF_POSTPOSITIONS.has(owner.folded)) return false;
  const whose = wordEndingAt(text, skipBlanks(text, owner.begin));
  return whose !== undefined && !REFERENCE_WORDS.has(whose.folded) && !HINDI_THINGS.has(whose.folded);
}

/** OWNERS that are no possessive: adjectives and relatives (near a grouped trunk-0 number they still say "a person's"). */
const NOT_POSSESSIVE = new Set(['new', 'mum', 'dad', 'personal', 'private', 'home', 'nieuwe', 'neue', 'nuevo', 'novo', 'nouveau', 'nuovo', 'nya', 'nye', 'nyt']);
const NEW = new Set(['new', 'nieuwe', 'neue', 'nuevo', 'novo', 'nouveau', 'nuovo', 'nya', 'nye', 'nyt']);

/** What has a number and is no person (romanized Hindi beside English): `order ka number`, `gaadi ka number` (a car's). */
const HINDI_THINGS = new Set(['gaadi', 'gadi', 'car', 'bill', 'room', 'flat', 'ghar', 'seat', 'train', 'bus', 'form', 'roll', 'registration', 'aadhaar', 'aadhar', 'pan', 'bank', 'khata', 'token', 'otp', 'pin']);

function skipBlanks(text: string, k: number): number {
  while (k > 0 && (text.charCodeAt(k - 1) === 32 || text.charCodeAt(k - 1) === 9)) k--;
  return k;
}

function skipColonBlanks(text: string, k: number): number {
  while (k > 0 && (text.charCodeAt(k - 1) === 32 || text.charCodeAt(k - 1) === 9 || text.charCodeAt(k - 1) === 58)) k--;
  return k;
}

/** The word of letters (and marks) that ends at text[end], as written and folded, and where it begins. */
function wordEndingAt(text: string, end: number): { text: string; folded: string; begin: number } | undefined {
  let begin = end;
  while (begin > 0 && end - begin < 24 && isWordLetter(text.charCodeAt(begin - 1))) begin--;
  if (begin === end || (begin > 0 && isWordLetter(text.charCodeAt(begin - 1)))) return undefined;
  const word = text.slice(begin, end);
  return { text: word, folded: foldKey(word), begin };
}

const isWordLetter = (c: number) => isLetter(c) || (c >= 0x300 && /\p{M}/u.test(String.fromCharCode(c)));

/**
 * Whether the number answers a question about a phone: `its`, `it's` or `is` right before it,
 * and before that, on its line or ending the line before, a question with a word of phones or a
 * person's "number" (`whats ur number? its 0412 345 678`, a chat's reply on the next line).
 * `its 0412 345 678` alone stays.
 */
function answersPhoneQuestion(text: string, start: number): boolean {
  const answer = wordEndingAt(text, skipBlanks(text, start));
  if (answer === undefined || !ANSWERS.has(answer.folded.replace(/['’]/g, ''))) return false;
  let k = answer.begin;
  if (k >= 3 && /^it['’]$/i.test(text.slice(k - 3, k))) k -= 3;
  // Back to the question mark over 24 characters at most and one line break (a chat's next
  // line and its speaker: "whats ur number?\nMe: its 0412 …").
  let q = k;
  let breaks = 0;
  const low = Math.max(0, k - 24);
  while (q > low && text.charCodeAt(q - 1) !== 63) {
    if (text.charCodeAt(q - 1) === 10 && ++breaks > 1) return false;
    q--;
  }
  return q > 0 && text.charCodeAt(q - 1) === 63 && talkWordBefore(text, q, true);
}

/** The words a reply opens with before its value: "its", "it's" (read past its "it'"), "is". */
const ANSWERS = new Set(['its', 's', 'is']);

/**
 * Whether text[i] ends a sentence: "?" or "!", or a full stop that ends no abbreviation of a
 * phone or "number" ("my phone was lost. 0712 123456", "I lost my phone. 030 12345678" are two sentences; "Tél. : 06 48 21 77
 * 93", "Mob. 0412 …", "no. 0412 …" are abbreviations, of four letters at most).
 */
function endsSentence(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c === 33 || c === 63) return true;
  if (c !== 46) return false;
  let k = i;
  while (k > 0 && isLetter(text.charCodeAt(k - 1))) k--;
  const word = foldKey(text.slice(k, i));
  // A title's full stop ends no sentence either (`Contact: Mr. Obi, 0803 …`, Tamil `திரு.`).
  if (HONORIFICS.has(word) || TITLE_ABBREVIATIONS.has(word)) return false;
  // Nor an initial's, one capital (`fale com a D. Fernanda Lopes pelo 912 345 678`: Portuguese
  // `D.`, Dona; `J. Smith`: probes29).
  if (i - k === 1 && text.charCodeAt(k) >= 65 && text.charCodeAt(k) <= 90) return false;
  return word.length > 4 || !(isPhoneTalkWord(word) || word === 'no' || word === 'nr' || word === 'n');
}

/** Titles written with a full stop that HONORIFICS (Latin script) does not hold: Tamil `திரு.`, `திருமதி.` (Mr., Mrs.). */
const TITLE_ABBREVIATIONS = new Set(['திரு', 'திருமதி'].map(foldKey));

// Marks count: the vowel signs of Indic scripts are inside their words (`தொடர்புக்கு`, `মোবাইল`).
const isLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 0xc0 && c !== 0xd7 && c !== 0xf7 && /[\p{L}\p{M}]/u.test(String.fromCharCode(c)));

/** Digits in two groups or more, joined by a blank, hyphen, dot or slash. */
function isGrouped(value: string): boolean {
  for (let i = 1; i < value.length; i++) if (!isDigit(value.charCodeAt(i)) && isDigit(value.charCodeAt(i - 1))) return true;
  return false;
}
