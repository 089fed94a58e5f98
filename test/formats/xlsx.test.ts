import { devNull } from 'node:os';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { defineDetector } from '../../src/engine/detector.js';
import { DocumentMemory } from '../../src/engine/memory.js';
import { createRedactor } from '../../src/engine/redactor.js';
import { DEFAULT_LIMITS } from '../../src/formats/types.js';
import xlsx from '../../src/formats/xlsx.js';
import { leaks, partsContaining, redactAsUsers, tempDir, unzipParts } from '../helpers/office.js';

const expected = JSON.parse(await readFile('fixtures/xlsx/customers.expect.json', 'utf8')) as {
  mustNotSurvive: string[];
  splitValues: string[];
  cells: Record<string, Record<string, unknown>>;
  sheets: Record<string, number>;
  mustSurvive: string[];
  identicalParts: string[];
  droppedParts: string[];
};

/** A cell as plain data: rich text joined, hyperlinks as their text, formulas as {formula, result}. */
function plain(value: ExcelJS.CellValue): unknown {
  if (value && typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('hyperlink' in value) return value.text;
    if ('formula' in value) return { formula: value.formula, result: value.result };
  }
  return value;
}

async function readCells(path: string) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  const cells: Record<string, Record<string, unknown>> = {};
  const rows: Record<string, number> = {};
  for (const ws of wb.worksheets) {
    rows[ws.name] = ws.rowCount;
    const sheet: Record<string, unknown> = (cells[ws.name] = {});
    ws.eachRow((row) => row.eachCell((c) => (sheet[c.address] = plain(c.value))));
  }
  return { cells, rows, sheetNames: wb.worksheets.map((w) => w.name) };
}

for (const file of ['customers.xlsx', 'customers.xlsm']) {
  // Default options, no custom terms: what users get. The names are found in the Name column and
  // from the document's memory everywhere else (properties, comments, charts, pivots, headers).
  describe(`xlsx handler on fixtures/xlsx/${file}`, async () => {
    const { result, outputPath, output, input } = await redactAsUsers(xlsx, join('fixtures/xlsx', file));

    it('the fixture holds every PII value before redaction', () => {
      expect(expected.mustNotSurvive.filter((v) => leaks(input, [v]).length === 0)).toEqual([]);
    });

    it('leaves no PII value in any part, in any form', () => {
      expect(leaks(output, [...expected.mustNotSurvive, ...expected.splitValues])).toEqual([]);
    });

    it('counts findings per entity type, without values', () => {
      expect(result).toEqual({ counts: { PERSON_NAME: 20, EMAIL_ADDRESS: 21, ORGANIZATION: 1 }, warnings: [] });
    });

    it('keeps every cell, formula, sheet and row (read with exceljs)', async () => {
      const { cells, rows, sheetNames } = await readCells(outputPath);
      expect(sheetNames).toEqual(['Customers', 'Summary']);
      expect(rows).toEqual(expected.sheets);
      for (const [sheet, want] of Object.entries(expected.cells)) {
        for (const [address, value] of Object.entries(want)) expect(cells[sheet]?.[address], `${sheet}!${address}`).toEqual(value);
      }
    });

    it('keeps the non-PII text, formulas, charts, pivots, styles and macros', () => {
      expect(expected.mustSurvive.filter((t) => partsContaining(output, t).length === 0)).toEqual([]);
      for (const name of expected.identicalParts) {
        if (input.has(name)) expect(output.get(name), name).toEqual(input.get(name));
      }
      const order = [...input.keys()].filter((n) => !expected.droppedParts.includes(n));
      expect([...output.keys()]).toEqual(order);
    });

    it('edits chart and pivot caches in place', () => {
      const chart = output.get('xl/charts/chart1.xml')!.toString('utf8');
      expect(chart).toContain('<c:pt idx="0"><c:v>[PERSON_NAME]</c:v></c:pt><c:pt idx="1"><c:v>[PERSON_NAME]</c:v></c:pt>');
      const records = output.get('xl/pivotCache/pivotCacheRecords1.xml')!.toString('utf8');
      expect(records).toContain('<r><x v="0"/><s v="[EMAIL_ADDRESS]"/><n v="1200"/></r>');
    });

    it('keeps header/footer codes apart from the text they precede', () => {
      const sheet = output.get('xl/worksheets/sheet1.xml')!.toString('utf8');
      expect(sheet).toContain(
        '<headerFooter><oddHeader>&amp;LPrepared by [PERSON_NAME]&amp;RPage &amp;P</oddHeader><oddFooter>&amp;C[EMAIL_ADDRESS]</oddFooter></headerFooter>',
      );
      expect(sheet).toContain('<formula1>"[EMAIL_ADDRESS],[EMAIL_ADDRESS]"</formula1>');
    });

    it('keeps the phonetic run and its base text apart', () => {
      expect(output.get('xl/sharedStrings.xml')!.toString('utf8')).toContain(
        '<si><t>[PERSON_NAME]</t><rPh sb="0" eb="10"><t>[PERSON_NAME]</t></rPh><phoneticPr fontId="0" type="noConversion"/></si>',
      );
    });

    it('drops the thumbnail and every reference to it', () => {
      for (const name of expected.droppedParts) expect(output.has(name)).toBe(false);
      expect(partsContaining(output, 'thumbnail')).toEqual([]);
    });
  });
}

