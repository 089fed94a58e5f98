import type { Example } from '../../engine/types.js';

/**
 * One national ID or tax number format: data, not code (see STYLE.md, "Formats as data"). The
 * generic detector (src/detectors/national-ids.ts) runs every entry of the registry through one
 * scan of the text; an entry only says what its numbers look like, how they are checked and
 * which words name them.
 */
export interface IdFormat {
  /** python-stdnum's module name ("lt/asmens", "in_/gstin", "vatin"): facts were read there. */
  id: string;
  entity: 'NATIONAL_ID' | 'VAT_NUMBER';
  /** ISO 3166-1 alpha-2, or "EU" for the prefixed VAT numbers of every member state. */
  country: string;
  /** The identifier's own name, and in English where it differs. */
  name: string;
  /**
   * Regex source of the printed forms, without boundaries (the detector adds them: no letter,
   * digit or joined token on either side) and without flags (no `i`: write `[Xx]` where lower
   * case is printed). Named groups are allowed, numbered back-references are not.
   */
  shape: string;
  /** The printed number to what `validate` reads; default compact(): separators out, upper case. */
  normalize?: (printed: string) => string;
  /** The checksum and structure test of a normalized number (dates, region codes, prefixes). */
  validate: (compact: string) => boolean;
  /**
   * A weaker test that is enough when a context word is near: the numbers an authority issued
   * that fail `validate`'s check (python-stdnum's do/cedula whitelist). A number that passes
   * only this one always needs the word, whatever `requireContext` says of its print.
   */
  validateNamed?: (compact: string) => boolean;
  /** What `validate` checks, for the table in docs/national-ids.md. */
  checksum: string;
  /**
   * Words that name the identifier, in the country's languages and in English. Capital
   * abbreviations of up to five characters ("CNP", "NI", "PIN") match in capitals only, so
   * that "ni" or "pin" in prose is no context word; other words match in any case.
   */
  context: readonly string[];
  /**
   * Whether a number needs one of the context words nearby (see README, "National IDs and tax
   * numbers"): always, never, only when printed as bare digits ("when-bare": no separator, no
   * letter), only when printed without two country letters before it ("without-prefix"), or
   * unless the printed form matches `unless` (a regex source: "^NO|MVA$").
   */
  requireContext: boolean | 'when-bare' | 'without-prefix' | { unless: string };
  /** Each with a one-line comment citing its source; positives are found with exact spans. */
  examples: { positive: readonly Example[]; negative: readonly string[] };
}

/** Separators removed and upper case: "756.9217.0769.85" -> "7569217076985". */
export function compact(printed: string): string {
  return printed.replace(/[\s.\-/:,]+/g, '').toUpperCase();
}

/** Typed identity: an entry is checked against IdFormat where it is written. */
export function idFormat(format: IdFormat): IdFormat {
  return format;
}
