import { describe, expect, it } from 'vitest';
import json from '../../src/formats/json.js';
import { jsonErrorReason, rewriteJsonStrings } from '../../src/formats/lib/json-strings.js';
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

  it('uses the key as the hint for its value, and for the elements of an array under it', async () => {
    const input = '{"ssn": "123456789", "ref": "123456789", "x": {"ssn": ["123456789"], "y": "123456789"}}';
    const r = await redactWith(json, 'a.json', input);
    expect(r.output.toString()).toBe('{"ssn": "[NATIONAL_ID]", "ref": "123456789", "x": {"ssn": ["[NATIONAL_ID]"], "y": "123456789"}}');
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

  it('NDJSON spanning many read chunks comes out exact', async () => {
    let input = '';
    for (let i = 0; input.length < 2.5 * 1024 * 1024; i++) input += `{"i":${i},"m":"${i % 5 === 0 ? `u${i}@example.com` : 'none'}"}\n`;
    const r = await redactWith(json, 'big.ndjson', input);
    expect(r.output.toString()).toBe(input.replace(/u\d+@example\.com/g, '[EMAIL_ADDRESS]'));
  });
});

describe('rewriteJsonStrings', () => {
  it('passes each string with its key as the hint; keys get no hint', () => {
    const seen: [string, string][] = [];
    rewriteJsonStrings('{"a": ["x", {"b": "y"}], "c": "z"}', (v, h) => void seen.push([v, h]));
    expect(seen).toEqual([
      ['a', ''],
      ['x', 'a'],
      ['b', ''],
      ['y', 'b'],
      ['c', ''],
      ['z', 'c'],
    ]);
  });

  it('handles escaped backslashes before a closing quote', () => {
    expect(rewriteJsonStrings('["a\\\\", "b"]', (v) => (v === 'b' ? 'B' : undefined))).toBe('["a\\\\", "B"]');
  });

  it('reports a position-less parse error as the end of input', () => {
    expect(jsonErrorReason(new SyntaxError('Unexpected end of JSON input'), '{')).toBe('not valid JSON (unexpected end of input)');
  });
});
