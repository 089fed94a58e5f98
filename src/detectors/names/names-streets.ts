import { lazyRegExp, type CapToken } from './names-tokens.js';
import { STATE_CODES, STREET_PREFIXES, STREET_WORDS, STREET_WORDS_NUMBERED } from './names-cues.js';
import { cues } from './names-words.js';
import { latvianStreetAfter } from './names-more-languages.js';

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
// The place line after a street: "Springfield, IL 62704", "London SW1A 2AA", "Berlin 10115", "NY, NY 10001-1234",
// "00-514 Warszawa" (Polish postcodes have a hyphen).
const UK_POSTCODE = String.raw`[A-Z]{1,2}\d[A-Z\d]?[ \t]?\d[A-Z]{2}`;
// US ZIP / ZIP+4 and Canadian postal codes (Canada Post: letter-digit-letter digit-letter-digit).
const NA_POSTCODE = String.raw`(?:\d{5}(?:-\d{4})?|[A-Z]\d[A-Z][ \t]?\d[A-Z]\d)`;
// A town's words: a full stop only ends an abbreviation of three letters at most ("St. Louis",
// "Mt. Vernon"): "67000 Strasbourg. Is that…" ends the address at "Strasbourg".
const CITY_WORD = String.raw`(?:\p{Lu}\p{Ll}{0,2}\.|\p{Lu}[\p{L}\p{M}'’-]*)`;
const CITY = String.raw`${CITY_WORD}(?:[ \t]${CITY_WORD}){0,2}`;
const STATE = String.raw`(?:${STATE_CODES}|${CAP}(?:[ \t]${CAP})?)`;
// The place line's alternatives, by what they begin with: a town (a capital letter) or a postcode
// (a digit), never both; each is tried where the lead (the comma, blanks, a line break) ends.
const PLACE_BY_TOWN = String.raw`(?:${CITY},?[ \t]+(?:${STATE_CODES})[ \t]+${NA_POSTCODE}|${CITY}[ \t,]+${UK_POSTCODE}|${CITY},[ \t]*(?:${STATE_CODES})\b|${CITY},[ \t]*${STATE}(?=[ \t]*(?:[.;\n]|$)))`;
const PLACE_BY_POSTCODE = String.raw`(?:\d{4,5}[ \t]+${CITY}|\d{3}[ \t]\d{2}[ \t]+${CITY}|\d{2}-\d{3}[ \t]+${CITY}|\d{4}[ \t]?[A-Z]{2}[ \t]+${CITY})`;
const COUNTRY_TAIL = String.raw`(?:,[ \t]*(?:USA|U\.S\.A\.|United States|UK|United Kingdom|Germany|France|Italy|Spain|Austria|Switzerland|Netherlands|Belgium|Poland|Canada|Australia|Ireland|Deutschland))?`;

