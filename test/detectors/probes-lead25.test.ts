import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * What the lead's session-25 probes found standing (docs/reader.md, "probes-lead25"): each case
 * with the default options and the exact redacted text, beside a near miss that must stay.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('a password right after its word, with no verb (secrets/phrase.ts)', () => {
  it('takes a value of letters and digits after "password" or "pw"', () => {
    expect(redact('Wi-Fi: network "Hendersons_5G", password sunflower2019\n')).toBe('Wi-Fi: network "Hendersons_5G", password [API_KEY]\n');
    expect(redact('Wi-Fi password love2019! and the pw Tr0ub4dor&3\n')).toBe('Wi-Fi password [API_KEY] and the pw [API_KEY]\n');
  });

  it('leaves words, hash names, versions, tickets and counts after it', () => {
    const text = 'password reset link sent; password manager 1Password; passwords sha256-hashed; Password protected v1.2.3; password INC0012345; the password 8 characters; password password123\n{"note": "password combination.\\n\\nR5: Regulatory--21"}\n';
    expect(redact(text)).toBe(text);
  });
});

describe('phone words of everyday messages (lexicon/phone-words.ts)', () => {
  it('reads the Greek, Arabic, Japanese, Chinese and Swahili words that stood before numbers', () => {
    expect(redact('Γεια, το τηλέφωνό μου είναι 694 123 4567.\n')).toBe('Γεια, το τηλέφωνό μου είναι [PHONE_NUMBER].\n');
    expect(redact('رقم هاتفي الجديد هو 0501234567\n')).toBe('رقم هاتفي الجديد هو [PHONE_NUMBER]\n');
    expect(redact('هاتفي: 0501234567\n')).toBe('هاتفي: [PHONE_NUMBER]\n');
    expect(redact('明日の会議は10時からです。連絡先は090-1234-5678です。\n')).toBe('明日の会議は10時からです。連絡先は[PHONE_NUMBER]です。\n');
    expect(redact('您的航班已改签，请致电010-12345678确认。\n')).toBe('您的航班已改签，请致电[PHONE_NUMBER]确认。\n');
    expect(redact('请拨打 010-12345678\n')).toBe('请拨打 [PHONE_NUMBER]\n');
    expect(redact('Habari, nipigie 0712 345 678 kesho.\n')).toBe('Habari, nipigie [PHONE_NUMBER] kesho.\n');
    expect(redact('Tuma kwa M-Pesa 0712 345 678\n')).toBe('Tuma kwa M-Pesa [PHONE_NUMBER]\n');
  });

  it('leaves amounts and numbers that are no phone after the same words', () => {
    for (const text of ['Tuma pesa 5000 leo. M-Pesa balance 5000.\n', '連絡先は2件です。\n']) expect(redact(text)).toBe(text);
  });
});

describe('a family\'s words for its own before a name (names-cues.ts KINSHIP_WORDS)', () => {
  it('takes the name after Grandpa, Auntie and the like', () => {
    expect(redact('Text from Mom: "Grandpa Joe is at St. Mary\'s, room 412. Come after 6."\n')).toBe('Text from Mom: "Grandpa [PERSON_NAME] is at St. Mary\'s, room 412. Come after 6."\n');
    expect(redact('Auntie Bisi called about Sunday.\n')).toBe('Auntie [PERSON_NAME] called about Sunday.\n');
  });

  it('leaves the word alone and a lower-case word after it', () => {
    const text = 'Grandpa is at home. My granny said no.\n';
    expect(redact(text)).toBe(text);
  });
});

describe('a physician, a guarantor or a guardian before a name (names-cues.ts PERSON_ROLE_WORDS)', () => {
  it('takes the name after the role', () => {
    expect(redact('Guarantor: Kwame Mensah\n')).toBe('Guarantor: [PERSON_NAME]\n');
    expect(redact('the physician Anika Bose saw him on Monday\n')).toBe('the physician [PERSON_NAME] saw him on Monday\n');
  });

  it('leaves groups and titles after such words', () => {
    const text = 'Participants: Team A, Team B\nAttendees: Marketing, Sales\nDoctor Who fans met.\n';
    expect(redact(text)).toBe(text);
  });
});

describe('a Japanese form\'s contact line with its kind in brackets', () => {
  it('takes the number after 連絡先（自宅）, as after 電話（会社）', () => {
    expect(redact('連絡先（自宅）　045-872-3391\n')).toBe('連絡先（自宅）　[PHONE_NUMBER]\n');
    expect(redact('連絡先（会社）　045-872-3391\n')).toBe('連絡先（会社）　[PHONE_NUMBER]\n');
  });
});
