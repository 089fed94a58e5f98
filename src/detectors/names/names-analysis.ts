import { codeAt } from '../lib/char-codes.js';
import { configValueSpans } from './names-config-values.js';
import { joinNicknames } from './names-nicknames.js';
import type { Candidate, DetectorContext, Finding } from '../../engine/types.js';
import { findHinted } from './names-hints.js';
import { findCoordinated, findInformalNames } from './names-informal.js';
import { INFORMAL_CUES, informalLines, type Lines } from './names-register.js';
import { findCuedPeople } from './names-person-cues.js';
import { findOrganizations } from './names-orgs.js';
import { findGivenBeforeWord, findLoneGivenNames, findPeople, corefer } from './names-people.js';
import { findGreetedLowerCase, findLowerCaseMentions } from './names-lower-mentions.js';
import { dropSoftwareListItems } from './names-tech-lists.js';
import { findCapitalNames } from './names-caps.js';
import { findAfterLowerTitles } from './names-lower-titles.js';
import { claimSetPhrases } from './names-german.js';
import { claimWordUses } from './names-word-uses.js';
import { findPlaces } from './names-places.js';
import { findProperNouns } from './names-proper.js';
import { findFollowedNames } from './names-followers.js';
import { buildRuns, type Runs } from './names-runs.js';
import { findStreets, type StreetSpan } from './names-streets.js';
import { findTradeNames } from './names-trade.js';
import { findNamedPeople, NAMED_CUES } from './names-named.js';
import { tokenize, type CapToken } from './names-tokens.js';
import { findInvertedSurnames } from './names-inverted.js';
import { pairsByStart, spanPairs } from './names-span-order.js';
import { Positions } from '../../engine/scan/index.js';
import { codedAttributeSpans, dicomCodeSpans, markupNameSpans, x12CodeSpans } from './names-markup.js';
import { literalPositions } from '../../engine/detector.js';
import { csvTablesOf } from '../lib/csv-table.js';
import type { GermanText } from './names-german.js';
import type { RomanceText } from './names-romance.js';
import type { DutchText } from './names-dutch.js';
import type { LithuanianText } from './names-lithuanian.js';
import type { NordicText } from './names-nordic.js';
import type { MalayText } from './names-malay.js';
import type { PolishText } from './names-polish.js';
import type { AlbanianText, FinnishText, HungarianText, IcelandicText, KinyarwandaText, LatvianText, SlavicLatinText, SwahiliText, TagalogText, VietnameseText } from './names-more-languages.js';

/** Who claimed a token: person, organization or place; 0 = free. */
// Word: a token read as a common word in a set phrase ("Damen und Herren"), claimed so that no
// finder takes it; it makes no span.
export const Role = { Free: 0, Person: 1, Org: 2, Place: 3, Word: 4 } as const;
export type Role = (typeof Role)[keyof typeof Role];

/** Everything the name finders share about one text. */
export interface NameText {
  text: string;
  tokens: CapToken[];
  /** gaps[i]: how tokens[i] joins tokens[i+1] (a Gap), Gap.None when it ends a run. */
  gaps: Uint8Array;
  runs: Runs;
  roles: Uint8Array;
  people: Candidate[];
  orgs: Candidate[];
  places: Candidate[];
  /** Where each street address of findStreets ends: a town after it and a comma is a place. */
  streetEnds: ReadonlySet<number>;
  /** How many of a log's levels and request methods tokenize made no token for, by key (tokenize's `skippedKeys`). */
  logWordKeys: ReadonlyMap<string, number>;
  /** The informal lines of the text (names-register), [start, end) in order. */
  informal: Lines;
  /** Spans whose inside is no prose (e-mail addresses, keys, a user agent's products), by start: no name inside. */
  /** Start and end of each opaque span (compute()), in order of start. */
  opaque: Int32Array;
  ctx: DetectorContext;
  /** Which blocks of the text are in these languages (names-language), made on first use and shared by the phases. */
  german?: GermanText;
  romance?: RomanceText;
  dutch?: DutchText;
  nordic?: NordicText;
  malay?: MalayText;
  polish?: PolishText;
  lithuanian?: LithuanianText;
  icelandic?: IcelandicText;
  slavicLatin?: SlavicLatinText;
  latvian?: LatvianText;
  albanian?: AlbanianText;
  kinyarwanda?: KinyarwandaText;
  finnish?: FinnishText;
  hungarian?: HungarianText;
  swahili?: SwahiliText;
  tagalog?: TagalogText;
  vietnamese?: VietnameseText;
}

