import { describe, expect, it } from 'vitest';
import { hasLiteral, LiteralLed, literalPositions, mergeAscending } from '../../src/engine/detector.js';
import { TextScan } from '../../src/engine/scan/index.js';

describe('mergeAscending', () => {
  it('gives both lists ascending, a place both hold once, in an array of its own length', () => {
    const merged = mergeAscending(Int32Array.of(1, 4, 9, 12), Int32Array.of(0, 4, 10));
    expect([...merged]).toEqual([0, 1, 4, 9, 10, 12]);
    expect(merged.length).toBe(6);
    const apart = mergeAscending(Int32Array.of(2, 3), Int32Array.of(0, 5));
    expect([...apart]).toEqual([0, 2, 3, 5]);
    expect(apart.buffer.byteLength).toBe(16);
    expect([...mergeAscending(new Int32Array(0), Int32Array.of(7))]).toEqual([7]);
    expect(mergeAscending(new Int32Array(0), new Int32Array(0)).length).toBe(0);
  });
});

describe('literalPositions', () => {
  it('gives every occurrence of every literal once, ascending, overlaps included', () => {
    expect([...literalPositions('aaaa --login --log --user --logins', ['--user', '--login'])]).toEqual([5, 19, 26]);
    expect([...literalPositions('aaa', ['aa', 'a'])]).toEqual([0, 1, 2]);
    expect([...literalPositions('nothing here', ['/Users/'])]).toEqual([]);
  });

  it("shares each literal's positions through the call's scan, and only for its text", () => {
    const text = 'a: b, c:d';
    const scan = new TextScan(text);
    expect([...literalPositions(text, [':'], scan)]).toEqual([1, 7]);
    expect(literalPositions(text, [':'], scan)).toBe(scan.literal(':'));
    expect([...literalPositions('x:y', [':'], scan)]).toEqual([1]);
  });

  it('finds literals longer than the fast-search prefix only where the whole literal is', () => {
    const text = '-----BEGIN CERT -----BEGIN LICENSE----- -----BEGIN LICENSE';
    expect([...literalPositions(text, ['-----BEGIN LICENSE'])]).toEqual([16, 40]);
    expect(hasLiteral(text, 'BEGIN LICENSE')).toBe(true);
    expect(hasLiteral('BEGIN LICENSING', 'BEGIN LICENSE')).toBe(false);
    expect(hasLiteral('BEGIN LICENSIN', 'BEGIN LICENSE')).toBe(false);
  });
});

describe('LiteralLed', () => {
  // Each match begins with "--" or "<": the scan from the literals must equal a global scan.
  const re = /(?:--|<)(?<name>[a-z]+)(?:[ =](?<value>\w+))?/d;
  const led = new LiteralLed(re, ['--', '<']);
  const global = new RegExp(re.source, 'dg');
  const texts = ['--user jdoe <pass x> ---token=1 <<a b', '', 'no marks', '----a b--c d', '<a<b<c d'];

  it('finds what a global scan finds, left to right and without overlaps', () => {
    for (const text of texts) {
      const spans = (ms: Iterable<RegExpExecArray>) => [...ms].map((m) => [m.index, m[0], m.indices?.groups?.value]);
      expect(spans(led.matches(text))).toEqual(spans(text.matchAll(global)));
      expect(spans(led.matches(text, new TextScan(text)))).toEqual(spans(text.matchAll(global)));
    }
    expect([...led.matches('----a b--c d')].map((m) => m[0])).toEqual(['--a b', '--c d']);
  });

  it('takes a function for the starts', () => {
    const fromSlash = new LiteralLed(/\.com\/(\w+)/, (text) => [...literalPositions(text, ['/'])].map((p) => p - 4).filter((p) => p >= 0));
    expect([...fromSlash.matches('see x.com/jdoe and y.org/a, z.com/kim')].map((m) => m[1])).toEqual(['jdoe', 'kim']);
  });
});
