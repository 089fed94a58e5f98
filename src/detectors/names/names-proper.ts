import { codeAt } from '../lib/char-codes.js';
import { Role, claim, type NameText } from './names-analysis.js';
import { isTermOfArt, mayBeUnknownName } from './names-unknown.js';
import { formLabelEnd, inLines, isChatWord, isLabelAt, namesIdentifierAt } from './names-register.js';
import { GermanText, isGermanDocumentNoun, isGermanNounShape } from './names-german.js';
import { isVietnameseWord, opensCellOfLetteredLanguage, opensForeignMessage, opensSentenceOfOtherLanguage, opensTableCell } from './names-language-openers.js';
import { PERSONAL_A_AFTER, ROMANCE_WORD_AFTER, RomanceText, isRomanceFunctionWord, opensNumberedHeading } from './names-romance.js';
import { isSpanishOrItalianWord } from './names-gazetteer.js';
import { Gap } from './names-runs.js';
import type { CapToken } from './names-tokens.js';
import { foldKey } from '../../lexicon/fold.js';
import { CLOSING_WORDS } from '../../lexicon/closings.js';
import { HONORIFICS, WEAK_HONORIFICS } from '../../lexicon/honorifics.js';
import { cues, facts, factsOf, isDemonym, isNameWord } from './names-words.js';
import { germanPersonObject, germanPersonSubject } from './names-german-subject.js';
import { isRoleNoun } from './names-field-owners.js';
import { isKinshipNoun } from './names-cues.js';

/**
 * Proper nouns known by capitalisation or from the world, in any register:
 * - a capitalised word inside a sentence that is no English word (common or rare) and that no
 *   gazetteer knows ("Where's Kishan?", "reached Krillin"), with the capitalised name words
 *   joined to it ("Lil Yachty");
 * - a famous person's or a known organization's name of one word that is no English word,
 *   wherever it stands ("Shakespeare wrote", "Netflix raised its prices").
 * A known organization is an organization, anything else a person; weak (0.5), so a better
 * reading of the same words wins.
 */
