import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import xlsx from '../../src/formats/xlsx.js';
import { redactAsUsers, tempDir } from '../helpers/office.js';

describe('xlsx known fields', () => {
  it('redacts an address column whole and keeps a header row of field names', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Customers');
    sheet.addRow(['name', 'iban', 'address']);
    sheet.addRow(['Jane Roe', 'DE89370400440532013000', '8372 Willow Road, Springfield, IL 62709']);
    sheet.addRow(['John Doe', 'GB82WEST12345698765432', '6044 Meadow Drive, Madison, WI 53703']);
    const input = join(await tempDir(), 'in.xlsx');
    await book.xlsx.writeFile(input);
    const r = await redactAsUsers(xlsx, input);
    const out = new ExcelJS.Workbook();
    await out.xlsx.readFile(r.outputPath);
    const rows = (out.getWorksheet('Customers')!.getSheetValues() as unknown[][]).slice(1).map((row) => row.slice(1));
    expect(rows).toEqual([
      ['name', 'iban', 'address'],
      ['[PERSON_NAME]', '[IBAN]', '[ADDRESS]'],
      ['[PERSON_NAME]', '[IBAN]', '[ADDRESS]'],
    ]);
  });
});
