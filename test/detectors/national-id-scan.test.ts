import { describe, expect, it } from 'vitest';
import { DETECTORS } from '../../src/detectors/index.js';
import { ID_END, ID_START } from '../../src/detectors/lib/national-id-patterns.js';
import { digitRuns, idShapeFinder, idStarts, idStartsWith, nearKeywords, numberStarts, numberStartsWith } from '../../src/detectors/lib/national-id-scan.js';
import { analyze } from '../../src/engine/analyze.js';
import { keywordPlan } from '../../src/engine/keywords.js';
import type { DetectorContext } from '../../src/engine/types.js';
import { exampleTexts, joinedTexts } from '../helpers/examples.js';
import { randomTexts } from '../helpers/random-text.js';


/**
 * idShapeFinder must give exactly what a global regex over the whole text gives; it only
 * skips the positions where no national ID number can start.
 */

// Shapes with the features that matter: separators, an optional prefix, a lower-case check
// character beyond the capitals-and-digits token, a double space, letters at both ends.
const SHAPES = {
  ssn: String.raw`\d{3}(?<sep>[- ]?)\d{2}\k<sep>\d{4}`,
  nir: String.raw`[1-478](?<sep> ?)\d{2}\k<sep>(?:0[1-9]|1[0-2]|[2-9]\d)\k<sep>(?:\d{2}|2[AB])\k<sep>\d{3}\k<sep>\d{3} {0,2}\d{2}`,
  cn: String.raw`[1-8]\d{5}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx]`,
  hetu: String.raw`\d{6}[-+A-FU-Y]\d{3}[0-9A-FHJ-NPR-Y]`,
  nino: String.raw`(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]`,
  nie: String.raw`(?:[XYZ]-?\d{7}|\d{8})[- ]?[TRWAGMYFPDXBNJZSQVHLCKE]`,
  se: String.raw`(?:19|20)?\d{6}[-+]?\d{4}`,
  digits9: String.raw`\d{9}`,
};

// Every NATIONAL_ID example, plus texts built to stress token edges.
const TEXTS = [
  ...joinedTexts(exampleTexts(DETECTORS.filter((d) => d.entity === 'NATIONAL_ID')), [' ', '\n', ', ']),
  'SSN536-90-4399 ssn:536-90-4399 (536 90 4399) x536904399 536904399x 1536904399',
  'NIR 2 95 10 99 126 111  93 and 2 95 10 99 126 111 93; ID 44011320141005001x.',
  'AB 12 34 56 C and AB 12 34 56 C D and HH 01 23 45 D+536-90-4399',
  '123 456 789 012 345 678 901 234 567 890 000 111 222 333',
  'ÄÖ536-90-4399 é536-90-4399 «536-90-4399» 131052+308T 131052A308T X-2482300W',
];

function globalMatches(shape: string, text: string): [number, number][] {
  const re = new RegExp(`${ID_START}(?:${shape})${ID_END}`, 'g');
  return [...text.matchAll(re)].map((m) => [m.index, m.index + m[0].length]);
}

describe('idShapeFinder', () => {
  for (const [name, shape] of Object.entries(SHAPES)) {
    const find = idShapeFinder(shape);
    const findGated = idShapeFinder(shape, { gated: true });
    it(`${name}: same spans as a global regex on ${TEXTS.length} texts, shared or gated`, () => {
      for (const text of TEXTS) {
        const want = globalMatches(shape, text);
        expect({ text, spans: [...find(text)].map((c) => [c.start, c.end]) }).toEqual({ text, spans: want });
        expect({ text, spans: [...findGated(text)].map((c) => [c.start, c.end]) }).toEqual({ text, spans: want });
      }
    });
  }

  it('finds the numbers of a stress text (the comparison above is not vacuous)', () => {
    const text = TEXTS.at(-5)!;
    expect([...idShapeFinder(SHAPES.ssn)(text)].map((c) => text.slice(c.start, c.end))).toEqual([
      '536-90-4399',
      '536 90 4399',
    ]);
    const nir = TEXTS.at(-4)!;
    expect([...idShapeFinder(SHAPES.nir)(nir)].map((c) => nir.slice(c.start, c.end))).toEqual([
      '2 95 10 99 126 111  93',
      '2 95 10 99 126 111 93',
    ]);
  });
});

describe('idStarts', () => {
  it('starts at a token and after each space or "+" inside it; skips tokens with < 6 digits', () => {
    const text = 'In 1991, SSN 536-90-4399 and ABC 12345.';
    expect(idStarts(text)).toEqual([9, 13]);
  });

  it('keeps the starts with enough digits after them in their token', () => {
    const text = 'In 1991, SSN 536-90-4399 and ABC/912.701.234, tel +44 20 7946 0958.';
    expect(idStarts(text)).toEqual([9, 13, 29, 51, 54, 57, 62]);
    expect(idStartsWith(text, 6)).toEqual([9, 13, 29, 51, 54, 57]); // "0958" has 4
    expect(idStartsWith(text, 9)).toEqual([9, 13, 29, 51, 54]);
    expect(numberStartsWith(text, 6)).toEqual([9, 13, 17, 29, 33, 37, 51, 54, 57]);
    expect(numberStartsWith(text, 13)).toEqual([]);
  });

  it('numberStarts also starts after ". - /" inside a token', () => {
    expect(numberStarts('In 1991, SSN 536-90-4399 and ABC/912.701.234.')).toEqual([9, 13, 17, 20, 29, 33, 37, 41]);
  });

  it('gives the same answer for an equal string built separately', () => {
    const a = ['SSN ', '536-90-4399'].join('');
    const b = `SSN ${'536-90-4399'}`;
    expect(idStarts(a)).toEqual([0, 4]);
    expect(idStarts(b)).toEqual([0, 4]);
    expect(idStarts('no numbers here')).toEqual([]);
  });
});

