import { describe, expect, it } from 'vitest';
import json from '../../src/formats/json.js';
import { jsonErrorReason, jsonStrings, replaceJsonStrings } from '../../src/formats/lib/json-strings.js';
import { redactWith } from './helpers.js';

describe('json handler', () => {
  it('redacts string values and keys, keeping everything else byte for byte', async () => {
    const input = '{\n  "to": "a@example.com",\n  "big": 12345678901234567890.50,\n  "b@example.com": {"n": [1, "x", "c@example.com"]},\n  "esc": "\\u0041\\/"\n}\n';
    const r = await redactWith(json, 'a.json', input);
    expect(r.output.toString()).toBe(
      '{\n  "to": "[EMAIL_ADDRESS]",\n  "big": 12345678901234567890.50,\n  "[EMAIL_ADDRESS]": {"n": [1, "x", "[EMAIL_ADDRESS]"]},\n  "esc": "\\u0041\\/"\n}\n',
    );
    expect(r.counts).toEqual({ EMAIL_ADDRESS: 3 });
  });

  it('redacts an SSN stored as a JSON number, as a string; other numbers stay byte for byte', async () => {
    const input = '{"ssn":536221974,"x":{"ssn":[536221975, 12.5, -3, 1e10]},"ref":536221976,"created":1732646400}\n';
    const r = await redactWith(json, 'a.json', input);
    expect(r.output.toString()).toBe('{"ssn":"[NATIONAL_ID]","x":{"ssn":["[NATIONAL_ID]", 12.5, -3, 1e10]},"ref":536221976,"created":1732646400}\n');
    expect(r.counts).toEqual({ NATIONAL_ID: 2 });
    const lines = await redactWith(json, 'a.ndjson', '{"ssn":536221974}\r\n{"ssn":-5}\n');
    expect(lines.output.toString()).toBe('{"ssn":"[NATIONAL_ID]"}\r\n{"ssn":-5}\n');
  });

  it('uses the key as the hint for its value, and for the elements of an array under it', async () => {
    const input = '{"ssn": "123456789", "ref": "123456789", "x": {"ssn": ["123456789"], "y": "123456789"}}';
    const r = await redactWith(json, 'a.json', input);
    expect(r.output.toString()).toBe('{"ssn": "[NATIONAL_ID]", "ref": "123456789", "x": {"ssn": ["[NATIONAL_ID]"], "y": "123456789"}}');
  });

  it('keeps a type or field name under a name key, and redacts a person there (issue 13)', async () => {
    const input = '{"fields": [{"name": "EmailAddress", "type": "string"}, {"name": "Full Name"}], "owner": {"name": "Jane Roe"}}';
    const r = await redactWith(json, 'schema.json', input);
    expect(r.output.toString()).toBe('{"fields": [{"name": "EmailAddress", "type": "string"}, {"name": "Full Name"}], "owner": {"name": "[PERSON_NAME]"}}');
  });

  it('keeps a BOM and escapes a changed string properly', async () => {
    const r = await redactWith(json, 'a.json', '\uFEFF["say \\"hi\\" to a@example.com"]', { redactor: { style: 'numbered' } });
    expect(r.output.toString()).toBe('\uFEFF["say \\"hi\\" to [EMAIL_ADDRESS_1]"]');
  });

  it('rejects invalid JSON naming the line and column, never the content', async () => {
    await expect(redactWith(json, 'a.json', '{\n  "to": secret@example.com\n}')).rejects.toThrow(/^a\.json: not valid JSON \(line 2, column 9\)$/);
    await expect(redactWith(json, 'a.json', '')).rejects.toThrow('a.json: not valid JSON (unexpected end of input)');
  });

  it('streams NDJSON line by line, keeping blank lines and line endings', async () => {
    const input = '{"to":"a@example.com"}\r\n\n  \n{"to":"ok"}\n"b@example.com"';
    const r = await redactWith(json, 'a.ndjson', input);
    expect(r.output.toString()).toBe('{"to":"[EMAIL_ADDRESS]"}\r\n\n  \n{"to":"ok"}\n"[EMAIL_ADDRESS]"');
  });

  it('names the NDJSON line that is not JSON', async () => {
    await expect(redactWith(json, 'a.jsonl', '{"a":1}\n{"b": x@example.com}\n')).rejects.toThrow(/^a\.jsonl: line 2: not valid JSON \(line 1, column 7\)$/);
  });

  it('redacts the strings of a document together, each with its own key as the hint', async () => {
    const rows = Array.from({ length: 500 }, (_, i) => `{"ssn": "${i % 2 ? '123456789' : 'none'}", "ref": "123456789", "to": "u${i}@example.com"}`);
    const r = await redactWith(json, 'many.json', `[${rows.join(',\n')}]`);
    const out = JSON.parse(r.output.toString()) as { ssn: string; ref: string; to: string }[];
    expect(out.filter((o) => o.ssn === '[NATIONAL_ID]')).toHaveLength(250);
    expect(out.every((o) => o.ref === '123456789' && o.to === '[EMAIL_ADDRESS]')).toBe(true);
    expect(r.counts).toEqual({ NATIONAL_ID: 250, EMAIL_ADDRESS: 500 });
  });

  it('NDJSON spanning many read chunks comes out exact', async () => {
    let input = '';
    for (let i = 0; input.length < 2.5 * 1024 * 1024; i++) input += `{"i":${i},"m":"${i % 5 === 0 ? `u${i}@example.com` : 'none'}"}\n`;
    const r = await redactWith(json, 'big.ndjson', input);
    expect(r.output.toString()).toBe(input.replace(/u\d+@example\.com/g, '[EMAIL_ADDRESS]'));
  });
});

describe('jsonStrings / replaceJsonStrings', () => {
  it('gives each string with its key as the hint; keys get no hint', () => {
    const text = '{"a": ["x", {"b": "y"}], "c": "z"}';
    expect(jsonStrings(text).map((s) => [s.value, s.hint, text.slice(s.start, s.end)])).toEqual([
      ['a', '', '"a"'],
      ['x', 'a', '"x"'],
      ['b', '', '"b"'],
      ['y', 'b', '"y"'],
      ['c', '', '"c"'],
      ['z', 'c', '"z"'],
    ]);
  });

  it('handles escaped backslashes before a closing quote', () => {
    const text = '["a\\\\", "b"]';
    const strings = jsonStrings(text);
    expect(replaceJsonStrings(text, strings, strings.map((s) => (s.value === 'b' ? 'B' : undefined)))).toBe('["a\\\\", "B"]');
  });

  it('offsets the strings of a line inside a larger text', () => {
    expect(jsonStrings('{"k":"v"}', 10).map((s) => [s.start, s.end])).toEqual([
      [11, 14],
      [15, 18],
    ]);
  });

  it('reports a position-less parse error as the end of input', () => {
    expect(jsonErrorReason(new SyntaxError('Unexpected end of JSON input'), '{')).toBe('not valid JSON (unexpected end of input)');
  });
});
