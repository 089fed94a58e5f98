import { codeAt } from '../lib/char-codes.js';
import { KINSHIP_WORDS, ORG_HEADS, PERSON_ROLE_WORDS, PLACE_HEADS, STATE_CODES } from './names-cues.js';
import { Role, claim, type NameText } from './names-analysis.js';
import { Gap } from './names-runs.js';
import { firstTokenAt, wordEndBefore, wordStartBefore, type CapToken } from './names-tokens.js';
import { WordsInPlace } from './names-in-place.js';
import { isAbbreviatedLabelAt, isChatWord } from './names-register.js';
import { GermanText, isGermanNounAfterArticle } from './names-german.js';
import { isRomanceFunctionWord, RomanceText } from './names-romance.js';
import { isUnknownWord } from './names-proper.js';
import { germanPersonObject } from './names-german-subject.js';
import { cues, facts, isDemonym as isDemonymWord, isNameWord } from './names-words.js';
import { isVietnameseWord, opensCellOfLetteredLanguage, opensSentenceOfOtherLanguage, opensTableCell } from './names-language-openers.js';

const MAX_NAME_WORDS = 5;
const ROLE_WORDS = new WordsInPlace(PERSON_ROLE_WORDS);
const KIN_WORDS = new WordsInPlace(KINSHIP_WORDS);

/**
 * People found from capitalization and the gazetteers, run by run.
 * 'titled': an honorific and the name after it ("Mr A. Demetriades", "Mrs Willis").
 * 'gazetteer': initials + surname ("H. Winkler"), given name + more name words ("Josef Fischer").
 */
export function findPeople(nt: NameText, pass: 'titled' | 'gazetteer' | 'role'): void {
  const { runs, tokens } = nt;
  // One walk over the tokens, most of which no pass can start a name with, rather than run by
  // run; the run of a token that may is found then.
  let r = 0;
  for (let i = 0; i < tokens.length; i++) {
    if (nt.roles[i] !== Role.Free || !mayStartName(nt, i, pass)) continue;
    while (runs.last[r]! < i) r++;
    const runLast = runs.last[r]!;
    const last: { last: number; score: number; org?: boolean } | undefined = pass === 'titled' ? titledName(nt, i, runLast) : pass === 'gazetteer' ? gazetteerName(nt, i, runLast) : roleName(nt, i, runLast);
    // "Idre Nya Sami village", "the Erdem family business": names used as a noun's modifier.
    if (last && pass === 'gazetteer' && modifiesNoun(nt, nt.tokens[last.last]!.end)) continue;
    if (last) {
      claim(nt, i, last.last, last.org ? Role.Org : Role.Person, last.score);
      i = last.last;
    }
  }
}

/** The first test of each pass, on the token alone: what most tokens fail. */
function mayStartName(nt: NameText, i: number, pass: 'titled' | 'gazetteer' | 'role'): boolean {
  const t = nt.tokens[i]!;
  if (pass === 'titled') return cues(t).honorific;
  // A token that ends its run has Gap.None after it.
  if (pass === 'gazetteer') return nt.gaps[i] === Gap.Space || nt.gaps[i] === Gap.Particle;
  return !t.sentenceStart && !t.allCaps;
}

// A house or unit number and a comma: what follows is the address's next part.
const COLONIA_BEFORE = /\d[ \t]*,[ \t]*$/;

const TITLE_JOINERS: ReadonlySet<string> = new Set(['and', 'or', 'the', 'of', 'und', 'et']);

const NOUN_AFTER = /^[ \t]+(\p{Ll}+)/u;

function modifiesNoun(nt: NameText, end: number): boolean {
  const m = NOUN_AFTER.exec(nt.text.slice(end, end + 24));
  return !!m && (PLACE_HEADS.has(m[1]!) || ORG_HEADS.has(m[1]!) || m[1] === 'villages' || m[1] === 'people' || m[1] === 'family');
}

