import { DEFAULT_WINDOW, defineDetector, keywordWindows } from '../engine/detector.js';
import { lazy } from '../engine/lazy.js';
import type { DetectorContext, Emit, PositionList } from '../engine/types.js';
import { foldKey } from '../lexicon/fold.js';
import { codeAt, isSpace } from './lib/char-codes.js';
import { isNameLogin } from './names/name-logins.js';
import { isCommonWord } from './names/names-gazetteer.js';
import { isPersonalUsername } from './secrets/usernames.js';

/**
 * User names said in a sentence, as chats and tickets say them: "ur username is kbrennan92
 * right?", "my login was j_smith", "his handle is @ignored" (the handle detector's). The
 * `name: value` and `name=value` forms are username-assignment's. A word follows "is" in
 * prose ("the username is the same"): a value must hold a digit, "_" or ".", or end the
 * sentence in lower case and be no common word, or be quoted. Whose login it is may stand
 * instead of the verb ("admin login greta.l": then the value holds a digit, "_" or "."), and a
 * login may be given in brackets ("your system login (svaradarajan)": lower case, no English word).
 * After "user" alone, a login made of a name: lower-case words joined by "." or "_".
 *
 * PHRASE, OWNED and BYLINE look back for the word boundary after their first word, not before it:
 * irregexp then tries the lookbehind only where one of the words is (on a log, whose "user="
 * keys make the keyword windows the whole text, OWNED took 29 ms per 10 MB with the boundary
 * first and 21 after). The same matches: a word that ends where another does is its suffix
 * ("our" of "your"), and the longer one starts earlier, so the scan meets it first
 * (test/detectors/username-phrase.test.ts compares both forms on random texts).
 */
