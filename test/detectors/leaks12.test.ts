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

  it('leaves the same number printed 3-7-1 with no word, eleven zeros, and a wrong check outside the old series', () => {
    expect(redact('Pieza 001-0028892-9 en stock')).toBe('Pieza 001-0028892-9 en stock');
    expect(redact('cédula 00000000000')).toBe('cédula 00000000000');
    // A wrong Luhn digit outside the old series (first digit 0) is a mistyped number, not an old cédula.
    expect(redact('Cedula: 77401849713')).toBe('Cedula: 77401849713');
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

describe("an address field's value (address/labelled.ts)", () => {
  it('takes the whole value after an address label, in the layouts the street finders do not know', () => {
    expect(redact('Адрес регистрации: г. Санкт-Петербург, пр. Просвещения, д. 87, корп. 2, кв. 114\nМоб. тел.:')).toBe('Адрес регистрации: [ADDRESS]\nМоб. тел.:');
    expect(redact('  Address:  Carrer de Còrsega 287, 3r 2a\n')).toBe('  Address:  [ADDRESS]\n');
    expect(redact('  Address:  Apt 5B, 2214 Grand Concourse\n')).toBe('  Address:  [ADDRESS]\n');
    expect(redact('Residential Address:  House No. 114-B, Street 7, Block K, Model Town, Lahore\n')).toBe('Residential Address:  [ADDRESS]\n');
    expect(redact('Dirección: Calle 145 # 19-34, apartamento 502, barrio Cedritos, Bogotá\n')).toBe('Dirección: [ADDRESS]\n');
  });

  it('ends the value at a column gap before the next label, and leaves a remark in brackets', () => {
    expect(redact('Address: Carrer de Còrsega 287, 3r 2a     Tel: none\n')).toBe('Address: [ADDRESS]     Tel: none\n');
    expect(redact('Current address: Carrer de Còrsega 287, 3r 2a (reported 03/2023)\n')).toBe('Current address: [ADDRESS] (reported 03/2023)\n');
  });

  it('leaves an IP or e-mail address, a label inside a sentence, and a value with no number', () => {
    expect(redact('IP Address: 10.24.8.17\n')).toBe('IP Address: 10.24.8.17\n');
    expect(redact('Address: 0x3f5CE5FBFe3E9af3971dD833D26bA9b5C936f0bE\n')).toBe('Address: 0x3f5CE5FBFe3E9af3971dD833D26bA9b5C936f0bE\n');
    expect(redact('Please send it to the address: Block 7 is closed.\n')).toBe('Please send it to the address: Block 7 is closed.\n');
    expect(redact('Address: see attached form 12\n')).toBe('Address: see attached form 12\n');
    expect(redact('Address: Unknown\n')).toBe('Address: Unknown\n');
  });

  it("takes an ISO 20022 message's unstructured address lines, and leaves other elements", () => {
    expect(redact('<PstlAdr><AdrLine>10126 Torino</AdrLine><Ctry>IT</Ctry></PstlAdr>')).toBe('<PstlAdr><AdrLine>[ADDRESS]</AdrLine><Ctry>IT</Ctry></PstlAdr>');
    expect(redact('<RmtInf><Ustrd>Payroll run 10126</Ustrd></RmtInf>')).toBe('<RmtInf><Ustrd>Payroll run 10126</Ustrd></RmtInf>');
  });
});

describe('an Israeli street line and the town under it (address/hebrew.ts)', () => {
  it('takes the street with its number and flat, and the town with its seven-digit postcode below', () => {
    expect(redact('לכבוד\nגב\' נועה\nרחוב הנביאים 27 דירה 4\nחיפה 3310405\n\nהנדון')).toBe('לכבוד\nגב\' נועה\n[ADDRESS]\n[ADDRESS]\n\nהנדון');
  });

  it('leaves "in the street" in prose, and seven digits under a line that is no street', () => {
    expect(redact('הילדים שיחקו ברחוב 3 שעות\n')).toBe('הילדים שיחקו ברחוב 3 שעות\n');
    expect(redact('סכום לתשלום\nחיפה 3310405\n')).toBe('סכום לתשלום\nחיפה 3310405\n');
  });
});

describe('a Hong Kong address in Chinese (address-cjk.ts)', () => {
  it('takes the district, street, number, estate, block, floor and flat', () => {
    expect(redact('物業:\n   香港鰂魚涌英皇道1120號康山花園2座18樓C室\n')).toBe('物業:\n   [ADDRESS]\n');
  });

  it('leaves a number of buses in Hong Kong', () => {
    expect(redact('香港有 1120 號巴士\n')).toBe('香港有 1120 號巴士\n');
  });
});
