import { DETECTORS } from '../detectors/index.js';
import { ENTITY_NAMES, type EntityName } from '../entities.js';
import { compileCustomPattern, customPatternProblem, findCustom, type CustomPattern } from './custom-pattern.js';
import { UsageError } from '../errors.js';
import { DEFAULT_WINDOW, defineDetector, hasContext, keywordWindows, wordListRegex } from './detector.js';
import { cueOwner, hintMentionsOf, keywordPlan, packHits, unpackHits, type KeywordOwner } from './keywords.js';
import { fieldValues, knownFieldEntity } from './known-fields.js';
import { percentDecoded } from './percent-decoded.js';
import { escapedJsonStrings } from './json-escaped.js';
import { base64TextParts } from './base64-parts.js';
import { quotedPrintableParts, rawPieces } from './quoted-printable-parts.js';
import { encodedHeaderRuns } from './encoded-words.js';
import { copyColumns, copySpan } from './sql-copy.js';
import { sqlComparedLiterals } from './sql-literals.js';
import { xmlElementTexts } from './xml-elements.js';
import { resolveOverlaps } from './resolve.js';
import { TextScan, type ScanSeed } from './scan/index.js';
import { foldedPieces, isFoldedCalendar, unfold } from './unfold.js';
import { isRtfWithEscapes, rtfDecoded } from './rtf-escapes.js';
import { hasEscapedMojibake, mojibakeDecoded } from './json-mojibake.js';
import { foldArabicIndicDigits, hasArabicIndicDigits } from './digits-folded.js';
import type { AnalyzeOptions, CustomEntities, Detector, DetectorContext, Finding, PositionList, ValidateContext } from './types.js';

const CONTEXT_BOOST = 0.25;
const DEFAULT_SCORE = 0.6;
const DEFAULT_THRESHOLD = 0.5;
/** Above every detector's own score but a checksum-validated one's 1: the field's name decides. */
const KNOWN_FIELD_SCORE = 0.97;

/**
 * Finds every entity in `text`. Pure: same text, options and hint, same findings.
 * `hint` is extra context that applies to the whole text, such as a CSV column header.
 */
export function analyze(text: string, options: AnalyzeOptions = {}, hint = '', shared?: SharedCandidates): Finding[] {
  // Arabic-Indic digits are read as ASCII ones, at the same offsets (digits-folded.ts); candidates
  // shared by another thread were found on the digits as written, so they are not used.
  if (hasArabicIndicDigits(text)) return analyze(foldArabicIndicDigits(text), options, hint);
  // An iCalendar or vCard text with folded lines is read unfolded (unfold.ts); candidates
  // shared by another thread were found on the folded text, so they are not used.
  if (isFoldedCalendar(text)) {
    const unfolded = unfold(text);
    return analyzeText(unfolded.text, options, hint, true).flatMap((f) => foldedPieces(f, unfolded.rawAt));
  }
  // An RTF document's hex escapes (`Ren\'e9e`) are read decoded (rtf-escapes.ts), each finding
  // widened onto the escapes it was read from; shared candidates were found on the escapes.
  if (isRtfWithEscapes(text)) {
    const decoded = rtfDecoded(text);
    if (decoded) return analyzeText(decoded.text, options, hint, true).map((f) => ({ ...f, start: decoded.rawStart[f.start]!, end: decoded.rawEnd[f.end - 1]! }));
  }
  // UTF-8 bytes escaped one by one as JSON's \u00XX (`Jo\u00c3\u00a3o`: a Facebook export) are
  // read as their characters (json-mojibake.ts), each finding widened onto its escapes.
  if (hasEscapedMojibake(text)) {
    const decoded = mojibakeDecoded(text);
    return analyze(decoded.text, options, hint).map((f) => ({ ...f, start: decoded.rawStart[f.start]!, end: decoded.rawEnd[f.end - 1]! }));
  }
  return analyzeText(text, options, hint, true, shared);
}

