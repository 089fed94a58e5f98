import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine/analyze.js';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';
import type { EntityName } from '../../src/entities.js';

/**
 * What the second independent reader found in realistic texts (test/fixtures/reader2/), one
 * case each, with default options: the exact spans now found, and the exact text a redaction
 * leaves. Each failed before its fix (docs/reader.md, "The second reading").
 */
function spans(text: string, entity: EntityName): [number, number, string][] {
  return analyze(text)
    .filter((f) => f.entity === entity)
    .map((f) => [f.start, f.end, text.slice(f.start, f.end)]);
}

const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('over-redaction: contractions are no surnames', () => {
  it.each([
    ["Good evening Sébastien, I'm sorry to hear that.", 'Good evening [PERSON_NAME], I\'m sorry to hear that.'],
    ["pls let him in if I'm late", "pls let him in if I'm late"],
    ["Yes I'm here", "Yes I'm here"],
  ])('keeps "I\'m" in %j', (text, out) => {
    expect(redact(text)).toBe(out);
  });
});

describe('account identifiers after a label and a verb (USERNAME)', () => {
  it('finds a member ID "on file is", an employee number "as", a customer ID "is"', () => {
    expect(spans("Rosa's lisinopril is on hold. Member ID on file is XQH928471055. The office was faxed.", 'USERNAME')).toEqual([[51, 63, 'XQH928471055']]);
    expect(spans('we hold your employee number as E0028814; please check', 'USERNAME')).toEqual([[32, 40, 'E0028814']]);
    expect(spans('his customer ID is PFCUST00918273, please do not merge', 'USERNAME')).toEqual([[19, 33, 'PFCUST00918273']]);
  });

  it('finds a user id in brackets', () => {
    expect(spans('Reported profile (user id 7719440821), banned', 'USERNAME')).toEqual([[26, 36, '7719440821']]);
  });

  it('keeps a label followed by a verb and no number', () => {
    expect(spans('the employee number is unknown; user id is 42', 'USERNAME')).toEqual([]);
  });
});

describe('bank accounts after a bare "account" or "acc" (IBAN)', () => {
  it('finds the number of a chat message', () => {
    expect(spans('Monzo, sort code 04-00-04 account 19283746. standing order from 1st oct', 'IBAN').map((s) => s[2])).toEqual(['04-00-04', '19283746']);
    expect(spans('My account stays the same: D Karalis, acc 48211937', 'IBAN')).toEqual([[42, 50, '48211937']]);
    expect(spans('Bank BSB 063-182 acc 1049 2387', 'IBAN').map((s) => s[2])).toEqual(['063-182', '1049 2387']);
  });

  it('keeps years and short figures after them', () => {
    expect(spans('the acc 2024 season; account 12 of 30', 'IBAN')).toEqual([]);
  });
});

describe('national numbers of other regions with a phone word before them on their line', () => {
  it.each([
    ["I'll send my plumber. He'll call you from 07700 900478. Is tomorrow ok?", 42, 54],
    ['yep. mobile is 0433 555 190, personal email below', 15, 27],
    ['maybe send sms to my new number 06 71 29 48 33 instead', 32, 46],
    ['Tél. : 06 48 21 77 93 / fixe 04 78 62 11 05', 29, 43],
    ['pls ban him. my number if u need it is 0423 555 871.', 39, 51],
  ])('finds the number in %j', (text, start, end) => {
    expect(spans(text, 'PHONE_NUMBER').filter((s) => s[0] === start)).toEqual([[start, end, text.slice(start, end)]]);
  });

  it.each([
    'invoice ref 0412 345 678', // no phone word
    'order number 0412 345 678', // "number" of no one
    'the number 0412 345 678',
    'see 06 12 34 56 78', // no phone word
    'call 0412345678 ended', // one run: a call id
    'call ref 12 34 56 78', // no trunk 0
    'I lost my phone. 030 12345678', // another sentence
    'the call ended.\nref 0412 345 678', // another line
    'ref 0412 345 678, mail orders@shop.example', // an e-mail address on the line, but a reference word before
  ])('leaves %j', (text) => {
    expect(spans(text, 'PHONE_NUMBER')).toEqual([]);
  });
});

describe('national numbers of other regions on a line with an e-mail address', () => {
  it('finds the numbers of a contact line', () => {
    const cv = '14 Beaconsfield Villas, Brighton BN1 6HD  |  07700 900158  |  amara.okonjo.f@gmail.com';
    expect(spans(cv, 'PHONE_NUMBER')).toEqual([[45, 57, '07700 900158']]);
    const form = 'Parent contact: mum 07700 900347 / dad 07700 900921 (gareth.drew1983@outlook.com)';
    expect(spans(form, 'PHONE_NUMBER').map((s) => s[2])).toEqual(['07700 900347', '07700 900921']);
  });
});

