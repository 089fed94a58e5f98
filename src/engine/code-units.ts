/**
 * The UTF-16 code units of a text in a typed array, for scans that read it out of order (the
 * token runs' probes): an indexed read there costs less than charCodeAt, which looks at the
 * string's representation on every call (token runs: 0.53 -> 0.37 ms per bench corpus, the copy
 * included). One native copy (Buffer#write, lone surrogates as they are) into an array reused
 * from call to call: valid until the next call with another text. (The keyword pass reads its
 * text in order, through charCodeAt: from this array it measured slower in the engine.)
 *
 * The array grows to the longest text seen and is kept, up to KEPT_UNITS: a fresh array for
 * every long text (a spreadsheet column joined for one engine call is millions of characters)
 * made the XLSX benchmark 15% slower and its peak memory 100 MB higher. Kept, it holds as much
 * as the engine's memos already hold in their last text (two bytes a character).
 */

/** Texts up to this many units share the kept array (32 MB at most); a longer one gets its own. */
const KEPT_UNITS = 1 << 24;
let kept = new Uint16Array(1 << 16);
let keptText: string | undefined;
/** Buffer#write puts UTF-16 little-endian; a Uint16Array reads in the machine's order. */
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

export function codeUnits(text: string): Uint16Array {
  if (text === keptText) return kept;
  const n = text.length;
  let units = kept;
  if (units.length < n) units = new Uint16Array(n <= KEPT_UNITS ? Math.min(KEPT_UNITS, Math.max(n, 2 * kept.length)) : n);
  if (LITTLE_ENDIAN) Buffer.from(units.buffer, units.byteOffset, units.byteLength).write(text, 0, 'utf16le');
  else for (let i = 0; i < n; i++) units[i] = text.charCodeAt(i);
  if (units.length <= KEPT_UNITS) {
    kept = units;
    keptText = text;
  }
  return units;
}