const NUMBERED = String.raw`(?<![\p{L}\p{N}])\d{1,6}[A-Za-z]?(?:[-–/]\d{1,5}[A-Za-z]?)?,?[ \t]+(?:[NSEW]\.?[ \t]+)?(?:(?:${CAP}|\d{1,3}(?:st|nd|rd|th))[ \t]+){1,4}${STREET_TYPE}\b\.?(?:[ \t]+(?:[NSEW]{1,2}|North|South|East|West)\b)?`;
// "Hauptstraße 5", "Kalverstraat 92", "Schlossgasse 3/2", "Oudegracht 45bis": a compound street word and its number.
// A hyphenated name capitalizes the street word ("Karl-Heine-Straße 64", "Karl-Marx-Str. 201").
// Icelandic street words, with their dative as a letter's address gives it ("Hrísateigur 14",
// "Laugavegi 166", "Hringbraut 12", "Skólavörðustígur 8", "Hafnarstræti 3", Þjóðskrá's street names).
// A Nordic entrance letter after the number, glued or spaced ("Storgatan 14B", "Drottninggatan 5 B"),
// and Finland's flat number after it ("Hämeenkatu 18 B 27"); a Dutch house number's addition for
// the floor ("Lindengracht 54-II", "Kerkstraat 8-hs": huis, "-bv": bovenhuis; PostNL). Latvian writes its street word
// apart, in lower case ("Brīvības gatve 312", "Lāčplēša ielā 70a": latvianStreetAfter), and so do
// Norway's and Sweden's streets named after someone, in the genitive ("Thorvald Meyers gate 41",
// "Olav Kyrres gate 5B", "Olof Palmes gata 10", "Kongens gate 12": nordicStreetAfter; the words
// of the name before the genitive are the street's too).
const COMPOUND = String.raw`(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{M}-]*(?:-(?:Straße|Strasse|Str\.|Gasse|Weg|Platz|Allee|Ring|Damm|Ufer)|straße|strasse|str\.|gasse|weg|platz|allee|ring|damm|ufer|straat|laan|gracht|singel|kade|dijk|plein|vej|gade|gatan|vägen|veien|gata|katu|utca|vegur|vegi|braut|teigur|teigi|stígur|stíg|stræti|götu|[ \t]+(?:iela|ielā|gatve|gatvē|bulvāris|bulvārī|prospekts|prospektā|šoseja|šosejā)|(?<=s)[ \t]+(?:gate|gata|vei|veg|plass)|[ \t]+(?:utca|út|útja|tér|körút|sugárút|köz|sor|sétány|fasor|rakpart))[ \t]+\d{1,5}(?:bis|ter|[a-z]|[ \t]?[A-Z](?![\p{L}\p{N}])(?:[ \t]\d{1,3}(?![\p{L}\p{N}]))?)?(?:[-/]\d{1,4}[a-z]?|-(?:I{1,3}|IV|hs|bv)(?![\p{L}\p{N}]))?`;
// Lower-case street prefixes: "12 rue de Rivoli", "ul. Długa 5", "via Roma 3", "8 avenue Victor
// Hugo", "45 boulevard de la République" (French writes its street types in lower case).
const LOWER_PREFIXES = ['rue', 'ul.', 'calle', 'via', 'viale', 'piazza', 'corso', 'rua', 'avenida', 'aleja', 'al.', 'pl.', 'avenue', 'boulevard', 'boul.', 'bd', 'place', 'allée', 'impasse', 'chemin', 'quai'];
const LOWER_PREFIX_SOURCE = [...LOWER_PREFIXES].sort((a, b) => b.length - a.length).map((p) => p.replace('.', '\\.')).join('|');
// "Via Roma 12", "Calle Mayor 5", "ul. Długa 5", "12 rue de Rivoli", "Rue de Rivoli 12"; a French
// number's "bis" or "ter" ("8 bis rue des Lilas"), Italy's door letter ("Via Garibaldi 27/B"),
// Spain's "C/" before a numbered street only ("C/ de Alcalá 214"; not "C/C++"), Portuguese "das"/"dos" ("Rua das Flores, 742").
// A number's "No" is no street's name: `Bağdat Caddesi No: 214` (a Turkish type after its name:
// address-turkish.ts) is not the street "Caddesi No".
const PREFIXED = String.raw`(?<![\p{L}\p{N}])(?:\d{1,5}[a-z]?(?:[ \t]+(?:bis|ter))?,?[ \t]+)?(?:(?:${STREET_PREFIXES}|${LOWER_PREFIX_SOURCE})[ \t]+|C\/[ \t]*(?=(?:(?:de|del|dels|la|las|los)[ \t]+)*${CAP}(?:[ \t]+(?:(?:de|del|la)[ \t]+)*${CAP}){0,3},?[ \t]+\d))(?!No[.:]?[ \t]*\d)(?:(?:de|del|dels|la|las|los|le|di|da|das|do|dos|des|du|dei|degli|della|dello)[ \t]+)*${CAP}(?:[ \t]+(?:(?:de|del|la|le|di|da|das|do|dos|des|du)[ \t]+)*${CAP}){0,3}(?:,?[ \t]+(?:No\.?[ \t]*)?(?!\d{4,5}[ \t]+\p{Lu})\d{1,5}(?!\d)[a-z]?(?:\/(?:\d{1,4}[a-z]?|[A-Z](?![\p{L}\p{N}])))?(?:[ \t]+m\.[ \t]*\d{1,4})?)?`;
const PO_BOX = String.raw`(?<![\p{L}\p{N}])(?:P\.?[ \t]?O\.?[ \t]?Box|Post[ \t]Office[ \t]Box|PO[ \t]Box|Postfach|Postbus|Boîte[ \t]postale|BP)[ \t]+\d{1,6}`;

export interface StreetSpan {
  start: number;
  end: number;
  score: number;
  /** Whether its capitalized words are the street's alone (no name finder's). */
  ownsWords?: boolean;
}