export function findProperNouns(nt: NameText): void {
  const { tokens } = nt;
  const german = (nt.german ??= new GermanText(nt.text));
  const romance = (nt.romance ??= new RomanceText(nt.text));
  let placeWords: ReadonlySet<string> | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (nt.roles[i] !== Role.Free) continue;
    // "Bayanihan Outsourcing - Makati Site" beside "Makati City 1203", "HDFC Bank, Adyar branch"
    // beside "Kasturba Nagar, Adyar, Chennai": a word no list knows that the text names as a place
    // elsewhere is the place here too, not a person.
    if (isUnknownWord(t) && ((placeWords ??= wordsOfPlaces(nt)).has(t.word) || joinedToPlace(nt, i) || townAfterPostcode(nt.text, t.start, t.end))) {
      claim(nt, i, i, Role.Place, 0.5);
      continue;
    }
    // A German noun by its shape ("anbei die Rechnung", "Hausarzt", "Versichertennr."), in a
    // text too short to be known as German; and a word no list knows right after a document's
    // compound ("Führerschein Klasse B": the noun phrase goes on).
    if (isUnknownWord(t) && (isGermanNounShape(nt.text, t) || (i > 0 && nt.gaps[i - 1] === Gap.Space && isUnknownWord(tokens[i - 1]!) && isGermanDocumentNoun(tokens[i - 1]!)))) continue;
    // A kinship noun alone ("Tochter (Bezugsperson):", "Daughter:") names the kin, not who it is
    // (one that is also a listed given name is left to the lists' reading).
    if (isKinshipNoun(t.key) && !facts(t).given) continue;
    const known = knownAlone(nt, t);
    if (known) {
      claim(nt, i, i, known, 0.6);
      continue;
    }
    if (isUnknownAcronym(nt, i)) {
      claim(nt, i, i, Role.Org, 0.5);
      continue;
    }
    if (isNicknamed(nt, i)) {
      claim(nt, i, i + 1, Role.Person, 0.5);
      i++;
      continue;
    }
    // A table's cell opens as a sentence does ("Rodné číslo:", "Hodiny        Suma", "|  Daň z
    // príjmu": a Slovak payslip's columns): in a language known by its function words, a
    // heading's word; a listed name only after the line's first cell (which may list people).
    if (opensTableCell(nt.text, t.start, true) && opensCellOfLetteredLanguage(nt, t.start, t.end)) continue;
    // "Thượng úy", "thẻ Căn cước": a Vietnamese syllable alone before a word in lower case.
    if (nt.gaps[i] === Gap.None && (i === 0 || nt.gaps[i - 1] === Gap.None) && isVietnameseWord(nt, t.start, t.end)) continue;
    // A word no list knows in a form's label ("Emri i babait / Ime oca:", "Vendi i lindjes / Mesto
    // rođenja:"): the label's word, wherever the line stands.
    if (isUnknownWord(t) && t.end <= formLabelEnd(nt.text, t.start)) continue;
    if (isPossessiveName(nt, i) || isSubjectName(nt, i) || isAddressed(nt, i)) {
      // "Uber raised its prices", "Uber's drivers": a one-word company of names-known.txt that is
      // a surname of the lists but no given name is the firm doing it.
      claim(nt, i, i, facts(t).known === 'org' && !facts(t).given ? Role.Org : Role.Person, 0.5);
      continue;
    }
    if (t.sentenceStart) {
      const unknown = isUnknownWord(t);
      // In Italian, Spanish or French a noun seldom opens a sentence without its article: a word
      // no list knows before an auxiliary and a participle is the sentence's subject, a person
      // ("Brambatti ha chiamato", "Kerbrat a appelé"), not a rubric ("Salaire de base").
      const after = unknown ? nt.text.slice(t.end, t.end + 24) : '';
      const romanceWord = unknown && (ROMANCE_WORD_AFTER.test(after) || PERSONAL_A_AFTER.test(after) || (romance.at(t.start) && !ROMANCE_SUBJECT_AFTER.test(after)));
      // German capitalises every noun: there only a verb a person does makes the word a subject
      // ("Brambatti hat gestern angerufen"; names-german-subject.ts).
      const germanWord = unknown && german.at(t.start) && !germanPersonSubject(nt.text, t.end);
      if (opensSentence(nt, i) && !isLabelAt(nt.text, t.end) && !(isRomanceFunctionWord(t.key) && romance.at(t.start)) && !(unknown && t.end <= formLabelEnd(nt.text, t.start)) && !(unknown && (germanWord || romanceWord || opensSentenceOfOtherLanguage(nt, t.start, t.end) || opensForeignMessage(nt.text, t.start, t.end)))) claim(nt, i, i, roleOfUnknown(t), 0.5);
      continue;
    }
    if (isFanOf(nt, i)) {
      claim(nt, i, i, Role.Org, 0.5);
      continue;
    }
    if (isNameInProse(nt, i)) {
      claim(nt, i, i, Role.Person, 0.5);
      continue;
    }
    // In German every noun is capitalised ("die Wohnung"): there a word no list knows is no name;
    // in Spanish, Italian or French, opening a numbered heading ("Art. 1 - Oggetto."). Not after
    // an article: Italian and Spanish legal prose names people so ("il Brambatti", "la Brambilla").
    // German still names the person one talked with ("mit Brambatti gesprochen").
    if (!isUnknownWord(t) || (inBrackets(nt.text, t) && !inLines(nt.informal, t.start) && !BY_BEFORE.test(nt.text.slice(Math.max(0, t.start - 16), t.start))) || isLabelAt(nt.text, t.end) || (german.at(t.start) && !germanPersonObject(nt.text, t.start, t.end))) continue;
    if (opensNumberedHeading(nt.text, t.start, t.end) && romance.at(t.start)) continue;
    // "add quirk for Fjordtek FT-240 adapters": a word no list knows before a model's number is its maker.
    if (MODEL_AFTER.test(nt.text.slice(t.end, t.end + 16))) continue;
    // "Dr. House prescribed Vicodin", "Lipitor 20 mg": a word no list knows prescribed, or before a dose, is a drug.
    if (PRESCRIBED_BEFORE.test(nt.text.slice(Math.max(0, t.start - 24), t.start)) || DOSE_AFTER.test(nt.text.slice(t.end, t.end + 12))) continue;
    if (writesForTitled(nt.text, t.end)) continue;
    let first = i;
    while (first > 0 && joins(nt.gaps[first - 1]!) && nt.roles[first - 1] === Role.Free && mayJoin(tokens[first - 1]!)) first--;
    let last = i;
    while (last + 1 < tokens.length && joins(nt.gaps[last]!) && nt.roles[last + 1] === Role.Free && mayJoin(tokens[last + 1]!)) last++;
    // "reported by Hemi Walker": a surname that is also a word ("Walker", "Baker") closes a name
    // whose given name no list knows, after a word that credits or addresses a person and at the
    // end of a clause (not "Hemi Walker Street", "Commercial Bank, Nugegoda Branch").
    if (last === i && last + 1 < tokens.length && joins(nt.gaps[last]!) && nt.roles[last + 1] === Role.Free && isSurnameWord(tokens[last + 1]!) && CLAUSE_END.test(nt.text.slice(tokens[last + 1]!.end, tokens[last + 1]!.end + 2)) && PERSON_BEFORE.test(nt.text.slice(Math.max(0, t.start - 16), t.start))) last++;
    claim(nt, first, last, roleOfUnknown(t), 0.5);
    i = last;
  }
}

// A title in lower case and a capitalised name after a word: "Cordiali saluti, Segreteria
// dott.ssa Marchetti" (the lead's session-28 probes): the word no list knows before it is the
// office that writes for the titled person, no part of the name (the name follows its title).
const TITLE_AFTER = /^[ \t]+(?<title>[a-z]{2,9}(?:\.[a-z]{2,3})?)\.?[ \t]+\p{Lu}/u;

/** Whether a strong title in lower case and a capitalised word follow `end`. */
function writesForTitled(text: string, end: number): boolean {
  const m = TITLE_AFTER.exec(text.slice(end, end + 20));
  if (m === null) return false;
  const key = foldKey(m.groups!.title!.replace('.', ''));
  return HONORIFICS.has(key) && !WEAK_HONORIFICS.has(key);
}

