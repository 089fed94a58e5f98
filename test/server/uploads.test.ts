import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FormData, fetch } from 'undici';
import { createRedactor } from '../../src/engine/redactor.js';
import { HANDLERS } from '../../src/formats/index.js';
import { redactDocument } from '../../src/formats/document.js';
import { DEFAULT_LIMITS } from '../../src/formats/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITY_NAMES } from '../../src/entities.js';
import { MemoryQueue } from '../../src/server/jobs/queue.js';
import { run } from '../helpers/io.js';
import { scanJpeg, scannedPdf } from '../formats/ocr/scan-fixtures.js';
import { startServer, tempDir, upload, waitForJob, type Running } from './helpers.js';

const root = new URL('../../', import.meta.url);
const fixture = (rel: string) => readFileSync(new URL(rel, root));
const CSV = 'name,email,note\nJane Novak,jane.novak@example.com,call +1 415 555 0132\nJordan Reyes,jordan.reyes@example.com,ok\n';

let s: Running;
beforeAll(async () => {
  s = await startServer({ workers: 1, maxUploadBytes: 64 * 1024 });
});
afterAll(() => s.close());

async function redactLocally(name: string, bytes: Buffer, args: string[] = []): Promise<Buffer> {
  const dir = tempDir();
  const input = path.join(dir, name);
  writeFileSync(input, bytes);
  const out = path.join(dir, `out-${name}`);
  const r = await run(['files', input, '-o', out, ...args], { cwd: dir });
  expect(r.code, r.stderr).toBe(0);
  return readFileSync(out);
}