describe('xlsx column headers as detector context', () => {
  // A detector that only fires next to the word "ticket" (in the text or in the hint).
  const ticket = defineDetector({
    id: 'ticket',
    entity: 'USERNAME',
    patterns: [/\bT-\d{4}\b/],
    context: ['ticket'],
    requireContext: true,
    examples: { positive: [], negative: [] },
  });
  const account = defineDetector({
    id: 'account',
    entity: 'NATIONAL_ID',
    patterns: [/\b\d{8}\b/],
    context: ['account'],
    requireContext: true,
    examples: { positive: [], negative: [] },
  });

  it('redacts a number typed under an "Account" header into an inline string, and keeps other numbers', async () => {
    const dir = await tempDir();
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Accounts');
    ws.addRow(['Account', 'Total']);
    ws.addRow([12345678, 87654321]);
    ws.addRow([{ formula: '12345678+0', result: 12345678 }, 1234]);
    await wb.xlsx.writeFile(join(dir, 'in.xlsx'));
    const result = await xlsx.redact(join(dir, 'in.xlsx'), join(dir, 'out.xlsx'), {
      redactor: createRedactor({ detectors: [account] }),
      displayName: 'in.xlsx',
      limits: DEFAULT_LIMITS,
      options: {},
    });
    expect(result.counts).toEqual({ NATIONAL_ID: 1 });
    const { cells } = await readCells(join(dir, 'out.xlsx'));
    expect(cells['Accounts']).toEqual({
      A1: 'Account',
      B1: 'Total',
      A2: '[NATIONAL_ID]',
      B2: 87654321,
      A3: { formula: '12345678+0', result: 12345678 },
      B3: 1234,
    });
  });

  it('redacts a shared string under a "Ticket" header and leaves the same kind of value elsewhere', async () => {
    const dir = await tempDir();
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Tickets');
    ws.addRow(['Ticket', 'Reference']);
    ws.addRow(['T-1234', 'T-5678']);
    ws.getCell('C2').value = { richText: [{ text: 'T-9' }, { text: '999' }] };
    ws.getCell('C1').value = 'Ticket no.';
    await wb.xlsx.writeFile(join(dir, 'in.xlsx'));
    const redactor = createRedactor({ detectors: [ticket] });
    const result = await xlsx.redact(join(dir, 'in.xlsx'), join(dir, 'out.xlsx'), {
      redactor,
      displayName: 'in.xlsx',
      limits: DEFAULT_LIMITS,
      options: {},
    });
    expect(result.counts).toEqual({ USERNAME: 2 });
    const { cells } = await readCells(join(dir, 'out.xlsx'));
    expect(cells['Tickets']).toEqual({ A1: 'Ticket', B1: 'Reference', C1: 'Ticket no.', A2: '[USERNAME]', B2: 'T-5678', C2: '[USERNAME]' });
    const parts = await unzipParts(await readFile(join(dir, 'out.xlsx')));
    expect(leaks(parts, ['T-1234', 'T-9999'])).toEqual([]);
  });
});

