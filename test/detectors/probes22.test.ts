import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine/analyze.js';
import { redacted } from '../helpers/findings.js';

/** The dates found, as their text. */
function dates(text: string): string[] {
  return analyze(text, {}, '')
    .filter((f) => f.entity === 'DATE')
    .map((f) => text.slice(f.start, f.end));
}

describe("probes22: dates of birth in other languages' words", () => {
  it('finds a day, a month and a year as some forty languages write them (CLDR month names)', () => {
    expect(dates('născut la 14 martie 1987 în Cluj')).toEqual(['14 martie 1987']);
    expect(dates('doğum tarihi: 14 Mart 1987')).toEqual(['14 Mart 1987']);
    expect(dates('narozen 14. března 1987 v Brně')).toEqual(['14. března 1987']);
    expect(dates('syntynyt 14. maaliskuuta 1987')).toEqual(['14. maaliskuuta 1987']);
    expect(dates('rođen 14. ožujka 1987.')).toEqual(['14. ožujka 1987']);
    expect(dates('sündinud 14. märtsil 1987')).toEqual(['14. märtsil 1987']);
    expect(dates('γεννήθηκε στις 14 Μαρτίου 1987')).toEqual(['14 Μαρτίου 1987']);
    expect(dates('родился 14 марта 1987 года')).toEqual(['14 марта 1987']);
    expect(dates('народився 14 березня 1987 року')).toEqual(['14 березня 1987']);
    expect(dates('nascido em 14 de março de 1987')).toEqual(['14 de março de 1987']);
    expect(dates('nascut el 14 de març del 1987')).toEqual(['14 de març del 1987']);
    expect(dates("nascut el 14 d'abril de 1987")).toEqual(["14 d'abril de 1987"]);
    expect(dates('am 14. April 1987 in Bonn')).toEqual(['14. April 1987']);
  });

  it('finds the year-first dates of Hungarian, Lithuanian and Latvian', () => {
    expect(dates('született 1987. március 14-én')).toEqual(['1987. március 14']);
    expect(dates('gimęs 1987 m. kovo 14 d.')).toEqual(['1987 m. kovo 14']);
    expect(dates('dzimis 1987. gada 14. martā')).toEqual(['1987. gada 14. martā']);
    // No 30 February; the year alone is still a year.
    expect(dates('született 1987. február 30-án')).toEqual([]);
  });

  it('finds a day and a month without a year; a count of things is no date', () => {
    expect(redacted('le 14 avril à 10h30')).toBe('le [DATE] à 10h30');
    expect(redacted('el 14 de abril a las 10')).toBe('el [DATE] a las 10');
    expect(redacted('am 14. April um 10 Uhr')).toBe('am [DATE] um 10 Uhr');
    expect(redacted('il 14 aprile alle 10')).toBe('il [DATE] alle 10');
    expect(redacted('op 14 maart om 10 uur')).toBe('op [DATE] om 10 uur');
    expect(redacted('den 14 mars kl. 10')).toBe('den [DATE] kl. 10');
    // A name English shares, in lower case, needs a year ("march" is a verb; "item 24. november").
    expect(dates('op 14 april om 10 uur')).toEqual([]);
    expect(dates('le 3 mars')).toEqual(['3 mars']);
    expect(dates('I have 3 mail messages')).toEqual([]);
    expect(dates('we sold 12 apples')).toEqual([]);
    expect(dates('le 31 avril')).toEqual([]); // no 31 April
    // A word that is no month does not hide the date after it.
    expect(dates('Module1\nRecorded 2026-01-05 by')).toEqual(['2026-01-05']);
    expect(dates('Chapter 3 Results 2019-04-02')).toEqual(['2019-04-02']);
    expect(dates('the 3 Mars missions')).toEqual([]); // capitalised "Mars" is a month in French only beside a year
  });
});

describe("probes22: a card's security code after its name", () => {
  it('removes the code as card data; a number without the word stays', () => {
    expect(redacted('Card ending 4242, exp 09/27, CVV 381. Thanks')).toBe('Card ending 4242, exp [DATE], CVV [CREDIT_CARD]. Thanks');
    expect(redacted('CVC2: 904')).toBe('CVC2: [CREDIT_CARD]');
    expect(redacted('el código de seguridad es 118')).toBe('el código de seguridad es [CREDIT_CARD]');
    expect(redacted('room 381, floor 4')).toBe('room 381, floor 4');
    expect(redacted('CVV 38125 units')).toBe('CVV 38125 units');
  });
});

describe('probes22: Japanese, Korean and Chinese given names in Latin letters', () => {
  it('takes the whole name; the same surnames after a common word stay as they were', () => {
    expect(redacted('I met Takeshi Nakamura yesterday.')).toBe('I met [PERSON_NAME] yesterday.');
    expect(redacted('I met Yuki Tanabe yesterday.')).toBe('I met [PERSON_NAME] yesterday.');
    expect(redacted('I met Keiko Mori yesterday.')).toBe('I met [PERSON_NAME] yesterday.');
    expect(redacted('I met Ji-woo Park yesterday.')).toBe('I met [PERSON_NAME] yesterday.');
    expect(redacted('I met Hye-jin Lee yesterday.')).toBe('I met [PERSON_NAME] yesterday.');
    expect(redacted('I met Xiuying Chen yesterday.')).toBe('I met [PERSON_NAME] yesterday.');
    expect(redacted('Thanks, Haruka')).toBe('Thanks, [PERSON_NAME]');
    expect(redacted('I met the team yesterday.')).toBe('I met the team yesterday.');
  });
});
