import { describe, expect, it } from 'vitest';
import { redacted } from '../helpers/findings.js';

// Fictitious people, logins and numbers (probes30's everyday texts: a Jira comment, `last` and
// `npm whoami` output, Argentine, Japanese and Thai contact lines, greetings of Hungarian, Polish,
// Dutch, Czech and Italian letters and chats).
describe('probes30: logins in tools\' own places, contact lines, salutations of other languages', () => {
  it("takes Jira's `[~login]` mention, `last`'s first column and `whoami`'s output (username-login-records.ts)", () => {
    expect(redacted('[~jkowalski] can you check the retry logic?')).toBe('[~[USERNAME]] can you check the retry logic?');
    expect(redacted('$ last -n 3\nmokafor  pts/2        192.0.2.44       Tue Nov 24 14:03 - 15:10  (01:07)\nreboot   system boot  6.1.0-18-amd64   Tue Nov 24 09:30   still running')).toBe(
      '$ last -n 3\n[USERNAME]  pts/2        192.0.2.44       [DATE] - 15:10  (01:07)\nreboot   system boot  6.1.0-18-amd64   [DATE]   still running',
    );
    expect(redacted('$ npm whoami\nthandeka-n\n$ gh auth status')).toBe('$ npm whoami\n[USERNAME]\n$ gh auth status');
    // Near misses: no login in the brackets, a system account, `whoami` in prose.
    expect(redacted('see the [~] marker and [~root]')).toBe('see the [~] marker and [~root]');
    expect(redacted('root     pts/0        192.0.2.10       Tue Nov 24 08:00   still logged in')).toBe('root     pts/0        192.0.2.10       [DATE]   still logged in');
    expect(redacted('the whoami command prints your login name')).toBe('the whoami command prints your login name');
  });

  it("takes Buenos Aires' `11 4567-8901` after a word of calling (phone/near.ts NO_TRUNK_GROUPS)", () => {
    expect(redacted('Llamá al 11 5555-0184 y decile que vas de mi parte.')).toBe('Llamá al [PHONE_NUMBER] y decile que vas de mi parte.');
    // Near miss: a file's number.
    expect(redacted('expediente 11 4567-8901')).toBe('expediente 11 4567-8901');
  });

  it('reads Japanese and Thai words of contact before a number (lexicon/phone-words.ts)', () => {
    expect(redacted('お問い合わせ: 03-1234-5678')).toBe('お問い合わせ: [PHONE_NUMBER]');
    expect(redacted('พบกระเป๋าสตางค์ ติดต่อ 02-123-4567')).toBe('พบกระเป๋าสตางค์ ติดต่อ [PHONE_NUMBER]');
    // Near miss: a reference.
    expect(redacted('Invoice ref 02-123-4567')).toBe('Invoice ref 02-123-4567');
  });

  it('keeps the salutation of a Hungarian, Polish, Dutch, Czech or Italian message and takes the name after it (names-word-uses.ts, names-person-cues.ts)', () => {
    expect(redacted('Szia Réka! Holnap 7-kor edzés?')).toBe('Szia [PERSON_NAME]! Holnap 7-kor edzés?');
    expect(redacted('Cześć Marta, jutro trening o 7:00?')).toBe('Cześć [PERSON_NAME], jutro trening o 7:00?');
    expect(redacted('Beste Lien, wij komen graag!')).toBe('Beste [PERSON_NAME], wij komen graag!');
    expect(redacted('Vážená paní Dvořáková,\nzasíláme přiznání k dani.')).toBe('Vážená paní [PERSON_NAME],\nzasíláme přiznání k dani.');
    expect(redacted('Kedves Anna! Köszönöm.')).toBe('Kedves [PERSON_NAME]! Köszönöm.');
    // Near misses: a salutation to customers names no one.
    expect(redacted('Beste klanten, de winkel is dicht.')).toBe('Beste klanten, de winkel is dicht.');
    expect(redacted('Gentile cliente, la informiamo.')).toBe('Gentile cliente, la informiamo.');
  });
});
