import { defineDetector } from '../engine/detector.js';
import type { DetectorContext, Emit, PositionList } from '../engine/types.js';
import { scanOf, type TextScan } from '../engine/scan/index.js';
import { lazy } from '../engine/lazy.js';
import { codeAt, codeClass, isAsciiLetter, isAsciiUpper, isDigit, isSpace } from './lib/char-codes.js';
import { US_STATE_CODES, US_STATE_NAMES } from './lib/us-states.js';

// A ZIP code is five digits, or ZIP+4 with a hyphen (USPS Publication 28, §2). Five digits
// alone say nothing, so a token only counts where the words before it make it a ZIP.
// It is tried only at runs of exactly five digits (from the shared scan of digits): a match
// that may count has no digit before it (NOT_BEFORE) nor right after its five digits.
export const TOKEN = lazy(() => /\d{5}(?:-\d{4})?(?![\p{L}\p{N}_]|[.,\-/]\d)/uy);
export const NOT_BEFORE = lazy(() => /[\p{L}\p{N}_$€£¥#.\-/]/u);
const NOT_BEFORE_CODE = codeClass(() => NOT_BEFORE());
const ZIP_DIGITS = 5;

// "Springfield, IL 62704", "Austin, Texas 78701": a state right before the ZIP (USPS Pub. 28
// §2, last line of the address). Codes are matched in capitals only ("in 12345" is not Indiana).
export const AFTER_STATE = lazy(() => new RegExp(
  String.raw`(?:^|[\s,(])(?:(?:${US_STATE_CODES.join('|')})|(?:${US_STATE_NAMES.join('|').replaceAll(' ', String.raw`\s`)}))\.?,?\s{1,3}$`,
  'u',
));
// "ID" is Idaho's code and the label of an identifier: "(ID 44821)", "Customer ID 44821". It is
// the state only after a comma or a city in capitals ("Boise, ID 83702", "BOISE ID 83702").
const ENDS_ID = /(?:^|[\s,(])ID\.?,?\s{1,3}$/u;
const IDAHO = /(?:,|(?:^|\s)\p{Lu}{2,}\.?)[ \t]*ID\.?,?\s{1,3}$/u;
const isIdLabel = (before: string) => ENDS_ID.test(before) && !IDAHO.test(before);
// "ZIP: 62704", "zip code 62704-1234", "postal code = 62704", and as a key: `"billing_zip":
// "94107"`, `shipping_postal_code=94107` (a prefix joined by "_", a quote closing the key);
// Twilio's webhook parameters `FromZip=78745`, `CallerZip=`, `ToZip=`, `CalledZip=` (the fifteenth reading).
// ISO 20022's postal address element (`<PstCd>04109</PstCd>`, pain.001, camt, pacs). Other
// languages' postcode words before five digits: Spanish "C.P." (código postal), German
// "PLZ" (Postleitzahl), Korean 우편번호 and Japan Post's 〒.
const AFTER_KEYWORD = lazy(() => /(?:<PstCd>|(?:\b|_|\b(?:from|to|caller|called))zip(?:\s*\+\s*4)?|(?:\b|_)zip[\s_]*code|(?:\b|_)postal[\s_]*code|(?:\b|_)post[\s_]*code|(?:\b|_)postcode|(?<![\p{L}\p{N}])(?:C\.[ \t]?P\.|PLZ)|우편번호|〒)\s*(?:#|no\.?|number)?\\?["']?\s*[:=]?\s*\\?["']?$/iu);
// An address line: a house number and a street-type word (USPS Pub. 28 Appendix C1 suffixes)
// earlier on the same line, e.g. "742 Evergreen Terrace, Springfield 62704".
const STREET_LINE = lazy(
  () => /\b\d{1,6}\s+(?:[\p{L}\p{N}.'-]+\s+){1,4}(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Place|Pl|Terrace|Ter|Parkway|Pkwy|Highway|Hwy|Circle|Cir|Square|Sq|Trail|Trl)\b\.?/u,
);
// The last line of a Spanish-speaking country's address: the town (capitalised words and their
// particles: `Ciudad de Guatemala`), a comma and the five-digit postcode alone, under a street's
// line (a street's word and a number: `5a. avenida 14-27, zona 10`; Correos de Guatemala's and
// Costa Rica's layouts).
const TOWN_COMMA_LINE = lazy(() => /(?:^|\n)[ \t]*\p{Lu}[\p{L}\p{M}.'’-]+(?:[ \t]+(?:de|del|la|las|los|y|\p{Lu}[\p{L}\p{M}.'’-]+)){0,4},[ \t]*$/u);
const SPANISH_STREET_LINE = lazy(() => /(?:^|\n)[^\n]*(?<![\p{L}])(?:avenida|av\.|avda\.|calle|calzada|carrera|cra\.|diagonal|zona|colonia|col\.|boulevard|bulevar|blvd\.|pasaje|barrio|residencial|urbanizaci[óo]n|urb\.)(?![\p{L}])[^\n]*\d[^\n]*\r?\n$/iu);
const LINE_ENDS = /[ \t]*\.?[ \t]*(?:\r?\n|$)/y;

/** A five-digit code at `start` ending a `Town, 01010` line under a street's line. */
function townCommaPostcode(text: string, start: number, end: number): boolean {
  LINE_ENDS.lastIndex = end;
  if (!LINE_ENDS.test(text)) return false;
  const lineStart = text.lastIndexOf('\n', start - 1);
  if (lineStart < 0 || start - lineStart > 60 || !TOWN_COMMA_LINE().test(text.slice(lineStart, start))) return false;
  return SPANISH_STREET_LINE().test(text.slice(Math.max(0, lineStart - 120), lineStart + 1));
}
const MAY_BE_KEYWORD = /zip|post|pstcd|C\.[ \t]?P\.|PLZ|우편번호|〒/iu;

// Other countries' postcodes, taken only right after a postcode word ("Postcode: EH10 4HN",
// "Postal code H2X 1Y4", "Eircode D06 F2X3"): their shapes alone are also product codes.
// Royal Mail's Programmers' Guide: outward code (area, district) and inward code (sector,
// unit: a digit and two letters); Canada Post: letter-digit-letter digit-letter-digit, never
// D F I O Q U (nor W Z first); Eircode (Ireland): a routing key (a letter and two digits, or
// D6W) and four characters of its alphabet.
// The words of other languages, and the digit shapes of their postcodes (the fifth reading):
// Romanian "cod poștal" (six digits), Portuguese "código postal" (four, a hyphen, three: CTT),
// Czech and Slovak "PSČ" (three and two), Japan Post's 〒 (three, a hyphen, four); Poczta
// Polska's two, a hyphen and three ("00-061", the sixth reading); PostNL's four digits (the
// first no 0) and two capitals, never SA, SD or SS ("1054 GS", the seventh reading); the Russian
// and Belarusian "почтовый индекс"/"паштовы індэкс" (postal index: six digits, the twelfth reading);
// five digits after any of the words (`código postal 11501`: Costa Rica, Spain, Mexico). Four digits alone stay, after
// a postcode word too ("Postcode: 4471 and more"), but as a zip field's whole value (hintedPostcode).
// A UK postcode's space may be a URL query's `+` or `%20` (PayPal's IPN body `address_zip=LS2+9NZ`,
// the twenty-first reading).
// The key's closing quote may stand before its colon (`'postcode': 'GL5 3QT'`, a Python dict's repr).
const POSTCODE_WORD = lazy(
  () => /(?:pstcd>|post[\s_]*code|postal[\s_]*code|postcode|eircode|cep|zip(?:\s*code)?|cod(?:igo)?\s+po[sșş]tal|código\s+postal|psč|(?:почтовый|паштовы|поштовий)\s+(?:индекс|індэкс|індекс)|〒)\s*(?:#|no\.?|number)?["']?\s*[:=：]?\s*["']?/iuy,
);
const FOREIGN_POSTCODE = lazy(
  () =>
    /(?:(?:[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]?|GIR)(?: |\+|%20)?\d[ABD-HJLNP-UW-Z]{2}|[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d|(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}|\d{5}-\d{3}|\d{4}-\d{3}|\d{3}-\d{4}|\d{3} \d{2}|\d{6}|\d{2}-\d{3}|[1-9]\d{3} ?(?!S[ADS])[A-Z]{2}|\d{5}(?![.,]\d))(?![\p{L}\p{N}])/uy,
);
// Where a postcode word may start: a plain scan (no Unicode classes) over the text.
const KEYWORD_START = /pstcd|post|eircode|cep|zip|cod|c[óÓ]digo|ps[čČ]|почтов|паштов|поштов|〒/gi;
/** KEYWORD_START's words, for the engine's keyword pass (`cues`). */
// "cod po": Romanian's words, not every "code" of a technical text.
const KEYWORD_CUES = ['pstcd', 'post', 'eircode', 'cep', 'zip', 'cod po', 'código', 'psč', 'почтов', 'паштов', 'поштов', '〒'];
const WORD_CHAR = lazy(() => /[\p{L}\p{N}]/u);

/**
 * The postcodes of other countries written right after a postcode word. The words' places come
 * from the engine's keyword pass (the detector's cues, at word starts: a superset of the places
 * not after a letter or digit); a finder called on its own scans with KEYWORD_START (which cost
 * 0.6 ms a page of prose: irregexp tries the case-insensitive alternation at every character).
 */
function foreignPostcodes(text: string, cueHits: PositionList | undefined, emit: Emit): void {
  if (cueHits) {
    for (const at of cueHits) foreignPostcodeAt(text, at, emit);
    return;
  }
  KEYWORD_START.lastIndex = 0;
  for (let k = KEYWORD_START.exec(text); k; k = KEYWORD_START.exec(text)) foreignPostcodeAt(text, k.index, emit);
}

/** The postcode after the postcode word that may start at `at`. */
function foreignPostcodeAt(text: string, at: number, emit: Emit): void {
  // A postcode word starts a word; the mark 〒 may follow one ("住所〒530-0001").
  if (at > 0 && text.charCodeAt(at) !== 0x3012 && WORD_CHAR().test(text[at - 1]!)) return;
  const word = POSTCODE_WORD();
  word.lastIndex = at;
  const w = word.exec(text);
  if (!w) return;
  let from = at + w[0].length;
  // "my postcode is SW1A 2AA"; a chat's question and its answer alone on the next line
  // ("what's your postcode?" / "SW1A 2AA", maybe "it's …"): the code then ends its line.
  let answer = false;
  const told = POSTCODE_TOLD();
  told.lastIndex = from;
  const t = told.exec(text);
  if (t) {
    answer = t[0].charCodeAt(0) === 63;
    from += t[0].length;
  }
  const code = FOREIGN_POSTCODE();
  code.lastIndex = from;
  const c = code.exec(text) ?? zipPlusFour(text, w[0], from);
  if (!c) return;
  if (answer) {
    LINE_ENDS.lastIndex = c.index + c[0].length;
    if (!LINE_ENDS.test(text)) return;
  }
  emit(c.index, c.index + c[0].length, 0.9, undefined);
}
/**
 * A ZIP+4 written as nine digits after a ZIP word (`Zip=300344127`): USPS's data files and NCPDP
 * Telecommunication Standard D.0's 325-CP Patient Zip/Postal Zone hold it without the hyphen of
 * Publication 28's printed form.
 */
function zipPlusFour(text: string, word: string, from: number): RegExpExecArray | null {
  if ((word.charCodeAt(0) | 0x20) !== 122 /* z */) return null;
  ZIP_NINE.lastIndex = from;
  return ZIP_NINE.exec(text);
}
const ZIP_NINE = /\d{9}(?![\p{L}\p{N}])/uy;
const POSTCODE_TOLD = lazy(() => /(?<=\s)(?:is|was)[ \t]+|\?[ \t]*\r?\n[ \t]*(?:(?:it'?s|it’s|it is|mine is|mine's)[ \t]+)?/iy);
// Canada Post's Addressing Guidelines (§ "Civic addresses"): the last line is the municipality,
// the province or territory's two-letter symbol and the postal code ("QUÉBEC QC  G1K 3B6",
// "Ottawa ON  K1A 0B1"). A symbol in capitals after a word, then the code's shape, is one; a
// lone code's shape may be a product's.
// The province's symbol before the code, read back from it (at most 40 characters).
const PROVINCE_BEFORE = lazy(() => /[\p{L}.][ \t]*,?[ \t]{1,3}(?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)\.?,?[ \t]{1,3}$/u);
// The province's name in full, in brackets after the municipality: Postes Canada's French
// layout ("Montréal (Québec)  H2J 2L1", "Gatineau (Québec) J8X 3X7"; two blanks before the code).
const PROVINCE_NAMES = 'Alberta|British Columbia|Colombie-Britannique|Manitoba|New Brunswick|Nouveau-Brunswick|Newfoundland and Labrador|Terre-Neuve-et-Labrador|Nova Scotia|Nouvelle-Écosse|Northwest Territories|Territoires du Nord-Ouest|Nunavut|Ontario|Prince Edward Island|Île-du-Prince-Édouard|Qu[ée]bec|QU[ÉE]BEC|Saskatchewan|Yukon';
const PROVINCE_NAME_BEFORE = lazy(() => new RegExp(String.raw`\p{L}[ \t]+\((?:${PROVINCE_NAMES.replaceAll(' ', String.raw`[ \t]`)})\),?[ \t]{1,3}$`, 'u'));
const CANADIAN_CODE = lazy(() => /[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d(?![\p{L}\p{N}])/uy);

/**
 * Canadian postal codes after a province's symbol on an address's last line, and UK postcodes
 * after the post town alone on a line (townPostcode: the same walk over single digits). A code's shape
 * (A1B 2C3) holds single digits between capitals: it is found from the engine's digit runs (a
 * regex for the shape over the whole text cost 0.2 ms a page), then the symbol before it.
 */
function canadianPostcodes(text: string, scan: TextScan, emit: Emit): void {
  const runs = scan.digitTokens.digitRuns;
  // Each run below is read only with a capital right before it (two digits) or right after it
  // (one digit): the runs beside a capital, which the scan lists (a log's times and addresses,
  // most of its million runs of one and two digits, are not walked).
  const besideCapitals = runs.besideCapitals;
  for (let i = 0; i < besideCapitals.length; i++) {
    const r = besideCapitals[i]!;
    if (runs.lengths[r] === 2) {
      // An Eircode's routing key: a capital and two digits (eircodeAfterTown).
      const k = runs.start(r) - 1;
      if (k >= 0 && isAsciiUpper(codeAt(text, k))) eircodeAfterTown(text, k, emit);
      continue;
    }
    if (runs.lengths[r] !== 1) continue;
    const s = runs.start(r) - 1;
    if (s < 0 || !isAsciiUpper(codeAt(text, s + 2))) continue;
    // One digit and two capitals: a UK postcode's inward code (TOWN_POSTCODE_LINE).
    if (isAsciiUpper(codeAt(text, s + 3))) townPostcode(text, s + 1, emit);
    if (!isAsciiUpper(codeAt(text, s))) continue;
    // Dublin 6W's routing key, the one with a letter (eircodeAfterTown).
    if (codeAt(text, s) === 68 && codeAt(text, s + 1) === 54 && codeAt(text, s + 2) === 87) eircodeAfterTown(text, s, emit);
    const code = CANADIAN_CODE();
    code.lastIndex = s;
    const m = code.exec(text);
    if (!m) continue;
    const before = text.slice(Math.max(0, s - 40), s);
    if (PROVINCE_BEFORE().test(before) || PROVINCE_NAME_BEFORE().test(before)) emit(s, s + m[0].length, 0.85, undefined);
  }
}
// A postcode alone in brackets after a place's name ("a home address in Didsbury (M20 2RN)"),
// and an Eircode after its county ("Monkstown, Co. Dublin\nA94 X2F6", An Post's layout: the
// county, then the Eircode on the last line): the word before says it is an address's.
// Led by the literal "(": the place's word before it is checked on a slice (PLACE_BEFORE).
const BRACKETED = lazy(() => new RegExp(String.raw`\((${FOREIGN_POSTCODE().source.replace('(?![\\p{L}\\p{N}])', '').replace(String.raw`|\d{5}(?![.,]\d)`, '')})\)`, 'uy'));
const PLACE_BEFORE = lazy(() => /\p{Lu}\p{Ll}[\p{L}'’-]*[ \t]*$/u);
// Led by the literal "Co" (a lookbehind first would be tried at every position of the text).
// Tried where "Co" stands as a word (an indexOf loop: a regex opening with \b was tried at
// every character, 0.5 ms a page of prose).
const AFTER_COUNTY = lazy(() => /Co\.?[ \t]+\p{Lu}\p{Ll}+,?(?:[ \t]+|[ \t]*\r?\n[ \t]*)((?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4})(?![\p{L}\p{N}])/uy);
const WORD_BEFORE = /[A-Za-z0-9_]/;

/** Postcodes in brackets after a place, Eircodes after a county. */
function placedPostcodes(text: string, emit: Emit): void {
  // Each "(" before a capital or a digit (every postcode's shape starts so), read there: no
  // match holds a "(", so these are the matches of a global search.
  for (let i = text.indexOf('('); i >= 0; i = text.indexOf('(', i + 1)) {
    const next = codeAt(text, i + 1);
    if (!isAsciiUpper(next) && !isDigit(next)) continue;
    const bracketed = BRACKETED();
    bracketed.lastIndex = i;
    const m = bracketed.exec(text);
    if (m && PLACE_BEFORE().test(text.slice(Math.max(0, i - 40), i))) emit(i + 1, i + 1 + m[1]!.length, 0.85, undefined);
  }
  for (let i = text.indexOf('Co'); i >= 0; i = text.indexOf('Co', i + 2)) {
    const next = text.charCodeAt(i + 2);
    if ((next !== 46 && next !== 32 && next !== 9) || (i > 0 && WORD_BEFORE.test(text[i - 1]!))) continue;
    const county = AFTER_COUNTY();
    county.lastIndex = i;
    const m = county.exec(text);
    if (m) emit(i + m[0].length - m[1]!.length, i + m[0].length, 0.85, undefined);
  }
}
// Royal Mail's last line of an address: the post town, then the postcode, alone on its line
// ("Leeds LS1 4BR" under the street; Royal Mail's "Addressing your mail"). A postcode's shape
// after a product's name is followed by more words ("Model EH10 4HN ships today").
// Found from the inward code's digit (a run of one digit before two capitals and the line's end),
// on canadianPostcodes' walk over the digit runs.
const TOWN_POSTCODE_LINE = lazy(() => /(?:^|\n)[ \t]*\p{Lu}[\p{L}\p{M}'’.-]+(?:[ \t]+\p{Lu}[\p{L}\p{M}'’.-]+){0,2},?[ \t]+((?:[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]?)[ \t]?)$/u);
const LINE_END_AFTER = /[ \t]*[.,]?[ \t]*(?:\r?\n|$)/y;

/** A UK postcode ending a line that holds only the post town before it, its inward code's digit at `d`. */
function townPostcode(text: string, d: number, emit: Emit): void {
  LINE_END_AFTER.lastIndex = d + 3;
  if (!LINE_END_AFTER.test(text)) return;
  const m = TOWN_POSTCODE_LINE().exec(text.slice(Math.max(0, d - 48), d));
  if (m) emit(d - m[1]!.length, d + 3, 0.85, undefined);
}
// An Eircode alone on the last line of an address, under the post town alone on its line
// ("Quay Street\nGalway\nH91 K2X7": An Post's layout, the county or town line, then the Eircode).
// Only An Post's routing keys (eircode.ie's 139 routing areas): a capital, two digits and four
// characters alone on a line after a capitalised word is also a part's or a room's code. The list
// agrees key for key with a second, public one (a routing-key table of 139 keys with their post
// towns). The one key with a letter, D6W (Dublin 6W), is looked at from its one-digit run.
const EIRCODE_ROUTING_KEYS = new Set(
  ('D6W A41 A42 A45 A63 A67 A75 A81 A82 A83 A84 A85 A86 A91 A92 A94 A96 A98 C15 D01 D02 D03 D04 D05 D06 D07 D08 D09 D10 D11 D12 ' +
    'D13 D14 D15 D16 D17 D18 D20 D22 D24 E21 E25 E32 E34 E41 E45 E53 E91 F12 F23 F26 F28 F31 F35 F42 F45 F52 F56 F91 F92 F93 ' +
    'F94 H12 H14 H16 H18 H23 H53 H54 H62 H65 H71 H91 K32 K34 K36 K45 K56 K67 K78 N37 N39 N41 N91 P12 P14 P17 P24 P25 P31 P32 ' +
    'P36 P43 P47 P51 P56 P61 P67 P72 P75 P81 P85 R14 R21 R32 R35 R42 R45 R51 R56 R93 R95 T12 T23 T34 T45 T56 V14 V15 V23 V31 ' +
    'V35 V42 V92 V93 V94 V95 W12 W23 W34 W91 X35 X42 X91 Y14 Y21 Y25 Y34 Y35').split(' '),
);
const EIRCODE_LINE = /[ \t]?[0-9AC-FHKNPRTV-Y]{4}[ \t]*,?[ \t]*(?:\r?\n|$)/y;
// The line before: the town or county alone (one to three capitalised words, "Co. Galway"), or
// Dublin's postal district ("Dublin 2", "Dublin 6W", "DUBLIN 24").
const TOWN_LINE_BEFORE = lazy(() => /(?:^|\n)[ \t]*\p{Lu}[\p{L}\p{M}'’.-]+(?:[ \t]+\p{Lu}[\p{L}\p{M}'’.-]+){0,2}(?:[ \t]+\d{1,2}W?)?,?[ \t]*\r?\n[ \t]*$/u);

// An Eircode anywhere by its own shape: a listed routing key, one blank, and a unique identifier
// that mixes letters and digits (eircode.ie's Eircode specification: the identifier's four
// characters are drawn from 0-9 and A C D E F H K N P R T V W X Y, at random; `D09 X4K2` after
// `Dublin 9` on a GPX waypoint's line), where the value ends (a line's end, a sign or a tag; a
// word after it makes it a code: `D02 X285 ships today`). A key and four digits or four letters
// alone stay (`D12 2024`, `F12 FACE`): many codes have that shape.
const EIRCODE_MIXED = /[ ](?=[0-9]{0,3}[AC-FHKNPRTV-Y])(?=[AC-FHKNPRTV-Y]{0,3}[0-9])[0-9AC-FHKNPRTV-Y]{4}(?=[ \t]*(?:[,.;)<"'\]]|\r?\n|$))/uy;

/** An Eircode whose routing key starts at `k`, alone on its line under a town's line, or in its mixed shape anywhere. */
function eircodeAfterTown(text: string, k: number, emit: Emit): void {
  if (!EIRCODE_ROUTING_KEYS.has(text.slice(k, k + 3))) return;
  if (k > 0 && /[\p{L}\p{N}_\-/.]/u.test(text[k - 1]!)) return;
  EIRCODE_MIXED.lastIndex = k + 3;
  // After a comma it closes an address's line, which the address finder takes whole with it.
  if (!(text[k - 1] === ' ' && text[k - 2] === ',') && EIRCODE_MIXED.test(text)) {
    emit(k, k + 8, 0.85, undefined);
    return;
  }
  EIRCODE_LINE.lastIndex = k + 3;
  const m = EIRCODE_LINE.exec(text);
  if (!m || !TOWN_LINE_BEFORE().test(text.slice(Math.max(0, k - 48), k))) return;
  emit(k, k + 3 + (text.charCodeAt(k + 3) === 32 || text.charCodeAt(k + 3) === 9 ? 5 : 4), 0.85, undefined);
}

// Argentina's CPA (Código Postal Argentino, Correo Argentino): the province's letter (A to Z
// but I and O), the four digits of the town's old code and three letters of the block face
// ("C1424CEX": C for the City of Buenos Aires). Its shape is also a part number's, so only before
// the province or the city (", CABA", " Córdoba"), as the last line of an address gives it.
const CPA_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const PROVINCE_AFTER = lazy(() => /,?[ \t]+(?:CABA|C\.A\.B\.A\.|Capital[ \t]+Federal|Ciudad[ \t]+(?:Aut[óo]noma[ \t]+)?de[ \t]+Buenos[ \t]+Aires|Buenos[ \t]+Aires|Catamarca|Chaco|Chubut|C[óo]rdoba|Corrientes|Entre[ \t]+R[íi]os|Formosa|Jujuy|La[ \t]+Pampa|La[ \t]+Rioja|Mendoza|Misiones|Neuqu[ée]n|R[íi]o[ \t]+Negro|Salta|San[ \t]+Juan|San[ \t]+Luis|Santa[ \t]+Cruz|Santa[ \t]+Fe|Santiago[ \t]+del[ \t]+Estero|Tierra[ \t]+del[ \t]+Fuego|Tucum[áa]n|Argentina)(?![\p{L}\p{N}])/uy);

/** Argentine CPAs before a province's name, found from their four digits (the scan's digit runs). */
function argentinePostcodes(text: string, scan: TextScan, emit: Emit): void {
  const runs = scan.digitTokens.digitRuns;
  // A capital stands before the four digits (and three after): the runs beside a capital.
  const besideCapitals = runs.besideCapitals;
  for (let i = 0; i < besideCapitals.length; i++) {
    const r = besideCapitals[i]!;
    if (runs.lengths[r] !== 4) continue;
    const start = runs.start(r) - 1;
    if (start < 0 || !CPA_LETTERS.includes(text[start]!) || (start > 0 && WORD_CHAR().test(text[start - 1]!))) continue;
    const end = start + 8;
    if (!isAsciiUpper(codeAt(text, end - 3)) || !isAsciiUpper(codeAt(text, end - 2)) || !isAsciiUpper(codeAt(text, end - 1)) || (end < text.length && WORD_CHAR().test(text[end]!))) continue;
    const after = PROVINCE_AFTER();
    after.lastIndex = end;
    if (after.test(text)) emit(start, end, 0.85, undefined);
  }
}

// An Indonesian address's last line: the city ("Kota", "Kabupaten", "Kab.") and its five-digit
// kode pos ("Kec. Cibeunying Kaler, Kota Bandung 40123": Pos Indonesia's address layout).
export const INDONESIAN_CITY = lazy(() => /(?:^|[\s,])(?:Kota|KOTA|Kabupaten|KABUPATEN|Kab\.|KAB\.)[ \t]+\p{Lu}[\p{L}-]*(?:[ \t]+\p{Lu}[\p{L}-]*){0,2},?[ \t]+$/u);

const HINT = /\b(?:zip|postal|postcode)/iu;

/**
 * Values that are all of a field named for postcodes (a JSON key "zip", a column "Postal code")
 * in one of the other countries' shapes (FOREIGN_POSTCODE: "00-061", "EH10 4HN") or four digits
 * (Denmark's, Hungary's, Switzerland's… "1620"); five digits are the ZIP tokens' below. A column's cells come joined
 * (CELL_SEPARATOR: "\n\0\n"), so each line is read as a value.
 */
function hintedPostcodes(text: string, emit: Emit): void {
  for (let from = 0; from < text.length; ) {
    let to = text.indexOf('\n', from);
    if (to < 0) to = text.length;
    if (to - from <= 12) hintedPostcode(text, from, to, emit);
    from = to + 1;
  }
}

/** Whether text[start, end) is all digits. */
function isDigitRun(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (!isDigit(text.charCodeAt(i))) return false;
  return true;
}

function hintedPostcode(text: string, from: number, to: number, emit: Emit): void {
  let start = from;
  while (start < to && (text.charCodeAt(start) === 32 || text.charCodeAt(start) === 9)) start++;
  let end = to;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  if (end - start < 4) return;
  const code = FOREIGN_POSTCODE();
  code.lastIndex = start;
  const m = code.exec(text);
  if ((m !== null && start + m[0].length === end) || (end - start === 4 && isDigitRun(text, start, end))) emit(start, end, 0.8, undefined);
}

const LOOKBACK = 40;
const LINE_LOOKBACK = 100;

/**
 * Each ZIP-shaped token, to `each(start, end)`: what a global scan with TOKEN finds where
 * NOT_BEFORE allows a start, tried only at the runs of exactly five digits (no list of them: a
 * log's five-digit ports, ids and counters gave one that outlived the young generation).
 */
function eachZipToken(text: string, scan: TextScan, each: (start: number, end: number) => void): void {
  const runs = scan.digitTokens.digitRuns;
  for (let r = 0; r < runs.count; r++) {
    // A run's length is one byte of the scan (its start takes a sum): read first.
    if (runs.lengths[r] !== ZIP_DIGITS) continue;
    const start = runs.start(r);
    if (start > 0 && NOT_BEFORE_CODE(text.charCodeAt(start - 1))) continue;
    TOKEN().lastIndex = start;
    const m = TOKEN().exec(text);
    if (m) each(start, start + m[0].length);
  }
}

/** [start0, end0, …] of the ZIP-shaped tokens (eachZipToken), for tests. */
export function zipTokens(text: string, scan: TextScan = scanOf(text)): number[] {
  const out: number[] = [];
  eachZipToken(text, scan, (start, end) => out.push(start, end));
  return out;
}

/** Whether one blank and a group of three or more digits follow text[end] (`07456 221 903`). */
function digitGroupAfter(text: string, end: number): boolean {
  if (text.charCodeAt(end) !== 32) return false;
  let k = end + 1;
  while (k < text.length && isDigit(text.charCodeAt(k))) k++;
  return k - end - 1 >= 3;
}

/** Whether `s` ends in a blank (`\s`), as AFTER_STATE and INDONESIAN_CITY need. */
export function endsInSpace(s: string): boolean {
  return s.length > 0 && isSpace(s.charCodeAt(s.length - 1));
}

/**
 * Whether `before` may end as AFTER_STATE needs: a letter (every state's code and name ends
 * with one), then "." and "," if any, then one to three blanks.
 */
export function mayEndWithState(before: string): boolean {
  let i = before.length;
  while (i > 0 && before.length - i < 3 && isSpace(before.charCodeAt(i - 1))) i--;
  if (i > 0 && before.charCodeAt(i - 1) === 44) i--;
  if (i > 0 && before.charCodeAt(i - 1) === 46) i--;
  return i > 0 && isAsciiLetter(before.charCodeAt(i - 1));
}

/** The ZIP and postal codes of `text`, each handed to `emit` as found. */
function findZipCodes(text: string, ctx: DetectorContext, emit: Emit): void {
  const scan = scanOf(text, ctx);
  foreignPostcodes(text, ctx.cueHits, emit);
  canadianPostcodes(text, scan, emit);
  placedPostcodes(text, emit);
  argentinePostcodes(text, scan, emit);
  const hinted = HINT.test(ctx.hint);
  if (hinted) hintedPostcodes(text, emit);
  eachZipToken(text, scan, (start, end) => {
    const before = text.slice(Math.max(0, start - LOOKBACK), start);
    // Every keyword form has "zip" or "post" in it.
    if (MAY_BE_KEYWORD.test(before) && AFTER_KEYWORD().test(before)) emit(start, end, 0.9, undefined);
    // Both end in blanks (a log's byte counts, "[41363]" and ids are read no further).
    else if (endsInSpace(before) && mayEndWithState(before) && AFTER_STATE().test(before) && !isIdLabel(before)) emit(start, end, 0.85, undefined);
    else if (endsInSpace(before) && INDONESIAN_CITY().test(before)) emit(start, end, 0.85, undefined);
    else if (hinted) emit(start, end, 0.8, undefined);
    else {
      const lineStart = text.lastIndexOf('\n', start - 1) + 1;
      const line = text.slice(Math.max(lineStart, start - LINE_LOOKBACK), start);
      // A street earlier in the line says address, but not of a code that opens a run of digit
      // groups: `at 7 Albion Terrace. … it's 07456 221 903` is a British mobile (probes25).
      if (STREET_LINE().test(line)) {
        if (!digitGroupAfter(text, end)) emit(start, end, 0.75, undefined);
      }
      else if (line.length > 0 && text.charCodeAt(start - 2) === 44 && townCommaPostcode(text, start, end)) emit(start, end, 0.8, undefined);
    }
  });
}

export default defineDetector({
  id: 'zip-code',
  entity: 'ZIP_CODE',
  findEach: findZipCodes,
  cues: KEYWORD_CUES,
  context: ['zip', 'postal', 'mailing', 'address', 'usa'],
  examples: {
    positive: [
      // USPS Publication 28 §2: city, state and ZIP on the last address line
      { text: 'Springfield, IL 62704', match: '62704' },
      { text: 'Austin, Texas 78701-1234', match: '78701-1234' },
      { text: 'Beverly Hills, CA 90210, USA', match: '90210' },
      { text: 'ZIP: 10001', match: '10001' },
      { text: 'zip code 94105-0001', match: '94105-0001' },
      { text: 'Postal code = 60601', match: '60601' },
      { text: '742 Evergreen Terrace, Springfield 49007', match: '49007' },
      { text: 'New York, NY 10118 and Chicago, IL 60606', match: ['10118', '60606'] },
      // Royal Mail's postcode format (outward code, inward code), after a postcode word
      { text: '{"billing_zip":"94107","amount":129.99}', match: '94107' }, // a JSON key (the reader's app.log)
      { text: 'shipping_zip_code=94107', match: '94107' },
      { text: 'Postcode: EH10 4HN', match: 'EH10 4HN' },
      // A URL-encoded space (the twenty-first reading's PayPal IPN body, fictitious).
      { text: 'charset=UTF-8&address_zip=LS2+9NZ&first_name=', match: 'LS2+9NZ' },
      { text: 'post code SW1A 1AA', match: 'SW1A 1AA' },
      // Canada Post: A1A 1A1
      { text: 'Postal code: H2X 1Y4', match: 'H2X 1Y4' },
      // Eircode: routing key and unique identifier (eircode.ie)
      { text: 'Eircode D06 F2X3', match: 'D06 F2X3' },
      // Canada Post: municipality, province symbol, postal code on the last line (the third reading)
      { text: 'Québec QC  G1K 3B6', match: 'G1K 3B6' },
      { text: 'Ottawa, ON K1A 0B1', match: 'K1A 0B1' },
      // Correios: the CEP, five digits, a hyphen and three (the third reading's invoice)
      { text: 'CEP: 01310-200', match: '01310-200' },
      { text: 'São Paulo/SP - CEP 01304-001', match: '01304-001' },
      // after a place, in brackets; an Eircode after its county (the third reading)
      { text: 'and a home address in Didsbury (M20 2RN), keep it', match: 'M20 2RN' },
      { text: '14 Seapoint Avenue, Monkstown, Co. Dublin\nA94 X2F6, phone', match: 'A94 X2F6' },
      // An Post's layout in Dublin: the postal district's line, then the Eircode (D6W: Dublin 6W's key)
      { text: '3 Harcourt Street\nDublin 2\nD02 X285\n', match: 'D02 X285' },
      { text: '14 Kenilworth Square\nRathgar\nD6W Y2K4\n', match: 'D6W Y2K4' },
      // a JSON object in a JSON string (a HAR file's postData)
      { text: '"text": "{\\"zip\\":\\"24105\\",\\"city\\":\\"Kiel\\"}"', match: '24105' },
      // Poczta Polska's NN-NNN after a postcode word (the sixth reading)
      { text: '{"city":"Warszawa","zip":"00-061"}', match: '00-061' },
      // Correo Argentino's CPA before the city, Pos Indonesia's kode pos after the city (the sixth reading)
      { text: 'en Av. Rivadavia 5214, piso 7 "B", C1424CEX, CABA, titular', match: 'C1424CEX' },
      { text: 'Kec. Cibeunying Kaler, Kota Bandung 40123', match: '40123' },
    ],
    negative: [
      'order 12345 shipped',
      'total $12345',
      'in 12345 cases',
      'Springfield, IL 627041', // six digits
      'Springfield, IL 6270', // four digits
      'ZIP: 12345.67', // a decimal number
      'Logged in 20 times, 12345 rows', // lower-case "in" is not Indiana
      'call 415-555-0132', // phone digits
      'Model EH10 4HN ships today', // a postcode's shape without a postcode word
      'sku=LS2+9NZ&qty=1', // a URL-encoded postcode's shape without a postcode key
      'Postal code: Q2X 1Y4', // Canada Post never uses Q
      'Harcourt Street\nDublin 2\nD02 X285 ships today', // more words on the Eircode's line
      'Rathgar\nD6X Y2K4\n', // no routing key D6X
      'postcode pending',
      'SKU G1K 3B6 in stock', // a Canadian code's shape without a province before it
      'Québec qc G1K 3B6', // the symbol is in capitals
      'Toronto ON M5V 2T', // not the whole shape
      'the part (M20 2RN) fits', // in brackets after no place
      'accept 01310-200', // a CEP's shape without its word
      'part C1424CEX, Rev. B', // a CPA's shape before no province
      'I1424CEX, CABA', // no province has the letter I
      'Kota Bandung punya 40123 warga', // five digits after another word
    ],
  },
});
