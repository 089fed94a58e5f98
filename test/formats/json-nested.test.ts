import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRedactor } from '../../src/engine/redactor.js';
import json from '../../src/formats/json.js';
import { jsonStrings } from '../../src/formats/lib/json-strings.js';
import { DEFAULT_LIMITS } from '../../src/formats/types.js';
import { redactWith, TEST_DETECTORS } from './helpers.js';

/** A HAR export in small: a JSON body inside a string, headers and cookies as name/value pairs. */
const HAR =
  '{"log": {"creator": {"name": "Firefox", "version": "133.0"}, "entries": [{"request": {\n' +
  '  "url": "https://portal.example/api/profile?mail=henning.joergensen%40posteo.de",\n' +
  '  "headers": [{"name": "Host", "value": "portal.example"}, {"name": "X-Customer-Email", "value": "hj@posteo.de"}],\n' +
  '  "cookies": [{"name": "sessionid", "value": "[API_KEY]"}],\n' +
  '  "postData": {"mimeType": "application/json", "text": "{\\"street\\":\\"Holtenauer Straße 87\\",\\"zip\\":\\"24105\\",\\"iban\\":\\"DE52100100100612345678\\"}"}},\n' +
  '  "response": {"content": {"text": "{\\"customerNo\\":\\"K-20884127\\",\\"status\\":\\"updated\\"}"}}}]}}\n';

describe('json handler: JSON texts inside strings', () => {
  it('redacts a HAR body as JSON, keys as hints, and header values with their names as hints (default detectors)', async () => {
    const r = await redactWith(json, 'session.har.json', HAR, { redactor: { detectors: undefined } });
    const out = r.output.toString();
    expect(out).toBe(
      '{"log": {"creator": {"name": "Firefox", "version": "133.0"}, "entries": [{"request": {\n' +
        '  "url": "https://portal.example/api/profile?mail=[EMAIL_ADDRESS]",\n' +
        '  "headers": [{"name": "Host", "value": "portal.example"}, {"name": "X-Customer-Email", "value": "[EMAIL_ADDRESS]"}],\n' +
        '  "cookies": [{"name": "sessionid", "value": "[API_KEY]"}],\n' +
        '  "postData": {"mimeType": "application/json", "text": "{\\"street\\":\\"[ADDRESS]\\",\\"zip\\":\\"[ZIP_CODE]\\",\\"iban\\":\\"[IBAN]\\"}"}},\n' +
        '  "response": {"content": {"text": "{\\"customerNo\\":\\"[USERNAME]\\",\\"status\\":\\"updated\\"}"}}}]}}\n',
    );
    expect(() => JSON.parse(out)).not.toThrow();
  });

  it('keeps the nested text style (pretty stays pretty) and a nested text with nothing found byte for byte', async () => {
    const input = '{"a": "{\\n  \\"to\\": \\"a@example.com\\",\\n  \\"n\\": [1, 2]\\n}", "b": " [ \\"x\\" , {\\"k\\" :\\"\\\\u0041\\"} ]", "c": "{}"}';
    const r = await redactWith(json, 'a.json', input);
    expect(r.output.toString()).toBe('{"a": "{\\n  \\"to\\": \\"[EMAIL_ADDRESS]\\",\\n  \\"n\\": [1, 2]\\n}", "b": " [ \\"x\\" , {\\"k\\" :\\"\\\\u0041\\"} ]", "c": "{}"}');
    expect(r.counts).toEqual({ EMAIL_ADDRESS: 1 });
    const clean = '{"text": "{\\"note\\":\\"nothing here\\",\\"n\\":[1,2]}", "u": "\\u007b\\"x\\": 1}"}\n';
    expect((await redactWith(json, 'a.json', clean)).output.toString()).toBe(clean);
  });

  it('reads a string that looks like JSON but does not parse as text', async () => {
    const input = '{"comment": "{not json: a@example.com", "list": "[a@example.com, b]"}';
    const r = await redactWith(json, 'a.json', input);
    expect(r.output.toString()).toBe('{"comment": "{not json: [EMAIL_ADDRESS]", "list": "[[EMAIL_ADDRESS], b]"}');
  });

  it('gives the outer key as the hint to a nested text, and opens texts nested twice', async () => {
    const input = '{"ssn": "[\\"123456789\\"]", "ref": "[\\"123456789\\"]", "deep": "{\\"body\\":\\"{\\\\\\"ssn\\\\\\":\\\\\\"123456789\\\\\\"}\\"}"}';
    const r = await redactWith(json, 'a.json', input);
    expect(r.output.toString()).toBe('{"ssn": "[\\"[NATIONAL_ID]\\"]", "ref": "[\\"123456789\\"]", "deep": "{\\"body\\":\\"{\\\\\\"ssn\\\\\\":\\\\\\"[NATIONAL_ID]\\\\\\"}\\"}"}');
    expect(JSON.parse(JSON.parse((JSON.parse(r.output.toString()) as { deep: string }).deep).body)).toEqual({ ssn: '[NATIONAL_ID]' });
  });

  it('opens nested texts in NDJSON lines too', async () => {
    const r = await redactWith(json, 'a.ndjson', '{"msg":"{\\"ssn\\":\\"123456789\\"}"}\n{"msg":"{\\"x\\":1}"}\n');
    expect(r.output.toString()).toBe('{"msg":"{\\"ssn\\":\\"[NATIONAL_ID]\\"}"}\n{"msg":"{\\"x\\":1}"}\n');
  });
});

