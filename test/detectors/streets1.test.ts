import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

// What the CLI prints with default options (`anonymize text`). Invented sentences; the streets are
// common street names of no one's address.
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('a street named by an ordinal, without a house number (names-streets.ts)', () => {
  it('takes an ordinal before a full or an abbreviated street type, with its direction', () => {
    expect(redact('send it to the CVS on 5th Ave?')).toBe('send it to the [ORGANIZATION] on [ADDRESS]?');
    expect(redact('I live on 42nd Street now.')).toBe('I live on [ADDRESS] now.');
    expect(redact('the deli on W 72nd St')).toBe('the deli on [ADDRESS]');
    expect(redact('the shop on East 9th Street closed')).toBe('the shop on [ADDRESS] closed');
  });

  it('leaves an ordinal before no street type, and a wrong ordinal', () => {
    expect(redact('she is in 5th grade now')).toBe('she is in 5th grade now');
    expect(redact('for the 42nd time, no')).toBe('for the 42nd time, no');
    expect(redact('the 11st Street is no ordinal')).toBe('the 11st Street is no ordinal');
  });

  it('keeps the sentence its full stop, and "Ave" after an ordinal no given name', () => {
    expect(redact('We met at the corner of Main St and 2nd Ave.')).toBe('We met at the corner of [ADDRESS] and [ADDRESS].');
    expect(redact('We parked on 5th Ave. Then we left.')).toBe('We parked on [ADDRESS]. Then we left.');
  });

  it('leaves "St" and "Dr" after an ordinal where a capitalized word follows (a saint, a doctor)', () => {
    expect(redact('We met at 3rd St and walked.')).toBe('We met at [ADDRESS] and walked.');
    expect(redact('the 2nd St. Patrick’s Day parade')).toBe('the 2nd St. Patrick’s Day parade');
  });
});

describe('a named street with an abbreviated type, without a house number (names-streets.ts)', () => {
  it('takes it after a preposition of place', () => {
    expect(redact('the store on Rainbow Blvd.')).toBe('the store on [ADDRESS].');
    expect(redact('I live on Elm St, near the park.')).toBe('I live on [ADDRESS], near the park.');
    expect(redact('turn off Harbor Pkwy at the light')).toBe('turn off [ADDRESS] at the light');
  });

  it('takes it without a preposition only where it opens the sentence before a verb (leaks32)', () => {
    expect(redact('Main St is closed today.')).toBe('[ADDRESS] is closed today.');
    expect(redact('The Dr is in today.')).toBe('The Dr is in today.');
    expect(redact('I said Main St is closed today.')).toBe('I said Main St is closed today.');
  });

  it('leaves "St" as Saint, "Dr" as Doctor and "Ave" before a name', () => {
    expect(redact('I flew to St. Louis today.')).toBe('I flew to St. Louis today.');
    expect(redact('We went to St Mary’s for the fair.')).toBe('We went to St Mary’s for the fair.');
    expect(redact('I live on Elm St. Anna lives on Oak St.')).toBe('I live on Elm St. Anna lives on [ADDRESS].');
    expect(redact('I saw Dr Smith on Oak Ln today.')).toBe('I saw [PERSON_NAME] on [ADDRESS] today.');
    expect(redact('The Dr said no.')).toBe('The Dr said no.');
  });

  it('takes "Ave." before a capital as a sentence\'s end, "Ave" before a name as no street', () => {
    expect(redact('a flat on Park Ave. Then we left.')).toBe('a flat on [ADDRESS]. Then we left.');
    expect(redact('she sang Schubert’s Ave Maria on Sunday')).not.toContain('[ADDRESS]');
  });
});
