import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext, Finding } from '../engine/types.js';
import { lazy } from '../engine/lazy.js';
import { STATE_CODES } from './names/names-cues.js';
import { addressFitsField } from './lib/field-fits.js';
import { codeAt, isBlank, isDigit } from './lib/char-codes.js';
import { findNameSpans, NAME_ANALYSIS_CUES } from './names/names-analysis.js';
import { findLowerCaseStreets, findUpperCaseStreets } from './address/lower-case.js';
import { findIndianAddresses } from './address/india.js';
import { findPostalBlocks } from './address/postal-block.js';
import { blankLedRuns } from './address/blank-led-runs.js';
import { scanOf } from '../engine/scan/index.js';
import { findLabelledAddresses, LABEL_CUES, VI_CUES } from './address/labelled.js';
import { findHebrewStreets } from './address/hebrew.js';
import { findCyrillicStreets } from './address/cyrillic.js';
import { findThaiAddresses } from './address/thai.js';
import { findArabicAddresses } from './address/arabic.js';
import { findSaudiAddresses } from './address/saudi.js';
import { findParcelAddresses } from './address/parcel.js';
import { holdsOtherScripts } from './lib/scripts.js';

/**
 * The places of the names analysis. A street address that holds a ZIP code the word "address"
 * made certain ("Address: 4821 Cedar Hollow Dr, Columbus, OH 43215": the ZIP code scores 1) is
 * as certain: otherwise the ZIP code would win the overlap and the street and city be kept.
 */
function findAddresses(text: string, ctx: DetectorContext): Candidate[] {
  // The digit runs the street and postcode finders read, walked for the three at once.
  const scan = ctx.scan ?? scanOf(text);
  const led = blankLedRuns(text, scan);
  const places = [...findNameSpans(text, ctx).places.map((p) => withUnitAndPostcode(text, p)), ...findLowerCaseStreets(text, scan, led), ...findUpperCaseStreets(text, scan, led), ...findIndianAddresses(text, ctx.scan), ...findPostalBlocks(text, scan, led), ...findLabelledAddresses(text, ctx.scan, ctx.cueHits), ...(holdsOtherScripts(text, ctx) ? [...findHebrewStreets(text, ctx.scan), ...findCyrillicStreets(text), ...findThaiAddresses(text), ...findArabicAddresses(text)] : []), ...findSaudiAddresses(text, ctx.scan), ...findParcelAddresses(text, ctx.scan)].map(
    (p) => withUnitLineBefore(text, p),
  );
  const zips = ctx.prior.filter((f) => f.entity === 'ZIP_CODE');
  if (zips.length === 0) return places;
  const heldIn = zipsWithin(zips);
  return places.map((p) => {
    const score = p.score ?? 0;
    if (score < 0.9) return p;
    const held = heldIn(p, score);
    return held ? { ...p, score: held.score } : p;
  });
}

/**
 * The first ZIP code (in the order found) inside a place, scoring more than it and not the whole
 * of it. A table sorts thousands of addresses and ZIP codes (a customer CSV read as text): each
 * place looks only at the ZIP codes that start inside it.
 */
function zipsWithin(zips: readonly Finding[]): (p: Candidate, score: number) => Finding | undefined {
  const byStart = zips.map((_, i) => i).sort((a, b) => zips[a]!.start - zips[b]!.start || a - b);
  return (p, score) => {
    let lo = 0;
    let hi = byStart.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (zips[byStart[mid]!]!.start < p.start) lo = mid + 1;
      else hi = mid;
    }
    let first = -1;
    for (let k = lo; k < byStart.length; k++) {
      const i = byStart[k]!;
      const z = zips[i]!;
      if (z.start >= p.end) break;
      if (z.end <= p.end && z.score > score && (z.start > p.start || z.end < p.end) && (first < 0 || i < first)) first = i;
    }
    return first < 0 ? undefined : zips[first];
  };
}

