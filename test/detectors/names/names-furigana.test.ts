import { describe, expect, it } from 'vitest';
import { findFuriganaNames } from '../../../src/detectors/names/names-furigana.js';

const spans = (text: string) => findFuriganaNames(text).map((c) => text.slice(c.start, c.end));

describe('findFuriganaNames', () => {
  it('takes the kana reading on the line above the name', () => {
    expect(spans('ふりがな　　すずき　はなこ\n氏　　名　　鈴木　花子\n')).toEqual(['すずき　はなこ']);
    expect(spans('フリガナ ヤマダ タロウ\n名前 山田 太郎')).toEqual(['ヤマダ タロウ']);
  });

  it('leaves the reading above an address, and the label in prose', () => {
    expect(spans('ふりがな　　とうきょうと めぐろく\n現 住 所　　〒152-0035')).toEqual([]);
    expect(spans('名前にふりがなをつけてください。')).toEqual([]);
  });
});
