import { describe, expect, it } from 'vitest';
import { DETECTORS } from '../../src/detectors/index.js';
import { PATTERNS as arCuit } from '../../src/detectors/ar-cuit.js';
import { PATTERNS as brCnpj } from '../../src/detectors/br-cnpj.js';
import { PATTERNS as caBn } from '../../src/detectors/ca-bn.js';
import { isNumberShaped, isRunShaped, scoredMatches } from '../../src/detectors/lib/vat-scan.js';
import { PATTERNS as noMva } from '../../src/detectors/no-mva.js';
import { PATTERNS as usItin } from '../../src/detectors/us-itin.js';
import { exampleTexts, joinedTexts } from '../helpers/examples.js';
import { randomTexts } from '../helpers/random-text.js';

/**
 * A pattern registered with numberShaped() is tried only where the shared ID scan says a number
 * may start, one registered with runShaped() only inside the token runs; each must find exactly
 * what a scan of its own finds (an unregistered copy).
 */
const PATTERNS = [arCuit, brCnpj, caBn, noMva, usItin].flat().filter((p) => isNumberShaped(p.re) || isRunShaped(p.re));

const TEXTS = [
  ...joinedTexts(exampleTexts(DETECTORS.filter((d) => d.entity === 'VAT_NUMBER' || d.entity === 'NATIONAL_ID'))),
  'ref/912-70-1234 ABC/912-70-1234 x.912701234 NO 974 760 673 MVA ABNO 974760673 NO974760673',
  'CUIT.20-05536168-2 (20267565393) 123456789 RC 0001 12 345 678 9 61882613000194/61882613000194',
];

const all = (text: string, shaped: boolean) =>
  PATTERNS.map((p) => {
    const re = shaped ? p.re : new RegExp(p.re.source, p.re.flags);
    return [...scoredMatches(text, [{ ...p, re, score: 1 }], () => true)].map((c) => [c.start, c.end]);
  });

describe('scoredMatches with number-shaped patterns', () => {
  it(`finds what a scan of the whole text finds, on ${TEXTS.length} texts`, () => {
    let found = 0;
    for (const text of TEXTS) {
      const scanned = all(text, false);
      expect({ text, spans: all(text, true) }).toEqual({ text, spans: scanned });
      found += scanned.flat().length;
    }
    expect(found).toBeGreaterThan(50); // not a comparison of empty lists
  });

  it('finds what a scan of the whole text finds, on 20,000 random texts', () => {
    // Pieces of punctuated CNPJs (python-stdnum's 11.017.153/0001-68, the Receita Federal's
    // 12.ABC.345/01DE-35) and the characters the boundaries look at.
    const pieces = ['11.017.153/0001-68', '11.017', '.153/0001-68', '12.ABC.345/01DE-35', '61882613000194', '1', 'A', '.', '-', '/', ' ', '_', 'x', 'é', ':'];
    let found = 0;
    for (const text of randomTexts(pieces, 20000, 8, 4242)) {
      const scanned = all(text, false);
      expect({ text, spans: all(text, true) }).toEqual({ text, spans: scanned });
      found += scanned.flat().length;
    }
    expect(found).toBeGreaterThan(2000);
  });
});
