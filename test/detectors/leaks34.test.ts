import { describe, expect, it } from 'vitest';
import { redacted } from '../helpers/findings.js';

describe('leaks34: the lead\'s and probes25\'s leftover probes', () => {
  it('reads a phone by whom or how it reaches: a Korean mobile, a call-back question, on/to, a name and a colon, a Japanese contact phrase', () => {
    expect(redacted('Ms. Sun-Hee Park, 010-1234-5678')).toBe('[PERSON_NAME], [PHONE_NUMBER]');
    expect(redacted('Können Sie mich zurückrufen? 089 12345678')).toBe('Können Sie mich zurückrufen? [PHONE_NUMBER]');
    expect(redacted('Ask for Declan on 07823 456781')).toBe('Ask for [PERSON_NAME] on [PHONE_NUMBER]');
    expect(redacted('Photo sent to 07700 900342')).toBe('Photo sent to [PHONE_NUMBER]');
    expect(redacted('Conferme a Chiara: 328 456 7890')).toBe('Conferme a [PERSON_NAME]: [PHONE_NUMBER]');
    expect(redacted('変更の際は 03-5412-7789 までご連絡ください')).toBe('変更の際は [PHONE_NUMBER] までご連絡ください');
    // Near misses: a reference word, a question with no word of calling, no reaching word, a
    // capitalised label opening its line, the number before no contact phrase.
    expect(redacted('ref 010-1234-5678')).toBe('ref 010-1234-5678');
    expect(redacted('Was ist das? 089 12345678')).toBe('Was ist das? 089 12345678');
    expect(redacted('see 07700 900461')).toBe('see 07700 900461');
    expect(redacted('Kunde: 333 987 6543')).toBe('Kunde: 333 987 6543');
    expect(redacted('変更の際は 03-5412-7789 番です')).toBe('変更の際は 03-5412-7789 番です');
  });

  it('keeps a car make and model after an adjective, a payment channel and a licence\'s party as words', () => {
    expect(redacted('He drives a silver Toyota Camry.')).toBe('He drives a silver Toyota Camry.');
    expect(redacted('Zelle payment received.')).toBe('Zelle payment received.');
    expect(redacted("Driver's license: D1234567, exp 09/2028")).toBe("Driver's license: [NATIONAL_ID], exp [DATE]");
    // Near misses: a given name with a possessive is a person's; no determiner before the make.
    expect(redacted("Grant's license: D1234567")).toBe("[PERSON_NAME]'s license: [LICENSE_KEY]");
    expect(redacted('a friend Toyota')).toBe('a friend [ADDRESS]');
  });

  it('reads a possessive inside brackets after a given name as no nickname', () => {
    expect(redacted("Pick-up by Hannah (Tom's mum) at 3pm.")).toBe("Pick-up by [PERSON_NAME] ([PERSON_NAME]'s mum) at 3pm.");
    // Near miss: a nickname in brackets is still one span with its given name.
    expect(redacted('Robert (Bob) said hi')).toBe('[PERSON_NAME] said hi');
  });

  it('reads a login after account, an SSH key file named for its user, an employee number and a DoD ID', () => {
    expect(redacted('Login failed for account alvarez.z')).toBe('Login failed for account [USERNAME]');
    expect(redacted('Account locked: alvarez.z')).toBe('Account locked: [USERNAME]');
    expect(redacted('cat ~/.ssh/id_rsa_hmorgan')).toBe('cat ~/.ssh/id_rsa_[USERNAME]');
    expect(redacted('Employee 10482 was promoted.')).toBe('Employee [USERNAME] was promoted.');
    expect(redacted('Expense claim – Rebecca Lindqvist (EMP-20417)')).toBe('Expense claim – [PERSON_NAME] ([USERNAME])');
    expect(redacted('DoD ID 1234567890')).toBe('DoD ID [USERNAME]');
    // Near misses: a file's name after account, a key named for its service or purpose, a year
    // or a count after employee, a name run together with capitals.
    expect(redacted('for account settings.json')).toBe('for account settings.json');
    expect(redacted('ssh -i ~/.ssh/id_ed25519_github host')).toBe('ssh -i ~/.ssh/id_ed25519_github host');
    expect(redacted('id_rsa_work.pub')).toBe('id_rsa_work.pub');
    expect(redacted('IdentityFile ~/.ssh/id_ed25519_quillstack\nHost git.quillstack.dev')).toBe('IdentityFile ~/.ssh/id_ed25519_quillstack\nHost git.quillstack.dev');
    expect(redacted('employee 2024 review')).toBe('employee 2024 review');
    expect(redacted('follow MysteryGuitarMan lol')).toBe('follow [PERSON_NAME] lol');
  });

  it('reads a day-first date without a year after a word of time', () => {
    expect(redacted('your prescription is ready to collect until 21/11. Ref 88213')).toBe('your prescription is ready to collect until [DATE]. Ref 88213');
    expect(redacted('by 21/11 at noon')).toBe('by [DATE] at noon');
    expect(redacted('ready until 11/21.')).toBe('ready until [DATE].');
    // Near misses: a fraction after "by", a score with no word of time.
    expect(redacted('cut by 3/4.')).toBe('cut by 3/4.');
    expect(redacted('score 21/11.')).toBe('score 21/11.');
  });

  it('reads a family name between "the" and "family", where a town has the name too', () => {
    expect(redacted('The Nakamura family (Kenji, Yumi) – 3')).toBe('The [PERSON_NAME] family ([PERSON_NAME], [PERSON_NAME]) – 3');
    expect(redacted('We met the Nakamura family.')).toBe('We met the [PERSON_NAME] family.');
    // Near miss: the name before another noun (a plant, a town's or a firm's) stays.
    expect(redacted('We visited the Nakamura plant.')).toBe('We visited the Nakamura plant.');
  });
});
