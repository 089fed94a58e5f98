import type { PositionList } from '../../engine/types.js';
import { Positions } from '../../engine/scan/index.js';
import { BoundedMemo } from '../lib/bounded-memo.js';
/**
 * Which lines of a text are informal (chat, posts, comments): there capitalisation says less,
 * so names are looked for in lower case and in a few places where prose would not have one.
 * A line is informal when it opens in lower case (the text's first line), a sentence opens in
 * lower case after `!` or `?`, the pronoun `i` stands alone, or it carries a mark of chat: an
 * emoji or emoticon, `!!`/`??`, a hashtag, or a chat word (`lol`, `omg`, `dont`, `gonna`); and
 * every line of a paragraph (up to a blank line) that ends without a full stop, `?`, `!` or
 * other closing punctuation: a post, a comment, a title or a cell. Hard-wrapped prose ends its
 * paragraphs with one, so it pays a few regular expression passes.
 */
const MARK = new RegExp(
  [
    String.raw`^[a-z]`,
    String.raw`[!?][ \t]+[a-z]`,
    String.raw`(?:^|[ \t])i[ \t'’]`,
    // Emoji (pictographs, dingbats, symbols and arrows of the emoji blocks; not ©, ® or ™).
    String.raw`[\u{1F000}-\u{1FAFF}\u{2600}-\u{27BF}\u{2B50}]`,
    String.raw`(?<![\p{L}\p{N}])[:;]-?[()DPp](?![\p{L}\p{N}])|<3`,
    String.raw`[!?]{2}`,
    String.raw`(?<![\p{L}\p{N}&])#\p{L}`,
  ].join('|'),
  'gu',
);

