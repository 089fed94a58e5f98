/**
 * The text as one sequential string, for a long text that reaches the engine as a rope (`a + b`,
 * a stream's `buffer += chunk`) or a slice of a larger string (`text.slice(cut)`): V8 reads such a
 * string through its cons or sliced cell at every `charCodeAt` of optimized code, which made the
 * engine's character loops ~1.4× slower on a 10 MB text (docs/performance.md, flat1).
 *
 * A property key is internalized, and V8 internalizes a string as one sequential string: a rope or
 * a slice as a flat copy (the flattening the first read of a rope would pay anyway), a flat text
 * in place when it is in the old generation, but copied when it is still young (4-16 ms and
 * +10 MB for 10 MB): so it is used where the text is known to be a rope or slice (the streams),
 * not on every analyze() call. Above V8's
 * `String::kMaxHashCalcLength` (16383) a string's hash is its length, so this costs a few
 * microseconds whatever the size; below it the hash reads every character, and a rope that
 * short costs little, so it is left as it is. JavaScript has no cheaper way to ask for it
 * (`slice(0)` returns the rope, a RegExp exec flattens into the cons cell, a Buffer round trip
 * copies every text).
 */
export function flatText(text: string): string {
  return text.length < FLAT_FROM ? text : Object.keys({ [text]: 0 })[0]!;
}

/** Shorter texts are returned as given (see flatText). */
export const FLAT_FROM = 16384;
