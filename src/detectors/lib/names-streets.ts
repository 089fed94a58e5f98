import { STATE_CODES, STREET_PREFIXES, STREET_WORDS, STREET_WORDS_NUMBERED } from './names-cues.js';

/**
 * Street addresses as one span each: house number, street, unit, and the city/state/postcode
 * line that follows ("1600 Amphitheatre Parkway, Mountain View, CA 94043"), PO boxes, and the
 * continental order ("Hauptstraße 5, 10115 Berlin", "Via Roma 12", "12 rue de Rivoli, 75001 Paris").
 */

const CAP = String.raw`\p{Lu}[\p{L}\p{M}'’.-]*`;
const capitalized = (w: string) => w[0]!.toUpperCase() + w.slice(1);
const WORDS_RE = (words: ReadonlySet<string>) => [...words].sort((a, b) => b.length - a.length).map(capitalized).join('|');
const STREET_TYPE = `(?:${WORDS_RE(STREET_WORDS)}|${WORDS_RE(STREET_WORDS_NUMBERED)})`;
// Unit: "Apt 4B", "Suite 200", "Unit 5", "Flat 3", "#12", "Floor 2".
const UNIT = String.raw`(?:,?[ \t]*(?:Apt|Apartment|Suite|Ste|Unit|Flat|Floor|Fl|Room|Rm|Bldg|Building|#)\.?[ \t]*#?[\p{L}\p{N}-]{1,6})`;
// The place line after a street: "Springfield, IL 62704", "London SW1A 2AA", "Berlin 10115", "NY, NY 10001-1234".
const UK_POSTCODE = String.raw`[A-Z]{1,2}\d[A-Z\d]?[ \t]?\d[A-Z]{2}`;
const CITY = String.raw`${CAP}(?:[ \t]${CAP}){0,2}`;
const STATE = String.raw`(?:${STATE_CODES}|${CAP}(?:[ \t]${CAP})?)`;
const PLACE_LINE = String.raw`(?:,?[ \t]*(?:\r?\n[ \t]*)?(?:${CITY},?[ \t]+(?:${STATE_CODES})[ \t]+\d{5}(?:-\d{4})?|${CITY}[ \t,]+${UK_POSTCODE}|\d{4,5}[ \t]+${CITY}|${CITY},[ \t]*(?:${STATE_CODES})\b|${CITY},[ \t]*${STATE}(?=[ \t]*(?:[.;\n]|$))))`;
const COUNTRY_TAIL = String.raw`(?:,[ \t]*(?:USA|U\.S\.A\.|United States|UK|United Kingdom|Germany|France|Italy|Spain|Austria|Switzerland|Netherlands|Belgium|Poland|Canada|Australia|Ireland|Deutschland))?`;

const NUMBERED = String.raw`(?<![\p{L}\p{N}])\d{1,6}[A-Za-z]?(?:[-–/]\d{1,5}[A-Za-z]?)?,?[ \t]+(?:[NSEW]\.?[ \t]+)?(?:(?:${CAP}|\d{1,3}(?:st|nd|rd|th))[ \t]+){1,4}${STREET_TYPE}\b\.?(?:[ \t]+(?:[NSEW]{1,2}|North|South|East|West)\b)?`;
// "Hauptstraße 5", "Kalverstraat 92", "Schlossgasse 3/2": a compound street word and its number.
const COMPOUND = String.raw`(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{M}-]*(?:straße|strasse|str\.|gasse|weg|platz|allee|ring|damm|ufer|straat|laan|gracht|plein|vej|gade|gatan|vägen|veien|gata|katu|utca)[ \t]+\d{1,5}[a-z]?(?:[-/]\d{1,4}[a-z]?)?`;
// "Via Roma 12", "Calle Mayor 5", "ul. Długa 5", "12 rue de Rivoli", "Rue de Rivoli 12".
const PREFIXED = String.raw`(?<![\p{L}\p{N}])(?:\d{1,5}[a-z]?,?[ \t]+)?(?:${STREET_PREFIXES})[ \t]+(?:(?:de|del|la|le|di|da|des|du|dei|degli|della|dello)[ \t]+)*${CAP}(?:[ \t]+(?:(?:de|del|la|le|di|da|des|du)[ \t]+)*${CAP}){0,3}(?:,?[ \t]+(?:No\.?[ \t]*)?\d{1,5}[a-z]?)?`;
const PO_BOX = String.raw`(?<![\p{L}\p{N}])(?:P\.?[ \t]?O\.?[ \t]?Box|Post[ \t]Office[ \t]Box|PO[ \t]Box|Postfach|Boîte[ \t]postale|BP)[ \t]+\d{1,6}`;

export const STREET_ADDRESS = new RegExp(
  String.raw`(?:${NUMBERED}|${COMPOUND}|${PREFIXED}|${PO_BOX})${UNIT}?${PLACE_LINE}?${COUNTRY_TAIL}`,
  'gu',
);

/** "Kennedy Avenue", "Esperidon Street": a street named without a number. */
export const NAMED_STREET = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${CAP}[ \t]+){1,3}(?:${WORDS_RE(STREET_WORDS)})\b|(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{M}-]*(?:straße|strasse|gasse|allee|straat|gracht)(?![\p{L}])`,
  'gu',
);

export interface StreetSpan {
  start: number;
  end: number;
  score: number;
}

export function findStreets(text: string): StreetSpan[] {
  const out: StreetSpan[] = [];
  if (!/\d/.test(text) && !/(?:stra(?:ss|ß)e|gasse|Street|Avenue|Road|Boulevard|Lane|Square|Drive)/.test(text)) return out;
  STREET_ADDRESS.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = STREET_ADDRESS.exec(text)) !== null) {
    const value = m[0].replace(/[ \t,.]+$/, (s) => (s.startsWith('.') && /\b(?:St|Ave|Rd|Blvd|Dr|Ln|Ct|Pl)$/.test(m![0].slice(0, -s.length)) ? '.' : ''));
    out.push({ start: m.index, end: m.index + value.length, score: 0.95 });
  }
  NAMED_STREET.lastIndex = 0;
  while ((m = NAMED_STREET.exec(text)) !== null) out.push({ start: m.index, end: m.index + m[0].length, score: 0.7 });
  return out;
}
