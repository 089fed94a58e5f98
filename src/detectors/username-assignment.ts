import { defineDetector } from '../engine/detector.js';
import type { Candidate } from '../engine/types.js';
import { beginsWord } from './lib/secrets-assignment.js';
import { isPersonalUsername } from './lib/secrets-usernames.js';

/**
 * User names given by name: `username: jdoe`, `user=jdoe`, `"login": "jdoe"`, `User ID: 48213`,
 * `DB_USER=jdoe`, `--user jdoe`, the user of a URL (`https://jdoe:…@host`, RFC 3986 §3.2.1)
 * and of an ssh/scp target (`ssh jdoe@build-01`). The finding is the value.
 */
const NAME = String.raw`(?<name>user(?:[ _.-]?(?:name|id))?|login(?:[ _.-]?(?:name|id))?|uname|account[ _.-]?name|screen[ _.-]?name|nick(?:name)?)`;
const VALUE = String.raw`(?:"(?<dq>[^"\s]{2,64})"|'(?<sq>[^'\s]{2,64})'|(?<uv>[A-Za-z0-9_][A-Za-z0-9._-]{0,62}[A-Za-z0-9_]))`;
const ASSIGNED = new RegExp(String.raw`${NAME}["']?[ \t]{0,4}(?:=>|:=|[:=]|(?<=--(?:user|username|login))[ \t])[ \t]{0,4}${VALUE}(?![\w@\\-]|\.\w)`, 'dgi');
// scheme://user[:password]@host; starts at the literal "://" for a fast scan.
const URL_USER = /:\/\/(?<value>[A-Za-z0-9._~%-]{2,64})(?::[^\s:@/?#"'<>]{0,128})?@(?=[\w[])/dg;
// ssh/scp/sftp/rsync targets: user@host.
const SSH_TARGET = /\b(?:ssh|scp|sftp|rsync|mosh)\b[^\n@]{0,80}?(?<![\w.-])(?<value>[a-z_][a-z0-9._-]{1,31})@[\w.-]+/dg;

function* findUsernames(text: string): Iterable<Candidate> {
  ASSIGNED.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = ASSIGNED.exec(text)) !== null) {
    const name = m.groups?.name ?? '';
    const g = m.indices?.groups;
    const span = g?.dq ?? g?.sq ?? g?.uv;
    if (!span || !beginsWord(text, m.index, name)) continue;
    const value = text.slice(span[0], span[1]);
    if (/id$/i.test(name) ? !/\d/.test(value) && !isPersonalUsername(value) : !isPersonalUsername(value)) continue;
    if (/[^A-Za-z0-9._@+-]/.test(value)) continue; // quoted values with other characters are no user names
    yield { start: span[0], end: span[1], score: 0.8 };
  }
  for (const re of [URL_USER, SSH_TARGET]) {
    re.lastIndex = 0;
    while ((m = re.exec(text)) !== null) {
      const span = m.indices?.groups?.value;
      if (!span) continue;
      if (re === URL_USER && !/(?:^|[^\w+.-])[A-Za-z][A-Za-z0-9+.-]{1,20}$/.test(text.slice(Math.max(0, m.index - 22), m.index))) continue;
      if (!isPersonalUsername(text.slice(span[0], span[1]))) continue;
      // Above the e-mail detector's 0.9: in "https://jdoe@github.com" jdoe is a login, not a mailbox.
      yield { start: span[0], end: span[1], score: 0.95 };
    }
  }
}

export default defineDetector({
  id: 'username-assignment',
  entity: 'USERNAME',
  keywords: ['user', 'login', 'uname', 'account', 'screen', 'nick', '://', 'ssh', 'scp', 'sftp', 'rsync', 'mosh'],
  find: findUsernames,
  examples: {
    positive: [
      // Fictitious user names.
      { text: 'username: jdoe', match: 'jdoe' },
      { text: 'GET /api/profile?user=mchen82&lang=en', match: 'mchen82' },
      { text: '{"login": "a.kowalski", "admin": false}', match: 'a.kowalski' },
      { text: 'User ID: 48213907', match: '48213907' },
      { text: 'POSTGRES_USER=svc_billing', match: 'svc_billing' },
      { text: "db = connect(user='ljohnson', host='db1')", match: 'ljohnson' },
      { text: 'git clone https://rpatel@git.example.com/team/app.git', match: 'rpatel' },
      { text: 'ssh -p 2222 okafor@build-01.example.net', match: 'okafor' },
      { text: 'mysql --user jsmith -p shop', match: 'jsmith' },
      { text: 'screen_name = "night_owl_77"', match: 'night_owl_77' },
    ],
    negative: [
      'username: <your-username>',
      'user=$USER',
      'login: true',
      'user: root',
      'POSTGRES_USER=postgres',
      'User-Agent: Mozilla/5.0',
      'user_agent = "curl/8.4"',
      'ssh git@github.com',
      'https://user:pass@localhost',
      'the user: please restart the service',
      'users = 42',
      'userCount: 12',
    ],
  },
});