/**
 * Part of an analysis done on another thread (the pipe on two cores, docs/parallel.md): the
 * candidates of the detectors named in `ids`, none of which runs after others (`after`), as
 * `firstCandidates` gives them for the same text and options. analyze() takes them in place of
 * running those detectors, and returns what it would have found running them itself.
 */
export interface SharedCandidates {
  ids: ReadonlySet<string>;
  candidates: readonly Finding[];
  /** The other thread's scan of the same text (firstCandidates' `scan`, TextScan.seed()). */
  scan?: ScanSeed | undefined;
  /**
   * The keyword hits of the detectors not in `ids` (firstShare's `keywords`): the other thread's
   * keyword pass looked for every detector's keywords, so this one does no pass of its own.
   */
  keywords?: Int32Array | undefined;
}

/**
 * The candidates of the detectors named in `ids` (a first-phase share: detectors with `after`
 * are left out) on `text` with no hint, in the order analyze() collects them; for analyze()'s
 * `shared` on another thread. Each isolate compiles only the detectors it runs. `scan`: the
 * text's scan, which the caller may keep to send its seed with the candidates (TextScan.seed).
 */
export function firstCandidates(text: string, options: AnalyzeOptions, ids: ReadonlySet<string>, scan = new TextScan(text)): Finding[] {
  return share(text, options, ids, scan, false).candidates;
}

/**
 * firstCandidates, and the keyword hits of the detectors not in `ids` (SharedCandidates'
 * `keywords`): one keyword pass looks for every detector's keywords, which costs about what a
 * pass for this share's alone costs (the text is read once either way), and the thread that
 * finishes the analysis does none (on the bench's logs its pass was ~10% of its part).
 */
export function firstShare(text: string, options: AnalyzeOptions, ids: ReadonlySet<string>, scan = new TextScan(text)): { candidates: Finding[]; keywords: Int32Array } {
  return share(text, options, ids, scan, true) as { candidates: Finding[]; keywords: Int32Array };
}

function share(text: string, options: AnalyzeOptions, ids: ReadonlySet<string>, scan: TextScan, allKeywords: boolean): { candidates: Finding[]; keywords?: Int32Array } {
  const candidates: Finding[] = [];
  if (text.length === 0) return { candidates, keywords: allKeywords ? new Int32Array(0) : undefined };
  const detectors = activeDetectors(options.detectors ?? DETECTORS, options.entities);
  const base = contextOf(options.region ?? 'US', '', [], undefined, undefined, scan);
  // The whole list's pass finds each detector's keywords where the share's own list's does.
  const occurrences = keywordPlan(allKeywords ? detectors : masked(detectors, ids, true)).occurrences(text);
  const allow = allowSet(options.allow);
  const threshold = options.threshold ?? DEFAULT_THRESHOLD;
  const inShare = (i: number) => !detectors[i]!.after?.length && ids.has(detectors[i]!.id);
  detectors.forEach((_, i) => {
    if (inShare(i)) runDetector(text, detectors, i, occurrences, NOT_MENTIONED, base, allow, threshold, candidates);
  });
  // Keys: a detector's index, or cueOwner() of it for its cues.
  const keywords = allKeywords ? packHits(occurrences, (key) => !inShare(key < detectors.length ? key : key - detectors.length)) : undefined;
  return { candidates, keywords };
}

const maskedLists = new WeakMap<readonly Detector[], Map<string, readonly KeywordOwner[]>>();
const NO_KEYWORDS: KeywordOwner = {};

/**
 * `detectors` with the keywords and cues of those a thread does not run taken out (the first-phase
 * detectors named in `ids` when `inShare` is false, all but those when it is true), at the same
 * indexes: its keyword pass looks for its own detectors' keywords only, and finds each of them
 * where the whole list's pass does. One list per share, so its keyword plan is built once.
 */
function masked(detectors: readonly Detector[], ids: ReadonlySet<string>, inShare: boolean): readonly KeywordOwner[] {
  let lists = maskedLists.get(detectors);
  if (!lists) maskedLists.set(detectors, (lists = new Map()));
  const key = `${inShare}:${[...ids].sort().join(',')}`;
  let list = lists.get(key);
  if (!list) {
    const runs = (d: Detector) => (!d.after?.length && ids.has(d.id)) === inShare;
    list = detectors.map((d) => (runs(d) ? d : NO_KEYWORDS));
    lists.set(key, list);
  }
  return list;
}

