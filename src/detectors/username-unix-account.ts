import { defineDetector } from '../engine/detector.js';
import { isPersonalUsername } from './secrets/usernames.js';

/**
 * A Unix account's login where the system prints it by its own layout (probes29):
 * - a line of the password database, as `/etc/passwd` and `getent passwd` print it: seven
 *   fields split by `:`, the login, the password's place (`x`), the numeric user and group IDs,
 *   the comment (GECOS), the home directory and the shell (passwd(5), "name:password:UID:GID:
 *   GECOS:directory:shell"): `lmoreau:x:1007:1007:Lucie Moreau,,,:/home/lmoreau:/bin/bash`;
 * - `id`'s output, `uid=1004(pdesai) gid=1004(pdesai) groups=1004(pdesai),27(sudo)` (coreutils'
 *   id(1): each ID then its name in brackets): the user's name, and the group's name where it is
 *   the user's own (a personal group, as `useradd` makes one); other groups (`sudo`, `staff`) stay.
 * - the name `getent passwd` (or `shadow`, `initgroups`) is asked about, the line's argument:
 *   `$ getent passwd lmoreau` (getent(1): database, then keys).
 * The login is taken where it is a person's (isPersonalUsername): `root:x:0:0:root:/root:/bin/bash`,
 * `uid=33(www-data)` stay, as do a service's (`svc-…`) and a passwd line whose shell refuses
 * logins (`/usr/sbin/nologin`, `/bin/false`: a service account's, reader16's `svc-backup`).
 */
const NAME = String.raw`[a-z_][a-z0-9_.-]{1,31}`;
const PASSWD = new RegExp(String.raw`(?<![\p{L}\p{N}_.:/-])(?<value>${NAME}):x:\d{1,10}:\d{1,10}:[^:\n]{0,200}:/[^:\n]{0,200}:/(?![^:\s]{0,100}(?:nologin|false)(?![^:\s]))[^:\s]{0,100}`, 'dgu');
const GETENT = new RegExp(String.raw`(?<![\p{L}\p{N}_-])getent[ \t]+(?:passwd|shadow|initgroups)[ \t]+(?<value>${NAME})(?![\p{L}\p{N}_.-])`, 'dgu');
const ID_USER = new RegExp(String.raw`(?<![\p{L}\p{N}_])uid=\d{1,10}\((?<value>${NAME})\)`, 'dgu');
const ID_GROUP = new RegExp(String.raw`(?<![\p{L}\p{N}_])uid=\d{1,10}\((?<user>${NAME})\) gid=\d{1,10}\((?<value>\k<user>)\)`, 'dgu');
const ID_GROUPS = new RegExp(String.raw`(?<![\p{L}\p{N}_])uid=\d{1,10}\((?<user>${NAME})\) gid=\d{1,10}\([^)\s]{1,32}\) groups=(?:\d{1,10}\([^)\s]{1,32}\),){0,64}?\d{1,10}\((?<value>\k<user>)\)`, 'dgu');

export default defineDetector({
  id: 'username-unix-account',
  entity: 'USERNAME',
  patterns: () => [PASSWD, GETENT, ID_USER, ID_GROUP, ID_GROUPS],
  keywords: [':x:', 'uid=', 'getent'],
  keywordsInWords: true,
  window: 400,
  score: 0.85,
  validate: (value) => isPersonalUsername(value) && !/^svc[-_.]/.test(value),
  examples: {
    positive: [
      // passwd(5)'s layout, a fictitious person's line as getent passwd prints it.
      { text: 'lmoreau:x:1007:1007:Lucie Moreau,,,:/nonexistent:/bin/bash', match: 'lmoreau' },
      // id(1)'s output: the user's name and its personal group.
      { text: 'uid=1004(pdesai) gid=100(users) groups=100(users),27(sudo)', match: 'pdesai' },
      // getent(1): `getent database key`.
      { text: '$ getent passwd lmoreau', match: 'lmoreau' },
    ],
    negative: [
      'root:x:0:0:root:/root:/bin/bash', // the system's account
      'www-data:x:33:33:www-data:/var/www:/usr/sbin/nologin', // a service's
      'uid=33(www-data) gid=33(www-data) groups=33(www-data)', // a service's
      'ratio:x:2:3 in the table', // no seven fields
      'backup:x:1004:1004:Backup,,,:/var/lib/backup:/usr/sbin/nologin', // a shell that refuses logins: a service's
      '$ getent passwd root', // the system's account
      '$ getent hosts db01', // a host, not an account
    ],
  },
});