describe('uploads', () => {
  it('CSV: 202 with a job id, queued -> completed, the result byte for byte the local CLI output', async () => {
    const res = await upload(`${s.url}/anonymize/csv`, { name: 'people.csv', bytes: CSV });
    expect(res.status).toBe(202);
    const accepted = (await res.json()) as { job_id: string; status: string; status_url: string };
    expect(accepted).toEqual({ job_id: accepted.job_id, status: 'queued', status_url: `/anonymize/status/${accepted.job_id}` });
    expect(accepted.job_id).toMatch(/^[0-9a-f-]{36}$/);
    const job = await waitForJob(s.url, accepted.job_id);
    expect(job).toEqual({
      job_id: accepted.job_id,
      status: 'completed',
      file_type: 'csv',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      result: {
        filename: 'people.csv',
        content_type: 'text/csv; charset=utf-8',
        size: expect.any(Number),
        counts: { PERSON_NAME: 2, EMAIL_ADDRESS: 2, PHONE_NUMBER: 1 },
        download_url: `/anonymize/status/${accepted.job_id}?download=1`,
      },
    });
    const download = await fetch(`${s.url}${(job.result as { download_url: string }).download_url}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="people.csv"; filename*=UTF-8''people.csv`);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.length).toBe((job.result as { size: number }).size);
    expect(bytes.equals(await redactLocally('people.csv', Buffer.from(CSV)))).toBe(true);
  });

  /** What `anonymize files` runs in its worker for one file: the format handler with a fresh redactor. */
  async function redactWithHandler(id: string, name: string, bytes: Buffer, entities: string[]): Promise<Buffer> {
    const dir = tempDir();
    const input = path.join(dir, name);
    const output = path.join(dir, `out-${name}`);
    writeFileSync(input, bytes);
    const handler = HANDLERS.find((h) => h.id === id)!;
    // As the CLI's worker runs it: two passes with one memory for the document.
    await redactDocument(handler, input, output, { redactor: createRedactor({ entities: entities as never }), displayName: name, limits: DEFAULT_LIMITS, options: {} });
    return readFileSync(output);
  }

  for (const [type, name, file] of [
    ['docx', 'report.docx', 'fixtures/docx/report.docx'],
    ['pdf', 'standard14.pdf', 'fixtures/pdf/standard14.pdf'],
  ] as const) {
    it(`${type.toUpperCase()} with entities: byte-identical to the format handler the CLI runs, same options`, async () => {
      const bytes = fixture(file);
      const res = await upload(`${s.url}/anonymize/${type}`, { name, bytes }, { entities: 'EMAIL_ADDRESS,PERSON_NAME' });
      expect(res.status, type).toBe(202);
      const { job_id } = (await res.json()) as { job_id: string };
      const job = await waitForJob(s.url, job_id);
      expect(job.status, JSON.stringify(job)).toBe('completed');
      const remote = Buffer.from(await (await fetch(`${s.url}/anonymize/status/${job_id}?download=1`)).arrayBuffer());
      const local = await redactWithHandler(type, name, bytes, ['EMAIL_ADDRESS', 'PERSON_NAME']);
      expect(remote.equals(local), type).toBe(true);
      expect(remote.equals(bytes)).toBe(false);
    });
  }

  it("a handler's warnings come with the result (a scanned page is OCR'd)", async () => {
    const bytes = Buffer.from(await scannedPdf(scanJpeg({ width: 2.5, height: 0.8, lines: ['Phone: +1 415 555 0134'] }).jpeg, 2.5, 0.8));
    const res = await upload(`${s.url}/anonymize/pdf`, { name: 'scanned.pdf', bytes });
    const job = await waitForJob(s.url, ((await res.json()) as { job_id: string }).job_id, {}, 25_000);
    expect((job.result as { warnings: string[] }).warnings).toEqual([expect.stringMatching(/^page 1 is a scanned image: OCR'd \(mean confidence \d+%\)$/)]);
  });

  it('concurrent uploads all complete, each with its own result', async () => {
    const files = Array.from({ length: 6 }, (_, i) => `id,email\n${i},person${i}@example.com\n`);
    const ids = await Promise.all(files.map(async (csv, i) => ((await (await upload(`${s.url}/anonymize/csv`, { name: `f${i}.csv`, bytes: csv })).json()) as { job_id: string }).job_id));
    expect(new Set(ids).size).toBe(6);
    for (const [i, id] of ids.entries()) {
      const job = await waitForJob(s.url, id);
      expect(job.status).toBe('completed');
      const text = await (await fetch(`${s.url}/anonymize/status/${id}?download=1`)).text();
      expect(text, `file ${i}`).toBe(`id,email\n${i},[EMAIL_ADDRESS]\n`);
    }
  });

  it('415 when the bytes are not the type of the path (sniffed, the name is not trusted)', async () => {
    const pdf = fixture('fixtures/pdf/standard14.pdf');
    const docx = fixture('fixtures/docx/report.docx');
    const cases: [string, string, Buffer, string][] = [
      ['csv', 'data.csv', pdf, 'the upload is a PDF document, not a CSV file: send it to /anonymize/pdf'],
      ['pdf', 'report.pdf', Buffer.from(CSV), 'the upload is text, not a PDF document'],
      ['excel', 'book.xlsx', docx, 'the upload is a Word document, not an Excel workbook (.xlsx): send it to /anonymize/docx'],
      ['docx', 'report.docx', Buffer.from([0x00, 0x01, 0x02, 0xff]), 'the upload is binary data, not a Word document (.docx)'],
    ];
    for (const [type, name, bytes, message] of cases) {
      const res = await upload(`${s.url}/anonymize/${type}`, { name, bytes });
      expect(res.status, type).toBe(415);
      expect(await res.json()).toEqual({ error: { code: 'unsupported_media_type', message } });
    }
  });

  it('400 without a file part, with an unknown entity; 415 without multipart; 413 over the upload limit', async () => {
    const form = new FormData();
    form.append('entities', 'EMAIL_ADDRESS');
    const none = await fetch(`${s.url}/anonymize/csv`, { method: 'POST', body: form });
    expect(none.status).toBe(400);
    expect(((await none.json()) as { error: { code: string } }).error.code).toBe('missing_file');

    const unknown = await upload(`${s.url}/anonymize/csv`, { name: 'a.csv', bytes: CSV }, { entities: 'EMAIL,PHONE_NUMBER' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: { code: 'unknown_entity', message: `unknown entity type "EMAIL"; valid: ${ENTITY_NAMES.join(', ')}` } });

    const json = await fetch(`${s.url}/anonymize/csv`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(415);

    const big = await upload(`${s.url}/anonymize/csv`, { name: 'big.csv', bytes: Buffer.alloc(100 * 1024, 0x61) });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: { code: 'upload_too_large', message: 'the file is larger than this server accepts (0.063 MB)' } });
  });

  it('404 for an unknown job; 409 for a download before completion', async () => {
    const res = await fetch(`${s.url}/anonymize/status/00000000-0000-0000-0000-000000000000`);
    expect(res.status).toBe(404);
    const now = new Date().toISOString();
    await s.server.context.store.createJob({ id: 'manual', owner: null, status: 'processing', fileType: 'csv', createdAt: now, updatedAt: now, filename: 'x.csv', extension: '.csv', size: 1, options: {}, attempts: 1 });
    const early = await fetch(`${s.url}/anonymize/status/manual?download=1`);
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({ error: { code: 'job_not_completed', message: 'the job is processing; download it once its status is completed' } });
  });
});

describe('a full queue', () => {
  it('503 with Retry-After, and health says degraded', async () => {
    const full = await startServer({ queue: new MemoryQueue(0) });
    try {
      const res = await upload(`${full.url}/anonymize/csv`, { name: 'a.csv', bytes: CSV });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('queue_full');
      expect(((await (await fetch(`${full.url}/health`)).json()) as { status: string }).status).toBe('degraded');
    } finally {
      await full.close();
    }
  });
});