/** The ids of the detectors that run first (no `after`): what firstCandidates can run on another thread. */
export function firstPhaseIds(options: AnalyzeOptions = {}): string[] {
  return activeDetectors(options.detectors ?? DETECTORS, options.entities)
    .filter((d) => !d.after?.length)
    .map((d) => d.id);
}

/**
 * Where each detector's candidates are in `candidates` ([first, end), a detector's are
 * contiguous; the first run of an id counts), found in one pass: a search per detector read
 * the whole list two dozen times.
 */
function candidateRanges(candidates: readonly Finding[]): Map<string, [number, number]> {
  const ranges = new Map<string, [number, number]>();
  for (let i = 0; i < candidates.length; ) {
    const id = candidates[i]!.detector;
    let end = i + 1;
    while (end < candidates.length && candidates[end]!.detector === id) end++;
    if (!ranges.has(id)) ranges.set(id, [i, end]);
    i = end;
  }
  return ranges;
}

/** analyze(); `decodeQueries`: also read the percent-encoded query values of `text` decoded (queryValues). */
function analyzeText(text: string, options: AnalyzeOptions, hint: string, decodeQueries: boolean, shared?: SharedCandidates): Finding[] {
  if (text.length === 0) return [];
  const detectors = activeDetectors(options.detectors ?? DETECTORS, options.entities);
  const allow = allowSet(options.allow);
  const threshold = options.threshold ?? DEFAULT_THRESHOLD;
  const scan = new TextScan(text, shared?.scan);
  const base = contextOf(options.region ?? 'US', hint, [], undefined, undefined, scan);
  const candidates: Finding[] = [];
  const custom = customDetector(options.custom);
  if (custom) collect(text, custom, base, allow, threshold, candidates, undefined);
  const remembered = options.memory?.detector();
  if (remembered) collect(text, remembered, base, allow, threshold, candidates, undefined);

  const occurrences = shared?.keywords ? unpackHits(shared.keywords) : keywordPlan(shared ? masked(detectors, shared.ids, false) : detectors).occurrences(text);
  const sharedRanges = shared && candidateRanges(shared.candidates);
  // The detectors with a keyword in the hint (e.g. a CSV column header "ssn"): it is context for the whole text.
  const mentioned = hint ? hintMentionsOf(detectors).of(hint) : NOT_MENTIONED;
  const run = (later: boolean, ctx: DetectorContext) => {
    detectors.forEach((det, i) => {
      if (Boolean(det.after?.length) !== later) return;
      if (!later && shared?.ids.has(det.id)) {
        const range = sharedRanges!.get(det.id);
        for (let k = range?.[0] ?? 0, end = range?.[1] ?? 0; k < end; k++) candidates.push(shared.candidates[k]!);
      } else runDetector(text, detectors, i, occurrences, mentioned, ctx, allow, threshold, candidates);
    });
  };
  run(false, base);
  // The first phase's findings, for the detectors that run after it (ctx.prior); also the
  // call's findings when nothing is added after them (a log without names: 176,000 findings not
  // sorted and kept a second time).
  let prior: Finding[] | undefined;
  let priorOf = 0;
  if (detectors.some((d) => d.after?.length)) {
    prior = resolveOverlaps(candidates);
    priorOf = candidates.length;
    run(true, contextOf(base.region, base.hint, prior, undefined, undefined, scan));
  }
  // A query string's values written percent-encoded (`?name=Jane%20Roe&mail=jane%40example.org`
  // in an access log) hide their words from the detectors: each is analyzed decoded as well,
  // with its key as the hint, and what is found there is mapped back onto the encoded text.
  if (decodeQueries) {
    // A span of the text analyzed alone with `spanHint` as its hint, its findings shifted back.
    const analyzeSpan = (start: number, end: number, spanHint: string) => {
      for (const f of analyzeText(text.slice(start, end), options, spanHint, false)) candidates.push({ ...f, start: start + f.start, end: start + f.end });
    };
    for (const v of queryValues(text, scan)) {
      const { text: decoded, rawAt } = percentDecoded(text.slice(v.start, v.end).replaceAll('+', ' '));
      for (const f of analyzeText(decoded, options, v.key, false)) candidates.push({ ...f, start: v.start + rawAt[f.start]!, end: v.start + rawAt[f.end]! });
    }
    // A string literal an SQL query compares a known field's column with (sql-literals.ts): read
    // with the column's name as its hint, as a JSON key's value is.
    for (const v of sqlComparedLiterals(text, scan)) analyzeSpan(v.start, v.end, v.column);
    // A Postgres COPY block's fields under a known field's column (sql-copy.ts): read with the
    // column's name as their hint, a column's fields in one text.
    for (const col of copyColumns(text, scan)) {
      for (const f of analyzeText(col.joined, options, col.column, false)) {
        const at = copySpan(col, f.start, f.end);
        if (at) candidates.push({ ...f, start: at[0], end: at[1] });
      }
    }
    // An XML element's text under a known field's name (xml-elements.ts): read with the name as its hint.
    for (const v of xmlElementTexts(text, scan)) analyzeSpan(v.start, v.end, v.name);
    // A JSON document carried as a string inside another (json-escaped.ts): read unescaped, each
    // finding mapped back onto the escaped text. Only what its keys and shapes say: the words
    // of names, firms and places are read in the text as written (the same words, another
    // context: "your OTP is" in a message body is no firm's name).
    // All of a text's such strings are read in one text (a log holds thousands), without the
    // names' detectors.
    const escaped = escapedJsonStrings(text, scan);
    if (escaped) {
      const entities = (options.entities ?? ENTITY_NAMES).filter((e) => !WORD_READ.has(e));
      for (const f of analyzeText(escaped.text, { ...options, entities }, '', false)) {
        const nul = escaped.text.indexOf('\u0000', f.start);
        if (nul < 0 || nul >= f.end) candidates.push({ ...f, start: escaped.rawAt[f.start]!, end: escaped.rawAt[f.end]! });
      }
    }
    // A MIME part's text sent base64-encoded (base64-parts.ts): read decoded, and each finding
    // mapped onto the base64 quartets that hold it.
    for (const part of base64TextParts(text)) {
      for (const f of analyzeText(part.text, options, '', false)) candidates.push({ ...f, start: part.rawStart[f.start]!, end: part.rawEnd[f.end - 1]! });
    }
    // A MIME part's text sent quoted-printable (quoted-printable-parts.ts): read decoded, soft
    // line breaks joined, and each finding mapped back in pieces between them.
    for (const part of quotedPrintableParts(text)) {
      for (const f of analyzeText(part.text, options, '', false)) candidates.push(...rawPieces(f, part.rawStart, part.rawEnd));
    }
    // A header's RFC 2047 encoded words (encoded-words.ts): its line read decoded (`Subject:
    // Zofia Wróblewska — umowa`), and the whole run taken as what is found in its decoded text,
    // when found above the weakest readings (a subject's `Zaměstnanecká smlouva`, two capitals
    // at 0.5, is no reason to take the whole subject).
    if (text.includes('?=')) {
      for (const run of encodedHeaderRuns(text)) {
        for (const f of analyzeText(run.line, options, '', false)) {
          if (f.end > run.decodedStart && f.score >= ENCODED_RUN_SCORE) candidates.push({ ...f, start: run.start, end: run.end });
        }
      }
    }
  }
  // A field whose name says what it holds: each of its values is of that type (known-fields.ts),
  // unless a detector found that very value as that type.
  const field = hint ? knownFieldEntity(hint) : undefined;
  let all = candidates;
  if (field) {
    // The spans found as the field's type, as one number each (a string past 2^53: a text of 90 M characters).
    const width = text.length + 1;
    const span = width * width <= Number.MAX_SAFE_INTEGER ? (start: number, end: number) => start * width + end : (start: number, end: number) => `${start},${end}`;
    const found = new Set<number | string>();
    for (const c of candidates) if (c.entity === field) found.add(span(c.start, c.end));
    const values = allow.size ? withoutAllowed(text, fieldValues(text, field, scan), allow) : fieldValues(text, field, scan);
    // A type whose values hold others' (an address holds a ZIP code, which a hint "address"
    // makes certain): inside its field's values, the other types' candidates give way, so the
    // whole value is of the field's type, never only the ZIP code in it (the user's own terms stay).
    if (values.length && detectors.some((d) => d.entity === field && d.encloses)) all = candidates.filter((c) => keepsInField(c, field, values));
    for (let v = 0; v < values.length; v += 2) {
      const start = values[v]!;
      const end = values[v + 1]!;
      if (!found.has(span(start, end))) all.push({ entity: field, start, end, score: KNOWN_FIELD_SCORE, detector: 'known-field' });
    }
  }
  // In order of start, as resolveOverlaps returns them (the same list, the same result).
  const resolved = prior !== undefined && all === candidates && candidates.length === priorOf ? prior : resolveOverlaps(all);
  if (!options.entities) return resolved;
  const selected = new Set(options.entities);
  return resolved.filter((f) => selected.has(f.entity));
}

