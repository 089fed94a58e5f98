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
const LAUGH = '(?:ha|he|hi|lo|ja|je|ke)(?:ha|he|hi|lo|ja|je|ke)+h?';
// ASCII word boundaries (several times faster than Unicode look-arounds); a match inside a word
// with other letters ("Cantürk") is dropped by hasWordAround.
const CHAT = new RegExp(String.raw`\b(?:${CHAT_WORDS}|${LAUGH})\b`, 'gi');
const WORD_CHAR = /[\p{L}\p{N}'’]/u;

function hasWordAround(text: string, start: number, end: number): boolean {
  return (start > 0 && WORD_CHAR.test(text[start - 1]!)) || (end < text.length && WORD_CHAR.test(text[end]!));
}
const CHAT_KEY = new RegExp(`^(?:${CHAT_WORDS}|${LAUGH}|im|u|ur|ya|af|ok|okay|omfg|yo|ya|yay|yall|wow|awww*|ohh*|hmm*|lmfa+o+|lo+l|ye+s+|no+)$`);

/** A chat word or laugh (`lol`, `dont`, `hahaha`): `key` lower case, no diacritics. */
export function isChatWord(key: string): boolean {
  return CHAT_KEY.test(key);
}

/** The [start, end) of each informal line of `text`, in order. */
export function informalLines(text: string): Array<[number, number]> {
  const starts = new Set<number>();
  const out: Array<[number, number]> = [];
  // Every line of an unpunctuated paragraph is informal whatever it holds: the marks are not
  // looked for there (a log is often one such paragraph of a million lines). A mark found in
  // one sends the search to the paragraph's end; no mark spans two lines.
  const covered: number[] = [];
  addUnpunctuatedParagraphs(text, out, covered);
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
      if (!starts.has(start)) {
        starts.add(start);
        out.push([start, end]);
      }
      re.lastIndex = Math.max(end, m.index + 1);
    }
  }
  return out.sort((a, b) => a[0] - b[0]);
}

const BLANK_LINE = /\n[ \t]*\n/g;

/**
 * The lines of every paragraph (lines up to a blank line) that ends without a full stop,
 * question or exclamation mark: a post, a comment, a title, a cell; hard-wrapped prose ends its
 * paragraphs with one. Each such paragraph's [start, end) is appended to `covered`. Its lines
 * are not added to informalLines' set of line starts: the paragraphs don't overlap, and a mark
 * is never looked for in them, nor does one found elsewhere open a line in them (no mark starts
 * at a line break), so no other line can start where one of theirs does (a column of a million
 * cells is a million lines).
 */
function addUnpunctuatedParagraphs(text: string, out: Array<[number, number]>, covered: number[]): void {
  for (let ps = 0; ps < text.length; ) {
    BLANK_LINE.lastIndex = ps;
    const m = BLANK_LINE.exec(text);
    const pe = m ? m.index : text.length;
    let e = pe;
    while (e > ps && /\s/.test(text[e - 1]!)) e--;
    if (e > ps && !/[.!?:;,"'”)\]]/.test(text[e - 1]!)) {
      covered.push(ps, pe);
      for (let ls = ps; ls < pe; ) {
        let le = text.indexOf('\n', ls);
        if (le < 0 || le > pe) le = pe;
        out.push([ls, le]);
        ls = le + 1;
      }
    }
    ps = m ? m.index + m[0].length : text.length;
  }
}

/** The index of the line of `lines` (sorted, from informalLines) that holds `pos`; -1 when none does. */
export function lineAt(lines: ReadonlyArray<readonly [number, number]>, pos: number): number {
  let lo = 0;
  let hi = lines.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (lines[mid]![1] <= pos) lo = mid + 1;
    else hi = mid;
  }
  return lo < lines.length && lines[lo]![0] <= pos ? lo : -1;
}

/** Whether `pos` lies in one of `lines` (sorted, from informalLines). */
export function inLines(lines: ReadonlyArray<readonly [number, number]>, pos: number): boolean {
  return lineAt(lines, pos) >= 0;
}

/**
 * A label before a value ("Isikukood: 3760…", "TVA FR40 3…", "NISS 85…"): followed by a colon,
 * `#`, `=` or digits; or a quoted key before its value (`{"LastName":"…"}`, `'Owner' = …`).
 */
export function isLabelAt(text: string, end: number): boolean {
  return /^(?:[ \t]*(?:[:#=]|\(?[A-Z]{0,3}\d)|["'”’][ \t]*[:=])/.test(text.slice(end, end + 8));
}

/**
 * "Teléfono móvil: …", "Fecha de nacimiento: …", "Correo electrónico: …": where the line of `pos`
 * opens with a capitalised word and one to three words in lower case before a colon, the label
 * of a form's field (in any language), the end of that label; -1 when the line opens with none
 * or with a speaker or a sentence ("Kalinda wrote: …", "Muselk is the best: …").
 */
export function formLabelEnd(text: string, pos: number): number {
  const lineStart = text.lastIndexOf('\n', pos - 1) + 1;
  const m = FORM_LABEL.exec(text.slice(lineStart, lineStart + 80));
  return m === null || SPEECH_WORDS.test(m[1]!) ? -1 : lineStart + m[0].length - 1;
}

const FORM_LABEL = /^[ \t]*\p{Lu}\p{Ll}+((?:[ \t]+\p{Ll}+){1,3})[ \t]*:(?!\/\/)/u;
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
