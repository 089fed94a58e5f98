import { createHmac } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AjvModule from 'ajv-draft-04';
// A CommonJS module: its class is the default export's `default`.
const Ajv = ((AjvModule as unknown as { default?: unknown }).default ?? AjvModule) as typeof AjvModule.default;
import { beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../../src/entities.js';
import { run } from '../helpers/io.js';
import { buildDocx, buildPdf, buildXlsx, PLACED, tree } from './build.js';

const EMAIL = 'jane.doe@example.com';
const AWS = 'AKIAV4LUQXFIY4URRUYF';
const SSN = '536-90-4399';
const VALUES = [EMAIL, AWS, SSN, PLACED.docx.value, PLACED.xlsx.value, PLACED.pdf.value];
const ARGS = ['--fingerprint-salt', 'test-salt', '-e', 'EMAIL_ADDRESS,API_KEY,NATIONAL_ID'];
const fp = (value: string) => createHmac('sha256', 'test-salt').update(value).digest('hex').slice(0, 32);

let dir: string;
beforeAll(async () => {
  dir = tree({
    'notes.txt': `Release notes\nContact: ${EMAIL}\naws_key = ${AWS}\nSSN: ${SSN} anonymize:allow\nSSN: ${SSN}\n`,
    // \u00e9 is one character in the value and six in the file: columns are the file's.
    'data/people.json': `{\n  "name": "x",\n  "contact": "mail \\u00e9 ${EMAIL}"\n}\n`,
    'data/events.ndjson': `{"id":1}\n{"id":2,"key":"${AWS}"}\n`,
    // A quoted field with a comma before the cell with the address.
    'data/table.csv': `name,email\n"Doe, J.",${EMAIL}\n`,
  });
  mkdirSync(path.join(dir, 'docs'));
  await buildDocx(path.join(dir, 'docs/report.docx'));
  await buildXlsx(path.join(dir, 'docs/book.xlsx'));
  await buildPdf(path.join(dir, 'docs/scan.pdf'));
}, 20_000);

const line = (file: string, entity: string, detector: string, score: number, value: string, location: object) => ({
  file,
  entity,
  detector,
  score,
  fingerprint: fp(value),
  location,
  baselined: false,
  failing: true,
});

/** Hand-verified: the columns were counted on the fixtures above, not copied from a run. */
const EXPECTED = [
  line('data/events.ndjson', 'API_KEY', 'api-key', 0.95, AWS, { startLine: 2, startColumn: 16, endLine: 2, endColumn: 36 }),
  line('data/people.json', 'EMAIL_ADDRESS', 'email', 0.9, EMAIL, { startLine: 3, startColumn: 27, endLine: 3, endColumn: 47 }),
  line('data/table.csv', 'EMAIL_ADDRESS', 'email', 0.9, EMAIL, { startLine: 2, startColumn: 11, endLine: 2, endColumn: 31 }),
  line('docs/book.xlsx', 'EMAIL_ADDRESS', 'email', 0.9, PLACED.xlsx.value, { part: PLACED.xlsx.part, sheet: 'Customers', cell: 'B3' }),
  line('docs/report.docx', 'EMAIL_ADDRESS', 'email', 0.9, PLACED.docx.value, { part: PLACED.docx.part }),
  line('docs/scan.pdf', 'EMAIL_ADDRESS', 'email', 0.9, PLACED.pdf.value, { page: 2 }),
  line('notes.txt', 'EMAIL_ADDRESS', 'email', 0.9, EMAIL, { startLine: 2, startColumn: 10, endLine: 2, endColumn: 30 }),
  line('notes.txt', 'API_KEY', 'api-key', 0.95, AWS, { startLine: 3, startColumn: 11, endLine: 3, endColumn: 31 }),
  line('notes.txt', 'NATIONAL_ID', 'national-ids', 0.95, SSN, { startLine: 5, startColumn: 6, endLine: 5, endColumn: 17 }),
];

describe('anonymize scan over every format', () => {
  it('JSON report: each finding with its exact place, on worker threads', async () => {
    const r = await run(['scan', '.', ...ARGS, '--format', 'json', '--concurrency', '2'], { cwd: dir });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toEqual({
      version: '0.1.0',
      findings: EXPECTED,
      files: { scanned: 7, failed: [], skipped: [], warnings: [] },
      suppressed: 1,
      totals: { findings: 9, failing: 9, baselined: 0, byEntity: { NATIONAL_ID: 1, EMAIL_ADDRESS: 6, API_KEY: 2 } },
    });
  });

  it('SARIF report: valid against the SARIF 2.1.0 schema, with rules, regions and fingerprints', async () => {
    const r = await run(['scan', '.', ...ARGS, '--format', 'sarif', '--output', 'out/anonymize.sarif', '--concurrency', '2'], { cwd: dir });
    expect(r).toMatchObject({ code: 1, stdout: '', stderr: '' });
    const sarif = JSON.parse(readFileSync(path.join(dir, 'out/anonymize.sarif'), 'utf8'));
    const schema = JSON.parse(readFileSync(new URL('../fixtures/sarif/sarif-schema-2.1.0-rtm.5.json', import.meta.url), 'utf8'));
    // unicodeRegExp off: rtm.5's language pattern has a stray "]" that only the u flag rejects.
    // Formats (uri, date-time) are not checked: no ajv-formats.
    const validate = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false, validateFormats: false }).compile(schema);
    expect(validate(sarif), JSON.stringify(validate.errors)).toBe(true);
    const [runLog] = sarif.runs;
    expect(runLog.tool.driver.rules.map((rule: { id: string; shortDescription: { text: string } }) => [rule.id, rule.shortDescription.text])).toEqual(
      ENTITIES.map((e) => [e.name, e.description]),
    );
    expect(runLog.results).toHaveLength(EXPECTED.length);
    expect(runLog.results[0]).toEqual({
      ruleId: 'API_KEY',
      ruleIndex: 14,
      level: 'error',
      message: { text: 'API_KEY found by the api-key detector' },
      locations: [{ physicalLocation: { artifactLocation: { uri: 'data/events.ndjson', uriBaseId: '%SRCROOT%' }, region: { startLine: 2, startColumn: 16, endLine: 2, endColumn: 36 } } }],
      partialFingerprints: { 'anonymizeValue/v1': `API_KEY:${fp(AWS)}` },
      properties: { detector: 'api-key', score: 0.95 },
    });
    expect(runLog.results[5]).toMatchObject({
      message: { text: 'EMAIL_ADDRESS found by the email detector, page 2' },
      locations: [{ physicalLocation: { artifactLocation: { uri: 'docs/scan.pdf', uriBaseId: '%SRCROOT%' } } }],
      properties: { page: 2 },
    });
  });

  it.each(['text', 'json', 'sarif'])('no detected value appears in the %s report, the baseline or a message', async (format) => {
    const r = await run(['scan', '.', ...ARGS, '--format', format, '--write-baseline', `out/${format}.baseline.json`, '--concurrency', '2'], { cwd: dir });
    expect(r.code).toBe(1);
    const outputs = [r.stdout, r.stderr, readFileSync(path.join(dir, `out/${format}.baseline.json`), 'utf8')];
    for (const out of outputs) {
      for (const value of VALUES) {
        expect(out).not.toContain(value);
        expect(out).not.toContain(value.split('@')[0]);
      }
    }
  });
});