/** The least score of a finding in a header's decoded encoded words for which the whole run is taken. */
const ENCODED_RUN_SCORE = 0.6;

/** The types read from words in their context (not from a key or a shape). */
const WORD_READ: ReadonlySet<EntityName> = new Set<EntityName>(['PERSON_NAME', 'ORGANIZATION', 'ADDRESS']);

/** Runs detector `i` of `detectors` on `text`, its candidates added to `candidates`. */
function runDetector(
  text: string,
  detectors: readonly Detector[],
  i: number,
  occurrences: ReadonlyMap<number, Int32Array>,
  mentioned: ReadonlySet<number>,
  ctx: DetectorContext,
  allow: ReadonlySet<string>,
  threshold: number,
  candidates: Finding[],
): void {
  const det = detectors[i]!;
  let windows: readonly number[] | undefined;
  let detCtx = ctx;
  // A keyword in the hint (`mentioned`) is context for the whole text.
  if (det.keywords?.length && !mentioned.has(i)) {
    const at = occurrences.get(i);
    if (!at) return;
    // Windows only narrow patterns; a find()-only detector is gated and told where they are.
    if (det.compiled.length) windows = keywordWindows(text, at, det.window ?? DEFAULT_WINDOW);
    if (det.find) detCtx = contextOf(ctx.region, ctx.hint, ctx.prior, at, undefined, ctx.scan);
  }
  if (det.cues?.length || det.wholeWordCues?.length) detCtx = contextOf(detCtx.region, detCtx.hint, detCtx.prior, detCtx.keywordHits, occurrences.get(cueOwner(detectors, i)) ?? NO_HITS, ctx.scan);
  collect(text, det, detCtx, allow, threshold, candidates, windows);
}

