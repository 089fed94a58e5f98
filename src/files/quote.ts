/**
 * A file name as it appears in a one-line message: as it is, unless it holds a line break or
 * another control character, which would split or garble the line; then JSON-quoted
 * (`"a\nb.txt"`).
 */
export function quoteName(name: string): string {
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f\u2028\u2029]/.test(name) ? JSON.stringify(name) : name;
}
