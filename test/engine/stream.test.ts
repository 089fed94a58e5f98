import { describe, expect, it } from 'vitest';
import { createRedactor } from '../../src/engine/redactor.js';
import { StreamRedactor } from '../../src/engine/stream.js';
import type { Finding } from '../../src/engine/types.js';

function streamAll(text: string, chunkSize: number, options = { window: 64, margin: 32, maxBuffer: 256 }) {
  const redactor = createRedactor({ style: 'numbered' });
  const stream = new StreamRedactor(redactor, options);
  let out = '';
  const findings: Finding[] = [];
  for (let i = 0; i < text.length; i += chunkSize) {
    const r = stream.push(text.slice(i, i + chunkSize));
    out += r.text;
    findings.push(...r.findings);
  }
  const r = stream.end();
  return { text: out + r.text, findings: [...findings, ...r.findings] };
}

describe('StreamRedactor', () => {
  const lines = Array.from({ length: 40 }, (_, i) => `line ${i}: contact user${i % 7}@example.com today`).join('\n');

  it('gives the same text and findings as one-shot redaction for every chunk size', () => {
    const expected = createRedactor({ style: 'numbered' }).redact(lines);
    for (const size of [1, 3, 7, 16, 50, 1000]) {
      const got = streamAll(lines, size);
      expect(got.text).toBe(expected.text);
      expect(got.findings).toEqual(expected.findings);
    }
  });

  it('reports offsets into the whole stream', () => {
    const { findings } = streamAll(lines, 5);
    for (const f of findings) expect(lines.slice(f.start, f.end)).toMatch(/^user\d@example\.com$/);
    expect(findings).toHaveLength(40);
  });

  it('cuts a huge line without a break but never inside a finding', () => {
    const oneLine = Array.from({ length: 60 }, (_, i) => `w${i} a${i}@example.com`).join(' ');
    const expected = createRedactor({ style: 'numbered' }).redact(oneLine);
    const got = streamAll(oneLine, 10);
    expect(got.text).toBe(expected.text);
  });

  it('emits output before the input ends (bounded memory)', () => {
    const redactor = createRedactor();
    const stream = new StreamRedactor(redactor, { window: 64, margin: 32 });
    const first = stream.push(`${'hello world\n'.repeat(20)}`);
    expect(first.text.length).toBeGreaterThan(0);
    expect(first.text.endsWith('\n')).toBe(true);
  });
});
