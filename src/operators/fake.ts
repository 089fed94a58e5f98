import { createHmac } from 'node:crypto';
import type { EntityName } from '../entities.js';
import { UsageError } from '../errors.js';
import { foldKey } from '../lexicon/fold.js';
import * as data from './fake-data.js';
import { defineOperator } from './types.js';

/**
 * Deterministic pseudo-random source: HMAC-SHA256(key, entity NUL value NUL counter). The same
 * key and value always give the same surrogate, and without the key the surrogate says nothing
 * about the original.
 */
class Draw {
  private pool: Buffer = Buffer.alloc(0);
  private pos = 0;
  private counter = 0;

  constructor(
    private readonly key: string,
    private readonly seed: string,
  ) {}

  private byte(): number {
    if (this.pos >= this.pool.length) {
      this.pool = createHmac('sha256', this.key).update(`${this.seed}\u0000${this.counter++}`).digest();
      this.pos = 0;
    }
    return this.pool[this.pos++]!;
  }

  /** Uniform integer in [0, n), n <= 65536 (rejection sampling: no modulo bias). */
  int(n: number): number {
    const limit = 65536 - (65536 % n);
    for (;;) {
      const v = (this.byte() << 8) | this.byte();
      if (v < limit) return v % n;
    }
  }

  pick<T>(list: readonly T[]): T {
    return list[this.int(list.length)]!;
  }

  digit(): string {
    return String(this.int(10));
  }
}

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';

/** Same shape: each digit, upper- and lower-case letter replaced by one of its class; the rest kept. */
function sameShape(value: string, d: Draw, keepPrefix = 0): string {
  let out = value.slice(0, keepPrefix);
  for (const ch of value.slice(keepPrefix)) {
    if (ch >= '0' && ch <= '9') out += d.digit();
    else if (ch >= 'A' && ch <= 'Z') out += UPPER[d.int(26)];
    else if (ch >= 'a' && ch <= 'z') out += LOWER[d.int(26)];
    else if (/\p{Lu}/u.test(ch)) out += UPPER[d.int(26)];
    else if (/\p{L}/u.test(ch)) out += LOWER[d.int(26)];
    else out += ch;
  }
  return out;
}

/** Replaces the digits of `shape` in order with `digits`. */
function fillDigits(shape: string, digits: string): string {
  let i = 0;
  return shape.replace(/\d/g, () => digits[i++] ?? '0');
}

function luhnCheckDigit(payload: string): string {
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    let v = payload.charCodeAt(payload.length - 1 - i) - 48;
    if (i % 2 === 0) {
      v *= 2;
      if (v > 9) v -= 9;
    }
    sum += v;
  }
  return String((10 - (sum % 10)) % 10);
}

/** Card: same length, grouping and first digit (issuer family), valid Luhn. */
function fakeCard(value: string, d: Draw): string {
  const digits = value.replace(/\D/g, '');
  let payload = digits[0] ?? '4';
  while (payload.length < digits.length - 1) payload += d.digit();
  return fillDigits(value, payload + luhnCheckDigit(payload));
}

