import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * The values the tenth reading still left standing after leaks18 (docs/reader.md, "leaks19"):
 * each case with the default options and the exact redacted text, beside a near miss that must
 * stay. Each case that takes a value failed before its fix.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('string literals an SQL query compares a known column with (engine/sql-literals.ts)', () => {
  it("reads each literal with its column's name as the hint", () => {
    expect(redact(`"query": "SELECT * FROM crm.drivers WHERE bsn = '271849368' OR (achternaam = 'Wijnaldum-Bakker' AND voornaam = 'Fenna')"\n`)).toBe(
      `"query": "SELECT * FROM crm.drivers WHERE bsn = '[NATIONAL_ID]' OR (achternaam = '[PERSON_NAME]' AND voornaam = '[PERSON_NAME]')"\n`,
    );
    expect(redact("UPDATE customers SET `last_name`='Oyelaran' WHERE id = 7;\n")).toBe("UPDATE customers SET `last_name`='[PERSON_NAME]' WHERE id = 7;\n");
  });

  it('leaves a column no known field names, and a comparison other than equality', () => {
    expect(redact("SELECT * FROM crm.drivers WHERE status = 'Fenna' AND region='Wijnaldum'\n")).toBe("SELECT * FROM crm.drivers WHERE status = 'Fenna' AND region='Wijnaldum'\n");
    expect(redact("SELECT * FROM crm.drivers WHERE voornaam <= 'Fenna'\n")).toBe("SELECT * FROM crm.drivers WHERE voornaam <= 'Fenna'\n");
  });
});

describe('HTTP Basic credentials without their header (basic-credentials.ts)', () => {
  const line = (captured: string) =>
    `Nov 28 06:12:03 lb-edge-02 haproxy[1843]: 198.51.100.77:40218 fe_https~ be_portal/portal-1 302 412 {portal.example.se|curl/8.5.0|${captured}} {|} "POST /login HTTP/1.1"\n`;
  it("takes a captured header's base64 when it decodes to user:password", () => {
    expect(redact(line('Basic b2xvZi5uZXJnYXJkOlNvbW1hcjIwMjYh'))).toContain('|Basic [API_KEY]}');
  });
  it('leaves base64 that decodes to no user and password', () => {
    // "olof.nergard" alone.
    expect(redact(line('Basic b2xvZi5uZXJnYXJk'))).toContain('|Basic b2xvZi5uZXJnYXJk}');
  });
});

describe("a query's and a path's encoded values (analyze.ts queryValues)", () => {
  it('reads a "+" between digits or letters of a query pair as a space', () => {
    expect(redact('"GET /felanmalan?namn=Kerstin+Holmqvist&tel=08-418+273+64&lgh=0904 HTTP/1.1"\n')).toBe('"GET /felanmalan?namn=[PERSON_NAME]&tel=[PHONE_NUMBER]&lgh=0904 HTTP/1.1"\n');
    expect(redact('POST /api/tenants/8812/contact?mobile=070-418+27+36 HTTP/1.1\n')).toBe('POST /api/tenants/8812/contact?mobile=[PHONE_NUMBER] HTTP/1.1\n');
  });
  it('leaves a "+" in code, outside a query', () => {
    expect(redact('for (i=0; i<n; i=i+1) total=total+418+273+64;\n')).toBe('for (i=0; i<n; i=i+1) total=total+418+273+64;\n');
  });
  it("reads a path's percent-encoded segment decoded", () => {
    expect(redact('"GET /tenants/Olof%20Nerg%C3%A5rd/lease?lgh=1102 HTTP/1.1"\n')).toBe('"GET /tenants/[PERSON_NAME]/lease?lgh=1102 HTTP/1.1"\n');
    expect(redact('"GET /files/Quarterly%20Report.pdf HTTP/1.1"\n')).toBe('"GET /files/Quarterly%20Report.pdf HTTP/1.1"\n');
  });
});

describe('phone labels: Georgian, and mobile wallets (lexicon/phone-words.ts)', () => {
  it("takes a number after a mobile wallet's name, and leaves it after cash", () => {
    expect(redact('Fee paid via bKash from 01819-472536 (TrxID 9KL4R7T2XQ), Tk 230.\n')).toBe('Fee paid via bKash from [PHONE_NUMBER] (TrxID 9KL4R7T2XQ), Tk 230.\n');
    expect(redact('Fee paid by cash from 01819-472536 (TrxID 9KL4R7T2XQ), Tk 230.\n')).toBe('Fee paid by cash from 01819-472536 (TrxID 9KL4R7T2XQ), Tk 230.\n');
  });
  it('takes a number after მობ. (mobile), and leaves it after ნომერი (number)', () => {
    expect(redact('მობ.: 599 41 82 73\n')).toBe('მობ.: [PHONE_NUMBER]\n');
    expect(redact('ნომერი 599 41 82 73\n')).toBe('ნომერი 599 41 82 73\n');
  });
});