describe('the shared digit scan', () => {
  /**
   * The definition of the starts: each token that a global scan with DIGIT_TOKEN finds, with
   * six digits or more, begins at its first digit moved back over the capitals and joiners
   * before it; inside it, a number may start after each joiner (an ID after " " and "+").
   */
  function plain(text: string, minDigits: number) {
    const ids: number[] = [];
    const numbers: number[] = [];
    const isToken = (c: string | undefined) => c !== undefined && /[0-9A-Z]/.test(c);
    const isJoiner = (c: string | undefined) => c !== undefined && ' .-/+'.includes(c);
    for (const m of text.matchAll(/\d[0-9A-Z]*(?:[ .\-/+][0-9A-Z]+)*/g)) {
      const end = m.index + m[0].length;
      let start = m.index;
      while (start > 0 && (isToken(text[start - 1]) || (isJoiner(text[start - 1]) && isToken(text[start - 2])))) start--;
      const digitsFrom = (i: number) => text.slice(i, end).replace(/\D/g, '').length;
      if (digitsFrom(start) < 6) continue;
      for (let i = start; i < end; i++) {
        if (i > start && !isJoiner(text[i - 1])) continue;
        if (digitsFrom(i) < minDigits) continue;
        numbers.push(i);
        if (i === start || text[i - 1] === ' ' || text[i - 1] === '+') ids.push(i);
      }
    }
    return { ids, numbers };
  }

  it('gives the starts and digit runs of the plain definition, on 20,000 random texts', () => {
    const pieces = ['1', '23', '4567', 'A', 'SSN', 'x', ' ', ' ', '-', '.', '/', '+', ':', '--', 'é', '\n'];
    let found = 0;
    for (const text of randomTexts(pieces, 20000, 24, 5)) {
      const runs = [...text.matchAll(/\d+/g)].flatMap((m) => [m.index, m.index + m[0].length]);
      const six = plain(text, 0);
      const nine = plain(text, 9);
      found += six.ids.length;
      expect({ text, runs: digitRuns(text), ids: idStarts(text), numbers: numberStarts(text) }).toEqual({ text, runs, ids: six.ids, numbers: six.numbers });
      expect({ text, ids: idStartsWith(text, 9), numbers: numberStartsWith(text, 9) }).toEqual({ text, ...nine });
    }
    expect(found).toBeGreaterThan(4000);
  });
});

describe('gated ID finders near their keywords', () => {
  // Detectors that require a context word and are gated by keywords: their finders try only
  // the starts near a keyword hit (nearKeywords), which is exact when every context word
  // holds one of the keywords at a word start.
  const gated = DETECTORS.filter((d) => d.requireContext && d.keywords?.length && d.find);

  it('every context word of a detector that requires one holds one of its keywords', () => {
    for (const det of DETECTORS.filter((d) => d.requireContext && d.keywords?.length)) {
      const plan = keywordPlan([det]);
      for (const word of det.context ?? []) {
        expect({ det: det.id, word, hit: plan.occurrences(` ${word} `).has(0) }).toEqual({ det: det.id, word, hit: true });
      }
    }
  });

  it('nearKeywords keeps the starts that a hit can reach', () => {
    expect(nearKeywords([0, 100, 200, 300, 415, 416, 1000], [350])).toEqual([100, 200, 300, 415]);
    expect(nearKeywords([0, 94, 95, 416], [350])).toEqual([95]);
    expect(nearKeywords([10, 20], [])).toEqual([]);
  });

  it('find what trying every start finds, on 5,000 random texts per detector', () => {
    expect(gated.length).toBeGreaterThanOrEqual(13);
    let found = 0;
    for (const det of gated) {
      const everywhere = { ...det, find: (text: string, ctx: DetectorContext) => det.find!(text, { ...ctx, keywordHits: undefined }) };
      // Its own examples and context words, filler words and the characters between tokens.
      const values = [...det.examples.positive, ...det.examples.negative].map((e) => (typeof e === 'string' ? e : e.text));
      const pieces = [...values, ...(det.context ?? []), 'the applicant', ' ', ' ', ', ', '. ', '\n', '-', '123456', 'x'.repeat(60)];
      for (const text of randomTexts(pieces, 5000, 12, det.id.length)) {
        const want = analyze(text, { detectors: [everywhere] });
        found += want.length;
        expect({ det: det.id, text, got: analyze(text, { detectors: [det] }) }).toEqual({ det: det.id, text, got: want });
      }
    }
    expect(found).toBeGreaterThan(5000);
  });
});
