/**
 * Whether the text around a position is written in a language known by its commonest function
 * words that English does not write (articles, prepositions, pronouns, auxiliaries): two
 * different ones in the block around the position answer. The German and the Spanish-or-Italian
 * checks of the name rules (names-german.ts, names-romance.ts) are such texts, each with its
 * words. Answered once per block of text, for the words the capitalisation rules would take.
 */
export class LanguageText {
  /** Per block of BLOCK characters: 0 not asked yet, 1 not in the language, 2 in it (the phases ask again and again). */
  private answers: Uint8Array | undefined;

  /**
   * `functionWord` matches one function word as its group 1 (a capital only where it may open a
   * sentence), or, where its pattern has one, a letter of a kind as its group 2: `kindWord` then
   * tells whether the word around it counts (the word's end, or -1 when it does not), and all
   * such words count as one cue together (German's words in lower case with an umlaut,
   * "übernimmt", "schönes"; a single letter is found faster than a word's pattern). `letters`,
   * when given, must occur in the block first (Polish's "ą", "ę", "ł"…: one character class
   * searched fast spares the words' scan in the other languages).
   */
  constructor(
    private readonly text: string,
    private readonly functionWord: () => RegExp,
    private readonly kindWord?: (window: string, at: number) => number,
    private readonly letters?: RegExp,
  ) {}

  /** Whether the text around `pos` (its block of BLOCK characters and half a block each side) is in the language. */
  at(pos: number): boolean {
    const block = Math.floor(pos / BLOCK);
    const answers = (this.answers ??= new Uint8Array(Math.floor(this.text.length / BLOCK) + 1));
    const known = block < answers.length ? answers[block]! : 0;
    if (known !== 0) return known === 2;
    const from = pos - (pos % BLOCK);
    // The function words alone are matched (English text has few), and the first two differing ones answer.
    const re = this.functionWord();
    const window = this.text.slice(Math.max(0, from - BLOCK / 2), from + BLOCK + BLOCK / 2);
    re.lastIndex = 0;
    let first = '';
    let answer = false;
    if (this.letters === undefined || this.letters.test(window)) for (let m = re.exec(window); m; m = re.exec(window)) {
      let w: string;
      if (m[1] !== undefined) w = m[1].toLowerCase();
      else {
        const end = this.kindWord ? this.kindWord(window, m.index) : -1;
        if (end < 0) continue;
        re.lastIndex = end;
        w = '\u0000';
      }
      if (first === '') first = w;
      else if (w !== first) {
        answer = true;
        break;
      }
    }
    // A form or a table (a payslip's columns, a receipt) writes few function words in a block:
    // where the block writes the language's letters, a wider stretch of the text answers instead.
    if (!answer && this.letters !== undefined && this.letters.test(window)) answer = this.wideAt(from);
    if (block < answers.length) answers[block] = answer ? 2 : 1;
    return answer;
  }

  /** Per stretch of WIDE characters: 0 not asked yet, 1 not in the language, 2 in it. */
  private wideAnswers: Uint8Array | undefined;

  /** Whether the stretch of WIDE characters holding `from` (and a block each side) writes WIDE_WORDS different function words of the language. */
  private wideAt(from: number): boolean {
    const stretch = Math.floor(from / WIDE);
    const answers = (this.wideAnswers ??= new Uint8Array(Math.floor(this.text.length / WIDE) + 1));
    if (answers[stretch] !== 0) return answers[stretch] === 2;
    const re = this.functionWord();
    const window = this.text.slice(Math.max(0, stretch * WIDE - BLOCK), (stretch + 1) * WIDE + BLOCK);
    re.lastIndex = 0;
    const seen = new Set<string>();
    for (let m = re.exec(window); m && seen.size < WIDE_WORDS; m = re.exec(window)) if (m[1] !== undefined) seen.add(m[1].toLowerCase());
    answers[stretch] = seen.size >= WIDE_WORDS ? 2 : 1;
    return answers[stretch] === 2;
  }
}

// Three different words in the stretch of 4,000 characters holding the block: one more than a block asks, as the stretch is longer.
const WIDE = 4000;
const WIDE_WORDS = 3;

const BLOCK = 400;

/**
 * The alternation of `words` grouped by first letter ("[Dd](?:ie|er|as)"), which V8 tries
 * faster than a flat list: each word also with a capital first letter unless `lowerOnly` holds
 * it; longest first within a letter, so that "einer" is not read as "ein".
 */
export function wordAlternation(words: readonly string[], lowerOnly: ReadonlySet<string> = new Set()): string {
  const groups = new Map<string, string[]>();
  for (const w of new Set(words)) {
    const head = lowerOnly.has(w) ? w[0]! : `[${w[0]!.toUpperCase()}${w[0]!}]`;
    let g = groups.get(head);
    if (!g) groups.set(head, (g = []));
    g.push(w.slice(1));
  }
  return [...groups].map(([head, rests]) => `${head}(?:${rests.sort((a, b) => b.length - a.length).join('|')})`).join('|');
}

/**
 * The function words of a language as one global regex, whole words only and grouped by first
 * letter (`wordAlternation`), a capital only as a word's first letter ("Het", "Jeg", "Dziękuję"):
 * group 1 is the word.
 */
export function functionWordRegExp(words: readonly string[]): RegExp {
  return new RegExp(`(?:^|[^A-Za-z\\u00c0-\\u024f])(${wordAlternation(words)})(?![A-Za-z\\u00c0-\\u024f])`, 'g');
}