// A drug's name: after a verb of prescribing (and its patient), or before a dose.
const PRESCRIBED_BEFORE = /(?:^|[^\p{L}])(?:prescribed|prescribes|prescribe|prescribing|dispensed|dispenses|dispense)[ \t]+(?:(?:him|her|them|me|you|us)[ \t]+)?$/u;
const DOSE_AFTER = /^[ \t]*\d+(?:[.,]\d+)?[ \t]?(?:mg|mcg|µg|ml|mL|g|IU|units?)(?![\p{L}\p{N}])/u;
// A product's model number: capitals, a hyphen maybe, digits ("FT-240", "WH1000XM5" is not: letters after).
const MODEL_AFTER = /^[ \t]+\p{Lu}{1,4}-?\d{2,5}\p{Lu}?(?![\p{L}\p{N}-])/u;

/**
 * "50123 Firenze", "Via Roma 4, 20121 Milano", "1010 Wien": a postcode of four or five digits
 * opening the line or after a comma, then one word that ends the line (or a comma or a bracket
 * follows): Europe's last line of an address, its town, whose local name the lists may lack.
 */
function townAfterPostcode(text: string, start: number, end: number): boolean {
  if (codeAt(text, start - 1) !== 32) return false;
  let k = start - 2;
  while (k >= 0 && isDigitCode(text.charCodeAt(k))) k--;
  if (start - 2 - k < 4 || start - 2 - k > 5) return false;
  // Before the postcode: the line's start, or a comma and blanks.
  let b = k;
  while (b >= 0 && (text.charCodeAt(b) === 32 || text.charCodeAt(b) === 9)) b--;
  const before = codeAt(text, b);
  if (!(before === -1 || before === 10 || before === 13 || (before === 44 /* , */ && b < k))) return false;
  const after = codeAt(text, end);
  return after === -1 || after === 10 || after === 13 || after === 44 || after === 41 /* ) */ || (after === 32 && /^ *(?:\r?\n|$|\()/.test(text.slice(end, end + 8)));
}

const isDigitCode = (c: number) => c >= 48 && c <= 57;

// "Yorkshire & Humberside", "Humberside and Yorkshire": a word no list knows joined to a place.
const PLACE_JOINER = /^[ \t]*(?:&|and)[ \t]*$/;

/** Whether token i is joined by `&` or `and` to a token claimed as a place of a gazetteer (a region, a county). */
function joinedToPlace(nt: NameText, i: number): boolean {
  const t = nt.tokens[i]!;
  const before = i > 0 ? nt.tokens[i - 1]! : undefined;
  const after = i + 1 < nt.tokens.length ? nt.tokens[i + 1]! : undefined;
  if (before && nt.roles[i - 1] === Role.Place && facts(before).place >= 2 && PLACE_JOINER.test(nt.text.slice(before.end, t.start))) return true;
  return !!after && nt.roles[i + 1] === Role.Place && facts(after).place >= 2 && PLACE_JOINER.test(nt.text.slice(t.end, after.start));
}

/** The words of the tokens claimed as places so far. */
function wordsOfPlaces(nt: NameText): ReadonlySet<string> {
  const words = new Set<string>();
  for (let j = 0; j < nt.tokens.length; j++) if (nt.roles[j] === Role.Place) words.add(nt.tokens[j]!.word);
  return words;
}

/**
 * What a capitalised word taken alone names: a known organization, or a bank by its name's end
 * ("Maybank", "Rabobank", "Sparebank": no list holds them, and a person's name never ends so),
 * is an organization; anything else a person.
 */
function roleOfUnknown(t: CapToken): Role {
  return facts(t).known === 'org' || BANK_COMPOUND.test(t.word) ? Role.Org : Role.Person;
}

// "Sparbanken", "Handelsbanken"; "GTBank", "UBank": a bank's name written as one word (an initialism before "Bank").
const BANK_COMPOUND = /^\p{Lu}(?:\p{Ll}{2,}b|\p{Lu}{0,3}B)ank(?:en)?$/u;

/**
 * A word no list knows: not English (SCOWL 10-70), no common Spanish or Italian word, no name,
 * place, cue word or nationality. Decided once per spelling: the phases ask it of a token again
 * and again.
 */
export function isUnknownWord(t: CapToken): boolean {
  const known = t.unknownWord;
  return known !== 0 ? known === 2 : t.rememberUnknownWord(unknownWord(t));
}

function unknownWord(t: CapToken): boolean {
  if (t.allCaps || t.initial || t.word.length < 4 || t.word.length > 14) return false;
  // The lists first (remembered per spelling), the letters after: most capitalised words are known.
  const f = facts(t);
  if (f.common || f.rare || f.given || f.family || f.place || f.calendar || f.honorific || f.orgHead || f.placeHead || f.street) return false;
  if (!(ASCII_WORD.test(t.word) || LATIN_WORD.test(t.word)) || isIdentifier(t.word) || CLOSING_WORDS.has(t.word.toLowerCase()) || isChatWord(t.key)) return false;
  if (isSpanishOrItalianWord(t.key) || ROMANCE_NOUN_ENDING.test(t.word)) return false;
  if (f.known === 'demonym' || f.known === 'currency' || f.known === 'interjection' || isTermOfArt(t.key)) return false;
  const c = cues(t);
  if (c.legalSuffix || c.mayHeadInstitution || c.genericOrg || c.lawWord || c.region || c.streetAnchor || c.compoundStreet || c.nonOrgAcronym) return false;
  return !isDemonym(t);
}

// "Representación", "Dirección", "Informação": Spanish and Portuguese nouns of action end so, no
// name does (Concepción, Asunción are listed given names).
const ROMANCE_NOUN_ENDING = /(?:ción|sión|ção|ções|ciones|siones)$/u;

// Latin letters only, with their accents ("Brandstätter", "Kovačević"), no hyphen
// ("Greek-Cypriot", "EU-law" are compounds of words), inner capitals allowed.
const ASCII_WORD = /^[A-Z][A-Za-z]+$/;
const LATIN_WORD = /^\p{Lu}[\p{Script=Latin}\p{M}]+$/u;


/**
 * "TypeError", "ModuleType", "WarningMsg": an identifier made of words, not a name ("LeBron",
 * "McDonald": what follows the inner capital is no word).
 */
export function isIdentifier(word: string): boolean {
  // "POCity", "SACountry" (Xero's postal and street address columns), "PSCredential" (a
  // PowerShell type): an abbreviation in capitals run into a word no list holds as a name.
  const acronymHead = ACRONYM_THEN_WORD.exec(word);
  if (acronymHead !== null) {
    const f = factsOf(foldKey(acronymHead[1]!), true);
    if ((f.common || f.rare) && !f.given && !f.family) return true;
  }
  const parts = word.split(/(?<=[a-z])(?=[A-Z])/);
  if (parts.length < 2) return false;
  // "RuleName", "SkypeName", "ProcessId", "SourceIp", "LogonId" (Sysmon's and Xero's field
  // names): what programmers end a field's name with, after a word of three letters or more
  // ("McName", "DeId" are no names either way). `Name` is a given name of the lists, `Id` and
  // `Ip` too short for the test of words below.
  if (parts[0]!.length >= 3 && IDENTIFIER_TAILS.has(parts[parts.length - 1]!)) return true;
  // "firstName": a word in lower case, then a capital.
  if (/^[a-z]/.test(word)) return true;
  // "TargetSid", "DisplayName", "WorkstationName" (a Windows event's field names): a common word
  // of four letters or more that no list holds as a name, then a capital and two letters or more.
  const head = parts[0]!.length >= 4 ? factsOf(foldKey(parts[0]!), true) : undefined;
  if (head !== undefined && head.common && !head.given && !head.family && parts.slice(1).some((p) => p.length >= 3)) return true;
  return parts.slice(1).some((p) => {
    // "InnoDB", "MySQL": capitals after the inner one are an acronym, not a surname.
    if (/^[A-Z]{2,}$/.test(p)) return true;
    if (p.length < 3) return false;
    const f = factsOf(foldKey(p), true);
    return (f.common || f.rare) && !f.given;
  });
}

// Two capitals or more, then a capitalised word (its first part, in lower case after its capital).
const ACRONYM_THEN_WORD = /^\p{Lu}{2,}(\p{Lu}\p{Ll}{2,})(?:\p{Lu}|$)/u;
const IDENTIFIER_TAILS: ReadonlySet<string> = new Set(['Name', 'Names', 'Id', 'Ids', 'Ip', 'Guid', 'Sid', 'Uid', 'Pid', 'Url', 'Uri']);

/** A famous person's or a known organization's name of one word that is no English word. */
/**
 * "Pyrion continues his streak", "Casey has reached": a sentence that opens with a word no list
 * knows, or with a given name that is no word and no large place, and goes on in lower case.
 */
function opensSentence(nt: NameText, i: number): boolean {
  const t = nt.tokens[i]!;
  // A blank, then a small letter (by its code in ASCII: no slice of the text per token asked).
  const next = codeAt(nt.text, t.end + 1);
  if (!isBlankCode(codeAt(nt.text, t.end)) || !isLowerStart(next) || (next > 127 && !LOWER_LETTER.test(nt.text[t.end + 1]!))) return false;
  const f = facts(t);
  // In a post, a capitalised misspelling opens many a sentence ("Becaise shes", "Woaw so"): the
  // word must read as a name (names-unknown) there. The walk back for a bracket comes last: most
  // sentences open with a word the lists know.
  const name = isUnknownWord(t)
    ? !isChatWord(t.key) && (!inLines(nt.informal, t.start) || !/^[a-z]+$/.test(t.key) || mayBeUnknownName(t.key))
    : f.given && !f.common && !f.rare && f.place < 3 && !t.allCaps && !t.initial && !f.calendar && !isChatWord(t.key) && t.word.length >= 3;
  return name && !inBrackets(nt.text, t);
}

/**
 * "From a United fan", "two Leeds supporters": a capitalised word alone inside a sentence before
 * "fan(s)" or "supporter(s)" names the team, band or company they follow (any register; posts
 * also have names-informal's "the Warriors"). Not a nationality ("an English fan"), not a word
 * in a run of capitals ("Star Wars fans" stays whole or not at all); a name stays a person's
 * ("a Trump supporter").
 */
function isFanOf(nt: NameText, i: number): boolean {
  const t = nt.tokens[i]!;
  if (t.sentenceStart || t.allCaps || t.initial || t.word.length < 3 || nt.gaps[i] !== Gap.None || (i > 0 && nt.gaps[i - 1] !== Gap.None)) return false;
  const next = nt.text.charCodeAt(t.end + 1);
  if (!isBlankCode(nt.text.charCodeAt(t.end)) || (next !== 102 /* f */ && next !== 115 /* s */) || !FAN_AFTER.test(nt.text.slice(t.end, t.end + 14))) return false;
  const f = facts(t);
  if (f.given || f.family || f.known === 'person' || f.calendar || f.honorific || f.orgHead || f.placeHead || f.street || f.known === 'demonym' || isDemonym(t) || cues(t).demonymEnding || cues(t).genericOrg || isChatWord(t.key)) return false;
  return /(?:^|[^\p{L}])\p{Ll}+[ \t]$/u.test(nt.text.slice(Math.max(0, t.start - 20), t.start));
}

const FAN_AFTER = /^[ \t]+(?:fan|fans|supporter|supporters)(?![\p{L}\p{N}])/u;

/**
 * "Hats off to Nick for", "when Jack was transformed": a given name that is also a word,
 * capitalised between words in lower case, with no article before it ("the Bill", "a Grace
 * period" are words).
 */
function isNameInProse(nt: NameText, i: number): boolean {
  const t = nt.tokens[i]!;
  const f = facts(t);
  if (!f.given || !f.common || f.known !== '' || t.allCaps || t.initial || t.word.length < 3 || f.calendar || f.orgHead || f.placeHead || f.street || cues(t).honorific || cues(t).lawWord || isChatWord(t.key)) return false;
  // The word before, in lower case: not an ordinal's suffix ("3rd Floor", "21st Century": "rd" is no word).
  const before = /(?:^|[^\p{L}\p{N}])(\p{Ll}+)[ \t]$/u.exec(nt.text.slice(Math.max(0, t.start - 20), t.start));
  if (!before || ARTICLES.has(before[1]!) || afterPossessive(nt.text, t.start)) return false;
  return /^(?:[ \t]\p{Ll}|[,.!?;:]|$)/u.test(nt.text.slice(t.end, t.end + 2));
}

/**
 * "fans of BSB and NSYNC", "Good job TTG": an acronym of two to four capitals that no list
 * knows (no word, no listed abbreviation, no US state), inside a sentence of prose in lower and
 * upper case, is an organization's. Not with a number near it (a unit, "5 MB", or the label of
 * an identifier, "TVA FR40…", "gave 1234… as his NIF"), after "his"/"a", nor in a list of acronyms.
 */
function isUnknownAcronym(nt: NameText, i: number): boolean {
  const t = nt.tokens[i]!;
  if (!t.allCaps || t.sentenceStart || t.word.length < 2 || t.word.length > 4 || !/^[A-Z]+$/.test(t.word)) return false;
  const f = facts(t);
  if (f.common || f.rare || f.given || f.family || f.place > 0 || f.known !== '' || f.calendar || f.honorific || cues(t).nonOrgAcronym || cues(t).legalSuffix || US_STATES.has(t.word) || isChatWord(t.key)) return false;
  if (nt.gaps[i] !== Gap.None || (i > 0 && nt.gaps[i - 1] !== Gap.None)) return false;
  const { text } = nt;
  if (/(?:^|[^\p{L}])(?:his|her|my|your|their|our|its|a|an)[ \t]+$/u.test(text.slice(Math.max(0, t.start - 8), t.start))) return false;
  // A number after it names what the acronym labels ("his NIF is 12345678Z", "the TVA number FR…").
  if (/\d/.test(text.slice(Math.max(0, t.start - 40), t.start)) || isLabelAt(text, t.end) || /\d/.test(text.slice(t.end, t.end + 48))) return false;
  // One of a list of acronyms ("NN, NISS, RRN"): the names of identifiers or taxes.
  if (/[A-Z]{2}(?:,|[ \t]+(?:or|and))[ \t]*$/.test(text.slice(Math.max(0, t.start - 8), t.start)) || /^(?:,|[ \t]+(?:or|and))[ \t]*[A-Z]{2}/.test(text.slice(t.end, t.end + 8))) return false;
  // Prose around it: a lower-case word right before or after (not a line of capitals or a heading).
  return /\p{Ll}[ \t]$/u.test(text.slice(Math.max(0, t.start - 2), t.start)) || /^[ \t]\p{Ll}/u.test(text.slice(t.end, t.end + 2));
}

const US_STATES = new Set('AK AZ AR CA CT DC FL GA IL IA KS KY LA MD MI MN MS MO MT NE NV NH NJ NM NY NC ND RI SC SD TN TX UT VT VA WA WV WI WY IN OR ME HI OK ID OH AS DE PA MA CO AL'.split(' '));

/**
 * "Marv Albert", "Childish Gambino": a capitalised word no list knows (or, inside a sentence,
 * any word) before a given or family name that is no word: the two words alone are a name.
 */
function isNicknamed(nt: NameText, i: number): boolean {
  const t = nt.tokens[i]!;
  if (nt.gaps[i] !== Gap.Space || (i > 0 && nt.gaps[i - 1] !== Gap.None) || nt.gaps[i + 1] !== Gap.None || nt.roles[i + 1] !== Role.Free) return false;
  const next = nt.tokens[i + 1]!;
  const g = facts(next);
  if (!(g.given || g.family) || g.common || g.rare || g.place >= 2 || g.known !== '' || next.allCaps || next.initial || next.word.length < 3 || isLabelAt(nt.text, next.end)) return false;
  const f = facts(t);
  if (t.allCaps || t.initial || t.word.length < 3 || f.given || f.family || f.place >= 2 || f.known !== '' || f.calendar || f.orgHead || f.placeHead || f.street || f.honorific) return false;
  const c = cues(t);
  if (c.honorific || c.mayHeadInstitution || c.genericOrg || c.lawWord || c.region || isDemonym(t) || isChatWord(t.key)) return false;
  return t.sentenceStart ? isUnknownWord(t) : true;
}

/** A given or family name, even one that is also a word, that isPossessiveName and isSubjectName may take: no cue word, title or chat word. */
function mayBeNameWord(t: CapToken, anyWord = false, informal = false): boolean {
  const f = facts(t);
  if (!(f.given || f.family || anyWord) || f.known === 'demonym' || f.known === 'currency' || f.known === 'interjection' || t.allCaps || t.initial || t.word.length < 3) return false;
  // A post seldom means the law's word ("Bill is from…" is a person there).
  if (cues(t).lawWord && !(informal && f.given)) return false;
  return !(f.calendar || f.orgHead || f.placeHead || f.street || cues(t).honorific || cues(t).mayHeadInstitution || cues(t).genericOrg || isChatWord(t.key));
}

/**
 * "Paul's house", "Murphy's law", "Ledger ' s Joker": a given or family name with a possessive,
 * even when it is also a word, with no article or possessive word before it ("the Court's",
 * "his Will's"). A tokenised text may write the possessive apart (" ' s").
 */
function isPossessiveName(nt: NameText, i: number): boolean {
  const t = nt.tokens[i]!;
  // Most tokens have no quote, or no blank and quote, after them: tested on the characters before any slice.
  const c = codeAt(nt.text, t.end);
  const quoted = c === 39 || c === 0x2019 || ((c === 32 || c === 9) && isQuoteCode(codeAt(nt.text, t.end + 1)));
  if (!quoted || !POSSESSIVE_AFTER.test(nt.text.slice(t.end, t.end + 5))) return false;
  // In an informal line, any capitalised word inside a sentence ("Beauty's mother": a character),
  // but not a party's role on a form ("Box e  Employee's name").
  if (isRoleNoun(t.key)) return false;
  const informal = inLines(nt.informal, t.start);
  if (!mayBeNameWord(t, informal && !t.sentenceStart, informal) || (!facts(t).given && !facts(t).family && isDemonym(t)) || isLargePlace(t)) return false;
  // "Python's own": a word a family-name list knows is a name with a possessive only in an
  // informal line; a given name ("Grant's car") anywhere.
  if (!facts(t).given && facts(t).common && !informal) return false;
  if (nt.gaps[i] !== Gap.None || (i > 0 && nt.gaps[i - 1] !== Gap.None)) return false;
  return !articleBefore(nt.text, t.start);
}

/** "Berlin was noted", "London's streets": a capital or a large place (a town of 15,000+ unless a given name too). */
function isLargePlace(t: CapToken): boolean {
  const f = facts(t);
  return f.place >= 3 || (f.place === 2 && !f.given);
}

const POSSESSIVE_AFTER = /^(?:['’]s|[ \t]['’][ \t]?s)(?![\p{L}\p{N}])/u;

/**
 * "Bill is from", "Harry got shot", "Trump will make": a given or family name that is also a
 * word opens a sentence as the subject of a verb in the third person or past tense. Inside a
 * sentence ("the fact that Crosby went down", "if Roman made a channel") after a word in lower
 * case that is no article: a given name, or a family name that is no English word ("because
 * Python is" stays the language); a famous person's name even when a town has it too.
 */
function isSubjectName(nt: NameText, i: number): boolean {
  const t = nt.tokens[i]!;
  // A blank and a lower-case letter after it, tested on the characters first: most tokens fail here.
  if (nt.gaps[i] !== Gap.None || !isBlankCode(codeAt(nt.text, t.end)) || !isLowerStart(codeAt(nt.text, t.end + 1))) return false;
  const f = facts(t);
  if (!(f.given || f.family) || !mayBeNameWord(t, false, inLines(nt.informal, t.start))) return false;
  // A word only a family name list knows ("Love", "Rice") is likelier the word, and so is a
  // pronoun or auxiliary some locale gives as a name ("Mine is", "Will is") or a language ("English was").
  if ((!f.given && f.common) || NOT_SUBJECT.has(t.key) || (!f.given && cues(t).demonymEnding) || (isLargePlace(t) && f.known !== 'person')) return false;
  if (!t.sentenceStart) {
    const before = nt.text.slice(Math.max(0, t.start - 20), t.start);
    const opener = OPENER_BEFORE.test(before);
    if (f.place >= 3 || (i > 0 && nt.gaps[i - 1] !== Gap.None && !opener) || !(opener || LOWER_WORD_BEFORE.test(before)) || DETERMINER_BEFORE.test(before)) return false;
  }
  const m = VERB_AFTER.exec(nt.text.slice(t.end, t.end + 12));
  return m !== null && !isLabelAt(nt.text, t.end);
}

// An auxiliary of the third person and a word in lower case (a participle): Italian, Spanish, French.
// Portuguese's past tense of the third person ("Marcão ligou?", "Zé mandou") and its commonest verbs
// say so alone. French `a` before an article or a possessive is Spanish's preposition ("Conforme a
// nuestros registros", "Gracias a su ayuda"), no auxiliary.
const ROMANCE_SUBJECT_AFTER = /^[ \t]+(?:(?:ha|hanno|è|era|aveva|avrà|sarà|est|était|avait|aura|sera|es|fue|había|habrá|será)[ \t]+\p{Ll}|a[ \t]+(?!(?:la|las|los|el|lo|un|una|unos|unas|su|sus|mi|mis|nuestr[oa]s?|vuestr[oa]s?|est[ea]s?|partir|través|pesar|cargo|fin)(?![\p{L}\p{N}]))\p{Ll}|(?:\p{Ll}{2,}ou|disse|foi|vai|está|tá)(?![\p{L}\p{N}]))/u;

// A word in lower case and one space right before a token.
const LOWER_WORD_BEFORE = /(?:^|[^\p{L}\p{N}'’])\p{Ll}+[ \t]$/u;
// A conjunction or an interjection opening the sentence: "If Roman made", "When Grant came".
const OPENER_BEFORE = /(?:^|[.!?][ \t]+|\n[ \t]*)(?:If|When|Whenever|And|But|So|Because|Since|Unless|Until|While|Now|Then|Maybe|Yes|No|Yeah|Well|Oh|Wow)[ \t]$/u;
// An article or a possessive word: "the Bill was passed", "his Will was read" ("that" may open a clause: "that Grant went").
const DETERMINER_BEFORE = /(?:^|[^\p{L}])(?:the|a|an|this|these|those|my|your|his|her|our|their|its|of|no|any|some|every|each)[ \t]$/iu;

/**
 * "Loey, do you have more stories?", "Nadira I love your videos": a name opening a line and
 * addressed, before a comma or a word of address ("you", "I", "please", "thanks"). A given name
 * that is also a word, or a word no list knows; not a pet name ("Honey, you").
 */
function isAddressed(nt: NameText, i: number): boolean {
  const t = nt.tokens[i]!;
  if (!t.sentenceStart || (nt.gaps[i] !== Gap.None && nt.tokens[i + 1]?.word !== 'I') || t.allCaps || t.initial || t.word.length < 3) return false;
  const { text } = nt;
  let b = t.start - 1;
  while (b >= 0 && isBlankCode(text.charCodeAt(b))) b--;
  if (b >= 0 && text.charCodeAt(b) !== 10) return false;
  const f = facts(t);
  const unknown = isUnknownWord(t) && !isChatWord(t.key) && !isTermOfArt(t.key) && mayBeUnknownName(t.key);
  if (!unknown && !(f.given && mayBeNameWord(t) && !NOT_SUBJECT.has(t.key) && !PET_NAMES.has(t.key) && f.place < 3 && f.known === '')) return false;
  const after = text.slice(t.end, t.end + 14);
  return ADDRESSED_AFTER.test(after) || (unknown && /^,[ \t]+\p{Ll}/u.test(after));
}

const ADDRESSED_AFTER = /^,?[ \t]+(?:you|u|your|ur|i|please|pls|plz|thanks|thank|thx|do|did|can|could|would|are|is|why|how|what|when|where)(?![\p{L}\p{N}'’])/iu;
// Words of endearment that locales list as given names too: "Honey, you", "Baby I".
const PET_NAMES = new Set(['honey', 'baby', 'babe', 'darling', 'sweetie', 'sugar', 'angel', 'love', 'dear', 'buddy', 'mate', 'sunshine', 'precious', 'princess', 'king', 'queen', 'boss', 'chief', 'doc', 'coach', 'sir', 'man', 'guys', 'friend', 'brother', 'sister']);

const isBlankCode = (c: number): boolean => c === 32 || c === 9;
const isQuoteCode = (c: number): boolean => c === 39 || c === 0x2019;
/** A lower-case letter (ASCII, or any letter beyond it: the regular expressions decide). */
const isLowerStart = (c: number): boolean => (c >= 97 && c <= 122) || c > 127;
const LOWER_LETTER = /^\p{Ll}$/u;

const NOT_SUBJECT = new Set(['mine', 'will', 'may', 'can', 'must', 'shall', 'might', 'ought', 'hope', 'faith', 'joy', 'honor', 'honour', 'justice', 'liberty', 'unity', 'nobody', 'none', 'each', 'either', 'neither']);

const VERB_AFTER = /^[ \t]+(?:is|was|has|had|got|gets|does|did|says|said|will|wo|would|should|could|can|ca|must|looks|looked|loves|loved|hates|hated|knows|knew|thinks|thought|wants|wanted|needs|needed|went|goes|came|comes|made|makes|plays|played|told|tells|tried|tries|seems|seemed|became|becomes|kept|keeps|left|leaves)(?![\p{L}\p{N}])/u;

function articleBefore(text: string, start: number): boolean {
  const before = /(?:^|[^\p{L}])(\p{L}+)[ \t]$/u.exec(text.slice(Math.max(0, start - 20), start));
  return !!before && ARTICLES.has(before[1]!.toLowerCase());
}

/**
 * "Father's Name:", "Mother's Maiden Name": a word after a noun's possessive is the noun it owns;
 * not after a contraction ("it's Carol", "that's Grace").
 */
function afterPossessive(text: string, start: number): boolean {
  if (text.charCodeAt(start - 2) !== 115 /* s */ || !isQuoteCode(codeAt(text, start - 3))) return false;
  const owner = /(\p{L}+)$/u.exec(text.slice(Math.max(0, start - 24), start - 3));
  return owner !== null && !CONTRACTED.has(owner[1]!.toLowerCase());
}

const CONTRACTED = new Set(['it', 'that', 'he', 'she', 'there', 'here', 'what', 'who', 'where', 'how', 'when', 'why', 'let', 'this', 'everyone', 'everything', 'someone', 'something', 'nothing', 'nobody', 'somebody']);

const ARTICLES = new Set(['the', 'a', 'an', 'this', 'that', 'these', 'those', 'my', 'your', 'his', 'her', 'our', 'their', 'its', 'of', 'no', 'any', 'some', 'every', 'each']);

function knownAlone(nt: NameText, t: CapToken): Role | undefined {
  const f = facts(t);
  if (t.initial || f.common || f.calendar || f.place >= 2) return undefined;
  // "NHS number 943…": the body's acronym names the identifier.
  if (t.allCaps) return f.known === 'org' && t.word.length >= 3 && !namesIdentifierAt(nt.text, t.end) ? Role.Org : undefined;
  if (f.known === 'person') return Role.Person;
  // An acronym of two letters written with a small one is no acronym ("Eu sou…": Portuguese "I", not the EU).
  if (f.known === 'org' && !f.given && !f.family && !f.rare && t.word.length > 2) return Role.Org;
  return undefined;
}

/**
 * "(Gesetz über die …)", "“Ocenzurowano”": in prose, words in brackets or quotes gloss a term
 * in another language or quote one. Looks back to the line's start (at most 200 characters)
 * for a bracket or curly quote left open; straight quotes open when an odd number precede.
 */
function inBrackets(text: string, t: CapToken): boolean {
  let depth = 0;
  let straight = 0;
  for (let i = t.start - 1; i >= 0 && i >= t.start - 200; i--) {
    const c = text.charCodeAt(i);
    if (c === 10) break;
    if (c === 41 || c === 0x201d) depth++;
    else if (c === 40 || c === 0x201c) {
      if (depth === 0) return true;
      depth--;
    } else if (c === 34) straight++;
  }
  return straight % 2 === 1;
}

function mayJoin(t: CapToken): boolean {
  return !t.allCaps && !t.initial && isNameWord(t) && !facts(t).common && !cues(t).honorific;
}

/**
 * A capitalised surname of the lists that is also an English word ("Walker", "Baker"), not a
 * verb that may follow a subject ("Hemi said", "Tama will") nor a head of a street's or a firm's name.
 */
function isSurnameWord(t: CapToken): boolean {
  if (t.allCaps || t.initial || !isNameWord(t) || t.sentenceStart) return false;
  const f = facts(t);
  return f.family && f.common && !f.orgHead && !f.placeHead && !f.street && !f.calendar && !cues(t).honorific && !AUXILIARY.has(t.key);
}

// The words before a person a note credits ("(reported by Hemi Walker)", "(thanks to Aroha)"), and
// the wider list of words before the other party of a note ("from", "with", "dear", "met").
const CREDIT_WORDS = 'by|thanks to|thanks|credit to|cc|per|h\\/t';
const PARTY_WORDS = `${CREDIT_WORDS}|from|with|to|dear|hi|hello|met|ask|asked|called|contact`;
// In brackets, only a crediting word as written opens a name.
const BY_BEFORE = new RegExp(`(?:^|[^\\p{L}])(?:${CREDIT_WORDS})[ \\t]+$`, 'u');
// The surname-word join takes any of the party words, in any case.
const PERSON_BEFORE = new RegExp(`(?:^|[^\\p{L}])(?:${PARTY_WORDS})[ \\t]+$`, 'iu');

const AUXILIARY: ReadonlySet<string> = new Set(['said', 'says', 'will', 'would', 'may', 'might', 'can', 'could', 'shall', 'should', 'must', 'did', 'does', 'was', 'has', 'had', 'is', 'are', 'got', 'gets', 'wants', 'thinks', 'asked', 'told', 'wrote', 'sent', 'made', 'came', 'went', 'left', 'took', 'gave', 'also', 'just', 'still']);
// The end of a clause after the surname: punctuation, a bracket, a line's end or the text's.
const CLAUSE_END = /^(?:[,.;:!?)\]\n\r]|$)/;

function joins(gap: number): boolean {
  return gap === Gap.Space;
}
