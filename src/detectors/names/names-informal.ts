import { FOREIGN_COMMON_WORDS } from './names-foreign-words.js';
import { isSoftwareName } from './names-tech-lists.js';
import { LineLanguage, inKeyValue, isNoWordOf, isOtherLanguageChatWord } from './names-line-language.js';
import type { Candidate } from '../../engine/types.js';
import { Role, claim, type NameText } from './names-analysis.js';
import { isSpanishOrItalianWord, knownKind, startsKnownName } from './names-gazetteer.js';
import { BoundedMemo } from '../lib/bounded-memo.js';
import { codeAt, isAsciiLower, isBlank } from '../lib/char-codes.js';
import { foldKey } from '../../lexicon/fold.js';
import { isUnknownWord } from './names-proper.js';
import { formLabelEnd, inLines, isAbbreviatedLabelAt, isChatWord, isLabelAt, lineAt, namesIdentifierAt, type Lines } from './names-register.js';
import { mayBeUnknownName } from './names-unknown.js';
import { GermanText, isGermanNounShape } from './names-german.js';
import { NordicText, isNordicFunctionWord } from './names-nordic.js';
import { isVietnameseSyllable, isVietnameseWord, opensCellOfLetteredLanguage, opensSentenceOfOtherLanguage, opensTableCell } from './names-language-openers.js';
import { PERSONAL_A_AFTER, ROMANCE_WORD_AFTER, RomanceText, isRomanceFunctionWord } from './names-romance.js';
import { Gap } from './names-runs.js';
import { firstTokenAt, type CapToken } from './names-tokens.js';
import { collectWords, lowerWordsAscii, Verdict, type Word } from './names-line-words.js';
import { FOREIGN_KINSHIP_WORDS, KINSHIP_WORDS } from './names-cues.js';
import { cues, cuesOfKey, facts, factsOf, isDemonym, type WordFacts } from './names-words.js';

/**
 * Names in informal lines (chat, posts, comments: names-register), where capitalisation says
 * less than in prose:
 * - capitalised: a known given or family name inside a sentence even when it is also a word
 *   ("not a Trump supporter", "thanks Nick"); a sentence that opens with an unknown word or a
 *   given name and goes on in lower case ("Pyrion continues", "Casey has"); a given name and a
 *   word at a sentence's start ("Martin Short sucks"); a given name in capitals ("WAS THAT
 *   ELEKTRA"); a US state's code after `in`/`from` ("I live in NJ");
 * - in lower case: a known given name that is no English word (`emma`), a given name and a
 *   surname or unknown word (`amy schumer`, `ali askar`), a famous person or known organization
 *   (`obama`, `real madrid`, `spacex`), a large place (`australia`, `canada`).
 * Prose lines are never read word by word here: every lower-case word of a long text would
 * cost more than the rest of the names analysis.
 */
export function findInformalNames(nt: NameText): void {
  const lines = nt.informal;
  if (lines.count === 0) return;
  const german = (nt.german ??= new GermanText(nt.text));
  findCapitalised(nt, untitledAt(nt.text, lines), german);
  // What the other phases found, made only when a line has a word findLowercase may take (most
  // texts have none): the spans found so far, not those findLowercase adds.
  const found = [nt.people.length, nt.orgs.length, nt.places.length] as const;
  let free: ((a: number, b: number) => boolean) | undefined;
  // And the opaque spans, whose words are no prose (`<telecom value="tel:…"/>`: an element's name),
  // read from their pairs as they are (tens of thousands on logs: as objects, 10 MB a call kept).
  const freeNow = () => (free ??= freeOf([...nt.people.slice(0, found[0]), ...nt.orgs.slice(0, found[1]), ...nt.places.slice(0, found[2])].sort((a, b) => a.start - b.start), nt.opaque));
  // Line by line (a log of a million lines is one text, and often one informal paragraph): a
  // line's words are read, its lower-case names found, and only the words findJoinedNames
  // reads are kept, so that the words of every line are never held at once. No name of
  // findLowercase spans two lines (its words are joined by a space).
  // A line's words are records of `pool`, written over from one line to the next (a log's
  // lines hold a million words); the words kept for findJoinedNames are copies.
  const words: Word[] = [];
  const pool: Word[] = [];
  const joinable: Word[] = [];
  const line = new LineLanguage(nt, german);
  for (let k = 0; k < lines.count; k++) {
    const from = lines.start(k);
    const to = lines.end(k);
    // Most lines of a log hold no word findLowercase may take (judgeLowerWord): their words
    // that findJoinedNames reads are kept as they are read, and no other word is written.
    const kept = joinable.length;
    if (lowerWordsAscii(nt.text, from, to, judgeLowerWord, mayTakeBeside, joinable)) continue;
    joinable.length = kept;
    words.length = 0;
    collectWords(nt.text, from, to, words, pool);
    line.reset(words);
    findLowercase(nt, words, freeNow(), german, line);
    // Its unknown lower-case words are the line's own (a verb), no surname after a one-word name.
    if (line.holdsForeignWord()) continue;
    for (const w of words) if (mayJoin(w)) joinable.push({ ...w });
  }
  findJoinedNames(nt, joinable);
}

/**
 * What findInformalNames does with a lower-case word of a line, by its key and facts alone
 * (asked once per spelling by lowerWordsAscii), from what findLowercase's cases need of it, in
 * their order:
 * - ReadLine: a known name of several words may start with it; or it is a given name that is no
 *   English word (the "amy schumer" case and the last); or it is none of the words the cases
 *   pass over, has four letters or more, and names a person, an organization or a place, or no
 *   list knows it;
 * - Beside: a given name that is also a word, which only the subject, greeted and kin cases take
 *   (the line is read whole when mayTakeBeside says they may);
 * - Keep: a word findJoinedNames reads (mayJoin);
 * - Skip: none of these.
 */
export function judgeLowerWord(key: string, f: WordFacts): Verdict {
  if (key.length < 3) return Verdict.Skip;
  if (mayStartKnownName(key) || (f.given && !f.common)) return Verdict.ReadLine;
  if (f.given) return Verdict.Beside;
  const passedOver = f.calendar || f.honorific || f.orgHead || f.placeHead || f.street || isChatWord(key) || f.known === 'interjection' || f.known === 'demonym' || cuesOfKey(key).nonOrgAcronym;
  if (!f.common && !passedOver && key.length >= 4 && ((f.known === 'person' && !f.rare) || (f.known === 'org' && !f.rare && !f.family) || (f.place >= 3 && !f.rare && (!f.family || f.known === '')) || (f.place >= 1 && !f.rare && !f.family && f.known === '') || isNoWordOf(key, f))) return Verdict.ReadLine;
  return isNoWordOf(key, f) ? Verdict.Keep : Verdict.Skip;
}

/**
 * Whether findLowercase's subject, greeted or kin case may take the word text[start, end) (a
 * given name that is also a word): what each needs beside it, tested by code ("trace=",
 * "said:" in a log line have none of it): the first two a blank after the word, the last a
 * lower-case word and blanks before it.
 */
