import { entityOrder, type EntityName } from '../entities.js';
import { UsageError } from '../errors.js';
import { operatorFor } from '../operators/index.js';
import { Numbering, type OperatorContext } from '../operators/types.js';
import { analyze, outsideFieldValues } from './analyze.js';
import { DocumentMemory } from './memory.js';
import { resolveOverlaps } from './resolve.js';
import type { AnalyzeOptions, AnonymizeOptions, Detector, Finding, RedactionResult } from './types.js';

export type RedactorOptions = AnalyzeOptions & AnonymizeOptions;

// The analysis shared by two threads (src/pipe/parallel-stream.ts), from here so that the bundle
// keeps the engine and the redactor in one chunk (one code-cached script, scripts/code-cache.mjs).
export { analyze, firstCandidates, firstPhaseIds, firstShare, type SharedCandidates } from './analyze.js';

/** Detects and replaces; keeps run state (numbering, counts) across every text it is given. */
export interface Redactor {
  readonly options: Readonly<RedactorOptions>;
  /** Findings only, offsets into `text`. */
  analyze(text: string, hint?: string): Finding[];
  /** Findings and the anonymized text. */
  redact(text: string, hint?: string): RedactionResult;
  /** Replaces the given findings (sorted, non-overlapping) in `text`. */
  apply(text: string, findings: readonly Finding[]): string;
  /** The replacement for one value, e.g. for a DOCX run or a CSV cell. */
  replacement(value: string, entity: EntityName): string;
  /**
   * A value the document itself declares to be of `entity`, whatever the detectors make of it
   * (a Word author `rokafor`, a comment's author): from now on found wherever it appears in the
   * document, body text included, as the values the detectors found are (memory.ts). Does
   * nothing without a document's memory (one text, `anonymize scan`).
   */
  remember(value: string, entity: EntityName): void;
  /**
   * A document's first pass: finds as this redactor does and remembers every value (and every
   * value handed to `replacement`) in `memory`; its replacements are labels, so it numbers
   * nothing.
   */
  recorder(memory: DocumentMemory): Redactor;
  /**
   * A document's second pass: this redactor, also finding what `memory` holds. With `learn`, it
   * also remembers what it finds as it goes (a file too large for two passes: later mentions
   * only).
   */
  forDocument(memory: DocumentMemory, learn?: boolean): Redactor;
  /**
   * What the document's memory alone finds in `text`: no detector runs and nothing is
   * remembered (a reading only a known value may be found in, as an identifier's camelCase
   * split). None without a document's memory, and none in its first pass.
   */
  recall(text: string): Finding[];
}

/**
 * `redactor` with its analysis replaced (answers cached, findings recorded or added): `redact`
 * then analyzes through it too; every other member is the redactor's own.
 */
export function withAnalysis(redactor: Redactor, analyze: (text: string, hint?: string) => Finding[]): Redactor {
  return {
    ...redactor,
    analyze,
    redact(text, hint) {
      const findings = analyze(text, hint);
      return { text: redactor.apply(text, findings), findings };
    },
  };
}

/**
 * A whole text as one document (`anonymize text "..."`, POST /anonymize/text): a first analysis
 * fills its memory (memory.ts), the second redacts with it, so a defined short name or a name
 * alone on another line goes with its full form. The first analysis is kept, not repeated.
 */
export function redactAsDocument(redactor: Redactor, text: string): RedactionResult {
  const memory = new DocumentMemory();
  redactor.recorder(memory).analyze(text);
  return redactor.forDocument(memory).redact(text);
}

/** First-pass texts kept for the second pass (characters): beyond this, texts are analyzed again. */
const SEEN_CHARS = 32 * 1024 * 1024;

/** Characters a spreadsheet treats as the start of a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]+/;

/**
 * An international phone number's `+` followed only by digits, spaces, `( ) - .` and the usual
 * mask characters: a spreadsheet can't run a function from it (OWASP's concern is `=`, `@`,
 * `+cmd|…`), and dropping it would change the number's meaning.
 */
