import { describe, expect, it } from 'vitest';
import { withNamesBeside } from '../../../src/detectors/names/names-beside.js';

/** The spans after widening one found name, given as its text's first occurrence. */
function widened(text: string, found: string): string[] {
  const start = text.indexOf(found);
  return withNamesBeside(text, [{ start, end: start + found.length, score: 0.8 }]).map((c) => text.slice(c.start, c.end));
}

describe('withNamesBeside', () => {
  it('takes the surnames in capitals before a comma at a line start', () => {
    expect(widened('Nom, prénoms        Né le\nDUPONTEL, Anne Marie        01/02/1980', 'Anne Marie')).toEqual(['DUPONTEL, Anne Marie']);
    expect(widened('EL FASSI, Karim    02/03/2001', 'Karim')).toEqual(['EL FASSI, Karim']);
  });

  it('takes a given name after a surname in capitals, before a comma', () => {
    expect(widened('doamna POPESCUL Ioana-Maria, domiciliată', 'POPESCUL')).toEqual(['POPESCUL Ioana-Maria']);
  });

  it('takes one word before a name on an address block line, or inside the same quotes', () => {
    expect(widened('Herr\nUrs Bernasconi-Tobler\nSeeweg 7\n', 'Bernasconi-Tobler')).toEqual(['Urs Bernasconi-Tobler']);
    expect(widened("ADMINS = [('Gareth Fennimore', 'x@example.com')]", 'Fennimore')).toEqual(['Gareth Fennimore']);
  });

  it('leaves a greeting, a column heading and a word in prose', () => {
    expect(widened('Dear Bernasconi\n\nThank you for your letter of 3 May.', 'Bernasconi')).toEqual(['Bernasconi']);
    expect(widened('Rubrique          Base        Montant\n', 'Montant')).toEqual(['Montant']);
    expect(widened('Yesterday Bernasconi called.', 'Bernasconi')).toEqual(['Bernasconi']);
  });
});
