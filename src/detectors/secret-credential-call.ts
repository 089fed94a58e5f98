import { defineDetector } from '../engine/detector.js';
import { CREDENTIAL_CALL_KEYWORDS, credentialCall } from './secrets/credential-calls.js';
import { looksLikeSecret } from './secrets/placeholders.js';

/**
 * The password given as the second argument of a login or credentials call, both arguments
 * string literals (secrets/credential-calls.ts lists the calls and their references):
 * `smtp.login("noreply@crm-example.com", "Tr0ub4dor&3xq")` in a traceback, `auth=("kpatel",
 * "…")` in a notebook. Reported as API_KEY, as the other passwords are; a value must look like
 * a password (looksLikeSecret: no placeholder, no sample).
 */
const PASSWORD_ARGUMENT = credentialCall('password');

export default defineDetector({
  id: 'secret-credential-call',
  entity: 'API_KEY',
  patterns: () => [PASSWORD_ARGUMENT],
  keywords: CREDENTIAL_CALL_KEYWORDS,
  keywordsInWords: true,
  window: 400,
  score: 0.85,
  validate: (value) => looksLikeSecret(value, 'password'),
  examples: {
    positive: [
      // Fictitious credentials (the lead's session-23 probes: a Python traceback, a notebook).
      { text: '    smtp.login("noreply@crm-example.com", "Tr0ub4dor&3xq")', match: 'Tr0ub4dor&3xq' }, // smtplib.SMTP.login(user, password)
      { text: "ftp.login('kpatel', 'Lake!Shore42')", match: 'Lake!Shore42' }, // ftplib.FTP.login(user, passwd)
      { text: 'r = requests.get(url, auth=("kpatel", "Tr0ub4dor&3xq"))', match: 'Tr0ub4dor&3xq' }, // requests: auth tuple
      { text: 'auth = HTTPBasicAuth("kpatel", "Tr0ub4dor&3xq")', match: 'Tr0ub4dor&3xq' },
      { text: 'conn.simple_bind_s("cn=svc-ldap,dc=example,dc=org", "B1nd#Secret9")', match: 'B1nd#Secret9' }, // python-ldap
      { text: 'var cred = new NetworkCredential("jdoe", "Winter2026!x");', match: 'Winter2026!x' }, // .NET
      { text: 'return new PasswordAuthentication("jdoe", "Winter2026!x".toCharArray());', match: 'Winter2026!x' }, // java.net
    ],
    negative: [
      'smtp.login(user, password)', // variables
      'smtp.login("noreply@example.com", os.environ["SMTP_PASSWORD"])', // read from the environment
      'ftp.login("anonymous", "guest")', // no password's form
      'auth=("user", "password")', // a sample
      'page.login("Submit", "button")', // words
    ],
  },
});
