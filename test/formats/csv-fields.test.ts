import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRedactor } from '../../src/engine/redactor.js';
import csv from '../../src/formats/csv.js';
import { redactDocument } from '../../src/formats/document.js';
import { DEFAULT_LIMITS } from '../../src/formats/types.js';

/** As users get it: every detector, the document's two passes. */
async function redactCsv(input: string): Promise<{ output: string; counts: Record<string, number> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-csv-fields-'));
  try {
    writeFileSync(path.join(dir, 'a.csv'), input);
    const r = await redactDocument(csv, path.join(dir, 'a.csv'), path.join(dir, 'out.csv'), {
      redactor: createRedactor({}),
      displayName: 'a.csv',
      limits: DEFAULT_LIMITS,
      options: {},
    });
    return { output: readFileSync(path.join(dir, 'out.csv'), 'utf8'), counts: { ...r.counts } };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('csv known fields', () => {
  it('redacts an address column whole: street and city do not survive next to a ZIP code', async () => {
    const r = await redactCsv(
      'id,address,Anschrift\r\n1,"8372 Willow Road, Springfield, IL 62709","Hauptstraße 5, 10115 Berlin"\r\n2,"6044 Meadow Drive\nMadison, WI 53703",n/a\r\n',
    );
    expect(r.output).toBe('id,address,Anschrift\r\n1,"[ADDRESS]","[ADDRESS]"\r\n2,"[ADDRESS]",n/a\r\n');
    expect(r.counts).toEqual({ ADDRESS: 3 });
  });

  it('keeps a header row of field names, iban included', async () => {
    const header = 'name,email,phone,address,city,zip,iban,vat,ssn,passport,dob';
    const r = await redactCsv(`${header}\nJane Roe,jane.roe@example.com,,,,,DE89370400440532013000,,,,\n`);
    expect(r.output).toBe(`${header}\n[PERSON_NAME],[EMAIL_ADDRESS],,,,,[IBAN],,,,\n`);
  });

  it('in a mail column, takes only the lines of a multi-line cell that are e-mail addresses', async () => {
    const r = await redactCsv('id,mail\n1,"alice@example.com\np\nbob@example.org"\n2,p\n');
    expect(r.output).toBe('id,mail\n1,"[EMAIL_ADDRESS]\np\n[EMAIL_ADDRESS]"\n2,p\n');
    expect(r.counts).toEqual({ EMAIL_ADDRESS: 2 });
  });
});
