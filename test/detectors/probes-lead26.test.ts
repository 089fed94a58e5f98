import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * What the lead's session-26 probes found standing (docs/reader.md, "probes-lead26"): each case
 * with the default options and the exact redacted text, beside a near miss that must stay.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('who pushed, merged or rolled back a change, by login (username-phrase.ts BYLINE)', () => {
  it('takes the login after the verb and "by"', () => {
    expect(redact('@channel heads up: pushed to prod at 02:14, rolled back by r.kowalczyk. Approved by dana_ito.\n')).toBe(
      '@channel heads up: pushed to prod at 02:14, rolled back by [USERNAME]. Approved by [USERNAME].\n',
    );
  });

  it('leaves times, versions, files and plain words after the same verbs', () => {
    const text = 'The fix was rolled back by 5.30 and merged by v2.4.1 of the bot; approved by config.yaml rules.\n';
    expect(redact(text)).toBe(text);
  });
});

describe("an audit log's actor, a job's owner, a ticket's assignee (username-assignment.ts)", () => {
  it('takes a login made of a name', () => {
    expect(redact('{"level":"warn","msg":"password reset requested","actor":"anna.kovacs","ip":"203.0.113.77"}\n')).toBe(
      '{"level":"warn","msg":"password reset requested","actor":"[USERNAME]","ip":"203.0.113.77"}\n',
    );
    expect(redact('Backup job failed on host fin-db-02 (owner: m.oyelaran).\n')).toBe('Backup job failed on host fin-db-02 (owner: [USERNAME]).\n');
  });

  it('leaves teams, bots and system accounts under the same keys', () => {
    const text = 'owner: platform-team\n{"actor":"github-actions[bot]","assignee":"data.team","reporter":"system"}\n';
    expect(redact(text)).toBe(text);
  });
});

describe("an address at RFC 2606's reserved names (email.ts)", () => {
  it("takes a person's address at .example, .test and .invalid", () => {
    expect(redact('git commit -m "fix" --author="Ahmed Al-Farsi <ahmed.alfarsi@corp.example>"\nreply-to: t.nguyen@clinic.test\n')).toBe(
      'git commit -m "fix" --author="[PERSON_NAME] <[EMAIL_ADDRESS]>"\nreply-to: [EMAIL_ADDRESS]\n',
    );
  });

  it("leaves a system account's address there", () => {
    const text = 'ssh root@build.example\n';
    expect(redact(text)).toBe(text);
  });
});

describe('a Russian signature line: family name and initials, the passport with no series word', () => {
  it('takes the name with its initials either side and the bare series and number', () => {
    expect(redact('Подпись: Ковальчук О.В., паспорт 4509 123456, выдан 12.03.2015 ОВД Тверского р-на.\n')).toBe(
      'Подпись: [PERSON_NAME], паспорт [NATIONAL_ID], выдан [DATE] ОВД Тверского р-на.\n',
    );
    expect(redact('Заявитель Ковальчук О.В. Справку выдал О. В. Сидоренко.\n')).toBe('Заявитель [PERSON_NAME] Справку выдал [PERSON_NAME].\n');
    expect(redact('Исполнитель: Ахметова Д., тел. 8 (7172) 55-12-34\n')).toBe('Исполнитель: [PERSON_NAME], тел. [PHONE_NUMBER]\n');
  });

  it("leaves a street named with a person's initials, and a year before a number", () => {
    const text = 'Встреча у памятника на пл. Пушкина А.С. в 10:00; паспорт 2015 года выпуска 123456 не нужен. Корпус Д. закрыт.\n';
    expect(redact(text)).toBe(text);
  });
});

describe("a year written with an apostrophe for its century (date.ts)", () => {
  it('takes the year with the day and the month', () => {
    expect(redact("date of birth 2nd Feb '91, DOB Mar 14, ’88.\n")).toBe('date of birth [DATE], DOB [DATE].\n');
  });

  it('leaves decades', () => {
    const text = "music of the 90's and the 80’s\n";
    expect(redact(text)).toBe(text);
  });
});

describe("Canada's driver's licences as the cards print them (us-drivers-license.ts)", () => {
  it("takes Ontario's and Quebec's grouped numbers after a licence word", () => {
    expect(redact("Driver's licence: D1234-56789-01234 (Ontario); permis / driver licence T6523-150892-08\n")).toBe(
      "Driver's licence: [NATIONAL_ID] ([ADDRESS]); permis / driver licence [NATIONAL_ID]\n",
    );
  });

  it('leaves the same shape with no licence word', () => {
    const text = 'Part D1234-56789-01234 shipped.\n';
    expect(redact(text)).toBe(text);
  });
});
