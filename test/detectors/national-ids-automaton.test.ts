import { describe, expect, it } from 'vitest';
import { ID_FORMATS } from '../../src/detectors/national-ids/registry.js';
import { DEAD, parseShape, ShapeAutomaton } from '../../src/detectors/national-ids/shape-automaton.js';
import { idBoundaryAt } from '../../src/detectors/national-ids/scan.js';
import { ShapeMatcher, skeletonShape } from '../../src/detectors/national-ids/shapes.js';
import { numberedGroups } from '../../src/engine/detector.js';
import { ID_END, ID_START } from '../../src/detectors/lib/national-id-patterns.js';

// logs14: the shapes' automaton rules skeletons out before the memo and names the shapes
// admit() tries; it must never rule out a shape whose regex matches.

let seed = 11;
const rnd = (n: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % n);
const pick = <T>(list: readonly T[]): T => list[rnd(list.length)]!;

/** A printed example changed a little: other digits, a digit more or less, another separator, a letter, cut or doubled. */
function mutate(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const r = rnd(40);
    if (r === 0) continue; // a character less
    if (r === 1) out += pick(['0', '7', 'A', 'x', ' ', '-', '.', '/', ':', 'Z', 'k']); // one more
    if (/\d/.test(c)) out += r < 30 ? String(rnd(10)) : c;
    else if (/[ .\-/]/.test(c) && r < 4) out += pick([' ', '.', '-', '/', ':', ',']);
    else out += c;
  }
  return rnd(6) === 0 ? out + out : out;
}

const examples = ID_FORMATS.flatMap((f) => f.examples.positive.map((e) => (typeof e === 'string' ? e : e.text)).concat(f.examples.negative));
const LOG_PIECES = ['2024-03-01T00:00:02.328Z INFO ', '[01/Mar/2024:00:00:01 +0000] ', '404 33983 ', 'postfix/smtp[56582]: 8ED00C82A1: ', 'order 154278 ', 'request_id=562ca06d-796b-48ea-acac-f9409ac23509 ', 'trace=8bc1b724c928976c ', 'ip=192.0.2.199 ', 'delays=0.4/0/0.1/0.5, ', '"amount":18.97,'];

function randomTexts(count: number): string[] {
  const texts: string[] = [];
  for (let t = 0; t < count; t++) {
    let text = '';
    for (let k = 1 + rnd(3); k > 0; k--) text += (rnd(3) === 0 ? pick(LOG_PIECES) : mutate(pick(examples))) + pick([' ', ', ', ' | ', '\n', '']);
    texts.push(text);
  }
  return texts;
}

describe('the shapes automaton', () => {
  const shapes = ID_FORMATS.map((f) => f.shape);
  const plain = shapes.map((shape) => new RegExp(numberedGroups(`${ID_START}(?:${shape})${ID_END}`).plain, 'y'));
  const want = (text: string, i: number) =>
    plain.flatMap((re, k) => {
      re.lastIndex = i;
      const m = re.exec(text);
      return m && m[0].length ? [{ shape: k, end: i + m[0].length }] : [];
    });

  it('reads every skeleton shape of the registry', () => {
    for (const f of ID_FORMATS) expect(() => parseShape(skeletonShape(f.shape)), f.id).not.toThrow();
  });

  it('gives what the plain regexes give at every position of 1,000 changed examples and log lines, and every example', () => {
    // With the automaton from the first skeleton, and built after the first 4,096 (before: the first-character lists).
    const matchers = [new ShapeMatcher(shapes, 0), new ShapeMatcher(shapes)];
    let found = 0;
    const shapesFound = new Set<number>();
    const texts = [...examples, ...randomTexts(1000)];
    for (const text of texts) {
      for (let i = 0; i < text.length; i++) {
        // Every plain regex begins with ID_START, which idBoundaryAt reads (national-ids.test.ts checks both agree).
        const expected = idBoundaryAt(text, i) ? want(text, i) : [];
        found += expected.length;
        for (const m of expected) shapesFound.add(m.shape);
        for (const matcher of matchers) expect({ text, i, got: matcher.at(text, i) }).toEqual({ text, i, got: expected });
      }
    }
    expect(found).toBeGreaterThan(3000);
    expect(shapesFound.size).toBeGreaterThan(shapes.length * 0.9);
  });

  it('names every shape whose skeleton regex matches a prefix, and dies only where none can', () => {
    const automaton = new ShapeAutomaton(shapes.map(skeletonShape));
    const skeletonRegexes = shapes.map((s) => new RegExp(numberedGroups(`^(?:${skeletonShape(s)})`).plain));
    const alphabet = '000000000ABCDEGHKLMNRSTUXZxaÑ&*+() .-/,:';
    let named = 0;
    let died = 0;
    const wrong: string[] = [];
    const skeletons = [
      ...examples.map((e) => e.replace(/\d/g, '0')),
      ...Array.from({ length: 800 }, () => Array.from({ length: 3 + rnd(14) }, () => alphabet[rnd(alphabet.length)]).join('')),
    ];
    for (const skeleton of skeletons) {
      let state = automaton.start();
      for (let p = 0; p < skeleton.length; p++) {
        state = automaton.step(state, skeleton.charCodeAt(p));
        const prefix = skeleton.slice(0, p + 1);
        // A shape that matches a prefix of what was read is named from there on.
        const names = automaton.matched(state);
        skeletonRegexes.forEach((re, k) => {
          if (!re.test(prefix)) return;
          named++;
          if (!names.includes(k)) wrong.push(`${ID_FORMATS[k]!.id} not named after ${JSON.stringify(prefix)}`);
        });
        if (state === DEAD) {
          died++;
          // Dead: no shape matches this prefix read further (the rest of the skeleton, or other endings).
          for (const end of ['', '0', 'A', ' ', '-', '0000', 'a', 'x', skeleton.slice(p + 1)]) {
            skeletonRegexes.forEach((re, k) => {
              if (re.test(prefix + end)) wrong.push(`${ID_FORMATS[k]!.id} matches ${JSON.stringify(prefix + end)} past a dead ${JSON.stringify(prefix)}`);
            });
          }
          break;
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(named).toBeGreaterThan(300);
    expect(died).toBeGreaterThan(300);
  });

  it('reads back-references, look-aheads and counted repeats as the regexes do or wider', () => {
    const automaton = new ShapeAutomaton([String.raw`\d(?<sep>[ -])\d{2}\k<sep>\d`, String.raw`(?=\d{3})\d{2,3}X`, String.raw`A[0-9B]{2,}`]);
    const read = (s: string) => {
      let state = automaton.start();
      for (const c of s) state = automaton.step(state, c.charCodeAt(0));
      return state === DEAD ? 'dead' : automaton.matched(state).join(',');
    };
    expect(read('0 00 0')).toBe('0');
    expect(read('0-00-0')).toBe('0');
    expect(read('0-00 0')).toBe('0'); // the back-reference read as its group: wider, the regex decides
    expect(read('0 00:')).toBe('dead');
    expect(read('00X')).toBe('1');
    expect(read('000X')).toBe('1');
    expect(read('0000')).toBe('dead');
    expect(read('A0B0B')).toBe('2');
    expect(read('A0')).toBe('');
    expect(read('B')).toBe('dead');
  });
});
