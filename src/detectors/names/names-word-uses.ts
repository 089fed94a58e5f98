import { Role, type NameText } from './names-analysis.js';
import { Gap } from './names-runs.js';
import type { CapToken } from './names-tokens.js';
import { codeAt } from '../lib/char-codes.js';

/**
 * Words used as words here, though a list holds them as names, claimed (Role.Word) before any
 * finder reads them:
 * - a company's name used as a thing's (claimBrand);
 * - a Vietnamese compound's capitalised first syllable before its second in lower case ("Liên
 *   hệ:" contact, "Địa chỉ" address: "Liên" is a given name of the lists) and the titles "Ông"
 *   and "Bà" (Mr, Mrs), written so only in Vietnamese, before a capitalised name ("Ông Trần Văn
 *   Bình": the name stays whole after them) or as the polite "you" ("Ông vui lòng…");
 * - a part of an identifier in SCREAMING_SNAKE_CASE or snake_case ("- name: AWS_ACCESS_KEY_ID",
 *   "DB_PASSWORD", "${{ secrets.MARIA_DB_HOST }}"): a variable's or a key's name, never a person
 *   (its value is another span's business);
 * - "Suma" (the sum) opening an invoice's line before a colon or its qualifier ("Suma total:");
 * - a greeting of another language written so, opening its sentence ("Olá Pedro", "Hola Marta",
 *   "Chào Minh": "Ola" is a given name, "Hola" and "Chao" surnames of the lists): the name after
 *   it is still a person's, alone;
 * - a participle of birth before its date or place ("Nato il 14 marzo", "Nacido el…", "Nascido
 *   em…": "Nato" is NATO to the companies' list);
 * - the name of a card after the word card ("carte Vitale", "tarjeta Visa": "Vitale" is a surname);
 * - a product's name between a count and its noun in the plural ("3 Mac minis", "2 Dell monitors");
 * - the words of a wiki's category link ("[[Category:Field Service]]": markup, no body).
 */
export function claimWordUses(nt: NameText): void {
  const { tokens, text } = nt;
  const categories = text.includes('[[') ? categoryLinks(text) : undefined;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (nt.roles[i] !== Role.Free) continue;
    if (categories !== undefined && categories.some(([s, e]) => s <= t.start && t.end <= e)) {
      nt.roles[i] = Role.Word;
      continue;
    }
    if ((codeAt(text, t.start - 1) === UNDERSCORE || codeAt(text, t.end) === UNDERSCORE) && isSnakeIdentifierAt(text, t.start)) {
      nt.roles[i] = Role.Word;
      continue;
    }
    if (t.allCaps || t.initial) continue;
    if (isWordUse(nt, t)) {
      nt.roles[i] = Role.Word;
      continue;
    }
    if (t.facts.known === 'org') i = claimBrand(nt, i);
    else if (hasNonAscii(t.word)) claimVietnamese(nt, i);
  }
}

/** A greeting, a participle of birth, a card's or a product's name (claimWordUses). */
function isWordUse(nt: NameText, t: CapToken): boolean {
  const { text } = nt;
  if (t.sentenceStart && GREETINGS_AS_WRITTEN.has(t.word)) return GREETING_ENDS.test(text.slice(t.end, t.end + 14));
  if (t.sentenceStart && t.word === 'Suma') return SUM_ENDS.test(text.slice(t.end, t.end + 12));
  // All of them begin with an "n": the set is asked only then.
  if (t.key.charCodeAt(0) === 110 && BIRTH_PARTICIPLES.has(t.key)) return BIRTH_DETAIL_AFTER.test(text.slice(t.end, t.end + 5));
  // Most tokens have no blank before them after a digit or the last letter of a word for card.
  const b = codeAt(text, t.start - 1);
  if (t.sentenceStart || (b !== 32 && b !== 9)) return false;
  const c = text.charCodeAt(t.start - 2);
  // A name of the lists that is no English word: "Top 10 Apple products" names the company.
  if (c >= 48 && c <= 57) return (t.facts.given || t.facts.family) && !t.facts.common && COUNT_BEFORE.test(text.slice(Math.max(0, t.start - 6), t.start)) && PLURAL_NOUN_AFTER.test(text.slice(t.end, t.end + 24));
  return (c === 101 || c === 97 || c === 111) && cardWordBefore(text, t.start - 1);
}

/** Whether one of CARD_WORDS stands whole right before `end` (a loop: this is asked for most tokens after "the", "a", "to"). */
function cardWordBefore(text: string, end: number): boolean {
  for (let k = 0; k < CARD_WORDS.length; k++) if (cardWordAt(text, end - CARD_WORDS[k]!.length, CARD_WORDS[k]!)) return true;
  return false;
}

/** Whether the word `w` stands whole at `at` (no letter before it). */
function cardWordAt(text: string, at: number, w: string): boolean {
  return at >= 0 && text.startsWith(w, at) && (at === 0 || !LETTER.test(text[at - 1]!));
}

