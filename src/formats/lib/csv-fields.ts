/** Writes a changed field: quoted again when it was quoted, or when the new value needs it. */
export function formatField(value: string, wasQuoted: boolean, delimiter: string, quote = '"'): string {
  const needs = wasQuoted || value.includes(delimiter) || value.includes(quote) || value.includes('\n') || value.includes('\r');
  return needs ? quote + value.replaceAll(quote, quote + quote) + quote : value;
}

/**
 * A redacted cell must not become a formula: when removing a value exposes a formula character
 * at the start of a cell that did not start with one, prefix an apostrophe (OWASP's advice).
 */
export function keepInert(original: string, redacted: string): string {
  return startsFormula(redacted) && !startsFormula(original) ? `'${redacted}` : redacted;
}

/** Whether `s` starts with a character a spreadsheet treats as a formula's start (OWASP CSV injection): = + - @ TAB CR. */
function startsFormula(s: string): boolean {
  const c = s.charCodeAt(0);
  return c === 61 || c === 43 || c === 45 || c === 64 || c === 9 || c === 13;
}
