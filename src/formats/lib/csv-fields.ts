/** Writes a changed field: quoted again when it was quoted, or when the new value needs it. */
export function formatField(value: string, wasQuoted: boolean, delimiter: string, quote = '"'): string {
  const needs = wasQuoted || value.includes(delimiter) || value.includes(quote) || value.includes('\n') || value.includes('\r');
  return needs ? quote + value.replaceAll(quote, quote + quote) + quote : value;
}

/** Characters a spreadsheet treats as the start of a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A redacted cell must not become a formula: when removing a value exposes a formula character
 * at the start of a cell that did not start with one, prefix an apostrophe (OWASP's advice).
 */
export function keepInert(original: string, redacted: string): string {
  return FORMULA_START.test(redacted) && !FORMULA_START.test(original) ? `'${redacted}` : redacted;
}
