import { BoundedMemo } from '../lib/bounded-memo.js';
import { isTermOfArt } from './names-unknown.js';
import { MULTIWORD_PLACES, PLACE_CUE_WORDS, PLACE_PREPOSITIONS, WEAK_PLACE_PREPOSITIONS } from './names-cues.js';
import { Role, claim, type NameText } from './names-analysis.js';
import { foldKey } from '../../lexicon/fold.js';
import { placeTier, startsPlaceName } from './names-gazetteer.js';
import { Gap } from './names-runs.js';
import { isWordAt, wordEndBefore, wordStartBefore, type CapToken } from './names-tokens.js';
import { WordsInPlace } from './names-in-place.js';
import { cues, facts, isDemonym } from './names-words.js';
import { isRomanceFunctionWord } from './names-romance.js';

const MULTIWORD = new Set(MULTIWORD_PLACES);
const MULTIWORD_FIRST = new Set(MULTIWORD_PLACES.map((p) => p.slice(0, p.indexOf(' '))));
const MAX_PLACE_WORDS = 4;

/**
 * Places: countries, regions, cities and towns from the gazetteers, judged by how likely the
 * word is a place here: a large place that is no common word or name ("Ankara") on its own;
 * a small or ambiguous one ("Van", "Maissau") only after a place cue ("born in", "in").
 */
export function findPlaces(nt: NameText, pass: 'multiword' | 'single'): void {
  const { runs } = nt;
  for (let r = 0; r < runs.count; r++) {
    const runFirst = runs.first[r]!;
    const runLast = runs.last[r]!;
    for (let i = runFirst; i <= runLast; i++) {
      if (nt.roles[i] !== Role.Free) continue;
      const last = pass === 'multiword' ? multiword(nt, i, runLast) : single(nt, i, runFirst, runLast);
      if (last !== undefined) i = last;
    }
  }
}

const PREPOSITIONS = new WordsInPlace(PLACE_PREPOSITIONS);
const WEAK_PREPOSITIONS = new WordsInPlace(WEAK_PLACE_PREPOSITIONS);
const CUE_WORDS = new WordsInPlace(PLACE_CUE_WORDS);

function cueBefore(nt: NameText, t: CapToken): 'strong' | 'weak' | undefined {
  const { text } = nt;
  let start = wordStartBefore(text, t.start);
  let end = wordEndBefore(text, t.start);
  if (start >= 0 && isWordAt(text, start, end, 'the')) {
    end = wordEndBefore(text, start);
    start = wordStartBefore(text, start);
  }
  if (start < 0 || !PREPOSITIONS.has(text, start, end)) return undefined;
  const v = wordStartBefore(text, start);
  if (v >= 0 && CUE_WORDS.hasLowerCased(text, v, wordEndBefore(text, start))) return 'strong';
  return WEAK_PREPOSITIONS.has(text, start, end) ? 'weak' : undefined;
}

function multiword(nt: NameText, i: number, runLast: number): number | undefined {
  if (i === runLast || (nt.gaps[i] !== Gap.Space && nt.gaps[i] !== Gap.Connector) || !mayStartPlaceName(nt.text, nt.tokens[i]!)) return undefined;
  for (let n = Math.min(MAX_PLACE_WORDS, runLast - i + 1); n >= 2; n--) {
    const last = i + n - 1;
    let ok = true;
    for (let k = i; k < last; k++) if (nt.roles[k + 1] !== Role.Free || (nt.gaps[k] !== Gap.Space && nt.gaps[k] !== Gap.Connector)) ok = false;
    if (!ok) continue;
    const tier = phraseTier(nt.text.slice(nt.tokens[i]!.start, nt.tokens[last]!.end));
    if (tier >= 2 || (tier === 1 && cueBefore(nt, nt.tokens[i]!))) {
      claim(nt, i, last, Role.Place, 0.8);
      return last;
    }
  }
  return undefined;
}

/** The gazetteer key of several words. */
function placeKey(words: string): string {
  const key = foldKey(words);
  // Space and connector gaps hold single blanks: only a no-break space needs replacing.
  return key.includes('\u00a0') ? key.replace(/\s+/g, ' ') : key;
}

const startsMemo = new BoundedMemo<string, boolean>(50_000);

/** Whether some place name of several words starts with this token ("New", "St.", "Rio"). */
function mayStartPlaceName(text: string, t: CapToken): boolean {
  // The token's key, unless its span goes on past the word ("St.", "Workers’").
  const first = t.end - t.start === t.word.length ? t.key : foldKey(text.slice(t.start, t.end));
  return startsMemo.get(first, (f) => MULTIWORD_FIRST.has(f) || startsPlaceName(f));
}

// By the phrase as written: the same phrases recur, and folding one cost more than looking it up.
const phraseTiers = new BoundedMemo<string, number>(50_000);

/** The gazetteer tier of a phrase of several words; 3 for MULTIWORD_PLACES. */
function phraseTier(words: string): number {
  return phraseTiers.get(words, (w) => {
    const key = placeKey(w);
    return MULTIWORD.has(key) ? 3 : placeTier(key);
  });
}

