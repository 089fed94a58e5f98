/**
 * User names that identify nobody, shared by the USERNAME detectors.
 *
 * Decision: system and service accounts (root, admin, www-data, nobody, postgres, runner…)
 * are NOT reported. They name a role on a machine, not a person, and they are what logs and
 * paths are made of: redacting every `/home/runner` or `user=postgres` destroys the text's
 * meaning without protecting anyone. Generic placeholders (`/home/user/`, `username: <you>`,
 * `$USER`, `C:\Users\Public`) are not reported either: they are not anybody's name.
 */
const SYSTEM_ACCOUNTS = [
  'root', 'admin', 'administrator', 'administrators', 'www-data', 'www', 'nobody', 'nogroup', 'daemon', 'bin', 'sys', 'sync',
  'mail', 'ftp', 'sshd', 'git', 'postgres', 'mysql', 'redis', 'mongodb', 'nginx', 'apache', 'httpd', 'tomcat', 'jenkins',
  'docker', 'node', 'ubuntu', 'debian', 'centos', 'fedora', 'ec2-user', 'azureuser', 'vagrant', 'runner', 'circleci',
  'travis', 'buildkite', 'gitlab-runner', 'build', 'builder', 'app', 'service', 'system', 'local', 'localhost', 'guest',
  'shared', 'public', 'default', 'default user', 'all users', 'defaultapppool', 'network service', 'local service',
  'linuxbrew', 'operator', 'games', 'man', 'lp', 'news', 'uucp', 'proxy', 'backup', 'list', 'irc', 'gnats', 'systemd',
  'messagebus', 'syslog', 'pi', 'sa', 'dbo', 'anonymous', 'everyone', 'here', 'channel', 'all', 'deploy', 'deployer',
  'ansible', 'ci',
  // A database's or a service's role, named after the business function it serves (`psql -U billing`,
  // `postgres://booking:…@db/booking_test`): a role, no one's login.
  'billing', 'booking', 'bookings', 'payments', 'orders', 'inventory', 'reporting', 'analytics', 'readonly', 'read_only',
  'replication', 'replicator', 'monitoring', 'metrics', 'etl', 'payroll', 'checkout', 'catalog', 'warehouse',
  // Bots that sign commits and changelogs.
  'dependabot', 'renovate', 'renovate-bot', 'github-actions', 'greenkeeper', 'snyk-bot', 'imgbot', 'allcontributors',
  'mergify', 'codecov', 'semantic-release-bot',
];

const PLACEHOLDERS = [
  'user', 'users', 'username', 'user_name', 'user-name', 'yourname', 'your_name', 'your-name', 'yourusername',
  'your_username', 'your-username', 'youruser', 'your_user', 'myuser', 'my_user', 'myname', 'me', 'you', 'name',
  'someone', 'somebody', 'example', 'sample', 'test', 'testuser', 'test_user', 'demo', 'foo', 'bar', 'baz', 'xxx',
  'xxxx', 'null', 'none', 'nil', 'undefined', 'true', 'false', 'unknown', 'n/a', 'na', 'tbd', 'todo', 'changeme',
  'login', 'password', 'pass', 'id', 'userid', 'account', 'handle', 'profile', 'string', 'required', 'optional', 'please',
  // Type names, when the "value" is a declaration (`user: number;`).
  'number', 'boolean', 'object', 'any', 'unknown', 'void', 'never', 'int', 'str', 'bool', 'float', 'integer', 'text',
];

// What a login's result is logged as, where a log's key names the login ("ConsoleLogin": "Success"
// in CloudTrail, Dovecot's "imap-login: Disconnected (auth failed…)"): the outcome, no one's name.
const OUTCOMES = [
  'success', 'succeeded', 'successful', 'failure', 'failed', 'fail', 'error', 'disconnected', 'connected', 'denied',
  'rejected', 'accepted', 'aborted', 'timeout', 'blocked', 'locked', 'expired', 'ok',
];

// The method a login was tried with, where the key names the login (GitLab's audit event of a
// failed sign-in: `"failed_login": "STANDARD"`, or `"LDAP"`, the provider's name for OmniAuth:
// the twentieth reading): the method, no one's name.
const AUTH_METHODS = ['standard', 'ldap', 'saml', 'oauth', 'oauth2', 'oidc', 'otp', 'totp', 'webauthn', 'kerberos', 'ntlm', 'sso', '2fa', 'mfa'];

const NOBODY: ReadonlySet<string> = new Set([...SYSTEM_ACCOUNTS, ...PLACEHOLDERS, ...OUTCOMES, ...AUTH_METHODS]);

/** Whether a user name is a real, personal one: not a system account, not a placeholder. */
export function isPersonalUsername(name: string): boolean {
  const lower = name.toLowerCase();
  if (NOBODY.has(lower)) return false;
  if (/^(?:systemd-|_|\$|%|<|\{|\*|\.)/.test(lower) || lower.endsWith('[bot]')) return false;
  if (/^(?:your|my)[-_]?(?:user|login|name|account|handle|id|nick)/.test(lower)) return false;
  if (/^x+$|^\d+$/.test(lower) && lower.length < 3) return false;
  // One character over and over (`AAAAAAAAAAAAAAAA`, `00000000`: Calendly's documentation's user URI) fills a place.
  if (/^(.)\1{3,}$/.test(lower)) return false;
  // A Windows security identifier names a person's account only as a domain's or a machine's
  // account with a relative id of 1000 or more (S-1-5-21-a-b-c-1104); the well-known SIDs
  // (S-1-5-18 the LocalSystem account, S-1-5-19, S-1-5-32-544 the Administrators group) and the
  // well-known RIDs below 1000 (500 Administrator, 501 Guest) name none ("Well-known SIDs",
  // Microsoft Learn, Win32 Security and Identity).
  if (/^s-1-\d+(?:-\d+)+$/.test(lower)) return /^s-1-5-21-\d+-\d+-\d+-\d{4,}$/.test(lower);
  return /[a-z0-9]/.test(lower);
}
