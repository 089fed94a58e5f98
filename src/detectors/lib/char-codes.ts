/** Character-code tests for the scans that read text code by code. */

/** 0-9 */
export const isDigit = (c: number): boolean => c >= 48 && c <= 57;

/** A space or a tab: the blanks inside a line. */
export const isBlank = (c: number): boolean => c === 32 || c === 9;

/** An ASCII lower-case letter (a-z). */
export const isAsciiLower = (c: number): boolean => c >= 97 && c <= 122;

/** An ASCII capital (A-Z). */
export const isAsciiUpper = (c: number): boolean => c >= 65 && c <= 90;

/**
 * The code at `i`, -1 before the text's start or past its end, where charCodeAt gives NaN: in
 * V8's optimized code a read out of range deoptimizes the function, and each such site cost a
 * recompilation per thread (docs/parallel.md). Where a scan may read one past either end (the
 * code before a match, after a separator), and every use of the code is an equality or a test
 * that -1 fails as NaN does.
 */
export const codeAt = (text: string, i: number): number => (i >= 0 && i < text.length ? text.charCodeAt(i) : -1);

/** A-Z a-z */
export const isAsciiLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/** 0-9 A-Z a-z */
export const isAsciiAlnum = (c: number): boolean => isDigit(c) || isAsciiLetter(c);

/**
 * A character class (a one-character regex) as a test of a UTF-16 code: a table for ASCII,
 * where nearly every character a scan looks at is, and the regex beyond it. An absent code
 * (NaN, past either end of the text) is in no class.
 */
export function codeClass(klass: RegExp | (() => RegExp)): (c: number) => boolean {
  // The table is made by the first call (start-up: a dozen classes of 128 regex tests each),
  // and a class given as a function (a Unicode regex, slow to build) is built by it too.
  let ascii: Uint8Array | undefined;
  let re: RegExp | undefined = typeof klass === 'function' ? undefined : klass;
  return (c) => {
    re ??= (klass as () => RegExp)();
    if (c >= 128) return c === c && re.test(String.fromCharCode(c));
    ascii ??= new Uint8Array(128).map((_, k) => (re!.test(String.fromCharCode(k)) ? 1 : 0));
    return ascii[c] === 1;
  };
}

/** White space and line ends, as `\s` matches them. */
export const isSpace = codeClass(/\s/);

/** A letter, a digit (any script) or "_": what may not touch a finding's edge. */
export const isWordCode = codeClass(() => /[\p{L}\p{N}_]/u);
