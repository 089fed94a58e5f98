import { describe, expect, it } from 'vitest';
import { DigitLedMatches, digitLedSource } from '../../src/detectors/date.js';
import { matchedMonth, MONTH_NAME } from '../../src/detectors/lib/date-parts.js';
import { DETECTORS } from '../../src/detectors/index.js';
import { analyze } from '../../src/engine/analyze.js';
import { cueOwner, keywordPlan } from '../../src/engine/keywords.js';
import { TextScan } from '../../src/engine/scan/index.js';
import { randomTexts } from '../helpers/random-text.js';

// scripts/long-equivalence.sh runs the random comparisons 25 times larger.
const TEXTS = process.env.ANONYMIZE_LONG_TESTS ? 500000 : 20000;
const MONTH_TEXTS = process.env.ANONYMIZE_LONG_TESTS ? 300000 : 12000;

const spans = (text: string) => analyze(text).map((f) => [f.entity, text.slice(f.start, f.end)]);

describe('DATE scores', () => {
  const score = (text: string) => analyze(text, { entities: ['DATE'] }).map((f) => f.score);

  it('ranks calendar-validated shapes above years known only from the words before them', () => {
    expect(score('2024-03-05')).toEqual([0.9]); // ISO 8601, hyphens
    expect(score('31/05/1991')).toEqual([0.85]);
    expect(score('31 May 1991')).toEqual([0.85]);
    expect(score('31 May')).toEqual([0.7]);
    expect(score('March 2020')).toEqual([0.8]);
    expect(score('born in 1925')).toEqual([0.85]);
    expect(score('in 1991')).toEqual([0.6]);
    expect(score('the 1974 election')).toEqual([0.55]);
  });
});

describe('DATE inside runs of digits', () => {
  it('takes no date from inside a longer number, and lets the next one count', () => {
    // "1944 until 1990" inside "11944 until 1990" is no year range; the year after "until" is.
    expect(spans('case no. 11944 until 1990')).toEqual([['DATE', '1990']]);
    expect(spans('ref 12024-03-05 and 123/05/1991')).toEqual([]);
  });
});

describe('DATE against the other detectors', () => {
  it('keeps an ISO timestamp whole and not a phone number', () => {
    expect(spans('at 2024-03-05T14:30:00Z the job ran')).toEqual([['DATE', '2024-03-05T14:30:00Z']]);
  });

  it('keeps a date with its time as one finding', () => {
    expect(spans('DOB: 04/07/1985 14:30')).toEqual([['DATE', '04/07/1985 14:30']]);
  });

  it('reads both day-month and month-day orders', () => {
    expect(spans('05/31/1991 and 31/05/1991')).toEqual([
      ['DATE', '05/31/1991'],
      ['DATE', '31/05/1991'],
    ]);
  });

  it('leaves versions, addresses, decimals, times and ranges alone', () => {
    expect(spans('v1.2.3 on 10.0.0.1: 3.14 at 14:30, pp. 12-15, won 3-1')).toEqual([]);
  });
});

describe('matchedMonth', () => {
  it('reads every spelling MONTH_NAME matches by its first three letters', () => {
    const names = ['January Jan', 'February Feb', 'March Mar', 'April Apr', 'May', 'June Jun', 'July Jul', 'August Aug', 'September Sept Sep', 'October Oct', 'November Nov', 'December Dec'];
    const re = new RegExp(`^${MONTH_NAME()}$`, 'u');
    let read = 0;
    names.forEach((spellings, i) => {
      for (const name of spellings.split(' ')) {
        for (const written of [name, name.toUpperCase()]) {
          expect(re.test(written)).toBe(true);
          expect({ written, month: matchedMonth(`on ${written}`, 3) }).toEqual({ written, month: i + 1 });
          read++;
        }
      }
    });
    expect(read).toBe(48);
  });
});