describe("an XML element's text under a known field's name (engine/xml-elements.ts)", () => {
  it('reads the text with the local name as its hint, a namespace prefix or none', () => {
    expect(redact('<ant:Person>\n  <ant:Geburtsname>Stemmler</ant:Geburtsname>\n  <ant:Strasse>Hagenbuchweg</ant:Strasse>\n</ant:Person>\n')).toBe(
      '<ant:Person>\n  <ant:Geburtsname>[PERSON_NAME]</ant:Geburtsname>\n  <ant:Strasse>[ADDRESS]</ant:Strasse>\n</ant:Person>\n',
    );
  });
  it('leaves an element no known field names, and a mismatched opening tag', () => {
    expect(redact('<ant:Person>\n  <ant:Ort>Hagenbuchweg</ant:Ort>\n  <ant:Notiz>Stemmler</ant:Strasse>\n</ant:Person>\n')).toBe(
      '<ant:Person>\n  <ant:Ort>Hagenbuchweg</ant:Ort>\n  <ant:Notiz>Stemmler</ant:Strasse>\n</ant:Person>\n',
    );
  });
});

describe('a license key named in Spanish, Portuguese or German (license-key-named.ts)', () => {
  it("takes a key after `clave`, and leaves a French `clé USB`'s model", () => {
    expect(redact('  1    Licencia antivirus 1 año (clave XK7R2-9QWP4-MT83L)    980,00\n')).toContain('(clave [LICENSE_KEY])');
    expect(redact('Livré avec une clé USB-3000-XL.\n')).toBe('Livré avec une clé USB-3000-XL.\n');
  });
});

describe('a month and day in CJK without the year (date.ts)', () => {
  it('takes 7月12日 and 3월 5일, and leaves a thirteenth month', () => {
    expect(redact('誕生日は7月12日\n')).toBe('誕生日は[DATE]\n');
    expect(redact('회의는 3월 5일입니다\n')).toBe('회의는 [DATE]입니다\n');
    expect(redact('誕生日は13月40日\n')).toBe('誕生日は13月40日\n');
  });
});

describe("a LINE chat export's people (line-chat-export.ts)", () => {
  const history = (header: string) => `${header}\n保存日時：2026/11/28 07:40\n\n2026/11/27(金)\n21:04\t山本 結衣\t引っ越し先の住所送るね！\n21:11\t山本 結衣\t[スタンプ]\n`;
  it("takes the header's person and each sender", () => {
    expect(redact(history('[LINE] 山本 結衣とのトーク履歴'))).toBe('[LINE] [PERSON_NAME]とのトーク履歴\n保存日時：[DATE]\n\n[DATE](金)\n21:04\t[PERSON_NAME]\t引っ越し先の住所送るね！\n21:11\t[PERSON_NAME]\t[スタンプ]\n');
  });
  it("leaves a group's name, and tab-separated lines with no LINE header", () => {
    expect(redact(history('[LINE] 家族グループのトーク履歴'))).toBe('[LINE] 家族グループのトーク履歴\n保存日時：[DATE]\n\n[DATE](金)\n21:04\t[PERSON_NAME]\t引っ越し先の住所送るね！\n21:11\t[PERSON_NAME]\t[スタンプ]\n');
    expect(redact('21:04\t山本 結衣\t引っ越し先の住所送るね！\n')).toBe('21:04\t山本 結衣\t引っ越し先の住所送るね！\n');
  });
});

describe("a Secret Manager call's payload (secret-manager-payload.ts)", () => {
  const entry = (service: string) => `{ "serviceName": "${service}", "request": { "payload": { "data": "TWFybG9lczIwMjYhU2Z0cA==" } } }\n`;
  it("takes the secret's base64 in a Secret Manager call, and leaves another service's payload", () => {
    expect(redact(entry('secretmanager.googleapis.com'))).toBe('{ "serviceName": "secretmanager.googleapis.com", "request": { "payload": { "data": "[API_KEY]" } } }\n');
    expect(redact(entry('pubsub.googleapis.com'))).toBe(entry('pubsub.googleapis.com'));
  });
});
