import { DEFAULT_WINDOW, defineDetector, keywordWindows } from '../engine/detector.js';
import { lazy } from '../engine/lazy.js';
import type { DetectorContext, Emit } from '../engine/types.js';
import { isSpace } from './lib/char-codes.js';
import { isPersonalUsername } from './secrets/usernames.js';

/**
 * @handles as the social platforms and chat tools write them (Twitter/X 15, Instagram 30,
 * GitHub 39 characters of letters, digits, "_", "." and "-"). The finding is the handle
 * without the "@" (a replacement then reads "@[USERNAME]").
 *
 * Left alone: e-mail addresses and `pkg@1.2.3` (a word character before "@"), npm scopes
 * (`@types/node`: "/" follows), decorators and annotations (`@app.route(`, `@Override` on a
 * line of its own, the names in CODE_TAGS), JSDoc tags after `*`, and handles without a
 * letter (`@2x`).
 */
const CODE_TAGS: ReadonlySet<string> = new Set(
  (
    'param returns return throws throw type typedef override deprecated since see author example link todo interface ' +
    'property staticmethod classmethod dataclass abstractmethod cached_property import media keyframes font-face charset ' +
    'supports include mixin extend use forward echo test before after beforeeach aftereach beforeall afterall autowired ' +
    'inject injectable component input output ngmodule entity column id transactional bean configuration service ' +
    'controller restcontroller getmapping postmapping putmapping deletemapping requestmapping pathvariable requestbody ' +
    'suppresswarnings functionalinterface nullable nonnull notnull ts-ignore ts-expect-error ts-nocheck jsx flow license ' +
    'preserve file fileoverview module namespace private public protected readonly async constructor function callback ' +
    'template description version summary value class global var const let implements extends typeparam inheritdoc ' +
    'internal alpha beta experimental remarks packagedocumentation exception serial serialdata serialfield code literal ' +
    'docroot apinote implspec implnote index hidden each if else elseif foreach endforeach endif section endsection yield ' +
    'csrf method php endphp auth guest can error enderror props click submit change keyup model bind on slot here channel ' +
    'everyone all pytest tailwind apply layer container property-name enum struct sealed objc synthesize dynamic selector ' +
    'protocol end implementation linkcode linkplain'
  ).split(' '),
);

/** "*", "/" and "#": what a comment tag's line ends with before the "@". */
const COMMENT_END: ReadonlySet<number> = new Set([42, 47, 35]);