/**
 * Greetings of other languages that lists hold as names once folded ("Ola", "Hola", "Chao"), and
 * the salutations opening a letter or a chat message in languages whose blocks are too short to
 * be known by their function words (probes30): Polish `Szanowny`, `Szanowna`, `Szanowni` (dear,
 * formal), `Cześć` (hi); Hungarian `Szia`, `Sziasztok` (hi), `Kedves` (dear); Dutch `Beste`
 * (dear); Romanian `Stimate`, `Stimată` (dear, formal); Czech and Slovak `Vážená`, `Vážený`,
 * `Vážení` (dear, formal); Italian `Gentile`, `Gentilissimo`, `Gentilissima`, `Egregio` (dear, formal);
 * Finnish and Norwegian `Hei`, Swedish and Danish `Hej`, Finnish `Moi`, German `Moin`, `Hallo` (hi).
 */
const GREETINGS_AS_WRITTEN: ReadonlySet<string> = new Set([
  'Olá', 'Hola', 'Chào', 'Szanowny', 'Szanowna', 'Szanowni', 'Cześć', 'Szia', 'Sziasztok', 'Kedves', 'Beste', 'Stimate', 'Stimată', 'Stimata',
  'Vážená', 'Vážený', 'Vážení', 'Gentile', 'Gentilissimo', 'Gentilissima', 'Egregio', 'Hei', 'Hej', 'Moi', 'Moin', 'Hallo',
]);
// After the greeting: a blank and a capital (the name), an honorific in lower case (`Stimate
// domnule Ionescu`, `Vážená paní Dvořáková`, `Beste mevrouw Peeters`), or a comma or an exclamation mark.
const GREETING_ENDS = /^(?:[ \t]\p{Lu}|[ \t](?:domnule|doamnă|doamna|domnișoară|paní|pane|pani|panie|mevrouw|meneer|heer|signor|signora|signorina|dottore|dottoressa|dott|sig|úr|asszony)(?![\p{L}])|[,!])/u;
// "Suma" (the sum, in Spanish, Polish, Czech, Slovak; a given name of the lists) opening a receipt's
// or an invoice's line: before a colon, or before what qualifies a sum ("Suma total", "Suma do zapłaty",
// "Suma k úhradě", "Suma brutto"). "Suma Patel called" stays a person.
const SUM_ENDS = /^(?:[ \t]*:|[ \t]+(?:total|do|k|za|de|brutto|netto|kontrolna|celkem|celkom|final)(?![\p{L}]))/u;
/** Participles of birth, folded: Italian, Spanish, Portuguese. */
const BIRTH_PARTICIPLES: ReadonlySet<string> = new Set(['nato', 'nata', 'nati', 'nate', 'nacido', 'nacida', 'nascido', 'nascida']);
// After it: an article, a preposition of place or time, or a digit (the date).
const BIRTH_DETAIL_AFTER = /^[ \t]+(?:il|el|em|a|ad|en|in|no|na|à|\d)(?![\p{L}])/u;
// The word card right before, one blank apart ("carte Vitale", "tarjeta Visa", "cartão Elo", "tessera Bancomat").
const CARD_WORDS = ['carte', 'tarjeta', 'cartão', 'cartao', 'tessera'];
const LETTER = /\p{L}/u;
// A count right before ("3 Mac minis"): a number of digits, not a time or a decimal.
const COUNT_BEFORE = /(?:^|[^\p{L}\p{N}.,:])\d{1,3}[ \t]+$/u;
// A noun in the plural after it ("minis", "monitors"), not a verb of the third person ("At 3 John calls", "says").
const PLURAL_NOUN_AFTER = /^[ \t]+(?!(?:is|was|has|says|calls|goes|does|gets|comes|leaves|arrives|needs|wants|likes|thinks|knows|works|lives|takes|makes|sees|asks|tells|gives|looks)(?![\p{L}]))\p{Ll}+[^\P{Ll}s]s(?=[ \t\r\n,.!?;:)]|$)/u;

/** Where a wiki's category links stand ("[[Category:Field Service]]", "[[Kategorie:…]]"). */
function categoryLinks(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const m of text.matchAll(CATEGORY_LINK)) spans.push([m.index, m.index + m[0].length]);
  return spans;
}
const CATEGORY_LINK = /\[\[(?:Category|Kategorie|Catégorie|Categoría|Categoria|Categorie|Kategoria):[^\]\n]{1,200}\]\]/g;

const UNDERSCORE = 0x5f;
// A word character of an identifier (ASCII letters, digits, the underscore).
const IDENTIFIER_CHAR = /[A-Za-z0-9_]/;

/**
 * Whether the identifier around `at` (its run of ASCII letters, digits and underscores) joins
 * two words by an underscore and writes its letters in one case: SCREAMING_SNAKE_CASE or
 * snake_case. "John_Smith" (a user name's shape) is left to the finders.
 */
export function isSnakeIdentifierAt(text: string, at: number): boolean {
  let from = at;
  while (from > 0 && IDENTIFIER_CHAR.test(text[from - 1]!)) from--;
  let to = at;
  while (to < text.length && IDENTIFIER_CHAR.test(text[to]!)) to++;
  const id = text.slice(from, to);
  return /[A-Za-z0-9]_+[A-Za-z0-9]/.test(id) && (id === id.toUpperCase() || id === id.toLowerCase());
}