/**
 * A NameText made by a constructor, every field there from the start: an object literal's
 * boilerplate (made on the literal's second run, its computed fields uninitialized) widened the
 * fields' recorded types and threw away the optimized code of the phases that read them, and
 * each language's block map added later (`nt.german ??= …`) changed the object's shape.
 */
class NameTextOf implements NameText {
  readonly roles: Uint8Array;
  readonly people: Candidate[] = [];
  readonly orgs: Candidate[] = [];
  readonly places: Candidate[] = [];
  german: GermanText | undefined = undefined;
  romance: RomanceText | undefined = undefined;
  dutch: DutchText | undefined = undefined;
  nordic: NordicText | undefined = undefined;
  malay: MalayText | undefined = undefined;
  polish: PolishText | undefined = undefined;
  lithuanian: LithuanianText | undefined = undefined;
  icelandic: IcelandicText | undefined = undefined;
  slavicLatin: SlavicLatinText | undefined = undefined;
  latvian: LatvianText | undefined = undefined;
  albanian: AlbanianText | undefined = undefined;
  kinyarwanda: KinyarwandaText | undefined = undefined;
  finnish: FinnishText | undefined = undefined;
  hungarian: HungarianText | undefined = undefined;
  swahili: SwahiliText | undefined = undefined;
  tagalog: TagalogText | undefined = undefined;
  vietnamese: VietnameseText | undefined = undefined;

  constructor(
    readonly text: string,
    readonly tokens: CapToken[],
    readonly gaps: Uint8Array,
    readonly runs: Runs,
    readonly informal: Lines,
    readonly opaque: Int32Array,
    readonly ctx: DetectorContext,
    readonly streetEnds: ReadonlySet<number>,
    readonly logWordKeys: ReadonlyMap<string, number>,
  ) {
    this.roles = new Uint8Array(tokens.length);
  }
}

/** "on 5th Ave. Then": the tokens inside a numberless street (in order) are the street's, no person's. */
function claimStreetWords(nt: NameText, streets: readonly StreetSpan[]): void {
  let i = 0;
  for (const s of streets) {
    if (!s.ownsWords) continue;
    while (i < nt.tokens.length && nt.tokens[i]!.start < s.start) i++;
    for (; i < nt.tokens.length && nt.tokens[i]!.start < s.end; i++) nt.roles[i] = Role.Place;
  }
}

export interface NameSpans {
  people: readonly Candidate[];
  orgs: readonly Candidate[];
  places: readonly Candidate[];
}

/** Marks tokens first..last as claimed by `role` and records the span. */
export function claim(nt: NameText, first: number, last: number, role: Role, score: number, end?: number): void {
  for (let i = first; i <= last; i++) nt.roles[i] = role;
  const span = { start: nt.tokens[first]!.start, end: end ?? nt.tokens[last]!.end, score };
  (role === Role.Person ? nt.people : role === Role.Org ? nt.orgs : nt.places).push(span);
}

// Prior findings whose inside is not prose: a capitalized word inside an e-mail address or a
// key belongs to that finding. ZIP codes and dates may sit inside an address line, and a user
// name found by its label ("user: Sophie Lambert" in a chat) competes by score instead.
const OPAQUE = new Set(['EMAIL_ADDRESS', 'API_KEY', 'LICENSE_KEY', 'IBAN', 'CUSTOM_ENTITY']);
const isOpaque = (f: Finding) => OPAQUE.has(f.entity);

