import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine/analyze.js';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';
import type { EntityName } from '../../src/entities.js';

/**
 * The values the second independent reader left standing (docs/reader.md, "The second
 * reading"), fixed after it: one case each with default options, the exact spans now found and
 * the guards that must stay. Each case failed before its fix.
 */
function spans(text: string, entity: EntityName): [number, number, string][] {
  return analyze(text)
    .filter((f) => f.entity === entity)
    .map((f) => [f.start, f.end, text.slice(f.start, f.end)]);
}

const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('national numbers of other regions in brackets after a contact (PHONE_NUMBER)', () => {
  it.each([
    ["NOK: son, Kerensa Tregarthen's husband Jory (07700 900586)", 45, 57],
    ['Witness: Mr Aneurin Hughes, 11 Mill Row, Pontardawe SA8 4HS (07700 900399).', 61, 73],
    ['can you DM me his mobile? the one on the form (0412 555 306) bounces.', 47, 59],
  ])('finds the number in %j', (text, start, end) => {
    expect(spans(text, 'PHONE_NUMBER')).toEqual([[start, end, text.slice(start, end)]]);
  });

  it.each([
    'invoice ref (0412 345 678)', // a reference word before the bracket
    'Invoice (0412 345 678)',
    'paid on the invoice (0412 345 678)',
    'see page (0412 345 678)', // a lower-case word: nobody's
    'what? the total (0412 345 678)', // a question with no phone word
    'Jory (0412345678)', // one run
    'Jory (1234 567 890)', // no trunk 0
  ])('leaves %j', (text) => {
    expect(spans(text, 'PHONE_NUMBER')).toEqual([]);
  });
});

describe('user names of a chat export, a review log and a sentence (USERNAME)', () => {
  it("finds Slack's display_name and name in a user profile", () => {
    const json = '"user_profile": {\n  "real_name": "Tamsin Okoro",\n  "display_name": "tamsin",\n  "name": "tamsin.okoro"\n}';
    expect(spans(json, 'USERNAME')).toEqual([
      [68, 74, 'tamsin'],
      [88, 100, 'tamsin.okoro'],
    ]);
    const user = '{"id": "U04ABC", "name": "bzielinski", "is_bot": false, "profile": {"title": ""}}';
    expect(spans(user, 'USERNAME')).toEqual([[26, 36, 'bzielinski']]);
  });

  it.each([
    '{"id": "C01", "name": "payroll-au", "created": 1741845601, "creator": "U04ABC"}', // a channel
    '"reactions": [{"name": "white_check_mark", "count": 1}]', // a reaction
    '{"name": "payslip.pdf", "title": "Payslip", "mimetype": "application/pdf"}', // a file
    '{"name": "tamsin"}', // nothing says whose
  ])('keeps the name of %j', (json) => {
    expect(spans(json, 'USERNAME')).toEqual([]);
  });

  it("finds a review log's logins at a line's start", () => {
    const log = 'Review comments\nmsokolowska commented on jobs/export_overdue.py line 5:\n> rotate it\n\nyusuf-demirci replied:\n> Done';
    expect(spans(log, 'USERNAME')).toEqual([
      [16, 27, 'msokolowska'],
      [85, 98, 'yusuf-demirci'],
    ]);
  });

  it.each(['reviewer commented:\n> fine', 'he replied: ok', 'then bob replied', 'Tom approved'])('leaves %j', (text) => {
    expect(spans(text, 'USERNAME')).toEqual([]);
  });

  it('finds a login in brackets and after whose login it is', () => {
    expect(spans('That you shared your system login (svaradarajan) with a temporary worker', 'USERNAME')).toEqual([[35, 47, 'svaradarajan']]);
    expect(spans('> fjordline-design, admin login greta.l). Our org', 'USERNAME')).toEqual([[32, 39, 'greta.l']]);
  });

  it.each(['Check your login details.', 'Sign in with your login (email) or phone.', 'his login page was slow', 'login (optional)'])('leaves %j', (text) => {
    expect(spans(text, 'USERNAME')).toEqual([]);
  });
});