/** The index of the last name word from `from`, following joins that fit inside a name. */
export function nameEnd(nt: NameText, from: number, runLast: number, firstFree: boolean): number {
  let j = from;
  if (!(firstFree ? isNameLikeAfterTitle(nt.tokens[j]!) : isNameWord(nt.tokens[j]!))) return -1;
  while (j < runLast && j - from < MAX_NAME_WORDS - 1) {
    const gap = nt.gaps[j];
    if (gap !== Gap.Space && gap !== Gap.Particle) break;
    const next = nt.tokens[j + 1]!;
    // "MR JOHN SMITH": after a name in capitals, more listed names in capitals.
    if (nt.roles[j + 1] !== Role.Free || !(isNameWord(next) || (firstFree && nt.tokens[j]!.allCaps && next.allCaps && isCapsSurname(next) && (j === from || !facts(next).common)))) break;
    j++;
  }
  return j;
}

/** A listed surname in capitals, even one that is also a word ("SMITH"), or a word no list knows ("ARKWRIGHT"); no cue word ("LIMITED"). */
function isCapsSurname(t: CapToken): boolean {
  const f = facts(t);
  return (f.family || (!f.common && !f.rare && f.known === '' && f.place < 2)) && !(f.orgHead || f.street || f.calendar || f.honorific || f.placeHead || cues(t).legalSuffix || TITLE_JOINERS.has(t.key));
}

function isNameLikeAfterTitle(t: CapToken): boolean {
  if (t.initial) return true;
  // "MR AND MRS HOLLOWAY", "Mr or Mrs": a joining word, not the name of the first title.
  if (TITLE_JOINERS.has(t.key)) return false;
  const f = facts(t);
  // "Mr. ZHANG Wei": a surname in capitals before the given name; no other word in capitals.
  if (t.allCaps && t.word.length > 3 && !((f.family || f.given) && !f.common)) return false;
  return !(f.orgHead || f.street || f.calendar || f.honorific || f.placeHead);
}

function titledName(nt: NameText, i: number, runLast: number): { last: number; score: number } | undefined {
  const t = nt.tokens[i]!;
  if (!cues(t).honorific || i >= runLast || nt.gaps[i] !== Gap.Space) return undefined;
  // "Calle Fresno 112, Int. 3, Col. Santa María la Ribera": in a Mexican address after its number, "Col." is Colonia, the neighbourhood.
  if (t.key === 'col' && COLONIA_BEFORE.test(nt.text.slice(Math.max(0, t.start - 8), t.start))) return undefined;
  let j = i + 1;
  // "Judge Sir Nicolas Bratza": titles stack.
  while (j < runLast && cues(nt.tokens[j]!).honorific && nt.gaps[j] === Gap.Space) j++;
  const next = nt.tokens[j]!;
  if (cues(t).weakHonorific && !next.initial && !facts(next).given && !facts(next).family) return undefined;
  let last = nameEnd(nt, j, runLast, true);
  if (last < 0) return undefined;
  // "MR A KHAN" (a pharmacy's SMS: probes25): an initial without its full stop, then the family
  // name in capitals, which the mixed-case name's end leaves out.
  if (last === j && last < runLast && nt.gaps[last] === Gap.Space && isBareCapital(nt.tokens[last]!.word) && nt.roles[last + 1] === Role.Free) {
    const surname = nt.tokens[last + 1]!;
    if (surname.allCaps && facts(surname).family && !facts(surname).common) last++;
  }
  return { last, score: 0.9 };
}

/** One capital letter, an initial printed without its full stop. */
const isBareCapital = (word: string) => word.length === 1 && word.charCodeAt(0) >= 65 && word.charCodeAt(0) <= 90;