// "nata a Milano", "nacido en Sevilla", "née à Lyon", "nascido em Braga": born in, in the languages of
// Latin script (a surname that is also a town's name is the town there); also after the date of
// birth ("nato il 14 marzo 1987 a Milano") and for where one lives ("residente a Roma",
// "domiciliada en Cádiz").
const BORN_IN_BEFORE = /(?<![\p{L}])(?:nat[oaie]|nacid[oa]s?|nascid[oa]s?|n[ée]e?s?|residente?s?|residenti|domiciliad[oa]s?|domiciliat[oaie])[ \t]+(?:a|ad|en|em|à)[ \t]+$/iu;
// The same after the date of birth, asked only when a digit ends the word before the preposition.
const BORN_ON_IN_BEFORE = /(?<![\p{L}])(?:nat[oaie]|nacid[oa]s?|nascid[oa]s?|n[ée]e?s?)[ \t]+(?:(?:il|el|em|le|o)[ \t]+)?[\p{L}\p{N} /.-]{0,24}\d[ \t]+(?:a|ad|en|em|à)[ \t]+$/iu;

/** Whether a cue of birth or residence and a preposition end the text right before `start` (BORN_IN_BEFORE, BORN_ON_IN_BEFORE). */
function bornInBefore(text: string, start: number): boolean {
  if (BORN_IN_BEFORE.test(text.slice(Math.max(0, start - 24), start))) return true;
  let k = start - 1;
  while (k >= 0 && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k--;
  while (k >= 0 && text.charCodeAt(k) !== 32 && text.charCodeAt(k) !== 9) k--;
  while (k >= 0 && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k--;
  const c = text.charCodeAt(k);
  return c >= 48 && c <= 57 && BORN_ON_IN_BEFORE.test(text.slice(Math.max(0, start - 48), start));
}

const ABBREVIATION_BEFORE_NUMBER = /^\.[ \t]?\d/;
const ROMANCE_SENTENCE_GOES_ON = /^[ \t](?!(?:is|was|has|had|and|in|on|at|of)(?![\p{L}]))\p{Ll}/u;

function single(nt: NameText, i: number, runFirst: number, runLast: number): number | undefined {
  const t = nt.tokens[i]!;
  if (t.initial) return undefined;
  const f = facts(t);
  // "Taşova District", "District of Kyrenia".
  if (i < runLast && nt.gaps[i] === Gap.Space && facts(nt.tokens[i + 1]!).placeHead && nt.roles[i + 1] === Role.Free && !f.common) {
    claim(nt, i, i + 1, Role.Place, 0.75);
    return i + 1;
  }
  if (f.placeHead && i < runLast && nt.gaps[i] === Gap.Connector && nt.roles[i + 1] === Role.Free && !facts(nt.tokens[i + 1]!).common) {
    claim(nt, i, i + 1, Role.Place, 0.75);
    return i + 1;
  }
  if (t.allCaps) {
    // "UK", "USA", and large places written in capitals ("ATHENS —" in a dateline).
    if (t.word === 'UK' || t.word === 'USA' || (t.word.length >= 4 && f.place >= 3 && !f.common && !f.given && !f.family)) claim(nt, i, i, Role.Place, 0.7);
    return undefined;
  }
  if (f.calendar || f.honorific || f.orgHead) return undefined;
  const tier = cues(t).region ? 3 : f.place;
  // "Pag. 1 de 4", "Art. 5": a short word cut by a full stop before a number is an abbreviation
  // (page, article), not the town of that name ("flew to Pag. 3 of us…" after a place's cue is); "Este fax contiene…": a Romance demonstrative or
  // preposition opening a sentence before a word in lower case (not English's verbs: "Este is a
  // town") is the word, though a town is called so.
  if (tier < 3 && ((t.word.length <= 4 && ABBREVIATION_BEFORE_NUMBER.test(nt.text.slice(t.end, t.end + 4)) && !placeCue(nt, i)) || (t.sentenceStart && isRomanceFunctionWord(t.key) && ROMANCE_SENTENCE_GOES_ON.test(nt.text.slice(t.end, t.end + 8))))) return undefined;
  if (tier < 2 && (isDemonym(t) || cues(t).demonymEnding)) return undefined;
  const name = f.given || f.family;
  // A town's name that is a person's too, right before a listed family name, is a name: a
  // person's or a firm's named after its founders ("Paris Hilton", "Keller Williams"). Both
  // words are taken, as a person's (a firm's name of people names them).
  if (name && !f.common && t.word.length >= 3 && i < runLast && nt.gaps[i] === Gap.Space && nt.roles[i + 1] === Role.Free && beforeSurname(nt.tokens[i + 1]!)) {
    claim(nt, i, i + 1, Role.Person, 0.6);
    return i + 1;
  }
  // The cue is looked up only where the score depends on it: most words are common and no
  // known place, which no cue makes one.
  let score = 0;
  // A given name alone is a person's ("I met Mary yesterday"), a place only after a cue.
  if (tier >= 3) score = !f.common && !name ? 0.8 : placeCue(nt, i) && !(f.common && t.sentenceStart) ? 0.7 : !f.common && !f.given && !t.sentenceStart ? 0.65 : 0;
  else if (tier === 2) {
    if (!f.common && !name) score = 0.75;
    else {
      const cue = placeCue(nt, i);
      score = cue === 'strong' || (cue && !f.common) ? 0.7 : 0;
    }
  }
  // A small place that is a rarer English word too needs a cue when alone in its run, or among
  // common words only: `Logon` (a SQL Server ERRORLOG's source column, Windows 4624's `New
  // Logon:`, a town of the lists), `Ios 18.1`, `Leones)` are the words; `carrer Prat Gran, 12` a
  // street's name.
  else if (tier === 1) score = f.common ? (placeCue(nt, i) === 'strong' ? 0.65 : 0) : placeCue(nt, i) ? 0.7 : !name && !t.sentenceStart && (!f.rare || uncommonBeside(nt, i, runFirst, runLast)) ? 0.6 : 0;
  // An unknown word right after a place cue, alone in its run: "lived in Kalogrea". Not a
  // language's name ("Name in Latin:", "written in Swahili").
  else if (!f.common && f.known !== 'demonym' && !isTermOfArt(t.key) && (!name || bornInBefore(nt.text, t.start)) && runFirst === runLast) {
    const cue = placeCue(nt, i);
    // "in Vim", "in Emacs": a word of the rarer English or software lists names no place after a bare "in".
    score = cue === 'strong' ? 0.75 : cue && !(f.rare && t.word.length >= 3) ? 0.6 : 0;
  }
  if (score === 0) return undefined;
  claim(nt, i, i, Role.Place, score);
  return i;
}

/** Whether the run runFirst..runLast holds a word other than the token at `i` that is no common word. */
function uncommonBeside(nt: NameText, i: number, runFirst: number, runLast: number): boolean {
  for (let k = runFirst; k <= runLast; k++) if (k !== i && !facts(nt.tokens[k]!).common) return true;
  return false;
}

/** A listed family name that is no common word and no town of 15,000 people or more, not in capitals. */
function beforeSurname(t: CapToken): boolean {
  const f = facts(t);
  return f.family && !f.common && !f.calendar && f.place < 2 && !t.allCaps && !t.initial && t.word.length >= 3;
}

/** cueBefore the token at `i`, or a weak cue when it follows a place and a comma ("Großbottwar, Germany"). */
// A form field or JSON key named for a place: "City: Berlin", "\"city\":\"Berlin\"", "ort=Berlin".
const PLACE_FIELD_BEFORE = /(?<![\p{L}\p{N}_])(?:city|town|country|hometown|birthplace|place of birth|ort|stadt|wohnort|ville|ciudad|città|plaats|miasto)["']?[ \t]*[:=][ \t]*["']?$/iu;

/** What PLACE_FIELD_BEFORE needs right before `start`: a quote or not, blanks or not, and ":" or "=". */
function mayEndPlaceField(text: string, start: number): boolean {
  let k = start - 1;
  const q = text.charCodeAt(k);
  if (q === 34 || q === 39) k--;
  while (k >= 0 && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k--;
  const c = text.charCodeAt(k);
  return c === 58 || c === 61;
}

/** What BORN_IN_BEFORE needs right before `start`: blanks after "a", "ad", "en", "em" or "à", in any case. */
function mayEndBornIn(text: string, start: number): boolean {
  let k = start - 1;
  while (k >= 0 && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k--;
  if (k === start - 1) return false;
  const c = text.charCodeAt(k) | 0x20;
  return c === 97 || c === 100 || c === 110 || c === 109 || c === 0xe0;
}

function placeCue(nt: NameText, i: number): 'strong' | 'weak' | undefined {
  const t = nt.tokens[i]!;
  const cue = cueBefore(nt, t);
  if (cue) return cue;
  if (mayEndPlaceField(nt.text, t.start) || mayEndBornIn(nt.text, t.start)) {
    if (PLACE_FIELD_BEFORE.test(nt.text.slice(Math.max(0, t.start - 24), t.start)) || bornInBefore(nt.text, t.start)) return 'strong';
  }
  // Only a town of the gazetteers: a unit's word may follow the street so ("Calle Fresno 112, Int. 3").
  if (facts(t).place > 0 && afterStreet(nt, t.start)) return 'strong';
  return i > 0 && nt.roles[i - 1] === Role.Place && /^,[ \t]?$/.test(nt.text.slice(nt.tokens[i - 1]!.end, t.start)) ? 'weak' : undefined;
}

/**
 * A street address with its house number, then a comma, right before `start`: the town that
 * follows it is the address's own ("12 Baker Street, London was inspected": London, no person).
 */
function afterStreet(nt: NameText, start: number): boolean {
  let k = start - 1;
  if (nt.text.charCodeAt(k) === 32 || nt.text.charCodeAt(k) === 9) k--;
  return nt.text.charCodeAt(k) === 44 && nt.streetEnds.has(k);
}
