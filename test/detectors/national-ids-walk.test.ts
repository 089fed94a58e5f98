import { describe, expect, it } from 'vitest';
import { idStarts, LEAD_CODES, LEAD_LETTER, LEAD_OTHER } from '../../src/detectors/national-ids/scan.js';

describe('national-ids: the walk back from a digit run', () => {
  it('reads by table what it read by tests: ASCII letters, the separators space . - / :, Ñ and &; stops at anything else', () => {
    const plain = (c: number): number => {
      if (c >= 48 && c <= 57) return 0;
      if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) return LEAD_LETTER;
      return c === 32 || c === 46 || c === 45 || c === 47 || c === 58 || c === 0xd1 || c === 38 ? LEAD_OTHER : 0;
    };
    const wrong: number[] = [];
    for (let c = 0; c < 0x10000; c++) if ((c < 256 ? LEAD_CODES[c]! : 0) !== plain(c)) wrong.push(c);
    expect(wrong).toEqual([]);
  });

  it('gives the word starts of letters, Ñ and & before a run; none after a letter of another script', () => {
    // RFCs of Mexico ("MUÑ110218LJ6", "B&D9605298Y3": the word after "&" too), "AT U12345678".
    expect(idStarts('MUÑ110218LJ6')).toEqual([0]);
    expect(idStarts('B&D9605298Y3')).toEqual([0, 2]);
    expect(idStarts('AT U12345678')).toEqual([0, 3]);
    expect(idStarts('x=AB12345678')).toEqual([2]);
    // "ñ" stops the walk, and "B" after it continues a word (ID_START).
    expect(idStarts('añB12345678')).toEqual([]);
    expect(idStarts('Mozilla/5.0 1234')).toEqual([12]);
    expect(idStarts('GET /x HTTP/1.1 200')).toEqual([5, 7, 16]);
    expect(idStarts('ab:12 cd.34')).toEqual([0, 3, 6]);
  });
});
