/**
 * Regex boundaries shared by the NATIONAL_ID detectors. A number must not continue a longer
 * token: no letter, digit or `_` before it, nor a `. - /` that joins it to one (an order number
 * `ORD-123-45-6789`, a version `1.2.123456789`); after it, no letter or digit, and no `. - /`
 * followed by one (a sentence's full stop is fine).
 *
 * "Letter or digit" is spelled as code-unit ranges rather than \p{L}\p{N}: a regex with Unicode
 * property classes costs about 0.4 ms to compile, and two dozen of them added ~30 ms to
 * `anonymize text` start-up. The ranges are ASCII letters and digits, Latin-1 and Latin
 * Extended letters, and the blocks from Greek to the end of the Unicode BMP's scripts, minus
 * the punctuation blocks (Latin-1 symbols, General Punctuation, CJK and full-width
 * punctuation, and the Arabic comma, date separator, semicolon, question mark and full stop),
 * so a quote, NBSP, «», “”, 「」, "：" or "،" next to a number still counts as a boundary. Use
 * the patterns without the `u` flag.
 */
export const WORD_CHAR = String.raw`A-Za-z0-9_\u00AA\u00B5\u00BA\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u060B\u060E-\u061A\u061C-\u061E\u0620-\u06D3\u06D5-\u1FFF\u2C00-\u2DFF\u3040-\u9FFF\uA000-\uD7FF\uF900-\uFAFF\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A`;

export const ID_START = String.raw`(?<![${WORD_CHAR}]|[${WORD_CHAR}][.\-/])`;
export const ID_END = String.raw`(?![${WORD_CHAR}]|[.\-/][${WORD_CHAR}])`;
