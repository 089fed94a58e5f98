// logs22 (issue 20): keywordWindows no longer widens every hit's window: a hit whose reach starts
// inside the last window joins it unread, and one whose reach also ends there (at white space)
// changes nothing. The windows (and the verdict "whole text") must be those of the plain
// definition below, the function as it was, on random texts and hits: long runs without white
// space (a widened edge stops at its 256-character limit), dense and sparse hits, repeated ones.
import { describe, expect, it } from 'vitest';
import { keywordWindows } from '../../src/engine/detector.js';
import { randomInts, randomTexts } from '../helpers/random-text.js';

/** keywordWindows before logs22: every hit's window widened, then merged. */
function plainWindows(text: string, hits: readonly number[], reach: number): number[] | undefined {
  const windows: number[] = [];
  let covered = 0;
  for (const h of hits) {
    const start = widen(text, Math.max(0, h - reach), -1);
    const end = widen(text, Math.min(text.length, h + reach), 1);
    const last = windows.length - 1;
    if (last > 0 && start <= windows[last]!) {
      covered += Math.max(0, end - windows[last]!);
      windows[last] = Math.max(windows[last]!, end);
    } else {
      windows.push(start, end);
      covered += end - start;
    }
    if (covered > text.length * 0.5) return undefined;
  }
  return windows;
}

function widen(text: string, pos: number, dir: -1 | 1): number {
  const limit = dir < 0 ? Math.max(0, pos - 256) : Math.min(text.length, pos + 256);
  let i = pos;
  const space = (c: number) => c === 32 || c === 10 || c === 13 || c === 9 || c === 12 || c === 11 || c === 0xa0;
  if (dir < 0) while (i > limit && !space(text.charCodeAt(i - 1))) i--;
  else while (i < limit && !space(text.charCodeAt(i))) i++;
  return i;
}

describe('keywordWindows', () => {
  it('gives the windows of the plain definition on 3,000 random texts and hit lists', () => {
    const pieces = ['user ', 'x', 'ab', ' ', '\n', '\u00a0', '\t', 'y'.repeat(40), 'z'.repeat(300), 'id=42 ', 'lorem ipsum dolor sit amet '.repeat(12)];
    const next = randomInts(22);
    let whole = 0;
    let narrowed = 0;
    let merged = 0;
    for (const text of randomTexts(pieces, 3000, 40, 22)) {
      const reach = [0, 3, 40, 120, 256][next() % 5]!;
      // Dense (a hit every few characters), sparse or clustered hits, sorted, some repeated.
      const step = [2, 8, 60, 400, 3000][next() % 5]!;
      const hits: number[] = [];
      for (let at = next() % step; at < text.length; at += 1 + (next() % step)) {
        hits.push(at);
        if (next() % 7 === 0) hits.push(at);
      }
      const expected = plainWindows(text, hits, reach);
      const windows = keywordWindows(text, hits, reach);
      // The case in full only when it fails (comparing every text and hit list costs seconds).
      if (String(windows) !== String(expected)) expect({ text, hits, reach, windows }).toEqual({ text, hits, reach, windows: expected });
      if (!expected) whole++;
      else if (expected.length > 0) narrowed++;
      if (expected && expected.length / 2 < hits.length) merged++;
    }
    expect(whole).toBeGreaterThan(300);
    expect(narrowed).toBeGreaterThan(300);
    expect(merged).toBeGreaterThan(150);
  });

  it('widens to white space and merges what touches', () => {
    const text = 'aaaa user bbbb ' + 'c'.repeat(40) + ' user dd';
    // Reach 0: the hits at 5 and 7 share the window of the first "user" (5-9), the hit at 56
    // has the second's (56-60).
    expect(keywordWindows(text, [5, 7, 56], 0)).toEqual([5, 9, 56, 60]);
    // Reach 1: the first window starts before "aaaa" (its reach ends inside it, at 4).
    expect(keywordWindows(text, [5, 7], 1)).toEqual([0, 9]);
    // Past half of the text: the whole text.
    expect(keywordWindows(text, [5, 7, 56], 20)).toBeUndefined();
  });

  it('widens a hit list once per text and reach: the engine and its finders ask for the same windows', () => {
    const text = 'aaaa user bbbb ' + 'c'.repeat(40) + ' user dd';
    const hits = [5, 7];
    const first = keywordWindows(text, hits, 0);
    expect(first).toEqual([5, 9]);
    expect(keywordWindows(text, hits, 0)).toBe(first);
    // Another reach or text: widened again.
    expect(keywordWindows(text, hits, 1)).toEqual([0, 9]);
    expect(keywordWindows(text.replace('aaaa', 'a a '), hits, 1)).toEqual([4, 9]);
    expect(keywordWindows(text, hits, 0)).toEqual([5, 9]);
  });
});
