import { fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITY_NAMES } from '../../src/entities.js';
import { postJson, startServer, type Running } from './helpers.js';

let s: Running;
beforeAll(async () => {
  s = await startServer({ maxTextBytes: 2048 });
});
afterAll(() => s.close());

const TEXT = 'Mail jane.doe@example.com or call +1 415 555 0132';

describe('POST /anonymize/text', () => {
  it('redacts every type by default; offsets into the input; counts per type; no values echoed', async () => {
    const res = await postJson(`${s.url}/anonymize/text`, { text: TEXT });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      anonymized_text: 'Mail [EMAIL_ADDRESS] or call [PHONE_NUMBER]',
      entities_found: [
        { entity: 'EMAIL_ADDRESS', start: 5, end: 25 },
        { entity: 'PHONE_NUMBER', start: 34, end: 49 },
      ],
      counts: { EMAIL_ADDRESS: 1, PHONE_NUMBER: 1 },
    });
    expect(TEXT.slice(5, 25)).toBe('jane.doe@example.com');
    expect(JSON.stringify(body)).not.toContain('jane.doe');
  });

  it('entities: only the listed types (the seed\'s comma-separated form), style: numbered', async () => {
    const res = await postJson(`${s.url}/anonymize/text`, { text: TEXT, entities: 'PHONE_NUMBER', style: 'numbered' });
    expect(await res.json()).toEqual({
      anonymized_text: 'Mail jane.doe@example.com or call [PHONE_NUMBER_1]',
      entities_found: [{ entity: 'PHONE_NUMBER', start: 34, end: 49 }],
      counts: { PHONE_NUMBER: 1 },
    });
  });

  it('a text is one document, as for `anonymize text`: a defined short name goes with its full name', async () => {
    const text = 'Northwind Haulage Limited ("Northwind") hired Ms Jane Roe.\nLater Northwind paid.';
    const body = (await (await postJson(`${s.url}/anonymize/text`, { text })).json()) as { anonymized_text: string };
    expect(body.anonymized_text).toBe('[ORGANIZATION] ("[ORGANIZATION]") hired [PERSON_NAME].\nLater [ORGANIZATION] paid.');
  });

  it('numbering starts afresh for every request', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await postJson(`${s.url}/anonymize/text`, { text: 'a@example.com b@example.com', style: 'numbered' });
      expect(((await res.json()) as { anonymized_text: string }).anonymized_text).toBe('[EMAIL_ADDRESS_1] [EMAIL_ADDRESS_2]');
    }
  });

  it('400 for unknown entity names, listing the valid ones', async () => {
    const res = await postJson(`${s.url}/anonymize/text`, { text: TEXT, entities: 'EMAIL_ADDRESS,SHOE_SIZE' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'unknown_entity', message: `unknown entity type "SHOE_SIZE"; valid: ${ENTITY_NAMES.join(', ')}` } });
  });

  it('400 for an empty entity list, a missing text, a wrong type, an unknown field, a bad style', async () => {
    const cases: [unknown, string][] = [
      [{ text: TEXT, entities: ' , ' }, 'invalid_entities'],
      [{ entities: 'EMAIL_ADDRESS' }, 'missing_field'],
      [{ text: 42 }, 'invalid_field'],
      [{ text: TEXT, colour: 'red' }, 'unknown_field'],
      [{ text: TEXT, style: 'shout' }, 'invalid_field'],
      [[TEXT], 'invalid_field'],
    ];
    for (const [body, code] of cases) {
      const res = await postJson(`${s.url}/anonymize/text`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code, JSON.stringify(body)).toBe(code);
    }
    const missing = await postJson(`${s.url}/anonymize/text`, {});
    expect(await missing.json()).toEqual({ error: { code: 'missing_field', message: 'the body needs "text"' } });
  });

  it('400 for malformed or empty JSON', async () => {
    for (const raw of ['{"text": "unterminated', '']) {
      const res = await postJson(`${s.url}/anonymize/text`, raw);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('malformed_json');
    }
  });

  it('fake without a server key: a key of this server run, so the same value gets the same fake', async () => {
    const fakes = [];
    for (let i = 0; i < 2; i++) {
      const res = await postJson(`${s.url}/anonymize/text`, { text: 'Mail jane.doe@example.com', style: 'fake' });
      expect(res.status).toBe(200);
      fakes.push(((await res.json()) as { anonymized_text: string }).anonymized_text);
    }
    expect(fakes[0]).toBe(fakes[1]);
    expect(fakes[0]).not.toContain('jane.doe@example.com');
    expect(fakes[0]).toMatch(/^Mail \S+@\S+$/);
  });

  it('400 for hash without a server key', async () => {
    const res = await postJson(`${s.url}/anonymize/text`, { text: TEXT, style: 'hash' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_style');
  });

  it('413 over the JSON body limit', async () => {
    const res = await postJson(`${s.url}/anonymize/text`, { text: 'x'.repeat(3000) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: 'body_too_large', message: 'the body is larger than this server accepts (2 KB); send large texts as files' } });
  });

  it('415 for a body that is not JSON', async () => {
    const res = await fetch(`${s.url}/anonymize/text`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: TEXT });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unsupported_media_type');
  });
});
