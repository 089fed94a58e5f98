import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { keywordPlaces } from './lib/keyword-places.js';

/**
 * A Japanese person's name by its place (the tenth reading's LINE chat: docs/reader.md, leaks21):
 * - family and given name with a blank between (`佐藤 美咲`, `ヤマモト ユイ`), right before the
 *   honorific `様` or `さん`, maybe after a blank (`佐藤 美咲さん`, `ヤマモト ユイ様`, `田中 優子 様`). One word alone (`佐藤さん`,
 *   `お客様`, `皆さん`) stays: a customer, everyone, or a surname said again; `様子`, `様式`
 *   (appearance, style) are no honorific;
 * - the account holder in katakana (half-width too, as a bank prints it) after a bank account's
 *   type and number (`普通 4182736` ordinary, `当座` current, `貯蓄` savings), on the same line
 *   after a blank or alone on the next line, as a transfer's details give it (`振込先`).
 * Starts from the keyword pass's hits of the honorifics and the account types.
 */
const KANA_KANJI = String.raw`[\u30a1-\u30fa\u30fc\u3005\u4e00-\u9fff\uff66-\uff9f]`;
// A blank may stand before the honorific too (`田中 優子 様`, a delivery slip's addressee: probes27).
const NAME_BEFORE = new RegExp(String.raw`(?<![\p{L}\p{N}])${KANA_KANJI}{1,6}[ \u3000]${KANA_KANJI}{1,6}(?<blank>[ \u3000]?)$`, 'u');
const KATAKANA = String.raw`[\u30a1-\u30fa\u30fc\uff66-\uff9f]`;
const HOLDER = new RegExp(String.raw`(?:普通|当座|貯蓄)(?:預金)?[ \t\u3000]*(?:口座)?[ \t\u3000]*\d{6,8}(?:[ \t\u3000]+|[ \t\u3000]*\r?\n[ \t\u3000]*)(?<name>${KATAKANA}{2,}[ \u3000]${KATAKANA}{1,}(?:[ \u3000]${KATAKANA}{1,})?)(?![\p{L}\p{N}])`, 'uy');
/** What may follow `様` when it is no honorific: 様子 (appearance), 様式 (style), 様相, 様々, 様変わり. */
const NOT_HONORIFIC_AFTER = new Set(['子', '式', '相', '々', '変', '態']);

function* findNames(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  for (const hit of ctx?.keywordHits ?? keywordPlaces(text, KEYWORDS)) {
    const c = text[hit];
    if (c === '様' || c === 'さ') {
      if (c === 'さ' && text[hit + 1] !== 'ん') continue;
      if (c === '様' && NOT_HONORIFIC_AFTER.has(text[hit + 1] ?? '')) continue;
      const m = NAME_BEFORE.exec(text.slice(Math.max(0, hit - 14), hit));
      if (m === null) continue;
      yield { start: hit - m[0].length, end: hit - m.groups!.blank!.length, score: 0.85, entity: 'PERSON_NAME' };
      continue;
    }
    HOLDER.lastIndex = hit;
    const h = HOLDER.exec(text);
    if (h === null) continue;
    const end = hit + h[0].length;
    yield { start: end - h.groups!.name!.length, end, score: 0.85, entity: 'PERSON_NAME' };
  }
}

const KEYWORDS = ['様', 'さん', '普通', '当座', '貯蓄'];

export default defineDetector({
  id: 'person-name-japanese',
  entity: 'PERSON_NAME',
  find: findNames,
  keywords: KEYWORDS,
  keywordsInWords: true,
  examples: {
    positive: [
      // Fictitious people (the tenth reading's LINE chat).
      { text: 'あと連絡先ってわかる？ 佐藤 美咲さん', match: '佐藤 美咲' },
      { text: '三井住友銀行 渋谷駅前支店 普通 4182736\nヤマモト ユイ', match: 'ヤマモト ユイ' },
      { text: 'ご請求書 ヤマモト ユイ様', match: 'ヤマモト ユイ' },
      { text: 'お届け先：東京都新宿区 田中 優子 様', match: '田中 優子' },
    ],
    negative: ['お客様各位', '皆さん、こんにちは', '皆様へ', '当日の様子を見る', '普通 4182736 円'],
  },
});
