import type { DocumentMemory } from './memory.js';
import type { EntityName } from '../entities.js';
import type { PositionList, TextScan } from './scan/index.js';
import type { PatternSearch } from './pattern-search.js';

/** One detected entity. Offsets are UTF-16 indices into the analyzed text, end exclusive. */
export interface Finding {
  entity: EntityName;
  start: number;
  end: number;
  /** 0..1; validated (checksum) findings score highest. */
  score: number;
  /** id of the detector that found it (its file name under src/detectors/). */
  detector: string;
}

/** How findEach hands over a candidate: its span, optionally its own score and entity (as Candidate's). */
export type Emit = (start: number, end: number, score: number | undefined, entity: EntityName | undefined) => void;

/** What a detector's finder returns: a span, optionally with its own score and entity. */
export interface Candidate {
  start: number;
  end: number;
  score?: number;
  /** Only for detectors that can emit more than one type (e.g. custom rules); defaults to the detector's. */
  entity?: EntityName;
}

/** ctx.keywordHits' and ctx.cueHits' positions (Int32Arrays from the engine, arrays from a finder called on its own). */
export type { PositionList };

/** Read-only facts a detector may use besides the text. */
export interface DetectorContext {
  /** Default region for national-format phone numbers, ISO 3166-1 alpha-2 (e.g. "US"). */
  region: string;
  /** Extra context words that apply to the whole text, e.g. a CSV column header. */
  hint: string;
  /** Findings already made by detectors that ran earlier (see `after` in DetectorSpec). */
  prior: readonly Finding[];
  /**
   * For a find() detector with keywords: where they occur, ascending (undefined when the
   * detector runs on the whole text, e.g. a keyword is in the hint). A finder that reads what
   * follows its keywords can start there instead of scanning.
   */
  keywordHits?: PositionList;
  /**
   * For a detector with `cues`: where they occur, ascending. Undefined when the engine's
   * keyword pass did not look (a finder called on its own), and the finder scans instead.
   */
  cueHits?: PositionList;
  /**
   * The per-text scans (token runs…), built once per analyze() call and shared by its
   * detectors. Undefined when a finder is called on its own; it then scans itself.
   */
  scan?: TextScan;
}

export interface ValidateContext extends DetectorContext {
  text: string;
  start: number;
  end: number;
}

/**
 * A catalog example. A string is a positive that must be found whole; `{text, match}` must
 * produce exactly the listed spans (in order) for this detector's entity.
 */
export type Example = string | { text: string; match: string | readonly string[] };

