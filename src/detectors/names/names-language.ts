/**
 * Whether the text around a position is written in a language known by its commonest function
 * words that English does not write (articles, prepositions, pronouns, auxiliaries): two
 * different ones in the block around the position answer. The German and the Spanish-or-Italian
 * checks of the name rules (names-german.ts, names-romance.ts) are such texts, each with its
 * words. Answered once per block of text, for the words the capitalisation rules would take.
 */
export class LanguageText {
  private from = -1;
  private to = -1;
  private answer = false;

  /**
   * `functionWord` matches one function word as its group 1 (a capital only where it may open a
   * sentence), or, where its pattern has one, any word of a kind as its group 2: all such words
   * count as one cue together (German's words in lower case with an umlaut, "übernimmt", "schönes").
   */
  constructor(
    private readonly text: string,
    private readonly functionWord: () => RegExp,
  ) {}

  /** Whether the text around `pos` (its block of BLOCK characters and half a block each side) is in the language. */
  at(pos: number): boolean {
    if (pos >= this.from && pos < this.to) return this.answer;
    const from = pos - (pos % BLOCK);
    // The function words alone are matched (English text has few), and the first two differing ones answer.
    const re = this.functionWord();
    const window = this.text.slice(Math.max(0, from - BLOCK / 2), from + BLOCK + BLOCK / 2);
    re.lastIndex = 0;
    let first = '';
    let answer = false;
    for (let m = re.exec(window); m; m = re.exec(window)) {
      const w = m[1] !== undefined ? m[1].toLowerCase() : '\u0000';
      if (first === '') first = w;
      else if (w !== first) {
        answer = true;
        break;
      }
    }
    this.from = from;
    this.to = from + BLOCK;
    this.answer = answer;
    return answer;
  }
}

const BLOCK = 400;