// The lower-case prefixes are found from the capitalized word that follows them (a regex over
// the whole text cost more than the rest of the street search).
// By their last two characters (a hash of them, PREFIX_SLOTS slots): most words before a
// capital end in none of them ("the", "of", "and": "he", "of", "nd"), and the others are compared
// in place where they would end instead of scanning back over the word. A slot of every
// prefix that may end so, in LOWER_PREFIXES' order; a dense table, no hole to look up.
const PREFIX_SLOTS = 1024;
const prefixSlot = (last: number, beforeLast: number) => (last * 31 + beforeLast) & (PREFIX_SLOTS - 1);
const NO_PREFIXES: readonly string[] = [];
const PREFIXES_BY_LAST_TWO: (readonly string[])[] = Array.from({ length: PREFIX_SLOTS }, () => NO_PREFIXES);
for (const p of LOWER_PREFIXES) {
  const slot = prefixSlot(p.charCodeAt(p.length - 1), p.charCodeAt(p.length - 2));
  PREFIXES_BY_LAST_TWO[slot] = [...PREFIXES_BY_LAST_TWO[slot]!, p];
}
// An address: (NUMBERED|COMPOUND|PREFIXED|PO_BOX), then UNIT, the place line and COUNTRY_TAIL, each
// optional. Nothing after the street can fail, so the street's first match is the address's and
// each optional part its own first match where the one before ended: one regex a part, each
// compiled when first reached (issue 20: the one regex of them all was ~25 ms of a first call's
// compiling, its 99 Unicode classes; the parts cost less than half of it, and a text without a
// street compiles the street's part alone).
const STICKY_STREET = lazyRegExp(() => new RegExp(String.raw`(?:${NUMBERED}|${COMPOUND}|${PREFIXED}|${PO_BOX})`, 'uy'));
const STICKY_UNIT = lazyRegExp(() => new RegExp(UNIT, 'uy'));
// Where the lead is shorter than its longest, a blank, comma or line break follows, and no place
// line begins with one: the longest lead is the only one to try.
const STICKY_PLACE_LEAD = /,?[ \t]*(?:\r?\n[ \t]*)?/y;
const STICKY_PLACE_BY_TOWN = lazyRegExp(() => new RegExp(PLACE_BY_TOWN, 'uy'));
const STICKY_PLACE_BY_POSTCODE = lazyRegExp(() => new RegExp(PLACE_BY_POSTCODE, 'uy'));
const STICKY_COUNTRY = lazyRegExp(() => new RegExp(COUNTRY_TAIL, 'uy'));

/**
 * The one regex the parts were, its place line's alternatives in their first order, for the test
 * that compares the parts with it.
 */
export function streetAddressSource(): string {
  const placeLine = String.raw`(?:,?[ \t]*(?:\r?\n[ \t]*)?(?:${CITY},?[ \t]+(?:${STATE_CODES})[ \t]+${NA_POSTCODE}|${CITY}[ \t,]+${UK_POSTCODE}|\d{4,5}[ \t]+${CITY}|\d{3}[ \t]\d{2}[ \t]+${CITY}|\d{2}-\d{3}[ \t]+${CITY}|\d{4}[ \t]?[A-Z]{2}[ \t]+${CITY}|${CITY},[ \t]*(?:${STATE_CODES})\b|${CITY},[ \t]*${STATE}(?=[ \t]*(?:[.;\n]|$))))`;
  return String.raw`(?:${NUMBERED}|${COMPOUND}|${PREFIXED}|${PO_BOX})${UNIT}?${placeLine}?${COUNTRY_TAIL}`;
}

/** Where the sticky `re` matches at `at`, the end of its match; -1 where it does not. */
function endAt(re: RegExp, text: string, at: number): number {
  re.lastIndex = at;
  return re.test(text) ? re.lastIndex : -1;
}

