import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { scanOf } from '../engine/scan/index.js';

/**
 * The people of a LINE chat's exported history (LINE's "Send chat history" / トーク履歴を送信
 * writes a .txt): its first line names the other person (`[LINE] 山本 結衣とのトーク履歴`,
 * `[LINE] Chat history with Yui Yamamoto`), and each message line is `HH:MM<tab>sender<tab>text`.
 * The sender's column is a display name, a person's in a one-to-one chat, whatever its script
 * (the names analysis reads no Japanese given name without a title); a group's history (`[LINE]
 * Chat history in …`, `…のトーク履歴` without `との`) names its group, which stays, while its
 * senders are taken. Found from the literal `[LINE] ` at a line's start: other texts cost one search.
 */
const HEADER = /\[LINE\] (?:(?<ja>[^\n\t]{1,60}?)とのトーク履歴|Chat history with (?<en>[^\n\t]{1,60}?))[ \t]*\r?$|\[LINE\] [^\n]*$/dmy;
const MESSAGE = /^\d{1,2}:\d{2}\t(?<sender>[^\t\n]{1,60}?)\t/gmd;

function findLineSenders(text: string, ctx?: DetectorContext): Candidate[] {
  const out: Candidate[] = [];
  for (const at of scanOf(text, ctx).literal('[LINE] ')) {
    if (at > 0 && text.charCodeAt(at - 1) !== 10) continue;
    HEADER.lastIndex = at;
    const m = HEADER.exec(text);
    if (m === null) continue;
    const named = m.indices?.groups?.ja ?? m.indices?.groups?.en;
    if (named) out.push({ start: named[0], end: named[1], score: 0.85 });
    // The history's messages: up to the next export's header.
    const next = text.indexOf('\n[LINE] ', at + 1);
    MESSAGE.lastIndex = at + m[0].length;
    for (let line = MESSAGE.exec(text); line !== null && (next < 0 || line.index < next); line = MESSAGE.exec(text)) {
      const sender = line.indices!.groups!.sender!;
      if (/[\p{L}]/u.test(line.groups!.sender!)) out.push({ start: sender[0], end: sender[1], score: 0.85 });
    }
  }
  return out;
}

export default defineDetector({
  id: 'line-chat-export',
  entity: 'PERSON_NAME',
  find: findLineSenders,
  examples: {
    positive: [
      // Fictitious people (the tenth reading's line-chat); the layout is LINE's export's.
      { text: 'attached:\n[LINE] 山本 結衣とのトーク履歴\n保存日時：2026/11/28 07:40\n\n2026/11/27(金)\n21:04\t山本 結衣\t引っ越し先の住所送るね！\n', match: ['山本 結衣', '山本 結衣'] },
      { text: 'attached:\n[LINE] Chat history with Yui Yamamoto\nSaved on: 2026/11/28 07:40\n', match: 'Yui Yamamoto' },
    ],
    negative: [
      '[LINE] 家族グループのトーク履歴\n', // a group's history: its name stays
      'see [LINE] 42 of the log', // no export's header at a line's start
      '21:04\t山本 結衣\t引っ越し先の住所送るね！', // a tab-separated line with no LINE export's header
    ],
  },
});
