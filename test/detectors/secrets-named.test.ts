import { describe, expect, it } from 'vitest';
import { GITLEAKS_RULES } from '../../src/detectors/secrets/catalog.js';
import { GITLEAKS_NAMED_KEYWORDS } from '../../src/detectors/secrets/gitleaks/keywords.js';
import { compileNamed, findNamedSecrets, keywordPlaces, namedKeywords } from '../../src/detectors/secrets/named.js';
import { findSecretPhrases } from '../../src/detectors/secrets/phrase.js';
import { analyze } from '../../src/engine/analyze.js';

// Fictitious values in the shapes of gitleaks' rules (asana-client-secret: 32 letters and
// digits; sumologic-access-id: "su" + 12; telegram-bot-api-token).
const ASANA = '7fq2m9xkw0pl3zr8dn5vt1hc6ya4bj0e';
const SET = compileNamed(GITLEAKS_RULES());
const named = (text: string) => findNamedSecrets(text, SET, keywordPlaces(text, SET), 0.9, 0.96).map((c) => text.slice(c.start, c.end));
const apiKeys = (text: string) => analyze(text).filter((f) => f.entity === 'API_KEY').map((f) => text.slice(f.start, f.end));

describe('named vendor secrets', () => {
  it('the keywords the detector starts with (gitleaks/keywords.ts) are those of the rules, in their order', () => {
    expect(GITLEAKS_NAMED_KEYWORDS).toEqual(namedKeywords(GITLEAKS_RULES()));
    expect(compileNamed(GITLEAKS_RULES, GITLEAKS_NAMED_KEYWORDS).keywords).toEqual(SET.keywords);
  });

  it.each([
    [`ASANA_ACCESS_TOKEN=${ASANA}`],
    [`asanaToken := "${ASANA}"`],
    [`<asanaToken>\n    ${ASANA}\n</asanaToken>`],
    [`asana auth login --token ${ASANA} --quiet`],
    [`the asana api key is: ${ASANA}.`],
    [`asana api token=${ASANA}`],
    [`{"config.ini": "ASANA_TOKEN=${ASANA}\\nBACKUP_ENABLED=true"}`],
  ])('finds the value in %j', (text) => {
    expect(named(text)).toEqual([ASANA]);
  });

  it.each([
    [`asana:\n\n  token: ${ASANA}`], // two line breaks
    [`asana project 1234 owner ${ASANA}`], // a number before the value
    ['asana_token = "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"'], // a mask
    ['the asana configurations page'], // a word of the value's length
  ])('finds nothing in %j', (text) => {
    expect(named(text)).toEqual([]);
  });

  it('reads names as gitleaks writes them: "[Ss]umo" is no "sumOf"', () => {
    expect(named('sumo_access_id = suGyI5imvADdvU')).toEqual(['suGyI5imvADdvU']);
    expect(named('sumObj = suGyI5imvADdvU')).toEqual([]);
  });

  it('finds a window rule around its keyword: a Sidekiq URL in a sentence', () => {
    const text = 'Pull from https://c0ffee12:b4dc0de9@gems.contribsys.com today.';
    expect(apiKeys(text)).toEqual(['c0ffee12:b4dc0de9']);
  });
});

describe('credentials in sentences', () => {
  const phrases = (text: string) => {
    const hits = [...text.matchAll(/credential|token|secret|api key|password|passphrase/gi)].map((m) => m.index);
    return findSecretPhrases(text, hits, 0.8).map((c) => text.slice(c.start, c.end));
  };

  it.each([
    ['The password is Tr0ub4dor&3x.', 'Tr0ub4dor&3x'],
    ['the secret for the staging db was "q8Zt2LmV9xPw4RkN7c"', 'q8Zt2LmV9xPw4RkN7c'],
    ['Password changed to Vb7!qR2zKp9 yesterday', 'Vb7!qR2zKp9'],
    ['api key => 8f4b2c9e1d7a3f6b5c0e9d8a7b6c5d4e', '8f4b2c9e1d7a3f6b5c0e9d8a7b6c5d4e'],
  ])('finds the value in %j', (text, value) => {
    expect(phrases(text)).toEqual([value]);
  });

  it.each([['The token is valid for 24 hours.'], ['the secret is ${SECRET_KEY}'], ['the token is ops_eyJzaWduSW5B... (cut)'], ['Your password is stored hashed.']])(
    'finds nothing in %j',
    (text) => {
      expect(phrases(text)).toEqual([]);
    },
  );
});
