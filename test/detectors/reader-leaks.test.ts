import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine/analyze.js';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';
import type { EntityName } from '../../src/entities.js';

/**
 * What the independent reader found left standing in realistic texts (test/fixtures/reader/),
 * one case each, with default options: the exact spans now found, and the exact text a
 * redaction leaves. Each failed before its fix.
 */
function spans(text: string, entity: EntityName): [number, number, string][] {
  return analyze(text)
    .filter((f) => f.entity === entity)
    .map((f) => [f.start, f.end, text.slice(f.start, f.end)]);
}

const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('secrets', () => {
  it('finds a PEM private key whose lines carry a CI log timestamp, whole', () => {
    const text =
      '2023-10-18T13:02:38.419Z $ cat deploy_key\n' +
      '2023-10-18T13:02:38.420Z -----BEGIN PRIVATE KEY-----\n' +
      '2023-10-18T13:02:38.420Z MC4CAQAwBQYDK2VwBCIEILaRminff2fu0kt7y08UMaWs18+vw3UJmCzfq4qj5Zx+\n' +
      '2023-10-18T13:02:38.420Z -----END PRIVATE KEY-----\n' +
      '2023-10-18T13:02:38.951Z Job succeeded\n';
    const key = text.indexOf('-----BEGIN');
    const end = text.indexOf('-----END PRIVATE KEY-----') + '-----END PRIVATE KEY-----'.length;
    expect(spans(text, 'API_KEY')).toEqual([[key, end, text.slice(key, end)]]);
    expect(redact(text)).not.toContain('MC4CAQAw');
  });

  it('finds a password given as "pw is" in a chat', () => {
    const text = '[10:10] Customer: cool. btw my acct pw is Sunflower!2023 if u need to log in lol';
    expect(spans(text, 'API_KEY')).toEqual([[42, 56, 'Sunflower!2023']]);
  });
});

describe('bank accounts (IBAN)', () => {
  it('finds a UK sort code and account number after their labels', () => {
    const text = 'Please set him up in payroll with sort code 20-45-77\nand account number 41938265 (Barclays).';
    expect(spans(text, 'IBAN')).toEqual([
      [44, 52, '20-45-77'],
      [72, 80, '41938265'],
    ]);
  });

  it('finds an Australian BSB and account, an Indian a/c no. and an INI account_number', () => {
    expect(spans('BSB: 063-182   Account: 10457823   Name: L P O’Sullivan', 'IBAN').map((s) => s[2])).toEqual(['063-182', '10457823']);
    expect(spans('Bank a/c no.     : 50100234567812 (HDFC Bank, IFSC HDFC0001234)', 'IBAN').map((s) => s[2])).toEqual(['50100234567812']);
    expect(spans('[bank]\nsort_code = 40-11-62\naccount_number = 71920384\n', 'IBAN').map((s) => s[2])).toEqual(['40-11-62', '71920384']);
  });

  it('keeps amounts, dates and short numbers after the word account', () => {
    expect(spans('Account balance: 1,250.00; account 2023-10-18; account: 12345; Account: 1250000.00', 'IBAN')).toEqual([]);
  });
});

describe('addresses', () => {
  it('keeps the UK postcode that ends the line of a street address', () => {
    const text = 'Meadowbank Surgery\n27 Station Road, Didsbury, Manchester M20 6RN\nTel: 0161 496 0874';
    expect(spans(text, 'ADDRESS')).toEqual([[19, 64, '27 Station Road, Didsbury, Manchester M20 6RN']]);
  });

  it('takes the unit before and the suburb, state and postcode after an Australian street', () => {
    expect(redact('Residential address: Unit 5, 27 Wattle Grove, Brunswick East VIC 3057\n')).toBe('Residential address: [ADDRESS]\n');
  });

  it('takes a US street address after the word Address whole (its ZIP code no longer wins)', () => {
    expect(redact('Address: 4821 Cedar Hollow Dr, Apt 12B, Columbus, OH 43215\n')).toBe('Address: [ADDRESS]\n');
  });

  it('takes an Indian PIN code after the city at the end of the line', () => {
    expect(redact('Address : Koramangala, Bengaluru, Karnataka 560095\nBank')).toBe('Address : [ADDRESS]\nBank'); // the whole field since leaks12 (address/labelled.ts)
  });

  it("takes a Spanish address's floor, door, postcode and town", () => {
    expect(redact('Domicilio: Calle de Alcalá 214, 3º B, 28028 Madrid\n')).toBe('Domicilio: [ADDRESS]\n');
  });

  it('finds a ZIP code under a JSON key ending in _zip', () => {
    const text = '{"card":"x","exp":"09/26","billing_zip":"94107"}';
    expect(spans(text, 'ZIP_CODE')).toEqual([[41, 46, '94107']]);
  });
});

describe('dates', () => {
  it("takes the year of git log's date", () => {
    expect(redact('Date:   Wed Oct 18 14:22:07 2023 +0100')).toBe('Date:   [DATE] +0100');
  });

  it('finds an ISO date right after a field name and a colon', () => {
    expect(spans('BDAY:1986-07-23', 'DATE')).toEqual([[5, 15, '1986-07-23']]);
  });
});