/**
 * The keyword pass's cues of the three detectors that share this analysis (whichever runs first
 * hands its context to compute): the informal lines' marks and chat words, and "name".
 */
export const NAME_ANALYSIS_CUES: readonly string[] = [...INFORMAL_CUES, ...NAMED_CUES];

/** The spans of one analyze() call's text, by the prior findings they were computed with. */
const byPrior = () => new WeakMap<readonly Finding[], NameSpans>();

/**
 * People, organizations and places in `text`, computed once per analyze() call (in its scan)
 * and shared by the three detectors (they run one after another on the same text and context).
 */
export function findNameSpans(text: string, ctx: DetectorContext): NameSpans {
  const scan = ctx.scan;
  if (scan === undefined || scan.text !== text) return compute(text, ctx);
  const known = scan.shared(byPrior);
  let spans = known.get(ctx.prior);
  if (!spans) known.set(ctx.prior, (spans = compute(text, ctx)));
  return spans;
}

/**
 * compute() with a log's levels and request methods made tokens (`logWords` 'keep'), as the
 * reference a test compares the analysis with (tokenize's `logWords`).
 */
export function nameSpansOf(text: string, ctx: DetectorContext, logWords: 'skip' | 'keep'): NameSpans {
  return compute(text, ctx, logWords);
}

function compute(text: string, ctx: DetectorContext, logWords: 'skip' | 'keep' = 'skip'): NameSpans {
  // The products and the configuration values both start from the "/"s, found once (and not
  // kept in the call's scan, which no other detector reads them from: 3 MB on 20 MB of logs).
  const slashes = literalPositions(text, ['/']);
  // As start/end pairs (spanPairs): the products are tens of thousands on logs.
  const opaque = pairsByStart([spanPairs(ctx.prior, isOpaque), productSpans(text, slashes), spanPairs(configValueSpans(text, slashes)), spanPairs(markupNameSpans(text)), spanPairs(codedAttributeSpans(text)), spanPairs(csvHeaderNames(text, ctx)), spanPairs(dicomCodeSpans(text)), spanPairs(x12CodeSpans(text))]);
  const logWordKeys = new Map<string, number>();
  const tokens = tokenize(text, opaque, logWords, logWordKeys);
  const gaps = new Uint8Array(tokens.length);
  const runs = buildRuns(text, tokens, gaps);
  const streets = findStreets(text, tokens);
  const nt: NameText = new NameTextOf(text, tokens, gaps, runs, informalLines(text, ctx.cueHits), opaque, ctx, new Set(streets.map((s) => s.end)), logWordKeys);
  for (const s of streets) nt.places.push(s);
  claimStreetWords(nt, streets);
  claimSetPhrases(nt);
  claimWordUses(nt);
  findHinted(nt);
  findCuedPeople(nt);
  findNamedPeople(nt);
  findPeople(nt, 'titled');
  findAfterLowerTitles(nt);
  findOrganizations(nt);
  findTradeNames(nt);
  findPlaces(nt, 'multiword');
  findPeople(nt, 'gazetteer');
  findPeople(nt, 'role');
  findCapitalNames(nt);
  findPlaces(nt, 'single');
  corefer(nt);
  findLoneGivenNames(nt);
  findGivenBeforeWord(nt);
  findProperNouns(nt);
  findFollowedNames(nt);
  findInformalNames(nt);
  findCoordinated(nt);
  findLowerCaseMentions(nt);
  findGreetedLowerCase(nt);
  joinNicknames(nt);
  findInvertedSurnames(nt);
  return { people: dropSoftwareListItems(text, nt.people), orgs: nt.orgs, places: mergePlaces(text, nt.places) };
}

/**
 * The column names of a CSV table's header with a row under it (lib/csv-table.ts): `POCity`,
 * `Prénom`, `Etunimi`, `Woonplaats` name columns, no one.
 */
function csvHeaderNames(text: string, ctx: DetectorContext): Span[] {
  const out: Span[] = [];
  for (const table of csvTablesOf(text, ctx)) {
    if (table.rows.length === 0) continue;
    for (const [start, end] of table.header) out.push({ start, end });
  }
  return out;
}

