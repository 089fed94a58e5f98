import { describe, expect, it } from 'vitest';
import { linesHolding } from '../../../src/detectors/lib/scripts.js';
import { findScriptNames } from '../../../src/detectors/names/names-scripts.js';
import { findGreekNames } from '../../../src/detectors/names/names-greek.js';
import { findCyrillicNames } from '../../../src/detectors/names/names-cyrillic.js';
import { findHebrewNames } from '../../../src/detectors/names/names-hebrew.js';

describe('linesHolding', () => {
  it('gives the runs of whole lines holding a letter, consecutive lines as one run, the last line to the text end', () => {
    // Lines: "ab" [0, 2), "Αλφα x" [3, 9), "Βήτα" [10, 14), "cd" [15, 17), "ef Γ" [18, 22).
    expect(linesHolding('ab\nΑλφα x\nΒήτα\ncd\nef Γ', /\p{sc=Greek}/u, 0x0370)).toEqual([3, 14, 18, 22]);
    expect(linesHolding('Ω\n\nx', /\p{sc=Greek}/u, 0x0370)).toEqual([0, 1]);
    expect(linesHolding('x\r\nЖ\r\n', /[\u0400-\u04ff]/, 0x0400)).toEqual([3, 5]);
    expect(linesHolding('only Latin\nhere', /\p{sc=Greek}/u, 0x0370)).toEqual([]);
    // A letter beyond the BMP, a surrogate pair (U+20000, in Han's Extension B).
    expect(linesHolding('Wang\n\u{20000}Wei\nok', /\p{sc=Han}/u, 0x2e80)).toEqual([5, 10]);
    // Code units below `lowest` are not tried: the caller's promise that no letter lies there.
    expect(linesHolding('a\nb', /b/, 0x0370)).toEqual([]);
  });
});

describe("other scripts' name finders read only the lines holding their letters", () => {
  // A contact list with a few names in other scripts: on the first line, on the last (no line
  // end after it), on lines next to each other and between Latin lines.
  const text = [
    '王秀英さん',
    'Vera Kastel, +44 20 7946 0018',
    'Name: 김민준',
    'Mr. ZHANG Wei (张伟)',
    'Ilse Marwitz, 12 High Street',
    'Ονοματεπώνυμο: Μαυρίκου Ελένη',
    'Valentina Koleva',
    'Mr Li Wu, Валентина Колева',
    'Jonas Berger, jonas@example.com',
    'WONG KA YAN, KELLY 黃嘉欣',
    'Contact: מר דוד לוי',
  ].join('\n');
  const spans = (found: { start: number; end: number; score?: number }[]) => found.map((c) => [text.slice(c.start, c.end), c.start, c.end, c.score]);

  it('finds the names in Han, Hangul and their glosses where the whole text was read', () => {
    expect(spans(findScriptNames(text))).toEqual([
      ['王秀英', 0, 3, 0.85],
      ['김민준', 42, 45, 0.85],
      ['张伟', 61, 63, 0.8],
      ['WONG KA YAN, KELLY', 200, 218, 0.8],
      ['黃嘉欣', 219, 222, 0.7],
    ]);
  });

  it('finds the Greek, the Cyrillic and the Hebrew names, and no Latin pair on a Cyrillic line', () => {
    expect(spans(findGreekNames(text))).toEqual([['Μαυρίκου Ελένη', 109, 123, 0.85]]);
    expect(spans(findCyrillicNames(text))).toEqual([['Валентина Колева', 151, 167, 0.85]]);
    expect(spans(findHebrewNames(text))).toEqual([['דוד לוי', 235, 242, 0.85]]);
  });
});
