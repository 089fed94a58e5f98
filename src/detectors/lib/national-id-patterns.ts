/**
 * Regex boundaries shared by the NATIONAL_ID detectors (use with the `u` flag). A number must
 * not continue a longer token: no letter, digit or `_` before it, nor a `. - /` that joins it
 * to one (an order number `ORD-123-45-6789`, a version `1.2.123456789`); after it, no letter
 * or digit, and no `. - /` followed by one (a sentence's full stop is fine).
 */
export const ID_START = String.raw`(?<![\p{L}\p{N}_]|[\p{L}\p{N}][.\-/])`;
export const ID_END = String.raw`(?![\p{L}\p{N}_]|[.\-/][\p{L}\p{N}])`;
