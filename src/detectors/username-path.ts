import { defineDetector, LiteralLed, somePlace } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { isPersonalUsername } from './secrets/usernames.js';
import { isCommonWord } from './names/names-gazetteer.js';
import { foldKey } from '../lexicon/fold.js';

/**
 * User names inside paths and account names: home directories (`/home/jdoe`, macOS
 * `/Users/jdoe`, Windows `C:\Users\jdoe`, `~jdoe/`), web routes (`/users/jdoe/settings`,
 * `/u/jdoe`, `/profile/jdoe`) and Windows `DOMAIN\user` logons
 * (NetBIOS domain names: up to 15 characters, written in capitals). The finding is the user
 * segment only. `/home/user/`, `C:\Users\Public`, `/home/runner` and the like name nobody
 * (secrets/usernames.ts).
 */
const SEGMENT = String.raw`(?<value>[A-Za-z0-9._-]{1,64}?)(?=[/\\\s"'\x60:;,)\]}>]|\.\s|$)`;
// /home/<user> and /Users/<user>.
const UNIX_HOME = new LiteralLed(new RegExp(String.raw`/(?:home|Users)/${SEGMENT}`, 'd'), ['/home/', '/Users/']);
// C:\Users\<user>, C:/Users/<user>, C:\\Users\\<user> (escaped), C:\Documents and Settings\<user>,
// matched from the colon after the drive letter.
const WINDOWS_HOME = new LiteralLed(
  new RegExp(String.raw`:(?:\\{1,2}|/)(?:Users|Documents and Settings)(?:\\{1,2}|/)${SEGMENT}`, 'di'),
  [':\\', ':/'],
);
// /users/<user>, /u/<user>, /profile/<user>, /profiles/<user>: a web route or an
// API path that names an account ("GET /users/rkowalski/settings", "example.com/u/rkowalski"),
// also the lower-case /users/ of a macOS path. Matched from the "/" before the route word. Not
// /user/<x>: in REST APIs that is the signed-in user's resource (GitHub's /user/repos, /user/keys).
const WEB_ROUTE = new LiteralLed(
  new RegExp(String.raw`/(?:users|u|profiles?)/${SEGMENT}`, 'd'),
  ['/users/', '/u/', '/profile/', '/profiles/'],
);
// HashiCorp Vault's login endpoints of the methods that take a user name in the path (`POST
// /v1/auth/userpass/login/:username`, ldap, okta and radius alike: Vault's API docs, "Auth
// methods"), as its audit log writes the request's path (`"path":"auth/userpass/login/jdoe"`).
const VAULT_LOGIN_LITERALS = ['auth/userpass/login/', 'auth/ldap/login/', 'auth/okta/login/', 'auth/radius/login/'];
const VAULT_LOGIN = new LiteralLed(new RegExp(String.raw`auth/(?:userpass|ldap|okta|radius)/login/${SEGMENT}`, 'd'), VAULT_LOGIN_LITERALS);
// A OneDrive for Business site, `https://contoso-my.sharepoint.com/personal/<upn>/`: the user's
// principal name with its `@` and dots written as `_` (`paulo_tavares_cvtelcorp_cv` for
// paulo.tavares@cvtelcorp.cv; Microsoft's OneDrive docs, "OneDrive URL": `personal/user_contoso_com`).
const ONEDRIVE_LITERALS = ['sharepoint.com/personal/'];
const ONEDRIVE_PERSONAL = new LiteralLed(new RegExp(String.raw`sharepoint\.com/personal/(?<value>[A-Za-z0-9][A-Za-z0-9_-]{0,99}_[A-Za-z0-9-]{2,63})(?=[/?#\s"'\x60)\]}>]|$)`, 'd'), ONEDRIVE_LITERALS);
// A Facebook Messenger thread in a "Download your information" export: the folder
// `messages/inbox/<participant>_<thread id>/` (the participant's name in small letters, run
// together) and the thread's own `"thread_path": "inbox/<participant>_<thread id>"`.
const MESSENGER_THREAD_LITERALS = ['messages/inbox/', 'thread_path"'];
const MESSENGER_THREAD = new LiteralLed(/(?:messages\/inbox\/|thread_path"[ \t]*:[ \t]*"inbox\/)(?<value>[a-z0-9]{2,64}_\d{8,20})(?=[/"])/d, MESSENGER_THREAD_LITERALS);
// What a route's segment after /users/ often is besides a user name: the pages and actions of
// web frameworks (Rails' and Devise's routes: new, edit, sign_in, password…; REST APIs: me,
// self, current, search…). Placeholders ({id}, :id, <id>, $id) are never matched at all.
const ROUTE_WORDS: ReadonlySet<string> = new Set([
  'new', 'edit', 'create', 'update', 'delete', 'destroy', 'show', 'list', 'index', 'search', 'find', 'lookup', 'filter',
  'settings', 'preferences', 'profile', 'profiles', 'account', 'accounts', 'login', 'logout', 'signin', 'signout', 'signup',
  'sign_in', 'sign_out', 'sign_up', 'sign-in', 'sign-out', 'sign-up', 'register', 'registration', 'registrations',
  'password', 'passwords', 'reset', 'confirm', 'confirmation', 'confirmations', 'unlock', 'verify', 'auth', 'oauth',
  'sessions', 'session', 'current', 'self', 'active', 'inactive', 'online', 'recent', 'popular', 'top', 'blocked',
  'avatar', 'avatars', 'export', 'import', 'bulk', 'batch', 'count', 'stats', 'invite', 'invitations', 'following',
  'followers', 'notifications', 'security', 'details', 'info', 'view', 'page', 'api', 'v1', 'v2', 'v3', 'id', 'uid',
  'roles', 'permissions', 'groups', 'teams', 'members', 'dashboard', 'overview', 'activity', 'suggestions', 'autocomplete',
  'validate', 'check', 'exists', 'home', 'edit_profile', 'change_password', 'forgot_password', 'bin', 'local', 'lib',
  'include', 'share', 'src', 'library', 'applications', 'documents', 'photos', 'images', 'media', 'uploads', 'files',
]);
// An identifier, not a name: digits only (a numeric id; other detectors decide what it is), a
// UUID, or a run of six or more hex digits with both digits and letters in it ("fa4d0f61": a
// short id, a hash prefix).
const ID_SEGMENT = /^(?:\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|(?=[a-f]*\d)(?=\d*[a-f])[0-9a-f]{6,})$/i;

/** Whether a route's segment (after /users/, /u/…) may be a user name. */
function isRouteUsername(value: string): boolean {
  return value.length >= 3 && /[A-Za-z]/.test(value) && !ID_SEGMENT.test(value) && !ROUTE_WORDS.has(value.toLowerCase()) && isPersonalUsername(value);
}

// A user's folder on a Windows file server's home share: \\server\home$\<user>, \\server\homes\<user>,
// \\server\users$\<user>, \\server\profiles$\<user> (the shares Microsoft's folder-redirection and
// roaming-profile guides create; `$` hides a share), from the UNC path's opening double backslash.
const UNC_HOME = new LiteralLed(
  new RegExp(String.raw`\\\\[A-Za-z0-9._-]{1,63}\\(?:homes?|users|profiles|redirect(?:ed)?)\$?\\${SEGMENT}`, 'di'),
  ['\\\\'],
);
// ~user/ (a home directory in shells and on web servers' user pages).
const TILDE_HOME = new LiteralLed(/(?<![\w~])~(?<value>[a-z_][a-z0-9._-]{1,31})(?=\/)/d, ['~']);
// An SSH key file named for its user (`~/.ssh/id_rsa_hmorgan`, `id_ed25519_j.doe.pub`): ssh-keygen
// writes `id_<type>` (OpenSSH's ssh-keygen(1), FILES), and people add whose key it is. Not a
// host's, a service's or a purpose's name (`id_rsa_github`, `id_ed25519_work`: KEY_PURPOSES and
// the common words).
const SSH_KEY_FILE = new LiteralLed(/id_(?:rsa|ed25519|ecdsa|dsa)_(?<value>[A-Za-z][A-Za-z0-9.-]{1,31}?)(?=\.pub(?![\w.])|[\s"'\x60:;,)\]}>]|$)/d, ['id_rsa_', 'id_ed25519_', 'id_ecdsa_', 'id_dsa_']);
const KEY_PURPOSES: ReadonlySet<string> = new Set(
  'github gitlab bitbucket codeberg gitea aws azure gcp gce ec2 digitalocean heroku vercel deploy deployer ci cd jenkins ansible vagrant docker git prod production staging stage dev devel test qa uat backup old new home work personal office server servers root admin vps pi raspberrypi nas rsa ed25519 ecdsa dsa key'.split(' '),
);

/** Whether the name after `id_<type>_` may be a person's: no purpose, host kind or English word, a letter first. */
function isKeyOwner(value: string): boolean {
  const key = value.toLowerCase();
  return value.length >= 3 && !KEY_PURPOSES.has(key) && !isCommonWord(foldKey(key)) && isPersonalUsername(value);
}

/**
 * Whether the text names a host or a domain by the word (`priya.raman@quillstack.dev`,
 * `db.quillstack.internal` beside `id_ed25519_quillstack`: reader4's dotfiles): the key is the
 * firm's or the host's, not a person's.
 */
function namesHost(text: string, word: string): boolean {
  const lower = word.toLowerCase();
  const hay = text.toLowerCase();
  for (let at = hay.indexOf(lower + '.'); at !== -1; at = hay.indexOf(lower + '.', at + 1)) {
    const before = hay.charCodeAt(at - 1);
    if ((before === 64 || before === 46 || before === 47) && /[a-z]/.test(hay.charAt(at + lower.length + 1))) return true;
  }
  return false;
}

// DOMAIN\user, also escaped as DOMAIN\\user in JSON and code strings.
// The value ends in a letter, a digit or "_": a sentence's full stop is no part of it
// (`Logged by HALVORSEN\tnakashima-adm.`, the nineteenth reading's SQL Server log).
const DOMAIN_USER = /(?<![\w\\./$%-])(?<domain>[A-Z][A-Z0-9-]{1,14})\\{1,2}(?<value>[A-Za-z][A-Za-z0-9._-]{0,62}[A-Za-z0-9_])(?![\w\\*+?{-]|\.\w)/dg;
// Registry roots and other capitals-backslash pairs that are not logons.
const NOT_DOMAINS: ReadonlySet<string> = new Set(['HKLM', 'HKCU', 'HKCR', 'HKU', 'HKCC', 'HKEY', 'NT', 'BUILTIN', 'AUTHORITY', 'WORKGROUP']);
// An RTF document's opening group (`{\rtf1\ansi…`), at its start or after a byte-order mark.
const RTF_START = /^\uFEFF?\s*\{\\rtf/;
// A single backslash before n, t, r… may be an escape sequence ("ERROR\nThe"): then only with
// words that speak of accounts nearby.
const ACCOUNT_WORDS = /\b(?:domain|user(?:name)?|logon|login|log(?:ged)? (?:in|on)|account|runas|signed|credential|ntlm|kerberos|sam)\b/i;
// Or right after "by", in lower case: who did it (`Logged by HALVORSEN\tnakashima-adm.`, `run by
// CORP\nlee`); "Set by ADMIN\nThe value…" is an escape and a sentence.
const BY_BEFORE = /(?<![\p{L}\p{N}_])by[ \t]+$/iu;

function* findPathUsernames(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  // Each literal of the scans below begins with a keyword: with the keyword pass's hits (a few
  // hundred on 10 MB of logs), its places are read from them, not searched for in the text.
  const hits = ctx?.keywordHits;
  const matches = (re: LiteralLed) => (hits ? re.matchesAtHits(text, hits) : re.matches(text, ctx?.scan));
  for (const re of [UNIX_HOME, WINDOWS_HOME, TILDE_HOME, UNC_HOME]) {
    for (const m of matches(re)) {
      const span = m.indices?.groups?.value;
      // Where the path starts (checked here so that the scans start at a literal): /home/ not
      // after a word or a dot (".../site/home/about"), C: a drive letter on its own.
      if (re === UNIX_HOME && /[\w.~-]/.test(text.charAt(m.index - 1))) continue;
      if (re === WINDOWS_HOME && !/(?:^|[^\w])[A-Za-z]$/.test(text.slice(Math.max(0, m.index - 2), m.index))) continue;
      if (span && isPersonalUsername(text.slice(span[0], span[1]))) yield { start: span[0], end: span[1], score: 0.8 };
    }
  }
  for (const m of matches(SSH_KEY_FILE)) {
    const span = m.indices?.groups?.value;
    if (span && /[^\w]|^$/.test(text.charAt(m.index - 1) || '') && isKeyOwner(text.slice(span[0], span[1])) && !namesHost(text, text.slice(span[0], span[1]))) yield { start: span[0], end: span[1], score: 0.8 };
  }
  for (const m of matches(ONEDRIVE_PERSONAL)) {
    const span = m.indices?.groups?.value;
    // The personal sites' host: `<tenant>-my.sharepoint.com`.
    if (span && text.slice(m.index - 4, m.index) === '-my.') yield { start: span[0], end: span[1], score: 0.8 };
  }
  for (const m of matches(MESSENGER_THREAD)) {
    const span = m.indices?.groups?.value;
    if (span) yield { start: span[0], end: span[1], score: 0.8 };
  }
  for (const m of matches(VAULT_LOGIN)) {
    const span = m.indices?.groups?.value;
    if (span && isPersonalUsername(text.slice(span[0], span[1]))) yield { start: span[0], end: span[1], score: 0.8 };
  }
  for (const m of matches(WEB_ROUTE)) {
    const span = m.indices?.groups?.value;
    if (span && isRouteUsername(text.slice(span[0], span[1]))) yield { start: span[0], end: span[1], score: 0.8 };
  }
  if (!(hits ? somePlace(hits, (at) => text.charCodeAt(at) === 92) : text.includes('\\'))) return;
  DOMAIN_USER.lastIndex = 0;
  const rtf = RTF_START.test(text);
  let m: RegExpExecArray | null;
  while ((m = DOMAIN_USER.exec(text)) !== null) {
    const span = m.indices?.groups?.value;
    const domain = m.groups?.domain ?? '';
    if (!span || NOT_DOMAINS.has(domain) || domain.startsWith('HKEY')) continue;
    const value = text.slice(span[0], span[1]);
    if (!isPersonalUsername(value)) continue;
    const single = text[span[0] - 2] !== '\\';
    // In an RTF document a lone backslash opens a control word (`BNPAFRPPLYO\par`); RTF writes
    // a logon's backslash doubled (`CONTOSO\\jsmith`).
    if (single && rtf) continue;
    if (single && /^[ntrbfvux0]/.test(value) && !ACCOUNT_WORDS.test(text.slice(Math.max(0, m.index - 40), m.index)) && !(BY_BEFORE.test(text.slice(Math.max(0, m.index - 8), m.index)) && /^[a-z0-9._-]+$/.test(value))) continue;
    yield { start: span[0], end: span[1], score: 0.75 };
  }
}

export default defineDetector({
  id: 'username-path',
  entity: 'USERNAME',
  find: findPathUsernames,
  // What every shape above begins with or holds (the literals its scans start from): without
  // one, the engine's keyword pass skips the detector and its five scans of the text. Each
  // literal begins with one of them (":\\" too, though "\\" alone would let the detector run).
  keywords: ['/home/', '/users/', '/u/', '/profile', ':/', ':\\', '\\', '~', 'id_rsa_', 'id_ed25519_', 'id_ecdsa_', 'id_dsa_', ...VAULT_LOGIN_LITERALS, ...ONEDRIVE_LITERALS, ...MESSENGER_THREAD_LITERALS],
  examples: {
    positive: [
      // Fictitious user names.
      { text: 'open /home/jdoe/projects/app/.env', match: 'jdoe' },
      { text: 'Traceback: File "/Users/maria.garcia/dev/main.py", line 3', match: 'maria.garcia' },
      { text: 'saved to C:\\Users\\kwame.mensah\\Documents\\report.docx', match: 'kwame.mensah' },
      { text: '{"path": "C:\\\\Users\\\\akim\\\\AppData\\\\Local"}', match: 'akim' },
      { text: 'cd ~lchen/public_html', match: 'lchen' },
      { text: 'Logon account: CONTOSO\\jsmith', match: 'jsmith' },
      { text: 'runas /user:CORP\\nina.p cmd', match: 'nina.p' },
      // The nineteenth reading's SQL Server log (fictitious): after "by", before a full stop.
      { text: "Attempting to load library 'xpstar.dll' into memory. Logged by HALVORSEN\\tnakashima-adm.", match: 'tnakashima-adm' },
      { text: 'HOME=/home/tnguyen', match: 'tnguyen' },
      { text: '"GET /users/rkowalski/settings HTTP/1.1" 200', match: 'rkowalski' },
      { text: 'see https://forum.example.org/u/rkowalski', match: 'rkowalski' },
      { text: 'https://app.example.com/profile/dana.whitfield/', match: 'dana.whitfield' },
      { text: 'opened \\\\fileserver\\home$\\s.oconnor\\Desktop\\scan.jpg', match: 's.oconnor' }, // the lead's session-23 probes
      { text: 'roaming profiles on \\\\dc01\\profiles$\\kpatel', match: 'kpatel' },
      // A Vault audit log's request path (the twenty-first reading's; a fictitious user).
      { text: '"operation":"update","path":"auth/userpass/login/hanna.virtanen","data":{}', match: 'hanna.virtanen' },
      { text: 'vault write auth/ldap/login/tmakinen password=-', match: 'tmakinen' },
      // A OneDrive for Business path (Microsoft's URL format, a fictitious user).
      { text: 'https://contoso-my.sharepoint.com/personal/megan_bowen_contoso_com/Documents/plan.docx', match: 'megan_bowen_contoso_com' },
      // A Messenger export's thread folder (Facebook's "Download your information" layout, a fictitious participant).
      { text: '"uri": "your_facebook_activity/messages/inbox/annakowalska_10158472619384211/photos/1.jpg"', match: 'annakowalska_10158472619384211' },
    ],
    negative: [
      'cd /home/user/projects',
      'ls /home/username/',
      'C:\\Users\\Public\\Desktop',
      'C:\\Users\\Default\\NTUSER.DAT',
      '/home/runner/work/app',
      '/Users/Shared/data',
      'https://example.com/home/about',
      'HKLM\\Software\\Microsoft',
      'NT AUTHORITY\\SYSTEM',
      '"ERROR\\nThe file was not found"',
      '"Set by ADMIN\\nThe value was reset"', // after "by", an escape and a capital: a sentence
      'C:\\Users\\%USERNAME%\\AppData',
      'cd ~/projects',
      'const ARRAY_REGEXP = /^(?:HTML\\w*Collection|NodeList)$/',
      'GET /users/me/ and /users/{id}/ and /users/:id and /users/<id>',
      'GET /api/v1/users/48213/orders', // a numeric id
      'POST /users/sign_in', // a framework's route
      'GET /users/3fa85f64-5717-4562-b3fc-2c963f66afa6',
      '"PUT /api/v1/users/fa4d0f61 HTTP/1.1" 200', // a short hex id
      '"path":"auth/approle/login","remote_address":"10.30.8.12"', // a machine's role, no user
      'https://contoso.sharepoint.com/sites/personal/Shared%20Documents', // a team site, no one's
      'your_facebook_activity/messages/inbox/photos/1.jpg', // no thread's folder
    ],
  },
});
