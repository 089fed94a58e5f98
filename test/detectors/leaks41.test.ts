import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * Values the twentieth reading left standing (docs/reader.md, "leaks41"), fixed by general
 * rules: each case with the default options and the exact redacted text, beside a near miss that
 * must stay. Each case failed before its fix.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe("NCPDP D.0's pretty-printed key=value fields", () => {
  it('takes a name after a role-prefixed first or last name key (names-person-cues.ts)', () => {
    expect(redact('  313-CD CardholderLast=WASHINGTON-BELL\n')).toBe('  313-CD CardholderLast=[PERSON_NAME]\n');
    expect(redact('  310-CA PatientFirst=DELORES\n')).toBe('  310-CA PatientFirst=[PERSON_NAME]\n');
    expect(redact('{"SubscriberLastName": "Okonkwo"}\n')).toBe('{"SubscriberLastName": "[PERSON_NAME]"}\n');
    // A word's first or last (no role before it) is no name's key.
    expect(redact('  isLast=True\n  SortLast=Desc\n')).toBe('  isLast=True\n  SortLast=Desc\n');
  });

  it('takes a compact birth date after a birth key (date-code.ts)', () => {
    expect(redact('  304-C4 DOB=19520317\n')).toBe('  304-C4 DOB=[DATE]\n');
    expect(redact('{"birthDate": "19520317"}\n')).toBe('{"birthDate": "[DATE]"}\n');
    // Another date key, no calendar date, a number after no key.
    expect(redact('  414-DE DateWritten=20261002\n')).toBe('  414-DE DateWritten=20261002\n');
    expect(redact('  DOB=19521317\n')).toBe('  DOB=19521317\n');
    expect(redact('Trace 19520317\n')).toBe('Trace 19520317\n');
  });

  it('takes a nine-digit ZIP+4 after a ZIP key (zip-code.ts)', () => {
    expect(redact('  325-CP Zip=300344127\n')).toBe('  325-CP Zip=[ZIP_CODE]\n');
    // Nine digits after another postcode word, and ten after a ZIP key, stay ZIP codes of no kind.
    expect(redact('  Postcode 300344127 batch\n')).toBe('  Postcode 300344127 batch\n');
    expect(redact('  Zip=30034412\n')).toBe('  Zip=30034412\n');
  });

  it("takes the cardholder's ID after its key (account-id.ts)", () => {
    expect(redact('  302-C2 CardholderID=W418273645\n')).toBe('  302-C2 CardholderID=[USERNAME]\n');
    expect(redact('  301-C1 GroupID=RX7731\n')).toBe('  301-C1 GroupID=RX7731\n');
  });
});

describe('national ids after their abbreviation in lower case as a key (national-ids/find.ts)', () => {
  it('takes a Peruvian DNI in an SQL query inside a URL-encoded exec query', () => {
    const url = '/exec?command=psql&command=-c&command=select+%2A+from+customers+where+dni%3D%2743817265%27&container=ledger';
    expect(redact(url)).toBe('/exec?command=psql&command=-c&command=select+%2A+from+customers+where+dni%3D%27[NATIONAL_ID]%27&container=ledger');
    expect(redact("select * from customers where dni='43817265'")).toBe("select * from customers where dni='[NATIONAL_ID]'");
    expect(redact('GET /clientes?dni=43817265&page=2')).toBe('GET /clientes?dni=[NATIONAL_ID]&page=2');
  });

  it('leaves the lower-case word without its key shape, and common keys', () => {
    expect(redact('dni 43817265')).toBe('dni 43817265');
    expect(redact('xdni=43817265')).toBe('xdni=43817265');
    expect(redact('run=43817265 id=43817265')).toBe('run=43817265 id=43817265');
  });
});

describe('secrets named in a URL query and in chat (secrets/assignment.ts)', () => {
  it("takes a query's pw parameter", () => {
    expect(redact('GET http://www.example.test/login?user=ciaran&pw=Sl1gachFC%2199 200')).toBe('GET http://www.example.test/login?user=[USERNAME]&pw=[API_KEY] 200');
    // `pw` outside a query's key, and a value that is no secret.
    expect(redact('set pw=Sl1gachFC%2199 now')).toBe('set pw=Sl1gachFC%2199 now');
    expect(redact('GET /panel?pw=1&x=2')).toBe('GET /panel?pw=1&x=2');
  });

  it('takes a personal access token named `…_pat`', () => {
    expect(redact("the old one was rc_pat = 'Xr7Kq2Lm9Vb4Np8Zt3Wc6Yd1Fh5Jg0Sa2Qe7Ru4Ti' (revoked)")).toBe("the old one was rc_pat = '[API_KEY]' (revoked)");
    expect(redact('GITHUB_PAT=Xr7Kq2Lm9Vb4Np8Zt3Wc6Yd1Fh5Jg0Sa2Q\n')).toBe('GITHUB_PAT=[API_KEY]\n');
    // `pat` alone and inside a word.
    expect(redact("pat = 'Xr7Kq2Lm9Vb4Np8Zt3Wc6Yd1Fh5Jg0Sa2Qe7Ru4Ti'")).toBe("pat = 'Xr7Kq2Lm9Vb4Np8Zt3Wc6Yd1Fh5Jg0Sa2Qe7Ru4Ti'");
    expect(redact("my_path = 'Xr7Kq2Lm9Vb4Np8Zt3Wc6Yd1Fh5Jg0Sa2Qe7Ru4Ti'")).toBe("my_path = 'Xr7Kq2Lm9Vb4Np8Zt3Wc6Yd1Fh5Jg0Sa2Qe7Ru4Ti'");
  });
});

describe('GitLab audit events (username-gitlab-audit.ts, secrets/usernames.ts)', () => {
  it("takes a user target's details and a user entity's path", () => {
    const event = '{"entity_type": "User", "event_name": "user_blocked_for_failed_login", "details": {"target_type": "User", "target_details": "jzielinska", "failed_login": "STANDARD", "entity_path": "jzielinska"}}';
    expect(redact(event)).toBe('{"entity_type": "User", "event_name": "user_blocked_for_failed_login", "details": {"target_type": "User", "target_details": "[USERNAME]", "failed_login": "STANDARD", "entity_path": "[USERNAME]"}}');
  });

  it("leaves a token's and a variable's names, and a group's path", () => {
    const events = '[{"entity_type": "Project", "details": {"target_type": "PersonalAccessToken", "target_details": "deploy-bot-2026", "entity_path": "kontrakty/billing-api"}}, {"entity_type": "Group", "details": {"entity_path": "kontrakty"}}]';
    expect(redact(events)).toBe(events);
  });
});
