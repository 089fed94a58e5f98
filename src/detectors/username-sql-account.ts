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
/**
 * And the account of a connection as the general query log writes it (MySQL Reference Manual,
 * "The General Query Log": `Connect\tuser_name@host_name on db_name using TCP/IP`, the database
 * empty when none was chosen).
 */
const GENERAL_LOG_CONNECT = /(?<=\s)Connect\t(?<value>[A-Za-z0-9_][A-Za-z0-9._-]{0,79})@[^\s@]{1,255} on (?:[\w$-]{1,64})? ?using /dg;
const ACCOUNT = /(['"`])(?<value>[A-Za-z0-9_][A-Za-z0-9._-]{1,79})\1@(['"`])[^'"`\s]{1,255}\3/dg;

export default defineDetector({
  id: 'username-sql-account',
  entity: 'USERNAME',
  patterns: () => [ACCOUNT, GENERAL_LOG_CONNECT],
  keywords: ["'@'", '"@"', '`@`', 'Connect\t'],
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
      // The general query log's Connect events (the twenty-first reading's; fictitious users).
      { text: '2026-11-25T07:58:16.001274Z\t  415 Connect\tadmin_mkrol@localhost on  using Socket\n', match: 'admin_mkrol' },
      { text: '2026-11-25T07:58:12.104233Z\t  412 Connect\tp.zielinski@10.8.0.14 on crm_prod using SSL/TLS\n', match: 'p.zielinski' },
    ],
    negative: [
      "CREATE USER 'root'@'localhost' IDENTIFIED BY 'x';", // a system account
      "GRANT REPLICATION SLAVE ON *.* TO 'replication'@'10.%';", // a service's
      "SELECT 'a'@'b'", // no account: one letter
      "2026-11-25T07:58:13.007711Z\t  413 Connect\tAccess denied for user 'root'@'localhost' (using password: YES)\n",
      '2026-11-25T07:58:16.001274Z\t  415 Connect\troot@localhost on  using Socket\n', // a system account
      "email = 'tomasz.wrobel@example.com'", // an address: the e-mail detector's
    ],
  },
});
