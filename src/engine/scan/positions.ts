/**
 * A growing list of text positions in an Int32Array: the scans of a long text record millions
 * of them (a digit run's start and end, on 20 MB of logs 4 million), which a JS array holds in
 * 8 bytes each and copies as it grows; here they take 4, and the list hands out its filled part.
 */
export class Positions {
  #at = new Int32Array(256);
  #length = 0;

  push(position: number): void {
    if (this.#length === this.#at.length) {
      const grown = new Int32Array(this.#at.length * 2);
      grown.set(this.#at);
      this.#at = grown;
    }
    this.#at[this.#length++] = position;
  }

  get length(): number {
    return this.#length;
  }

  at(k: number): number {
    return this.#at[k]!;
  }

  set(k: number, position: number): void {
    this.#at[k] = position;
  }

  /**
   * The positions pushed; the list is done. A view of the list's storage, or a copy when over a
   * quarter of a large storage is unused (a view keeps all of it alive for the rest of the call:
   * on 20 MB of logs several megabytes).
   */
  done(): Int32Array {
    const unused = this.#at.length - this.#length;
    return unused > 65536 && unused * 4 > this.#at.length ? this.#at.slice(0, this.#length) : this.#at.subarray(0, this.#length);
  }
}

/** What a scan hands out: positions by index, or in order (an Int32Array from Positions.done). */
export type PositionList = ArrayLike<number> & Iterable<number>;

/**
 * A growing list of small counts (0-255) in a Uint8Array, beside a Positions list: a digit
 * run's length takes one byte where its end took four.
 */
export class Bytes {
  #at = new Uint8Array(256);
  #length = 0;

  push(value: number): void {
    if (this.#length === this.#at.length) {
      const grown = new Uint8Array(this.#at.length * 2);
      grown.set(this.#at);
      this.#at = grown;
    }
    this.#at[this.#length++] = value;
  }

  get length(): number {
    return this.#length;
  }

  at(k: number): number {
    return this.#at[k]!;
  }

  set(k: number, value: number): void {
    this.#at[k] = value;
  }

  /** The values pushed; the list is done (a view, or a copy as Positions.done decides). */
  done(): Uint8Array {
    const unused = this.#at.length - this.#length;
    return unused > 262144 && unused * 4 > this.#at.length ? this.#at.slice(0, this.#length) : this.#at.subarray(0, this.#length);
  }
}
