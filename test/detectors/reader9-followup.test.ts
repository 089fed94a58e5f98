import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';
import { knownFieldEntity } from '../../src/lexicon/field-names.js';

/**
 * The values the ninth reading still left standing after its fixes (docs/reader.md, "leaks16"):
 * each case with the default options and the exact redacted text, beside a near miss that must
 * stay. Each case failed before its fix.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe("an address's numbered line under its JSON key (address-json-line.ts)", () => {
  it("takes Shopify's address2 and its spellings in other APIs", () => {
    expect(redact('"shipping_address": { "address1": "88 Harbour Street", "address2": "Suite 3104", "zip": "M5J 0C3" }\n')).toBe(
      '"shipping_address": { "address1": "[ADDRESS]", "address2": "[ADDRESS]", "zip": "[ZIP_CODE]" }\n',
    );
    expect(redact('{"billingAddressLine2": "app. 2", "address_line_2": "Unit 5"}\n')).toBe('{"billingAddressLine2": "[ADDRESS]", "address_line_2": "[ADDRESS]"}\n');
    // A line with no address's key, an empty or placeholder second line stay.
    expect(redact('{"line2": "Suite 3104", "address2": "n/a", "address3": "", "address2": null}\n')).toBe('{"line2": "Suite 3104", "address2": "n/a", "address3": "", "address2": null}\n');
  });

  it('knows address1 and address2 as field names (a JSON file, a CSV column)', () => {
    expect(knownFieldEntity('address2')).toBe('ADDRESS');
    expect(knownFieldEntity('addressLine2')).toBe('ADDRESS');
    expect(knownFieldEntity('street_2')).toBe('ADDRESS');
    expect(knownFieldEntity('line2')).toBeUndefined();
    expect(knownFieldEntity('address4')).toBeUndefined();
    expect(knownFieldEntity('user@address2')).toBeUndefined();
  });
});

describe('logins without a domain in an identity log and an infrastructure plan', () => {
  it("takes an Okta user's alternateId (username-okta.ts)", () => {
    expect(redact('"actor": { "id": "00u9p3n6cLkJ2hG5f8s1", "type": "User", "alternateId": "dwayne.okafor", "displayName": "Dwayne Okafor" },\n')).toBe(
      '"actor": { "id": "00u9p3n6cLkJ2hG5f8s1", "type": "User", "alternateId": "[USERNAME]", "displayName": "[PERSON_NAME]" },\n',
    );
    // An app's object names no one.
    expect(redact('"target": [{ "id": "0oa1b2c3d4", "type": "AppInstance", "alternateId": "payroll-portal" }]\n')).toBe('"target": [{ "id": "0oa1b2c3d4", "type": "AppInstance", "alternateId": "payroll-portal" }]\n');
  });

  it("takes an aws_iam_user's name in a Terraform plan, and its for_each key (username-terraform.ts)", () => {
    const plan = [
      '  # aws_iam_user.contractor["svenja.kohl"] will be created',
      '  + resource "aws_iam_user" "contractor" {',
      '      + arn           = (known after apply)',
      '      + name          = "svenja.kohl"',
      '      + path          = "/contractors/"',
      '    }',
      '',
    ].join('\n');
    expect(redact(plan)).toBe(plan.replaceAll('svenja.kohl', '[USERNAME]'));
    // A group's name and a computed name stay.
    const group = 'resource "aws_iam_group" "ops" {\n  name = "oncall.rota"\n}\nresource "aws_iam_user" "u" {\n  name = "${var.user_name}"\n}\n';
    expect(redact(group)).toBe(group);
  });
});

describe('national bank accounts after their label (bank-account-national.ts)', () => {
  it('takes a Serbian account whose control number holds (mod 97)', () => {
    expect(redact('Зарада се исплаћује на текући рачун број 265-0000000081274-43 код банке.\n')).toBe('Зарада се исплаћује на текући рачун број [IBAN] код банке.\n');
    expect(redact('uplata na tekući račun broj 265-81274-43.\n')).toBe('uplata na tekući račun broj [IBAN].\n');
    // One digit off, and an invoice's number (`račun` is also a bill) without the control, stay.
    expect(redact('Зарада се исплаћује на текући рачун број 265-0000000081274-44 код банке.\n')).toBe('Зарада се исплаћује на текући рачун број 265-0000000081274-44 код банке.\n');
    expect(redact('plaćanje po računu broj 265-81274 do petka.\n')).toBe('plaćanje po računu broj 265-81274 do petka.\n');
  });

  it('takes an Icelandic account after reikning', () => {
    expect(redact('og verður lögð inn á reikning 0159-26-007654 eigi síðar en 1. desember.\n')).toBe('og verður lögð inn á reikning [IBAN] eigi síðar en [DATE].\n'); // a day and month: a date since probes22
    // The same shape without the label, and an account of zeros, stay.
    expect(redact('Málsnúmer 0159-26-007654 eigi síðar en 1. desember.\n')).toBe('Málsnúmer 0159-26-007654 eigi síðar en [DATE].\n');
    expect(redact('lögð inn á reikning 0159-26-000000 eigi síðar.\n')).toBe('lögð inn á reikning 0159-26-000000 eigi síðar.\n');
  });
});

describe('a name in capitals after a form label (person-name-form-label.ts)', () => {
  it("takes a boleta's customer, family names first, and leaves its anonymous customer", () => {
    expect(redact('Fecha emisión : 22/11/2026\nCliente       : QUISPE MAMANI ROSA ELENA\n')).toBe('Fecha emisión : [DATE]\nCliente       : [PERSON_NAME]\n');
    expect(redact('Fecha emisión : 22/11/2026\nCliente       : CONSUMIDOR FINAL\n')).toBe('Fecha emisión : [DATE]\nCliente       : CONSUMIDOR FINAL\n');
  });
});

describe('Icelandic street words (names-streets.ts, names-cues.ts)', () => {
  it('takes a street ending in -teigur, -vegur/-vegi, -braut, -stræti with its number', () => {
    expect(redact('Sigríður Þórhallsdóttir\nHrísateigur 14\n105 Reykjavík\n')).toBe('[PERSON_NAME]\n[ADDRESS]\n105 [ADDRESS]\n');
    expect(redact('Sendið til: Hringbraut 12\n')).toBe('Sendið til: [ADDRESS]\n');
    // The street's name with no number stays.
    expect(redact('Sendið til: Hrísateigur\n')).toBe('Sendið til: Hrísateigur\n');
  });
});
