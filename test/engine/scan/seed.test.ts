import { describe, expect, it } from 'vitest';
import { TextScan } from '../../../src/engine/scan/index.js';

const TEXT = [
  'user=jane.novak card=4111 1111 1111 1111 ssn=078-05-1120 at 2026-11-02T08:00:01Z',
  'IBAN DE89 3704 0044 0532 0130 00 -- call +1 415 555 0142, ref X-2482300W',
  `run ${'9'.repeat(300)} digits, path /home/jane and a:b`,
].join('\n');

/** Everything a scan hands out, as plain arrays. */
const contents = (scan: TextScan) => {
  const runs = scan.digitTokens.digitRuns;
  return {
    tokenRuns: [...scan.tokenRuns],
    numberStarts: [...scan.digitTokens.numberStarts],
    withThirteen: [...scan.digitTokens.numberStartsWith(13)],
    runs: Array.from({ length: runs.count }, (_, k) => [runs.start(k), runs.end(k)]),
    besideCapitals: [...runs.besideCapitals],
    colons: [...scan.literal(':')],
    dashes: [...scan.literal('--')],
  };
};

describe('a scan seeded from another thread (TextScan.seed, the pipe on two cores)', () => {
  it('hands out what its own scan of the same text finds', () => {
    const first = new TextScan(TEXT);
    const expected = contents(first);
    // Copied as postMessage copies it.
    const seeded = new TextScan(TEXT, structuredClone(first.seed()));
    expect(contents(seeded)).toEqual(expected);
    expect(expected.runs).toContainEqual([TEXT.indexOf('9'.repeat(300)), TEXT.indexOf('9'.repeat(300)) + 300]);
  });

  it('takes keyed results from the seed without making them again, and only under their key', () => {
    const first = new TextScan(TEXT);
    const made = first.keyed('pairs', () => Int32Array.of(4, 5));
    const seeded = new TextScan(TEXT, structuredClone(first.seed()));
    expect([...seeded.keyed('pairs', () => Int32Array.of(-1))]).toEqual([...made]);
    expect([...seeded.keyed('other', () => Int32Array.of(7))]).toEqual([7]);
  });

  it('seeds only what was scanned: the rest is scanned when asked', () => {
    const first = new TextScan(TEXT);
    void first.tokenRuns;
    const seed = first.seed();
    expect(seed.digitTokens).toBeUndefined();
    expect(contents(new TextScan(TEXT, structuredClone(seed)))).toEqual(contents(new TextScan(TEXT)));
  });
});
