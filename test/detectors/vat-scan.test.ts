import { describe, expect, it } from 'vitest';
import { DETECTORS } from '../../src/detectors/index.js';
import { scoredMatches, type ScoredPattern } from '../../src/detectors/lib/vat-scan.js';
import { exampleTexts, joinedTexts } from '../helpers/examples.js';

/**
 * An `idShaped` pattern is tried only where the shared ID scan says a number may start; it
 * must find exactly what a scan of its own finds. The patterns are those of ar-cuit, br-cnpj,
 * ca-bn, no-mva and us-itin.
 */
const SOURCES = [
  String.raw`\d(?<![\w\-+]\d)(?<!\d[ .\-/]\d)\d(?:-\d{8}-|\d{8})\d(?![\w\-])`,
  String.raw`\d(?<![\w\-./]\d)\d{13}(?![\w\-/]|\.\w)`,
  String.raw`\d(?<![\w\-+]\d)(?<!\d[ .\-/]\d)(?:\d{4} ?\d{4}|\d\d ?\d{3} ?\d{3})(?: ?R[CMPRTZ] ?\d{4})?(?![\w\-])`,
  String.raw`(?:\bNO ?|(?<![\w\-+])(?<!\d[ .\-/]))\d{3} ?\d{3} ?\d{3}(?: ?MVA\b)?(?![\w\-])`,
  String.raw`9(?<![\w\-]9)\d\d(?:([- ])\d\d\1\d{4}|\d{6})(?![\w\-])`,
];

const TEXTS = [
  ...joinedTexts(exampleTexts(DETECTORS.filter((d) => d.entity === 'VAT_NUMBER' || d.entity === 'NATIONAL_ID'))),
  'ref/912-70-1234 ABC/912-70-1234 x.912701234 NO 974 760 673 MVA ABNO 974760673 NO974760673',
  'CUIT.20-05536168-2 (20267565393) 123456789 RC 0001 12 345 678 9 61882613000194/61882613000194',
];

const all = (text: string, idShaped: boolean) =>
  SOURCES.map((source) => {
    const pattern: ScoredPattern = { re: new RegExp(source, 'g'), score: 1, idShaped };
    return [...scoredMatches(text, [pattern], () => true)].map((c) => [c.start, c.end]);
  });

describe('scoredMatches with idShaped patterns', () => {
  it(`finds what a scan of the whole text finds, on ${TEXTS.length} texts`, () => {
    let found = 0;
    for (const text of TEXTS) {
      const scanned = all(text, false);
      expect({ text, spans: all(text, true) }).toEqual({ text, spans: scanned });
      found += scanned.flat().length;
    }
    expect(found).toBeGreaterThan(50); // not a comparison of empty lists
  });
});
