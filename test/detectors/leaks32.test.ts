import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * The lead's session-24 probes and the thirteenth reading's standing values (docs/reader.md,
 * "leaks32"): each case with the default options and the exact redacted text, beside a near
 * miss that must stay.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('a handle before its chat tool (username-phrase.ts, names-tech-lists.ts)', () => {
  it('takes the handle, and the tool is no person', () => {
    expect(redact('ping marcus.t on Slack\n')).toBe('ping [USERNAME] on Slack\n');
    expect(redact("I'm kofi_a92 on Discord if you need me\n")).toBe("I'm [USERNAME] on Discord if you need me\n");
    expect(redact('post it on Slack\n')).toBe('post it on Slack\n');
    expect(redact('we released v2.1 on GitHub\n')).toBe('we released v2.1 on GitHub\n');
    expect(redact('I posted config.yaml on Slack\n')).toBe('I posted config.yaml on Slack\n');
    // "Slack" is a family name too.
    expect(redact('Tom Slack called\n')).toBe('[PERSON_NAME] called\n');
  });
});

describe('a person after a team and a slash (names-tokens.ts, names-tech-lists.ts)', () => {
  it('reads the name after the slash whole, the team word no person', () => {
    expect(redact('cc: Ops/Maria Lindqvist\n')).toBe('cc: Ops/[PERSON_NAME]\n');
    expect(redact('Reviewed by: QA/Maria Lindqvist\n')).toBe('Reviewed by: QA/[PERSON_NAME]\n');
    expect(redact('timezone Europe/London Time\n')).toBe('timezone Europe/London Time\n');
    expect(redact('Input/Output Error\n')).toBe('Input/Output Error\n');
  });
});

describe('frequent flyer numbers after their programme (account-id.ts)', () => {
  it('takes the number as a member number', () => {
    expect(redact('Miles&More 992004512345678\n')).toBe('Miles&More [USERNAME]\n');
    expect(redact('AAdvantage # 7HK92P4\n')).toBe('AAdvantage # [USERNAME]\n');
    expect(redact('Flying Blue 1234567890\n')).toBe('Flying Blue [USERNAME]\n');
    expect(redact('SkyMiles 250000 miles to spend\n')).toBe('SkyMiles 250000 miles to spend\n');
    expect(redact('Flying Blue 2026 changes\n')).toBe('Flying Blue 2026 changes\n');
  });
});

describe("an SSN's last four (national-id-labelled.ts)", () => {
  it('takes the four digits after the SSN and "ending" or "last 4", and in a masked SSN', () => {
    expect(redact('SSN ending 4821\n')).toBe('SSN ending [NATIONAL_ID]\n');
    expect(redact('last 4 of SSN: 4821\n')).toBe('last 4 of SSN: [NATIONAL_ID]\n');
    expect(redact('xxx-xx-4821\n')).toBe('xxx-xx-[NATIONAL_ID]\n');
    expect(redact('card ending 4821\n')).toBe('card ending 4821\n');
    expect(redact('SSN ending 48213\n')).toBe('SSN ending 48213\n');
  });
});

describe('a postcode told after its word (zip-code.ts)', () => {
  it('takes a postcode after "is" and alone on the line after the question', () => {
    expect(redact("what's your postcode?\nSW1A 2AA\n")).toBe("what's your postcode?\n[ZIP_CODE]\n");
    expect(redact('my postcode is SW1A 2AA\n')).toBe('my postcode is [ZIP_CODE]\n');
    expect(redact("what's your postcode?\nSW1A 2AA is near the park\n")).toBe("what's your postcode?\nSW1A 2AA is near the park\n");
    expect(redact("what's the plan?\nSW1A 2AA\n")).toBe("what's the plan?\nSW1A 2AA\n");
  });
});

describe('streets without a number or a preposition (names-streets.ts)', () => {
  it('takes a street that opens its sentence before a verb, and a crossing', () => {
    expect(redact('Park Ave is busy\n')).toBe('[ADDRESS] is busy\n');
    expect(redact('Main St is closed today\n')).toBe('[ADDRESS] is closed today\n');
    expect(redact('meet at 3rd St and Pine at noon\n')).toBe('meet at [ADDRESS] at noon\n');
    expect(redact('3rd St and Pine\n')).toBe('[ADDRESS]\n');
    expect(redact('The Dr is in today\n')).toBe('The Dr is in today\n');
  });
});

describe('a Spanish mobile after a name (phone/near.ts)', () => {
  it('reads 6xx/7xx in 3-3-3 after a name and a comma as a phone, over an ID reading', () => {
    expect(redact('Lucía Fernández, 612 345 678\n')).toBe('[PERSON_NAME], [PHONE_NUMBER]\n');
    expect(redact('SIN: 612 345 678\n')).toBe('SIN: [NATIONAL_ID]\n');
    expect(redact('Total, 612 345 678\n')).toBe('Total, [NATIONAL_ID]\n');
  });
});

describe('the thirteenth reading: given names after `Other names:`, a Cuban line (person-name-script-labelled.ts, phone-words.ts)', () => {
  it('takes capitals given names in a form\'s second column and their wrapped rest', () => {
    const form = '1. Surname: MWANSA            2. Other names: CHILESHE\n   BWALYA                     3. Sex: F\n';
    expect(redact(form)).toBe('1. Surname: [PERSON_NAME]            2. Other names: [PERSON_NAME]\n   [PERSON_NAME]                     3. Sex: F\n');
    expect(redact('Forenames: JOHN\n   PAID IN FULL\n')).toBe('Forenames: [PERSON_NAME]\n   PAID IN FULL\n');
    expect(redact('the other names: JOHN\n')).toBe('the other names: JOHN\n');
  });

  it('reads `mi línea` before a number as a phone label', () => {
    expect(redact('a mi línea 5 418 2736 por un plan\n')).toBe('a mi línea [PHONE_NUMBER] por un plan\n');
    expect(redact('mi línea de crédito 5 418 2736\n')).toBe('mi línea de crédito 5 418 2736\n');
  });
});