describe('a bare "sort" before a sort code (IBAN), spaced licence digits (NATIONAL_ID)', () => {
  it('finds the sort code of a chat message', () => {
    expect(spans('Monzo, sort 04-00-04 account 19283746. standing order', 'IBAN')).toEqual([
      [12, 20, '04-00-04'],
      [29, 37, '19283746'],
    ]);
    expect(spans('sort: 20-45-77', 'IBAN')).toEqual([[6, 14, '20-45-77']]);
  });

  it.each(['sort 2024-10-18 first', 'sort 12-34-5678', 'sort by 04-00-04'])('leaves %j', (text) => {
    expect(spans(text, 'IBAN')).toEqual([]);
  });

  it('finds a licence number in spaced digits after its label, a driving word near', () => {
    const text = 'he also sent a photo of a drivers licence\nwith the name Joshua M Brennan, licence no 045 921 736, address';
    expect(spans(text, 'NATIONAL_ID')).toEqual([[85, 96, '045 921 736']]);
  });

  it.each(['software licence no 045 921 736', 'driving licence no 12 34', 'driving licence no 045 921 736 12 34 56'])('leaves %j', (text) => {
    expect(spans(text, 'NATIONAL_ID')).toEqual([]);
  });
});

describe("htpasswd's batch-mode password (API_KEY)", () => {
  it.each([
    ["  514  htpasswd -b /etc/nginx/.htpasswd kofi.boateng 'Kumasi!Gate22'", 54, 67],
    ['htpasswd -bnB jdoe Xk9mQ2vL7p', 19, 29],
    ['sudo htpasswd -bC 10 /etc/apache2/.htpasswd jdoe "Xk9mQ2vL7p"; ls', 50, 60],
  ])('finds the password in %j', (text, start, end) => {
    expect(spans(text, 'API_KEY')).toEqual([[start, end, text.slice(start, end)]]);
  });

  it.each([
    'htpasswd -c /etc/nginx/.htpasswd jdoe', // prompts for it
    'htpasswd -b .htpasswd jdoe $PASS', // a variable
    'cat /etc/nginx/.htpasswd admin Xk9mQ2vL7p', // the file, not the command
  ])('leaves %j', (text) => {
    expect(spans(text, 'API_KEY')).toEqual([]);
  });
});

describe('over-redaction of the second reading: commands, joined titles, abbreviations, degrees', () => {
  it.each([
    ['  506  psql -h db.larchfield.internal -U kmensah portal', '  506  psql -h db.larchfield.internal -U [USERNAME] portal'],
    ['psql -h db foo', 'psql -h db foo'],
    ['BETWEEN MR AND MRS HOLLOWAY\nand', 'BETWEEN MR AND [PERSON_NAME]\nand'],
    ['Mr and Mrs Smith', 'Mr and [PERSON_NAME]'],
    ['frailty team (Sister Demelza Rowe) and the OT, who arranged a rail', 'frailty team ([PERSON_NAME]) and the OT, who arranged a rail'],
    ['- Apixaban 5mg BD (unchanged)', '- Apixaban 5mg BD (unchanged)'],
    ['Did you receive any SMS or call before?', 'Did you receive any SMS or call before?'],
    ['thanks! can you DM me his mobile?', 'thanks! can you DM me his mobile?'],
    ['Pharmacist: Hamid Rostami, PharmD.', 'Pharmacist: [PERSON_NAME], PharmD.'],
  ])('redacts %j as %j', (text, out) => {
    expect(redact(text)).toBe(out);
  });

  it.each([
    ['krithika - see you', 'krithika'], // a dash, no flag: a chat line
    ['MR CALLUM JAMES ARKWRIGHT', 'MR CALLUM JAMES ARKWRIGHT'],
    ['Dr Andrew Orr', 'Dr Andrew Orr'],
  ])('still finds the person of %j', (text, name) => {
    expect(spans(text, 'PERSON_NAME').map((s) => s[2])).toEqual([name]);
  });
});
