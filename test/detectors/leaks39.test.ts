import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * What the nineteenth reading's machine formats over-redacted (docs/reader.md, "leaks39"): each
 * case with the default options and the exact redacted text, beside a near miss that must still
 * be found. Fictitious people, places and numbers.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe("a CSV table's header names columns, no one (lib/csv-table.ts, names-analysis.ts)", () => {
  it("keeps Xero's column names and takes the row's cells by them", () => {
    expect(
      redact('*ContactName,AccountNumber,FirstName,LastName,POAttentionTo,POCity,SACountry,SkypeName\nHarbourside Physio,SUPP-0117,Kirra,Wallace,Kirra Wallace,Manly,Australia,kirra.wallace.physio\n'),
    ).toBe('*ContactName,AccountNumber,FirstName,LastName,POAttentionTo,POCity,SACountry,SkypeName\n[PERSON_NAME],SUPP-0117,[PERSON_NAME],[PERSON_NAME],[PERSON_NAME],[ADDRESS],[ADDRESS],[USERNAME]\n');
  });
  it('keeps a French header above its row', () => {
    expect(redact('Nom,Prénom,Ville,Téléphone\nDupont,Marie,Lyon,0612345678\n')).toBe('Nom,Prénom,Ville,Téléphone\n[PERSON_NAME],[PERSON_NAME],[ADDRESS],[PHONE_NUMBER]\n');
  });
});

describe("a bank account column's cell is a bank's number (lib/field-fits.ts)", () => {
  it('takes an account number, not a customer code under the same column', () => {
    expect(redact('member_no,first_name,last_name,account_no\nHV10518,Dylan,Morgan-Price,73104482\nHV10519,Ana,Reyes,CUST-0418\n')).toBe(
      'member_no,first_name,last_name,account_no\n[USERNAME],[PERSON_NAME],[PERSON_NAME],[IBAN]\n[USERNAME],[PERSON_NAME],[PERSON_NAME],CUST-0418\n',
    );
  });
});

describe("field and type names made of words are identifiers (names-proper.ts isIdentifier)", () => {
  it("keeps Sysmon's field names and PowerShell's type", () => {
    const sysmon = '<Data Name="RuleName">-</Data><Data Name="ProcessId">8812</Data><Data Name="SourceIp">10.44.8.112</Data><Data Name="LogonId">0xA8F4F</Data>';
    expect(redact(sysmon)).toBe(sysmon);
    expect(redact("-Credential (New-Object PSCredential('CORP\\svc_backup', $pw))")).toBe("-Credential (New-Object PSCredential('CORP\\[USERNAME]', $pw))");
  });
  it('still takes names with an inner capital', () => {
    expect(redact('Name: DeShawn McDonald\nthe card of LaShonda MacArthur')).toBe('Name: [PERSON_NAME]\nthe card of [PERSON_NAME]');
  });
});

describe("a Windows well-known SID is no one's account (secrets/usernames.ts)", () => {
  it("keeps LocalSystem's SID, takes a domain user's", () => {
    expect(redact('<Security UserID="S-1-5-18"/>\n<Security UserID="S-1-5-21-3623811015-3361044348-30300820-1013"/>')).toBe(
      '<Security UserID="S-1-5-18"/>\n<Security UserID="[USERNAME]"/>',
    );
  });
});

describe("BIND's client object handles are no @handles (username-handle.ts)", () => {
  it('keeps `client @0x…`, takes a handle', () => {
    expect(redact('queries: info: client @0x7f3a1c0418f0 10.20.4.117#53412 (mail.example.nl): query: mail.example.nl IN MX +\nthanks @k.tanaka for the fix')).toBe(
      'queries: info: client @0x7f3a1c0418f0 10.20.4.117#53412 (mail.example.nl): query: mail.example.nl IN MX +\nthanks @[USERNAME] for the fix',
    );
  });
});

