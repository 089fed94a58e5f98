import type { NameText } from './names-analysis.js';
import { FOREIGN_COMMON_WORDS } from './names-foreign-words.js';
import { FOREIGN_CALENDAR_KEYS } from './names-cues.js';
import { GermanText } from './names-german.js';
import { RomanceText } from './names-romance.js';
import { opensSentenceOfOtherLanguage } from './names-language-openers.js';
import { isChatWord } from './names-register.js';
import { isAsciiLower } from '../lib/char-codes.js';
import type { Word } from './names-line-words.js';
import type { WordFacts } from './names-words.js';

/**
 * The one reading of an informal line's language that the lower-case name rules
 * (names-informal's findLowercase and findInformalNames) ask: only English word lists ship, so in
 * a line of another language the lists' given names, firms and places are its ordinary words
 * ("mijn pakket staat nog bij de buren", "Dzina la mwini malo", "pa malo awa"), and its words no
 * list knows are its verbs and nouns. Made once per call and reset per line; each part is read
 * at its first question only (most lines ask none: they hold no lower-case candidate).
 * - written in another language (`writtenAt`): two different words of CHAT_WORDS on the line, or
 *   the block around it known by its function words (German, the Romance languages, those of
 *   opensSentenceOfOtherLanguage);
 * - a given name read as a word of the line (`givenNameIsWordAt`): beside a common word of
 *   another language, or on a line three or more of whose lower-case words, over a third of the
 *   line's, are no word of the lists or a common word or a month of another language; unless it
 *   is a key's value (`U=gareth P=local`: a log's value is a name whatever the line's other words
 *   are). Words in capitals are not counted ("J. cole is a Living Legend");
 * - muted (`muted`): fewer than three words (a cell, a value, a title: `nginx`, `webprod`), or
 *   written mostly in such words, capitals counted (over a third of them, or over half when
 *   two): a word no list knows says nothing of a name there;
 * - `holdsForeignWord`: a common word of another language on the line ("Pokud Novák nezaplatí"):
 *   its unknown lower-case words are its own (a verb), no surname after a one-word name.
 */
export class LineLanguage {
  private words: readonly Word[] = [];
  // Each part: -1 not asked yet on this line, 0 no, 1 yes.
  private written = -1;
  private share = -1;
  private mutedLine = -1;
  private foreign = -1;

  constructor(private readonly nt: NameText, private readonly german: GermanText) {}

  /** Starts reading the next line: its words, in text order. */
  reset(words: readonly Word[]): void {
    this.words = words;
    this.written = this.share = this.mutedLine = this.foreign = -1;
  }

  /**
   * Whether the line is written in another language: its chat words, or the block around `w`
   * (the first word asked about: a line seldom spans two blocks of the LanguageText maps).
   */
  writtenAt(w: Word): boolean {
    if (this.written < 0) this.written = twoChatWords(this.words) || this.german.at(w.start) || (this.nt.romance ??= new RomanceText(this.nt.text)).at(w.start) || opensSentenceOfOtherLanguage(this.nt, w.start, w.end) ? 1 : 0;
    return this.written === 1;
  }

  /**
   * Whether the lower-case word words[k], which the lists hold as a given name, is a word of the
   * line's own language: beside a common word of another language ("mwini malo"), or on a line
   * mostly of such words ("pa malo awa"), unless it is a key's value. Places and known people
   * are not asked this: a place in lower case is one in any language ("di bandung", "do sklepu
   * paris"); a given name is often a word of another language too (Chichewa "malo", land).
   */
  givenNameIsWordAt(k: number): boolean {
    const w = this.words[k]!;
    if (this.foreignBeside(k)) return true;
    if (inKeyValue(this.nt.text, w)) return false;
    if (this.share < 0) this.count();
    return this.share === 1;
  }

  /** Whether a word no list knows says nothing of a name on the line (fewer than three words, or mostly words of no list). */
  muted(): boolean {
    if (this.mutedLine < 0) this.count();
    return this.mutedLine === 1;
  }

  /** Whether a common word of another language stands on the line. */
  holdsForeignWord(): boolean {
    if (this.foreign < 0) this.foreign = this.words.some((w) => FOREIGN_COMMON_WORDS.has(w.key)) ? 1 : 0;
    return this.foreign === 1;
  }