function gazetteerName(nt: NameText, i: number, runLast: number): { last: number; score: number } | undefined {
  const t = nt.tokens[i]!;
  if (i >= runLast || (nt.gaps[i] !== Gap.Space && nt.gaps[i] !== Gap.Particle)) return undefined;
  if (!isNameWord(t)) return undefined;
  // Initials: "H. Winkler", "J.R.R. Tolkien", "Ms A.-M. Mendiboure" (one or more sets).
  if (t.initial) {
    let j = i;
    // "F.M. de Jong": a particle may stand between the initials and the surname.
    while (j < runLast && nt.tokens[j]!.initial && (nt.gaps[j] === Gap.Space || nt.gaps[j] === Gap.Particle)) j++;
    const word = nt.tokens[j]!;
    if (word.initial || nt.roles[j] !== Role.Free) return undefined;
    const f = facts(word);
    if (!isNameWord(word) || (f.common && !f.family) || f.place >= 2 && !f.family) return undefined;
    return { last: nameEnd(nt, j, runLast, false), score: 0.8 };
  }
  const f = facts(t);
  if (!f.given) return familyFirstName(nt, i, runLast);
  const last = nameEnd(nt, i, runLast, false);
  if (last <= i) return undefined;
  // "not to enter Trinity Leeds", "Victoria Manchester": a word that is also an English word
  // before a city's name (a surname too, no given name) is a place named after the city (a
  // shopping centre, a station), not a given name and a surname.
  // Not a given name after it ("Queen Mary": Mary is also a town in Turkmenistan).
  if (f.common && last === i + 1 && facts(nt.tokens[last]!).place >= 3 && !facts(nt.tokens[last]!).given) return undefined;
  let family = 0;
  let given = 0;
  let unknown = 0;
  for (let k = i + 1; k <= last; k++) {
    const g = facts(nt.tokens[k]!);
    if (g.family && !g.common) family++;
    else if (g.given && !g.common) given++;
    else if (!g.common && !nt.tokens[k]!.allCaps) unknown++;
    // "John Smith", "Jane Roe": a surname that is also an English word ends a full name after
    // a given name that is none ("Smith Tower", "Brown University": the head claimed it first).
    else if (k === last && k > i && !f.common && !nt.tokens[k]!.allCaps && (g.family || !t.sentenceStart)) family++;
    else return undefined;
  }
  // "Mehmet Ali": given names only; a full name, but not enough to find its parts elsewhere.
  if (family === 0 && unknown === 0) return f.common ? undefined : { last, score: 0.65 };
  if (!f.common) return { last, score: family > 0 ? 0.8 : 0.7 };
  if (family > 0) return { last, score: 0.7 };
  return t.sentenceStart ? undefined : { last, score: 0.6 };
}

/**
 * Family name first, as Chinese, Vietnamese, Korean and Hungarian names are written ("Zhang
 * Wei", "Nguyen Van Thanh"), or a given name the gazetteer lists only as a surname: two or
 * three words, all known names or unknown words, none a common word or a sizeable place.
 * Weaker than a given-name start, so it seeds no later mentions.
 */
function familyFirstName(nt: NameText, i: number, runLast: number): { last: number; score: number } | undefined {
  const last = Math.min(nameEnd(nt, i, runLast, false), i + 2);
  if (last <= i) return undefined;
  let known = 0;
  for (let k = i; k <= last; k++) {
    const t = nt.tokens[k]!;
    const g = facts(t);
    if (t.initial || t.allCaps || g.common || (g.place >= 2 && !g.given)) return undefined;
    if (g.family || g.given) known++;
  }
  return known >= 2 && facts(nt.tokens[i]!).family ? { last, score: 0.65 } : undefined;
}