describe("xlsx: a document's second pass takes its sheets from the first (FormatContext.carry)", () => {
  const account = defineDetector({
    id: 'account',
    entity: 'NATIONAL_ID',
    patterns: [/\b\d{8}\b/],
    context: ['account'],
    requireContext: true,
    examples: { positive: [], negative: [] },
  });

  /** Both passes of redactDocument, with one carry map or none; the output's cells, counts and carry after each pass. */
  async function twoPasses(input: string, out: string, carry: Map<string, unknown> | undefined) {
    const base = createRedactor({ detectors: [account] });
    const memory = new DocumentMemory();
    const ctx = { displayName: 'in.xlsx', limits: DEFAULT_LIMITS, options: {}, ...(carry ? { carry } : {}) };
    await xlsx.redact(input, devNull, { ...ctx, redactor: base.recorder(memory), discardOutput: true });
    const kept = [...(carry?.keys() ?? [])];
    const result = await xlsx.redact(input, out, { ...ctx, redactor: base.forDocument(memory) });
    return { counts: result.counts, kept, left: carry?.size, parts: await unzipParts(await readFile(out)), cells: (await readCells(out)).cells };
  }

  it('writes what a second pass reading the sheets again writes, and leaves nothing in the map', async () => {
    const dir = await tempDir();
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Accounts');
    ws.addRow(['Account', 'Total', 'Note']);
    ws.addRow([12345678, 87654321, 'paid 12345678']);
    ws.addRow(['23456789', 1234, 'ok']);
    const more = wb.addWorksheet('More');
    more.addRow(['Note', 'Account']);
    more.addRow(['see 23456789', 34567890]);
    await wb.xlsx.writeFile(join(dir, 'in.xlsx'));
    const carried = await twoPasses(join(dir, 'in.xlsx'), join(dir, 'a.xlsx'), new Map());
    const read = await twoPasses(join(dir, 'in.xlsx'), join(dir, 'b.xlsx'), undefined);
    expect(carried.kept).toEqual(['xlsx-sheets:xl/workbook.xml']);
    expect(carried.left).toBe(0);
    expect(carried.counts).toEqual({ NATIONAL_ID: 5 });
    expect(carried.cells).toEqual({
      Accounts: { A1: 'Account', B1: 'Total', C1: 'Note', A2: '[NATIONAL_ID]', B2: 87654321, C2: 'paid [NATIONAL_ID]', A3: '[NATIONAL_ID]', B3: 1234, C3: 'ok' },
      More: { A1: 'Note', B1: 'Account', A2: 'see [NATIONAL_ID]', B2: '[NATIONAL_ID]' },
    });
    expect(read.counts).toEqual(carried.counts);
    expect([...read.parts.keys()]).toEqual([...carried.parts.keys()]);
    for (const [name, bytes] of carried.parts) expect(read.parts.get(name)!.equals(bytes), name).toBe(true);
  });
});

describe('xlsx sheet names', () => {
  it('are renamed when they hold PII, with every formula that refers to them (read with exceljs)', async () => {
    const dir = await tempDir();
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Totals').getCell('A1').value = { formula: "'Jane Roe'!B1*2" } as ExcelJS.CellFormulaValue;
    wb.addWorksheet('Jane Roe').getCell('A1').value = { formula: "'Jane Roe'!B1" } as ExcelJS.CellFormulaValue;
    await wb.xlsx.writeFile(join(dir, 'in.xlsx'));
    const result = await xlsx.redact(join(dir, 'in.xlsx'), join(dir, 'out.xlsx'), {
      redactor: createRedactor({ custom: { terms: ['Jane Roe'] } }),
      displayName: 'in.xlsx',
      limits: DEFAULT_LIMITS,
      options: {},
    });
    expect(result).toEqual({ counts: { CUSTOM_ENTITY: 1 }, warnings: [] });
    const { sheetNames, cells } = await readCells(join(dir, 'out.xlsx'));
    expect(sheetNames).toEqual(['Totals', '_CUSTOM_ENTITY_']);
    expect(cells).toEqual({ Totals: { A1: { formula: "'_CUSTOM_ENTITY_'!B1*2", result: undefined } }, _CUSTOM_ENTITY_: { A1: { formula: "'_CUSTOM_ENTITY_'!B1", result: undefined } } });
    // The copy of the sheet names in docProps/app.xml (TitlesOfParts) is renamed alike.
    const app = (await unzipParts(await readFile(join(dir, 'out.xlsx')))).get('docProps/app.xml')!.toString('utf8');
    expect(app).toContain('<vt:lpstr>Totals</vt:lpstr><vt:lpstr>_CUSTOM_ENTITY_</vt:lpstr>');
  });
});