// Words that only chat and posts use (general usage, not taken from any data set), in any case.
const CHAT_WORDS = 'lol|lols|lmao|lmfao|rofl|omg|omfg|smh|tbh|idk|btw|wtf|imo|imho|ikr|xd|pls|plz|gonna|wanna|gotta|dont|didnt|doesnt|isnt|wasnt|cant|ive|youre|theyre|thats|whats|yall|aint|kinda|sorta|cuz|coz|tho|bruh|yeah|yea|yep|nope|nah|ugh|dude|bro';
// One syllable said again ("haha", "jejeje", "kekeke"): not two different ones, which spell
// names and words ("Jake", "Hilo").
const LAUGH = '(?:ha(?:ha)+|he(?:he)+|hi(?:hi)+|lo(?:lo)+|ja(?:ja)+|je(?:je)+|ke(?:ke)+)h?';
// ASCII word boundaries (several times faster than Unicode look-arounds); a match inside a word
// with other letters ("Cantürk") is dropped by hasWordAround.
const CHAT = new RegExp(String.raw`\b(?:${CHAT_WORDS}|${LAUGH})\b`, 'gi');
const WORD_CHAR = /[\p{L}\p{N}'’]/u;

function hasWordAround(text: string, start: number, end: number): boolean {
  return (start > 0 && WORD_CHAR.test(text[start - 1]!)) || (end < text.length && WORD_CHAR.test(text[end]!));
}
// Chat's abbreviations too (general usage): a word of the post, never a name or a body's acronym ("smooth AF", "WTH",
// "throwaway acct", "til Xmas", "someone DMed me", "happy bday", "on insta").
const CHAT_ABBREVIATIONS = 'wth|ftw|fml|irl|afaik|iirc|jk|nvm|omw|rn|tfw|tyvm|yolo|fomo|ngl|idc|ily|brb|gtg|ttyl|gg|np|hmu|lmk|tmi|icymi|fyi|bff|tbt|ffs|stfu|gtfo|wyd|hbu|jfc|acct|tmrw|tmr|xmas|dmed|dmd|bday|insta|bestie|selfie|pics|vids';
const CHAT_KEY = new RegExp(`^(?:${CHAT_WORDS}|${CHAT_ABBREVIATIONS}|${LAUGH}|im|u|ur|ya|af|ok|okay|omfg|yo|ya|yay|yall|wow|awww*|ohh*|hmm*|lmfa+o+|lo+l|ye+s+|no+)$`);

/** A chat word or laugh (`lol`, `dont`, `hahaha`): `key` lower case, no diacritics. */
export function isChatWord(key: string): boolean {
  return chatKeys.get(key, isChatKey);
}

// Remembered per key: a log asks about the same few hundred words a million times.
const chatKeys = new BoundedMemo<string, boolean>(50_000);
const isChatKey = (key: string): boolean => CHAT_KEY.test(key);

/**
 * Lines of a text, [start(k), end(k)) in order, none overlapping, in two Int32Arrays: a log is
 * often one informal paragraph of a hundred thousand lines, which as [start, end] arrays took
 * 7 MB of the heap for 20 MB of logs.
 */
export class Lines {
  constructor(
    private readonly starts: Int32Array,
    private readonly ends: Int32Array,
  ) {}

  get count(): number {
    return this.starts.length;
  }

  start(k: number): number {
    return this.starts[k]!;
  }

  end(k: number): number {
    return this.ends[k]!;
  }
}

/**
 * Where a mark or a chat word may start, for the engine's keyword pass (the name detectors'
 * `cues`, lower case, case-insensitive): the pronoun "i" and what may follow it, the first
 * characters of the marks, the emoji blocks (their characters, and the high surrogates of
 * U+1F000-U+1FAFF), the chat words and the laughs' first two syllables.
 */
export const INFORMAL_CUES: readonly string[] = [
  'i ',
  'i\t',
  "i'",
  'i’',
  '!',
  '?',
  ...[':', ';'].flatMap((c) => ['-', '(', ')', 'd', 'p'].map((d) => c + d)),
  '<3',
  '#',
  ...Array.from({ length: 0x27bf - 0x2600 + 1 }, (_, k) => String.fromCharCode(0x2600 + k)),
  '\u2b50',
  '\ud83c',
  '\ud83d',
  '\ud83e',
  ...CHAT_WORDS.split('|'),
  ...['haha', 'hehe', 'hihi', 'lolo', 'jaja', 'jeje', 'keke'],
];

// MARK and CHAT at one place: where the cues lead (CHAT's leading \b is read on the character before).
const MARK_AT = new RegExp(MARK.source, 'uy');
const CHAT_AT = new RegExp(CHAT.source.slice(2), 'iy');
const isAsciiWordCode = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;

/**
 * The [start, end) of each informal line of `text`, in order. `cueHits`: where INFORMAL_CUES
 * occur (a superset will do: each place is read again), from the engine's keyword pass; MARK
 * and CHAT are then read there only, not over the whole text (each cost ~0.6 ms a page of
 * prose: irregexp tries their alternatives at every character).
 */
export function informalLines(text: string, cueHits?: PositionList): Lines {
  const starts = new Positions();
  const ends = new Positions();
  // Every line of an unpunctuated paragraph is informal whatever it holds: the marks are not
  // looked for there (a log is often one such paragraph of a million lines). A mark found in
  // one sends the search to the paragraph's end; no mark spans two lines.
  const covered: number[] = [];
  addUnpunctuatedParagraphs(text, starts, ends, covered);
  if (cueHits) {
    addMarkedLines(text, cueHits, covered, starts, ends);
    return inOrder(starts.done(), ends.done());
  }
  for (const re of [MARK, CHAT]) {
    re.lastIndex = 0;
    let c = 0;
    for (;;) {
      // A search that would start inside such a paragraph starts at its end.
      while (c < covered.length && covered[c + 1]! <= re.lastIndex) c += 2;
      if (c < covered.length && covered[c]! <= re.lastIndex) re.lastIndex = covered[c + 1]!;
      const m = re.exec(text);
      if (!m) break;
      while (c < covered.length && covered[c + 1]! <= m.index) c += 2;
      if (c < covered.length && covered[c]! <= m.index) {
        re.lastIndex = Math.max(covered[c + 1]!, m.index + 1);
        continue;
      }
      if (re === CHAT && hasWordAround(text, m.index, m.index + m[0].length)) continue;
      const start = text.lastIndexOf('\n', m.index) + 1;
      let end = text.indexOf('\n', m.index);
      if (end < 0) end = text.length;
      starts.push(start);
      ends.push(end);
      re.lastIndex = Math.max(end, m.index + 1);
    }
  }
  return inOrder(starts.done(), ends.done());
}

/**
 * The lines informalLines' global searches with MARK and CHAT add, from the places of the cues:
 * every line outside `covered` that holds a match of either. A line is pushed once a match
 * (inOrder drops the repeats). MARK's matches start at a cue, or on the blank before an "i", or
 * at the text's start; CHAT's at a cue after no ASCII word character (its \b), with no word
 * around (hasWordAround).
 */
function addMarkedLines(text: string, cueHits: PositionList, covered: readonly number[], starts: Positions, ends: Positions): void {
  let c = 0;
  let lineEnd = -1;
  const outside = (p: number) => {
    while (c < covered.length && covered[c + 1]! <= p) c += 2;
    return !(c < covered.length && covered[c]! <= p);
  };
  const push = (p: number) => {
    const start = text.lastIndexOf('\n', p) + 1;
    let end = text.indexOf('\n', p);
    if (end < 0) end = text.length;
    starts.push(start);
    ends.push(end);
    lineEnd = end;
  };
  const markAt = (p: number) => {
    MARK_AT.lastIndex = p;
    return MARK_AT.test(text);
  };
  if (text.length > 0 && outside(0) && markAt(0)) push(0);
  for (let k = 0; k < cueHits.length; k++) {
    const h = cueHits[k]!;
    // The rest of a line already pushed: nothing more to add.
    if (h < lineEnd) continue;
    const before = h > 0 ? text.charCodeAt(h - 1) : -1;
    if ((before === 32 || before === 9) && outside(h - 1) && markAt(h - 1)) {
      push(h - 1);
      continue;
    }
    if (!outside(h)) {
      // The later hits inside the same covered span (every line of a log) are passed over too.
      const spanEnd = covered[c + 1]!;
      while (k + 1 < cueHits.length && cueHits[k + 1]! < spanEnd) k++;
      continue;
    }
    if (markAt(h)) {
      push(h);
      continue;
    }
    if (isAsciiWordCode(before)) continue;
    CHAT_AT.lastIndex = h;
    const m = CHAT_AT.exec(text);
    if (m !== null && !hasWordAround(text, h, h + m[0].length)) push(h);
  }
}

/**
 * Lines given by their starts and ends (a line may come twice: marked by MARK and by CHAT) in
 * order, each once. Lines don't overlap, so their starts and their ends sort alike: each list
 * is sorted on its own, as numbers.
 */
function inOrder(starts: Int32Array, ends: Int32Array): Lines {
  starts.sort();
  ends.sort();
  let n = 0;
  for (let k = 0; k < starts.length; k++) {
    if (n > 0 && starts[k] === starts[n - 1]) continue;
    starts[n] = starts[k]!;
    ends[n] = ends[k]!;
    n++;
  }
  return new Lines(starts.subarray(0, n), ends.subarray(0, n));
}

/**
 * The lines of every paragraph (lines up to a blank line) that ends without a full stop,
 * question or exclamation mark: a post, a comment, a title, a cell; hard-wrapped prose ends its
 * paragraphs with one. Each line's start and end are pushed to `starts` and `ends`, each such
 * paragraph's [start, end) to `covered`.
 */
function addUnpunctuatedParagraphs(text: string, starts: Positions, ends: Positions, covered: number[]): void {
  for (let ps = 0; ps < text.length; ) {
    const blank = blankLineAt(text, ps);
    const pe = blank >= 0 ? blank : text.length;
    let e = pe;
    while (e > ps && /\s/.test(text[e - 1]!)) e--;
    if (e > ps && !/[.!?:;,"'”)\]]/.test(text[e - 1]!)) {
      covered.push(ps, pe);
      for (let ls = ps; ls < pe; ) {
        let le = text.indexOf('\n', ls);
        if (le < 0 || le > pe) le = pe;
        starts.push(ls);
        ends.push(le);
        ls = le + 1;
      }
    }
    ps = blank >= 0 ? blankLineEnd(text, blank) : text.length;
  }
}

/**
 * Where BLANK_LINE (/\n[ \t]*\n/) first matches from `from` on, or -1: each line end tried in
 * turn (the regex cost 0.3 ms a page of prose, tried at every character).
 */
function blankLineAt(text: string, from: number): number {
  for (let i = text.indexOf('\n', from); i >= 0; i = text.indexOf('\n', i + 1)) if (blankLineEnd(text, i) > 0) return i;
  return -1;
}

/** The end of BLANK_LINE's match at the line end `at`, or -1 when none is there. */
function blankLineEnd(text: string, at: number): number {
  let j = at + 1;
  while (j < text.length && (text.charCodeAt(j) === 32 || text.charCodeAt(j) === 9)) j++;
  return j < text.length && text.charCodeAt(j) === 10 ? j + 1 : -1;
}

/** The index of the line of `lines` (from informalLines) that holds `pos`; -1 when none does. */
export function lineAt(lines: Lines, pos: number): number {
  let lo = 0;
  let hi = lines.count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (lines.end(mid) <= pos) lo = mid + 1;
    else hi = mid;
  }
  return lo < lines.count && lines.start(lo) <= pos ? lo : -1;
}

/** Whether `pos` lies in one of `lines` (from informalLines). */
export function inLines(lines: Lines, pos: number): boolean {
  return lineAt(lines, pos) >= 0;
}

/**
 * "Alt. mobile: +234 …", "Sec. phone:": a short word cut by a full stop before the rest of a
 * field's label in lower case is the label's abbreviation (`Alt` is a surname too), no name.
 */
export function isAbbreviatedLabelAt(text: string, start: number, end: number): boolean {
  return end - start <= 4 && text.charCodeAt(end) === 46 && ABBREVIATED_LABEL.test(text.slice(end, end + 32));
}

const ABBREVIATED_LABEL = /^\.[ \t]+\p{Ll}+(?:[ \t]+\p{Ll}+)?[ \t]*:/u;

/**
 * A label before a value ("Isikukood: 3760…", "TVA FR40 3…", "NISS 85…"): followed by a colon,
 * `#`, `=` or digits; or a quoted key before its value (`{"LastName":"…"}`, `'Owner' = …`).
 */
export function isLabelAt(text: string, end: number): boolean {
  // What the pattern needs, tested by code first: a quote at `end`, or past the blanks (in its
  // eight characters) a ":", "#", "=", "(", a capital or a digit. Most words are followed by none.
  const c = end < text.length ? text.charCodeAt(end) : -1;
  if (c !== 34 && c !== 39 && c !== 0x201d && c !== 0x2019) {
    let j = end;
    while (j < end + 8 && j < text.length && (text.charCodeAt(j) === 32 || text.charCodeAt(j) === 9)) j++;
    if (j >= end + 8 || j >= text.length) return false;
    const d = text.charCodeAt(j);
    if (!(d === 58 || d === 35 || d === 61 || d === 40 || (d >= 65 && d <= 90) || (d >= 48 && d <= 57))) return false;
  }
  return /^(?:[ \t]*(?:[:#=]|\(?[A-Z]{0,3}\d)|["'”’][ \t]*[:=])/.test(text.slice(end, end + 8));
}

/**
 * "Teléfono móvil: …", "Fecha de nacimiento: …", "Correo electrónico: …": where the line of `pos`
 * opens with a capitalised word and one to three words in lower case before a colon, the label
 * of a form's field (in any language), or with such a label and its translation after a "/"
 * ("Emri i babait / Ime oca: …"), the end of that label; -1 when the line opens with none
 * or with a speaker or a sentence ("Kalinda wrote: …", "Muselk is the best: …").
 */
export function formLabelEnd(text: string, pos: number): number {
  const lineStart = text.lastIndexOf('\n', pos - 1) + 1;
  // FORM_LABEL opens with blanks and a capital: a line that opens with a digit or "{" (a log's) has none.
  let j = lineStart;
  while (j < lineStart + 80 && j < text.length && (text.charCodeAt(j) === 32 || text.charCodeAt(j) === 9)) j++;
  const c = j < lineStart + 80 && j < text.length ? text.charCodeAt(j) : -1;
  if (c < 65 || (c > 90 && c < 128)) return -1;
  const line = text.slice(lineStart, lineStart + 80);
  const m = FORM_LABEL.exec(line);
  if (m !== null) return SPEECH_WORDS.test(m[1]!) ? -1 : lineStart + m[0].length - 1;
  const b = BILINGUAL_LABEL.exec(line);
  return b === null || SPEECH_WORDS.test(b[1]!) || SPEECH_WORDS.test(b[2]!) ? -1 : lineStart + b[0].length - 1;
}

const FORM_LABEL = /^[ \t]*\p{Lu}\p{Ll}+((?:[ \t]+\p{Ll}+){1,3})[ \t]*:(?!\/\/)/u;
// "Emri / Ime:", "Vendi i lindjes / Mesto rođenja:": a label in two languages, as the forms of
// bilingual states print them (Kosovo's civil status certificates: Albanian / Serbian).
const BILINGUAL_LABEL = /^[ \t]*\p{Lu}\p{Ll}+((?:[ \t]+\p{Ll}+){0,3})[ \t]*\/[ \t]*\p{Lu}\p{Ll}+((?:[ \t]+\p{Ll}+){0,3})[ \t]*:(?!\/\/)/u;
// A speaker's verb, or a sentence's verb or article ("Muselk is the best: …"): no label.
const SPEECH_WORDS = /(?<!\p{L})(?:is|are|was|were|be|has|have|had|will|would|can|the|an|my|your|his|her|our|their|this|that|said|says|wrote|writes|asked|asks|replied|replies|dice|dijo|escribió|scrive|scrisse|disse|dit|écrit|schrieb|schreibt)(?!\p{L})/u;

/**
 * Capitals that name an identifier rather than a body ("NHS number 943…", "NHS no: …", "NHS
 * card", "DNI 12345678Z"): followed by a number, or by a word for one.
 */
export function namesIdentifierAt(text: string, end: number): boolean {
  return ID_AFTER.test(text.slice(end, end + 12));
}

const ID_AFTER = /^(?:[ \t]*(?:number|numbers|no|nr|num|card|id|#)(?![\p{L}\p{N}])|[ \t]*[:#=]?[ \t]*\d)/iu;