/** The end of the address whose street begins at `s`: -1 where no street begins there. */
export function addressEnd(text: string, s: number): number {
  let end = endAt(STICKY_STREET(), text, s);
  if (end < 0) return -1;
  end = Math.max(end, endAt(STICKY_UNIT(), text, end));
  const lead = endAt(STICKY_PLACE_LEAD, text, end);
  // A place line has characters: none where the text ends (and no read past its end).
  if (lead < text.length) {
    const c = text.charCodeAt(lead);
    const place = endAt(c >= 48 && c <= 57 ? STICKY_PLACE_BY_POSTCODE() : STICKY_PLACE_BY_TOWN(), text, lead);
    if (place >= 0) end = place;
  }
  return Math.max(end, endAt(STICKY_COUNTRY(), text, end));
}
const NAMED_BEFORE = lazyRegExp(() => new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${CAP}[ \t]+){1,3}$`, 'u'));
const FULL_STREET_WORD = lazyRegExp(() => new RegExp(String.raw`^(?:${WORDS_RE(STREET_WORDS)})$`));
const MAX_STREET_WORDS = 5;
const SEPARATE_STREET_WORD = /^(?:Straße|Strasse|Str|Gasse|Allee|Platz|Weg|Damm|Ufer)$/;
const NUMBER_AFTER = /[ \t]+\d{1,5}[a-z]?(?:[-/]\d{1,4}[a-z]?)?(?![\p{L}\p{N}])/uy;

export function findStreets(text: string, tokens: readonly CapToken[]): StreetSpan[] {
  // Where an address can be: a capitalized street type, compound street word, prefix word or
  // "Box" (all of them tokens the name scanner already found), or a lower-case street prefix
  // ("12 rue de Rivoli", "ul. Długa 5"). The full patterns run only from a few starting points
  // near each (a house number before it, the start of its word), never over the whole text.
  const anchors: Anchor[] = [];
  let prefixed = false;
  for (const t of tokens) {
    const at = lowerPrefixBefore(text, t.start);
    if (at >= 0 && !isChannelAfterVia(text, at, t)) {
      anchors.push({ at, word: '', wordStart: at, selfStarting: true });
      prefixed = true;
    }
    // Spain's "C/" (calle: "C/ Mayor 5", "C/ de Alcalá 214"), the letter's token before its slash.
    if (t.end === t.start + 1 && text.charCodeAt(t.start) === 67 && text.charCodeAt(t.end) === 47) anchors.push({ at: t.start, word: '', wordStart: t.start, selfStarting: true });
    const c = cues(t);
    if (c.streetAnchor) anchors.push({ at: t.start, word: t.word, wordStart: t.start, selfStarting: c.selfStartingStreetAnchor });
    else if (c.compoundStreet || latvianStreetAfter(text, t.end)) anchors.push({ at: t.end, word: t.word, wordStart: t.start, selfStarting: true });
    else if (t.word.length > 1 && t.word !== 'Az' && HUNGARIAN_STREET_AFTER.test(text.slice(t.end, t.end + 12))) anchors.push({ at: t.end, word: t.word, wordStart: t.start, selfStarting: true, namedBefore: true });
    else if (nordicStreetAfter(text, t.end)) anchors.push({ at: t.end, word: t.word, wordStart: t.start, selfStarting: true, namedBefore: true });
  }
  if (prefixed) anchors.sort((a, b) => a.at - b.at);
  const out: StreetSpan[] = [];
  let done = 0;
  for (const a of anchors) {
    if (a.at < done) continue;
    const hit = addressAt(text, a);
    if (hit) {
      out.push(hit);
      done = hit.end;
    }
  }
  return out;
}

/**
 * "pagar via PIX amanhã", "inviate via PEC:", "transferred the rent via PayNow": English's and
 * Portuguese's "via" before a channel's name (an acronym or a word with an inner capital) that no
 * name or number follows is no Italian street ("via XX Settembre 12", "via Roma 5" are).
 */
function isChannelAfterVia(text: string, at: number, t: CapToken): boolean {
  if (text.charCodeAt(at) !== 118 || !text.startsWith('via', at) || !(t.allCaps || INNER_CAPITAL.test(t.word))) return false;
  return !NAME_OR_NUMBER_AFTER.test(text.slice(t.end, t.end + 3));
}
const INNER_CAPITAL = /\p{Ll}\p{Lu}/u;
const NAME_OR_NUMBER_AFTER = /^[ \t]*[,]?[ \t]*[\p{Lu}\p{N}]/u;

interface Anchor {
  at: number;
  word: string;
  wordStart: number;
  selfStarting: boolean;
  /** Whether the capitalised words right before the anchor's word are the street's name too. */
  namedBefore?: boolean;
}

/**
 * Whether a Norwegian or Swedish street word written apart, then a house number, follows a
 * genitive ending at `end` ("Meyers gate 41", "Palmes gata 10"; Kartverket's and Lantmäteriet's
 * address names). Not "Heathrow gate 41" (no genitive) nor "Gate 41".
 */
function nordicStreetAfter(text: string, end: number): boolean {
  return text.charCodeAt(end - 1) === 115 && NORDIC_STREET_AFTER.test(text.slice(end, end + 12));
}
// Hungary's street types, written apart in lower case after the name ("Pozsonyi út 38.", "Kossuth
// Lajos utca 12", "Széchenyi tér 3"; Magyar Posta's addressing: postcode, town, then the street);
// not after the article ("A sor 5 elem": the row).
const HUNGARIAN_STREET_AFTER = /^[ \t]+(?:utca|út|útja|tér|körút|sugárút|köz|sor|sétány|fasor|rakpart)[ \t]+\d/;
const NORDIC_STREET_AFTER = /^[ \t]+(?:gate|gata|vei|veg|plass)[ \t]+\d/;
// One or two capitalised words of a name right before, on the sentence ("Thorvald Meyers", "Olav
// Kyrres"; not "Bergen." of the address before it).
const NAME_WORDS_BEFORE = /(?<![\p{L}\p{N}.])(?:\p{Lu}[\p{L}\p{M}'’-]*[ \t]){1,2}$/u;

function addressAt(text: string, { at, wordStart: w, word: anchor, selfStarting, namedBefore: withNameBefore }: Anchor): StreetSpan | undefined {
  // House numbers shortly before the anchor, farthest first ("1600 Pennsylvania Avenue").
  const starts = houseNumbersBefore(text, w);
  if (selfStarting) {
    // The anchor's own word ("Hauptstraße 5", "Via Roma 12", "P.O. Box 12").
    starts.push(w);
    const po = /(?:P\.?[ \t]?O\.?[ \t]?|Post[ \t]Office[ \t]|PO[ \t])$/.exec(text.slice(Math.max(0, w - 16), w));
    if (po) starts.push(w - po[0].length);
  }
  for (const s of starts.slice(-4)) {
    const end = addressEnd(text, s);
    if (end < 0) continue;
    const value = trimEnd(text.slice(s, end));
    if (s + value.length <= at) continue;
    const named = withNameBefore && s === w ? NAME_WORDS_BEFORE.exec(text.slice(Math.max(0, w - 40), w)) : null;
    return { start: named ? w - named[0].length : s, end: s + value.length, score: 0.95 };
  }
  // A German street word of its own after the name, then the number: "Zschochersche Straße 23",
  // "Alter Weg 5", "Am Schwarzen Damm 12" (Duden: a derived adjective is written apart), its
  // abbreviation with the full stop ("Friesische Str. 41"). Not "Ring", an English word too
  // ("The Boxing Ring 3").
  if (SEPARATE_STREET_WORD.test(anchor) && (anchor !== 'Str' || text.charCodeAt(at + 3) === 46)) {
    NUMBER_AFTER.lastIndex = at + anchor.length + (anchor === 'Str' ? 1 : 0);
    const number = NUMBER_AFTER.exec(text);
    const named = number ? namedBefore(text, at) : -1;
    if (number && named >= 0) return { start: named, end: NUMBER_AFTER.lastIndex, score: 0.9 };
  }
  // A street named by an ordinal, without a house number: "42nd Street", "W 72nd St", "5th Ave".
  const ordinal = ordinalBefore(text, at);
  if (ordinal >= 0 && (FULL_STREET_WORD().test(anchor) || isAbbreviatedType(text, at, anchor, ORDINAL_TITLE_TYPES))) return numberless(text, ordinal, at, anchor);
  // A named street without a number: "Kennedy Avenue", "Schlossgasse".
  if (FULL_STREET_WORD().test(anchor)) {
    const named = namedBefore(text, at);
    if (named >= 0) return { start: named, end: at + anchor.length, score: 0.7 };
  } else if (w < at && /(?:straße|strasse|gasse|allee|straat|gracht)$/.test(anchor)) {
    return { start: w, end: w + anchor.length, score: 0.7 };
  } else if (isAbbreviatedType(text, at, anchor, NAME_TITLE_TYPES)) {
    // "on Rainbow Blvd", "the corner of Main St": an abbreviated type after a named street that a
    // preposition of place leads ("Main St is closed" without one stays).
    // Or, with no preposition, the sentence's subject before a verb ("Main St is closed today",
    // "Park Ave was busy"): not after "The", "My" or a title ("The Dr is in").
    const named = namedBefore(text, at);
    if (named >= 0 && (PLACE_PREPOSITION_BEFORE.test(text.slice(Math.max(0, named - 12), named)) || isStreetSubject(text, named, at, anchor))) return numberless(text, named, at, anchor);
  }
  return undefined;
}

const SENTENCE_START_BEFORE = /(?:^|[.!?][ \t]+|\n[ \t]*)$/;
const NOT_STREET_NAME = /^(?:The|A|An|This|That|Our|My|Your|His|Her|Their|Its|Mr|Mrs|Ms|Dr)\b/;
const VERB_AFTER = /[ \t]+(?:is|was|will|has|had|gets|got|remains|stays|reopens|reopened|closes|closed|floods|flooded|becomes)(?![\p{L}\p{N}])/uy;

/** Whether the numberless street `text[named, at + anchor)` opens its sentence and a verb follows. */
function isStreetSubject(text: string, named: number, at: number, anchor: string): boolean {
  if (anchor.endsWith('.') || !SENTENCE_START_BEFORE.test(text.slice(Math.max(0, named - 4), named)) || NOT_STREET_NAME.test(text.slice(named, at))) return false;
  VERB_AFTER.lastIndex = at + anchor.length;
  return VERB_AFTER.test(text);
}

/**
 * USPS Publication 28's suffix abbreviations that end a street without a house number ("Main St",
 * "5th Ave"); "Sq", "Ter", "Cres" and the words of STREET_WORDS_NUMBERED ("Court", "Way") only
 * after one.
 */
const ABBREVIATED_TYPES = new Set(['St', 'Ave', 'Blvd', 'Rd', 'Dr', 'Ln', 'Ct', 'Pl', 'Pkwy', 'Hwy']);
// Abbreviations that are also a title or a word before a name ("St Mary's", "St. Louis", "Dr Smith",
// "Dr. Lee", "Ave Maria"): no street where a capitalized word follows them. After an ordinal, "Ave"
// is the street's ("on 5th Ave. Then…"); "2nd St. Patrick's Day", "the 3rd Dr. Lee" are not.
const NAME_TITLE_TYPES = new Set(['St', 'Dr', 'Ave']);
const ORDINAL_TITLE_TYPES = new Set(['St', 'Dr']);
const CAPITAL_AFTER = /\.?[ \t]*\p{Lu}/uy;
const PLACE_PREPOSITION_BEFORE = /(?<![\p{L}\p{N}])(?:on|at|off|along|near|down|up|onto|of|to|from|into|in|across|past|via|toward|towards|around|behind|opposite|outside)[ \t]+$/u;
// An ordinal street name, with its direction: "5th", "42nd", "W 72nd", "East 9th".
const ORDINAL_BEFORE = /(?<![\p{L}\p{N}.,])(?:(?:[NSEW]\.?|North|South|East|West)[ \t]+)?(\d{1,3})(st|nd|rd|th)[ \t]+$/u;

/** Whether `anchor` at `at` is an abbreviated street type (`titles`: not before a capitalized word). */
function isAbbreviatedType(text: string, at: number, anchor: string, titles: ReadonlySet<string>): boolean {
  const type = anchor.endsWith('.') ? anchor.slice(0, -1) : anchor;
  if (!ABBREVIATED_TYPES.has(type)) return false;
  if (!titles.has(type)) return true;
  // "Ave." before a capital ends a sentence ("on Park Ave. Then…"); "Ave Maria" has no full stop.
  const after = at + type.length;
  if (type === 'Ave' && text.charCodeAt(after) === 46) return true;
  CAPITAL_AFTER.lastIndex = after;
  return !CAPITAL_AFTER.test(text);
}

/** Where an ordinal street name that ends in blanks at `at` starts ("5th ", "W 72nd "), -1 when none does. */
function ordinalBefore(text: string, at: number): number {
  // Read first without a regular expression: a blank, then a digit and two letters ("5th ").
  const c = text.charCodeAt(at - 1);
  if ((c !== 32 && c !== 9) || !isDigitCode(text.charCodeAt(at - 4))) return -1;
  const window = text.slice(Math.max(0, at - 16), at);
  const m = ORDINAL_BEFORE.exec(window);
  if (!m) return -1;
  const n = Number(m[1]);
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return m[2] === suffix ? at - m[0].length : -1;
}

/**
 * The numberless street from `start` to its type's end, without the type's full stop (the
 * sentence's, often: "on 5th Ave."); its words are the street's ("Ave" no given name).
 */
function numberless(text: string, start: number, at: number, anchor: string): StreetSpan {
  const end = at + (anchor.endsWith('.') ? anchor.length - 1 : anchor.length);
  // A crossing: "meet at 3rd St and Pine", "on Main St & Elm Ave." (the other street named by one
  // capitalised word, maybe its type, then a mark, the line's end or a word of time or place).
  CROSS_STREET.lastIndex = end;
  return { start, end: CROSS_STREET.test(text) ? CROSS_STREET.lastIndex : end, score: 0.7, ownsWords: true };
}
const CROSS_STREET = /[ \t]+(?:and|&)[ \t]+\p{Lu}\p{Ll}+(?:[ \t]+(?:St|Ave|Street|Avenue|Rd|Road|Blvd))?(?=[ \t]*(?:[.,;:!?)]|\r?\n|$)|[ \t]+(?:at|on|in|for|by|tomorrow|today|tonight|then)(?![\p{L}\p{N}]))/uy;

/**
 * Where NAMED_BEFORE matches in the 60 characters before `at` (one to three capitalised words,
 * each followed by blanks, up to `at`), -1 when it doesn't. Read back from `at` over ASCII (a
 * court judgment names its "Court" hundreds of times, and the regular expression tries every
 * position of the window); anything beyond ASCII is left to the regular expression itself.
 */
function namedBefore(text: string, at: number): number {
  const lo = Math.max(0, at - 60);
  let found = -1;
  let p = at;
  for (let words = 0; words < 3; words++) {
    let b = p;
    while (b > lo && isBlankAt(text, b - 1)) b--;
    if (b === p) break;
    let m = b;
    for (; m > lo; m--) {
      const c = text.charCodeAt(m - 1);
      if (c >= 128) return namedBeforeByRegex(text, at);
      if (!isCapWordCode(c)) break;
    }
    if (m === b) break;
    if (m > lo && text.charCodeAt(m - 1) >= 128) return namedBeforeByRegex(text, at);
    // The leftmost capital of the word's characters that no letter or digit precedes (the
    // regular expression's look-behind; at the window's start it sees nothing).
    for (let q = m; q < b; q++) {
      if (isUpperCode(text.charCodeAt(q)) && (q === lo || !isAsciiLetterOrDigit(text.charCodeAt(q - 1)))) {
        found = q;
        break;
      }
    }
    // A further word must end in blanks right before this one, which must then be whole.
    if (m === lo || !isBlankAt(text, m - 1) || !isUpperCode(text.charCodeAt(m))) break;
    p = m;
  }
  return found;
}

function namedBeforeByRegex(text: string, at: number): number {
  const m = NAMED_BEFORE().exec(text.slice(Math.max(0, at - 60), at));
  return m ? at - m[0].length : -1;
}

/** CAP's characters in ASCII: letters, "'", "." and "-". */
function isCapWordCode(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 39 || c === 46 || c === 45;
}

function isDigitCode(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isUpperCode(c: number): boolean {
  return c >= 65 && c <= 90;
}

function isAsciiLetterOrDigit(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57);
}

/**
 * Where a house number may start before the street word at `w`: walking back over up to five
 * words ("1600 Pennsylvania Avenue", "350 5th Avenue", "12, North Elm Street"), the starts of
 * runs of letters and digits that begin with a digit; farthest first.
 */
function houseNumbersBefore(text: string, w: number): number[] {
  const found: number[] = [];
  let pos = w;
  for (let words = 0; words < MAX_STREET_WORDS && pos > 0; words++) {
    let e = pos;
    while (e > 0 && (text.charCodeAt(e - 1) === 32 || text.charCodeAt(e - 1) === 9)) e--;
    if (e === pos || e === 0) break;
    if (text.charCodeAt(e - 1) === 44) e--;
    let s = e;
    while (s > 0 && isStreetChar(text.charCodeAt(s - 1))) s--;
    if (s === e) break;
    const c = text.charCodeAt(s);
    if (c >= 48 && c <= 57) found.unshift(s);
    pos = s;
  }
  return found;
}

/**
 * Where a lower-case street prefix starts when `pos` follows one as in
 * /\b(?:rue|…)[ \t]+\d{0,5}[ \t]*(?=\p{Lu})/; -1 otherwise.
 */
function lowerPrefixBefore(text: string, pos: number): number {
  let j = pos;
  while (j > 0 && isBlankAt(text, j - 1)) j--;
  let blanks = pos - j;
  const digitsEnd = j;
  while (j > 0 && digitsEnd - j < 6 && text.charCodeAt(j - 1) >= 48 && text.charCodeAt(j - 1) <= 57) j--;
  if (digitsEnd - j > 5) return -1;
  if (j < digitsEnd) {
    const e = j;
    while (j > 0 && isBlankAt(text, j - 1)) j--;
    blanks = e - j;
  }
  if (blanks === 0 || j < 2) return -1;
  // Articles between the prefix and the name: "rue des Lilas", "boulevard de la République".
  if (j === digitsEnd) {
    for (let k = 0; k < 2; k++) {
      const length = articleBefore(text, j);
      if (length === 0) break;
      j -= length;
      while (j > 0 && isBlankAt(text, j - 1)) j--;
    }
  }
  const prefixes = PREFIXES_BY_LAST_TWO[prefixSlot(text.charCodeAt(j - 1), text.charCodeAt(j - 2))]!;
  for (const p of prefixes) {
    const s = j - p.length;
    // The prefix is a whole word: no letter, digit, "_" or full stop before it.
    if (s >= 0 && endsAt(text, j, p) && (s === 0 || !isPrefixOrWordChar(text.charCodeAt(s - 1)))) {
      // An English word too ("took place Monday", "the avenue Kennedy"): only after a house number.
      return !NUMBERED_ONLY.has(p) || HOUSE_NUMBER_BEFORE.test(text.slice(Math.max(0, s - 10), s)) ? s : -1;
    }
  }
  return -1;
}

const NUMBERED_ONLY = new Set(['avenue', 'boulevard', 'bd', 'place', 'allée', 'impasse', 'chemin', 'quai']);
const HOUSE_NUMBER_BEFORE = /(?<![\p{L}\p{N}])\d{1,5}(?:bis|ter|[a-z])?,?[ \t]+$/u;
// The articles between a lower-case street prefix and the name, PREFIXED's (`via dei Mille`, `rua
// das Flores`, `calle de los Reyes`), the longer first ("della" before its "la").
const ARTICLES = ['della', 'delle', 'dello', 'degli', 'dels', 'dei', 'del', 'des', 'dos', 'das', 'los', 'las', 'de', 'du', 'la', 'le', 'di', 'da', 'do'];

