import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import docx from '../../src/formats/docx.js';
import { percentDecoded } from '../../src/engine/percent-decoded.js';
import { redactFile, tempDir } from '../helpers/office.js';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * An independent reader's leak (branch leaks): a Word file's attached-template path,
 * `.../Templates/Patient%20Wilhelmina%20Szczepanska.dotx`, kept the name: the external target
 * was scanned as written, where %20 hides the spaces between its words.
 */
async function withTemplate(dir: string): Promise<string> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/settings.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml"/></Types>');
  zip.file('_rels/.rels', `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/></Relationships>`);
  zip.file('word/_rels/document.xml.rels', `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/settings" Target="settings.xml"/><Relationship Id="rId2" Type="${REL}/hyperlink" Target="https://cloud.example.com/shared/Letter%20for%20Wilhelmina%20Szczepanska.pdf?by=w%2Eszczepanska%40example-mail.net" TargetMode="External"/></Relationships>`);
  zip.file('word/document.xml', `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body><w:p><w:hyperlink r:id="rId2"><w:r><w:t>the letter</w:t></w:r></w:hyperlink></w:p></w:body></w:document>`);
  zip.file('word/settings.xml', `<?xml version="1.0" encoding="UTF-8"?><w:settings ${W}><w:attachedTemplate r:id="rId1"/></w:settings>`);
  zip.file('word/_rels/settings.xml.rels', `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/attachedTemplate" Target="file:///C:/Templates/Patient%20Wilhelmina%20Szczepanska.dotx" TargetMode="External"/></Relationships>`);
  const file = join(dir, 'template.docx');
  await writeFile(file, await zip.generateAsync({ type: 'nodebuffer' }));
  return file;
}

describe('external link targets', () => {
  it('are read percent-decoded, and stay valid URIs', async () => {
    const { output, outputPath } = await redactFile(docx, await withTemplate(await tempDir()), { terms: ['Wilhelmina Szczepanska'] });
    expect(output.get('word/_rels/settings.xml.rels')!.toString('utf8')).toContain('Target="file:///C:/Templates/Patient%20%5BCUSTOM_ENTITY%5D.dotx"');
    expect(output.get('word/_rels/document.xml.rels')!.toString('utf8')).toContain('Target="https://cloud.example.com/shared/Letter%20for%20%5BCUSTOM_ENTITY%5D.pdf?by=%5BEMAIL_ADDRESS%5D"');
    // Independently: no part of the package, as unzip gives it, holds either value in any spelling.
    const all = execFileSync('unzip', ['-p', outputPath], { encoding: 'latin1' });
    expect(all).not.toMatch(/Wilhelmina|Szczepanska|szczepanska/i);
  });

  it('maps decoded offsets back to the URI, multi-byte sequences and invalid ones included', () => {
    const { text, rawAt } = percentDecoded('a%20%C5%81b%ZZ%FF');
    expect(text).toBe('a Łb%ZZ%FF');
    expect(rawAt).toEqual([0, 1, 4, 10, 11, 12, 13, 14, 15, 16, 17]);
  });
});
