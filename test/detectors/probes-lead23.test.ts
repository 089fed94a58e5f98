import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * What the lead's session-23 probes found standing (docs/reader.md, "probes-lead23"): each case
 * with the default options and the exact redacted text, beside a near miss that must stay.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('e-mail addresses at private-use top-level names (email.ts)', () => {
  it('takes a person\'s address at .local, .internal, .lan and .corp', () => {
    expect(redact('git commit --author="Jamal Wright <jamal.wright@corp.local>"\n')).toBe('git commit --author="[PERSON_NAME] <[EMAIL_ADDRESS]>"\n');
    expect(redact('mail m.ortiz@mail.internal or kbrennan@host.lan or s.kogler@contoso.corp\n')).toBe('mail [EMAIL_ADDRESS] or [EMAIL_ADDRESS] or [EMAIL_ADDRESS]\n');
  });

  it('leaves a system account at a local host', () => {
    expect(redact('ssh pi@raspberrypi.local && ssh root@nas.lan\n')).toBe('ssh pi@raspberrypi.local && ssh root@nas.lan\n');
  });

  it("takes a person's address at RFC 2606's reserved names too (probes-lead26: what writers of fictitious records use)", () => {
    expect(redact('mail jane@corp.example or jane@mail.test\n')).toBe('mail [EMAIL_ADDRESS] or [EMAIL_ADDRESS]\n');
  });
});

describe('a login named by its bare word or quoted after "user" (username-phrase.ts)', () => {
  it('takes the login after "username" and "login" with no verb', () => {
    expect(redact('Customer says her account (username walcott79) was locked.\n')).toBe('Customer says her account (username [USERNAME]) was locked.\n');
    expect(redact('login j_smith failed 3 times\n')).toBe('login [USERNAME] failed 3 times\n');
  });

  it('leaves a version, a field\'s name and a file after the bare word', () => {
    expect(redact('Login v2.1 is out; map the username field_name; render the login page.html template\n')).toBe('Login v2.1 is out; map the username field_name; render the login page.html template\n');
  });

  it('takes a quoted user after "user" and leaves a quoted system account', () => {
    expect(redact('WARN failed login for user "maria.gonzalez" from 203.0.113.77\n')).toBe('WARN failed login for user "[USERNAME]" from 203.0.113.77\n');
    expect(redact('user "kpatel" logged in; user "admin" logged in; user "guest" logged in\n')).toBe('user "[USERNAME]" logged in; user "admin" logged in; user "guest" logged in\n');
  });
});

describe('users in cron\'s syslog lines and on a home share (username-log.ts, username-path.ts)', () => {
  it('takes the cron job\'s user and leaves root\'s', () => {
    expect(redact('Nov 27 03:20:02 web01 CRON[3310]: (pgarcia) CMD (/usr/local/bin/backup.sh)\n')).toBe('[DATE] web01 CRON[3310]: ([USERNAME]) CMD (/usr/local/bin/backup.sh)\n');
    expect(redact('Nov 27 03:17:01 web01 CRON[2230]: (root) CMD (run-parts /etc/cron.hourly)\n')).toBe('[DATE] web01 CRON[2230]: (root) CMD (run-parts /etc/cron.hourly)\n');
  });

  it('takes the folder on a UNC home share and leaves a share of another name', () => {
    expect(redact('\\\\fileserver\\home$\\s.oconnor\\Desktop\\passport scan.jpg\n')).toBe('\\\\fileserver\\home$\\[USERNAME]\\Desktop\\passport scan.jpg\n');
    expect(redact('\\\\fileserver\\scans$\\s.oconnor\\Desktop\n')).toBe('\\\\fileserver\\scans$\\s.oconnor\\Desktop\n');
  });
});

describe('credentials given to a login call as literals (secret-credential-call.ts, username-credential-call.ts)', () => {
  it('takes the password and the user, and the e-mail as an e-mail', () => {
    expect(redact('    smtp.login("noreply@crm-example.com", "Tr0ub4dor&3xq")\n')).toBe('    smtp.login("[EMAIL_ADDRESS]", "[API_KEY]")\n');
    expect(redact("r = requests.get(url, auth=('kpatel', 'Tr0ub4dor&3xq'))\n")).toBe("r = requests.get(url, auth=('[USERNAME]', '[API_KEY]'))\n");
  });

  it('leaves variables, the environment and samples', () => {
    expect(redact('smtp.login(user, password)\nsmtp.login("ops", os.environ["SMTP_PASSWORD"])\nauth=("user", "password")\n')).toBe('smtp.login(user, password)\nsmtp.login("ops", os.environ["SMTP_PASSWORD"])\nauth=("user", "password")\n');
  });
});

describe('Turkish phone words with a possessive ending (lexicon/phone-words.ts)', () => {
  it('takes the mobile after "telefonunuz" (your phone) and leaves it after "numaranız" alone', () => {
    expect(redact('Kimlik numaranız 10000000146 ve telefonunuz 0532 123 45 67 olarak kaydedildi.\n')).toBe('Kimlik numaranız [NATIONAL_ID] ve telefonunuz [PHONE_NUMBER] olarak kaydedildi.\n');
    expect(redact('numaranız 0532 123 45 67\n')).toBe('numaranız 0532 123 45 67\n');
  });
});