  /** Whether a common word of another language stands right beside words[k] (a space apart). */
  private foreignBeside(k: number): boolean {
    const text = this.nt.text;
    const next = spaceAfter(text, this.words, k);
    const prev = k > 0 && spaceAfter(text, this.words, k - 1) !== undefined ? this.words[k - 1] : undefined;
    // A word no list knows beside it is not enough: English chat's slang and typos are such ("lil wayne", "tastet heinz").
    return (prev !== undefined && FOREIGN_COMMON_WORDS.has(prev.key)) || (next !== undefined && FOREIGN_COMMON_WORDS.has(next.key));
  }

  /** The line's words of no list (or of another language's): among its lower-case words, and among all. */
  private count(): void {
    let lower = 0;
    let all = 0;
    for (const w of this.words) {
      if (!isOtherWord(w)) continue;
      all++;
      if (w.lower) lower++;
    }
    const n = this.words.length;
    this.share = lower >= 3 && lower * 3 > n ? 1 : 0;
    this.mutedLine = n < 3 || (all >= 3 && all * 3 > n) || (all >= 2 && all * 2 > n) ? 1 : 0;
  }
}

/** Two different words of CHAT_WORDS among `words`. */
function twoChatWords(words: readonly Word[]): boolean {
  let first = '';
  for (const v of words) {
    if (!CHAT_WORDS.has(v.key) || v.key === first) continue;
    if (first !== '') return true;
    first = v.key;
  }
  return false;
}

/** The word after words[k] when a single space parts them. */
function spaceAfter(text: string, words: readonly Word[], k: number): Word | undefined {
  const a = words[k]!;
  const b = words[k + 1];
  if (!b || b.start !== a.end + 1) return undefined;
  return text.charCodeAt(a.end) === 32 ? b : undefined;
}

/** A word no list knows, or a common word or a month of another language. */
function isOtherWord(w: Word): boolean {
  return isNoWordOf(w.key, w.f) || FOREIGN_COMMON_WORDS.has(w.key) || FOREIGN_CALENDAR_KEYS.has(w.key);
}

/** A word in lower-case ASCII letters that no list holds (neither English's, nor names, places, chat words). */
export function isNoWordOf(key: string, f: WordFacts): boolean {
  return !f.common && !f.rare && !f.given && !f.family && f.place === 0 && f.known === '' && !f.calendar && isAsciiLowerWord(key) && !isChatWord(key);
}

/** /^[a-z]+$/ */
function isAsciiLowerWord(key: string): boolean {
  for (let i = 0; i < key.length; i++) if (!isAsciiLower(key.charCodeAt(i))) return false;
  return key.length > 0;
}

/** "level=warn", "host: webprod", "user=kfoo": a key or a value of a log line or a config, not prose. */
export function inKeyValue(text: string, w: Word): boolean {
  const before = text.charCodeAt(w.start - 1);
  const after = text.charCodeAt(w.end);
  return before === 61 || after === 61 || after === 58 || (before === 32 && text.charCodeAt(w.start - 2) === 58 && !LOWER_AFTER.test(text.slice(w.end, w.end + 2)));
}
// A space and a lower-case letter: the sentence goes on in lower case.
const LOWER_AFTER = /^[ \t]\p{Ll}/u;

/** Whether `key` is one of CHAT_WORDS: a chat word of another language, never half of a lower-case name ("pero nada"). */
export function isOtherLanguageChatWord(key: string): boolean {
  return CHAT_WORDS.has(key);
}

/**
 * The commonest words of chats in Dutch, Spanish, French, German, Portuguese and Italian that
 * English does not write, folded (pronouns, auxiliaries, particles, adverbs of time): a short
 * line has too few of the function words the LanguageText blocks count. None is an English word
 * or a particle of names (`de`, `van`, `da`, `la`).
 */
export const CHAT_WORDS: ReadonlySet<string> = new Set(
  `mijn nog bij het een niet ook maar naar ik jij hij zij wij jullie heb hebt heeft ben bent wordt gaat kan kun moet wil vandaag morgen gisteren
  hoy ayer manana fui pero muy nada estoy estas esta tengo tienes porque donde cuando tambien ahora jaja
  je suis sais quoi mais avec pour pas tres aujourd'hui demain merci oui ca c'est j'ai
  ich nicht und ist auch heute bin habe hab noch schon nur jetzt gestern
  nao voce hoje amanha estou muito obrigado obrigada entao ta kkk
  sono oggi domani anche perche molto grazie sei stai`.split(/\s+/),
);
