/**
 * Numbers spoken in words, as a call transcript writes them: "four three, one nine" (digit by
 * digit), "twenty, thirty-two, fifty-three" (in pairs), "oh eight twenty-seven", "double-oh".
 * Each word gives its digits in order ("twenty" 20, "thirty-two" and "thirty two" 32, "oh" 0,
 * "double nine" 99), and a run's digits are theirs joined: "nineteen seventy-nine" is 1979.
 * ASCII words only: read in the windows of a cue word, never over a whole text.
 */

const UNITS: Readonly<Record<string, string>> = {
  zero: '0', oh: '0', o: '0', nought: '0', nil: '0',
  one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9',
};
const TEENS: Readonly<Record<string, string>> = {
  ten: '10', eleven: '11', twelve: '12', thirteen: '13', fourteen: '14', fifteen: '15', sixteen: '16',
  seventeen: '17', eighteen: '18', nineteen: '19',
};
const TENS: Readonly<Record<string, string>> = {
  twenty: '2', thirty: '3', forty: '4', fifty: '5', sixty: '6', seventy: '7', eighty: '8', ninety: '9',
};

export interface SpokenRun {
  start: number;
  end: number;
  /** The digits of the whole run. */
  digits: string;
  /** The digits of each part between commas or pauses ("twenty, thirty-two" → ["20", "32"]). */
  groups: string[];
}

// A word, with a hyphenated second part ("thirty-two", "double-oh").
const WORD = /[A-Za-z]+(?:-[A-Za-z]+)?/y;
// What may join two words of a run: blanks, a comma, a pause ("...", "…") or a hyphen.
const JOIN = /[ \t]*(?:,|\.\.\.|…|-)?[ \t]*/y;

/** The digits of one word, hyphenated or not; undefined when it is no number word. */
function wordDigits(word: string): string | undefined {
  const w = word.toLowerCase();
  const unit = UNITS[w] ?? TEENS[w];
  if (unit !== undefined) return unit;
  if (TENS[w] !== undefined) return `${TENS[w]}0`;
  const dash = w.indexOf('-');
  if (dash < 0) return undefined;
  const [a, b] = [w.slice(0, dash), w.slice(dash + 1)];
  if (TENS[a] !== undefined && UNITS[b] !== undefined && b !== 'oh' && b !== 'o' && b !== 'zero' && b !== 'nought' && b !== 'nil') return TENS[a] + UNITS[b];
  if ((a === 'double' || a === 'triple') && UNITS[b] !== undefined) return UNITS[b].repeat(a === 'double' ? 2 : 3);
  return undefined;
}

/**
 * The run of number words that starts at `from` (a word's start), up to `to`; undefined when
 * no number word is there. "double" and "triple" take the next word; a tens word takes a unit
 * after a blank ("seventy nine" 79).
 */
export function spokenRunAt(text: string, from: number, to: number): SpokenRun | undefined {
  const groups: string[] = [''];
  let at = from;
  let end = from;
  let pending = ''; // "double" or "triple" before its digit
  for (;;) {
    WORD.lastIndex = at;
    const m = WORD.exec(text);
    if (!m || m.index + m[0].length > to) break;
    let word = m[0];
    // "four-three": two number words parted by a hyphen, read one at a time.
    if (word.includes('-') && wordDigits(word) === undefined) word = word.slice(0, word.indexOf('-'));
    const after = m.index + word.length;
    // A word glued to a letter or digit after it ("oh8") is no number word.
    const next = text.charCodeAt(after);
    if ((next >= 48 && next <= 57) || next === 95) break;
    const lower = word.toLowerCase();
    let digits: string | undefined;
    if (lower === 'double' || lower === 'triple') {
      if (pending) break;
      pending = lower;
    } else {
      digits = wordDigits(word);
      if (digits === undefined) break;
      if (pending) {
        if (digits.length !== 1) break;
        digits = digits.repeat(pending === 'double' ? 2 : 3);
        pending = '';
      }
      const group = groups[groups.length - 1]!;
      // "seventy nine": a unit after a round tens word, parted by a blank only.
      const blankOnly = /^[ \t]+$/.test(text.slice(end, m.index));
      if (digits.length === 1 && digits !== '0' && blankOnly && /[2-9]0$/.test(group) && TENS[lastWord(text, end)] !== undefined) {
        groups[groups.length - 1] = group.slice(0, -1) + digits;
      } else groups[groups.length - 1] = group + digits;
      end = after;
    }
    JOIN.lastIndex = after;
    const j = JOIN.exec(text)!;
    if (j[0].length === 0) break;
    if (/[,.…]/.test(j[0]) && !pending) groups.push('');
    at = after + j[0].length;
  }
  if (end === from) return undefined;
  const kept = groups.filter((g) => g !== '');
  return { start: from, end, digits: kept.join(''), groups: kept };
}

/** The lower-case word that ends at `end`. */
function lastWord(text: string, end: number): string {
  let s = end;
  while (s > 0 && /[A-Za-z]/.test(text[s - 1]!)) s--;
  return text.slice(s, end).toLowerCase();
}

/**
 * Each run of number words starting in text[from, to) (at a word's start), in order, none
 * inside another.
 */
export function* spokenRuns(text: string, from: number, to: number): Iterable<SpokenRun> {
  const re = /[A-Za-z]+/g;
  re.lastIndex = from;
  for (let m = re.exec(text); m !== null && m.index < to; m = re.exec(text)) {
    const before = m.index > 0 ? text.charCodeAt(m.index - 1) : 32;
    if ((before >= 48 && before <= 57) || before === 95 || before === 39 || before === 8217 || before > 127) continue;
    const run = spokenRunAt(text, m.index, to);
    if (!run) continue;
    yield run;
    re.lastIndex = run.end;
  }
}

/** A lower-case ASCII word's hash, as hasNumberWords computes it letter by letter (a small integer). */
function wordHash(word: string): number {
  let h = 0;
  for (let i = 0; i < word.length; i++) h = (h * 33 + word.charCodeAt(i)) & 0xfffff;
  return h & 8191;
}

// The number words' hashes, as a table of 8,192 bits in bytes: another word may share one (a
// pre-test only: the runs are read word by word after it).
const NUMBER_WORD_HASHES = new Uint8Array(8192);
for (const w of [...Object.keys(UNITS), ...Object.keys(TEENS), ...Object.keys(TENS), 'double', 'triple']) NUMBER_WORD_HASHES[wordHash(w)] = 1;

/**
 * Whether text[from, to) may hold at least `atLeast` number words (a hyphen parts two): a test
 * of one pass over the characters, without a string, a regex or a set, that sends most windows
 * of a cue word (every "card", "account" of a page) away before they are read word by word.
 */
export function hasNumberWords(text: string, from: number, to: number, atLeast: number): boolean {
  let count = 0;
  let h = 0;
  let len = 0;
  for (let i = from; i <= to; i++) {
    const c = i < to ? text.charCodeAt(i) | 0x20 : 0;
    if (c >= 97 && c <= 122) {
      h = (h * 33 + c) & 0xfffff;
      len++;
      continue;
    }
    if (len > 0 && len <= 9 && NUMBER_WORD_HASHES[h & 8191] === 1 && ++count >= atLeast) return true;
    h = 0;
    len = 0;
  }
  return false;
}
