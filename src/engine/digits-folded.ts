/**
 * Arabic-Indic digits (U+0660–0669, as Egyptian and Gulf Arabic print them) and Extended
 * Arabic-Indic ones (U+06F0–06F9, Persian and Urdu): the detectors read ASCII digits (their
 * scans, checksums and `\d`), so a text holding these is analyzed with each folded to its ASCII
 * digit (`٣٠١٠٢٠٣٢١٠٨٦٢٤` is read as `30102032108624`). One UTF-16 unit for one, so every
 * finding's span is the same in the text as written.
 */
const OTHER_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/;
const OTHER_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Whether `text` holds an Arabic-Indic or Extended Arabic-Indic digit. */
export function hasArabicIndicDigits(text: string): boolean {
  return OTHER_DIGIT.test(text);
}

/** `text` with each Arabic-Indic and Extended Arabic-Indic digit as its ASCII digit (the same length). */
export function foldArabicIndicDigits(text: string): string {
  // Both blocks start at a code point ending in 0: the last hex digit is the digit's value.
  return text.replace(OTHER_DIGITS, (c) => String.fromCharCode(48 + (c.charCodeAt(0) & 15)));
}