export interface Span {
  start: number;
  end: number;
}

/** Whether [start, end) overlaps one of the text's opaque spans (few: a linear walk). */
export function overlapsOpaque(nt: NameText, start: number, end: number): boolean {
  const o = nt.opaque;
  for (let k = 0; k < o.length; k += 2) {
    if (o[k]! >= end) return false;
    if (o[k + 1]! > start) return true;
  }
  return false;
}

/**
 * Products with their dotted version and the comment after it, the parts of a user agent in a log line
 * ("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)", "AppleWebKit/537.36"): no names inside.
 * Found from the "/" before a digit, a rare pair in prose; a comment counts when it holds ";".
 * As start/end pairs, in order of start.
 */
export function productSpans(text: string, slashes: ArrayLike<number> = literalPositions(text, ['/'])): Int32Array {
  const out = new Positions();
  // A "/" that opens the text ends the search (as the indexOf loop this replaced did).
  for (let k = 0; k < slashes.length && slashes[k]! > 0; k++) {
    const at = slashes[k]!;
    if (!isDigitCode(codeAt(text, at + 1))) continue;
    let start = at;
    while (start > 0 && isProductCode(text.charCodeAt(start - 1))) start--;
    if (start === at || !isLetterCode(text.charCodeAt(start))) continue;
    let end = at + 1;
    while (end < text.length && (isProductCode(text.charCodeAt(end)) || text.charCodeAt(end) === 46)) end++;
    // A version has a dot ("5.0", "537.36"): "Smith/2" is a name and a number; a date's year
    // ("01/Mar/2024") has none.
    if (!hasDotDigit(text, at + 1, end)) continue;
    let open = end;
    while (codeAt(text, open) === 32) open++;
    if (codeAt(text, open) === 40 /* ( */) {
      const close = text.indexOf(')', open);
      if (close > open && close - open < 200 && !holds(text, open, close, 10 /* \n */) && holds(text, open, close, 59 /* ; */)) end = close + 1;
    }
    out.push(start);
    out.push(end);
    while (k + 1 < slashes.length && slashes[k + 1]! < end) k++;
  }
  return out.done();
}

/** Whether text[from, to) holds a "." before a digit. */
function hasDotDigit(text: string, from: number, to: number): boolean {
  for (let i = from; i + 1 < to; i++) if (text.charCodeAt(i) === 46 && isDigitCode(text.charCodeAt(i + 1))) return true;
  return false;
}

/** Whether text[from, to) holds the code `c`. */
function holds(text: string, from: number, to: number, c: number): boolean {
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === c) return true;
  return false;
}

const isDigitCode = (c: number) => c >= 48 && c <= 57;
const isLetterCode = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isProductCode = (c: number) => isDigitCode(c) || isLetterCode(c) || c === 95 || c === 45;

/** "Großbottwar, Germany", "Diyarbakır (Turkey)": neighbouring places are one address. */
function mergePlaces(text: string, places: Candidate[]): Candidate[] {
  const sorted = [...places].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Candidate[] = [];
  for (const p of sorted) {
    const prev = out[out.length - 1];
    if (prev && p.start < prev.end) {
      if ((p.score ?? 0) > (prev.score ?? 0) && p.end >= prev.end) out[out.length - 1] = { ...p, start: Math.min(p.start, prev.start) };
      else if (p.end > prev.end && (p.score ?? 0) >= (prev.score ?? 0)) prev.end = p.end;
      continue;
    }
    if (prev) {
      const gap = text.slice(prev.end, p.start);
      if (/^,[ \t]?$/.test(gap)) {
        prev.end = p.end;
        prev.score = Math.max(prev.score ?? 0, p.score ?? 0);
        continue;
      }
      if (/^ \($/.test(gap) && text[p.end] === ')') {
        prev.end = p.end + 1;
        prev.score = Math.max(prev.score ?? 0, p.score ?? 0);
        continue;
      }
    }
    out.push({ ...p });
  }
  return out;
}
