import { describe, expect, it } from 'vitest';
import { spellings, tool } from './independent-checks.js';

describe('independent checks', () => {
  it('fail with what to install when a checker is missing, instead of skipping', () => {
    expect(() => tool('pdftotext-not-installed', ['x.pdf'])).toThrow(
      'pdftotext-not-installed is missing: install poppler-utils and qpdf (apt-get install -y poppler-utils qpdf; .ci/run does this in CI)',
    );
  });

  it('search a value in the encodings a PDF may hold it in', () => {
    expect(spellings('Jé')).toEqual(['J\u00c3\u00a9', '4ac3a9', '4AC3A9', '\u0000J\u0000\u00e9', '004a00e9', '004A00E9', 'J\u00e9', '4ae9', '4AE9']);
  });
});
