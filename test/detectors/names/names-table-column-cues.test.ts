import { describe, expect, it } from 'vitest';
import { KeywordPlan } from '../../../src/engine/keywords.js';
import { INFORMAL_CUES } from '../../../src/detectors/names/names-register.js';
import { findTableColumnNames, TABLE_CUES } from '../../../src/detectors/names/names-table-column.js';

// person-name's cues: the informal lines' and the tables' (a superset of TABLE_CUES' places).
const plan = new KeywordPlan([{ cues: [...INFORMAL_CUES, ...TABLE_CUES] }]);
const cueHits = (text: string) => plan.occurrences(text).get(1) ?? [];

describe('findTableColumnNames from the keyword pass', () => {
  it('finds what it finds scanning each line, on 5,000 random tables', () => {
    let seed = 5;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const names = ['Ann Lee', 'Bob Roe', 'Cy Dunn', 'carl jung', 'dana scott', 'vegan', 'none'];
    const partings = ['  ', '   ', '\t', ' | ', '  |', ' '];
    let found = 0;
    for (let t = 0; t < 5000; t++) {
      const parting = pick(partings);
      let text = next() < 0.5 ? 'Intro line. ok\n' : '';
      for (let r = 0, rows = 3 + Math.floor(next() * 5); r < rows; r++) {
        text += [String(r + 1).padStart(3, '0'), pick(names), pick(['x', 'yes', 'no'])].join(next() < 0.9 ? parting : pick(partings)) + (next() < 0.1 ? '\r\n' : '\n');
      }
      if (next() < 0.3) text += 'end  of\ttable|x';
      const people = [...text.matchAll(/[A-Z][a-z]+ [A-Z][a-z]+/g)].map((m) => ({ start: m.index, end: m.index + m[0].length, score: 1 }));
      const expected = findTableColumnNames(text, people);
      if (expected.length) found++;
      expect(findTableColumnNames(text, people, cueHits(text)), JSON.stringify(text)).toEqual(expected);
    }
    expect(found).toBeGreaterThan(100);
  });
});
