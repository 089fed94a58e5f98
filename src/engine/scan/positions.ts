/**
 * A growing list of text positions in an Int32Array: the scans of a long text record millions
 * of them (a digit run's start and end, on 20 MB of logs 4 million), which a JS array holds in
 * 8 bytes each and copies as it grows; here they take 4, and the list hands out its filled part.
 */
export class Positions {
  #at = new Int32Array(ON_HEAP_INT32);
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
   * The positions pushed; the list is done. A view of the list's storage, or a copy when more
   * than UNUSED_COPY places of it are unused (a view keeps all of it alive for the rest of the
   * call: the token runs of 20 MB of logs left 0.8 MB unused, a quarter of their storage less
   * one run in 20).
   */
  done(): Int32Array {
    if (this.#length === 0) return NO_POSITIONS;
    // A view of a list still on V8's heap would move its storage off it (see ON_HEAP_BYTES).
    if (this.#at.length === ON_HEAP_INT32) return this.#at.slice(0, this.#length);
    return this.#length + UNUSED_COPY < this.#at.length ? this.#at.slice(0, this.#length) : this.#at.subarray(0, this.#length);
  }
}

/** Unused places past which a list's storage is copied to its length when done (256 KB of Int32). */
const UNUSED_COPY = 65536;

/**
 * The largest typed array V8 keeps in its heap (V8_TYPED_ARRAY_MAX_SIZE_IN_HEAP, 64 bytes); a
 * larger one gets a buffer outside it, allocated, zeroed and tracked for the GC, ~10x the time
 * (a 1 KB Int32Array ~1.2 us against ~0.14 us), and so does a small one's `subarray` or `buffer`.
 * The lists start that small: most of a call's lists on a short text (a CSV cell, a JSON string,
 * a small file: thousands of calls a second) hold a few positions or none.
 */
const ON_HEAP_BYTES = 64;
const ON_HEAP_INT32 = ON_HEAP_BYTES / 4;

/** What done() gives for no positions (a new empty typed array takes a buffer of its own, ~0.25 us); of length 0, nothing in it to change. */
const NO_POSITIONS = new Int32Array(0);
const NO_BYTES = new Uint8Array(0);

/** A PackedPositions block: 2^BLOCK_SHIFT positions share one base. */
export const BLOCK_SHIFT = 6;

/**
 * Positions in ascending order (as pushed), in two bytes each: the positions of a block of 64
 * are kept as their distance from the block's first, a four-byte base. A block whose positions
 * spread over more than 65,535 characters (a sparse list) makes the whole list four bytes a
 * position (`wide`), as Positions keeps them. The digit runs of 20 MB of logs (2.1 million
 * starts) take 4.3 MB here where an Int32Array took 8.4.
 */
export class AscendingPositions {
  #bases = new Int32Array(ON_HEAP_INT32);
  #offsets = new Uint16Array(ON_HEAP_BYTES / 2);
  #wide: Positions | undefined;
  #length = 0;

  /** Adds `position`: at least the last one pushed, or the list goes to four bytes a position. */
  push(position: number): void {
    const k = this.#length++;
    if (this.#wide !== undefined) {
      this.#wide.push(position);
      return;
    }
    const block = k >> BLOCK_SHIFT;
    if ((k & BLOCK_MASK) === 0) {
      if (block === this.#bases.length) this.#bases = grown(this.#bases, new Int32Array(block * 2));
      this.#bases[block] = position;
    }
    const offset = position - this.#bases[block]!;
    // Out of order (no scan pushes so) is kept exactly too.
    if (offset > 0xffff || offset < 0) {
      this.#widen(k, position);
      return;
    }
    if (k === this.#offsets.length) this.#offsets = grown(this.#offsets, new Uint16Array(k * 2));
    this.#offsets[k] = offset;
  }

  /** From here on four bytes a position: the first `k` again, then `position`. */
  #widen(k: number, position: number): void {
    const wide = new Positions();
    for (let j = 0; j < k; j++) wide.push(this.#bases[j >> BLOCK_SHIFT]! + this.#offsets[j]!);
    wide.push(position);
    this.#wide = wide;
    this.#bases = new Int32Array(0);
    this.#offsets = new Uint16Array(0);
  }

  get length(): number {
    return this.#length;
  }

  /** The positions pushed; the list is done (copies of the filled parts, as Positions.done decides). */
  done(): PackedPositions {
    if (this.#wide !== undefined) return { bases: this.#bases, offsets: this.#offsets, wide: this.#wide.done() };
    const blocks = (this.#length + BLOCK_MASK) >> BLOCK_SHIFT;
    const offsets =
      this.#offsets.length === ON_HEAP_BYTES / 2 || this.#length + UNUSED_COPY < this.#offsets.length ? this.#offsets.slice(0, this.#length) : this.#offsets.subarray(0, this.#length);
    return { bases: this.#bases.slice(0, blocks), offsets, wide: undefined };
  }
}

const BLOCK_MASK = (1 << BLOCK_SHIFT) - 1;

/**
 * An AscendingPositions list when done: position k is `bases[k >> BLOCK_SHIFT] + offsets[k]`,
 * or `wide[k]` when the list is kept in four bytes a position (its `offsets` then empty).
 */
export interface PackedPositions {
  bases: Int32Array;
  offsets: Uint16Array;
  wide: Int32Array | undefined;
}

/** The positions of a packed list in an Int32Array of their own. */
export function unpacked(list: PackedPositions): Int32Array {
  if (list.wide !== undefined) return list.wide.slice();
  const out = new Int32Array(list.offsets.length);
  for (let k = 0; k < out.length; k++) out[k] = list.bases[k >> BLOCK_SHIFT]! + list.offsets[k]!;
  return out;
}

/** `into` (a larger empty array of the same kind) holding `from`'s values first. */
function grown<T extends Int32Array | Uint16Array>(from: T, into: T): T {
  into.set(from);
  return into;
}

/** What a scan hands out: positions by index, or in order (an Int32Array from Positions.done). */
export type PositionList = ArrayLike<number> & Iterable<number>;

/**
 * A growing list of small counts (0-255) in a Uint8Array, beside a Positions list: a digit
 * run's length takes one byte where its end took four.
 */
export class Bytes {
  #at = new Uint8Array(ON_HEAP_BYTES);
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
    if (this.#length === 0) return NO_BYTES;
    if (this.#at.length === ON_HEAP_BYTES) return this.#at.slice(0, this.#length);
    return this.#length + UNUSED_COPY < this.#at.length ? this.#at.slice(0, this.#length) : this.#at.subarray(0, this.#length);
  }
}