// The lookbehind after "@" leaves e-mail addresses and version pins at once (validate's first
// test, which it repeats; the scan still starts from "@"): a log has thousands of addresses,
// each a match array and its indices before.
// A Matrix user ID is the handle and its server, `@localpart:server.name` (Matrix
// specification, "Identifier Grammar", spec.matrix.org/latest/appendices/#user-identifiers): the
// finding runs to the server's name, which ends in a label of letters (a TLD).
export const HANDLE =
  /@(?<![\w@.+/\\{\]-]@)(?<value>[A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,38}[A-Za-z0-9_])?(?::[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)*\.[A-Za-z]{2,24}(?::\d{1,5})?)?)(?![\w/(-]|\.\w)/dg;

/** HANDLE tried at one "@" (sticky, with the value's indices). */
const HANDLE_AT = lazy(() => new RegExp(HANDLE.source, 'yd'));

/** 1 for the code units of HANDLE's look-behind class [\w@.+/\\{\]-] (\w without the "u" and "i" flags: ASCII). */
const BEFORE_NO_HANDLE = lazy(() => {
  const table = new Uint8Array(128);
  for (const c of 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_@.+/\\{]-') table[c.charCodeAt(0)] = 1;
  return table;
});

/**
 * HANDLE's matches over the windows the engine's keyword hits give (the whole text without
 * them), tried only at an "@" whose code unit before (in the window) is outside the
 * look-behind's class (issue 20: on a log the engine's scan entered the regex at each of the
 * e-mail addresses' "@"s, ~8 ms per 10 MB; `indexOf` and a table read skip them). A match holds
 * one "@", its first: the next "@" is past its end, where the global scan went on.
 * test/detectors/username-handle-at.test.ts compares with the global scan on random texts.
 */
function findHandles(text: string, ctx: DetectorContext, emit: Emit): void {
  const windows = (ctx.keywordHits && keywordWindows(text, ctx.keywordHits, DEFAULT_WINDOW)) ?? [0, text.length];
  const blocked = BEFORE_NO_HANDLE();
  const at = HANDLE_AT();
  for (let w = 0; w < windows.length; w += 2) {
    const from = windows[w]!;
    const to = windows[w + 1]!;
    const slice = from === 0 && to === text.length ? text : text.slice(from, to);
    for (let p = slice.indexOf('@'); p >= 0; p = slice.indexOf('@', p + 1)) {
      if (p > 0) {
        const c = slice.charCodeAt(p - 1);
        if (c < 128 && blocked[c] === 1) continue;
      }
      at.lastIndex = p;
      const m = at.exec(slice);
      if (m === null) continue;
      const value = m.indices!.groups!.value!;
      emit(from + value[0], from + value[1], undefined, undefined);
    }
  }
}

export default defineDetector({
  id: 'username-handle',
  entity: 'USERNAME',
  findEach: findHandles,
  keywords: ['@'],
  score: 0.7,
  context: ['twitter', 'tweet', 'instagram', 'github', 'telegram', 'mastodon', 'tiktok', 'follow', 'handle', 'dm', 'mention', 'posted'],
  validate: (found, { text, start }) => {
    // A Matrix ID's handle is what the rest judges (its server is no person).
    const colon = found.indexOf(':');
    const value = colon < 0 ? found : found.slice(0, colon);
    // What precedes "@": a word character, ".", "+" or "-" makes it an e-mail address or a
    // version pin (checked here rather than in a lookbehind so the scan starts at "@").
    if (/[\w@.+/\\{\]-]/.test(text.charAt(start - 2))) return false; // also "/@vite/client", "{@link x}", a bot's "[bot]@users.noreply.github.com"
    if (text.startsWith('://', start + value.length)) return false; // "@https://…"
    if (text[start + value.length] === '@' && /^[A-Z0-9_]+$/.test(value)) return false; // @VAR@ substitution
    // "@VIM:vimtutor" on VMS runs a command file from a device named before the colon; a Matrix ID
    // ("@alice:example.org") has a dotted server there, a chat line ("@jdoe: can you") a space.
    if (text[start + value.length] === ':' && /^:[\w$-]+(?![\w$.-])/.test(text.slice(start + value.length, start + value.length + 80))) return false;
    if (!/[A-Za-z]/.test(value) || /^\d+[a-z]{0,3}$/i.test(value) || !isPersonalUsername(value)) return false; // @2x, @5pm
    // `client @0x7f3a1c0418f0` (BIND 9's query log: the client object's address in memory): a hex
    // number, no handle.
    if (/^0x[0-9a-f]+$/i.test(value)) return false;
    // OData's control information (`"@odata.context"`, `"@odata.type"`, `"@odata.count"`: OData
    // JSON Format 4.01, "Control Information") and Microsoft Graph's instance annotations
    // (`@microsoft.graph.downloadUrl`) in a Graph export's keys (reader23): no one's handle.
    if (/^(?:odata|microsoft\.graph)\./i.test(value)) return false;
    if (CODE_TAGS.has(value.toLowerCase())) return false;
    // Most handles follow a word on their line: then it is neither a comment tag nor a
    // decorator on a line of its own, which the rest reads from the whole line before it.
    let p = start - 2;
    while (p >= 0 && text.charCodeAt(p) !== 10 && isSpace(text.charCodeAt(p))) p--;
    if (p >= 0 && text.charCodeAt(p) !== 10 && !COMMENT_END.has(text.charCodeAt(p))) return true;
    const lineStart = text.lastIndexOf('\n', start - 2) + 1;
    const before = text.slice(lineStart, start - 1);
    const lineEnd = text.indexOf('\n', start);
    const after = text.slice(start + value.length, lineEnd === -1 ? undefined : lineEnd);
    // A CODEOWNERS rule for every file, `* @nkowalczyk @acme/web`: "*" opens the line and only owners follow.
    if (/^\*[ \t]+$/.test(before) && /^(?:[ \t]+@[\w.-]+(?:\/[\w.-]+)?)*[ \t]*\r?$/.test(after)) return true;
    if (/^\s*(?:\/?\*+|\/\/\/?|#)\s*$/.test(before) || /(?:\/\*+|\/\/)\s*$/.test(before)) return false; // a comment tag
    return !(before.trim() === '' && after.trim() === ''); // a decorator on a line of its own
  },
  examples: {
    positive: [
      // Fictitious handles.
      { text: 'follow @janedoe_42 for updates', match: 'janedoe_42' },
      { text: 'Thanks @k.tanaka and @m-lopez!', match: ['k.tanaka', 'm-lopez'] },
      { text: '@jdoe: can you review this?', match: 'jdoe' },
      { text: 'posted by @Sofia_Ramos_1990 on X', match: 'Sofia_Ramos_1990' },
      { text: 'Mastodon: @rgarcia@mastodon.social', match: 'rgarcia' },
      { text: 'cc <@U024BE7LH> in Slack', match: 'U024BE7LH' },
      // Matrix user IDs (the specification's own example is "@alice:example.com"), fictitious.
      { text: '"room_creator": "@dietmar.kowalczyk:matrix.org",', match: 'dietmar.kowalczyk:matrix.org' },
      { text: 'invited @s.oeztuerk:tchncs.de and @jana:chat.example.org:8448', match: ['s.oeztuerk:tchncs.de', 'jana:chat.example.org:8448'] },
      // GitHub's CODEOWNERS syntax (docs.github.com, "About code owners"): "*" and its owners; the lead's session-24 probes.
      { text: '# default owners\n* @nkowalczyk @jdoe-acme\n/docs/ @mlee', match: ['nkowalczyk', 'jdoe-acme', 'mlee'] },
    ],
    negative: [
      'mail jane.doe@example.com',
      'npm install @types/node @angular/core',
      '@Override\npublic String toString() {',
      '/**\n * @param name the name\n * @returns the greeting\n */',
      '/**\n* @category Utilities\n*/', // a tag with its value, "*" at the line's start
      '@app.route("/login")',
      '@media (max-width: 600px) { }',
      'icon@2x.png and @3x',
      'queries: info: client @0x7f3a1c0418f0 10.20.4.117#53412 (mail.example.nl): query: mail.example.nl IN MX', // BIND 9's query log
      'pin react@18.2.0',
      '@here @channel @everyone the build is red',
      'meet @ 10:30',
      '@dataclass\nclass Point:',
      'git@github.com:org/repo.git',
      "importSubstring.includes('/* @vite-ignore */')",
      'fetch("/@vite/client")',
      'Bump lodash from 4.17.19 to 4.17.21 @dependabot (#514)',
      'extend {@linkcode TestArtifactBase}',
      "// For cases like '@https://@fs/path'",
      'string(REPLACE "@SHELL_PATH@" "${SHELL_PATH}")',
      '{ "@odata.context": "https://graph.microsoft.com/v1.0/$metadata#auditLogs/signIns", "@odata.count": 4 }', // OData's control information
      '"from": { "user": { "@odata.type": "#microsoft.graph.teamworkUserIdentity" } }',
    ],
  },
});
