import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { createRedactor } from '../../../src/engine/redactor.js';
import { redactDocument } from '../../../src/formats/document.js';
import { pdfHandler } from '../../../src/formats/pdf/index.js';
import { DEFAULT_LIMITS } from '../../../src/formats/types.js';
import { build, Builder, GONE, LINE, lit, NAME, VISIBLE, type Built } from './hiding-places.js';
import { pdftotext, qdfBytes, qpdfCheck, spellings, tool } from './independent-checks.js';

/**
 * More hiding places (docs/pdf.md), in the style of hiding-places.test.ts: each file names Jane
 * Novak in full on its page (so the document's memory knows the name) and hides her name
 * again somewhere else; redacted with the default options, the name must be gone from what
 * qpdf, pdftotext and pdfinfo read, and the rest of the text must stay.
 */
const helv = '/F1 10 Tf';
const text = (s: string, at = '40 200') => `BT ${helv} ${at} Td ${s} Tj ET`;

interface Case {
  name: string;
  make: () => Promise<Built>;
  /** pdftotext's whole output. */
  text: string;
}

/**
 * pdftotext of VISIBLE and LINE redacted, with `more` (a line further down) read after LINE's
 * first word: LINE runs off the page, and pdftotext reads its words as a column each.
 */
const redactedWith = (more: string) => `${VISIBLE}\n\nContact\n\n${more ? more + '\n\n' : ''}at\n\nor\n\n, IBAN\n\n\f`;

const CASES: Case[] = [
  {
    name: 'page text: the name written without its space (JaneNovak)',
    make: () => build('joined.pdf', `${text(lit(LINE))}\n${text(lit('Folder: JaneNovak'), '40 100')}`),
    text: redactedWith('Folder:'),
  },
  {
    name: 'page text: the name joined by an underscore (Jane_Novak)',
    make: () => build('underscore.pdf', `${text(lit(LINE))}\n${text(lit('Folder: Jane_Novak'), '40 100')}`),
    text: redactedWith('Folder:'),
  },
  {
    name: 'Info and names: JaneNovak as a string, a name value and a named destination',
    make: () => build('joined-names.pdf', text(lit(LINE)), (b) => {
      const info = b.ref({ Title: 'Folder JaneNovak', Owner: '/JaneNovak' });
      b.ctx.trailerInfo.Info = info;
      const page = b.doc.getPages()[0]!.ref;
      b.catalog('Dests', { JaneNovak: [page, '/Fit'] });
      b.catalog('OpenAction', { S: '/GoTo', D: '/JaneNovak' });
    }),
    text: redactedWith(''),
  },
  {
    name: 'content: marked-content tag /JaneNovak',
    make: () => build('joined-tag.pdf', `${text(lit(LINE))}\n/JaneNovak BMC ${text(lit('Tagged.'), '40 100')} EMC`),
    text: redactedWith('Tagged.'),
  },
];

async function redact(made: Built): Promise<{ input: string; output: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-pdf-more-'));
  const input = path.join(dir, made.name);
  const output = path.join(dir, 'out.pdf');
  writeFileSync(input, made.bytes);
  await redactDocument(pdfHandler, input, output, { redactor: createRedactor({}), displayName: made.name, limits: DEFAULT_LIMITS, options: {} });
  return { input, output };
}

describe.each(CASES)('$name', (c) => {
  it('leaves none of the values anywhere an independent tool can find them, and the rest of the text', async () => {
    const { input, output } = await redact(await c.make());
    expect(qdfBytes(input)).toContain('Novak');
    const leaks: string[] = [];
    const bytes = qdfBytes(output);
    for (const v of GONE) for (const s of spellings(v)) if (bytes.includes(s)) leaks.push(`qpdf --qdf bytes hold ${s} (${v})`);
    const extracted = pdftotext(output);
    for (const v of GONE) if (extracted.includes(v)) leaks.push(`pdftotext: ${v}`);
    const xmp = Buffer.from(tool('pdfinfo', ['-meta', output]), 'latin1').toString('utf8');
    for (const v of GONE) if (xmp.includes(v)) leaks.push(`pdfinfo -meta: ${v}`);
    expect(leaks.join('\n')).toBe('');
    expect(extracted).toBe(c.text);
    expect(qpdfCheck(output)).toContain('No syntax or stream encoding errors found');
  });
});