export interface DetectorSpec {
  /** Equal to the file name under src/detectors/. */
  id: string;
  entity: EntityName;
  /**
   * Regular expressions (the `g` flag is added when missing). When a pattern has a named group
   * `value`, the finding is that group's span; otherwise the whole match. A function that makes
   * them is called when the engine first runs the detector (issue 20: start-up: a Unicode regex
   * that ignores case costs up to half a millisecond to make).
   */
  patterns?: readonly RegExp[] | (() => readonly RegExp[]);
  /** For what patterns can't express (libphonenumber, names). Offsets into `text`. */
  find?: (text: string, ctx: DetectorContext) => Iterable<Candidate>;
  /**
   * find() handing each candidate to `emit` as it is found, in the order find() would list it,
   * instead of returning a list: the engine considers each at once, so a long text's
   * candidates are never kept as objects (on 20 MB of logs a finder's list of ~50,000 outlived
   * the young generation, and the peak memory of the call counted it). A detector gives one of
   * the two; given this, defineDetector makes `find` from it (a list, for callers that want one).
   */
  findEach?: (text: string, ctx: DetectorContext, emit: Emit) => void;
  /**
   * Other forms a value found by this detector goes by later in the same document (a person's
   * names alone, an organization's defined short name), for the document memory (memory.ts).
   * `after` is the text that follows the finding, where a definition "(“Northwind”)" stands.
   * `declared`: the value is no finding but one the document declares (an author, a login:
   * Redactor.remember), certain enough for its other spellings to be taken too.
   */
  aliases?: (value: string, after: string, declared: boolean) => readonly string[];
  /**
   * Whether an alias (one word of `aliases`) met again at text[start, end) is, there, the word it
   * also is rather than the value's other form ("Will the court" after "Mr Oliver Will"): the
   * document memory then leaves it.
   */
  aliasIsWordAt?: (text: string, start: number, end: number) => boolean;
  /**
   * Whether a whole field value under a column or key named for this entity can be one at all
   * (known-fields.ts): "Quarterly total" in a Name column is not a person.
   */
  fitsField?: (value: string) => boolean;
  /**
   * Lower-case substrings; when none occurs in the lower-cased text the detector is skipped
   * (a cheap prefilter, as gitleaks' rule keywords).
   */
  keywords?: readonly string[];
  /**
   * Keywords starting with a letter or digit count only at the start of a word unless this is
   * set: for compounds ("Fødselsnummer" holds "nummer") and identifiers ("apiToken" holds "token").
   */
  keywordsInWords?: boolean;
  /**
   * Lower-case word beginnings whose places the engine's keyword pass records (ctx.cueHits)
   * without gating the detector: a finder that needs such a word (a month name) starts from
   * them instead of scanning the whole text for it.
   */
  cues?: readonly string[];
  /**
   * Cues recorded (with `cues`, in ctx.cueHits) only where no letter or digit follows them: a
   * word shorter than a cue's usual beginning, matched as a whole word ("IN" but not "INFO").
   */
  wholeWordCues?: readonly string[];
  /**
   * With `keywords`: the farthest a match can reach from a keyword occurrence, in characters
   * (default 256). Patterns then run only on windows around the occurrences, which makes a
   * keyword-gated detector nearly free on text that rarely contains its keyword.
   */
  window?: number;
  /** Words that make a candidate likelier when near it (case-insensitive, whole words). */
  context?: readonly string[];
  /**
   * Drop candidates that have no context word nearby (or in the hint). Without `keywords`, the
   * context words then also serve as keywords (defineDetector), so the detector costs nothing
   * on text without them.
   */
  requireContext?: boolean;
  /** Score of a candidate before context and validation; default 0.6. */
  score?: number;
  /** false drops the candidate, true keeps it, a number sets its score. */
  validate?: (value: string, ctx: ValidateContext) => boolean | number;
  /** Run after the detectors of these entity types so `ctx.prior` holds their findings. */
  after?: readonly EntityName[];
  /**
   * Its findings are wide spans that hold other entities' values (an address holds a ZIP code,
   * an organization's name a place). It runs only when its entity is selected (all are, by
   * default): otherwise the values it would hold are found on their own, where a finding of
   * an unselected type that wins an overlap hides what it covers.
   */
  encloses?: boolean;
  examples: { positive: readonly Example[]; negative: readonly string[] };
}

export type Detector = Readonly<DetectorSpec> & {
  /** The patterns, global and without the costly `d` flag: they find matches fast. */
  readonly compiled: readonly RegExp[];
  /** Sticky `d` twins of the patterns that have a `value` group, to locate that group in a match. */
  readonly locators: readonly (RegExp | undefined)[];
  /** How the engine searches each of `compiled` (its leading lookbehinds tested apart). */
  readonly searches: readonly PatternSearch[];
  readonly contextRegex: RegExp | undefined;
};

export const STYLES = ['label', 'numbered', 'mask', 'hash', 'fake', 'remove'] as const;
export type Style = (typeof STYLES)[number];

export interface AnalyzeOptions {
  /** Entity types to report; all when omitted. */
  entities?: readonly EntityName[];
  /** Values that are never redacted (compared case-insensitively, trimmed). */
  allow?: readonly string[];
  /** User-defined CUSTOM_ENTITY terms (whole words, case-insensitive) and regular expressions. */
  custom?: CustomEntities;
  /** Default phone region, ISO 3166-1 alpha-2; default "US". */
  region?: string;
  /** Findings scoring below this are dropped; default 0.5. */
  threshold?: number;
  /** Detector list to use instead of the registry (tests). */
  detectors?: readonly Detector[];
  /** The values found elsewhere in the same document, looked for as their own types (see memory.ts). */
  memory?: DocumentMemory;
}

export interface CustomEntities {
  terms?: readonly string[];
  patterns?: readonly (string | RegExp)[];
}

export interface AnonymizeOptions {
  style?: Style;
  /** Secret for `hash` and `fake` (required for hash). */
  key?: string;
  /** For `mask`: keep this many trailing letters/digits visible. */
  maskKeepLast?: number;
  /** For `mask`: the masking character; default "*". */
  maskChar?: string;
}

export interface RedactionResult {
  text: string;
  findings: Finding[];
}