/**
 * The values of `key=value` pairs that hold a percent-encoded byte (`%20`, `%40`) or a "+"
 * between letters or digits (a space in a form's encoding, HTML 4.01 §17.13.4: `tel=08-418+273+64`,
 * `namn=Kerstin+Holmqvist`): from the "=" to the next "&", "#", ";", quote, bracket or blank,
 * with the key before the "=".
 */
function queryValues(text: string, scan: TextScan): { start: number; end: number; key: string }[] {
  const out: { start: number; end: number; key: string }[] = [];
  let after = 0;
  const marks: number[] = [];
  for (const at of scan.literal('%')) if (isHex(text.charCodeAt(at + 1)) && isHex(text.charCodeAt(at + 2))) marks.push(at);
  const encoded = marks.length;
  // Read only inside the text (a read past either end deoptimizes: a CSV column's edges).
  for (const at of scan.literal('+')) if (at > 0 && at + 1 < text.length && isKeyChar(text.charCodeAt(at - 1)) && isKeyChar(text.charCodeAt(at + 1))) marks.push(at);
  if (encoded > 0 && marks.length > encoded) marks.sort((a, b) => a - b);
  for (const at of marks) {
    if (at < after) continue;
    let start = at;
    while (start > 0 && !endsValue(text.charCodeAt(start - 1)) && text.charCodeAt(start - 1) !== 61 /* = */) start--;
    let end = at + 1;
    while (end < text.length && !endsValue(text.charCodeAt(end))) end++;
    after = end;
    if (text.charCodeAt(start - 1) !== 61) {
      // A URL path's segment written percent-encoded (`GET /tenants/Olof%20Nerg%C3%A5rd/lease`):
      // the segment, with the one before it as its key.
      if (text.charCodeAt(at) === 37) {
        const segment = pathSegment(text, start, at, end);
        if (segment) {
          out.push(segment);
          after = segment.end;
        }
      }
      continue;
    }
    let keyStart = start - 1;
    while (keyStart > 0 && isKeyChar(text.charCodeAt(keyStart - 1))) keyStart--;
    // A "+" alone is a space in a query's pair only (after "?" or "&"): `i=i+1` in code is none.
    if (text.charCodeAt(at) === 43 && !PERCENT_BYTE.test(text.slice(start, end)) && !QUERY_PAIR_START.has(text.charCodeAt(keyStart - 1))) continue;
    out.push({ start, end, key: text.slice(keyStart, start - 1) });
  }
  return out;
}