describe('jsonStrings: name/value pairs', () => {
  it('gives a value the name beside it as its hint, and reads the name as a key', () => {
    const text = '[{"value": "123456789", "name": "ssn"}, {"Key": "ssn", "Value": 123456789}, {"name": "Jane", "v": "x"}]';
    expect(jsonStrings(text).filter((s) => !['name', 'value', 'Key', 'Value', 'v'].includes(s.value)).map((s) => [s.value, s.hint])).toEqual([
      ['123456789', 'ssn'],
      ['ssn', ''],
      ['ssn', ''],
      ['123456789', 'ssn'],
      ['Jane', 'name'],
      ['x', 'v'],
    ]);
  });

  it('redacts a value by its name sibling', async () => {
    const r = await redactWith(json, 'a.json', '{"headers": [{"name": "ssn", "value": "123456789"}, {"name": "ref", "value": "123456789"}]}');
    expect(r.output.toString()).toBe('{"headers": [{"name": "ssn", "value": "[NATIONAL_ID]"}, {"name": "ref", "value": "123456789"}]}');
  });
});

describe('json handler: where anonymize scan is told a nested finding is', () => {
  it('reports it in the value of the outermost string, through both levels of escapes', async () => {
    const input = '{"t":"{\\"to\\":\\"a@example.com\\"}"}';
    const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-json-scan-'));
    const seen: { start: number; end: number; offset: number; escape?: string; text?: string }[] = [];
    try {
      writeFileSync(path.join(dir, 'a.json'), input);
      await json.redact(path.join(dir, 'a.json'), path.join(dir, 'out.json'), {
        redactor: createRedactor({ detectors: TEST_DETECTORS }),
        displayName: 'a.json',
        limits: DEFAULT_LIMITS,
        options: {},
        scan: { found: (fs, place, text) => fs.forEach((f) => seen.push({ start: f.start, end: f.end, ...place, text })), page: () => {} },
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(seen).toEqual([{ start: 7, end: 20, offset: 6, escape: 'json', text: '{"to":"a@example.com"}' }]);
    // Through the file's escapes: decoded offset 7 is raw offset 10 of the string's content.
    expect(input.slice(6 + 10, 6 + 10 + 13)).toBe('a@example.com');
  });
});