export const PHRASE = /(?:user ?name|user id|login(?: name)?|log-in|screen ?name|gamertag)(?<=(?<![\p{L}\p{N}_])(?:user ?name|user id|login(?: name)?|log-in|screen ?name|gamertag))\s+(?:is|was|will be)\s+["'“‘]?(?<value>[A-Za-z0-9_][A-Za-z0-9._-]{0,62}[A-Za-z0-9_])(?![\p{L}\p{N}_@]|\.[\p{L}\p{N}])/giu;
export const OWNED = /(?:system|admin|administrator|staff|network|windows|sso|my|your|his|her|their|our)(?<=(?<![\p{L}\p{N}_])(?:system|admin|administrator|staff|network|windows|sso|my|your|his|her|their|our))\s+(?:login|log-in|user ?name)\s+(?<value>[A-Za-z0-9_][A-Za-z0-9._-]{0,62}[A-Za-z0-9_])(?![\p{L}\p{N}_@]|\.[\p{L}\p{N}])/giu;
// Who posted or wrote something, by handle ("Posted by dougk_atx on 03/03/2025", a listing's
// or a forum's byline), or who pushed, merged, approved or rolled back a change, as a team's chat
// or a deploy log says it ("rolled back by r.kowalczyk", the lead's session-26 probes): the value
// holds a digit, "_" or "." and three letters, and is no version, file or field name (validate),
// so "posted by John" and "rolled back by 5.30" stay.
export const BYLINE = /(?:posted|written|submitted|uploaded|shared|edited|listed|pushed|merged|approved|reviewed|reverted|committed|authored|reopened|rolled back|signed off)(?<=(?<![\p{L}\p{N}_])(?:posted|written|submitted|uploaded|shared|edited|listed|pushed|merged|approved|reviewed|reverted|committed|authored|reopened|rolled back|signed off))\s+by\s+@?(?<value>[A-Za-z0-9_][A-Za-z0-9._-]{0,62}[A-Za-z0-9_])(?![\p{L}\p{N}_@]|\.[\p{L}\p{N}])/giu;
// A user named in a ticket or a log's prose by the account's login, "User dmitri.volkov (Dmitri
// Volkov) cannot log in": lower-case words joined by "." or "_", as a directory makes them from
// a name (validate: no file's name, "user settings.json").
export const USER = /(?<![\p{L}\p{N}_])[Uu]ser\s+(?<value>[a-z][a-z]+[._][a-z][a-z]+\d{0,4})(?![\p{L}\p{N}_@]|[.-][\p{L}\p{N}])/gu;
const FILE_ENDS: ReadonlySet<string> = new Set(
  'js|ts|py|rb|go|rs|java|json|yaml|yml|xml|html|htm|css|txt|md|csv|log|conf|cfg|ini|toml|lock|sh|bat|exe|dll|pdf|doc|docx|xls|xlsx|png|jpg|gif|zip|tar|com|org|net|edu|gov|io|local|profile|config|settings|name|id|email|role|agent'.split('|'),
);
// A login named right after its word, with no verb: "her account (username walcott79) was
// locked", "login j_smith failed". Without "is" a word may follow ("login attempts"), so
// validate asks a digit, "_" or "." of the value, three letters, and no name of a field or a
// file made of common words ("username field_name", "login page.html").
export const BARE = /(?:user ?name|login)(?<=(?<![\p{L}\p{N}_])(?:user ?name|login))[ \t]+(?<value>[A-Za-z][A-Za-z0-9._-]{0,62}[A-Za-z0-9_])(?![\p{L}\p{N}_@(]|[.-][\p{L}\p{N}])/giu;
// A login of one word after "user" where a log's prose puts it (the lead's session-24 probes):
// after "for/by/of user" (`Login attempt for user jpatel blocked`, `authentication failure for
// user tnguyen`; systemd's `Started session-42.scope - Session 42 of User mkowalczyk.`: probes29),
// or before what a log says happened to it (`User bsmith logged in`). Lower case, no common word
// (validate): "for user consent", "for User settings", "user input failed" stay.
export const LOG_USER = /(?<![\p{L}\p{N}_])(?:for|by|of)[ \t]+[Uu]ser[ \t]+(?<value>[a-z][a-z0-9]{2,31})(?![\p{L}\p{N}_@(]|[.-][\p{L}\p{N}])/gu;
export const USER_EVENT = /(?<![\p{L}\p{N}_])[Uu]ser[ \t]+(?<value>[a-z][a-z0-9]{2,31})(?=[ \t]+(?:(?:has|was|is|had)[ \t]+(?:been[ \t]+)?)?(?:logged|signed|authenticated|locked|blocked|disabled|deleted|removed|created|added|connected|disconnected|failed)\b)/gu;
// A login named as the account's (leaks34): after "for/of/to account" (`Login failed for account
// alvarez.z`) or after what a log says happened to an account and a colon (`Account locked:
// alvarez.z`); lower-case words joined by "." or "_", as a directory makes them from a name
// (validate: no file's name, no field's name of common words), or one lower-case word of four
// letters or more that is no common word (`3 failed logins for account jmartinez`: probes29).
// "for account settings", "for account holders" stay.
export const ACCOUNT_LOGIN = /(?<![\p{L}\p{N}_])(?:(?:for|of|to)[ \t]+account|[Aa]ccount[ \t]+(?:locked|unlocked|disabled|enabled|suspended|expired|deleted|created|reset)[ \t]*:)[ \t]+(?<value>[a-z][a-z0-9]{1,31}[._][a-z0-9]{1,31}|[a-z]{4,32})(?![\p{L}\p{N}_@(]|[.-][\p{L}\p{N}])/gu;
// What may follow ACCOUNT_LOGIN's one word: the clause's end, or a log's next word (`for account
// jmartinez since 08:00`, `… jmartinez was locked`); not a noun (`for account receivable entries`),
// nor a word of a noun's ending (`for account onboarding.`).
const ACCOUNT_WORD_AFTER = /^(?:[ \t]*(?:[.,;:!?)\]]|\r?\n|$)|[ \t]+(?:since|at|on|from|was|is|has|had|failed|locked|blocked|disabled|after|due|in|by|via|with|until|for)\b)/;
// A user quoted after "user", as a log's prose quotes it: `failed login for user "maria.gonzalez"`.
export const QUOTED_USER = /[Uu]ser(?<![\p{L}\p{N}_][Uu]ser)[ \t]+["'“‘](?<value>[A-Za-z0-9_][A-Za-z0-9._-]{0,62}[A-Za-z0-9_])["'”’]/gu;
export const BRACKETED = /(?<![\p{L}\p{N}_])(?:login|log-in|user ?name|user id)\s*\((?<value>[a-z0-9_][a-z0-9._-]{0,62}[a-z0-9_])\)/giu;
// A handle said before the chat tool it belongs to, "ping marcus.t on Slack", "I'm kofi_a on
// Discord" (leaks32): the value holds a digit, "_" or "." (validate), so "ask Maria on Teams"
// and "post it on Slack" stay (the first is a name's to find). The tools whose names are also
// common words (Teams, Signal, Matrix, Element, Wire, Steam) only with their capital.
export const ON_PLATFORM = /(?<![\p{L}\p{N}_@.\-/:\\])(?<value>[A-Za-z][A-Za-z0-9]*(?:[._-][A-Za-z0-9]+){0,3})[ \t]+on[ \t]+(?:(?:Slack|Discord|Telegram|WhatsApp|Skype|Mattermost|Zulip|Keybase|GitHub|GitLab|Instagram|Snapchat|TikTok|Twitter|Reddit|Mastodon|Bluesky|Twitch)|(?:[Ss]lack|[Dd]iscord|[Tt]elegram|[Ww]hatsapp|[Ss]kype|[Mm]attermost|[Gg]ithub|[Gg]itlab|[Ii]nstagram|[Ss]napchat|[Tt]iktok|[Tt]witter|[Rr]eddit|[Mm]astodon|[Tt]witch)|(?:MS[ \t]+|Microsoft[ \t]+)?Teams|Signal|Matrix|Element|Wire|Steam|Threema)(?![\p{L}\p{N}])/gu;
/** Where a value is said before "on" and a chat tool's name (ON_PLATFORM). */
const ON_PLATFORM_AFTER = /^[ \t]+on[ \t]+\S/;
const NOT_NAMES: ReadonlySet<string> = new Set(
  'the|a|an|my|your|his|her|their|our|same|still|not|now|already|correct|wrong|incorrect|invalid|taken|available|required|case|different|just|also|missing|empty|blank|too|what|ok|fine|public|private|visible|shown|displayed|unique|changed|locked|disabled|active|new|old|there|here|in|on|at|being|set|used|needed|optional'.split('|'),
);

/**
 * PHRASE, OWNED, BRACKETED and BYLINE, tried only where a match can begin (on a log, whose
 * "user=" keys make the keyword windows the whole text, the four regexes scanned every word:
 * ~50 ms per 10 MB). Each holds a word that a cheaper regex finds (ANCHOR, BY), and its start
 * is read from there: PHRASE and BRACKETED begin at their login word, BYLINE's verb and
 * OWNED's owner end at the blanks before "by" or before the login word. Each regex is then tried
 * sticky at those places, in ascending order, from the end of its last match on: what its global
 * scan over the same window gives, as the engine ran it (the windows of username-log's finders).
 * test/detectors/username-phrase.test.ts compares both ways on random texts.
 */
/** The regexes whose global scans over the keyword windows findPhrasedUsers gives (its tests compare the two). */
export const FINDER_REGEXES: readonly RegExp[] = [PHRASE, OWNED, BRACKETED, BYLINE, BARE, ON_PLATFORM, USER, QUOTED_USER, LOG_USER, USER_EVENT, ACCOUNT_LOGIN];

function findPhrasedUsers(text: string, ctx: DetectorContext, emit: Emit): void {
  const hits = ctx.keywordHits;
  const windows = (hits && keywordWindows(text, hits, DEFAULT_WINDOW)) ?? [0, text.length];
  // The first keyword hit not before the window.
  let k = 0;
  for (let w = 0; w < windows.length; w += 2) {
    const from = windows[w]!;
    const to = windows[w + 1]!;
    const slice = from === 0 && to === text.length ? text : text.slice(from, to);
    const logins = anchors(ANCHOR(), slice, 0);
    if (logins.length) {
      // PHRASE and BRACKETED begin at their login word, OWNED's owner (2 to 13 letters) ends at the blanks before it.
      stickyMatches(PHRASE_AT(), slice, logins, 0, 0, from, emit);
      stickyMatches(BRACKETED_AT(), slice, logins, 0, 0, from, emit);
      stickyMatches(OWNED_AT(), slice, logins, 13, 2, from, emit);
      stickyMatches(BARE_AT(), slice, logins, 0, 0, from, emit);
    }
    // BYLINE's verb (6 to 11 characters) ends at the blanks before " by ".
    const bys = anchors(BY(), slice, 1);
    if (bys.length) stickyMatches(BYLINE_AT(), slice, bys, 11, 6, from, emit);
    const ons = anchors(ON(), slice, 0);
    if (ons.length) onPlatformMatches(slice, ons, from, emit);
    if (hits) while (k < hits.length && hits[k]! < from) k++;
    const users: number[] = [];
    const accounts: number[] = [];
    cuePlaces(slice, from, hits, k, users, accounts);
    if (users.length) userLedMatches(slice, users, from, emit);
    if (accounts.length) accountMatches(slice, accounts, from, emit);
  }
}

/**
 * The places in `text` (the window of the whole text from `from`) of "user" and "account" (their
 * first letter in any case) where the "user"- and "account"-led regexes can begin, ascending,
 * added to `users` and `accounts`: read from the keyword hits from `first` on when the pass gave
 * them (it records a keyword wherever no letter or digit precedes it, and each of those regexes
 * refuses a letter or a digit there: one walk over the hits for both), by `indexOf` over the
 * window otherwise.
 */
function cuePlaces(text: string, from: number, hits: PositionList | undefined, first: number, users: number[], accounts: number[]): void {
  if (hits) {
    const to = from + text.length;
    for (let k = first; k < hits.length && hits[k]! < to; k++) {
      const at = hits[k]! - from;
      if (text.startsWith('ser', at + 1)) users.push(at);
      else if (text.startsWith('ccount', at + 1)) accounts.push(at);
    }
    return;
  }
  for (let p = text.indexOf('ser', 1); p >= 0; p = text.indexOf('ser', p + 3)) users.push(p - 1);
  for (let p = text.indexOf('ccount', 1); p >= 0; p = text.indexOf('ccount', p + 6)) accounts.push(p - 1);
}

/**
 * What global scans with USER, QUOTED_USER, USER_EVENT and LOG_USER find in `text`, read from
 * the places of "user" (`at`: on a log, whose "user=" keys make the keyword windows the whole
 * text, each regex scanned every character, ~9 ms per 10 MB each, at irregexp's floor). Every
 * match holds "[Uu]ser" and a white space after it: the first three begin at its "U" or "u",
 * LOG_USER's "for", "by" or "of" ends where the blanks before its "user" or "User" begin. Each
 * regex, sticky, is tried there in ascending order from the end of its last match on (per
 * regex, as its global scan moves on).
 */
function userLedMatches(text: string, at: readonly number[], from: number, emit: Emit): void {
  let nextUser = 0;
  let nextQuoted = 0;
  let nextEvent = 0;
  let nextLog = 0;
  for (let k = 0; k < at.length; k++) {
    const u = at[k]!;
    const c = text.charCodeAt(u);
    if ((c !== 117 && c !== 85) || !isSpace(codeAt(text, u + 4))) continue;
    if (u >= nextUser && userValueMayFollow(text, u + 4)) nextUser = tryAt(USER_AT(), text, u, from, emit, nextUser);
    if (u >= nextQuoted) nextQuoted = tryAt(QUOTED_USER_AT(), text, u, from, emit, nextQuoted);
    if (u >= nextEvent) nextEvent = tryAt(USER_EVENT_AT(), text, u, from, emit, nextEvent);
    nextLog = afterBlanks(LOG_USER_AT(), text, u, from, emit, nextLog);
  }
}

/**
 * Whether USER's value may begin after the white space from `p` on: two or more of [a-z], then
 * "." or "_" (USER's [a-z][a-z]+[._]: its letters can only end at the first code that is no
 * small letter). The white space is read as ASCII; at a code past 127 the regex decides (its \s
 * holds Unicode's spaces). On a log most "user " lead no such value ("User unknown in local
 * recipient table"): the regex was tried at each.
 */
function userValueMayFollow(text: string, p: number): boolean {
  let c = text.charCodeAt(p);
  while (c === 32 || (c >= 9 && c <= 13)) c = text.charCodeAt(++p);
  if (c >= 128) return true;
  let letters = 0;
  while (c >= 97 && c <= 122) {
    letters++;
    c = text.charCodeAt(++p);
  }
  return letters >= 2 && (c === 46 || c === 95);
}

/**
 * What a global scan with ACCOUNT_LOGIN finds in `text`, read from the places of "account"
 * (`at`): a match begins at its "[Aa]ccount", or at the "for", "of" or "to" that ends where the
 * blanks before a lower-case "account" begin.
 */
function accountMatches(text: string, at: readonly number[], from: number, emit: Emit): void {
  let next = 0;
  for (let k = 0; k < at.length; k++) {
    const a = at[k]!;
    const c = text.charCodeAt(a);
    if (c === 97) next = afterBlanks(ACCOUNT_LOGIN_AT(), text, a, from, emit, next);
    if ((c === 97 || c === 65) && a >= next) next = tryAt(ACCOUNT_LOGIN_AT(), text, a, from, emit, next);
  }
}

/**
 * `re` (sticky) tried where a word of two or three letters ends at the blanks (space, tab) that
 * end at `at`, from `next` on: the next place to try after it.
 */
function afterBlanks(re: RegExp, text: string, at: number, from: number, emit: Emit, next: number): number {
  let blanks = at;
  while (blanks > 0 && isBlank(text.charCodeAt(blanks - 1))) blanks--;
  if (blanks === at) return next;
  for (let s = Math.max(blanks - 3, next, 0); s <= blanks - 2; s++) {
    const end = tryAt(re, text, s, from, emit, -1);
    if (end >= 0) return end;
  }
  return next;
}

/** `re` (sticky) tried at `at`: its value handed to `emit` and the match's end returned, or `next` if it does not match there. */
function tryAt(re: RegExp, text: string, at: number, from: number, emit: Emit, next: number): number {
  re.lastIndex = at;
  const m = re.exec(text);
  if (m === null) return next;
  const value = m.indices!.groups!.value!;
  emit(from + value[0], from + value[1], undefined, undefined);
  return at + m[0].length;
}

/**
 * What a global scan with ON_PLATFORM finds in `text`, from the blanks before its "on" (`at`:
 * ascending, overlapping ones too): a match's value ends where the blanks before its "on" begin,
 * and it begins where the run of ASCII letters, digits, ".", "_" and "-" that ends there does
 * (the look-behind refuses any of them before the value, so no place inside the run can start a
 * match). The regex, sticky, is tried there once, in ascending order, from the end of its last
 * match on. On a log ON_PLATFORM's global scan tried every word and took ~70 ms per 10 MB that
 * holds no " on " at all (logs21).
 */
function onPlatformMatches(text: string, at: PositionList, from: number, emit: Emit): void {
  const re = ON_PLATFORM_AT();
  let next = 0;
  for (const a of at) {
    let end = a;
    while (end > 0 && isBlank(text.charCodeAt(end - 1))) end--;
    let start = end;
    while (start > 0 && isValueCode(text.charCodeAt(start - 1))) start--;
    if (start === end || start < next) continue;
    re.lastIndex = start;
    const m = re.exec(text);
    if (m === null) continue;
    const value = m.indices!.groups!.value!;
    emit(from + value[0], from + value[1], undefined, undefined);
    next = start + m[0].length;
  }
}

const isBlank = (c: number) => c === 32 || c === 9;
/** A code of ON_PLATFORM's value: an ASCII letter or digit, ".", "_" or "-". */
const isValueCode = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 46 || c === 95 || c === 45;

/** The login words of PHRASE, OWNED and BRACKETED, with their flags (the same letters match). */
const ANCHOR = lazy(() => /user ?name|user id|login|log-in|screen ?name|gamertag/giu);
/** BYLINE's "by" between blanks (its "b" is the anchor: offset 1). */
const BY = lazy(() => /\sby\s/giu);
/** ON_PLATFORM's "on" between blanks (the anchor: the blank before it). */
const ON = lazy(() => /[ \t]on[ \t]/g);
// Each made on first use, and its global twin then (scripts/lazy-regex.mjs makes PHRASE and the
// others when first read: read here at load, four Unicode patterns were made by every run).
const sticky = (re: () => RegExp) => lazy(() => new RegExp(re().source, `${re().flags.replace('g', '')}dy`));
const PHRASE_AT = sticky(() => PHRASE);
const OWNED_AT = sticky(() => OWNED);
const BYLINE_AT = sticky(() => BYLINE);
const BRACKETED_AT = sticky(() => BRACKETED);
const BARE_AT = sticky(() => BARE);
const ON_PLATFORM_AT = sticky(() => ON_PLATFORM);
const USER_AT = sticky(() => USER);
const QUOTED_USER_AT = sticky(() => QUOTED_USER);
const USER_EVENT_AT = sticky(() => USER_EVENT);
const LOG_USER_AT = sticky(() => LOG_USER);
const ACCOUNT_LOGIN_AT = sticky(() => ACCOUNT_LOGIN);

/** Where `anchor` matches in `text`, plus `offset`, ascending, overlapping matches too. */
function anchors(anchor: RegExp, text: string, offset: number): number[] {
  const out: number[] = [];
  anchor.lastIndex = 0;
  for (let m = anchor.exec(text); m !== null; m = anchor.exec(text)) {
    out.push(m.index + offset);
    anchor.lastIndex = m.index + 1;
  }
  return out;
}

/**
 * What a global scan with `re` (sticky here) finds in `text`, where a match begins at an anchor
 * (`before` = 0), or with a first word of `shortest` to `before` characters that ends where
 * the blanks ending at an anchor begin (the regexes' `\s+`, greedy, reach the anchor's word):
 * each value's span, plus `from`, handed to `emit`.
 */
function stickyMatches(re: RegExp, text: string, at: PositionList, before: number, shortest: number, from: number, emit: Emit): void {
  // Places below `next` were tried or lie inside the last match.
  let next = 0;
  for (const a of at) {
    let lo = a;
    let hi = a;
    if (before) {
      let blanks = a;
      while (blanks > 0 && isSpace(text.charCodeAt(blanks - 1))) blanks--;
      if (blanks === a) continue;
      lo = blanks - before;
      hi = blanks - shortest;
    }
    for (let p = Math.max(lo, next); p <= hi; p++) {
      re.lastIndex = p;
      const m = re.exec(text);
      next = p + 1;
      if (m === null) continue;
      const value = m.indices!.groups!.value!;
      emit(from + value[0], from + value[1], undefined, undefined);
      next = p + m[0].length;
      break;
    }
  }
}

/** Whether a value ends as a file's name does ("page.html", "settings.json"). */
function isFileName(value: string): boolean {
  const dot = value.lastIndexOf('.');
  return dot > 0 && FILE_ENDS.has(value.slice(dot + 1).toLowerCase().replace(/\d+$/, ''));
}

/**
 * Whether a value reads as code's member access, `max.length`, `os.path`: two lower-case words
 * joined by "." whose second is an English word, not made of a person's name (`anna.lee` is).
 */
function isMemberAccess(value: string): boolean {
  const dot = value.indexOf('.');
  return /^[a-z]+\.[a-z]+$/.test(value) && isCommonWord(foldKey(value.slice(dot + 1))) && !isNameLogin(value, false);
}

/** Whether every word of a joined value is a common word ("field_name", "user.id"): a field's name, not a login. */
function commonWordsJoined(value: string): boolean {
  const words = value.toLowerCase().split(/[._-]+/).map((w) => w.replace(/\d+$/, '')).filter((w) => w.length > 0);
  return words.length > 1 && words.every((w) => isCommonWord(foldKey(w)));
}

export default defineDetector({
  id: 'username-phrase',
  entity: 'USERNAME',
  findEach: findPhrasedUsers,
  keywords: ['user', 'username', 'user name', 'user id', 'login', 'log-in', 'screen', 'gamertag', 'posted by', 'written by', 'submitted by', 'uploaded by', 'shared by', 'edited by', 'listed by',
    'pushed by', 'merged by', 'approved by', 'reviewed by', 'reverted by', 'committed by', 'authored by', 'reopened by', 'rolled back by', 'signed off by',
    // The chat tools' names alone: "on " and a name, as keywords, put every "on " of prose in the keyword pass.
    'slack', 'discord', 'telegram', 'whatsapp', 'skype', 'mattermost', 'zulip', 'keybase', 'github', 'gitlab',
    'instagram', 'snapchat', 'tiktok', 'twitter', 'reddit', 'mastodon', 'bluesky', 'twitch', 'teams', 'signal', 'matrix',
    'element', 'wire', 'steam', 'threema', 'account'],
  score: 0.75,
  validate: (value, { text, start, end }) => {
    if (!isPersonalUsername(value) || NOT_NAMES.has(value.toLowerCase())) return false;
    // Before a chat tool's name: a login's marks, three letters, no version, file or field's name.
    if (ON_PLATFORM_AFTER.test(text.slice(end, end + 6)) && !/(?:is|was|be|by|user|login|name)\s+["'“‘]?$/i.test(text.slice(Math.max(0, start - 12), start))) {
      return /[\d_.]/.test(value) && (value.match(/[A-Za-z]/g)?.length ?? 0) >= 3 && !/^v\d/i.test(value) && !isFileName(value) && !commonWordsJoined(value);
    }
    const before = text.slice(Math.max(0, start - 12), start);
    if (/account[ \t]*:?[ \t]+$/i.test(before)) return /[._]/.test(value) ? !isFileName(value) && !commonWordsJoined(value) : !isCommonWord(foldKey(value)) && !NOT_NAMES.has(value) && !/(?:ing|tion|ment|ance|ence|ity|able|ship)$/.test(value) && ACCOUNT_WORD_AFTER.test(text.slice(end, end + 12));
    // A service account's prefix (`svc_reporting` in PostgreSQL's "password authentication failed for user …") names a role.
    if (/user[ \t]+["'“‘]$/i.test(before)) return !isCommonWord(foldKey(value)) && !isFileName(value) && !/^svc[-_.]/i.test(value);
    if (/(?:user ?name|login)[ \t]+$/i.test(before) && !/(?<![A-Za-z])(?:my|your|his|her|their|our|admin|system|staff|sso|network|windows)[ \t]+(?:user ?name|login)[ \t]+$/i.test(text.slice(Math.max(0, start - 30), start))) {
      return /[\d_.]/.test(value) && (value.match(/[A-Za-z]/g)?.length ?? 0) >= 3 && !/^v\d/i.test(value) && !isFileName(value) && !commonWordsJoined(value);
    }
    if (/user\s+$/i.test(text.slice(Math.max(0, start - 8), start))) {
      // LOG_USER's one word: no common word ("for user consent"), no word with digits only after letters' version ("user v2").
      if (!/[._]/.test(value)) return !isCommonWord(foldKey(value.replace(/\d+$/, ''))) && !/^v\d/.test(value);
      return !FILE_ENDS.has(value.slice(value.search(/[._][^._]*$/) + 1).replace(/\d+$/, ''));
    }
    if (text.charAt(start - 1) === '(' && text.charAt(end) === ')') return /^[a-z0-9._-]+$/.test(value) && !isCommonWord(foldKey(value));
    // BYLINE's: a login's marks and three letters, no version, file or field's name ("rolled back by 5.30").
    if (/\sby\s+@?$/i.test(before)) return /[\d_.]/.test(value) && (value.match(/[A-Za-z]/g)?.length ?? 0) >= 3 && !/^v\d/i.test(value) && !isFileName(value) && !commonWordsJoined(value) && !isMemberAccess(value);
    if (!/(?:is|was|be)\s+["'“‘]?$/i.test(text.slice(Math.max(0, start - 12), start))) return /[\d_.]/.test(value);
    // Quoted, or holding a digit, "_" or ".": a user name.
    if (/[\d_.]/.test(value) || /["'“‘]/.test(text.charAt(start - 1))) return true;
    return /^[a-z]+$/.test(value) && /^\s*(?:[.,;!?)]|right\b|$)/i.test(text.slice(end, end + 8));
  },
  examples: {
    positive: [
      // Fictitious users.
      { text: "thats fine. i've updated the address. ur username is kbrennan92 right?", match: 'kbrennan92' },
      { text: 'My login was j_smith until March.', match: 'j_smith' },
      { text: 'Her user name is "mrossi".', match: 'mrossi' },
      { text: 'That you shared your system login (svaradarajan) with a temporary worker', match: 'svaradarajan' },
      { text: 'the workspace (fjordline-design, admin login greta.l).', match: 'greta.l' },
      { text: 'Posted by dougk_atx on 03/03/2025. Views: 1,284.', match: 'dougk_atx' }, // the third reading's listing
      { text: 'User dmitri.volkov (Dmitri Volkov) cannot log in after reset.', match: 'dmitri.volkov' }, // the seventh reading's Jira export
      { text: 'the user anna_berg2 was locked out twice', match: 'anna_berg2' },
      { text: 'her account (username walcott79) was locked after the reset', match: 'walcott79' }, // the lead's session-23 probes
      { text: 'login j_smith failed 3 times', match: 'j_smith' },
      { text: 'WARN failed login for user "maria.gonzalez" from 203.0.113.77', match: 'maria.gonzalez' },
      // leaks32 (fictitious): a handle before its chat tool.
      { text: 'ping marcus.t on Slack', match: 'marcus.t' },
      { text: "I'm kofi_a92 on Discord if you need me", match: 'kofi_a92' },
      // The lead's session-24 probes: one word after "for user", or before what happened to it.
      { text: 'Login attempt from 203.0.113.77 for user jpatel blocked.', match: 'jpatel' },
      { text: 'User bsmith logged in at 09:12', match: 'bsmith' },
      { text: 'user kwalsh2 has been locked after 5 attempts', match: 'kwalsh2' },
      // The lead's session-26 probes: who pushed, merged, approved or rolled back a change.
      { text: 'pushed to prod at 02:14, rolled back by r.kowalczyk.', match: 'r.kowalczyk' },
      { text: 'PR #4412 approved by dana_ito and merged by m.oyelaran2', match: ['dana_ito', 'm.oyelaran2'] },
      { text: 'Signed off by j.fairweather on 3 March', match: 'j.fairweather' },
    ],
    negative: [
      'The username is the same as the e-mail address.',
      'Your login is required to continue.',
      'the username is case sensitive',
      'Login is root on the build box.',
      'Check your login details.',
      'Posted by admin on Monday', // no digit, "_" or "."
      'Sign in with your login (email) or phone.',
      'Open the user settings.json file.', // a file's name
      'the user user.name field', // a field's name
      'User Dmitri.Volkov', // capitals: no login's form
      'user profile.d directory', // one letter after the dot
      'Login v2.1 is out', // a version
      'map the username field_name to a column', // a field's name of common words
      'render the login page.html template', // a file
      'login root failed', // a system account
      'ask Maria on Teams', // no login's marks: a name's to find
      'we released v2.1 on GitHub', // a version
      'I posted config.yaml on Slack', // a file
      'ask for user consent before sharing', // a common word
      'User input failed validation', // a common word
      'for user root', // a system account
      'the user guide was updated', // no log's verb, no "for"
      'for user v2 of the API', // a version
      'the fix was rolled back by 5.30', // a time: no letters
      'merged by v2.4.1 of the bot', // a version
      'approved by config.yaml rules', // a file
      'reviewed by user.name field', // a field's name of common words
      'merged by Dana', // no login's marks: a name's to find
      'approved by max.length', // a property (leaks44)
      'approved by os.path', // a module's member
    ],
  },
});