describe('vCard properties', () => {
  const card = 'BEGIN:VCARD\nVERSION:4.0\nFN:Amara Nwosu\nTEL;VALUE=uri;TYPE=cell:tel:+44-7700-900654\nADR;TYPE=home:;;7 Elm Row;Edinburgh;;EH7 4AA;UK\nBDAY:19920314\nEND:VCARD\n';

  it('takes ADR, TEL and BDAY values whole', () => {
    expect(redact(card)).toBe(
      'BEGIN:VCARD\nVERSION:4.0\nFN:[PERSON_NAME]\nTEL;VALUE=uri;TYPE=cell:tel:[PHONE_NUMBER]\nADR;TYPE=home:;;[ADDRESS]\nBDAY:[DATE]\nEND:VCARD\n',
    );
  });
});

describe('SQL dumps', () => {
  it('reads the columns of an INSERT, or of its table, and redacts the values they name', () => {
    const dump =
      'CREATE TABLE `customers` (\n  `id` int NOT NULL,\n  `first_name` varchar(64),\n  `last_name` varchar(64),\n  `dob` date,\n  PRIMARY KEY (`id`)\n);\n' +
      "INSERT INTO `customers` VALUES (1,'Evelyn','Marsh','1968-02-29'),(3,'Chloe','Dubois',NULL);\n" +
      "INSERT INTO `users` (`id`,`username`,`password_hash`,`last_ip`) VALUES (1,'emarsh','$2b$12$KIXQJQ9h8d3Fz6Qm0x7yUeu1pR2s3t4v5w6x7y8z9A0B1C2D3E4F5G','203.0.113.45');\n";
    expect(redact(dump).split('\n').slice(7, 9)).toEqual([
      "INSERT INTO `customers` VALUES (1,'[PERSON_NAME]','[PERSON_NAME]','[DATE]'),(3,'[PERSON_NAME]','[PERSON_NAME]',NULL);",
      "INSERT INTO `users` (`id`,`username`,`password_hash`,`last_ip`) VALUES (1,'[USERNAME]','[API_KEY]','203.0.113.45');",
    ]);
  });
});

describe('user names', () => {
  it('finds the remote user of a Combined Log Format line', () => {
    const text = '198.51.100.23 - alice.wong [18/Oct/2023:13:05:02 +0000] "POST /login HTTP/1.1" 302 0';
    expect(spans(text, 'USERNAME')).toEqual([[16, 26, 'alice.wong']]);
  });

  it("finds sshd's and sudo's users, not service accounts", () => {
    const log =
      'Oct 18 13:05:10 web-01 sshd[28713]: Accepted publickey for deploy from 203.0.113.45 port 52144 ssh2\n' +
      'Oct 18 13:05:11 web-01 sshd[28720]: Failed password for invalid user pkumar from 192.0.2.201 port 40112 ssh2\n' +
      'Oct 18 13:05:12 web-01 sudo:   dkowal : TTY=pts/0 ; PWD=/tmp ; USER=root ; COMMAND=/usr/bin/systemctl restart app\n';
    expect(spans(log, 'USERNAME').map((s) => s[2])).toEqual(['pkumar', 'dkowal']);
  });

  it('finds a user name said in a chat, and the author of a GitHub merge', () => {
    expect(spans("i've updated the address. ur username is kbrennan92 right?", 'USERNAME').map((s) => s[2])).toEqual(['kbrennan92']);
    expect(spans('    Merge pull request #409 from npetrova/feature/db-migrations', 'USERNAME').map((s) => s[2])).toEqual(['npetrova']);
  });

  it('finds an Indian UPI ID', () => {
    expect(spans('UPI ID           : ananya.k94@okhdfcbank', 'USERNAME').map((s) => s[2])).toEqual(['ananya.k94@okhdfcbank']);
  });

  it('finds record and customer numbers after their labels', () => {
    expect(spans('Patient: RODRIGUEZ, Teresa M.          MRN: 00482917', 'USERNAME').map((s) => s[2])).toEqual(['00482917']);
    expect(spans('Insurance: Buckeye Health Plan, member ID BHP884302117, group 00731.', 'USERNAME').map((s) => s[2])).toEqual(['BHP884302117']);
    expect(spans('con el número de cliente 7730021984. Les escribo', 'USERNAME').map((s) => s[2])).toEqual(['7730021984']);
  });
});

describe('identity documents (NATIONAL_ID)', () => {
  it('finds a US Medicare MBI and an Australian Medicare card number next to their names', () => {
    expect(spans('Medicare MBI: 1EG4-TE5-MK73', 'NATIONAL_ID').map((s) => s[2])).toEqual(['1EG4-TE5-MK73']);
    expect(spans('Medicare card: 2950 38171 1   IRN: 2', 'NATIONAL_ID').map((s) => s[2])).toEqual(['2950 38171 1']);
  });

  it('finds Australian and Indian passport numbers and an Australian driver licence', () => {
    expect(spans('Passport: PA4417823 (expires 14/08/2031)', 'NATIONAL_ID').map((s) => s[2])).toEqual(['PA4417823']);
    expect(spans('Passport no.     : Z4839217', 'NATIONAL_ID').map((s) => s[2])).toEqual(['Z4839217']);
    expect(spans('Driver licence (VIC): 087654321   card number: P1234567', 'NATIONAL_ID').map((s) => s[2])).toEqual(['087654321', 'P1234567']);
  });
});

describe('over-redaction', () => {
  it('keeps a host name that holds a user name remembered elsewhere in the document', () => {
    const log = '$ git clone https://github.com/acmecorp/infra.git\n$ curl -X POST https://api.acmecorp.io/deploy\n';
    expect(redact(log)).toBe('$ git clone https://github.com/[USERNAME]/infra.git\n$ curl -X POST https://api.acmecorp.io/deploy\n');
  });
});
