import { DETECTORS } from '../detectors/index.js';
import type { EntityName } from '../entities.js';
import { knownFieldEntity } from '../lexicon/field-names.js';
import type { TextScan } from './scan/index.js';

export { isFieldName, knownFieldEntity } from '../lexicon/field-names.js';

/** Not a value: placeholders a column holds where it has none. */
const NO_VALUE = new Set(['n/a', 'na', 'none', 'null', 'nil', 'unknown', 'tbd', '-', '—', 'true', 'false', 'yes', 'no']);
const NO_VALUE_LONGEST = Math.max(...[...NO_VALUE].map((v) => v.length));

/**
 * Between the cells of a column joined into one text (formats/lib/cells.ts): a line holding NUL
 * alone. A text without it is one cell.
 */
export const CELL_SEPARATOR = '\n\u0000\n';

/**
 * The values of a field's text, as [start, end] pairs one after the other in one list (a pair
 * array per cell was most of a column's garbage): each cell (see CELL_SEPARATOR) trimmed, when it holds a letter
 * or digit, is no placeholder and fits the type as a whole (an address over two lines); in a
 * cell that doesn't, each of its lines that fits on its own. Nothing that doesn't fit: a line
 * "p" in a `mail` column is no e-mail address.
 */
export function fieldValues(text: string, entity: EntityName, scan?: TextScan): number[] {
  const out: number[] = [];
  if (!FITS.has(entity)) return out;
  // Whether each value met fits: a column repeats its names (a customer file's 22,000 names are
  // 1,700 different ones), and the checks are pure.
  const known: Known = { values: new Map(), asked: 0, hits: 0, checks: FITS.get(entity)!.map((f) => ({ f, answered: scan?.answered(f) })) };
  for (let cs = 0; cs <= text.length; ) {
    let ce = text.indexOf(CELL_SEPARATOR, cs);
    if (ce < 0) ce = text.length;
    if (!pushValue(text, cs, ce, entity, out, known) && text.lastIndexOf('\n', ce - 1) >= cs) {
      for (let ls = cs; ls <= ce; ) {
        let le = text.indexOf('\n', ls);
        if (le < 0 || le > ce) le = ce;
        pushValue(text, ls, le, entity, out, known);
        ls = le + 1;
      }
    }
    cs = ce + CELL_SEPARATOR.length;
  }
  return out;
}

/**
 * The answers of pushValue so far, by value, while they pay: a column of values that do not
 * repeat (e-mail addresses, street addresses) would only fill the map, so after MEMO_TRIAL
 * lookups with fewer than one hit in MEMO_HITS, the map is dropped and each value checked.
 */
interface Known {
  values: Map<string, boolean> | undefined;
  asked: number;
  hits: number;
  /** The type's checks, each with the answers a detector gave during the call (TextScan.answers). */
  checks: readonly { f: (value: string) => boolean; answered: ReadonlyMap<string, boolean> | undefined }[];
}

const MEMO_TRIAL = 1024;
const MEMO_HITS = 8;

/** Adds text[s, e), trimmed, when it is a value that fits; whether it was one. */
function pushValue(text: string, s: number, e: number, entity: EntityName, out: number[], known: Known): boolean {
  while (s < e && isBlank(text.charCodeAt(s))) s++;
  while (e > s && isBlank(text.charCodeAt(e - 1))) e--;
  if (e <= s) return false;
  const value = text.slice(s, e);
  const memo = known.values;
  let ok = memo?.get(value);
  if (ok === undefined) {
    // A placeholder is short: most values are not lower-cased for the look-up (lower case never shortens a text).
    ok = holdsLetterOrDigit(value) && !(value.length <= NO_VALUE_LONGEST && NO_VALUE.has(value.toLowerCase())) && fits(value, known.checks);
    memo?.set(value, ok);
  } else known.hits++;
  if (memo && ++known.asked === MEMO_TRIAL && known.hits * MEMO_HITS < MEMO_TRIAL) known.values = undefined;
  if (ok) out.push(s, e);
  return ok;
}

/** /[\p{L}\p{N}]/u.test(value), an ASCII letter or digit answering without the regex. */
function holdsLetterOrDigit(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)) return true;
    if (c >= 128) return LETTER_OR_DIGIT.test(value);
  }
  return false;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function isBlank(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 0 || c === 0xa0 || c === 0x3000;
}

/** The detectors that say what a field's values look like, by type (each of them must agree). */
const FITS = new Map<EntityName, ((value: string) => boolean)[]>();
for (const d of DETECTORS) {
  if (!d.fitsField) continue;
  const list = FITS.get(d.entity) ?? [];
  list.push(d.fitsField);
  FITS.set(d.entity, list);
}

/**
 * Whether a value can be of its field's type at all: each detector of the type with a
 * `fitsField` says so (person-name: a name, not "Quarterly total"; email: an `@`). A type
 * without one has no known-field values.
 */
function fits(value: string, checks: Known['checks']): boolean {
  // A field's name as a value ("Full Name", "email" under a `name` key of a schema) names a
  // field, not a person, an e-mail or an address.
  if (knownFieldEntity(value)) return false;
  for (const { f, answered } of checks) if (!(answered?.get(value) ?? f(value))) return false;
  return true;
}

export { knownFieldTypes } from '../lexicon/field-names.js';
