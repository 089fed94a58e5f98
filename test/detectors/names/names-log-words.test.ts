import { describe, expect, it } from 'vitest';
import { nameSpansOf, type NameSpans } from '../../../src/detectors/names/names-analysis.js';
import { tokenize } from '../../../src/detectors/names/names-tokens.js';
import type { DetectorContext } from '../../../src/engine/types.js';
import { randomInts } from '../../helpers/random-text.js';

// tokenize makes no token for a log line's level or request method where the line's machine
// shape puts it (names-tokens.ts, isLogWordAt): the names analysis must find exactly what it
// finds with those tokens made.

const ctx: DetectorContext = { region: 'US', hint: '', prior: [], keywordHits: undefined, cueHits: undefined, scan: undefined };
// The spans found, less those that are exactly one of `leftOut` (a word tokenize made no token for).
const shown = (s: NameSpans, leftOut: ReadonlySet<string> = new Set()) => {
  const show = (list: readonly { start: number; end: number }[]) =>
    list
      .map((c) => `${c.start}-${c.end}`)
      .filter((k) => !leftOut.has(k))
      .join(' ');
  return `people ${show(s.people)} | orgs ${show(s.orgs)} | places ${show(s.places)}`;
};
/** The spans of the tokens made with the log words kept and not made without. */
const leftOutOf = (text: string): Set<string> => {
  const made = new Set(tokenize(text, undefined, 'skip').map((t) => t.start));
  return new Set(tokenize(text, undefined, 'keep').filter((t) => !made.has(t.start)).map((t) => `${t.start}-${t.end}`));
};
const skipped = (text: string) => leftOutOf(text).size;

describe('a log line level and request method made no token', () => {
  it('at their places in a log line only', () => {
    expect(skipped('2024-03-01T00:00:02.039Z INFO  service=auth user=x')).toBe(1);
    expect(skipped('Mar  1 00:00:05 ERROR inventory java.lang.IllegalStateException')).toBe(1);
    expect(skipped('1.2.3.4 - - [01/Mar/2024:00:00:01 +0000] "GET /static/app.js HTTP/1.1" 401')).toBe(1);
    // Beside a capitalised word, a name's or not: made.
    expect(skipped('00:00:05 ERROR Maria Lindqvist logged in')).toBe(0);
    expect(skipped('00:00:05 INFO')).toBe(0);
    expect(skipped('Payment ERROR  on the card')).toBe(0);
    expect(skipped('"GET Maria" she said')).toBe(0);
    expect(skipped('"GET  /x"')).toBe(0);
    expect(skipped('"Get /x"')).toBe(0);
  });

  // Log-like and prose-like lines of random pieces: times, levels and methods in their places
  // and near them, names (capitalised, in capitals, in lower case), keys, paths, marks.
  const PIECES = [
    '2024-03-01T00:00:02.039Z', '12:00:01', 'Z', '7', ' ', ' ', '  ', '\t', '"', '"', ' /', '/api/v1/users', ' HTTP/1.1"', '.', '!', ',', ':', '=',
    'INFO', 'ERROR', 'WARN', 'DEBUG', 'WARNING', 'TRACE', 'FATAL', 'NOTICE', 'CRITICAL', 'GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'Info', 'Error',
    'Maria', 'Lindqvist', 'Maria Lindqvist', 'MARIA LINDQVIST', 'Mr', 'Dr.', 'Smith', 'Acme Corp', 'Bank of Ireland', 'Berlin', 'Main Street', 'Ltd', 'the', 'of',
    'service=auth', 'user=', 'emma', 'amy schumer', 'thanks', 'hi', 'inventory', 'said', 'name: ', 'from', 'at', 'Corp', 'Inc.', 'NASA', 'ACME', '(', ')', 'lol',
  ];
  const TIMES = ['2024-03-01T00:00:02.039Z', '12:00:01', 'Mar  1 00:00:05', '[7]', 'Dr', '', 'see', 'the'];
  const BLANKS = [' ', ' ', ' ', '  ', '', '\t', ': '];
  const WORDS = ['INFO', 'ERROR', 'WARN', 'DEBUG', 'GET', 'POST', 'DELETE', 'Maria', 'NASA', 'Error', 'info', 'service=auth', 'inventory', 'Lindqvist'];
  it('finds the same spans on random log lines as with those tokens made', () => {
    const next = randomInts(2711);
    const pick = () => PIECES[next() % PIECES.length]!;
    const from = (list: readonly string[]) => list[next() % list.length]!;
    let withSkips = 0;
    let withSpans = 0;
    let wordsClaimed = 0;
    for (let n = 0; n < 1200; n++) {
      const lines: string[] = [];
      for (let l = 1 + (next() % 5); l > 0; l--) {
        // A log line's opening, or a near miss of one, on most lines; a request's quotes on some.
        let line = next() % 4 === 0 ? '' : `${from(TIMES)}${from(BLANKS)}${from(WORDS)}${from(BLANKS)}`;
        for (let p = 1 + (next() % 10); p > 0; p--) line += next() % 5 === 0 ? `"${from(WORDS)}${from(BLANKS)}${from(['/', '/api', 'x', 'Maria'])}` : pick();
        lines.push(line);
      }
      const text = lines.join('\n');
      const leftOut = leftOutOf(text);
      if (leftOut.size === 0) continue;
      withSkips++;
      const skip = shown(nameSpansOf(text, ctx, 'skip'));
      if (skip !== 'people  | orgs  | places ') withSpans++;
      // With the tokens made, a log word itself may be claimed: an acronym used twice after
      // "the" (`the DELETE … the DELETE`) is an organization's, and every token of its key
      // then too, a request's method included. Without them, that span alone is not found.
      const made = nameSpansOf(text, ctx, 'keep');
      const keep = shown(made, leftOut);
      if (keep !== shown(made)) wordsClaimed++;
      expect(skip, JSON.stringify(text)).toBe(keep);
    }
    expect(withSkips).toBeGreaterThan(150);
    expect(withSpans).toBeGreaterThan(100);
    expect(wordsClaimed).toBeLessThan(withSkips / 20);
  });
});