describe("HL7 v3's codes (a C-CDA document)", () => {
  it("keeps a coded element's display name and its LOINC code (names-person-cues.ts, il/idnr)", () => {
    const coded = '<code code="34133-9" codeSystem="2.16.840.1.113883.6.1" displayName="Summarization of Episode Note"/>\n<raceCode code="2054-5" codeSystem="2.16.840.1.113883.6.238" displayName="Black or African American"/>';
    expect(redact(coded)).toBe(coded);
    expect(redact('<assignedPerson><name displayName="Anil Venkataraman"/></assignedPerson>')).toBe('<assignedPerson><name displayName="[PERSON_NAME]"/></assignedPerson>');
  });
  it('takes an Israeli ID of seven digits and its check digit alone, a LOINC code only after its word', () => {
    expect(redact('lab code 34133-9\nID 3933742-3')).toBe('lab code 34133-9\nID [NATIONAL_ID]');
    expect(redact('teudat zehut 34133-9')).toBe('teudat zehut [NATIONAL_ID]');
  });
  it("keeps the vocabulary's codes in attributes and the telecom element (names-markup.ts)", () => {
    expect(redact('<addr use="HP"><city>Houston</city></addr><telecom value="tel:+1(713)555-0182" use="HP"/><participant typeCode="IND"><associatedEntity classCode="ECON"><code code="MTH"/></associatedEntity></participant>')).toBe(
      '<addr use="HP"><city>Houston</city></addr><telecom value="tel:[PHONE_NUMBER]" use="HP"/><participant typeCode="IND"><associatedEntity classCode="ECON"><code code="MTH"/></associatedEntity></participant>',
    );
    expect(redact('<company name="ACME"/> works with IBM')).toBe('<company name="ACME"/> works with [ORGANIZATION]');
  });
});

describe("a SQL Server ERRORLOG's columns and a firm's legal form", () => {
  it('keeps `Logon` (a rarer word that is a small town) and `Inc.` after a comma', () => {
    expect(redact("2026-11-28 06:41:27.55 Logon       Error: 18456, Severity: 14, State: 8.\n2026-11-28 02:00:01.42 Server      System Manufacturer: 'VMware, Inc.', System Model: 'VMware7,1'.")).toBe(
      "[DATE] Logon       Error: 18456, Severity: 14, State: 8.\n[DATE] Server      System Manufacturer: 'VMware, Inc.', System Model: 'VMware7,1'.",
    );
  });
  it("still takes a street's name in a run and a firm before its legal form", () => {
    expect(redact('situat al carrer Prat Gran, 12, Andorra')).toBe('situat al carrer [ADDRESS] Gran, 12, [ADDRESS]');
    expect(redact('Martin Inc. joined. We met Inc Lee.')).toBe('[ORGANIZATION] joined. We met [PERSON_NAME].');
  });
});

describe("a Calendly webhook's placeholders, event title and diagnosis", () => {
  it('keeps a user URI of one letter over, a title that goes on in lower case, an ADHD assessment', () => {
    expect(redact('{ "user": "https://api.calendly.com/users/AAAAAAAAAAAAAAAA", "name": "Pediatric consult (45 min)" }\n{ "user": "https://api.example.com/users/mwanjiru", "name": "Ana de la Cruz" }')).toBe(
      '{ "user": "https://api.calendly.com/users/AAAAAAAAAAAAAAAA", "name": "Pediatric consult (45 min)" }\n{ "user": "https://api.example.com/users/[USERNAME]", "name": "[PERSON_NAME]" }',
    );
    expect(redact("Second opinion on my son's ADHD assessment from Dr. Feldstein")).toBe("Second opinion on my son's ADHD assessment from [PERSON_NAME]");
  });
});

describe("MongoDB's principalName (username-assignment.ts)", () => {
  it("takes the user of a failed authentication, not the cluster's internal user", () => {
    expect(redact('{"c":"ACCESS","msg":"Authentication failed","attr":{"mechanism":"SCRAM-SHA-256","principalName":"abena.owusu","authenticationDatabase":"admin"}}')).toBe(
      '{"c":"ACCESS","msg":"Authentication failed","attr":{"mechanism":"SCRAM-SHA-256","principalName":"[USERNAME]","authenticationDatabase":"admin"}}',
    );
    expect(redact('{"principalName":"__system","authenticationDatabase":"local"}')).toBe('{"principalName":"__system","authenticationDatabase":"local"}');
  });
});
