/**
 * Splits one raw CSV record (without its line break) into its fields exactly as they are
 * written, quotes included, so a changed record can be rebuilt with every unchanged field
 * byte for byte (papaparse reports values only, not how they were quoted). RFC 4180 quoting:
 * a field that starts with the quote char runs to the matching quote; "" is an escaped quote.
 */
export function splitRawFields(record: string, delimiter: string, quote = '"'): string[] {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    let end: number;
    if (record.startsWith(quote, i)) {
      let j = i + quote.length;
      for (;;) {
        const q = record.indexOf(quote, j);
        if (q < 0) {
          j = record.length;
          break;
        }
        if (record.startsWith(quote, q + quote.length)) {
          j = q + 2 * quote.length;
          continue;
        }
        j = q + quote.length;
        break;
      }
      const d = record.indexOf(delimiter, j);
      end = d < 0 ? record.length : d;
    } else {
      const d = record.indexOf(delimiter, i);
      end = d < 0 ? record.length : d;
    }
    fields.push(record.slice(i, end));
    if (end >= record.length) return fields;
    i = end + delimiter.length;
  }
}

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
