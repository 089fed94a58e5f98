/**
 * Words' spellings by a hash of their characters, in an open-addressing table kept at most half
 * full: twice the slots as it fills, emptied once it reaches its largest size (what it held is
 * made again the same when next met). For loops over many words of few spellings: the caller
 * hashes a word's characters where they stand (FNV-1a over the UTF-16 code units, as `fnv1a`),
 * `find` compares the candidates with `startsWith`, and `add` files a spelling `find` missed —
 * no slice or lower-cased copy per word that was met before.
 */
export class SpellingTable<T extends { readonly raw: string }> {
  #slots: (T | undefined)[];
  #hashes: Int32Array;
  #used = 0;
  readonly #maxSlots: number;

  /** Both sizes powers of two. */
  constructor(initialSlots: number, maxSlots: number) {
    this.#slots = new Array<T | undefined>(initialSlots).fill(undefined);
    this.#hashes = new Int32Array(initialSlots);
    this.#maxSlots = maxSlots;
  }

  /** The spelling filed for text[start, end), whose hash is `hash`; undefined when there is none. */
  find(text: string, start: number, end: number, hash: number): T | undefined {
    const slots = this.#slots;
    const mask = slots.length - 1;
    let slot = hash & mask;
    for (let sp = slots[slot]; sp; sp = slots[(slot = (slot + 1) & mask)]) {
      if (this.#hashes[slot] === hash && sp.raw.length === end - start && sameAt(text, start, sp.raw)) return sp;
    }
    return undefined;
  }

  /** Files `spelling` (of hash `hash`), which `find` did not hold, in the first free slot from its hash. */
  add(spelling: T, hash: number): void {
    const slots = this.#slots;
    const mask = slots.length - 1;
    let slot = hash & mask;
    while (slots[slot]) slot = (slot + 1) & mask;
    slots[slot] = spelling;
    this.#hashes[slot] = hash;
    if (++this.#used * 2 > slots.length) this.#resize();
  }

  #resize(): void {
    const old = this.#slots;
    const oldHashes = this.#hashes;
    const size = old.length < this.#maxSlots ? old.length * 2 : old.length;
    const slots = new Array<T | undefined>(size).fill(undefined);
    const hashes = new Int32Array(size);
    this.#slots = slots;
    this.#hashes = hashes;
    this.#used = 0;
    if (size === old.length) return;
    const mask = size - 1;
    for (let i = 0; i < old.length; i++) {
      const sp = old[i];
      if (!sp) continue;
      let slot = oldHashes[i]! & mask;
      while (slots[slot]) slot = (slot + 1) & mask;
      slots[slot] = sp;
      hashes[slot] = oldHashes[i]!;
      this.#used++;
    }
  }
}

/**
 * Whether `raw` stands in `text` at `start` (its length checked before): compared code by code,
 * as startsWith would, without a call into the runtime for words of a few letters.
 */
function sameAt(text: string, start: number, raw: string): boolean {
  for (let k = 0; k < raw.length; k++) if (text.charCodeAt(start + k) !== raw.charCodeAt(k)) return false;
  return true;
}

/** FNV-1a's starting value; each code unit c then gives `Math.imul(h ^ c, FNV_PRIME)`. */
export const FNV_OFFSET = 0x811c9dc5;
export const FNV_PRIME = 0x01000193;
