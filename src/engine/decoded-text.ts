/**
 * A text read with some of its runs replaced (escapes decoded: rtf-escapes.ts, json-mojibake.ts).
 * For unit k of the decoded text, `rawStart[k]` and `rawEnd[k]` are where the run it was read
 * from (or its own character) starts and ends in the raw text, so that a finding made on the
 * decoded text covers whole the runs it was read from.
 */
export interface DecodedText {
  text: string;
  rawStart: number[];
  rawEnd: number[];
}

/** Builds a DecodedText from left to right over `raw`. */
export class DecodedTextBuilder {
  private out = '';
  private readonly rawStart: number[] = [];
  private readonly rawEnd: number[] = [];

  constructor(private readonly raw: string) {}

  /** The raw text from `from` to `to`, as written. */
  copy(from: number, to: number): void {
    for (let i = from; i < to; i++) {
      this.rawStart.push(i);
      this.rawEnd.push(i + 1);
    }
    this.out += this.raw.slice(from, to);
  }

  /** The raw run from `at` to `end` read as `read`: each unit of it maps to the whole run. */
  replace(at: number, end: number, read: string): void {
    for (let k = 0; k < read.length; k++) {
      this.rawStart.push(at);
      this.rawEnd.push(end);
    }
    this.out += read;
  }

  /** The raw run from `at` to `end` read as blanks of its length, each mapping to its own unit. */
  blank(at: number, end: number): void {
    for (let i = at; i < end; i++) {
      this.rawStart.push(i);
      this.rawEnd.push(i + 1);
    }
    this.out += ' '.repeat(end - at);
  }

  /** The decoded text and its maps, with the raw text from `from` to its end copied as written. */
  done(from: number): DecodedText {
    this.copy(from, this.raw.length);
    return { text: this.out, rawStart: this.rawStart, rawEnd: this.rawEnd };
  }
}
