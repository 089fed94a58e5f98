import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FormatResult } from '../../../src/formats/types.js';
import { pdfiumText, pdftotext, qdfBytes, qpdfCheck, qpdfStrings, spellings, wordBoxes, type WordBox } from './independent-checks.js';
import { fixture, redactFixture } from './redact-helpers.js';

/**
 * The proof of issue 5: each fixture is redacted, then read by engines that share no code with
 * ours. None of the PII may remain in the text (poppler, PDFium), in any string object (qpdf JSON)
 * or in any decompressed stream (qpdf --qdf); the listed other words keep their exact positions.
 */
interface Case {
  file: string;
  pii: string[];
  /** Words that must still be extracted at the same place (poppler word boxes, within 0.5 pt). */
  keep: string[];
  counts: FormatResult['counts'];
  warnings?: string[];
  options?: Record<string, unknown>;
}

const CASES: Case[] = [
  {
    file: 'standard14.pdf',
    pii: ['Jane Roe', 'John Doe', 'Mary Major', 'Richard Roe', 'jane.roe@example.com', 'john.doe@example.com', 'Jane', 'Richard'],
    keep: ['Quarterly', 'report', 'prepared', 'by', 'for', 'the', 'board.', 'Contact', 'or', 'today.', 'met', 'and', 'at', 'noon.', 'Ticket', '4711', 'assigned', 'to', 'yesterday.', 'Left', 'column', 'begins', 'here', 'with', 'inside', 'it.', 'Right', 'text', 'mentions', 'too.'],
    counts: { EMAIL_ADDRESS: 2, CUSTOM_ENTITY: 7 },
  },
  {
    file: 'tj-kerning.pdf',
    pii: ['Jane Roe', 'Jane', 'Roe'],
    keep: ['Signed', 'by', 'on', 'Monday', 'Spaced', 'words', 'for', 'here', 'Narrow', 'text', 'Quoted', 'line', 'end', 'Double', 'quote'],
    counts: { CUSTOM_ENTITY: 5 },
  },
  {
    file: 'rotated-scaled.pdf',
    pii: ['Jane Roe', 'John Doe', 'Mary Major', 'Jane', 'Mary'],
    keep: ['Raised', 'text', 'Scaled', 'line', 'about', 'ok'],
    counts: { CUSTOM_ENTITY: 3 },
  },
  {
    file: 'form-xobject.pdf',
    pii: ['Jane Roe', 'Jane', 'Mary Major'],
    keep: ['First', 'Second', 'page', 'body', 'text', 'Footer:', 'drafted', 'by'],
    counts: { CUSTOM_ENTITY: 3 },
  },
  {
    file: 'truetype-type0.pdf',
    pii: ['Ирина Соколова', 'Ελένη Παπαδάκη', 'Jane Roe', 'Ирина', 'Παπαδάκη'],
    keep: ['Отчёт', 'подготовила', 'сегодня.', 'Συντάκτης', 'και', 'ομάδα.', 'Reviewed', 'by', 'and', 'filed.'],
    counts: { CUSTOM_ENTITY: 3 },
  },
  {
    // Written by cairo: subset simple TrueType (WinAnsi) for Latin, CID TrueType for the rest.
    file: 'cairo-truetype.pdf',
    pii: ['Ирина Соколова', 'Ελένη Παπαδάκη', 'Jane Roe', 'Ирина', 'Παπαδάκη'],
    keep: ['Отчёт', 'подготовила', 'сегодня.', 'Συντάκτης', 'και', 'ομάδα.', 'Reviewed', 'by', 'and', 'filed.'],
    counts: { CUSTOM_ENTITY: 3 },
  },
  {
    file: 'annotations.pdf',
    pii: ['Jane Roe', 'John Doe', 'Mary Major', 'jane.roe@example.com'],
    keep: ['Page', 'with', 'comments', 'about', 'a', 'client'],
    counts: { EMAIL_ADDRESS: 2, CUSTOM_ENTITY: 4 },
  },
  {
    file: 'form-fields.pdf',
    pii: ['Jane Roe', 'John Doe', 'Mary Major', 'jane.roe@example.com'],
    keep: ['Application', 'form'],
    counts: { EMAIL_ADDRESS: 1, CUSTOM_ENTITY: 5 },
  },
  {
    file: 'outlines.pdf',
    pii: ['Jane Roe', 'John Doe', 'Mary Major'],
    keep: [],
    counts: { CUSTOM_ENTITY: 6 },
  },
  {
    file: 'metadata.pdf',
    pii: ['Jane Roe', 'jane.roe@example.com', 'jroe'],
    keep: ['Minutes', 'of', 'the', 'meeting'],
    // The body's name, and Info /Author and XMP dc:creator, redacted as values (issue 13), not dropped.
    counts: { CUSTOM_ENTITY: 3 },
  },
  {
    file: 'attachment.pdf',
    pii: ['Jane Roe', 'jane.roe@example.com', 'contacts.csv'],
    keep: ['See', 'the', 'attached', 'contact', 'list'],
    counts: {},
    warnings: ['removed 1 attachment: attached files are not redacted'],
  },
  {
    file: 'incremental.pdf',
    pii: ['Jane Roe', 'Mary Major'],
    keep: ['Prepared', 'for', 'by', 'the', 'office'],
    counts: { CUSTOM_ENTITY: 1 },
  },
];

describe.each(CASES)('$file', (c) => {
  let output = '';
  let result: FormatResult;
  beforeAll(async () => {
    ({ output, result } = await redactFixture(c.file, c.options));
  });

  it('reports what it found, without values', () => {
    expect(result).toEqual({ counts: c.counts, warnings: c.warnings ?? [] });
  });

  it('PDFium (in-process) extracts none of the PII and every kept word', async () => {
    const text = (await pdfiumText(readFileSync(output))).join('\n');
    for (const v of c.pii) expect(text, v).not.toContain(v);
    for (const w of c.keep) expect(text, w).toContain(w);
  });

  it('pdftotext extracts none of the PII, and the other words at the same positions', () => {
    const text = pdftotext(output);
    for (const v of c.pii) expect(text, v).not.toContain(v);
    const before = wordBoxes(fixture(c.file));
    const after = wordBoxes(output);
    for (const w of c.keep) {
      const was = before.filter((b) => b.word === w);
      const now = after.filter((b) => b.word === w);
      expect(was.length, `"${w}" in the fixture`).toBeGreaterThan(0);
      expect(now.length, `"${w}" occurrences`).toBe(was.length);
      was.forEach((b, i) => expectSameBox(now[i]!, b));
    }
  });

  it('qpdf finds none of the PII in any string object or decompressed stream, and the file is valid', () => {
    const strings = qpdfStrings(output);
    for (const v of c.pii) expect(strings.filter((s) => s.includes(v)), v).toEqual([]);
    const bytes = qdfBytes(output);
    for (const v of c.pii) for (const form of spellings(v)) expect(bytes.includes(form), `${v} as ${form}`).toBe(false);
    expect(qpdfCheck(output)).toContain('No syntax or stream encoding errors found');
  });
});

function expectSameBox(now: WordBox, was: WordBox) {
  for (const k of ['page', 'xMin', 'yMin', 'xMax', 'yMax'] as const) {
    expect(Math.abs(now[k] - was[k]), `${was.word}.${k}: ${was[k]} -> ${now[k]}`).toBeLessThanOrEqual(0.5);
  }
}
