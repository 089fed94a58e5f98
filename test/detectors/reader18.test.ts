import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * The values the eighteenth independent reader left standing (docs/reader.md, "The eighteenth
 * reading"), fixed after it: each case with the default options and the exact redacted text,
 * beside a near miss that must stay. Each case failed before its fix.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('national ids of the reading (national-ids/world-eighteenth.ts)', () => {
  it("takes Andorra's NRT after its name, in python-stdnum's structure (ad/nrt)", () => {
    expect(redact('passaport andorrà núm. 04182736 i NRT F-418273-K, en qualitat\n')).toContain('i NRT [VAT_NUMBER], en qualitat\n');
    expect(redact('Avalista: Sr. Marc, NRT F-327418-B.\n')).toContain('NRT [VAT_NUMBER].\n');
    // An F above 699999, a first letter no holder has, no name: they stay.
    expect(redact('NRT F-718273-K\n')).toBe('NRT F-718273-K\n');
    expect(redact('NRT I 706193 G\n')).toBe('NRT I 706193 G\n');
    expect(redact('Peça F-418273-K en estoc\n')).toBe('Peça F-418273-K en estoc\n');
  });

  it("takes Mauritania's NNI after its French or Arabic name (mr/nni)", () => {
    expect(redact('NNI / الرقم الوطني للتعريف : 4418273650\n')).toBe('NNI / الرقم الوطني للتعريف : [NATIONAL_ID]\n');
    expect(redact('NNI du garant : 1927364018\n')).toBe('NNI du garant : [NATIONAL_ID]\n');
    expect(redact('Réf. dossier 4418273650\n')).toBe('Réf. dossier 4418273650\n');
  });

  it("takes Jordan's national number after الرقم الوطني (jo/national-number)", () => {
    expect(redact('الرقم الوطني: 9851027364\n')).toBe('الرقم الوطني: [NATIONAL_ID]\n');
    expect(redact('رقم الدعوى: 9851027364\n')).toBe('رقم الدعوى: 9851027364\n');
  });

  it("takes Somalia's NIN in groups of four after its name (so/nin)", () => {
    expect(redact('Lambarka Aqoonsiga Qaranka (NIN): 8827 4106 5193\n')).toContain('(NIN): [NATIONAL_ID]\n');
    expect(redact('Tixraac: 8827 4106 5193\n')).toBe('Tixraac: 8827 4106 5193\n');
  });
});

describe('phones with the country code in brackets (phone.ts)', () => {
  it('takes (+238) and (+229) numbers whole, brackets included', () => {
    expect(redact('Telefone: (+238) 991 82 73 / 262 41 85\n')).toBe('Telefone: [PHONE_NUMBER] / [PHONE_NUMBER]\n');
    expect(redact('Tél. : (+229) 01 97 41 82 73\n')).toBe('Tél. : [PHONE_NUMBER]\n');
    expect(redact('call (+44) 20 7946 0958 today\n')).toBe('call [PHONE_NUMBER] today\n');
  });

  it('leaves a bracketed code before too few digits or a year', () => {
    expect(redact('see (+1) 2024 report\n')).toBe('see (+1) 2024 report\n');
    expect(redact('score (+238) 12 pts\n')).toBe('score (+238) 12 pts\n');
  });
});

describe('user ids and acronyms of the reading', () => {
  it('takes Auth0 user ids whole, plain and URL-encoded (username-platform-ids.ts)', () => {
    expect(redact('"user_id": "auth0|64f1c2a98e3b7d0012ab4c91",\n')).toBe('"user_id": "[USERNAME]",\n');
    expect(redact('"path": "/api/v2/users/auth0%7C64f1c2a98e3b7d0012ab4c91",\n')).toBe('"path": "/api/v2/users/[USERNAME]",\n');
    expect(redact('"user_id": "google-oauth2|108274193650218273645",\n')).toBe('"user_id": "[USERNAME]",\n');
    // A connection's name after the provider is no user.
    expect(redact('"connection": "auth0|Username-Password-Authentication"\n')).toBe('"connection": "auth0|Username-Password-Authentication"\n');
  });

  it('leaves TLS and the NRT, NNI and NIN words, which name no body (names-cues.ts)', () => {
    expect(redact('imap-login: Login: method=PLAIN, TLS, mpid=28811\n')).toBe('imap-login: Login: method=PLAIN, TLS, mpid=28811\n');
    expect(redact('NNI du garant : 1927364018\n')).toBe('NNI du garant : [NATIONAL_ID]\n');
  });
});
