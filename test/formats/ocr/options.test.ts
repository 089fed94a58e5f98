import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultTimeoutSeconds } from '../../../src/files/timeout.js';
import { findInWords, ocrVerdict, parseLanguages, unturnBox, type OcrWord } from '../../../src/formats/lib/ocr.js';
import { createRedactor } from '../../../src/engine/redactor.js';
import { run } from '../../helpers/io.js';

const dir = () => mkdtempSync(path.join(tmpdir(), 'anonymize-ocr-cli-'));

describe('OCR options', () => {
  it('--ocr-lang with a language that is not installed is a usage error naming the package', async () => {
    const r = await run(['files', 'x.pdf', '--ocr-lang', 'eng+deu'], { cwd: dir() });
    expect([r.code, r.stderr]).toEqual([2, 'anonymize: --ocr-lang: OCR language "deu" is not installed: install the npm package @tesseract.js-data/deu (npm install @tesseract.js-data/deu)\n']);
  });

  it('--ocr-lang and --no-ocr contradict each other', async () => {
    const r = await run(['files', 'x.pdf', '--no-ocr', '--ocr-lang', 'eng'], { cwd: dir() });
    expect([r.code, r.stderr]).toEqual([2, 'anonymize: --ocr-lang and --no-ocr cannot be used together\n']);
  });

  it('--ocr-text-layer needs OCR', async () => {
    const r = await run(['files', 'x.pdf', '--no-ocr', '--ocr-text-layer'], { cwd: dir() });
    expect([r.code, r.stderr]).toEqual([2, 'anonymize: --ocr-text-layer and --no-ocr cannot be used together\n']);
  });

  it('parses language lists and refuses what is not one', () => {
    expect(parseLanguages('eng+deu')).toEqual(['eng', 'deu']);
    expect(() => parseLanguages('../x')).toThrow('"../x" is not a list of OCR languages (e.g. eng or eng+deu)');
  });

  it('the default timeout gives PDFs and pictures 4 minutes per MB when OCR is on', () => {
    expect(defaultTimeoutSeconds('a.csv', 3 * 1024 * 1024, true)).toBe(90);
    expect(defaultTimeoutSeconds('scan.PDF', 3 * 1024 * 1024, true)).toBe(780);
    expect(defaultTimeoutSeconds('photo.jpg', 1, true)).toBe(300);
    expect(defaultTimeoutSeconds('scan.pdf', 3 * 1024 * 1024, false)).toBe(90);
  });
});

describe('findings mapped to OCR words', () => {
  const word = (text: string, x: number, line: number): OcrWord => ({ text, box: [x, line * 50, x + 10 * text.length, line * 50 + 30], confidence: 90, line });

  it('boxes every word a finding touches, padded, and no other', () => {
    const words = [word('Mail', 0, 0), word('jane.roe@example.com', 60, 0), word('now.', 280, 0), word('Bye', 0, 1)];
    const { findings, boxes } = findInWords(words, createRedactor({}));
    expect(findings.map((f) => f.entity)).toEqual(['EMAIL_ADDRESS']);
    expect(boxes).toEqual([[56, -4, 264, 34]]);
  });

  it('a phone number OCR split into words covers each of them', () => {
    const words = [word('Call', 0, 0), word('+1', 50, 0), word('415', 80, 0), word('555', 120, 0), word('0134', 160, 0)];
    const { boxes } = findInWords(words, createRedactor({}));
    expect(boxes).toEqual([[46, -4, 74, 34], [76, -4, 114, 34], [116, -4, 154, 34], [156, -4, 204, 34]]);
  });

  it('maps a box found in a turned picture back onto the picture (100 x 40 px)', () => {
    // The pixel (10, 5) of the picture is (35, 10) turned 90°, (90, 35) turned 180°, (5, 90) turned 270°.
    expect(unturnBox([35, 10, 36, 11], 90, 100, 40)).toEqual([10, 4, 11, 5]);
    expect(unturnBox([89, 34, 90, 35], 180, 100, 40)).toEqual([10, 5, 11, 6]);
    expect(unturnBox([5, 89, 6, 90], 270, 100, 40)).toEqual([10, 5, 11, 6]);
    expect(unturnBox([1, 2, 3, 4], 0, 100, 40)).toEqual([1, 2, 3, 4]);
  });

  it('says when OCR is too unsure to trust, and when it read nothing', () => {
    expect(ocrVerdict('page 2 is a scanned image', { words: [word('x', 0, 0)], confidence: 41.6 })).toBe("page 2 is a scanned image: OCR'd with a mean confidence of 42%, too low to trust: NOT VERIFIED, check it by eye");
    expect(ocrVerdict('is a picture', { words: [], confidence: 0 })).toBe('is a picture: OCR found no text in it (nothing redacted in its pixels; check it by eye if it shows any)');
  });
});
