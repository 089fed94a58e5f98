import { describe, expect, it } from 'vitest';
import { createRedactor, neutralizeFormula } from '../../src/engine/redactor.js';
import { luhn, mod97 } from '../../src/detectors/lib/checksums.js';
import fake from '../../src/operators/fake.js';
import { Numbering, type OperatorContext } from '../../src/operators/types.js';

const ctx = (key?: string): OperatorContext => ({ key, maskKeepLast: 0, maskChar: '*', numbering: new Numbering() });

describe('label / numbered / remove / mask / hash', () => {
  const text = 'a@example.com, b@example.com, a@example.com';

  it('label names the entity', () => {
    expect(createRedactor().redact(text).text).toBe('[EMAIL_ADDRESS], [EMAIL_ADDRESS], [EMAIL_ADDRESS]');
  });

  it('numbered gives one value the same number everywhere in a run', () => {
    const r = createRedactor({ style: 'numbered' });
    expect(r.redact(text).text).toBe('[EMAIL_ADDRESS_1], [EMAIL_ADDRESS_2], [EMAIL_ADDRESS_1]');
    expect(r.redact('then b@example.com').text).toBe('then [EMAIL_ADDRESS_2]');
  });

  it('numbered gives a person one number across mentions, and tells people apart', () => {
    const n = new Numbering();
    const person = (value: string) => n.numberOf('PERSON_NAME', value);
    expect(person('Mrs Ayşe Kaya')).toBe(1);
    expect(person('Kaya')).toBe(1); // surname alone
    expect(person('Ms Kaya')).toBe(1); // with another title
    expect(person('John Smith')).toBe(2);
    expect(person('Smith')).toBe(2);
    expect(person('J. Smith')).toBe(2); // initial
    expect(person('Jane Smith')).toBe(3); // "Smith" is John's: Jane is someone else
    expect(person('Smith')).toBe(2); // a value keeps its number
    expect(person('J. Smith')).toBe(2);
    expect(person('Smithson')).toBe(4); // another word, not a prefix match
    expect(person('Mr')).toBe(5); // nothing but a title names nobody in particular
    expect(n.numberOf('ORGANIZATION', 'Kaya')).toBe(1); // other types number values only
    expect(n.numberOf('ORGANIZATION', 'Kaya Holding')).toBe(2);
  });

  it('numbered links a later full name to an earlier short mention', () => {
    const n = new Numbering();
    expect(n.numberOf('PERSON_NAME', 'Demetriades')).toBe(1);
    expect(n.numberOf('PERSON_NAME', 'Mr A. Demetriades')).toBe(1);
    expect(n.numberOf('PERSON_NAME', 'Andreas Demetriades')).toBe(1);
    expect(n.numberOf('PERSON_NAME', 'Maria Demetriades')).toBe(2); // "A." and "Andreas" are not Maria
  });

  it('remove deletes the value', () => {
    expect(createRedactor({ style: 'remove' }).redact('x a@example.com y').text).toBe('x  y');
  });

  it('mask keeps length and separators, and the last N when asked (at most half)', () => {
    const r = createRedactor({ style: 'mask' });
    expect(r.replacement('4012-8888-8888-1881', 'CREDIT_CARD')).toBe('****-****-****-****');
    const keep = createRedactor({ style: 'mask', maskKeepLast: 4 });
    expect(keep.replacement('4012-8888-8888-1881', 'CREDIT_CARD')).toBe('****-****-****-1881');
    expect(keep.replacement('12345', 'ZIP_CODE')).toBe('***45');
    expect(keep.replacement('+1 415-555-0132', 'PHONE_NUMBER')).toBe('+* ***-***-0132');
    expect(keep.replacement('078-05-1120', 'NATIONAL_ID')).toBe('***-**-1120');
    expect(() => createRedactor({ style: 'mask', maskChar: 'x' })).toThrow('--mask-char must be a single character');
  });

  // Expected value computed independently: printf "EMAIL_ADDRESS\0a@example.com" | openssl dgst -sha256 -hmac k1
  it('hash is a keyed HMAC, stable for a key, different across keys, and refuses to run without one', () => {
    const a = createRedactor({ style: 'hash', key: 'k1' });
    const b = createRedactor({ style: 'hash', key: 'k2' });
    expect(a.replacement('a@example.com', 'EMAIL_ADDRESS')).toBe('[EMAIL_ADDRESS:b4f0083b5bebb631]');
    expect(createRedactor({ style: 'hash', key: 'k1' }).replacement('a@example.com', 'EMAIL_ADDRESS')).toBe(
      '[EMAIL_ADDRESS:b4f0083b5bebb631]',
    );
    expect(b.replacement('a@example.com', 'EMAIL_ADDRESS')).not.toBe(a.replacement('a@example.com', 'EMAIL_ADDRESS'));
    expect(() => createRedactor({ style: 'hash' })).toThrow('--style hash needs a secret key');
  });
});

