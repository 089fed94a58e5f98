import { describe, expect, it } from 'vitest';
import { KeywordPlan } from '../../../src/engine/keywords.js';
import { informalLines, INFORMAL_CUES, type Lines } from '../../../src/detectors/names/names-register.js';

const plan = new KeywordPlan([{ cues: INFORMAL_CUES }]);
/** Where the keyword pass finds the cues (owner 1: the cues of detector 0 of a list of one). */
const cueHits = (text: string) => plan.occurrences(text).get(1) ?? [];
const spans = (lines: Lines) => Array.from({ length: lines.count }, (_, k) => [lines.start(k), lines.end(k)]);

// Pieces of chat and prose: every mark, chat words in and out of words, blank lines and emoji.
const PIECES = ['i ', 'I ', "i'm", 'i’', ' i\t', '!', '?', '!!', '?? ', '! a', '? b', ':)', ':-(', ';D', ':P', 'x:)', '<3', '#tag', '#1', '&#x', '😀', '☀', '⭐', '🫶', 'lol', 'LOL', 'lols', 'Cantürk', 'cant', 'hahaha', 'jejeje', 'those', 'year', 'yeah', 'tho', 'word', 'The', '.', ',', ' ', '\t', '\n', '\n\n', '\n \n', 'é', '_lol', 'lol_', '9lol', 'XD', 'bro', 'brother', 'dont', '\r\n', 'a', 'Z', '\ud83d', '’'];

describe('informalLines from the keyword pass', () => {
  it('gives the lines the whole-text search gives, on 20,000 random texts', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let t = 0; t < 20000; t++) {
      let text = '';
      for (let k = 1 + Math.floor(next() * 30); k > 0; k--) text += PIECES[Math.floor(next() * PIECES.length)];
      expect(spans(informalLines(text, cueHits(text))), JSON.stringify(text)).toEqual(spans(informalLines(text)));
    }
  });

  it('reads a mark at the text start, after a blank and inside a word', () => {
    for (const text of ['i think so', 'ok i\tguess', 'Fine.\nwe met:) then', 'x\n\nA line.\nlol nice.', 'Done. Cantürk left.']) {
      expect(spans(informalLines(text, cueHits(text)))).toEqual(spans(informalLines(text)));
    }
    const post = 'Fine.\nwe met :) then.';
    expect(spans(informalLines(post, cueHits(post)))).toEqual([[6, 21]]);
  });
});
