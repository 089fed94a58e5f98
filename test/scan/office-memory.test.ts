import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentTypes, extractAll, grepParts, rels, XML_DECL, zipParts } from '../helpers/ooxml.js';
import { run } from '../helpers/io.js';
import { fp, SALT, tree } from './build.js';

/**
 * `anonymize scan` finds in a Word document what `anonymize files` redacts from it: with the
 * document's memory, so a person named only by the properties (fictitious "Rosalind Okafor",
 * user "rokafor") is reported where the body names them too, in another case included.
 */
const WML = 'application/vnd.openxmlformats-officedocument.wordprocessingml';
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const t = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;

async function declaringDocx(file: string): Promise<void> {
  const parts = {
    '[Content_Types].xml': contentTypes({}, { 'word/document.xml': `${WML}.document.main+xml`, 'docProps/core.xml': 'application/vnd.openxmlformats-package.core-properties+xml' }),
    '_rels/.rels': rels([
      ['rId1', 'officeDocument', 'word/document.xml'],
      ['rId2', 'http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties', 'docProps/core.xml'],
    ]),
    'word/document.xml': `${XML_DECL}<w:document xmlns:w="${W}"><w:body><w:p>${t('Quarterly report for the north region.')}</w:p><w:p>${t('Checked by rokafor on Monday; ROKAFOR signed.')}</w:p><w:sectPr/></w:body></w:document>`,
    'docProps/core.xml': `${XML_DECL}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Rosalind Okafor</dc:creator><cp:lastModifiedBy>rokafor</cp:lastModifiedBy></cp:coreProperties>`,
  };
  writeFileSync(file, await zipParts(parts));
}

const finding = (value: string, location: object) => ({ file: 'docs/report.docx', entity: 'PERSON_NAME', detector: 'document-memory', score: 0.85, fingerprint: fp(value), location, baselined: false, failing: true });

describe('anonymize scan of a Word document that declares its author', () => {
  it('reports the author where the body names them, as `files` redacts them (exact report, no value)', async () => {
    const dir = tree({});
    mkdirSync(path.join(dir, 'docs'));
    await declaringDocx(path.join(dir, 'docs/report.docx'));
    const r = await run(['scan', '.', ...SALT, '-e', 'PERSON_NAME', '--format', 'json'], { cwd: dir });
    expect(r.stderr).toBe('');
    const report = JSON.parse(r.stdout);
    // The author fields' values are declared (replaced whole, wherever they stand); the
    // lower-case login is found first in the body, its capitals only there.
    expect(report.findings).toEqual([
      { ...finding('Rosalind Okafor', { part: 'docProps/core.xml' }), detector: 'declared', score: 1 },
      { ...finding('rokafor', { part: 'word/document.xml' }), detector: 'declared', score: 1 },
      { ...finding('ROKAFOR', { part: 'word/document.xml' }), score: 0.7 },
    ]);
    expect(r.stdout).not.toMatch(/okafor/i);
    expect(r.code).toBe(1);

    const files = await run(['files', 'docs/report.docx', '-o', 'out.docx', '--json', '-e', 'PERSON_NAME'], { cwd: dir });
    // `files` redacts those four places (the two fields, the login and its capitals), nothing else.
    expect(JSON.parse(files.stdout).files[0].findings).toEqual({ PERSON_NAME: 4 });
    expect(grepParts(await extractAll(path.join(dir, 'out.docx')), ['okafor'])).toEqual([]);
  });
});