/** IBAN: same country, length and spacing; letters stay letters; check digits recomputed (ISO 13616 mod 97). */
function fakeIban(value: string, d: Draw): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  const country = compact.slice(0, 2);
  const bban = sameShape(compact.slice(4), d).toUpperCase();
  const numeric = `${bban}${country}00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rem = 0;
  for (const ch of numeric) rem = (rem * 10 + (ch.charCodeAt(0) - 48)) % 97;
  const check = String(98 - rem).padStart(2, '0');
  const fresh = `${country}${check}${bban}`;
  let i = 0;
  return value.replace(/\S/g, () => fresh[i++] ?? '');
}

/**
 * A fake name made word by word, each word drawn from the key and that word alone: the surname
 * of "Mrs Ayşe Kaya" and "Kaya" alone become the same fake surname, as a reader of the output
 * needs. The last word is the surname (a word alone too: later mentions are surnames), the
 * others given names; an initial stays an initial; a title stays as written.
 */
function fakePerson(value: string, key: string): string {
  const words = value.trim().split(/\s+/);
  const title = /^(mr|mrs|ms|miss|mx|dr|prof|sir|dame)\.?$/i.test(words[0] ?? '') ? words.shift()! : undefined;
  const out = words.map((w, i) => {
    const d = new Draw(key, `PERSON_NAME\u0000word\u0000${foldKey(w.replace(/['’]s$/, ''))}`);
    if (/^\p{Lu}\.$/u.test(w)) return `${d.pick(data.GIVEN_NAMES)[0]}.`;
    const list = i === words.length - 1 ? data.SURNAMES : data.GIVEN_NAMES;
    // Never the real word back ("Kaya" may be in the list).
    let fakeWord = d.pick(list);
    while (foldKey(fakeWord) === foldKey(w)) fakeWord = d.pick(list);
    return fakeWord;
  });
  return [title, ...out].filter(Boolean).join(' ');
}

function fakeEmail(d: Draw): string {
  return `${d.pick(data.GIVEN_NAMES).toLowerCase()}.${d.pick(data.SURNAMES).toLowerCase()}${d.int(100)}@${d.pick(data.EMAIL_DOMAINS)}`;
}

/** NANP numbers become 555-01XX, the range reserved for fiction (ATIS/NANPA); others keep their shape. */
function fakePhone(value: string, d: Draw): string {
  const digits = value.replace(/\D/g, '');
  const nanp = digits.length === 10 || (digits.length === 11 && digits[0] === '1');
  if (!nanp) return sameShape(value, d, value.startsWith('+') ? 1 + Math.min(2, digits.length - 7) : 0);
  const lead = digits.length === 11 ? '1' : '';
  const area = `${2 + d.int(8)}${d.digit()}${d.digit()}`;
  return fillDigits(value, `${lead}${area}55501${d.digit()}${d.digit()}`);
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** Dates keep their format; the surrogate is a real calendar date. */
function fakeDate(value: string, d: Draw): string {
  const year = 1950 + d.int(60);
  const month = 1 + d.int(12);
  const day = 1 + d.int(28);
  const monthName = data.MONTHS[month - 1]!;
  let m: RegExpExecArray | null;
  if ((m = /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(.*)$/s.exec(value))) return `${year}${m[2]}${pad2(month)}${m[2]}${pad2(day)}${sameShape(m[5]!, d)}`;
  if ((m = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{2}|\d{4})$/.exec(value))) {
    const y = m[4]!.length === 2 ? pad2(year % 100) : String(year);
    return `${pad2(Number(m[1]) > 12 ? day : month)}${m[2]}${pad2(Number(m[1]) > 12 ? month : day)}${m[2]}${y}`;
  }
  let named = false;
  const out = value.replace(/\p{L}+\.?/gu, (w) => {
    const i = data.MONTHS.findIndex((mn) => mn.toLowerCase().startsWith(w.replace('.', '').toLowerCase()) && w.length >= 3);
    if (i < 0) return w;
    named = true;
    return w.length <= 4 ? `${monthName.slice(0, 3)}${w.endsWith('.') ? '.' : ''}` : monthName;
  });
  if (named) {
    return out
      .replace(/\b\d{4}\b/, String(year))
      .replace(/\b\d{1,2}(st|nd|rd|th)?\b/, (_x, suffix: string | undefined) => `${day}${suffix ? ordinal(day) : ''}`);
  }
  if (/^\d{4}$/.test(value)) return String(year);
  return sameShape(value, d);
}

function ordinal(n: number): string {
  if (n % 100 >= 11 && n % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
}

function fakeAddress(value: string, d: Draw): string {
  if (!/\d/.test(value)) return d.pick(data.CITIES);
  return `${1 + d.int(9899)} ${d.pick(data.STREET_NAMES)} ${d.pick(data.STREET_SUFFIXES)}`;
}

function fakeOrganization(value: string, d: Draw): string {
  const suffix = /\b(Inc\.?|LLC|Ltd\.?|GmbH|AG|S\.A\.|plc|B\.?V\.?|Corp\.?|Co\.)$/i.exec(value)?.[0] ?? d.pick(data.ORG_SUFFIXES);
  return `${d.pick(data.ORG_WORDS)} ${suffix}`;
}

function fakeUsername(value: string, d: Draw): string {
  const at = value.startsWith('@') ? '@' : '';
  return `${at}${d.pick(data.GIVEN_NAMES).toLowerCase()}${d.int(10000)}`;
}

/** Vendor prefixes (ghp_, sk-live-, AKIA…) are kept so the surrogate still looks like its kind. */
function fakeSecret(value: string, d: Draw): string {
  const prefix = /^(?:[A-Za-z]{2,8}[_-](?:[a-z]{2,8}[_-])?|AKIA|ASIA|AIza)/.exec(value)?.[0] ?? '';
  return sameShape(value, d, prefix.length);
}

// A faker gets the value's own draw; the key lets one draw per part where parts recur
// (the words of a name).
const FAKERS: Record<EntityName, (value: string, d: Draw, key: string) => string> = {
  CUSTOM_ENTITY: (v, d) => sameShape(v, d),
  PERSON_NAME: (v, _d, key) => fakePerson(v, key),
  NATIONAL_ID: (v, d) => sameShape(v, d),
  EMAIL_ADDRESS: (_v, d) => fakeEmail(d),
  PHONE_NUMBER: fakePhone,
  ADDRESS: fakeAddress,
  DATE: fakeDate,
  CREDIT_CARD: fakeCard,
  IBAN: fakeIban,
  VAT_NUMBER: (v, d) => sameShape(v, d, /^[A-Z]{2}/.test(v) ? 2 : 0),
  USERNAME: fakeUsername,
  ORGANIZATION: fakeOrganization,
  ZIP_CODE: (v, d) => sameShape(v, d),
  LICENSE_KEY: (v, d) => sameShape(v, d),
  API_KEY: fakeSecret,
};

/** Realistic, format-valid surrogates, deterministic for a key. */
export default defineOperator({
  style: 'fake',
  validate(ctx) {
    if (!ctx.key) throw new UsageError('--style fake needs a key (the CLI generates one per run when none is configured)');
  },
  replace(value, entity, ctx) {
    const draw = new Draw(ctx.key!, `${entity}\u0000${value}`);
    return FAKERS[entity](value, draw, ctx.key!);
  },
});
