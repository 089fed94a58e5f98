/**
 * Calls that take a user name and a password as their first two arguments, written with string
 * literals, as tracebacks, notebooks and pasted scripts keep them:
 * - Python's `smtplib.SMTP.login(user, password)`, `ftplib.FTP.login(user, passwd)`,
 *   `imaplib.IMAP4.login(user, password)` (the standard library's references), python-ldap's
 *   `simple_bind_s(who, cred)` and `bind_s(who, cred)`;
 * - requests' `auth=(user, pass)` tuple and `HTTPBasicAuth(username, password)`,
 *   `HTTPDigestAuth`, `HTTPProxyAuth`; aiohttp's `BasicAuth(login, password)`;
 * - .NET's `new NetworkCredential(userName, password)`, Java's `new
 *   PasswordAuthentication(userName, "…".toCharArray())`, Apache HttpClient's
 *   `UsernamePasswordCredentials(userName, password)`.
 * A variable in either place is no value (`login(user, pw)`): both must be quoted literals.
 * `part` picks the group named `value`: the first argument (the user) or the second (the password).
 */
export function credentialCall(part: 'user' | 'password'): RegExp {
  const user = part === 'user' ? '(?<value>[^"\'\\r\\n\\\\]{1,200})' : '[^"\'\\r\\n\\\\]{1,200}';
  const password = part === 'password' ? '(?<value>[^"\'\\r\\n\\\\]{1,200})' : '[^"\'\\r\\n\\\\]{1,200}';
  return new RegExp(
    String.raw`(?:\.(?:login|simple_bind_s|simple_bind|bind_s)|(?<![\w.])auth[ \t]*=[ \t]*|(?<![\w])(?:HTTPBasicAuth|HTTPDigestAuth|HTTPProxyAuth|BasicAuth|NetworkCredential|PasswordAuthentication|UsernamePasswordCredentials))[ \t]*\([ \t]*(?<q1>["'])${user}\k<q1>[ \t]*,[ \t]*(?<q2>["'])${password}\k<q2>(?:\.toCharArray\(\))?[ \t]*[,)]`,
    'g',
  );
}

/** The keyword pass's words for the calls (anywhere in a word: `HTTPBasicAuth(` holds `basicauth(`). */
export const CREDENTIAL_CALL_KEYWORDS = [
  '.login(', '.simple_bind', '.bind_s(', 'auth=(', 'auth = (', 'basicauth(', 'digestauth(', 'proxyauth(', 'networkcredential(',
  'passwordauthentication(', 'usernamepasswordcredentials(',
];
