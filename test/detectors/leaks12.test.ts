import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * Session 16, leaks12: what the seventh reading (docs/reader.md, "leaks11") and python-stdnum's
 * test lists still left. Each case with the default options and the exact redacted text, beside
 * a near miss that shows the rule leaves an ordinary word or number in the same place.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe("python-stdnum's lists: Mexico's RFC and the Dominican cédula (national-ids/americas.ts)", () => {
  it('takes an RFC whose check character is wrong, and a person’s without its homoclave', () => {
    // python-stdnum mx/rfc.py: "around 1.5% of all numbers are in use with invalid check digits".
    expect(redact('RFC: VACE-460910-SX6')).toBe('RFC: [VAT_NUMBER]');
    expect(redact('R.F.C. COMG-600703 del contribuyente')).toBe('R.F.C. [VAT_NUMBER] del contribuyente');
  });

  it('leaves an RFC with no word, a bad date, and a word the SAT never issues', () => {
    expect(redact('Lote VACE-460910-SX6 en almacén')).toBe('Lote VACE-460910-SX6 en almacén');
    expect(redact('RFC: VACE-461310-SX6')).toBe('RFC: VACE-461310-SX6');
    expect(redact('RFC: PUTO-600703')).toBe('RFC: PUTO-600703');
  });

  it('takes a cédula issued with a wrong check digit after its word', () => {
    // python-stdnum tests/test_do_cedula.doctest: 00100288929 is valid though its Luhn digit is not.
    expect(redact('Cédula: 001-0028892-9')).toBe('Cédula: [NATIONAL_ID]');
    expect(redact('cédula de identidad 00100288929.')).toBe('cédula de identidad [NATIONAL_ID].');
  });

  it('leaves the same number printed 3-7-1 with no word, and eleven zeros after the word', () => {
    expect(redact('Pieza 001-0028892-9 en stock')).toBe('Pieza 001-0028892-9 en stock');
    expect(redact('cédula 00000000000')).toBe('cédula 00000000000');
  });
});

describe("a login after 'user' (username-phrase.ts)", () => {
  it('takes a lower-case name joined by a dot or an underscore', () => {
    expect(redact('User dmitri.volkov (Dmitri Volkov) cannot log in after reset.')).toBe('User [USERNAME] ([PERSON_NAME]) cannot log in after reset.');
    expect(redact('the user anna_berg2 was locked out twice')).toBe('the user [USERNAME] was locked out twice');
  });

  it("leaves a file's name, a field's name and a word in capitals after 'user'", () => {
    expect(redact('Open the user settings.json file.')).toBe('Open the user settings.json file.');
    expect(redact('Set the user user.name field.')).toBe('Set the user user.name field.');
    expect(redact('the user guide.pdf is attached')).toBe('the user guide.pdf is attached');
  });
});

describe("an account's prefixed number after 'account' (account-id.ts)", () => {
  it('takes ACC- and ACCT- numbers after the word', () => {
    expect(redact('Please update the billing address of account ACC-00829174 today.')).toBe('Please update the billing address of account [USERNAME] today.');
    expect(redact('Account no. ACCT-4417820 closed')).toBe('Account no. [USERNAME] closed');
  });

  it('leaves the prefix without the word, and one with too few digits', () => {
    expect(redact('ACC claim ACC-00829174 was accepted')).toBe('ACC claim ACC-00829174 was accepted');
    expect(redact('the account ACC-2026 budget')).toBe('the account ACC-2026 budget');
  });
});

describe('spoken values in a transcript (phone-spoken.ts, email-spoken.ts)', () => {
  it('takes a phone of twelve spoken digits, and an address whose local part starts on the line before', () => {
    expect(redact('her number is oh seven seven zero zero nine double four one two eight six if anyone calls back')).toBe('her number is [PHONE_NUMBER] if anyone calls back');
    expect(redact("Or email me, it's priyanka\ndot chaudhary ninety one at outlook dot com. Thanks, bye.")).toBe("Or email me, it's [EMAIL_ADDRESS]. Thanks, bye.");
  });

  it('leaves thirteen spoken digits after a number word, and a local part after a blank line', () => {
    expect(redact('the number is four nine two nine one two three four five six seven eight nine')).toBe('the number is four nine two nine one two three four five six seven eight nine');
    expect(redact("Email me. Regards, Priyanka\n\ndot chaudhary at outlook dot com")).toBe('Email me. Regards, [PERSON_NAME]\n\ndot [EMAIL_ADDRESS]');
  });
});
