import { describe, expect, it } from 'vitest';
import ocrSpaced, { findOcrSpacedInEveryLine } from '../../src/detectors/ocr-spaced.js';
import { TextScan } from '../../src/engine/scan/index.js';
import { randomTexts } from '../helpers/random-text.js';

describe('ocr-spaced seeds', () => {
  it('spare only lines that hold nothing: the findings of reading every short line, on 8,000 random texts', () => {
    // The detector's own examples cut into pieces, with a log's runs of digits and stray Os.
    const pieces = ['SSN: ', '4 8 2 - 1 7 - 5 5 3 9', '482-17-5539', 'DOB: ', '11/O2/1961', '1 1/0 2/1961', 'Phone: ', '( 5 1 2 ) 5 5 5 - O 1 9 3', 'zip ', '6 2 7 0 4', 'e-mail: ', 'jo @ example.com', '404 33983', '1 2', 'O', ' ', '  ', '\n', '/', 'x'];
    let found = 0;
    for (const text of randomTexts(pieces, 8000, 12, 11)) {
      const want = findOcrSpacedInEveryLine(text);
      found += want.length;
      const got = ocrSpaced.find!(text, { region: 'us', hint: '', prior: [], keywordHits: undefined, cueHits: [], scan: new TextScan(text) });
      expect({ text, got: [...got] }).toEqual({ text, got: want });
    }
    expect(found).toBeGreaterThan(400);
  });
});