// What may follow an address or a city on its line and belongs to it: a UK postcode ("Manchester
// M20 6RN"), an Australian suburb, state and postcode ("Brunswick East VIC 3057", Australia Post's
// addressing guidelines), a US state and ZIP code; an Indian PIN code (six digits, India Post)
// only where the line or the field ends; a continental postcode and town, after the floor and
// door of a Spanish address ("Calle de Alcalá 214, 3º B, 28028 Madrid"; Correos); a Swedish,
// Czech, Slovak or Greek postcode of five digits in groups of three and two, before its town
// ("Sveavägen 44, 111 34 Stockholm"; PostNord's and Česká pošta's addressing rules); an Eircode
// after the town, maybe after a Dublin district ("Dublin 9, D09 W6Y8"; An Post); a Brazilian state
// and CEP after the city ("São Paulo - SP, 05422-010"; Correios: city - UF, then the CEP); a
// Portuguese postcode and its locality ("Rua Augusta 100, 1100-053 Lisboa"; CTT: NNNN-NNN). A
// bare ZIP code stays the ZIP code detector's.
const POSTCODE_AFTER = lazy(
  () =>
    new RegExp(
      String.raw`(?:[ \t]*(?:,|\\,)[ \t]*|[ \t]+)(?:[A-Z]{1,2}\d[A-Z\d]?[ \t]?\d[A-Z]{2}|(?:\p{Lu}[\p{L}'’-]*[ \t]+){0,3}(?:NSW|VIC|QLD|SA|WA|TAS|NT|ACT)[ \t]+\d{4}|(?:\p{Lu}[\p{L}'’-]*[ \t]+){0,3}(?:${STATE_CODES})[ \t]+\d{5}(?:-\d{4})?|[1-9]\d{2}[ \t]?\d{3}(?=[ \t]*(?:[\r\n,.;)'"|]|$))|(?:\d{1,2}[ºª°][ \t]*(?:[A-Z](?![\p{L}\p{N}]))?,?[ \t]*)?\d{5}[ \t]+\p{Lu}[\p{L}\p{M}'’-]+|[1-9]\d{2}[ \t]\d{2}[ \t]+\p{Lu}[\p{L}\p{M}'’-]+|[-–][ \t]+(?:AC|AL|AP|AM|BA|CE|DF|ES|GO|MA|MT|MS|MG|PA|PB|PR|PE|PI|RJ|RN|RS|RO|RR|SC|SP|SE|TO)(?:[ \t]*,[ \t]*|[ \t]+)\d{5}-\d{3}|[1-9]\d{3}-\d{3}[ \t]+\p{Lu}[\p{L}\p{M}'’-]+|(?:\d{1,2}(?:W)?[ \t]*,[ \t]*)?(?:[AC-FHKNPRTV-Y]\d{2}|D6W)[ \t]?[0-9AC-FHKNPRTV-Y]{4})(?![\p{L}\p{N}])`,
      'uy',
    ),
);
// What may stand before a street address and belongs to it: "Flat 3, ", "Unit 5, ", "Apt 12B ",
// an Edinburgh tenement flat's position, floor and door ("3F1, 14 Marchmont Road"),
// and the building's name after the unit, maybe on the line before ("Flat 2, Gull Rock House, ",
// "Flat 9,\nPembury Court, "; Royal Mail's addressing: sub-building, building, then the street).
const UNIT_BEFORE = lazy(
  () =>
    /(?<![A-Za-z0-9])(?:(?:Unit|Flat|Apt\.?|Apartment|Suite|Ste\.?)[ \t]+#?\d[A-Za-z0-9-]{0,5}|\d{1,2}F\d{1,2})(?:,?[ \t]+|,[ \t]*\r?\n[ \t]*)(?:(?:\p{Lu}[\p{L}'’-]*[ \t]+){1,3}(?:House|Court|Mansions|Lodge|Buildings?|Tower|Heights|Apartments|Hall|Point|Wharf),?[ \t]+)?$/u,
);
/** A land parcel's word before a house number (address/parcel.ts reads the parcels themselves). */
const PARCEL_BEFORE = /(?<![\p{L}\p{N}])(?:Lot|Plot|Stand|Erf|Allotment)[ \t]+$/u;
// A unit alone on the line before a street that opens its line, with the building's name or the
// house's number after it ("Apartment 52, Quayside Lofts" above "7 Whitehall Waterfront",
// "(Room 1203, No. 88" above "Caoxi North Road, Xuhui District"): the whole line, or after "(".
const UNIT_LINE_BEFORE = lazy(
  () =>
    /(?:^[ \t]*|\()((?:Unit|Flat|Apt\.?|Apartment|Suite|Ste\.?|Room|Rm\.?)[ \t]+#?\d[A-Za-z0-9-]{0,5}(?:,[ \t]*(?:No\.?[ \t]*\d{1,5}[A-Za-z]?|(?:\p{Lu}[\p{L}'’-]*[ \t]+){0,3}\p{Lu}[\p{L}'’-]*))?),?[ \t]*\r?$/u,
);
// The unit written after the street ("4418 Bloomington Ave S apt 3, Minneapolis MN 55407"; French
// "app.", "appt": "455 rue Saint-Joseph Est, app. 6").
// Units of other languages too: Spanish `departamento`/`depto.`/`casa`/`piso`, French (Belgian) `boîte`/`bte`,
// Romanian `nr.`, `bl.` (block), `sc.` (staircase), `ap.`, `et.` (floor), one after another;
// Polish `lok.` (lokal); Portuguese `apto` (apartamento), Mexican `Int.` (interior), Croatian and
// Serbian `stan` (flat), Latvian `dz.` (dzīvoklis), the Dutch `hs` (huis: the ground floor)
// before a comma or the line's end. The floor before its side in Denmark (`3. tv.`, `1. th.`, `st. mf.`:
// til venstre, til højre, midtfor), the Spanish floor's ordinal (`4º B`, `3º izq.`), the Portuguese one (`2.º Esq.`, `1.º Dto.`), a Finnish
// staircase's letter and the flat's number (`Hämeenkatu 18 B 27`).
const UNIT_AFTER = /(?:[ \t]*,?[ \t]*(?:(?:apt|unit|suite|ste|flat|app|appt|apto|departamento|depto|dpto|casa|piso|int|boîte|bte|nr|bl|sc|ap|et|lok|stan|dz)\.?[ \t]*#?[A-Z]?\d[A-Za-z0-9-]{0,4}|hs(?=[ \t]*(?:,|\r?\n|$))|(?:\d{1,2}\.|st\.?)[ \t]*(?:tv|th|mf)\.?|\d{1,2}\.?[º°ª][ \t]*(?:izq(?:uierda)?|dcha|der(?:echa)?|esq(?:uerdo)?|dto|dt|dir(?:eito)?|fte|[A-Z])\.?|[A-H][ \t]+\d{1,3}(?=[ \t]*(?:,|\r?\n|$)))(?![A-Za-z0-9])){1,5}/iy;
// A colonia or fraccionamiento after a Mexican street (Correos de México's addressing: street and
// number, then the colonia): its capitalised words and the particles between them.
const COLONIA_AFTER = /,[ \t]*(?:Col\.|Colonia|Fracc\.|Fraccionamiento)[ \t]*\p{Lu}[\p{L}\p{M}'’-]*(?:[ \t]+(?:(?:de|del|la|las|los|el)[ \t]+)*\p{Lu}[\p{L}\p{M}'’-]*)*/uy;
// Four digits and the town after a comma, behind a street with its house number (and unit):
// Denmark's, Norway's, Switzerland's, Austria's, Hungary's and Belgium's order ("Vesterbrogade
// 112, 1. th., 1620 København V"), the town maybe with its one-letter district (Post Danmark's
// "København V", "Aarhus C"). Only after a house number: after a city alone, "Paris, 2024
// Olympics" is no address.
const POSTCODE4_AFTER = lazy(() => /[ \t]*,[ \t]*\d{4}[ \t]+\p{Lu}[\p{L}\p{M}'’-]+(?:[ \t]+\p{Lu}(?![\p{L}\p{N}]))?(?![\p{L}\p{N}])/uy);
// Four digits after the town that ends a street, town line, where the line ends: New Zealand's
// last line ("27A Kowhai Street, Ōtaki 5512"; NZ Post's addressing standards: the town or city,
// then the postcode). Only after a house number and a comma, and at the line's end: "London 2012
// was a summer of sport" is no address.
const TOWN_POSTCODE4 = /[ \t]+\d{4}(?=[ \t]*(?:\r?\n|$))/y;
// What may start a postcode after a place: a digit or a capital, after spaces and a comma; a
// dash before a Brazilian state.
const POSTCODE_START = /^[ \t]*(?:\\?,)?[ \t]*(?:[A-Z0-9]|[-–][ \t])/;

/** A unit's number ends in a digit or a letter, then ", " or " ": a digit or comma two or three back. */
const isDigitOrComma = (c: number) => (c >= 48 && c <= 57) || c === 44 || (c >= 65 && c <= 90);

/** Whether text[from, to) holds a digit. */
function hasDigit(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (isDigit(text.charCodeAt(i))) return true;
  return false;
}

/** A place with the unit written before it and the postcode written after it on its line. */
function withUnitAndPostcode(text: string, p: Candidate): Candidate {
  let { start, end } = p;
  // Most places in prose are followed by a lower-case word or a stop, and preceded by one.
  let afterUnit = end;
  if (codeAt(text, end) === 32 || codeAt(text, end) === 44) {
    UNIT_AFTER.lastIndex = end;
    const unit = UNIT_AFTER.exec(text);
    if (unit) afterUnit = end + unit[0].length;
  }
  if (POSTCODE_START.test(text.slice(afterUnit, afterUnit + 4))) {
    const after = POSTCODE_AFTER();
    after.lastIndex = afterUnit;
    const m = after.exec(text);
    if (m) end = afterUnit + m[0].length;
    else if (text.charCodeAt(afterUnit) === 44 && hasDigit(text, start, afterUnit)) {
      const four = POSTCODE4_AFTER();
      four.lastIndex = afterUnit;
      const f = four.exec(text);
      if (f) end = afterUnit + f[0].length;
    } else if (text.charCodeAt(afterUnit) === 32 && hasDigit(text, start, afterUnit) && text.lastIndexOf(',', afterUnit) > start) {
      TOWN_POSTCODE4.lastIndex = afterUnit;
      const t = TOWN_POSTCODE4.exec(text);
      if (t) end = afterUnit + t[0].length;
    }
  }
  // A parcel's word before a place that opens with its number (`Lot 27, Kukum Highway`: the
  // number and road were found, the lot's word is the address's too).
  if (isDigit(codeAt(text, start)) && isBlank(codeAt(text, start - 1))) {
    const parcel = PARCEL_BEFORE.exec(text.slice(Math.max(0, start - 12), start));
    if (parcel) start -= parcel[0].length;
  }
  if (isDigitOrComma(codeAt(text, start - 2)) || isDigitOrComma(codeAt(text, start - 3))) {
    const unit = UNIT_BEFORE().exec(text.slice(Math.max(0, start - 64), start));
    if (unit) start -= unit[0].length;
    else start = postcodeBefore(text, start);
  }
  // A street's unit belongs to it though no postcode follow on its line ("455 rue Saint-Joseph Est, app. 6").
  if (end === p.end && afterUnit > end && (p.score ?? 0) >= 0.9) end = afterUnit;
  // "Calle Fresno 112, Int. 3, Col. Santa María la Ribera": a Mexican street's colonia (its
  // neighbourhood) after the street and its unit is the address's next part, whole.
  if ((p.score ?? 0) >= 0.9 && codeAt(text, end) === 44) {
    COLONIA_AFTER.lastIndex = end;
    const c = COLONIA_AFTER.exec(text);
    if (c) end += c[0].length;
  }
  if (end === p.end && (p.score ?? 0) >= 0.9) end = linesToPostcode(text, end) ?? end;
  return start === p.start && end === p.end ? p : { ...p, start, end };
}

/** A place that opens its line, with the unit on the line before (UNIT_LINE_BEFORE). */
function withUnitLineBefore(text: string, p: Candidate): Candidate {
  const start = unitLineBefore(text, p.start);
  return start === p.start ? p : { ...p, start };
}

function unitLineBefore(text: string, start: number): number {
  let i = start;
  while (i > 0 && isBlank(text.charCodeAt(i - 1))) i--;
  if (i === 0 || text.charCodeAt(i - 1) !== 10) return start;
  const lineEnd = i - 1;
  const lineStart = text.lastIndexOf('\n', lineEnd - 1) + 1;
  if (lineEnd - lineStart > 80) return start;
  const line = text.slice(lineStart, lineEnd);
  const m = UNIT_LINE_BEFORE().exec(line);
  return m ? lineStart + m.index + m[0].indexOf(m[1]!) : start;
}

const YEAR = /^(?:19|20)\d\d$/;

/**
 * Where a place starts with the postcode written before it: four or five digits after a comma,
 * a middle dot, a label's colon or the start of a line ("5 allée des Tilleuls, 93100 Montreuil", "Thereses gate
 * 14B, 0358 Oslo", "04229 Leipzig" under a street; La Poste's, Deutsche Post's and Posten's
 * order: postcode, then town). A year at a line's start ("2016 Istanbul") is no postcode.
 */
function postcodeBefore(text: string, start: number): number {
  let i = start;
  while (i > 0 && isBlank(text.charCodeAt(i - 1))) i--;
  if (i === start || start - i > 2) return start;
  let d = i;
  while (d > 0 && isDigit(text.charCodeAt(d - 1))) d--;
  if (i - d < 4 || i - d > 5) return start;
  const digits = d;
  // A country's letters and a hyphen before it, as Lithuanian and older European post prints
  // them ("Savanorių pr. 214-17, LT-50194 Kaunas", "D-10115 Berlin").
  if (d >= 2 && text.charCodeAt(d - 1) === 45 && isAsciiCapital(text.charCodeAt(d - 2))) {
    let p = d - 2;
    if (p > 0 && isAsciiCapital(text.charCodeAt(p - 1))) p--;
    const before = p === 0 ? 32 : text.charCodeAt(p - 1);
    if (isBlank(before) || before === 44 || before === 10 || before === 13) d = p;
  }
  let b = d;
  while (b > 0 && isBlank(text.charCodeAt(b - 1))) b--;
  const c = b === 0 ? 10 : text.charCodeAt(b - 1);
  const afterComma = c === 44 || c === 0xb7;
  // After a colon: a field's label, "Lakcím: 1137 Budapest, …", "Adresse : 75008 Paris".
  if (!afterComma && c !== 10 && c !== 13 && c !== 58) return start;
  return !afterComma && YEAR.test(text.slice(digits, i)) ? start : d;
}

const isAsciiCapital = (c: number) => c >= 65 && c <= 90;

// The last line of an address written over several: a UK postcode at its end ("Herts CM23
// 4RD"), a continental postcode and town ("69008 Lyon"), a US state and ZIP code ("Austin, TX 78701"),
// four digits alone (South Africa's and Australia's postcodes under the town: "Durban\n4360").
const POSTCODE_LINE = /(?:^|[ \t,])(?:[A-Z]{1,2}\d[A-Z\d]?[ \t]\d[A-Z]{2}|(?:[A-Z]{2}),?[ \t]+\d{5}(?:-\d{4})?)[ \t]*$|^\d{4,5}[ \t]+\p{Lu}[\p{L}\p{M}'’ -]*$|^\d{4}$/u;
// A line that may continue an address: a building, a unit, a town or a county ("Bishop's
// Stortford", "Bâtiment C, appt 14"), short, with no label (":") and no sentence in it.
const ADDRESS_LINE = /^[\p{Lu}\d][\p{L}\p{M}\d'’ ,.#/-]{0,47}$/u;

/**
 * A street address whose line ends with it, continued on the next lines up to the one that
 * holds its postcode (three lines at most, each short and with no label): "27 Wren Gardens /
 * Bishop's Stortford / Herts CM23 4RD", "8, allée des Marronniers / Bâtiment C, appt 14 / 69008
 * Lyon". The end of that line, or undefined when no postcode line follows.
 */
function linesToPostcode(text: string, end: number): number | undefined {
  let at = end;
  while (codeAt(text, at) === 32 || codeAt(text, at) === 9 || codeAt(text, at) === 44) at++;
  if (codeAt(text, at) === 13) at++;
  if (codeAt(text, at) !== 10) return undefined;
  for (let n = 0; n < 3; n++) {
    const ls = at + 1;
    let le = text.indexOf('\n', ls);
    if (le < 0) le = text.length;
    const line = text.slice(ls, le).replace(/\r$/, '').trim();
    if (line === '' || !ADDRESS_LINE.test(line) || /[.!?]$/.test(line)) return undefined;
    if (POSTCODE_LINE.test(line)) return ls + text.slice(ls, le).replace(/[ \t\r]+$/, '').length;
    if (le >= text.length) return undefined;
    at = le;
  }
  return undefined;
}

export default defineDetector({
  id: 'address',
  entity: 'ADDRESS',
  after: ['EMAIL_ADDRESS'],
  encloses: true,
  fitsField: addressFitsField,
  find: findAddresses,
  // The names analysis reads informal lines' marks and chat words from these (names-register),
  // the labelled addresses the lines of their labels.
  cues: [...NAME_ANALYSIS_CUES, ...LABEL_CUES, ...VI_CUES],
  examples: {
    positive: [
      '1600 Pennsylvania Avenue NW, Washington, DC 20500', // one span: street, city, state, ZIP
      '221B Baker Street, London NW1 6XE', // UK postcode
      'Hauptstraße 5, 10115 Berlin', // continental order
      'P.O. Box 1234', // post office box
      { text: 'Ship to 42 Elm St., Apt 4B, Springfield, IL 62704 today.', match: '42 Elm St., Apt 4B, Springfield, IL 62704' },
      { text: 'The applicant was born in 1925 and lives in Nicosia.', match: 'Nicosia' }, // city after a cue
      { text: 'She moved from Ankara to İzmir.', match: ['Ankara', 'İzmir'] },
      { text: 'a company based in Großbottwar, Germany', match: 'Großbottwar, Germany' }, // town, country: one span
      { text: 'He lived in Kennedy Avenue.', match: 'Kennedy Avenue' }, // named street
      // The postcode after a street or a city on its line, the unit before it (fictitious; Royal
      // Mail's postcode format, Australia Post's "suburb STATE postcode" line).
      { text: '27 Station Road, Didsbury, Manchester M20 6RN\nTel: 0161 496 0874', match: '27 Station Road, Didsbury, Manchester M20 6RN' },
      { text: 'Residential address: Unit 5, 27 Wattle Grove, Brunswick East VIC 3057', match: 'Unit 5, 27 Wattle Grove, Brunswick East VIC 3057' },
      { text: 'Domicilio: Calle de Alcalá 214, 3º B, 28028 Madrid', match: 'Calle de Alcalá 214, 3º B, 28028 Madrid' },
      { text: 'And the invoice address is Sveavägen 44, 111 34 Stockholm.', match: 'Sveavägen 44, 111 34 Stockholm' },
      { text: 'LOCATION:home office\\, 19 Kingfisher Way\\, Bristol BS16 1QY', match: ['19 Kingfisher Way', 'Bristol BS16 1QY'] },
      // After the word "Address" (which makes the ZIP code certain), the whole address still.
      { text: 'Address: 4821 Cedar Hollow Dr, Columbus, OH 43215', match: '4821 Cedar Hollow Dr, Columbus, OH 43215' },
      // Over lines down to the postcode's (the reader's school form and French letter, docs/reader.md).
      { text: 'Home address: 27 Wren Gardens\n    Bishop\'s Stortford\n    Herts CM23 4RD\nParent contact: mum', match: "27 Wren Gardens\n    Bishop's Stortford\n    Herts CM23 4RD" },
      { text: '8, allée des Marronniers\nBâtiment C, appt 14\n69008 Lyon\n', match: '8, allée des Marronniers\nBâtiment C, appt 14\n69008 Lyon' },
      { text: 'Ms. Geneviève Tremblay-Nadeau\n455 rue Saint-Joseph Est, app. 6\nQuébec QC  G1K 3B6\n', match: ['455 rue Saint-Joseph Est, app. 6', 'Québec'] },
      { text: 'your previous address on file was 2281 boul. Laurier, Québec QC G1V 2M2.', match: '2281 boul. Laurier, Québec QC G1V 2M2' },
      // An Edinburgh flat's position (the third reading's mbox); a USPS suffix (its listing).
      { text: 'her previous address, which I believe was 3F1, 28 Marchmont Road, Edinburgh EH9 1HZ.', match: '3F1, 28 Marchmont Road, Edinburgh EH9 1HZ' },
      { text: 'the back fence is shared with the neighbours at 2415 Juniper Hollow. RRISD.', match: '2415 Juniper Hollow' },
      // A unit and building alone on the line above the street (the fourth reading's letter).
      // A Danish floor and side, then four digits and the town with its district; a postcode after a label's colon (the sixth reading)
      { text: 'bor på Vesterbrogade 112, 1. th., 1620 København V, og har', match: 'Vesterbrogade 112, 1. th., 1620 København V' },
      { text: 'Lakcím: 1137 Budapest\nBankszámlaszám', match: '1137 Budapest' },
      { text: 'Mr Oluwaseun Adebayo-Marsh\nApartment 52, Quayside Lofts\n7 Whitehall Waterfront\nLeeds LS1 4BR\n\nDear Sir', match: 'Apartment 52, Quayside Lofts\n7 Whitehall Waterfront\nLeeds LS1 4BR' },
    ],
    negative: [
      'The Court held that there had been a violation of Article 6.',
      'Reading the file, the judge found it nice.', // place names that are common words
      'Version 2.4 was released on 5 May.',
      'Mr Smith signed.',
      'London 2012 was a summer of sport.', // a year after a city is no postcode
      'Room 12 was booked.\nLondon is busy.', // a unit's line must hold nothing else
      'Take the 3F1 form to the Hollow.', // no street after the position
    ],
  },
});