/** The length of the article (ARTICLES) that ends at `j` as a whole word, 0 when none does. */
function articleBefore(text: string, j: number): number {
  // Every article has "d", "e", "l", "a" or "o" before its last letter: tested before any comparison.
  const c = text.charCodeAt(j - 2);
  if (c !== 100 && c !== 101 && c !== 108 && c !== 97 && c !== 111) return 0;
  for (const a of ARTICLES) {
    const s = j - a.length;
    if (s >= 0 && endsAt(text, j, a) && (s === 0 || !isLetterOrNumberAt(text, s - 1))) return a.length;
  }
  return 0;
}

function isLetterOrNumberAt(text: string, k: number): boolean {
  const c = text.charCodeAt(k);
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57);
  // A lone surrogate's pair is read whole, as the regular expression's look-behind reads it.
  return LETTER_OR_NUMBER_BEFORE.test(text.slice(Math.max(0, k - 1), k + 1));
}

const LETTER_OR_NUMBER_BEFORE = /[\p{L}\p{N}]$/u;

/**
 * Whether `word` ends at `end` in `text` (there is room for it), compared from its end: the word
 * before a capital ("the Court") and a prefix with its last letter ("rue") differ in the letter
 * before it. No call into the runtime for a few letters.
 */
function endsAt(text: string, end: number, word: string): boolean {
  for (let k = word.length - 1, at = end - 1; k >= 0; k--, at--) if (text.charCodeAt(at) !== word.charCodeAt(k)) return false;
  return true;
}

function isBlankAt(text: string, k: number): boolean {
  const c = text.charCodeAt(k);
  return c === 32 || c === 9;
}

function isPrefixOrWordChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 46;
}

const LETTER_OR_NUMBER = /[\p{L}\p{N}]/u;

/** [\p{L}\p{N}'’./–-]: what the words of a street name are made of. */
function isStreetChar(c: number): boolean {
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 45 && c <= 57 /* - . / 0-9 */) || c === 39;
  return c === 0x2019 || c === 0x2013 || LETTER_OR_NUMBER.test(String.fromCharCode(c));
}

/** Drops trailing punctuation, keeping the full stop of an abbreviated street type ("Elm St."). */
function trimEnd(value: string): string {
  const trimmed = value.replace(/[ \t,.]+$/, '');
  return value.length > trimmed.length && value[trimmed.length] === '.' && /\b(?:St|Ave|Rd|Blvd|Dr|Ln|Ct|Pl|Sq|Hwy)$/.test(trimmed) ? `${trimmed}.` : trimmed;
}
