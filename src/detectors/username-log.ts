import { defineDetector } from '../engine/detector.js';
import { foldKey } from '../lexicon/fold.js';
import { isCommonWord } from './names/names-gazetteer.js';
import { isPersonalUsername } from './secrets/usernames.js';

/**
 * User names where server logs print them by position rather than after a name: the remote
 * user of the Common and Combined Log Formats (`%h %l %u %t`, Apache mod_log_config; nginx's
 * `$remote_addr - $remote_user [$time_local]`), OpenSSH's authentication messages ("Failed
 * password for invalid user pkumar from", "Accepted publickey for jdoe from", "session opened
 * for user jdoe"), GitHub's "Merge pull request #12 from jdoe/branch", a code review's
 * "msokolowska commented on app.py line 5:" and "yusuf-demirci replied:", and sudo's "sudo:   dkowal : TTY=pts/0 ; …" line. The finding is the user
 * name; system accounts and placeholders name nobody (secrets/usernames.ts).
 */
const USER = String.raw`(?<value>[A-Za-z0-9_][A-Za-z0-9._@-]{0,62})`;
const patterns = () => [
  // host ident user [10/Oct/2000:13:55:36 -0700]
  new RegExp(String.raw`(?<!\S)[^\s\[\]"]+ [^\s\[\]"]+ ${USER} \[\d{1,2}/[A-Z][a-z]{2}/\d{4}:`, 'g'),
  // OpenSSH (auth.c, auth2.c, sshd.c log messages)
  new RegExp(
    String.raw`\b(?:[Ii]nvalid user|(?:Failed|Accepted) (?:password|publickey|none|keyboard-interactive(?:/pam)?|gssapi-with-mic|hostbased) for(?: invalid user)?|session (?:opened|closed) for user|(?:[Cc]onnection closed by|[Dd]isconnected from) (?:invalid |authenticating )?user) ${USER}(?= from | port |\(| by |\s*$)`,
    'gm',
  ),
  // sudo's syslog line: "sudo:   user : TTY=…" (sudo's logging.c)
  new RegExp(String.raw`\bsudo(?:\[\d+\])?:\s+${USER} : (?:TTY|PWD|USER|COMMAND)=`, 'g'),  // GitHub's merge commit message: "Merge pull request #409 from npetrova/feature-x"
  new RegExp(String.raw`\bMerge pull request #\d+ from (?<value>[A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))/`, 'g'),
  // A review or commit log's line: a lower-case login opening it, then what it did
  // ("msokolowska commented on jobs/export.py line 5:", "yusuf-demirci replied:").
  /^(?<value>[a-z][a-z0-9._-]{1,38}) (?:commented|replied|approved(?: these changes)?|requested changes|reviewed)(?=:| on | in |\s*$)/gm,
];

export default defineDetector({
  id: 'username-log',
  entity: 'USERNAME',
  patterns,
  // The CLF date's "/20" (years 2000–2099), OpenSSH's and sudo's words.
  keywords: [
    '/20', 'invalid user', 'failed password', 'failed publickey', 'failed none', 'failed keyboard', 'failed gssapi', 'failed hostbased',
    'accepted password', 'accepted publickey', 'accepted keyboard', 'accepted gssapi', 'accepted hostbased', 'for user', 'closed by',
    'disconnected from', 'sudo', 'merge pull request', 'commented', 'replied', 'approved', 'requested changes', 'reviewed',
  ],
  score: 0.8,
  // A review line's subject is a login unless it is an English word ("everyone commented:").
  validate: (value) => value !== '-' && isPersonalUsername(value) && !(/^[a-z]+$/.test(value) && isCommonWord(foldKey(value))),
  examples: {
    positive: [
      // Fictitious users, in the formats' own documented layout.
      { text: '198.51.100.23 - alice.wong [18/Oct/2023:13:05:02 +0000] "POST /login HTTP/1.1" 302 0', match: 'alice.wong' },
      { text: 'Oct 18 13:05:11 web-01 sshd[28720]: Failed password for invalid user pkumar from 192.0.2.201 port 40112 ssh2', match: 'pkumar' },
      { text: 'sshd[811]: Accepted publickey for jdoe from 203.0.113.45 port 52144 ssh2', match: 'jdoe' },
      { text: 'pam_unix(sshd:session): session opened for user mchen(uid=1001) by (uid=0)', match: 'mchen' },
      { text: 'Oct 18 13:05:12 web-01 sudo:   dkowal : TTY=pts/0 ; PWD=/tmp ; USER=root ; COMMAND=/bin/ls', match: 'dkowal' },
      { text: '    Merge pull request #409 from npetrova/feature/db-migrations', match: 'npetrova' },
      { text: 'Review comments\nmsokolowska commented on jobs/export_overdue.py line 5:\n> Please rotate it', match: 'msokolowska' },
    ],
    negative: [
      '203.0.113.45 - - [18/Oct/2023:13:05:01 +0000] "GET / HTTP/1.1" 200 5123', // no remote user
      'sshd[811]: Accepted publickey for deploy from 203.0.113.45 port 52144 ssh2', // a service account
      'Failed password for root from 192.0.2.1 port 22 ssh2',
      'We are looking for user feedback from customers.',
      'reviewer commented:\n> fine', // an English word
      'he replied:\n> fine',
      'Then the reviewer commented on it twice.', // not at a line's start
    ],
  },
});