export function mayTakeBeside(text: string, start: number, end: number): boolean {
  return isBlank(codeAt(text, end)) || mayFollowKinWord(text, start);
}

/** Whether a token in capitals may be taken by one of findCapitalised's three cases for capitals, by its word alone. */
function mayTakeCapitals(t: CapToken, f: WordFacts): boolean {
  const n = t.word.length;
  return (!t.sentenceStart && n >= 4 && (f.given || f.known === 'person') && !f.common) || (!t.sentenceStart && n >= 2 && n <= 4 && !f.common && !f.rare) || (n === 2 && STATE_CODES.has(t.word));
}

/** Capitals joined to a number are its prefix: an invoice's, an order's, a ticket's ("INV-90031", "PO#5512", "JIRA-42"). */
const PREFIX_OF_NUMBER = /^[-#/_:.]?\d/;

/** Capitals right after a number are its unit or suffix ("5 MB", "100 USD", "336 408 073 MVA"). */
function afterNumber(text: string, start: number): boolean {
  let i = start - 1;
  if (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9) i--;
  const c = text.charCodeAt(i);
  return c >= 48 && c <= 57;
}

/**
 * Whether a position lies in an informal line that is not title case (isTitleCase): a line's
 * case is counted when a name would be taken on it, which on most lines none is.
 */
function untitledAt(text: string, lines: Lines): (pos: number) => boolean {
  const known = new Uint8Array(lines.count); // 0: not counted yet, 1: title case, 2: not
  return (pos) => {
    const at = lineAt(lines, pos);
    if (at < 0) return false;
    if (known[at] === 0) known[at] = isTitleCase(text, lines.start(at), lines.end(at)) ? 1 : 2;
    return known[at] === 2;
  };
}

// An acronym and a colon after a word: the word names the service of a label ("GhanaPost GPS:").
const ACRONYM_LABEL_AFTER = /^[ \t]+\p{Lu}{2,6}[ \t]*:/u;

/** Capitalised names in the informal lines that are not title case (`untitled`). */
function findCapitalised(nt: NameText, untitled: (pos: number) => boolean, german: GermanText): void {
  const { tokens, text } = nt;
  const romance = (nt.romance ??= new RomanceText(text));
  // Claims tokens first..last when the line of `at` is not title case.
  const take = (at: number, first: number, last: number, role: Role, score: number): boolean => {
    if (!untitled(at)) return false;
    claim(nt, first, last, role, score);
    return true;
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (nt.roles[i] !== Role.Free) continue;
    const f = facts(t);
    // What each branch below needs of the word alone, asked first: most tokens of a log
    // ("GET", "HTTP", "INFO", "ERROR") can take none, and are left before the line is looked
    // up and the text after the word read.
    if (t.allCaps ? !mayTakeCapitals(t, f) : t.initial || t.word.length < 3 || f.known === 'interjection' || f.known === 'demonym' || f.known === 'currency') continue;
    if (!inLines(nt.informal, t.start) || (isLabelAt(text, t.end) && text.charCodeAt(t.start - 1) !== 35 /* #Colbert 4 President */) || isAbbreviatedLabelAt(text, t.start, t.end)) continue;
    if (f.calendar || f.honorific || f.orgHead || f.placeHead || f.street || cues(t).honorific || isChatWord(t.key)) continue;
    if (t.allCaps) {
      // Not at a line's start, where capitals are a label or an acronym ("IBAN GB82 …").
      // "IDRIS", "THANKS OBAMA": a given name or a famous person's name in capitals.
      if (!t.sentenceStart && t.word.length >= 4 && (f.given || f.known === 'person') && !f.common && f.place < 3 + (f.known === 'person' ? 1 : 0)) take(t.start, i, i, Role.Person, 0.55);
      else if (!t.sentenceStart && t.word.length >= 2 && t.word.length <= 4 && /^[A-Z]+$/.test(t.word) && !f.common && !f.rare && !cues(t).nonOrgAcronym && !STATE_CODES.has(t.word) && !(NAME_PARTICLES_IN_CAPITALS.has(t.word) && betweenCapitals(text, tokens, i)) && f.known !== 'interjection' && !afterNumber(text, t.start) && !PREFIX_OF_NUMBER.test(text.slice(t.end, t.end + 3)) && !namesIdentifierAt(text, t.end)) take(t.start, i, i, Role.Org, 0.5);
      else if (t.word.length === 2 && STATE_CODES.has(t.word) && PLACE_WORD_BEFORE.test(text.slice(Math.max(0, t.start - 6), t.start))) take(t.start, i, i, Role.Place, 0.6);
      continue;
    }
    if (t.initial || t.word.length < 3 || isDemonym(t) || f.known === 'interjection' || f.known === 'demonym' || f.known === 'currency') continue;
    // "#Colbert 4 President": a hashtag that is a name.
    if (codeAt(text, t.start - 1) === 35 && (f.known === 'person' || ((f.given || f.family) && !f.common && !f.rare && f.place < 3))) {
      take(t.start, i, i, Role.Person, 0.5);
      continue;
    }
    // "#JohnSmith", "#MariaOkafor": a hashtag that is a given name and a surname run together.
    if (codeAt(text, t.start - 1) === 35 && isCamelName(t.word)) {
      take(t.start, i, i, Role.Person, 0.55);
      continue;
    }
    // "MysteryGuitarMan", "NoBiggieTV": words run together with capitals, a channel's or a
    // player's name in a post (an identifier in code or a config: not in a line of code, after
    // "key:" or "key=", nor alone in a cell, nor a service's name in a label: "GhanaPost GPS: …").
    if (CAMEL.test(t.word) && !CAMEL_ABBREVIATION.test(t.word) && text.charCodeAt(t.start - 1) !== 35 /* #ShareTheLove: a slogan */ && !CODE_SUFFIX.test(t.word) && !cues(t).nonOrgAcronym /* PharmD, DPhil: degrees */ && f.known === '' && !f.common && !f.rare && !/[:=][ \t]*["']?$/.test(text.slice(Math.max(0, t.start - 4), t.start)) && !ACRONYM_LABEL_AFTER.test(text.slice(t.end, t.end + 10)) && !aloneOnLine(text, t.start, t.end) && !isCodeLine(nt, t.start, t.end)) {
      take(t.start, i, i, Role.Person, 0.5);
      continue;
    }
    const nextIsLower = LOWER_AFTER.test(text.slice(t.end, t.end + 3));
    // "Hạnh phúc", "thẻ Căn cước": a Vietnamese syllable alone before a word in lower case.
    if (nextIsLower && nt.gaps[i] === Gap.None && (i === 0 || nt.gaps[i - 1] === Gap.None) && isVietnameseWord(nt, t.start, t.end)) continue;
    if (!t.sentenceStart) {
      // "not a Trump supporter", "thanks Nick": a name even when it is also a word.
      // A word that is also a name needs prose around it: "Full Name" in a cell is a label.
      const amidWords = !f.common || (mayFollowLowerWord(text, t.start) && LOWER_WORD_BEFORE.test(text.slice(Math.max(0, t.start - 30), t.start)));
      // "the Basic plan", "the Premium tier": a word that is also a surname (Bašić) naming an offer's level.
      if ((f.given || f.family || f.known === 'person') && amidWords && !inCode(text, t) && !(f.common && f.known !== 'person' && OFFER_AFTER.test(text.slice(t.end, t.end + 16)))) take(t.start, i, i, Role.Person, 0.5);
      else if (isTeamLike(nt, i) && !CODE_BEFORE.test(text.slice(Math.max(0, t.start - 3), t.start))) take(t.start, i, i, Role.Org, 0.5);
      continue;
    }
    // "Leeds fans are", "Lakers fan here": a team opening the sentence before "fan(s)" (no word: "Team fans").
    if (!f.common && isTeamLike(nt, i) && FAN_AFTER.test(text.slice(t.end, t.end + 14))) {
      take(t.start, i, i, Role.Org, 0.5);
      continue;
    }
    // "Martin Short sucks": a given name and one more word open the sentence.
    const next = i + 1 < tokens.length ? tokens[i + 1] : undefined;
    if (next && nt.gaps[i] === Gap.Space && nt.roles[i + 1] === Role.Free && f.given && (!f.common || facts(next).family || facts(next).given) && isSurnameLike(next) && (i + 2 >= tokens.length || nt.gaps[i + 1] === Gap.None) && LOWER_AFTER.test(text.slice(next.end, next.end + 3))) {
      if (take(t.start, i, i + 1, Role.Person, 0.6)) i++;
      continue;
    }
    if (!nextIsLower) continue;
    // "Casey has", "Pyrion continues": a name opens a sentence that goes on in lower case.
    if ((f.given || f.family) && !f.common && f.place < 3) {
      // "|  Daň z príjmu": a table's inner cell in a language known by its function words opens with a word;
      // "Esta factura va…": a Spanish demonstrative (isRomanceFunctionWord) in a Romance block;
      // "Kan du skicka…": a Swedish verb in a Nordic one.
      if (!(opensTableCell(text, t.start, true) && opensCellOfLetteredLanguage(nt, t.start, t.end)) && !(isRomanceFunctionWord(t.key) && romance.at(t.start)) && !(isNordicFunctionWord(t.key) && (nt.nordic ??= new NordicText(text)).at(t.start))) take(t.start, i, i, Role.Person, 0.55);
    }
    else if (isUnknownWord(t) && !german.at(t.start) && !isGermanNounShape(text, t) && !romance.at(t.start) && !opensSentenceOfOtherLanguage(nt, t.start, t.end) && !ROMANCE_WORD_AFTER.test(text.slice(t.end, t.end + 16)) && !PERSONAL_A_AFTER.test(text.slice(t.end, t.end + 4)) && t.end > formLabelEnd(text, t.start)) take(t.start, i, i, f.known === 'org' ? Role.Org : Role.Person, 0.5);
  }
}

/**
 * "I hate the Warriors", "a United fan", "the Lakers team": a capitalised word inside a post's
 * sentence, a plural after "the" or any word before "fan", "fans", "team" or "supporter(s)",
 * names a team, a band or a company.
 */
function isTeamLike(nt: NameText, i: number): boolean {
  const t = nt.tokens[i]!;
  const f = facts(t);
  if (t.word.length < 3 || f.orgHead || f.placeHead || cues(t).mayHeadInstitution || cues(t).genericOrg || isDemonym(t)) return false;
  if (nt.gaps[i] !== Gap.None || (i > 0 && nt.gaps[i - 1] !== Gap.None)) return false;
  const { text } = nt;
  if (text.charCodeAt(t.end) !== 32 && text.charCodeAt(t.end) !== 9 && !t.key.endsWith('s')) return false;
  if (FAN_AFTER.test(text.slice(t.end, t.end + 14))) return true;
  if (!t.key.endsWith('s') || !f.common || !THE_BEFORE.test(text.slice(Math.max(0, t.start - 5), t.start))) return false;
  return !LOWER_AFTER.test(text.slice(t.end, t.end + 3)) || NOT_NOUN_AFTER.test(text.slice(t.end, t.end + 10));
}

// A product's offer after its level's name: "Basic plan", "Plus tier", "Standard edition".
const OFFER_AFTER = /^[ \t]+(?:plan|plans|tier|tiers|package|subscription|edition|license|licence|membership|bundle)(?![\p{L}\p{N}])/u;
const FAN_AFTER = /^[ \t]+(?:fan|fans|team|supporter|supporters)(?![\p{L}\p{N}])/u;
const THE_BEFORE = /(?:^|[^\p{L}])the[ \t]+$/u;
// A verb or a word that ends the phrase after "the Warriors": the plural is the team, not a modifier.
const NOT_NOUN_AFTER = /^[ \t]+(?:are|were|have|had|will|won|lost|beat|play|played|blew|did|do|and|or|but|in|at|on|to|vs|game|games)(?![\p{L}\p{N}])/u;

/**
 * "What Will Happen To Ice Cream If You Put…": most words of the line are capitalised, so a
 * capital says nothing about a word.
 */
function isTitleCase(text: string, from: number, to: number): boolean {
  let words = 0;
  let capitals = 0;
  const line = text.slice(from, to);
  TITLE_WORD.lastIndex = 0;
  for (let m = TITLE_WORD.exec(line); m; m = TITLE_WORD.exec(line)) {
    words++;
    if (m[1]) capitals++;
  }
  return words >= 4 && capitals * 2 > words;
}

const TITLE_WORD = /(?<![\p{L}\p{N}'’])(?:(\p{Lu})|\p{Ll})[\p{L}'’]*/gu;

const CODE_BEFORE = /[=(\[`<>{]\s*$/;

/**
 * "x = True", "f(None)", "`Null`": a literal in code, not a word of prose. CODE_BEFORE on the
 * three characters before the word and /^\s*[=()\]`>},;]/ on the three after, read in place.
 */
function inCode(text: string, t: CapToken): boolean {
  const from = Math.max(0, t.start - 3);
  let k = t.start - 1;
  while (k >= from && isWhiteSpace(text.charCodeAt(k))) k--;
  if (k >= from && isCodeBefore(text.charCodeAt(k))) return true;
  const to = Math.min(text.length, t.end + 3);
  k = t.end;
  while (k < to && isWhiteSpace(text.charCodeAt(k))) k++;
  return k < to && isCodeAfter(text.charCodeAt(k));
}

// = ( [ ` < > {
const isCodeBefore = (c: number): boolean => c === 61 || c === 40 || c === 91 || c === 96 || c === 60 || c === 62 || c === 123;
// = ( ) ] ` > } , ;
const isCodeAfter = (c: number): boolean => c === 61 || c === 40 || c === 41 || c === 93 || c === 96 || c === 62 || c === 125 || c === 44 || c === 59;
/** A regular expression's \s. */
const isWhiteSpace = (c: number): boolean =>
  (c >= 9 && c <= 13) || c === 32 || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;

/** The second word of "Martin Short": capitalised, no cue word, not in capitals. */
function isSurnameLike(t: CapToken): boolean {
  const f = facts(t);
  return !t.allCaps && !t.initial && t.word.length >= 3 && !f.calendar && !f.orgHead && !f.placeHead && !f.street && !cues(t).honorific && !isDemonym(t);
}

/** What LOWER_WORD_BEFORE needs before `start`, tested by code first: one blank, maybe a comma, and a letter or apostrophe (beyond ASCII, the regex decides). */
function mayFollowLowerWord(text: string, start: number): boolean {
  if (!isBlank(codeAt(text, start - 1))) return false;
  let c = codeAt(text, start - 2);
  if (c === 44) c = codeAt(text, start - 3);
  return c >= 128 || c === 39 || isAsciiLower(c) || (c >= 65 && c <= 90);
}

// A word in lower case and a space right before a token.
// Not an ordinal's suffix ("the 2nd Floor": "nd" is no word).
const LOWER_WORD_BEFORE = /(?:^|[^\p{L}\p{N}'’])\p{Ll}[\p{L}'’]*,?[ \t]$/u;
// A space and a lower-case letter: the sentence goes on in lower case.
const LOWER_AFTER = /^[ \t]\p{Ll}/u;
const LOWER_PLACE_CUE = /(?:^|[^\p{L}])(?:in|from|to|near|visit|visiting)[ \t]+$/u;
const PLACE_WORD_BEFORE = /(?:^|[^\p{L}])(?:in|from|to|near)[ \t]$/iu;
// USPS codes that are no English word in capitals (not IN, OR, ME, HI, OK, ID, OH, AS, DE, PA, MA, CO).
// "ROYAUME DU MAROC", "BANCO DE LA NACIÓN": a Romance particle inside a heading in capitals.
const NAME_PARTICLES_IN_CAPITALS: ReadonlySet<string> = new Set('DU DE DES DEL DELA LA LE LES DI DA DO DOS DAS ET EL Y'.split(' '));

/** Whether the tokens either side of `i` are words in capitals, a space or a tab apart from it (a heading's words). */
function betweenCapitals(text: string, tokens: readonly CapToken[], i: number): boolean {
  const a = tokens[i - 1];
  const b = tokens[i + 1];
  const t = tokens[i]!;
  return a !== undefined && b !== undefined && a.allCaps && b.allCaps && a.word.length >= 2 && b.word.length >= 2 && /^[ \t]$/.test(text.slice(a.end, t.start)) && /^[ \t]$/.test(text.slice(t.end, b.start));
}
const STATE_CODES = new Set('AK AZ AR CA CT DC FL GA IL IA KS KY LA MD MI MN MS MO MT NE NV NH NJ NM NY NC ND RI SC SD TN TX UT VT VA WA WV WI WY'.split(' '));

/** Verbs and small words that are also surnames: never the second word of a lower-case name. */
const NOT_SURNAME = new Set('will may can might must shall should would could did does said says and but not the was has had his her are also just love loves like likes still well'.split(' '));

/** "the vimrc file", "a new vimrc", "of punjabi music": a name takes no determiner, nor one and an adjective. */
const DETERMINER_BEFORE = /(?:^|[^\p{L}])(?:the|a|an|this|these|those|my|your|our|their|its|his|her|of|any|some|every|each|no)[ \t]+(?:\p{Ll}+[ \t]+)?["“]?$/iu;

// "la clave es sencilla", "le code est simple": a word no list knows after a Romance copula is
// its predicate, an adjective or a noun (a text too short for RomanceText's two function words:
// in a longer Romance block no unknown word in lower case is taken).
// A Romance verb after a pronoun: "ella es", "ella vive", "elle est", "ella no".
const ROMANCE_VERB_AFTER = /^[ \t]+(?:es|est|è|é|era|fue|foi|sono|sont|está|están|estão|tiene|tem|vive|trabaja|habla|dice|no|se|me|te|le|lo|la)(?![\p{L}\p{N}])/u;

/**
 * A function word of Spanish, Italian, French or Portuguese that the lists hold as a given name
 * (`ella`, `elle`), in lower case before a verb of those languages or inside a Romance block: the
 * pronoun ("ella es krithika"), not Ella ("met ella yesterday" still takes her).
 */
function isRomancePronounHere(text: string, w: Word): boolean {
  // "il mio indirizzo", "la mia casa", "o meu número": a possessive after its article (Mio, Mia,
  // Sua are given names too).
  if (ROMANCE_POSSESSIVES.has(w.key) && ARTICLE_BEFORE.test(text.slice(Math.max(0, w.start - 5), w.start))) return true;
  if (!isRomanceFunctionWord(w.key)) return false;
  // "José está aquí": written with an accent the name lacks, it is the verb ("está", "él").
  if (w.end - w.start === w.key.length && NON_ASCII.test(text.slice(w.start, w.end))) return true;
  if (ROMANCE_VERB_AFTER.test(text.slice(w.end, w.end + 12))) return true;
  // "della fattura", "nella casa": an Italian preposition joined to its article, before its noun
  // (no English word: "met della yesterday" is still a person). A noun the English lists also
  // hold ("paziente") is still one after a word that is no English word ("Codice fiscale della
  // paziente", "Ginevra della": the lead's session-28 probes).
  if (!ITALIAN_ARTICLED_PREPOSITIONS.has(w.key)) return false;
  const noun = LOWER_NOUN_AFTER.exec(text.slice(w.end, w.end + 24));
  if (noun === null) return false;
  if (!factsOf(foldKey(noun[1]!), true).common) return true;
  const before = WORD_BEFORE.exec(text.slice(Math.max(0, w.start - 24), w.start));
  return before !== null && !factsOf(foldKey(before[1]!), true).common;
}
const WORD_BEFORE = /(?:^|[^\p{L}])(\p{L}{2,})[ \t]$/u;
/** Italian prepositions joined to an article that the lists hold as given names (Della, Nella, Alla). */
const ITALIAN_ARTICLED_PREPOSITIONS: ReadonlySet<string> = new Set(['della', 'nella', 'alla', 'dalla', 'sulla']);
const LOWER_NOUN_AFTER = /^[ \t](\p{Ll}{2,})/u;
const NON_ASCII = /[^\u0000-\u007f]/;

// A copula ("la clave es sencilla"), or an object pronoun that only a verb follows ("te paso el
// contacto", "se llama", "nos vemos", "ti chiamo", "ci vediamo", "lhe mando"; not "me", "le", "la":
// English's "call me maria", French's and Spanish's articles).
const ROMANCE_COPULA_BEFORE = /(?:^|[^\p{L}])(?:es|est|è|é|era|fue|foi|sono|sont|está|están|estão|te|se|nos|os|ti|ci|lhe|lhes)[ \t]+$/u;

// "pour la fête", "j'ai besoin", "tu en as besoin", "ha chiamato": in a text too short for
// RomanceText, a word no list knows after a Romance article, after an elided or a French subject
// pronoun and its verb, or after an auxiliary (its participle), is a noun or a verb (lead27: a
// one-line French chat lost "fête", "besoin", "paie"). Not after "de", "da", "di": names'
// particles ("joao de souza").
const ROMANCE_NOUN_BEFORE = /(?:^|[^\p{L}])(?:(?:la|le|les|une|du|des|au|aux|el|los|las|il|gli|uno|una|um|uma|del|dei|della)|(?:[jtmnsl]|qu)['’]\p{Ll}+(?:[ \t]+\p{Ll}{1,6})?|(?:je|tu|nous|vous|ils|elles)(?:[ \t]+\p{Ll}{1,6}){1,2}|ho|hai|ha|abbiamo|avete|hanno|hemos|han|avons|avez|ont)[ \t]+$/u;

/** "'hlsearch'", "|vimrc|", "`repr`": a word quoted alone is a term or an option, not a name in a post. */
function quotedAlone(text: string, w: Word): boolean {
  const before = text.charCodeAt(w.start - 1);
  return before === text.charCodeAt(w.end) && (before === 39 || before === 34 || before === 96 || before === 124 || before === 42);
}

/** `"telecom": [`: a quoted key of JSON or YAML, not a name or an organization. */
function isQuotedKey(text: string, w: Word): boolean {
  return text.charCodeAt(w.start - 1) === 34 && text.charCodeAt(w.end) === 34 && text.charCodeAt(w.end + 1) === 58;
}

/**
 * "urn:iso:std:iso:20022:tech:xsd:camt.053.001.08": a part of a name whose parts ":" joins with no
 * blank (a URN, RFC 8141; a Java or XML qualified name), not a word of prose.
 */
function isColonPathPart(text: string, w: Word): boolean {
  return text.charCodeAt(w.start - 1) === 58 && text.charCodeAt(w.end) === 58;
}

/**
 * A line of code or of a command ("async def funcname(x):", ":set hlsearch", "$ make install"):
 * brackets, operators and a call's "(" that posts seldom write, or a prompt at the line's start.
 */
function isCodeLine(nt: NameText, start: number, end: number): boolean {
  const from = nt.text.lastIndexOf('\n', start) + 1;
  let to = nt.text.indexOf('\n', end);
  if (to < 0) to = nt.text.length;
  return CODE_LINE.test(nt.text.slice(from, Math.min(to, from + 400)));
}

/** Nothing but blanks around text[start, end) on its line. */
function aloneOnLine(text: string, start: number, end: number): boolean {
  return /(?:^|\n)[ \t]*$/.test(text.slice(Math.max(0, start - 40), start)) && /^[ \t]*(?:\r?\n|$)/.test(text.slice(end, end + 40));
}

const CAMEL = /^\p{Lu}\p{Ll}+(?:\p{Lu}[\p{Ll}\p{Lu}]*)+$/u;
// An abbreviation of words' initials with a small word kept in lower case (`DoD`: Department of
// Defense, `MoU`, `HoD`, `VoIP`; leaks34's `DoD ID 1234567890`): no name run together, whose parts
// have two letters or more after their capital ("JohnSmith", "DeAndre").
const CAMEL_ABBREVIATION = /^\p{Lu}\p{Ll}{1,2}\p{Lu}{1,2}$/u;

/**
 * "JohnSmith", "AnaDeLaCruz" (of a hashtag): two to four capitalised parts, the first a given name
 * that is no English word, the last a family or given name, or a word no list knows; the parts
 * between them particles ("De", "La", "Van"). "ShareTheLove", "LoveIsland": not a name.
 */
function isCamelName(word: string): boolean {
  const parts = word.split(/(?=\p{Lu})/u);
  if (parts.length < 2 || parts.length > 4 || parts.some((p) => !/^\p{Lu}\p{Ll}+$/u.test(p))) return false;
  const first = factsOf(foldKey(parts[0]!), true);
  if (!first.given || first.common || first.calendar) return false;
  for (let k = 1; k < parts.length - 1; k++) if (!CAMEL_PARTICLES.has(parts[k]!.toLowerCase())) return false;
  const lastPart = parts[parts.length - 1]!;
  if (lastPart.length < 3) return false;
  const last = factsOf(foldKey(lastPart), true);
  if (last.calendar || last.honorific || last.orgHead || last.placeHead || last.street) return false;
  return last.family || last.given || (!last.common && !last.rare && last.place === 0 && last.known === '');
}

const CAMEL_PARTICLES = new Set(['de', 'la', 'del', 'van', 'von', 'der', 'den', 'di', 'da', 'du', 'le', 'mc', 'mac', 'bin', 'al', 'el']);
// How programmers end a type's or a variable's name ("TypeError", "WarningMsg", "ModuleType", a DICOM dump's
// "FileMetaInformationGroupLength", a GEDCOM source's "FamilyHistoryApp"), or open an API call's ("CreateUser",
// "AssumeRole" in a CloudTrail event).
const CODE_SUFFIX = /(?:Error|Exception|Warning|Msg|Message|Type|Class|Object|Interface|Handler|Manager|Factory|Service|Provider|Controller|Config|Options|Settings|Event|Listener|Request|Response|Result|Value|Name|Id|ID|List|Map|Set|Array|String|Info|Data|Node|Item|Key|Code|Mode|State|Path|File|Dir|Loader|Builder|Parser|Reader|Writer|Stream|Buffer|Iterator|Generator|Context|Group|Table|Field|Record|Error[sS]|Length|Version|Count|Size|Login|Logon|Role|User|App|Policy|Session|Token)$|^(?:Create|Delete|Describe|Update|Get|Put|List|Assume|Attach|Detach)\p{Lu}/u;
// A shell command line too: a lower-case command opening it (after a history number) and a flag ("  506  psql -h db portal");
// and an import, maybe a diff's added or removed line ("+import os, paramiko, stripe", "from x import y").
const CODE_LINE = /[{}[\]=`|\\]|<(?!3)|::|\w\(|\(\)|^[ \t]*[:$%][ \t]*\w|^[ \t]*(?:\d+[ \t]+)?[a-z][\w.-]*(?:[ \t]+[a-z][\w.-]*)?[ \t]+--?[A-Za-z]|^[+-]?[ \t]*(?:import[ \t]+[\w.]+(?:[ \t]*,[ \t]*[\w.]+)*[ \t]*(?:\r?$|;|[ \t]+as[ \t])|from[ \t]+[\w.]+[ \t]+import[ \t])/;

/**
 * Whether text[a, b) overlaps none of `taken` (sorted by start) and of `opaque` (start/end pairs,
 * by start), asked for spans in text order: the test keeps its place from one call to the next,
 * in the two lists merged by start (`taken`'s span first on a tie), one span at a time: the first
 * that ends after `a` decides.
 */
export function freeOf(taken: readonly Candidate[], opaque: ArrayLike<number>): (a: number, b: number) => boolean {
  let t = 0;
  let o = 0;
  return (a, b) => {
    for (;;) {
      if (t < taken.length && (o >= opaque.length || taken[t]!.start <= opaque[o]!)) {
        if (taken[t]!.end > a) return !(taken[t]!.start < b);
        t++;
      } else if (o < opaque.length) {
        if (opaque[o + 1]! > a) return !(opaque[o]! < b);
        o += 2;
      } else return true;
    }
  };
}

/**
 * Names in lower case among `words` (in text order, those of one line); `free`: whether a span
 * overlaps nothing the other phases found (freeOf, asked in text order across calls); `line`:
 * the reading of the line's language (LineLanguage), asked only where a case needs it.
 */
function findLowercase(nt: NameText, words: readonly Word[], free: (a: number, b: number) => boolean, german: GermanText, line: LineLanguage): void {
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    if (!w.lower || w.key.length < 3) continue;
    // "Hạnh phúc": a syllable of a Vietnamese block is a word (the key has lost its accents).
    if (isVietnameseSyllable(nt, w.start, w.end)) continue;
    // "usko lena hai", "bhej diya maine": romanized Hindi's verbs and pronouns, not Lena, Diya, Maine.
    if (HINDUSTANI_WORDS.has(w.key) && isHindustaniBeside(words, w)) continue;
    const next = adjacent(nt.text, words, k);
    const third = next ? adjacent(nt.text, words, k + 1) : undefined;
    // A known name of several words: "real madrid", "snoop dogg", "barack obama".
    if (next && next.lower && mayStartKnownName(w.key)) {
      const last = third && third.lower && knownKind(`${w.key} ${next.key} ${third.key}`) ? third : knownKind(`${w.key} ${next.key}`) ? next : undefined;
      if (last && free(w.start, last.end)) {
        const kind = knownKind(last === third ? `${w.key} ${next.key} ${third.key}` : `${w.key} ${next.key}`);
        if (kind === 'person' || kind === 'org') {
          (kind === 'person' ? nt.people : nt.orgs).push({ start: w.start, end: last.end, score: 0.6 });
          k += last === third ? 2 : 1;
          continue;
        }
      }
    }
    const f = w.f;
    // "mason should use": a given name that is also a word opening a sentence as a verb's
    // subject (greeted, it stays a word: "hey mark, see the diff").
    if (f.common && f.given && w.key.length >= 4 && !f.calendar && !f.honorific && !isChatWord(w.key) && free(w.start, w.end) && isSubjectWord(nt.text, w)) {
      nt.people.push({ start: w.start, end: w.end, score: 0.5 });
      continue;
    }
    // "hey tanner is your…", "yo mason can you": a given name that is also a word, greeted at a
    // line's start and then asked or told something ("hey mark, see the diff" stays a word).
    if (f.common && f.given && w.key.length >= 4 && !f.calendar && !f.honorific && !isChatWord(w.key) && !NOT_SURNAME.has(w.key) && free(w.start, w.end) && isGreetedAndAsked(nt.text, w)) {
      nt.people.push({ start: w.start, end: w.end, score: 0.5 });
      continue;
    }
    // "my husband jake": a given name, even one that is also a word or chat, after a possessive
    // and a kinship word; a word then ends the phrase or comes before a verb ("my son will bring" is one).
    if (f.given && w.key.length >= 3 && !f.calendar && !NOT_SURNAME.has(w.key) && free(w.start, w.end) && isKinNamed(nt.text, w.start) && (!f.common || KIN_NAME_END.test(nt.text.slice(w.end, w.end + 8)))) {
      nt.people.push({ start: w.start, end: w.end, score: 0.55 });
      continue;
    }
    if (f.common || f.calendar || f.honorific || f.orgHead || f.placeHead || f.street || isChatWord(w.key) || f.known === 'interjection' || f.known === 'demonym') continue;
    // "iban", "pdf", "ssn": an abbreviation written in lower case, not a name it happens to spell.
    if (cuesOfKey(w.key).nonOrgAcronym) continue;
    // "amy schumer", "ali askar": a given name and a surname or a word no list knows.
    // A word of another language's chats is neither ("pero nada": but nothing).
    // Nor, on a line of another language, a given name its word ("pa malo awa", "ali ndi" in
    // Chichewa, "ela tem" in Portuguese) before anything but a listed surname ("maria lopez").
    if (f.given && !isRomancePronounHere(nt.text, w) && !isForeignKinBeforeName(nt.text, w) && next && next.lower && next.key.length >= 3 && !isOtherLanguageChatWord(w.key) && !isOtherLanguageChatWord(next.key) && mayFollowGiven(next) && free(w.start, next.end) && ((next.f.family && !next.f.common) || !line.givenNameIsWordAt(k))) {
      nt.people.push({ start: w.start, end: next.end, score: 0.65 });
      k++;
      continue;
    }
    if (!free(w.start, w.end) || w.key.length < 4 || w.end <= formLabelEnd(nt.text, w.start) || isQuotedKey(nt.text, w) || isColonPathPart(nt.text, w)) continue;
    // One word in lower case is read against English's lists only: in a chat of another language
    // ("mijn pakket staat nog bij de buren lol", "fui al banco hoy y nada jaja": the lead's
    // session-30 probes) those lists' names, firms and places are its ordinary words.
    if (line.writtenAt(w)) continue;
    // Not a Romance pronoun the lists hold as a given name ("ella es krithika": Spanish "she").
    // Nor a kinship noun of another language before a name ("mi primo Andrés": cousin).
    // Nor a word of the line's own language ("mwini malo", "pa malo awa": Chichewa "land", not Malo).
    if ((f.given && !isRomancePronounHere(nt.text, w) && !isForeignKinBeforeName(nt.text, w) && !line.givenNameIsWordAt(k)) || (f.known === 'person' && !f.rare)) nt.people.push({ start: w.start, end: w.end, score: 0.6 });
    else if (f.known === 'org' && !f.rare && !f.family) nt.orgs.push({ start: w.start, end: w.end, score: 0.6 });
    // Not a Romance function word ("que para eso": Spanish "for", not Pará).
    else if (f.place >= 3 && !f.rare && (!f.family || f.known === '') && !isRomanceFunctionWord(w.key)) nt.places.push({ start: w.start, end: w.end, score: 0.6 });
    // "from englewood", "back to lagos": a smaller place after a preposition of place.
    else if (f.place >= 1 && !f.rare && !f.given && !f.family && f.known === '' && LOWER_PLACE_CUE.test(nt.text.slice(Math.max(0, w.start - 12), w.start))) nt.places.push({ start: w.start, end: w.end, score: 0.6 });
    // "krithika", "hangwani": a word no list knows, no misspelling, stretched or glued word, nor
    // software or a protocol ("updated by dkim": names-tech-lists).
    // Not on a muted line (LineLanguage.muted: a cell, or mostly words of no list); a German or a
    // Romance block ("sous le matricule", "ofic. 3") was left above (writtenAt).
    else if (isNoWord(w) && !line.muted() && !inKeyValue(nt.text, w) && !quotedAlone(nt.text, w) && !DETERMINER_BEFORE.test(nt.text.slice(Math.max(0, w.start - 24), w.start)) && !ROMANCE_COPULA_BEFORE.test(nt.text.slice(Math.max(0, w.start - 8), w.start)) && !ROMANCE_NOUN_BEFORE.test(nt.text.slice(Math.max(0, w.start - 24), w.start)) && mayBeUnknownName(w.key) && !isSoftwareName(w.key) && !isCodeLine(nt, w.start, w.end)) nt.people.push({ start: w.start, end: w.end, score: 0.5 });
  }
}

/**
 * Romanized Hindi (Hindustani) as chats write it: the auxiliaries ("hai", "hain", "tha", "thi"), the
 * oblique and ergative pronouns ("mujhe", "usko", "maine", "usne"), the light verbs and their
 * perfectives ("lena", "dena", "karna"; "liya", "diya", "kiya", "gaya"), adverbs of time and the
 * commonest particles ("aaj", "abhi", "nahi", "kya"), the possessives and "naam" (name: `mera naam
 * Rahul hai`, `ke naam se`, the lead's session-30 Hinglish chat), after the grammars of Hindustani (R. S.
 * McGregor, Outline of Hindi Grammar: the verb "to be", the compound verbs with lenā and denā).
 * Several are given names or places of the lists (Lena, Diya, Liya, Karna, Maine, Gaya).
 */
const HINDUSTANI_WORDS: ReadonlySet<string> = new Set(
  `hai hain tha thi mujhe usko usne maine humne tumne aapne unko unhone lena dena karna liya diya kiya gaya gayi
  raha rahi karo bhej bhejo bhejna aaj abhi nahi nahin kya
  naam mera meri mere tera teri tumhara aapka apna uska unka`.split(/\s+/),
);

/** Italian, Portuguese and Spanish possessives written after an article, and the articles before them. */
const ROMANCE_POSSESSIVES: ReadonlySet<string> = new Set('mio mia miei mie tuo tua tuoi tue suo sua suoi sue nostro nostra vostro vostra meu minha meus minhas teu tua seu sua seus suas nosso nossa'.split(' '));
const ARTICLE_BEFORE = /(?:^|[^\p{L}])(?:il|la|lo|i|le|gli|un|una|o|a|os|as|el|los|las)[ \t]+$/iu;

/** Whether two other, different words of HINDUSTANI_WORDS stand on the line of `w` (one alone, "hai" of "hai lena!", is English's "hi"). */
function isHindustaniBeside(words: readonly Word[], w: Word): boolean {
  let other = '';
  for (const v of words) {
    if (v === w || v.key === w.key || !HINDUSTANI_WORDS.has(v.key)) continue;
    if (other === '') other = v.key;
    else if (v.key !== other) return true;
  }
  return false;
}

const knownNameStarts = new BoundedMemo<string, boolean>(50_000);
const startsKnown = (key: string): boolean => startsKnownName(key);

/**
 * Whether a known name of several words begins with the word `key` and a space (remembered per
 * word): most lower-case words begin none, and their pairs need not be written and looked up.
 */
function mayStartKnownName(key: string): boolean {
  return knownNameStarts.get(key, startsKnown);
}

/**
 * "emma and kaite", "thanks hangwani": a word no list knows, joined by `and`, `&`, `or` or a
 * comma to a person found on the line, or after a greeting or thanks, is a person too.
 */
function findJoinedNames(nt: NameText, words: readonly Word[]): void {
  const people = [...nt.people].sort((a, b) => a.start - b.start);
  let p = 0;
  // The last span this pass added or lengthened: it may stand before people[p].
  let added: Candidate | undefined;
  for (const w of words) {
    if (!mayJoin(w)) continue;
    while (p < people.length && people[p]!.end <= w.start) p++;
    const found = people[p - 1];
    const before = added && (!found || added.start > found.start) ? added : found;
    const after = people[p];
    if (after && after.start < w.end) continue;
    // Joiners are short: a person further away is not joined to this word.
    const gapBefore = before && w.start - before.end <= 8 ? nt.text.slice(before.end, w.start) : undefined;
    // A comma joins a lower-case word to a name written in lower case ("emma, kaite"); after a
    // capitalised one it opens an apposition ("Ana Jurić, samostalna referentica": her office).
    const joinedBefore = gapBefore !== undefined && (gapBefore === ' ' || (COORDINATION.test(gapBefore) && !(gapBefore.startsWith(',') && hasCapital(nt.text, before!))));
    const gapAfter = after && after.start - w.end <= 8 ? nt.text.slice(w.end, after.start) : undefined;
    const joinedAfter = gapAfter !== undefined && COORDINATION.test(gapAfter) && !(gapAfter.startsWith(',') && hasCapital(nt.text, after!));
    const cued = mayFollowCue(nt.text, w.start) && CUE_BEFORE.test(nt.text.slice(Math.max(0, w.start - 24), w.start));
    if (!joinedBefore && !joinedAfter && !cued) continue;
    // "sitaram katel": a surname right after a one-word name is part of it. A name written
    // with its capital is followed by its surname's capital too: the word in lower case after
    // it is the sentence's ("mein Handy ist kaputt", "O Thiago pediu", "Umowa zlecenia").
    if (before && gapBefore === ' ') {
      if (nt.text.slice(before.start, before.end).includes(' ') || hasCapital(nt.text, before)) continue;
      before.end = w.end;
      added = before;
      continue;
    }
    added = { start: w.start, end: w.end, score: 0.5 };
    nt.people.push(added);
  }
}

/**
 * "Jay & Trish", "Vinkare and Herbalisti": a capitalised given or family name, even one that is
 * also a word, or a word no list knows, joined by "and", "&" or "or" to a person found: a person too. Any register; after
 * every other phase, so the partner is known.
 */
export function findCoordinated(nt: NameText): void {
  if (nt.people.length === 0) return;
  const { tokens, text } = nt;
  // Few people, many tokens: look beside each person rather than at every token.
  for (const person of [...nt.people]) {
    const after = firstTokenAt(tokens, person.end);
    if (after < tokens.length && tokens[after]!.start - person.end <= 5 && AND.test(text.slice(person.end, tokens[after]!.start))) joinCoordinated(nt, after);
    const before = after - 1 >= 0 && tokens[after - 1]!.end <= person.start ? after - 1 : firstTokenAt(tokens, person.start) - 1;
    if (before >= 0 && person.start - tokens[before]!.end <= 5 && person.start >= tokens[before]!.end && AND.test(text.slice(tokens[before]!.end, person.start))) joinCoordinated(nt, before);
  }
}

function joinCoordinated(nt: NameText, i: number): void {
  // No capitalised word right before or after: "New Riders" after "Steve Oualline and" is a company.
  if (nt.roles[i] !== Role.Free || nt.gaps[i] === Gap.Space || (i > 0 && nt.gaps[i - 1] === Gap.Space)) return;
  const t = nt.tokens[i]!;
  const f = facts(t);
  if (!(f.given || f.family || isUnknownWord(t)) || t.allCaps || t.initial || t.word.length < 3 || f.calendar || f.orgHead || f.placeHead || f.street || f.place >= 3 || f.known === 'demonym' || cues(t).honorific || cues(t).mayHeadInstitution || cues(t).lawWord || isDemonym(t)) return;
  claim(nt, i, i, Role.Person, 0.5);
}

const AND = /^[ \t]+(?:and|&|or)[ \t]+$|^[ \t]*&[ \t]*$/u;

const KIN_BEFORE = /(?:^|[^\p{L}])(?:my|our|his|her|their|your)[ \t]+(\p{Ll}+),?[ \t]+$/u;

const KIN_NAME_END = /^(?:[ \t]*(?:[,.!?;:)]|$)|[ \t]+(?:is|was|and|has|had|says|said)(?![\p{L}\p{N}]))/u;

/** Whether a kinship word after a possessive stands right before `start` ("my brother mark"). */
export function isKinNamed(text: string, start: number): boolean {
  return mayFollowKinWord(text, start) && mayFollowPossessive(text, start) && isKinNamedByRegex(text, start);
}

/** isKinNamed by KIN_BEFORE alone: the reference its tests by code must agree with. */
export function isKinNamedByRegex(text: string, start: number): boolean {
  const m = KIN_BEFORE.exec(text.slice(Math.max(0, start - 30), start));
  return m !== null && KINSHIP_WORDS.has(m[1]!);
}

/** What KIN_BEFORE needs before `start`, tested by code: blanks, maybe after a comma, after a lower-case letter (beyond ASCII, the regex decides). */
function mayFollowKinWord(text: string, start: number): boolean {
  let i = start - 1;
  if (!isBlank(codeAt(text, i))) return false;
  while (i >= start - 30 && isBlank(codeAt(text, i))) i--;
  if (codeAt(text, i) === 44) i--;
  const c = codeAt(text, i);
  return c >= 128 || isAsciiLower(c);
}

/**
 * What KIN_BEFORE needs of the words before `start`, read back by code (a word of ASCII small
 * letters, blanks before it, and before those the last letter of "my", "our", "his", "her",
 * "their" or "your"): false only where the regex fails. Beyond ASCII, the regex decides.
 */
function mayFollowPossessive(text: string, start: number): boolean {
  let i = start - 1;
  while (isBlank(codeAt(text, i))) i--;
  if (codeAt(text, i) === 44) i--;
  for (;;) {
    const c = codeAt(text, i);
    if (c >= 128) return true;
    if (!isAsciiLower(c)) break;
    i--;
  }
  if (!isBlank(codeAt(text, i))) return false;
  while (isBlank(codeAt(text, i))) i--;
  const c = codeAt(text, i);
  // y, r, s
  return c === 121 || c === 114 || c === 115;
}

function isSubjectWord(text: string, w: Word): boolean {
  // LOWER_VERB_AFTER needs a blank after the word ("trace=", "said:" have none).
  if (!isBlank(codeAt(text, w.end))) return false;
  return SENTENCE_OPEN.test(text.slice(Math.max(0, w.start - 3), w.start)) && LOWER_VERB_AFTER.test(text.slice(w.end, w.end + 10));
}

function isGreetedAndAsked(text: string, w: Word): boolean {
  // Both patterns need a blank beside the word.
  if (!isBlank(codeAt(text, w.end)) || !isBlank(codeAt(text, w.start - 1))) return false;
  return GREETED_BEFORE.test(text.slice(Math.max(0, w.start - 16), w.start)) && ASKED_AFTER.test(text.slice(w.end, w.end + 10));
}

// A greeting or a chat word opening the line right before a word; a question or a request after it.
const GREETED_BEFORE = /(?:^|\n)[ \t]*(?:hey|hi|hello|yo|yea|yeah|ok|okay|lol|omg|dear)[ \t]+$/iu;
const ASKED_AFTER = /^[ \t]+(?:is|are|do|did|can|could|would|will|you|u|your|ur|please|pls|plz|why|how|what|when|where)(?![\p{L}\p{N}'’])/u;

// The start of a line or a sentence right before a word.
const SENTENCE_OPEN = /(?:^|\n|[.!?][ \t]+)[ \t]*$/u;
const LOWER_VERB_AFTER = /^[ \t]+(?:is|was|has|does|did|should|could|would|will|can|must|got|gets|says|said|knows|looks|wants|needs|do|why)(?![\p{L}\p{N}])/u;

/** What joins two names of a list: " and ", " & ", " or ", ", ". */
const hasCapital = (text: string, c: Candidate): boolean => /\p{Lu}/u.test(text.slice(c.start, c.end));
const COORDINATION = /^(?:,[ \t]*|[ \t]+(?:and|&|or|n)[ \t]+|[ \t]*&[ \t]*)$/u;
/** Greetings and thanks that a name follows in chat: "thanks hangwani", "bye capwin". */
const CUE_BEFORE = /(?:^|[^\p{L}])(?:thanks|thank you|thx|hi|hey|hello|bye|dear|congrats|congratulations|rip|salute to|shout ?out to|love you|miss you)[ \t,]+$/iu;

/**
 * What CUE_BEFORE needs before `start`, tested by code first: blanks or commas after the last
 * letter of a greeting or thanks (s, u, x, i, y, o, e, r, p in any case; beyond ASCII, the regex decides).
 */
function mayFollowCue(text: string, start: number): boolean {
  let i = start - 1;
  let c = codeAt(text, i);
  if (c !== 32 && c !== 9 && c !== 44) return false;
  while (c === 32 || c === 9 || c === 44) c = codeAt(text, --i);
  if (c >= 128) return true;
  const l = c | 0x20;
  return l === 115 || l === 117 || l === 120 || l === 105 || l === 121 || l === 111 || l === 101 || l === 114 || l === 112;
}

/** The words findJoinedNames reads: in lower case, of three letters or more, that no list knows. */
function mayJoin(w: Word): boolean {
  return w.lower && w.key.length >= 3 && isNoWord(w);
}

/** A lower-case word that no list knows: no English word, name, place, chat word or known name. */
function isNoWord(w: Word): boolean {
  return isNoWordOf(w.key, w.f);
}

function mayFollowGiven(w: Word): boolean {
  const f = w.f;
  if (NOT_SURNAME.has(w.key) || isChatWord(w.key) || f.calendar || f.known === 'interjection') return false;
  if (f.family || (f.given && !f.common)) return true;
  // "José está aquí": a Spanish or Italian word no name list holds is no surname.
  return !f.common && !f.rare && f.place === 0 && f.known === '' && !isSpanishOrItalianWord(w.key) && !FOREIGN_COMMON_WORDS.has(w.key);
}

/** A kinship noun of another language, a blank and a capital after it: "mi primo Andrés", "mio cugino Marco". */
function isForeignKinBeforeName(text: string, w: Word): boolean {
  return FOREIGN_KINSHIP_WORDS.has(w.key) && isBlank(codeAt(text, w.end)) && CAPITAL_AT.test(text.slice(w.end + 1, w.end + 3));
}
const CAPITAL_AT = /^\p{Lu}/u;

/** The word after words[k] when only one space separates them. */
function adjacent(text: string, words: readonly Word[], k: number): Word | undefined {
  const a = words[k]!;
  const b = words[k + 1];
  if (!b || b.start !== a.end + 1) return undefined;
  return text.charCodeAt(a.end) === 32 ? b : undefined;
}
