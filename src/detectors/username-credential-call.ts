import { defineDetector } from '../engine/detector.js';
import { CREDENTIAL_CALL_KEYWORDS, credentialCall } from './secrets/credential-calls.js';
import { isPersonalUsername } from './secrets/usernames.js';

/**
 * The user name given as the first argument of a login or credentials call whose password is
 * a string literal too (secrets/credential-calls.ts): `ftp.login('kpatel', '…')`,
 * `NetworkCredential("jdoe", "…")`. An e-mail address there is the e-mail detector's; a
 * directory name (`cn=…,dc=…`), a system account or a placeholder is no one's login.
 */
const USER_ARGUMENT = credentialCall('user');

export default defineDetector({
  id: 'username-credential-call',
  entity: 'USERNAME',
  patterns: () => [USER_ARGUMENT],
  keywords: CREDENTIAL_CALL_KEYWORDS,
  keywordsInWords: true,
  window: 400,
  score: 0.8,
  validate: (value) => /^[A-Za-z0-9_][A-Za-z0-9._-]{1,63}$/.test(value) && isPersonalUsername(value),
  examples: {
    positive: [
      // Fictitious users (the lead's session-23 probes).
      { text: "ftp.login('kpatel', 'Lake!Shore42')", match: 'kpatel' }, // ftplib.FTP.login(user, passwd)
      { text: 'r = requests.get(url, auth=("m.ortiz", "Tr0ub4dor&3xq"))', match: 'm.ortiz' },
      { text: 'var cred = new NetworkCredential("jdoe", "Winter2026!x");', match: 'jdoe' },
    ],
    negative: [
      'ftp.login(user, "Lake!Shore42")', // a variable
      'ftp.login("anonymous", "guest@")', // no one
      'conn.simple_bind_s("cn=svc-ldap,dc=example,dc=org", "B1nd#Secret9")', // a directory name
      'smtp.login("root", "Tr0ub4dor&3xq")', // a system account
    ],
  },
});