/** Vietnamese's titles of address, as written (the folded "ong" is a Chinese and Malay surname: "Ong Beng Seng"). */
const VIETNAMESE_TITLES: ReadonlySet<string> = new Set(['Ông', 'Bà']);
// A letter only Vietnamese writes (ư, ơ, or a vowel with a dot below or a hook above).
const VIETNAMESE_LETTER = /[\u01a0\u01a1\u01af\u01b0\u1ea0-\u1ef9]/;
/** Whether `word` holds a code unit beyond ASCII (a loop: no regex call per token). */
function hasNonAscii(word: string): boolean {
  for (let j = 0; j < word.length; j++) if (word.charCodeAt(j) >= 128) return true;
  return false;
}
// One blank, then a syllable in lower case (at most seven letters), then no letter.
const LOWER_SYLLABLE_AFTER = /^[ \t](\p{Ll}{1,7})(?!\p{L})/u;

function claimVietnamese(nt: NameText, i: number): void {
  const t = nt.tokens[i]!;
  const { text } = nt;
  // Before a name, or alone as the polite "you" ("Ông vui lòng mang theo…": please bring, sir).
  if (VIETNAMESE_TITLES.has(t.word)) {
    nt.roles[i] = Role.Word;
    return;
  }
  if (nt.gaps[i] !== Gap.None || (i > 0 && nt.gaps[i - 1] !== Gap.None)) return;
  const m = LOWER_SYLLABLE_AFTER.exec(text.slice(t.end, t.end + 10));
  if (m && VIETNAMESE_LETTER.test(m[1]!)) nt.roles[i] = Role.Word;
}

/**
 * A company's name used as a thing's: the make or the service before what it names ("your Uber
 * driver", "a Toyota Prius", "my Netflix account"). A one-word company of names-known.txt (the
 * companies of `@cspell/dict-companies`: Uber is a surname of the lists too, Toyota a city), after
 * a determiner, before a common noun in lower case or a capitalised word no list knows (the
 * model: "Prius", "Corolla"), is claimed as a word with the model after it: neither is a party of the text.
 * A company that is a given name is left ("a Ford Focus": "his Ford" may be a person), and so
 * is the company without a determiner ("Uber raised its prices" still names the firm).
 */
function claimBrand(nt: NameText, i: number): number {
  const { tokens, text } = nt;
  const t = tokens[i]!;
  if (t.facts.given) return i;
  const before = text.slice(Math.max(0, t.start - 20), t.start);
  if (!DETERMINER_BEFORE.test(before) && !DETERMINER_ADJECTIVE_BEFORE.test(before)) return i;
  const next = i + 1 < tokens.length ? tokens[i + 1]! : undefined;
  if (next && nt.gaps[i] === Gap.Space && nt.roles[i + 1] === Role.Free && isModelWord(next) && MODEL_ENDS.test(text.slice(next.end, next.end + 2))) {
    nt.roles[i] = Role.Word;
    nt.roles[i + 1] = Role.Word;
    return i + 1;
  }
  if (nt.gaps[i] === Gap.None && NOUN_AFTER.test(text.slice(t.end, t.end + 24))) nt.roles[i] = Role.Word;
  return i;
}

/** A model's name: a capitalised word that no list knows, or an English word ("Corolla", "Civic"); no given name, no place, no surname alone. */
function isModelWord(t: CapToken): boolean {
  const f = t.facts;
  return !t.allCaps && !t.initial && !f.given && f.place === 0 && f.known === '' && (f.common || f.rare || !f.family);
}

// An article, a possessive or a demonstrative right before the company's name.
const DETERMINER_BEFORE = /(?:^|[^\p{L}\p{N}])(?:a|an|the|my|your|his|her|our|their|its|this|that)[ \t]+$/iu;
// The same with one adjective in lower case between ("a silver Toyota Camry", "my old Nokia phone"; leaks34).
const DETERMINER_ADJECTIVE_BEFORE = /(?:^|[^\p{L}\p{N}])(?:[Aa]n?|[Tt]he|[Mm]y|[Yy]our|[Hh]is|[Hh]er|[Oo]ur|[Tt]heir|[Tt]his|[Tt]hat)[ \t]+\p{Ll}{3,10}[ \t]+$/u;
// A space and a word in lower case of three letters or more, then a space, a stop or the end: the noun the make qualifies ("driver", "account").
// Not a conjunction, a relative or a verb after the firm ("the Uber and Lyft drivers", "the Uber that…", "a Toyota was").
const NOUN_AFTER = /^[ \t](?!(?:and|but|nor|for|was|were|are|has|had|have|will|would|said|says|did|does|who|which|that|then|than|with|from|into|also|not)(?![\p{L}]))\p{Ll}{3,}(?:[ \t\r\n,.!?;:]|$)/u;
// After the model: the sentence goes on or ends (not another capitalised word: "a Toyota Prius Hybrid" is a longer run).
const MODEL_ENDS = /^(?:[ \t\r\n,.!?;:)]|$)/u;