/**
 * The segment of the URL path text[token, end) that holds the percent-encoded byte at `at`, when
 * the token is a path (it starts with "/") or a URL ("scheme://"), keyed by the segment before it.
 */
function pathSegment(text: string, token: number, at: number, end: number): { start: number; end: number; key: string } | undefined {
  const slash = text.lastIndexOf('/', at);
  if (slash < token) return undefined;
  if (text.charCodeAt(token) !== 47 && !/^[a-z][a-z0-9+.-]*:\/\//i.test(text.slice(token, slash + 1))) return undefined;
  let segmentEnd = text.indexOf('/', at);
  if (segmentEnd < 0 || segmentEnd > end) segmentEnd = end;
  const keyStart = text.lastIndexOf('/', slash - 1);
  return { start: slash + 1, end: segmentEnd, key: keyStart >= token ? text.slice(keyStart + 1, slash) : '' };
}

const PERCENT_BYTE = /%[0-9A-Fa-f]{2}/;
// "?" and "&" (and ";", HTML 4.01 §B.2.2's alternative to "&") before a query's key.
const QUERY_PAIR_START = new Set([63, 38, 59]);
const isHex = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
// & # ; " ' < > ( ) [ ] { } blank, line end, "=" of the next pair, "?" of a query.
const endsValue = (c: number) => c <= 32 || c === 38 || c === 35 || c === 59 || c === 34 || c === 39 || c === 60 || c === 62 || c === 40 || c === 41 || c === 91 || c === 93 || c === 123 || c === 125 || c === 63;
const isKeyChar = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 45 || c === 46;

/**
 * A document's second pass over a text it has analyzed (redactor.ts): `more`, what the memory
 * alone finds there without the hint, less what the field rules of `hint` would have set aside
 * (another type's value inside an address field's value, which `seen` holds). The field's
 * values are `seen`'s findings of its type: the first pass applied the rules already.
 */
export function outsideFieldValues(hint: string, seen: readonly Finding[], more: Finding[]): Finding[] {
  const field = hint ? knownFieldEntity(hint) : undefined;
  if (!field || !DETECTORS.some((d) => d.entity === field && d.encloses)) return more;
  const values: number[] = [];
  for (const f of seen) if (f.entity === field) values.push(f.start, f.end);
  return values.length ? more.filter((c) => keepsInField(c, field, values)) : more;
}

/** The [start, end] pairs of `values` whose text is not on the allow list. */
function withoutAllowed(text: string, values: readonly number[], allow: ReadonlySet<string>): number[] {
  const out: number[] = [];
  for (let v = 0; v < values.length; v += 2) if (!allow.has(normalizeAllow(text.slice(values[v], values[v + 1])))) out.push(values[v]!, values[v + 1]!);
  return out;
}

/**
 * Whether a candidate stays beside the values of an enclosing field: one of the field's type,
 * the user's own terms (CUSTOM_ENTITY: the user decides), or one not inside a value.
 */
function keepsInField(c: Finding, field: EntityName, values: readonly number[]): boolean {
  return c.entity === field || c.entity === 'CUSTOM_ENTITY' || !inside(values, c);
}

/** Whether a finding lies within one of `spans` ([start, end] pairs in one list, in order of start, not overlapping). */
function inside(spans: readonly number[], f: Finding): boolean {
  let lo = 0;
  let hi = spans.length >> 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (spans[2 * mid + 1]! <= f.start) lo = mid + 1;
    else hi = mid;
  }
  return 2 * lo < spans.length && spans[2 * lo]! <= f.start && f.end <= spans[2 * lo + 1]!;
}

