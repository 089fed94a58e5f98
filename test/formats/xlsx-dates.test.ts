import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { defineDetector } from '../../src/engine/detector.js';
import { createRedactor } from '../../src/engine/redactor.js';
import { formatKind, serialText } from '../../src/formats/office/cell-dates.js';
import { DEFAULT_LIMITS } from '../../src/formats/types.js';
import xlsx from '../../src/formats/xlsx.js';
import { redactAsUsers, tempDir, unzipParts } from '../helpers/office.js';

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * A workbook written part by part, as Excel writes one: cellXfs 0 General, 1 built-in 14
 * (m/d/yyyy), 2 custom dd/mm/yyyy, 3 currency, 4 built-in 20 (h:mm), 5 built-in 22 (m/d/yyyy h:mm),
 * 6 custom `[Red]"Due "dd\-mmm\-yy`, 7 custom `[h]:mm:ss` (elapsed time).
 */
async function workbook(rows: string, date1904 = false): Promise<string> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
  );
  zip.file(
    '_rels/.rels',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  );
  zip.file(
    'xl/workbook.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="${NS}" xmlns:r="${REL}"><workbookPr${date1904 ? ' date1904="1"' : ''}/><sheets><sheet name="People" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  );
  zip.file(
    'xl/_rels/workbook.xml.rels',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
  );
  zip.file(
    'xl/styles.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><styleSheet xmlns="${NS}"><numFmts count="4"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/><numFmt numFmtId="165" formatCode="&quot;$&quot;#,##0.00"/><numFmt numFmtId="166" formatCode="[Red]&quot;Due &quot;dd\\-mmm\\-yy"/><numFmt numFmtId="167" formatCode="[h]:mm:ss"/></numFmts><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="1"><fill><patternFill patternType="none"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="8"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="20" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="22" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="167" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`,
  );
  zip.file('xl/worksheets/sheet1.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${NS}"><sheetData>${rows}</sheetData></worksheet>`);
  const path = join(await tempDir(), 'dates.xlsx');
  await writeFile(path, await zip.generateAsync({ type: 'nodebuffer' }));
  return path;
}

const header = (cells: string[]) =>
  `<row r="1">${cells.map((h, i) => `<c r="${String.fromCharCode(65 + i)}1" t="inlineStr"><is><t>${h}</t></is></c>`).join('')}</row>`;

const sheetOf = (parts: Map<string, Buffer>) => parts.get('xl/worksheets/sheet1.xml')!.toString('utf8');
const count = (xml: string, re: RegExp) => xml.match(re)?.length ?? 0;

describe('xlsx date cells (a number with a date format)', () => {
  // 29020 is 1979-06-14 in the 1900 date system; 29021 the day after.
  const rows =
    header(['dob', 'born', 'amount', 'start', 'due', 'worked', 'visit']) +
    '<row r="2"><c r="A2" s="1"><v>29020</v></c><c r="B2" s="2"><v>29021</v></c><c r="C2" s="3"><v>29020</v></c>' +
    '<c r="D2" s="4"><v>0.5</v></c><c r="E2" s="6"><v>29022</v></c><c r="F2" s="7"><v>1.75</v></c><c r="G2" s="5"><v>0.25</v></c></row>' +
    '<row r="3"><c r="A3" s="1" t="n"><v>29023</v></c><c r="C3" s="3"><v>1250.5</v></c><c r="D3" s="4"><v>0.75</v></c><c r="G3"><v>29020</v></c></row>';

  it('turns a built-in (14) and a custom (dd/mm/yyyy, dd-mmm-yy in quotes and colours) date cell into [DATE]', async () => {
    const { result, output } = await redactAsUsers(xlsx, await workbook(rows));
    const sheet = sheetOf(output);
    expect(sheet).toContain('<c r="A2" s="1" t="inlineStr"><is><t>[DATE]</t></is></c>');
    expect(sheet).toContain('<c r="B2" s="2" t="inlineStr"><is><t>[DATE]</t></is></c>');
    expect(sheet).toContain('<c r="E2" s="6" t="inlineStr"><is><t>[DATE]</t></is></c>');
    expect(sheet).toContain('<c r="A3" s="1" t="inlineStr"><is><t>[DATE]</t></is></c>');
    for (const serial of ['29021', '29022', '29023']) expect(sheet).not.toContain(serial);
    expect(result).toEqual({ counts: { DATE: 4 }, warnings: [] });
  });

  it('redacts a date cell of the header row when no data cell has a finding (the sheet is still walked)', async () => {
    // No inline header: the first row's only cell is a date-styled number; the data rows hold
    // numbers that are not analyzed (short) or have no finding (a 5-digit number).
    const sheetRows = '<row r="1"><c r="A1" s="1"><v>29020</v></c></row><row r="2"><c r="A2"><v>12</v></c></row><row r="3"><c r="A3"><v>48213</v></c></row>';
    const { result, output } = await redactAsUsers(xlsx, await workbook(sheetRows));
    expect(sheetOf(output)).toContain('<sheetData><row r="1"><c r="A1" s="1" t="inlineStr"><is><t>[DATE]</t></is></c></row><row r="2"><c r="A2"><v>12</v></c></row><row r="3"><c r="A3"><v>48213</v></c></row></sheetData>');
    expect(result).toEqual({ counts: { DATE: 1 }, warnings: [] });
  });

  it('keeps a currency cell, a General number, a time of day and an elapsed time byte for byte, next to the dates', async () => {
    const { output } = await redactAsUsers(xlsx, await workbook(rows));
    const date = (ref: string, s: number) => `<c r="${ref}" s="${s}" t="inlineStr"><is><t>[DATE]</t></is></c>`;
    expect(sheetOf(output)).toContain(
      `<row r="2">${date('A2', 1)}${date('B2', 2)}<c r="C2" s="3"><v>29020</v></c><c r="D2" s="4"><v>0.5</v></c>${date('E2', 6)}` +
        '<c r="F2" s="7"><v>1.75</v></c><c r="G2" s="5"><v>0.25</v></c></row>' +
        `<row r="3">${date('A3', 1)}<c r="C3" s="3"><v>1250.5</v></c><c r="D3" s="4"><v>0.75</v></c><c r="G3"><v>29020</v></c></row>`,
    );
  });

  it('keeps every row and cell (same counts; read back with exceljs)', async () => {
    const input = await workbook(rows);
    const { outputPath, output } = await redactAsUsers(xlsx, input);
    const before = sheetOf(await unzipParts(await readFile(input)));
    const after = sheetOf(output);
    expect([count(after, /<row\b/g), count(after, /<c\b/g)]).toEqual([count(before, /<row\b/g), count(before, /<c\b/g)]);
    expect([count(after, /<row\b/g), count(after, /<c\b/g)]).toEqual([3, 18]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(outputPath);
    const values = (book.getWorksheet('People')!.getSheetValues() as unknown[][]).slice(1).map((row) => row.slice(1));
    expect(values[1]!.slice(0, 2)).toEqual(['[DATE]', '[DATE]']);
    expect(values[2]![0]).toBe('[DATE]');
    expect(values[2]![2]).toBe(1250.5);
  });

  // A detector for one exact date (and time): which date a serial is read as decides the finding.
  const exactly = (text: string) =>
    createRedactor({
      detectors: [
        defineDetector({
          id: 'exact-date',
          entity: 'DATE',
          patterns: [new RegExp(`(?<![\\d-])${text}(?![\\d:])`)],
          examples: { positive: [], negative: [] },
        }),
      ],
    });
  const redactWith = async (input: string, redactor: ReturnType<typeof createRedactor>) => {
    const out = join(await tempDir(), 'out.xlsx');
    const result = await xlsx.redact(input, out, { redactor, displayName: 'in.xlsx', limits: DEFAULT_LIMITS, options: {} });
    return { result, sheet: sheetOf(await unzipParts(await readFile(out))) };
  };

  it('reads serials in the 1904 date system when the workbook says so', async () => {
    // 27558 days after 1904-01-01 is 1979-06-14 (in the 1900 system it would be 1975-06-13).
    const cells = header(['dob']) + '<row r="2"><c r="A2" s="1"><v>27558</v></c></row>';
    const in1904 = await redactWith(await workbook(cells, true), exactly('1979-06-14'));
    expect(in1904.result.counts).toEqual({ DATE: 1 });
    expect(in1904.sheet).toContain('<c r="A2" s="1" t="inlineStr"><is><t>[DATE]</t></is></c>');
    const in1900 = await redactWith(await workbook(cells, false), exactly('1979-06-14'));
    expect(in1900.result.counts).toEqual({});
    expect(in1900.sheet).toContain('<c r="A2" s="1"><v>27558</v></c>');
  });

  it('shows the time of a date-and-time format (22) as HH:MM, and not that of a date format', async () => {
    const cells = header(['seen', 'dob']) + '<row r="2"><c r="A2" s="5"><v>29020.75</v></c><c r="B2" s="1"><v>29020.75</v></c></row>';
    const { result, sheet } = await redactWith(await workbook(cells), exactly('1979-06-14 18:00'));
    expect(result.counts).toEqual({ DATE: 1 });
    expect(sheet).toContain('<c r="A2" s="5" t="inlineStr"><is><t>[DATE]</t></is></c><c r="B2" s="1"><v>29020.75</v></c>');
  });

  it('follows the entity selection: a date cell goes with DATE selected, stays without it', async () => {
    const input = await workbook(header(['dob']) + '<row r="2"><c r="A2" s="1"><v>29020</v></c></row>');
    const withDate = await redactWith(input, createRedactor({ entities: ['DATE', 'EMAIL_ADDRESS'] }));
    expect(withDate.result.counts).toEqual({ DATE: 1 });
    expect(withDate.sheet).toContain('<c r="A2" s="1" t="inlineStr"><is><t>[DATE]</t></is></c>');
    const without = await redactWith(input, createRedactor({ entities: ['EMAIL_ADDRESS'] }));
    expect(without.result.counts).toEqual({});
    expect(without.sheet).toContain('<c r="A2" s="1"><v>29020</v></c>');
  });
});

describe('serialText', () => {
  it('counts days from 1900-01-01 with the 1900-02-29 Excel keeps, or from 1904-01-01', () => {
    expect([1, 59, 60, 61, 29020, 2958465].map((s) => serialText(s, false, false))).toEqual([
      '1900-01-01',
      '1900-02-28',
      '1900-02-29',
      '1900-03-01',
      '1979-06-14',
      '9999-12-31',
    ]);
    expect([0, 27558].map((s) => serialText(s, true, false))).toEqual(['1904-01-01', '1979-06-14']);
  });

  it('adds HH:MM only when asked and there is a time; no date for a time alone or out of range', () => {
    expect(serialText(29020.75, false, true)).toBe('1979-06-14 18:00');
    expect(serialText(29020.75, false, false)).toBe('1979-06-14');
    expect(serialText(29020, false, true)).toBe('1979-06-14');
    expect(serialText(29020.999999999, false, true)).toBe('1979-06-15');
    expect([0.5, 0, -1, 2958466, Number.NaN].map((s) => serialText(s, false, true))).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});

describe('formatKind', () => {
  it('tells date, date-and-time and time formats from the others', () => {
    const kinds = Object.fromEntries(
      [
        'dd/mm/yyyy',
        'mmmm',
        'yyyy-mm-dd hh:mm',
        'm/d/yy h:mm AM/PM',
        'h:mm',
        'mm:ss',
        '[h]:mm:ss',
        'h:mm AM/PM',
        'General',
        '"$"#,##0.00',
        '_("$"* #,##0.00_);[Red]\\(#,##0.00\\)',
        '0.00E+00',
        '"Day "0',
        '\\d0',
        '[$-409]#,##0',
        '@',
      ].map((code) => [code, formatKind(code)]),
    );
    expect(kinds).toEqual({
      'dd/mm/yyyy': 'date',
      mmmm: 'date',
      'yyyy-mm-dd hh:mm': 'datetime',
      'm/d/yy h:mm AM/PM': 'datetime',
      'h:mm': 'time',
      'mm:ss': 'time',
      '[h]:mm:ss': 'time',
      'h:mm AM/PM': 'time',
      General: undefined,
      '"$"#,##0.00': undefined,
      '_("$"* #,##0.00_);[Red]\\(#,##0.00\\)': undefined,
      '0.00E+00': undefined,
      '"Day "0': undefined,
      '\\d0': undefined,
      '[$-409]#,##0': undefined,
      '@': undefined,
    });
  });
});
