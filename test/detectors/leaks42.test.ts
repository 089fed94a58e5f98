import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * What the nineteenth reading left standing in its machine formats (docs/reader.md, "leaks42"):
 * each case with the default options and the exact redacted text, beside a near miss that must
 * stay. Fictitious people, hosts and numbers.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe("a login made of a name after \"by\" (username-by-login.ts)", () => {
  it("takes Alertmanager's silencer with an adverb before \"by\"", () => {
    expect(redact('"description": "Silenced earlier by jonas.albrecht; re-opened by user lwenzel."')).toBe(
      '"description": "Silenced earlier by [USERNAME]; re-opened by user [USERNAME]."',
    );
  });
  it('keeps code and fields after "by"', () => {
    for (const keep of ['rows sorted by last_name then first_name', 'parsed by config.yaml rules', 'set by self.name in the constructor', 'keyed by user.id']) {
      expect(redact(keep)).toBe(keep);
    }
  });
});

describe("a code comment's owner (username-code-owner.ts)", () => {
  it("takes the login in Google style's TODO(name)", () => {
    expect(redact('5f0b9e13 (<ruairi.ofloinn@gmail.com> 2026-09-02 20) // TODO(ruairi): move to secrets manager before go-live')).toBe(
      '5f0b9e13 (<[EMAIL_ADDRESS]> [DATE] 20) // TODO([USERNAME]): move to secrets manager before go-live',
    );
    expect(redact('# FIXME(tnakashima) retry on 503')).toBe('# FIXME([USERNAME]) retry on 503');
  });
  it('keeps bugs, topics and calls', () => {
    for (const keep of ['// TODO(b/123456): remove after the migration', '// TODO(perf): cache the lookup', '// TODO(cleanup): drop the flag', 'const t = todo(item);']) {
      expect(redact(keep)).toBe(keep);
    }
  });
});

describe('a Windows logon after "by" (username-path.ts)', () => {
  it("takes SQL Server's DOMAIN\\user with its escape-like t, without the full stop", () => {
    expect(redact("Attempting to load library 'xpstar.dll' into memory. Logged by HALVORSEN\\tnakashima-adm.")).toBe(
      "Attempting to load library 'xpstar.dll' into memory. Logged by HALVORSEN\\[USERNAME].",
    );
    expect(redact('Login failed for user CORP\\jsmith.')).toBe('Login failed for user CORP\\[USERNAME].');
  });
  it('keeps an escape and a sentence after "by"', () => {
    expect(redact('"Set by ADMIN\\nThe value was reset"')).toBe('"Set by ADMIN\\nThe value was reset"');
  });
});

describe("a machine named after its user (username-windows-host.ts, person-name-mac-host.ts)", () => {
  it("takes the login in BIND's query log, and a Mac's owner's family name", () => {
    expect(redact('client 10.20.7.41#60014 (DESKTOP-JVERMEULEN.corp.example.nl): query: LT-RBOSMAN-0418.corp.example.nl IN A')).toBe(
      'client 10.20.7.41#60014 (DESKTOP-[USERNAME].corp.example.nl): query: LT-[USERNAME]-0418.corp.example.nl IN A',
    );
    expect(redact('query: MacBook-Pro-van-Sanne-Kuipers.corp.example.nl IN AAAA')).toBe('query: MacBook-Pro-van-[PERSON_NAME].corp.example.nl IN AAAA');
  });
  it("keeps Windows' default name and a department's machine", () => {
    for (const keep of ['query: DESKTOP-7K3J9QF.corp.example.nl IN A', 'query: LT-FINANCE-0418.corp.example.nl IN A']) expect(redact(keep)).toBe(keep);
  });
});

describe('a C-CDA patient record (account-id.ts, date-code.ts)', () => {
  it('takes the MRN by its prefix and the birth time', () => {
    expect(redact('<id root="2.16.840.1.113883.19.5.99999.2" extension="MRN-7741827"/>\n<birthTime value="19810614"/>')).toBe(
      '<id root="2.16.840.1.113883.19.5.99999.2" extension="[USERNAME]"/>\n<birthTime value="[DATE]"/>',
    );
  });
  it("keeps an encounter's time and a short number", () => {
    const keep = '<effectiveTime value="20261128"/> MRN-2024 template';
    expect(redact(keep)).toBe(keep);
  });
});

describe("a Ghanaian digital address under a record's key (ghanapost-gps.ts)", () => {
  it("takes MongoDB's digitalAddress", () => {
    expect(redact('"address":{"city":"Accra","digitalAddress":"GE-231-4827"}')).toBe('"address":{"city":"[ADDRESS]","digitalAddress":"[ADDRESS]"}');
  });
  it('keeps a code under another key', () => {
    expect(redact('"ref":"GE-231-4827"')).toBe('"ref":"GE-231-4827"');
  });
});

describe('an office before a title and a name (names-proper.ts)', () => {
  it("keeps Italian's Segreteria before dott.ssa and takes the doctor", () => {
    expect(redact('Cordiali saluti, Segreteria dott.ssa Marchetti')).toBe('Cordiali saluti, Segreteria dott.ssa [PERSON_NAME]');
  });
  it('still takes an unknown surname signing alone', () => {
    expect(redact('Cordiali saluti, Brambatti')).toBe('Cordiali saluti, [PERSON_NAME]');
  });
});