const active = new WeakMap<readonly Detector[], Map<string, readonly Detector[]>>();

/**
 * The detectors that run for a selection of entity types: all of them, except those that
 * `encloses` other entities when their own type is not selected (`--entities ZIP_CODE` finds
 * the ZIP code inside an address). The others all run, so that the overlap with an unselected
 * type still decides ("4111 1111 1111 1111" is a card, so no part of it is a phone number).
 * One list per selection, so the keyword plan built for it is reused.
 */
function activeDetectors(detectors: readonly Detector[], entities: readonly EntityName[] | undefined): readonly Detector[] {
  if (!entities) return detectors;
  let bySelection = active.get(detectors);
  if (!bySelection) active.set(detectors, (bySelection = new Map()));
  const key = entities.join(',');
  let list = bySelection.get(key);
  if (!list) {
    const kept = detectors.filter((d) => !d.encloses || entities.includes(d.entity));
    list = kept.length === detectors.length ? detectors : kept;
    bySelection.set(key, list);
  }
  return list;
}

/** Contexts are made with one shape, so the detectors' accesses to them stay monomorphic. */
function contextOf(
  region: string,
  hint: string,
  prior: readonly Finding[],
  keywordHits: PositionList | undefined,
  cueHits: PositionList | undefined,
  scan: TextScan | undefined,
): DetectorContext {
  return { region, hint, prior, keywordHits, cueHits, scan };
}

/** No positions (of length 0: nothing in it to change). */
const NO_HITS = new Int32Array(0);
const NOT_MENTIONED: ReadonlySet<number> = new Set();

function collect(
  text: string,
  det: Detector,
  ctx: DetectorContext,
  allow: ReadonlySet<string>,
  threshold: number,
  out: Finding[],
  windows: readonly number[] | undefined,
): void {
  // One context object for every candidate of this detector (validators read it, never keep
  // it), made on the first candidate: an object spread per detector and call cost more than
  // detection itself on short texts (a CSV cell, a JSON string).
  let at: ValidateContext | undefined;
  // Read from the detector on the first candidate (a getter that builds it on first use).
  let contextRegex: RegExp | undefined | null = null;
  const consider = (start: number, end: number, score: number | undefined, entity: EntityName | undefined) => {
    if (end <= start) return;
    // The value is only read by the allow list and validate (thousands of dates have neither).
    const value = allow.size || det.validate ? text.slice(start, end) : '';
    if (allow.size && allow.has(normalizeAllow(value))) return;
    let s = score ?? det.score ?? DEFAULT_SCORE;
    if (det.validate) {
      at ??= { region: ctx.region, hint: ctx.hint, prior: ctx.prior, keywordHits: ctx.keywordHits, cueHits: ctx.cueHits, scan: ctx.scan, text, start: 0, end: 0 };
      at.start = start;
      at.end = end;
      const v = det.validate(value, at);
      if (v === false) return;
      if (typeof v === 'number') {
        if (v <= 0) return;
        s = v;
      }
    }
    if (contextRegex === null) contextRegex = det.contextRegex;
    if (contextRegex) {
      const near = hasContext(contextRegex, text, start, end, ctx.hint);
      if (near) s = Math.min(1, s + CONTEXT_BOOST);
      else if (det.requireContext) return;
    }
    if (s < threshold) return;
    out.push({ entity: entity ?? det.entity, start, end, score: round(s), detector: det.id });
  };
  // Most detectors have no patterns (a find() only): no windows to make for them.
  if (det.compiled.length !== 0) collectInWindows(text, det, windows ?? [0, text.length], consider);
  // A finder that emits its candidates is given `consider` (no list of candidate objects).
  if (det.findEach) det.findEach(text, ctx, consider);
  else if (det.find) {
    for (const c of det.find(text, ctx)) consider(c.start, c.end, c.score, c.entity);
  }
}