describe('month-led dates from the keyword pass', () => {
  it('finds what a scan of the whole text finds, on 12,000 random texts', () => {
    const date = DETECTORS.find((d) => d.id === 'date')!;
    const detectors = [date];
    const plan = keywordPlan(detectors);
    // Month names in every case, days, years, the words and signs around dates, and what may
    // stand before a month name: a letter, a digit, "_", a non-ASCII letter.
    const pieces = ['May ', 'MAY ', 'may ', 'March ', 'Mar. ', 'Sept', 'December ', 'Decision ', ' ', ', ', '.', '5 ', '31', '1991', '2020 ', 'st ', 'of ', 'at 9.30 am ', '10:30 ', 'x', '_', 'é', '-', 'and ', '3', 'Jane ', 'Jan\u00a0', 'Marco ', '\n', ',', '\u2003', '+1 ', 'Mayé'];
    let found = 0;
    for (const text of randomTexts(pieces, MONTH_TEXTS, 12, 2024)) {
      const ctx = { region: 'US', hint: '', prior: [] };
      const cueHits = plan.occurrences(text).get(cueOwner(detectors, 0)) ?? [];
      const scanned = [...date.find!(text, ctx)];
      found += scanned.length;
      expect({ text, dates: [...date.find!(text, { ...ctx, cueHits })] }).toEqual({ text, dates: scanned });
    }
    expect(found).toBeGreaterThan(1500);
  });
});

// Texts written by an independent reader (fictitious people).
describe('DATE with a lower-case month or a hyphenated abbreviation', () => {
  const found = (text: string) => analyze(text, { entities: ['DATE'] }).map((f) => `${text.slice(f.start, f.end)}@${f.start}`);

  it('takes a lower-case month between a day and a year', () => {
    expect(found('hi, liam here. my date of birth is 2 april 1985.')).toEqual(['2 april 1985@35']);
    expect(found('born 14th of march, 1987 in Lagos')).toEqual(['14th of march, 1987@5']);
  });

  it('takes day-MON-year as databases and records print it', () => {
    expect(found('Pt NGUYEN, DOB: 02-APR-1985, admitted 14-Mar-87')).toEqual(['02-APR-1985@16', '14-Mar-87@38']);
    expect(found('log rotated on 3/Jan/2024')).toEqual(['3/Jan/2024@15']);
  });

  it('takes no lower-case "may", no month without a year and no impossible day', () => {
    expect(found('in 3 may 2000 cases')).toEqual([]);
    expect(found('we walked 3 march routes')).toEqual([]);
    expect(found('on 31 february 1999')).toEqual([]);
    expect(found('item 12-Dec-X')).toEqual([]);
  });
});

describe('DATE with a month named in another language', () => {
  const found = (text: string) => analyze(text, { entities: ['DATE'] }).map((f) => `${text.slice(f.start, f.end)}@${f.start}`);

  it('takes German, French, Spanish, Dutch and Polish dates of birth', () => {
    expect(found('Frau Großmann ist am 14. März 1987 geboren.')).toEqual(['14. März 1987@21']);
    expect(found('Élodie Marchand, née le 14 mars 1987 à Lyon')).toEqual(['14 mars 1987@24']);
    expect(found('nacida el 14 de marzo de 1987')).toEqual(['14 de marzo de 1987@10']);
    expect(found('geboren op 3 augustus 1990')).toEqual(['3 augustus 1990@11']);
    expect(found('ur. 14 września 1987 w Krakowie')).toEqual(['14 września 1987@4']);
  });

  it('takes no impossible day', () => {
    expect(found('le 31 février 1999')).toEqual([]);
  });
});

describe('digit-led dates from the digit runs', () => {
  it('finds what a scan of the whole text finds, on 20,000 random texts', () => {
    const whole = new RegExp(digitLedSource(), 'gu');
    // Days, months, years and runs of other lengths, the separators of dates, times and
    // versions, ordinals, month names, and what may stand before a run.
    const pieces = ['5', '31', '05', '1991', '2024', '1899', '3000', '123', '12345', '-', '/', '.', '. ', ' ', '\t', '\u00a0', ', ', ':', 'T', 'st ', 'nd', 'th', 'rd ', 'of ', 'May ', 'mars ', 'APR', 'SEP', 'Jan', 's', 'a', 'x', 'at 9.30 am', '%', '+', '\n', '\u2003', 'de ', "d'", 'März ', '\u0301', '(', 'ab'];
    let found = 0;
    for (const text of randomTexts(pieces, TEXTS, 10, 2026)) {
      const scanned: [number, string][] = [];
      whole.lastIndex = 0;
      for (let m = whole.exec(text); m !== null; m = whole.exec(text)) scanned.push([m.index, m[0]]);
      found += scanned.length;
      const fromRuns: [number, string][] = [];
      const matches = new DigitLedMatches(text, new TextScan(text));
      for (let m = matches.next(); m !== null; m = matches.next()) fromRuns.push([m.index, m[0]]);
      expect({ text, fromRuns }).toEqual({ text, fromRuns: scanned });
    }
    expect(found).toBeGreaterThan(3000);
  });
});
