import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli/main.js';
import { testIO } from '../helpers/io.js';

/** stdin that yields `first`, then waits until released before yielding `last` and ending. */
function gatedStdin(first: string, last: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  async function* chunks() {
    yield Buffer.from(first);
    await gate;
    yield Buffer.from(last);
  }
  return { stdin: Readable.from(chunks()), release };
}

describe('anonymize text --json on stdin', () => {
  it('streams the JSON document: the text comes out before stdin ends, findings at the end', async () => {
    const first = 'mail a@example.com now\n'.repeat(16_000);
    const { stdin, release } = gatedStdin(first, 'last b@example.com\n');
    const io = { ...testIO(), stdin };
    const done = main(['text', '--json', '--show-values'], io);
    await vi.waitFor(() => expect(io.stdout.text().length).toBeGreaterThan(250_000), { timeout: 9000 });
    expect(io.stdout.text().startsWith('{"text":"mail [EMAIL_ADDRESS] now\\nmail')).toBe(true);
    release();
    expect(await done).toBe(0);
    const body = JSON.parse(io.stdout.text()) as { text: string; findings: { entity: string; start: number; end: number; score: number; value: string }[] };
    expect(body.text).toBe(`${'mail [EMAIL_ADDRESS] now\n'.repeat(16_000)}last [EMAIL_ADDRESS]\n`);
    expect(body.findings).toHaveLength(16_001);
    expect(body.findings[1]).toEqual({ entity: 'EMAIL_ADDRESS', start: 28, end: 41, score: body.findings[1]!.score, value: 'a@example.com' });
    expect(body.findings.at(-1)).toMatchObject({ start: first.length + 5, end: first.length + 18, value: 'b@example.com' });
    expect(Object.keys(body)).toEqual(['text', 'findings']);
  });

  it('escapes the streamed text as JSON and keeps values out without --show-values', async () => {
    const r = { ...testIO({ stdin: 'tab\there "quoted" \\ jane@example.com\n' }) };
    expect(await main(['text', '--json'], r)).toBe(0);
    expect(JSON.parse(r.stdout.text())).toEqual({ text: 'tab\there "quoted" \\ [EMAIL_ADDRESS]\n', findings: [{ entity: 'EMAIL_ADDRESS', start: 20, end: 36, score: 0.9 }] });
  });
});