/** A name right after a relation or role noun: "their daughter, Selma", "a Polish national, Urszula Surman-Januszewska". */
function roleName(nt: NameText, i: number, runLast: number): { last: number; score: number; org?: boolean } | undefined {
  const t = nt.tokens[i]!;
  if (t.sentenceStart || t.allCaps || !isNameWord(t)) return undefined;
  const w = wordStartBefore(nt.text, t.start, true);
  const we = wordEndBefore(nt.text, t.start, true);
  if (w < 0 || !ROLE_WORDS.hasLowerCased(nt.text, w, we)) return undefined;
  const last = nameEnd(nt, i, runLast, false);
  for (let k = i; k <= last; k++) {
    const f = facts(nt.tokens[k]!);
    if (f.place >= 2 && !f.given && !f.family) return undefined;
  }
  // "Employee No.: BOS-26-01184", "employee No 5": the number's abbreviation, not a Korean surname.
  if (last === i && t.word === 'No' && /^\.?[ \t]*[:#(\p{N}]/u.test(nt.text.slice(t.end, t.end + 4))) return undefined;
  if (modifiesNoun(nt, nt.tokens[last]!.end)) return undefined;
  // One word alone must be a known name or initials ("their daughter, Selma"; not "child Abduction").
  // After kin, a word no list knows too ("son Duc").
  if (last === i && !t.initial && !facts(t).given && !facts(t).family && !(KIN_WORDS.hasLowerCased(nt.text, w, we) && isUnknownShortName(t))) return undefined;
  const words = nt.tokens.slice(i, last + 1);
  const anyName = words.some((k) => !k.allCaps && (!facts(k).common || facts(k).given || facts(k).family));
  if (!anyName) return undefined;
  // "Payroll Manager, Northwind Logistics": after a job, words that are no name and end in an
  // English noun name the employer.
  if (last > i && !KIN_WORDS.hasLowerCased(nt.text, w, we) && (facts(nt.tokens[last]!).common || facts(nt.tokens[last]!).rare) && !words.some((k) => facts(k).given || facts(k).family)) return { last, score: 0.7, org: true };
  return { last, score: 0.75 };
}

/** Whether a form's value ends at `end`: the line's or the text's end, or two blanks (the next column). */
function closesValue(text: string, end: number): boolean {
  const c = codeAt(text, end);
  return end >= text.length || c === 10 || c === 13 || ((c === 32 || c === 9) && (codeAt(text, end + 1) === 32 || codeAt(text, end + 1) === 9 || codeAt(text, end + 1) === 10));
}

/** Whether only blanks stand between the line's start and `at`. */
function opensLine(text: string, at: number): boolean {
  let b = at - 1;
  while (b >= 0 && (text.charCodeAt(b) === 32 || text.charCodeAt(b) === 9)) b--;
  return b < 0 || text.charCodeAt(b) === 10 || text.charCodeAt(b) === 13;
}

/** A word of 3+ Latin letters that no list knows as a word, place or cue ("Duc", "Ngoc", "Thao"). */
function isUnknownShortName(t: CapToken): boolean {
  const f = facts(t);
  if (t.allCaps || t.word.length < 3 || f.common || f.rare || f.place > 0 || f.known !== '' || f.calendar || f.orgHead || f.placeHead || f.street || f.honorific) return false;
  return /^\p{Lu}[\p{Script=Latin}\p{M}]+$/u.test(t.word) && !isDemonymWord(t);
}

/**
 * Later mentions: once a person is known, their surname or given name alone, anywhere in the
 * text, is theirs too ("Strobel" after "Mr Karl Strobel").
 */
export function corefer(nt: NameText): void {
  const known = new Set<string>();
  const people = nt.people.filter((p) => (p.score ?? 0) >= 0.7).sort((a, b) => a.start - b.start);
  let p = 0;
  for (let i = 0; i < nt.tokens.length; i++) {
    const t = nt.tokens[i]!;
    while (p < people.length && people[p]!.end <= t.start) p++;
    const person = people[p];
    if (!person) break;
    // The tokens before the next person are passed over in one step: there are few people.
    if (t.start < person.start) {
      i = firstTokenAt(nt.tokens, person.start, i) - 1;
      continue;
    }
    if (t.initial || t.word.length < 3 || cues(t).honorific || t.allCaps) continue;
    const f = facts(t);
    if (f.calendar || f.orgHead || f.street) continue;
    known.add(t.key);
  }
  if (known.size === 0) return;
  for (let i = 0; i < nt.tokens.length; i++) {
    if (nt.roles[i] !== Role.Free || !known.has(nt.tokens[i]!.key)) continue;
    const t = nt.tokens[i]!;
    if (t.sentenceStart && facts(t).common && readsAsWord(nt.text, t.end)) continue;
    let j = i;
    while (j + 1 < nt.tokens.length && nt.gaps[j] === Gap.Space && nt.roles[j + 1] === Role.Free && known.has(nt.tokens[j + 1]!.key)) j++;
    // A given name that is no word right before the known surname is the same family's; so is a
    // word no list knows (isUnknownShortName) where the two close a form's value, the line's end
    // or a column's blanks after them (`Father: Tevita Fifita` after `Full name: Mele ʻOfa
    // Fifita`: the nineteenth reading's parents; leaks40), not a line's first word (`Hei Juha,`).
    const before = i > 0 && nt.gaps[i - 1] === Gap.Space && nt.roles[i - 1] === Role.Free ? nt.tokens[i - 1] : undefined;
    if (before !== undefined && !known.has(before.key) && !before.allCaps && ((facts(before).given && !facts(before).common && !facts(before).rare) || (isUnknownShortName(before) && closesValue(nt.text, nt.tokens[j]!.end) && !opensLine(nt.text, before.start)))) i--;
    claim(nt, i, j, Role.Person, 0.75);
    i = j;
  }
}

/**
 * Whether a known name that is also a word, opening a sentence, is the word there: the sentence
 * goes on with a word ("Will the court", "Stone walls", "Stone, brick and timber"), and not as a
 * clause of the person's (opensPersonClause). Alone ("Stone." on a line, a sign-off) it is the person.
 */
export function readsAsWord(text: string, end: number): boolean {
  return GOES_ON.test(text.slice(end, end + 4)) && !opensPersonClause(text, end);
}

const GOES_ON = /^(?:['’]s)?[ \t]*,?[ \t]*\p{L}/u;

/**
 * Whether the words after a known name that is also a word, opening a sentence, make it the
 * subject of a clause: a verb ("Stone agreed", "Stone also said", "Stone's evidence was"), or
 * a parenthetical after a comma ("Stone, however, said", "Stone, who"). Not "May we proceed",
 * "Will the court", "Young people", "Stone walls": there the word is the word.
 */
export function opensPersonClause(text: string, end: number): boolean {
  const after = text.slice(end, end + 40);
  if (CLAUSE_AFTER.test(after)) return true;
  const m = VERB_ED.exec(after);
  return m !== null && !NOT_VERB_ED.has(m[1]!);
}

const ADVERB = '(?:also|then|further|later|subsequently|again|never|always|now|initially|finally|himself|herself|thereafter|duly|promptly|repeatedly|clearly|expressly)[ \\t]+';
const CLAUSE_AFTER = new RegExp(
  `^(?:(?:['’]s[ \\t]+\\p{Ll}+[ \\t]+|[ \\t]+)(?:${ADVERB})?(?:is|was|were|has|had|have|did|does|would|could|should|will|shall|must|might|can|cannot|may|says|said|told|tells|gave|gives|went|came|made|took|wrote|knew|thought|saw|felt|found|got|kept|left|sought|brought|heard|held|paid|sent|spent|met|stood|understood|won|lost|maintains|argues|accepts|admits|agrees|asserts|believes|claims|confirms|contends|denies|explains|insists|notes|replies|states|submits|testifies)(?![\\p{L}\\p{N}])` +
    `|,[ \\t]+(?:however|though|moreover|nevertheless|therefore|meanwhile|accordingly|in turn|for (?:his|her|their) part|on the other hand|who|whose|too)(?![\\p{L}\\p{N}]))`,
  'u',
);
/** A past tense after an adverb or none ("Stone agreed", "Fielding then accepted"). */
const VERB_ED = new RegExp(`^[ \\t]+(?:${ADVERB})?(\\p{Ll}{2,}ed)(?![\\p{L}\\p{N}])`, 'u');
/** Words in -ed that are no past tense. */
const NOT_VERB_ED = new Set(['hundred', 'sacred', 'kindred', 'naked', 'wicked', 'wretched', 'rugged', 'ragged', 'jagged', 'beloved', 'crooked', 'speed', 'breed', 'greed', 'creed', 'steed', 'tweed', 'bleed', 'seed', 'need', 'deed', 'feed', 'weed', 'reed', 'heed', 'shed', 'bed', 'red', 'fed', 'led', 'wed', 'sled', 'bred', 'shred', 'infrared', 'dogged', 'learned', 'aged', 'blessed', 'cursed', 'dried', 'fried', 'hatred', 'embed']);

/** An English article right before a word. */
const ARTICLE_BEFORE = /(?:^|[^\p{L}])(?:a|an|the|A|An|The|THE)[ \t]+$/u;

// "STen 7", "ECoG", "MRes": two capitals, then small letters, an abbreviation's shape (a test's
// standard ten, a degree), never a name's ("Sten", "STEN" are).
const MIXED_CAPS_ABBREVIATION = /^\p{Lu}{2}\p{Ll}/u;

const FAMILY_NOUN_AFTER = /^[ \t](?:family|families|household|clan|twins)(?![\p{L}\p{N}])/u;
const THE_BEFORE = /(?:^|[^\p{L}])[Tt]he[ \t]$/u;

const LEGAL_FORM_AFTER_COMMA = /^,[ \t]\p{L}/u;

/**
 * A known given name alone, capitalised inside a sentence, that is no common word: a person
 * ("I met Mary yesterday", "thanks Priya"), weaker than a full name, so it seeds no later mentions.
 */
export function findLoneGivenNames(nt: NameText): void {
  let german: GermanText | undefined;
  for (let i = 0; i < nt.tokens.length; i++) {
    const t = nt.tokens[i]!;
    if (nt.roles[i] !== Role.Free || t.allCaps || t.initial || t.word.length < 3 || MIXED_CAPS_ABBREVIATION.test(t.word)) continue;
    // Alone: no name word joined to it ("Suzanne and Wendy", "Wendy's" are; "Poor Jimmy" opens
    // a sentence with a common word).
    // A particle before a word claimed as no name ("Carmen el Martes": a weekday) joins nothing.
    if (joins(nt.gaps[i]!) && !(nt.gaps[i] === Gap.Particle && nt.roles[i + 1] === Role.Word)) continue;
    // German names a person after a noun of kinship or office ("Ihre Tochter Lena", "mit meiner
    // Kollegin Petra", "dem Kollegen Schneider"), the noun capitalised as every German noun is:
    // asked after the lists (most tokens joined to another are no lone name).
    let afterNoun = false;
    if (i > 0 && joins(nt.gaps[i - 1]!)) {
      const prev = nt.tokens[i - 1]!;
      if (nt.roles[i - 1] !== Role.Free) continue;
      // A noun, a particle and the word ("Número da Nota:", a Brazilian invoice's label): the
      // word is the noun's complement; a name has a name before its particle ("Maria da Silva").
      if (nt.gaps[i - 1] === Gap.Particle && facts(prev).common && !facts(prev).given && !facts(prev).family) continue;
      afterNoun = !(prev.sentenceStart && facts(prev).common && !(i > 1 && joins(nt.gaps[i - 2]!)));
    }
    const f = facts(t);
    // A nationality or language alone ("in Welsh and Dutch") is the word, though lists hold it as a
    // surname; one that is also a given name ("German", "Germán") stays a name alone, as before.
    // One after an article is the adjective or the people, as in "a German national", "the Sami
    // villages", "the Sami have…": a person's given name takes no article in English.
    if (f.common || f.calendar || f.orgHead || f.placeHead || f.street || (f.known === 'demonym' && (!f.given || ARTICLE_BEFORE.test(nt.text.slice(Math.max(0, t.start - 5), t.start)))) || cues(t).honorific || isDemonymWord(t) || isChatWord(t.key)) continue;
    // "'VMware, Inc.'" (a SQL Server log's manufacturer): a legal form after a comma closes a
    // firm's name (Inc is a given name of the lists too).
    if (cues(t).legalSuffix && LEGAL_FORM_AFTER_COMMA.test(nt.text.slice(Math.max(0, t.start - 2), t.end + 1))) continue;
    if (isColumnLabel(nt.text, t.start, t.end) || isAbbreviatedLabelAt(nt.text, t.start, t.end)) continue;
    // A column's heading or a cell's first word in a table of a language known by its function
    // words ("Hodiny        Suma", "|  Daň z príjmu": a Slovak payslip), the line's first cell apart.
    if (opensTableCell(nt.text, t.start, true) && opensCellOfLetteredLanguage(nt, t.start, t.end)) continue;
    if (isVietnameseWord(nt, t.start, t.end)) continue;
    // "The Nakamura family (Kenji, Yumi, Sora)", "the Okonkwo household": a family name between
    // "the" and the noun of a family names the people, even at a sentence's start and when a town
    // has the name too (Nakamura, Kōchi; leaks34). "the Royal family", "the Apple family" are words.
    if (f.family && f.place <= 2 && FAMILY_NOUN_AFTER.test(nt.text.slice(t.end, t.end + 12)) && THE_BEFORE.test(nt.text.slice(Math.max(0, t.start - 4), t.start))) {
      claim(nt, i, i, Role.Person, 0.6);
      continue;
    }
    if (afterNoun) {
      if ((f.given || (f.family && f.place <= 1)) && !t.sentenceStart && isGermanNounAfterArticle(nt.text, nt.tokens[i - 1]!, (german ??= nt.german ??= new GermanText(nt.text)), isUnknownWord)) claim(nt, i, i, Role.Person, f.given ? 0.6 : 0.55);
      continue;
    }
    // "…, Apt 12B, Columbus, OH 43215": a word before a state's code and a ZIP code is the city of an address.
    if ((f.given || f.family) && CITY_BEFORE_STATE.test(nt.text.slice(t.end, t.end + 20))) {
      claim(nt, i, i, Role.Place, 0.7);
      continue;
    }
    // A sentence may open with a name ("Jason went home") when it is a given name and no place;
    // in Spanish, Italian, French or Portuguese not when it is a function word there ("Esta factura va…").
    if (f.given && f.place >= 2 && (WEATHER_AFTER.test(nt.text.slice(t.end, t.end + 40)) || placeOfNumberAt(nt.text, t.start, t.end))) {
      claim(nt, i, i, Role.Place, 0.6);
      continue;
    }
    if (f.given && (!t.sentenceStart || f.place === 0)) {
      if (!(t.sentenceStart && isRomanceFunctionWord(t.key) && (nt.romance ??= new RomanceText(nt.text)).at(t.start))) claim(nt, i, i, Role.Person, 0.6);
    }
    // A surname alone ("Kimmel said"): no given name, no sizeable place, inside a sentence.
    // A town's name too when one talked with it ("Ich habe mit Keller gesprochen").
    // In German text a family name after an article is the noun ("im Hafen", "die Fischer").
    else if (f.family && !f.given && (f.place <= 1 || (f.place === 2 && germanPersonObject(nt.text, t.start, t.end))) && !t.sentenceStart && !isGermanNounAfterArticle(nt.text, t, (german ??= nt.german ??= new GermanText(nt.text)))) claim(nt, i, i, Role.Person, 0.55);
  }
}

/**
 * "Call +61 2 9374 4000 (Sydney)", "Fax 020 7946 0000 (London)": a town alone in brackets right
 * after a number says where the number rings (or the postcode lies), not who answers.
 */
function placeOfNumberAt(text: string, start: number, end: number): boolean {
  if (codeAt(text, start - 1) !== 40 /* ( */ || codeAt(text, end) !== 41 /* ) */) return false;
  let k = start - 2;
  while (k >= 0 && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k--;
  const c = codeAt(text, k);
  return c >= 48 && c <= 57;
}

/**
 * "Yesterday London was rainy", "Paris is freezing": a town's weather or its streets' state is
 * said of the place; a person is not rainy. A town that is also a given name before it is the town.
 */
const WEATHER_AFTER = /^[ \t]+(?:was|is|will be|has been|had been|looked|looks|stays|stayed|got|gets|turned)[ \t]+(?:(?:so|very|really|too|still|quite|pretty|completely|totally|absolutely)[ \t]+)?(?:rainy|sunny|snowy|foggy|misty|windy|cloudy|stormy|humid|muggy|freezing|overcast|drizzly|chilly|gridlocked|flooded|snowbound)(?![\p{L}\p{N}])/u;

/**
 * A form's label in a column of its line ("Fecha emisión : 22/11/2026   Hora: 18:42:07", "Os.
 * číslo: 00871        Meno: Ing. …", a receipt's or a payslip's header): the word directly
 * before a colon, after two blanks or a tab, on a line where a field ("…n: value") stands
 * before it. A speaker's name opens its line ("Sarah: hi") or follows a time ("10:42  Sarah:").
 */
function isColumnLabel(text: string, start: number, end: number): boolean {
  if (text.charCodeAt(end) !== 58 || start < 2) return false;
  const b1 = text.charCodeAt(start - 1);
  if (b1 !== 9 && !(b1 === 32 && text.charCodeAt(start - 2) === 32)) return false;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  return FIELD_BEFORE.test(text.slice(lineStart, start));
}
const FIELD_BEFORE = /\p{L}[ \t]*:[ \t]+\S/u;

/**
 * "Please call Maria Apple tomorrow", "I met John Table yesterday": a given name inside a
 * sentence of prose, after a word in lower case that is no article, before one more
 * capitalised word that ends the run and is an English word, then a word in lower case or a
 * stop. The given name is a person's; the word too when a list knows it as a surname ("Maria
 * Smith", "Maria Apple"), else it stays ("Maria Table"). Weak (0.6), so it seeds no later mentions.
 * Not a heading in title case ("Call Maria Tomorrow"), a place or an institution ("Grace
 * Church", "Victoria Station"), a date ("May Day").
 */
export function findGivenBeforeWord(nt: NameText): void {
  const { tokens, text } = nt;
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i]!;
    if (nt.roles[i] !== Role.Free || nt.gaps[i] !== Gap.Space || t.sentenceStart || t.allCaps || t.initial || t.word.length < 3) continue;
    const f = facts(t);
    if (!f.given || f.place >= 2 || f.known !== '' || f.calendar || f.orgHead || f.placeHead || f.street || cues(t).honorific || cues(t).lawWord || isDemonymWord(t) || isChatWord(t.key)) continue;
    // The second word ends the run: no third name word, no particle.
    if (nt.roles[i + 1] !== Role.Free || nt.gaps[i + 1] === Gap.Space || nt.gaps[i + 1] === Gap.Particle || (i > 0 && joins(nt.gaps[i - 1]!))) continue;
    const next = tokens[i + 1]!;
    const g = facts(next);
    if (next.allCaps || next.initial || next.word.length < 3 || !g.common || g.given || g.place >= 2 || g.known !== '' || g.calendar || g.orgHead || g.placeHead || g.street || g.honorific) continue;
    const c = cues(next);
    if (c.honorific || c.mayHeadInstitution || c.genericOrg || c.lawWord || c.region || c.legalSuffix || c.tradeHead > 0 || isDemonymWord(next) || isChatWord(next.key)) continue;
    const before = WORD_BEFORE.exec(text.slice(Math.max(0, t.start - 20), t.start));
    if (!before || NO_NAME_BEFORE.has(before[1]!)) continue;
    if (!PROSE_AFTER.test(text.slice(next.end, next.end + 2))) continue;
    if (g.family) claim(nt, i, i + 1, Role.Person, 0.65);
    else claim(nt, i, i, Role.Person, 0.6);
    i++;
  }
}

const WORD_BEFORE = /(?:^|[^\p{L}])(\p{Ll}+)[ \t]$/u;
const PROSE_AFTER = /^(?:[ \t]\p{Ll}|[,.!?;:]|$)/u;
/** Articles and possessives: "the Rose Garden", "my Jack Russell" name a thing. */
const NO_NAME_BEFORE = new Set(['the', 'a', 'an', 'this', 'that', 'these', 'those', 'my', 'your', 'his', 'her', 'our', 'their', 'its', 'of', 'no', 'any', 'some', 'every', 'each', 'in', 'at', 'on']);

const CITY_BEFORE_STATE = new RegExp(`^,?[ \\t]+(?:${STATE_CODES})[ \\t]+\\d{5}(?:-\\d{4})?(?!\\d)`);

function joins(gap: number): boolean {
  return gap === Gap.Space || gap === Gap.Particle;
}
