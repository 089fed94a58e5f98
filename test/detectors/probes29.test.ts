import { describe, expect, it } from 'vitest';
import { redacted } from '../helpers/findings.js';

// Fictitious people, logins and numbers (probes29's everyday texts: `id` and `getent passwd`
// output, a systemd journal, a helpdesk note, a house committee's, a Thai, a Catalan school's and
// a Portuguese club's messages, a Greek tenant's).
describe('probes29: Unix accounts, logins in log prose, mobiles of Israel and Thailand, Greek and Catalan', () => {
  it("takes the login of a passwd line, of `id`'s output and of `getent passwd` (username-unix-account.ts)", () => {
    expect(redacted('lmoreau:x:1007:1007:Lucie Moreau,,,:/home/lmoreau:/bin/bash')).toBe('[USERNAME]:x:1007:1007:[PERSON_NAME],,,:/home/[USERNAME]:/bin/bash');
    expect(redacted('uid=1004(pdesai) gid=1004(pdesai) groups=1004(pdesai),27(sudo),999(docker)')).toBe(
      'uid=1004([USERNAME]) gid=1004([USERNAME]) groups=1004([USERNAME]),27(sudo),999(docker)',
    );
    expect(redacted('$ getent passwd lmoreau')).toBe('$ getent passwd [USERNAME]');
    // Near misses: a shared group, system and service accounts, a host's lookup stay.
    expect(redacted('uid=1004(pdesai) gid=50(staff) groups=50(staff),27(sudo)')).toBe('uid=1004([USERNAME]) gid=50(staff) groups=50(staff),27(sudo)');
    expect(redacted('root:x:0:0:root:/root:/bin/bash')).toBe('root:x:0:0:root:/root:/bin/bash');
    expect(redacted('www-data:x:33:33:www-data:/var/www:/usr/sbin/nologin')).toBe('www-data:x:33:33:www-data:/var/www:/usr/sbin/nologin');
    expect(redacted('uid=33(www-data) gid=33(www-data) groups=33(www-data)')).toBe('uid=33(www-data) gid=33(www-data) groups=33(www-data)');
    expect(redacted('$ getent hosts db01')).toBe('$ getent hosts db01');
  });

  it("takes systemd's `of User x` and one login word after `for account` (username-phrase.ts)", () => {
    expect(redacted('web01 systemd[1]: Started session-42.scope - Session 42 of User mkowalczyk.')).toBe(
      'web01 systemd[1]: Started session-42.scope - Session 42 of User [USERNAME].',
    );
    expect(redacted('Locked out: 3 failed logins for account jmartinez since 08:00.')).toBe('Locked out: 3 failed logins for account [USERNAME] since 08:00.');
    // Near misses: common words, a noun's ending, a noun after the word.
    expect(redacted('See the guide for User settings.')).toBe('See the guide for User settings.');
    expect(redacted('Apply for account holders only; see for account receivable entries and for account onboarding.')).toBe(
      'Apply for account holders only; see for account receivable entries and for account onboarding.',
    );
  });

  it("reads Israel's and Thailand's hyphenated mobiles after a name in their script, and a reference's stays", () => {
    expect(redacted('שלום, לתשלום פנו לדוד כהן 052-418-7730.')).toBe('שלום, לתשלום פנו לדוד כהן [PHONE_NUMBER].');
    expect(redacted('ผู้ติดต่อ คุณสมชาย ใจดี 081-234-5678')).toBe('ผู้ติดต่อ คุณสมชาย ใจดี [PHONE_NUMBER]');
    expect(redacted('Invoice ref 081-234-5678')).toBe('Invoice ref 081-234-5678');
  });

  it('reads a number after Catalan `dubtes` and Portuguese `fale`, over an initial `D.`', () => {
    expect(redacted('Dubtes al 612 345 780.')).toBe('[PERSON_NAME] al [PHONE_NUMBER].');
    expect(redacted('Renove no secretariado ou fale com a D. Fernanda Lopes pelo 912 345 678.')).toBe(
      '[PERSON_NAME] no secretariado ou fale com a [PERSON_NAME] pelo [PHONE_NUMBER].',
    );
    // Near misses: an order's and a fee's numbers with no calling word.
    expect(redacted('Comanda 612 345 780.')).toBe('Comanda 612 345 780.');
    expect(redacted('Renove no secretariado, cota 912 345 678.')).toBe('[PERSON_NAME] no secretariado, cota 912 345 678.');
  });

  it('takes one Greek name after `κυρία`, `κύριος`…, not an office (names-greek.ts)', () => {
    expect(redacted('Καλησπέρα κυρία Μαρία, ο θερμοσίφωνας χάλασε πάλι.')).toBe('Καλησπέρα κυρία [PERSON_NAME], ο θερμοσίφωνας χάλασε πάλι.');
    expect(redacted('Ο κύριος Γιώργος θα έρθει την Τρίτη.')).toBe('Ο κύριος [PERSON_NAME] θα έρθει την Τρίτη.');
    expect(redacted('Αξιότιμη κυρία Πρόεδρε, σας γράφω για τη συνεδρίαση.')).toBe('Αξιότιμη κυρία Πρόεδρε, σας γράφω για τη συνεδρίαση.');
  });

  it("knows a Catalan block by its function words and keeps its sentences' first words (names-romance.ts)", () => {
    expect(redacted("Dubtes al telèfon de l'escola. Gràcies per tot, també.")).toBe("Dubtes al telèfon de l'escola. Gràcies per tot, també.");
    expect(redacted('Famílies: dijous sortida. Gràcies per tot.')).toBe('Famílies: dijous sortida. Gràcies per tot.');
    // Near miss: one line with no second Catalan word still reads its first word as someone.
    expect(redacted("Dubtes al telèfon de l'escola.")).toBe("[PERSON_NAME] al telèfon de l'escola.");
  });
});
