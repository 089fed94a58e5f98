import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * The personal values the second reading had left standing (docs/reader.md, "The second
 * reading", "what still stands"), one case each, with default options and the exact text a
 * redaction leaves. Each failed before its fix.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('national numbers the reading left', () => {
  it.each([
    // The Spanish social security number (NAF), with slashes alone and bare after its label.
    ['Número de afiliación: 46/10293847/53', 'Número de afiliación: [NATIONAL_ID]'],
    ['mi NUSS es 461029384753, gracias', 'mi NUSS es [NATIONAL_ID], gracias'],
    ['wrong control: 46/10293847/54.', 'wrong control: 46/10293847/54.'],
    // A Ghana card number in a CSV line of a shell history.
    ['echo "x,1987,GHA-714002381-5" >> /tmp/test_patients.csv', 'echo "x,1987,[NATIONAL_ID]" >> /tmp/test_patients.csv'],
    // An English pupil's UPN after its label; without the label, a letter and twelve digits stay.
    ['D.O.B.: 12/07/2016                      UPN: X821207114032', 'D.O.B.: [DATE]                      UPN: [NATIONAL_ID]'],
    ['order X821207114032 shipped', 'order X821207114032 shipped'],
  ])('%j', (text, out) => {
    expect(redact(text)).toBe(out);
  });
});

describe('secrets', () => {
  it('takes a GitHub token longer than 40 characters whole', () => {
    expect(redact('export GITHUB_TOKEN=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Q7rT2x\n')).toBe('export GITHUB_TOKEN=[API_KEY]\n');
  });
});

describe('account identifiers', () => {
  it.each([
    // A Stripe customer id; a charge id names no one and stays.
    ['Stripe customer cus_Q8x2LmZ4vT9pRb, charge ch_3PqLx2Ea8bC7dF1g0k9Zt4Uw refunded.', 'Stripe customer [USERNAME], charge ch_3PqLx2Ea8bC7dF1g0k9Zt4Uw refunded.'],
    // A loan account number, its "no." on the next line.
    ['my refund against loan account\nno. PFL/CHN/2019/0044817 is pending', 'my refund against loan account\nno. [USERNAME] is pending'],
    // The other driver's policy number after a bare "policy".
    ['The other driver gave me her details: insurer Aviva, policy DD-4471902.', 'The other driver gave me her details: insurer [ORGANIZATION], policy [USERNAME].'],
    ['the policy 2024-2025 renewal', 'the policy 2024-2025 renewal'],
  ])('%j', (text, out) => {
    expect(redact(text)).toBe(out);
  });
});

describe('a passport number given in the next message after a question asking for it', () => {
  it('finds it', () => {
    const text =
      '[12/10/2024, 09:21:00] Dimitris Karalis: Thanks. And your passport number for right to rent? The old one expired\n' +
      "[12/10/2024, 09:33:27] Chloe Ferreira-Watts: new one is 548213907, Portuguese though - I'll bring it in\n";
    expect(redact(text)).toBe(
      '[[DATE]] [PERSON_NAME]: Thanks. And your passport number for right to rent? The old one expired\n' +
        "[[DATE]] [PERSON_NAME]: new one is [NATIONAL_ID], Portuguese though - I'll bring it in\n",
    );
  });
});

describe('addresses: units, buildings, street types and postcodes around the street', () => {
  it.each([
    ['Address: Flat 2, Gull Rock House, 19 Harbour Terrace, Newquay, Cornwall TR7 1JX\n', 'Address: [ADDRESS]\n'],
    ['The father lives at Flat 9,\nPembury Court, 2 Harlestone Road, Northampton NN5 7AJ, with his partner.', 'The father lives at [ADDRESS], with his partner.'],
    ['14 Beaconsfield Villas, Brighton BN1 6HD  |  07700 900158  |  amara.okonjo.f@gmail.com\n', '[ADDRESS]  |  [PHONE_NUMBER]  |  [EMAIL_ADDRESS]\n'],
    ['he also sent a photo, address 18 Kingfisher Pde, Scarborough WA 6019\n', 'he also sent a photo, address [ADDRESS]\n'],
    ["Me: i am, i'm on file. 4418 Bloomington Ave S apt 3, Minneapolis MN 55407\n", "Me: i am, i'm on file. [ADDRESS]\n"],
    ['And the invoice address is Sveavägen 44, 111 34 Stockholm.', 'And the invoice address is [ADDRESS].'],
  ])('%j', (text, out) => {
    expect(redact(text)).toBe(out);
  });
});

describe("an OCR'd form: spaced digits, O for 0, blanks around @", () => {
  it.each([
    ['Soc ial Secur ity No. : 4 8 2 - 1 7 - 5 5 3 9\n', 'Soc ial [PERSON_NAME] ity No. : [NATIONAL_ID]\n'],
    ['Date of Bi rth: O3 / 22 / 1 9 6 4      Sex: F\n', 'Date of Bi rth: [DATE]      Sex: F\n'],
    ['Street Add ress: 1 9 0 7  Bluebonnet  Ln\n', 'Street Add ress: [ADDRESS]\n'],
    ['State : TX      Zip: 7 8 6 6 4\n', 'State : TX      Zip: [ZIP_CODE]\n'],
    ['Home Phone : ( 5 1 2 ) 5 5 5 - O 1 9 3\n', 'Home Phone : [PHONE_NUMBER]\n'],
    ['E-mail : teresa.holloway64 @ yahoo.com\n', 'E-mail : [EMAIL_ADDRESS]\n'],
    ['Employer : Lonestar Ready-Mix Concrete, Inc.     EIN : 7 4 - 2 8 9 1 0 4 6\n', 'Employer : [ORGANIZATION]     EIN : [VAT_NUMBER]\n'],
    ['Spouse / Dependent : Raymond J Holloway   DOB 11/O2/1961\n', 'Spouse / Dependent : [PERSON_NAME]   DOB [DATE]\n'],
    ['Payment (circle one) :  CHECK  /  CARD  ----  Card # 4 9 1 7  6 1 0 0  3 2 5 8  4 4 7 6\n', 'Payment (circle one) :  CHECK  /  CARD  ----  Card # [CREDIT_CARD]\n'],
    ['Signature : T. Holloway            Date : 1 2 / 0 3 / 2 0 2 4\n', 'Signature : [PERSON_NAME]            Date : [DATE]\n'],
    ['FOR  OFFICE  USE : Member ID  TXH-00 4471 92    Group 88120\n', 'FOR  OFFICE  USE : Member ID  [USERNAME]    Group 88120\n'],
    ['Last Name : HOLLOWAY          First  Name: Teresa  M.\n', 'Last Name : [PERSON_NAME]          First  Name: [PERSON_NAME]\n'],
  ])('%j', (text, out) => {
    expect(redact(text)).toBe(out);
  });

  it.each([
    // Spaced digits with no field label, a label with the wrong format or a failed check.
    'Final score 3 1 - 2 4 after extra time\n',
    'rows 1 2 3 4 5 6 of the table\n',
    'SSN : 0 0 0 - 1 7 - 5 5 3 9\n',
    'Card # 4 9 1 7  6 1 0 0  3 2 5 8  4 4 7 7\n',
    'Hotel : 5 5 5 1 2 3 4 5 6 7 8\n',
    'ping me @ home.com later\n',
    'Zip: 7 8 6\n',
  ])('keeps %j', (text) => {
    expect(redact(text)).toBe(text);
  });
});

describe('a lower-case name in a table whose other rows hold names', () => {
  const rows = [
    '#   Name                      Company                   Dietary',
    '001 Freja Søndergaard         Tidewater Analytics ApS   vegan',
    '002 Olumide Bankole           Kestrel Pay Ltd           none',
    '003 Henrik Aalto              Lumikki Oy                gluten-free',
    '009 aditi rao                 Brightloom                jain',
  ];
  it('finds it in the name column', () => {
    expect(redact(rows.join('\n') + '\n').split('\n')[4]).toBe('009 [PERSON_NAME]                 [PERSON_NAME]                jain');
  });

  it('keeps lower-case words of a column that holds no names', () => {
    const diets = ['Item      Diet          Notes', 'tea       gluten free   hot', 'soup      vegan option  cold', 'cake      low sugar     sweet', 'bread     no salt       fresh'];
    expect(redact(diets.join('\n'))).toBe(diets.join('\n'));
  });
});

describe('over-redaction the reading saw: software, abbreviations, French and Spanish words', () => {
  it.each([
    ['+import os, paramiko, stripe\n', '+import os, paramiko, stripe\n'],
    ['Order Ref: 88213-B\nYour Order Ref is AB12345.', 'Order Ref: 88213-B\nYour Order Ref is AB12345.'],
    ['Amara Okonjo MSc, Data Lead', '[PERSON_NAME] MSc, Data Lead'],
    ['Vous pouvez effectuer le virement sur mon nouveau compte :', 'Vous pouvez effectuer le virement sur mon nouveau compte :'],
    ['Pour rappel, mes coordonnées :\nMme Mathilde Roussel-Garnier\n', 'Pour rappel, mes coordonnées :\n[PERSON_NAME]\n'],

    ['Número de la Seguridad Social: 46/10293847/53', 'Número de la Seguridad Social: [NATIONAL_ID]'],
  ])('%j', (text, out) => {
    expect(redact(text)).toBe(out);
  });
});

describe('software named for a surname stays a surname', () => {
  // Kafka, Scala and Flink are family names too: a CV's skill list may lose them, a person must not keep them.
  it.each([
    ['Please call Maria Scala tomorrow.', 'Please call [PERSON_NAME] tomorrow.'],
    ['Please call Maria Kafka tomorrow.', 'Please call [PERSON_NAME] tomorrow.'],
    ['Signed: Jan Flink', 'Signed: [PERSON_NAME]'],
  ])('%j', (text, out) => {
    expect(redact(text)).toBe(out);
  });
});

describe('the French letter: "énergie" names no organization', () => {
  it('keeps the word in the whole letter', () => {
    const out = redact(readFileSync(new URL('../fixtures/reader2/email-fr.txt', import.meta.url), 'utf8'));
    expect(out).toContain('N° de sécurité sociale (pour le chèque énergie) : [NATIONAL_ID]');
    expect(out).toContain("je saisirai le médiateur national de l'énergie.");
  });
});
