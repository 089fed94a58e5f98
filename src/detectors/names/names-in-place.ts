/** Lower-case ASCII words that text[start, end) is compared with in place, without slicing it out. */
export class WordsInPlace {
  private readonly byLength: string[][] = [];
  private readonly byLastChar: string[][] = [];

  constructor(words: Iterable<string>) {
    for (const w of words) {
      (this.byLength[w.length] ??= []).push(w);
      (this.byLastChar[w.charCodeAt(w.length - 1)] ??= []).push(w);
    }
  }

  /**
   * Whether the text right before `end` ends with one of the words as written: a cheap test
   * before looking for where the word before `end` starts, which most texts fail on their last letter.
   */
  endsOneAt(text: string, end: number): boolean {
    const list = end > 0 ? this.byLastChar[text.charCodeAt(end - 1)] : undefined;
    if (list) for (const w of list) if (end >= w.length && text.startsWith(w, end - w.length)) return true;
    return false;
  }

  /** Whether text[start, end) is one of the words as written. */
  has(text: string, start: number, end: number): boolean {
    const list = this.byLength[end - start];
    if (list) for (const w of list) if (text.startsWith(w, start)) return true;
    return false;
  }

  /** Whether text[start, end), lower-cased, is one of the words. */
  hasLowerCased(text: string, start: number, end: number): boolean {
    const list = this.byLength[end - start];
    if (list) for (const w of list) if (isLowerCasedAt(text, start, w)) return true;
    return false;
  }
}

/** Whether text from `at`, lower-cased, is `lower` (an ASCII word of the same length). */
function isLowerCasedAt(text: string, at: number, lower: string): boolean {
  for (let k = 0; k < lower.length; k++) {
    const c = text.charCodeAt(at + k);
    // Beyond ASCII, toLowerCase decides (the Kelvin sign lower-cases to "k").
    if (c >= 128) return text.slice(at, at + lower.length).toLowerCase() === lower;
    if ((c >= 65 && c <= 90 ? c | 0x20 : c) !== lower.charCodeAt(k)) return false;
  }
  return true;
}
