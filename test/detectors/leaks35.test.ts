import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * What the seventeenth reading still left standing (docs/reader.md, "leaks35"), fixed: each
 * case with the default options and the exact redacted text, beside a near miss that stays.
 * The people and logins are fictitious.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('user names of security logs by their keys (username-assignment.ts)', () => {
  it("takes CEF's suser and duser, lower case only, not a system account", () => {
    expect(redact('dvchost=DC01.gtt-corp.gy duser=ktiwari dntdom=GTTCORP')).toBe('dvchost=DC01.gtt-corp.gy duser=[USERNAME] dntdom=GTTCORP');
    expect(redact('src=10.5.41.82 suser=snarine.persaud duser= act=accept')).toBe('src=10.5.41.82 suser=[USERNAME] duser= act=accept');
    expect(redact('suser=Administrator shost=10.5.41.90')).toBe('suser=Administrator shost=10.5.41.90');
    expect(redact('SUSER=jdoe x')).toBe('SUSER=jdoe x');
  });

  it("takes auditd's quoted acct, not a bare one", () => {
    expect(redact(`msg='op=PAM:authentication acct="lupe.tuilagi" exe="/usr/sbin/sshd"'`)).toBe(`msg='op=PAM:authentication acct="[USERNAME]" exe="/usr/sbin/sshd"'`);
    expect(redact('acct=lupe.tuilagi')).toBe('acct=lupe.tuilagi');
  });

  it("takes Segment's alias previousId", () => {
    expect(redact('{"type":"alias","previousId":"sibusiso.mamba.1988","messageId":"ajs-1"}')).toBe('{"type":"alias","previousId":"[USERNAME]","messageId":"ajs-1"}');
  });

  it('reads a form body after an escaped line break, up to the next parameter', () => {
    expect(redact('{"p":"POST /login.php HTTP/1.1\\r\\nHost: portal.example.tl\\r\\n\\r\\nusername=jose.ximenes&password=Lafaek%402026&remember=1"}')).toBe(
      '{"p":"POST /login.php HTTP/1.1\\r\\nHost: portal.example.tl\\r\\n\\r\\nusername=[USERNAME]&password=[API_KEY]&remember=1"}',
    );
    expect(redact('username=jose.ximenes&password=Lafaek%402026&remember=1')).toBe('username=[USERNAME]&password=[API_KEY]&remember=1');
    // An escaped backslash before the n is no line break.
    expect(redact('{"p":"GET /x\\\\nusername=jose.ximenes"}')).toBe('{"p":"GET /x\\\\nusername=jose.ximenes"}');
  });
});

describe("machine names carrying their owner's name (machine-name.ts)", () => {
  it('takes an LT- laptop of given name and surname', () => {
    expect(redact('shost=LT-KAMALA-TIWARI cs2=LT-KAMALA-TIWARI')).toBe('shost=LT-[USERNAME] cs2=LT-[USERNAME]');
    expect(redact('dvchost=LT-HR-OFFICE')).toBe('dvchost=LT-HR-OFFICE');
  });

  it('takes a given name alone that the text writes elsewhere', () => {
    expect(redact('shost=DESKTOP-SHIVNARINE reason=Uploaded (shivnarine.persaud592@gmail.com)')).toBe('shost=DESKTOP-[USERNAME] reason=Uploaded ([EMAIL_ADDRESS])');
    expect(redact('shost=DESKTOP-SHIVNARINE dhost=DESKTOP-SHIVNARINE')).toBe('shost=DESKTOP-SHIVNARINE dhost=DESKTOP-SHIVNARINE');
    expect(redact('shost=DESKTOP-7F3K2Q1')).toBe('shost=DESKTOP-7F3K2Q1');
  });
});

describe("file names carrying a person's name (person-name-file-name.ts)", () => {
  it('takes a listed name pair, or one the text writes elsewhere', () => {
    expect(redact('fname=Payslip_Desmond_Boodhoo_Nov2026.xlsm shost=LT-DESMOND-BOODHOO')).toBe('fname=Payslip_[PERSON_NAME]_Nov2026.xlsm shost=LT-[USERNAME]');
    expect(redact('"attachment":["CV_Mariano_Belo_2026.pdf"]')).toBe('"attachment":["CV_[PERSON_NAME]_2026.pdf"]');
    expect(redact('"url":"/uploads/bilhete_identidade_Domingos_Guterres.jpg","u2":"/topup?name=Domingos%20Guterres"')).toBe(
      '"url":"/uploads/bilhete_identidade_[PERSON_NAME].jpg","u2":"/topup?name=[PERSON_NAME]"',
    );
  });

  it('leaves a file name with no name pair, or one of an unlisted word named nowhere else', () => {
    expect(redact('fname=Payslip_Nov2026.xlsm')).toBe('fname=Payslip_Nov2026.xlsm');
    expect(redact('"url":"/uploads/bilhete_identidade_Domingos_Guterres.jpg"')).toBe('"url":"/uploads/bilhete_identidade_Domingos_Guterres.jpg"');
    expect(redact('/srv/Annual_Report_2026.pdf')).toBe('/srv/Annual_Report_2026.pdf');
  });
});

describe('a password hash as an item of a list (password-hash.ts)', () => {
  it("takes a bcrypt hash among a query log's bindings, not one in prose", () => {
    expect(redact('values (x, 1, $2y$12$Qm8xT4rZ1kLwH7eVb3nY0uJ9cF2dA6sP5gR8tK1mN4oX7wE3iU2yO, 2)')).toBe('values (x, 1, [API_KEY], 2)');
    expect(redact('Example output: $2y$12$Qm8xT4rZ1kLwH7eVb3nY0uJ9cF2dA6sP5gR8tK1mN4oX7wE3iU2yO')).toBe('Example output: $2y$12$Qm8xT4rZ1kLwH7eVb3nY0uJ9cF2dA6sP5gR8tK1mN4oX7wE3iU2yO');
  });
});