describe('fake', () => {
  it('fakes a name word by word, so a surname alone gets the full name\'s fake surname', () => {
    const k = ctx('test-key');
    const full = fake.replace('Mrs Ayşe Kaya', 'PERSON_NAME', k);
    const [title, given, surname] = full.split(' ');
    expect(title).toBe('Mrs');
    expect(given).toMatch(/^\p{Lu}\p{Ll}+/u);
    expect(fake.replace('Kaya', 'PERSON_NAME', k)).toBe(surname);
    expect(fake.replace('Ms Kaya', 'PERSON_NAME', k)).toBe(`Ms ${surname}`);
    expect(fake.replace('A. Kaya', 'PERSON_NAME', k)).toMatch(new RegExp(`^\\p{Lu}\\. ${surname}$`, 'u'));
    expect(fake.replace('Mrs Ayşe Kaya', 'PERSON_NAME', ctx('other-key'))).not.toBe(full);
    expect(full).not.toContain('Kaya');
  });

  const k = ctx('test-key');

  it('is deterministic for a key and differs for another key', () => {
    const a = fake.replace('jane.doe@corp.com', 'EMAIL_ADDRESS', k);
    expect(fake.replace('jane.doe@corp.com', 'EMAIL_ADDRESS', ctx('test-key'))).toBe(a);
    expect(fake.replace('jane.doe@corp.com', 'EMAIL_ADDRESS', ctx('other'))).not.toBe(a);
    expect(a).toMatch(/^[a-z]+\.[a-z]+\d{1,2}@example\.(com|org|net)$/);
  });

  it('makes cards that pass Luhn with the same grouping and first digit', () => {
    for (const card of ['4012 8888 8888 1881', '5555-5555-5555-4444', '378282246310005']) {
      const f = fake.replace(card, 'CREDIT_CARD', k);
      expect(f.replace(/\d/g, '0')).toBe(card.replace(/\d/g, '0'));
      expect(f[0]).toBe(card[0]);
      expect(luhn(f.replace(/\D/g, ''))).toBe(true);
      expect(f).not.toBe(card);
    }
  });

  it('makes IBANs that pass mod-97 with the same country, length and spacing', () => {
    for (const iban of ['GB82 WEST 1234 5698 7654 32', 'DE89370400440532013000']) {
      const f = fake.replace(iban, 'IBAN', k);
      const compact = f.replace(/\s/g, '');
      expect(f.replace(/\S/g, 'x')).toBe(iban.replace(/\S/g, 'x'));
      expect(compact.slice(0, 2)).toBe(iban.slice(0, 2));
      expect(mod97(compact.slice(4) + compact.slice(0, 4))).toBe(1);
    }
  });

  it('keeps date formats and produces real dates', () => {
    expect(fake.replace('2024-03-05', 'DATE', k)).toMatch(/^(19[5-9]\d|200\d)-(0[1-9]|1[0-2])-(0[1-9]|1\d|2[0-8])$/);
    expect(fake.replace('31 May 1991', 'DATE', k)).toMatch(/^([1-9]|1\d|2[0-8]) [A-Z][a-z]+ (19[5-9]\d|200\d)$/);
    expect(fake.replace('May 31st, 1991', 'DATE', k)).toMatch(/^[A-Z][a-z]+ ([1-9]|1\d|2[0-8])(st|nd|rd|th), \d{4}$/);
  });

  it('gives NANP phone numbers from the 555-01XX fiction range, keeping the leading +', () => {
    const f = createRedactor({ style: 'fake', key: 'x' }).replacement('+1 (415) 555-2671', 'PHONE_NUMBER');
    expect(f).toMatch(/^\+1 \(\d{3}\) 555-01\d{2}$/);
  });

  it('keeps a vendor prefix on secrets and the shape of the rest', () => {
    const f = fake.replace('ghp_abcDEF0123456789abcDEF0123456789abcd', 'API_KEY', k);
    expect(f.startsWith('ghp_')).toBe(true);
    expect(f).toHaveLength(40);
  });
});

describe('phone numbers keep their leading +', () => {
  it('with mask and fake, through the redactor', () => {
    const text = 'call +1 415-555-0132 or +44 20 7946 0958';
    const mask = createRedactor({ style: 'mask', maskKeepLast: 4 }).redact(text).text;
    expect(mask).toBe('call +* ***-***-0132 or +** ** **** 0958');
    const faked = createRedactor({ style: 'fake', key: 'k' }).redact(text).text;
    expect(faked).toMatch(/^call \+1 \d{3}-555-01\d\d or \+44 \d\d \d{4} \d{4}$/);
  });
});

describe('neutralizeFormula', () => {
  it('strips leading formula characters (OWASP CSV injection)', () => {
    expect(neutralizeFormula('=cmd')).toBe('cmd');
    expect(neutralizeFormula('+cmd|\' /C calc\'!A0')).toBe("cmd|' /C calc'!A0");
    expect(neutralizeFormula('+1 (555) 0132')).toBe('+1 (555) 0132'); // a phone number's plus, kept
    expect(neutralizeFormula('+1 555=2')).toBe('1 555=2');
    expect(neutralizeFormula('-@\tx')).toBe('x');
    expect(neutralizeFormula('[EMAIL_ADDRESS]')).toBe('[EMAIL_ADDRESS]');
  });
});