describe('UK driving licence numbers (NATIONAL_ID)', () => {
  it('finds a DVLA number after its label', () => {
    expect(spans('Driving licence no.: PRITC706219RA9XY', 'NATIONAL_ID')).toEqual([[21, 37, 'PRITC706219RA9XY']]);
  });

  it('leaves a number whose birth month cannot be', () => {
    expect(spans('Driving licence no.: PRITC713219RA9XY', 'NATIONAL_ID')).toEqual([]);
  });
});

describe('names after a form label', () => {
  it('stops a name where a form sets its next column apart', () => {
    const text = 'Pupil name: Oisin Mulcahy-Drew          Year group: 4 (Class Kestrel)';
    expect(spans(text, 'PERSON_NAME')).toEqual([[12, 30, 'Oisin Mulcahy-Drew']]);
  });

  it('reads "First name(s):" and "real_name" as labels', () => {
    expect(spans('First name(s): Rhys Aled\nSurname: Pritchard', 'PERSON_NAME').map((s) => s[2])).toEqual(['Rhys Aled', 'Pritchard']);
    expect(redact('{"real_name": "Tamsin Okoro", "first_name": "Tamsin"}\n{"text": "ask Tamsin"}')).toBe(
      '{"real_name": "[PERSON_NAME]", "first_name": "[PERSON_NAME]"}\n{"text": "ask [PERSON_NAME]"}',
    );
  });
});

describe('names in capitals', () => {
  it('finds the titled parties of a court heading and a name alone on a CV line', () => {
    const heading = 'BETWEEN:\n            MR CALLUM JAMES ARKWRIGHT\n                        Applicant\n';
    expect(spans(heading, 'PERSON_NAME')).toEqual([[21, 46, 'MR CALLUM JAMES ARKWRIGHT']]);
    expect(spans('AMARA OKONJO-FIELDING\nSenior Data Engineer\n', 'PERSON_NAME')).toEqual([[0, 21, 'AMARA OKONJO-FIELDING']]);
    expect(spans('MR SMITH AND MRS JONES', 'PERSON_NAME').map((s) => s[2])).toEqual(['MR SMITH', 'MRS JONES']);
  });

  it('keeps headings and products in capitals', () => {
    expect(spans('THE FACTS\nMS WORD\nMS OFFICE\nSUMMARY JUDGMENT\n', 'PERSON_NAME')).toEqual([]);
  });
});

describe('user names of a shell history and of labels (USERNAME)', () => {
  it('finds the user of a database client flag and of user commands', () => {
    const text = 'psql -h db.internal -U kmensah portal\nsudo -u postgres createuser abena_owusu\nhtpasswd -b /etc/nginx/.htpasswd kofi.boateng x\n';
    expect(spans(text, 'USERNAME').map((s) => s[2])).toEqual(['kmensah', 'abena_owusu', 'kofi.boateng']);
  });

  it('finds a maintainer, an "Entered by" and a "deployed_by"', () => {
    expect(spans('  labels:\n    maintainer: dmcallister\n', 'USERNAME').map((s) => s[2])).toEqual(['dmcallister']);
    expect(spans('Group 88120    Entered by: jmoralez', 'USERNAME').map((s) => s[2])).toEqual(['jmoralez']);
    expect(spans('{"status":"ok","deployed_by":"oliver.grant"}', 'USERNAME').map((s) => s[2])).toEqual(['oliver.grant']);
  });

  it('keeps system accounts and flags of other commands', () => {
    expect(spans('sudo -u postgres psql\nmysql -u root -p shop\ngit push -u origin main', 'USERNAME')).toEqual([]);
  });
});

describe('French abbreviated months (DATE)', () => {
  it('finds "13 janv. 2025" and "3 déc. 2024"', () => {
    expect(spans('Date : lun. 13 janv. 2025 à 21:18', 'DATE')).toEqual([[12, 25, '13 janv. 2025']]);
    expect(spans('appelé le 3 déc. 2024', 'DATE')).toEqual([[10, 21, '3 déc. 2024']]);
  });
});

describe('a town ends an address before the next sentence', () => {
  it('keeps the word after the full stop', () => {
    const text = 'A new card will be sent to your address: 12 rue des Tanneurs, 67000 Strasbourg. Is that still correct?';
    expect(spans(text, 'ADDRESS')).toEqual([[41, 78, '12 rue des Tanneurs, 67000 Strasbourg']]);
  });
});

describe('a street address over lines down to its postcode', () => {
  it('takes the town and postcode lines after the street', () => {
    const text = "Home address: 27 Wren Gardens\n              Bishop's Stortford\n              Herts CM23 4RD\nParent contact: mum";
    const end = text.indexOf('CM23 4RD') + 8;
    expect(spans(text, 'ADDRESS')).toEqual([[14, end, text.slice(14, end)]]);
  });

  it('stops at the street when no postcode line follows, or a sentence does', () => {
    expect(spans('He lives at 742 Maple Street\nand works nearby.', 'ADDRESS').map((s) => s[2])).toEqual(['742 Maple Street']);
    expect(spans('Send it to 742 Maple Street\nThanks a lot.\nSE1 7PB', 'ADDRESS').some((s) => s[2].includes('Thanks'))).toBe(false);
  });
});