type Consider = (start: number, end: number, score: undefined, entity: undefined) => void;

/**
 * Each pattern scanned over each window ([start, end] pairs; the whole text: one window), as
 * its global regex finds its matches there (PatternSearch: its leading lookbehinds tested where
 * the rest matches).
 */
function collectInWindows(text: string, det: Detector, windows: readonly number[], consider: Consider): void {
  const searches = det.searches;
  const locators = det.locators;
  for (let w = 0; w < windows.length; w += 2) {
    const from = windows[w]!;
    const to = windows[w + 1]!;
    const slice = from === 0 && to === text.length ? text : text.slice(from, to);
    for (let p = 0; p < searches.length; p++) {
      const search = searches[p]!;
      const locator = locators[p];
      let m: RegExpExecArray | null;
      let at = 0;
      while ((m = search.exec(slice, at)) !== null) {
        const length = m[0].length;
        at = m.index + length;
        if (length === 0) {
          at++;
          continue;
        }
        if (!locator) {
          consider(from + m.index, from + at, undefined, undefined);
          continue;
        }
        if (m.groups?.value === undefined) continue;
        locator.lastIndex = m.index;
        const span = locator.exec(slice)?.indices?.groups?.value;
        if (span) consider(from + span[0], from + span[1], undefined, undefined);
      }
    }
  }
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

function normalizeAllow(value: string): string {
  return value.trim().toLowerCase();
}

function allowSet(allow: readonly string[] | undefined): ReadonlySet<string> {
  return new Set((allow ?? []).map(normalizeAllow).filter((v) => v !== ''));
}

const customCache = new Map<string, Detector | undefined>();

/** The CUSTOM_ENTITY detector for the user's terms and patterns (cached per definition). */
function customDetector(custom: CustomEntities | undefined): Detector | undefined {
  if (!custom || (!custom.terms?.length && !custom.patterns?.length)) return undefined;
  const key = JSON.stringify([custom.terms ?? [], (custom.patterns ?? []).map(String)]);
  if (customCache.has(key)) return customCache.get(key);
  const patterns: RegExp[] = [];
  const terms = wordListRegex((custom.terms ?? []).map((t) => t.trim()).filter(Boolean), 'i');
  if (terms) patterns.push(terms);
  // A user's pattern given as text runs on RE2 (linear time, see custom-pattern.ts); a RegExp
  // object comes from code, which answers for it.
  const linear: CustomPattern[] = [];
  for (const [i, p] of (custom.patterns ?? []).entries()) {
    if (p instanceof RegExp) {
      patterns.push(p);
      continue;
    }
    const problem = customPatternProblem(p);
    if (problem) throw new UsageError(`custom pattern ${i + 1} is not a valid regular expression: ${problem}`);
    linear.push(compileCustomPattern(p));
  }
  const det = defineDetector({
    id: 'custom',
    entity: 'CUSTOM_ENTITY',
    ...(patterns.length ? { patterns } : {}),
    ...(linear.length ? { find: (text: string) => linear.flatMap((re) => findCustom(re, text)) } : {}),
    score: 1,
    examples: { positive: [], negative: [] },
  });
  customCache.set(key, det);
  return det;
}
