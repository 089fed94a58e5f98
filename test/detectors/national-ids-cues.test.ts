import { describe, expect, it } from 'vitest';
import nationalIds from '../../src/detectors/national-ids.js';
import { idFinder, lowerSliceIs, SCORE_WITH_CONTEXT, WHOLE_WORD_CUES } from '../../src/detectors/national-ids/find.js';
import { ID_FORMATS } from '../../src/detectors/national-ids/registry.js';
import { TextScan, type PositionList } from '../../src/engine/scan/index.js';
import { cueOwner, KeywordPlan } from '../../src/engine/keywords.js';
import { randomInts, randomTexts } from '../helpers/random-text.js';

// The cue hits only spare the context regexes where no context word can be: with them the finder
// must give what it gives without them (every number's context tested by the regexes).
const plan = new KeywordPlan([nationalIds]);
// As the engine gives them: an empty list where none occurs.
const cuesOf = (text: string): PositionList => plan.occurrences(text).get(cueOwner([nationalIds], 0)) ?? [];

function found(text: string, cues: PositionList | undefined): string[] {
  const out: string[] = [];
  idFinder().each(text, '', cues, new TextScan(text), (start, end, score, entity) => out.push(`${start}-${end} ${score} ${entity}`));
  return out;
}

describe('national-ids: whole-word cues', () => {
  it('records a short context word only where no word character follows it', () => {
    expect(WHOLE_WORD_CUES).toContain('in');
    const text = 'INFO x IN y in_z IN';
    const hits = cuesOf(text) ?? [];
    expect([...hits].filter((p) => text.slice(p, p + 2).toLowerCase() === 'in')).toEqual([7, 12, 17]);
  });

  it('counts a short word that a context slice ends on, though a letter follows it in the text', () => {
    // The regexes read the 24 and the 48 characters after a number as slices: a word ending
    // there is whole in the slice ("IN" of "INFO" cut after "IN").
    let differ = 0;
    for (const f of ID_FORMATS) {
      const word = f.context.find((w) => w.length < 4);
      const example = f.examples.positive[0];
      if (!word || example === undefined) continue;
      const base = typeof example === 'string' ? example : example.text;
      const spans = found(base, undefined);
      if (spans.length === 0) continue;
      // The number alone: no other context word near it.
      const [start, end] = spans[spans.length - 1]!.split(' ')[0]!.split('-').map(Number) as [number, number];
      const number = base.slice(start, end);
      for (const after of [25, 49]) {
        const text = number + ' '.repeat(after - word.length) + word + 'Z';
        const withCues = found(text, cuesOf(text));
        expect({ text, found: withCues }).toEqual({ text, found: found(text, undefined) });
        if (withCues.join() !== found(number + ' '.repeat(after - word.length + 1) + word.slice(1) + 'Z', undefined).join()) differ++;
      }
    }
    // Texts where that word decides (the same text without its first letter finds otherwise).
    expect(differ).toBeGreaterThan(20);
  });

  it('finds with the cues what it finds without them, on 800 random texts', () => {
    // Each format with short context words, its examples' numbers beside one of those words
    // (whole, or run into a word: "INFO"), at random distances and joins.
    const cases: { words: string[]; numbers: string[] }[] = [];
    for (const f of ID_FORMATS) {
      const words = f.context.filter((w) => w.length < 4);
      const numbers = f.examples.positive.map((e) => (typeof e === 'string' ? e : e.text));
      if (words.length && numbers.length) cases.push({ words, numbers });
    }
    const glue = ['', ' ', ' ', ': ', '\n', '-', '_', 'O', 'x ', ' '.repeat(20), 'word '.repeat(8)];
    const next = randomInts(5);
    const pick = <T>(list: readonly T[]): T => list[next() % list.length]!;
    let named = 0;
    for (let k = 0; k < 800; k++) {
      const { words, numbers } = cases[k % cases.length]!;
      const word = pick(words);
      const number = pick(numbers);
      const text = next() % 2 ? `${pick(glue)}${word}${pick(glue)}${number}${pick(glue)}` : `${pick(glue)}${number}${pick(glue)}${word}${pick(glue)}`;
      const withCues = found(text, cuesOf(text));
      expect({ text, found: withCues }).toEqual({ text, found: found(text, undefined) });
      named += withCues.filter((f) => f.includes(` ${SCORE_WITH_CONTEXT} `)).length;
    }
    expect(named).toBeGreaterThan(150);
  });

  it('compares a slice lower-cased with a cue as toLowerCase does, by code unit while ASCII', () => {
    // "İ" lower-cases to two units ("i̇"), the Kelvin sign to "k", "ẞ" to "ß"; Σ to σ or ς.
    const alphabet = ['i', 'I', 'n', 'N', 'İ', '\u212a', 'K', 'k', 'ß', 'ẞ', 'Σ', 'σ', 'É', 'é', 'D', 'd', ' '];
    const cues = [...WHOLE_WORD_CUES.filter((c) => /^[a-z]*[ikn][a-z]*$/.test(c)), 'i̇n', 'i̇', 'kn', 'éd', 'ßi', 'σ', 'ς', 'ni'];
    const wrong: string[] = [];
    let equal = 0;
    let nonAscii = 0;
    for (const text of randomTexts(alphabet, 3000, 5, 28)) {
      for (const cue of cues) {
        for (let length = 1; length <= text.length; length++) {
          const from = text.length - length;
          const expected = text.slice(from).toLowerCase() === cue;
          if (lowerSliceIs(text, from, length, cue) !== expected) wrong.push(`${text} ${cue} ${length}`);
          if (expected) {
            equal++;
            if (/[^\0-\x7f]/.test(text.slice(from))) nonAscii++;
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(equal).toBeGreaterThan(200);
    expect(nonAscii).toBeGreaterThan(20);
  });
});
