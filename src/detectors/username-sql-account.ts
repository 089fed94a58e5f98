import { defineDetector } from '../engine/detector.js';
import { isPersonalUsername } from './secrets/usernames.js';

/**
 * A MySQL or MariaDB account name, `'user_name'@'host_name'`, in the statements that create,
 * alter, drop or grant to an account and in a view's or a routine's `DEFINER` (MySQL Reference
 * Manual, 8.2.4 "Specifying Account Names": each part quoted on its own with `'`, `"` or
 * backticks). The quoted user, a quote, `@` and a quoted host together say it is an account; the
 * user name is taken where it is a person's (`'tomasz.wrobel'@'%'`), not a service's or a system
 * one (`'root'@'localhost'`, `'mysql.sys'@'localhost'`, `'replication'@'10.%'`).
 */
const ACCOUNT = /(['"`])(?<value>[A-Za-z0-9_][A-Za-z0-9._-]{1,79})\1@(['"`])[^'"`\s]{1,255}\3/dg;

export default defineDetector({
  id: 'username-sql-account',
  entity: 'USERNAME',
  patterns: () => [ACCOUNT],
  keywords: ["'@'", '"@"', '`@`'],
  keywordsInWords: true,
  window: 200,
  score: 0.85,
  validate: (value) => isPersonalUsername(value),
  examples: {
    positive: [
      // Fictitious accounts, in the Manual's forms (CREATE USER, GRANT … TO, DEFINER =).
      { text: "ALTER USER 'tomasz.wrobel'@'%' IDENTIFIED BY 'x';", match: 'tomasz.wrobel' },
      { text: 'GRANT SELECT ON crm.* TO `kpatel`@`10.0.%`;', match: 'kpatel' },
      { text: 'CREATE DEFINER="a.nakamura"@"localhost" VIEW v AS SELECT 1;', match: 'a.nakamura' },
    ],
    negative: [
      "CREATE USER 'root'@'localhost' IDENTIFIED BY 'x';", // a system account
      "GRANT REPLICATION SLAVE ON *.* TO 'replication'@'10.%';", // a service's
      "SELECT 'a'@'b'", // no account: one letter
      "email = 'tomasz.wrobel@example.com'", // an address: the e-mail detector's
    ],
  },
});