const PHONE_PLUS = /^\+[\d ()\-.*#•xX]+$/;

/** A replacement never starts with a formula character, whatever the style produced (but see PHONE_PLUS). */
export function neutralizeFormula(replacement: string): string {
  const c = replacement.charCodeAt(0);
  // = + - @ TAB CR: most replacements start otherwise, and skip the regex.
  if (c === 43 && PHONE_PLUS.test(replacement)) return replacement;
  return c === 61 || c === 43 || c === 45 || c === 64 || c === 9 || c === 13 ? replacement.replace(FORMULA_START, '') : replacement;
}

/**
 * Whether a span is a whole JSON number written as a key's value on one line (`"card":4111…,`,
 * `"user_id": 48213}`): its replacement must then be written as a JSON string, or the line a
 * log shipper reads stops being JSON. The JSON format does the same for files (json-strings).
 */
function isJsonNumberValue(text: string, start: number, end: number): boolean {
  const first = text.charCodeAt(start);
  if (!((first >= 48 && first <= 57) || first === 45)) return false;
  // Every index is checked before it is read: a charCodeAt past either end deoptimizes V8's
  // optimized code (docs/parallel.md), and a span at the text's end is common in a pipe.
  let i = start - 1;
  while (i >= 0 && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i--;
  if (i < 0 || text.charCodeAt(i) !== 58) return false; // ':'
  i--;
  while (i >= 0 && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i--;
  if (i < 0 || text.charCodeAt(i) !== 34) return false; // the key's closing '"'
  if (!JSON_NUMBER.test(text.slice(start, end))) return false;
  let j = end;
  while (j < text.length && (text.charCodeAt(j) === 32 || text.charCodeAt(j) === 9)) j++;
  if (j >= text.length) return false;
  const next = text.charCodeAt(j);
  return next === 44 || next === 125 || next === 93; // , } ]
}
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
/** A replacement as a JSON string, unless it is a JSON number itself. */
const asJsonString = (value: string) => (JSON_NUMBER.test(value) ? value : JSON.stringify(value));

/** From this many findings, apply() writes its output by join() rather than as a rope. */
const JOIN_FROM = 10000;

export function createRedactor(options: RedactorOptions = {}, numbering = new Numbering()): Redactor {
  const style = options.style ?? 'label';
  const operator = operatorFor(style);
  if (!operator) throw new UsageError(`unknown style "${style}"`);
  const ctx: OperatorContext = {
    key: options.key,
    maskKeepLast: options.maskKeepLast ?? 0,
    maskChar: options.maskChar ?? '*',
    numbering,
  };
  operator.validate?.(ctx);
  const replacement = (value: string, entity: EntityName) => neutralizeFormula(operator.replace(value, entity, ctx));
  const replaced = (text: string, f: Finding) => {
    const value = replacement(text.slice(f.start, f.end), f.entity);
    return isJsonNumberValue(text, f.start, f.end) ? asJsonString(value) : value;
  };
  // Concatenation: V8 builds a rope and flattens it once, which measured 0.8 ms for the 4,200
  // findings of the bench corpus where an array of parts and join() took 1.0. Past JOIN_FROM
  // findings (a log), the parts and join(): the rope's two nodes per finding (~15 MB for the
  // 176,000 of 20 MB of logs) outlived many scavenges and were there when the flat copy was made.
  const apply = (text: string, findings: readonly Finding[]) => {
    let pos = 0;
    if (findings.length >= JOIN_FROM) {
      // Of its final length at once: a pushed array's copies as it grows were ~9 MB more.
      const parts = new Array<string>(2 * findings.length + 1);
      let k = 0;
      for (const f of findings) {
        parts[k++] = text.slice(pos, f.start);
        parts[k++] = replaced(text, f);
        pos = f.end;
      }
      parts[k] = text.slice(pos);
      return parts.join('');
    }
    let out = '';
    for (const f of findings) {
      out += text.slice(pos, f.start) + replaced(text, f);
      pos = f.end;
    }
    return out + text.slice(pos);
  };
  const redactor: Redactor = {
    options,
    analyze: (text, hint) => analyze(text, options, hint),
    redact(text, hint) {
      const findings = analyze(text, options, hint);
      return { text: apply(text, findings), findings };
    },
    apply,
    replacement,
    remember: () => {},
    recall: () => [],
    recorder: (memory) => recorder(options, memory),
    forDocument: (memory, learn) => forDocument(redactor, memory, learn ?? false),
  };
  return redactor;
}

function recorder(options: RedactorOptions, memory: DocumentMemory): Redactor {
  const labels = createRedactor({ ...options, style: 'label' });
  const find = (text: string, hint = '') => {
    const findings = analyze(text, options, hint);
    memory.remember(text, findings);
    if (memory.seenChars + text.length <= SEEN_CHARS) memory.keepSeen(hint, text, findings);
    return findings;
  };
  const self: Redactor = {
    ...labels,
    analyze: find,
    redact(text, hint) {
      const findings = find(text, hint);
      return { text: labels.apply(text, findings), findings };
    },
    replacement(value, entity) {
      memory.rememberValue(value, entity);
      return labels.replacement(value, entity);
    },
    remember: (value, entity) => memory.rememberValue(value, entity, true),
    recorder: (m) => recorder(options, m),
  };
  return self;
}

/**
 * The second pass's detector list: one list for every document, as the engine keeps its keyword
 * plan per list (a new empty list per text built a plan per text: a tenth of a 1 KB text's
 * two passes).
 */
const NO_DETECTORS: readonly Detector[] = [];

function forDocument(base: Redactor, memory: DocumentMemory, learn: boolean): Redactor {
  const withMemory = { ...base.options, memory };
  const onlyMemory = { ...base.options, custom: undefined, memory, detectors: NO_DETECTORS };
  const find = (text: string, hint = ''): Finding[] => {
    const seen = memory.seenFindings(hint, text);
    if (!seen) {
      const findings = analyze(text, withMemory, hint);
      if (learn) memory.remember(text, findings);
      return findings;
    }
    // Without the hint: the field rules ran in the first pass (`seen` holds their findings),
    // and would only go over every value of the column again. Not in the cells that the first
    // pass found whole and that outrank any remembered value (memory.skippable).
    const more = memory.outside(memory.skippable(text, seen), () => analyze(text, onlyMemory));
    if (!more.length) return seen;
    const kept = outsideFieldValues(hint, seen, more);
    if (!kept.length) return seen;
    return resolveMerged(seen, kept);
  };
  return {
    ...base,
    options: withMemory,
    analyze: find,
    remember: (value, entity) => memory.rememberValue(value, entity),
    recall: (text) => analyze(text, onlyMemory),
    redact(text, hint) {
      const findings = find(text, hint);
      return { text: base.apply(text, findings), findings };
    },
  };
}

/**
 * resolveOverlaps([...a, ...b]) for two lists each in order of start and not overlapping (a
 * text's first-pass findings and what the memory adds): merged in the order resolveOverlaps
 * puts them in (by start, `a` first), and only the groups of overlapping findings resolved. A
 * column's thousands of findings are not sorted again for the few the memory adds.
 */
function resolveMerged(a: readonly Finding[], b: readonly Finding[]): Finding[] {
  const out: Finding[] = [];
  let group: Finding[] = [];
  let groupEnd = -1;
  const flush = () => {
    if (group.length === 1) out.push(group[0]!);
    // Two that overlap (a date the memory finds again where the first pass found it): the one
    // resolveOverlaps ranks first.
    else if (group.length === 2) out.push(outranks(group[1]!, group[0]!) ? group[1]! : group[0]!);
    else for (const f of resolveOverlaps(group)) out.push(f);
    group = [];
  };
  for (let i = 0, j = 0; i < a.length || j < b.length; ) {
    const f = j >= b.length || (i < a.length && a[i]!.start <= b[j]!.start) ? a[i++]! : b[j++]!;
    if (group.length && f.start >= groupEnd) flush();
    group.push(f);
    if (f.end > groupEnd) groupEnd = f.end;
  }
  if (group.length) flush();
  return out;
}

/** Whether `a` goes before `b` in resolveOverlaps's order of priority (resolve.ts: settle; ties keep `b`, the earlier). */
function outranks(a: Finding, b: Finding): boolean {
  const d = a.score - b.score || a.end - a.start - (b.end - b.start) || entityOrder(b.entity) - entityOrder(a.entity) || b.start - a.start;
  return d > 0;
}

/**
 * Adds the findings per entity type to `into` (a running tally, in no order: formats call this
 * for every cell or block; sortCounts puts the result in catalog order once).
 */
export function countFindings(findings: Iterable<Pick<Finding, 'entity'>>, into: Partial<Record<EntityName, number>> = {}) {
  for (const f of findings) into[f.entity] = (into[f.entity] ?? 0) + 1;
  return into;
}

export function sortCounts(counts: Partial<Record<EntityName, number>>): Partial<Record<EntityName, number>> {
  const out: Partial<Record<EntityName, number>> = {};
  for (const k of (Object.keys(counts) as EntityName[]).sort((a, b) => entityOrder(a) - entityOrder(b))) out[k] = counts[k];
  return out;
}
