import type { Candidate } from '../../engine/types.js';
import { foldKey } from '../../lexicon/fold.js';
import { isGivenName } from './names-gazetteer.js';

/**
 * Software a CV or a ticket lists that the name lists also hold as family names ("Python,
 * Scala, SQL, Kafka, Flink", "moved batch ETL to Kafka + Flink"): a person found as that one
 * word alone, in a list whose item right before or after it (parted by a comma, "+", "/", "&",
 * ";" or "and") is software too or an acronym in capitals, is no person. A name of two words
 * ("Maria Scala") and a list of people ("Scala, Jones and Kafka") are left as they are. So is a
 * chat tool one reaches people through ("on Slack": isPlatformReached), and a team's word before a
 * person and a "/" ("Ops/Maria Lindqvist": isTeamBeforePerson).
 */
export function dropSoftwareListItems(text: string, people: Candidate[]): Candidate[] {
  let kept: Candidate[] | undefined;
  for (let k = 0; k < people.length; k++) {
    const p = people[k]!;
    // Most people found are longer or no software's length and initial: no string is made for them.
    const len = p.end - p.start;
    const shape = len < 16 ? (SOFTWARE_SHAPES[((text.charCodeAt(p.start) | 0x20) & 127) * 16 + len] ?? 0) : 0;
    const drop = ((shape & 1) === 1 && isListedSoftware(text, p)) || ((shape & 2) === 2 && isPlatformReached(text, p)) || isTeamBeforePerson(text, p, people[k + 1]);
    if (drop) kept ??= people.slice(0, k);
    else kept?.push(p);
  }
  return kept ?? people;
}

/**
 * Whether `p` is a team's or a role's word written before a person with a "/" (`cc: Ops/Maria
 * Lindqvist`, `QA/Maria Lindqvist`): one word, no given name (`Anna/Maria Lindqvist` may be two
 * people), the person right after the "/".
 */
function isTeamBeforePerson(text: string, p: Candidate, next: Candidate | undefined): boolean {
  return next !== undefined && next.start === p.end + 1 && text.charCodeAt(p.end) === 47 && !holdsBlank(text, p.start, p.end) && !isGivenName(foldKey(text.slice(p.start, p.end)));
}

function holdsBlank(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9) return true;
  return false;
}

/**
 * Whether the one word of `p` is a chat tool reached through ("ping marcus.t on Slack", "via
 * Slack", "over Slack"): `Slack` is a family name too, and "Tom Slack" stays a person.
 */
function isPlatformReached(text: string, p: Candidate): boolean {
  return PLATFORMS.has(foldKey(text.slice(p.start, p.end))) && THROUGH_BEFORE.test(text.slice(Math.max(0, p.start - 9), p.start));
}
const PLATFORMS = new Set(['slack', 'discord', 'telegram', 'mattermost', 'zulip', 'keybase', 'threema']);
const THROUGH_BEFORE = /(?<![\p{L}\p{N}])(?:on|via|over|in|through|using)[ \t]+$/u;

/** Whether the one word of `p` is software in a list of software. */
function isListedSoftware(text: string, p: Candidate): boolean {
  if (!SOFTWARE.has(foldKey(text.slice(p.start, p.end)))) return false;
  const before = BEFORE.exec(text.slice(Math.max(0, p.start - 40), p.start))?.[1];
  const after = AFTER.exec(text.slice(p.end, p.end + 40))?.[1];
  return isSoftwareItem(before) || isSoftwareItem(after);
}

function isSoftwareItem(item: string | undefined): boolean {
  if (!item) return false;
  item = item.replace(/[.-]+$/, '');
  return SOFTWARE.has(foldKey(item)) || /^[A-Z][A-Z0-9]+$/.test(item);
}

const ITEM = String.raw`([\p{L}\p{N}][\p{L}\p{N}+#.-]*)`;
const JOIN = String.raw`[ \t]*(?:,|\+|/|&|;|[ \t]and)[ \t]*`;
const BEFORE = new RegExp(String.raw`${ITEM}${JOIN}$`, 'u');
const AFTER = new RegExp(String.raw`^${JOIN}${ITEM}`, 'u');

// Languages, data and infrastructure software, as CVs list them (folded keys); build tools, web
// libraries and mail-authentication protocols an initial and a family name spell (`gradle`, `ajax`,
// `dojo`, `oozie`; DKIM = d + Kim, RFC 6376; DMARC, RFC 7489), which isSoftwareName tells from a login.
const SOFTWARE = new Set(
  `python java javascript typescript scala kotlin golang go rust ruby perl php swift haskell elixir erlang clojure
  sql mysql postgresql postgres sqlite mongodb redis cassandra elasticsearch kafka flink spark hadoop hive pig airflow
  dbt terraform ansible puppet docker kubernetes helm aws gcp azure linux unix git jenkins react angular vue django
  flask spring pandas numpy scipy pyspark tableau looker snowflake databricks bigquery redshift excel matlab fortran
  maven gradle jboss jquery ajax dojo oozie dkim dmarc`.split(/\s+/),
);

/** Whether a word (its folded key) names software or a protocol of SOFTWARE: `gradle`, `dkim`. */
export function isSoftwareName(key: string): boolean {
  return SOFTWARE.has(key);
}

// Each software word's first letter (lower case) and length, as a table (code * 16 + length).
const SOFTWARE_SHAPES = new Uint8Array(128 * 16);
// Bit 1: software's initial and length, bit 2: a chat tool's.
for (const w of SOFTWARE) if (w.length < 16) SOFTWARE_SHAPES[w.charCodeAt(0) * 16 + w.length]! |= 1;
for (const w of PLATFORMS) SOFTWARE_SHAPES[w.charCodeAt(0) * 16 + w.length]! |= 2;
