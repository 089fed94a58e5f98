import { defineDetector } from '../engine/detector.js';

/**
 * A messenger's user ID after its label: `LINE ID`, `KakaoTalk ID`, `WeChat ID` (the brand as
 * it writes itself), then `:`, `：`, `=` or a Japanese particle (`LINE ID は misaki_0712`, "the LINE
 * ID is …"; `を`, `が`, `：`), and the ID: four to twenty letters, digits, `.`, `_`, `-` (LINE's
 * rule for IDs), a letter among them. A chat in Japanese gives it so (the tenth reading's LINE
 * export). The label in lower case (`line id: 42`, a code's line) is none.
 */
const MESSENGER_ID = /(?<![\p{L}\p{N}])(?:LINE|KakaoTalk|Kakao|WeChat)[ \t]?(?:ID|Id)[ \t]*(?:[:：=]|は|を|が|:)?[ \t]*(?<value>(?=[A-Za-z0-9._-]*[A-Za-z])[A-Za-z0-9][A-Za-z0-9._-]{2,18}[A-Za-z0-9])(?![\p{L}\p{N}_]|[.-][\p{L}\p{N}])/gu;

export default defineDetector({
  id: 'username-messenger-id',
  entity: 'USERNAME',
  patterns: () => [MESSENGER_ID],
  keywords: ['line id', 'lineid', 'kakaotalk id', 'kakao id', 'wechat id'],
  window: 64,
  score: 0.85,
  examples: {
    positive: [
      // Fictitious (the tenth reading's LINE chat export).
      { text: '"LINE ID は misaki_0712"', match: 'misaki_0712' },
      { text: 'KakaoTalk ID: jiwoo.park88', match: 'jiwoo.park88' },
    ],
    negative: [
      'line id: 42', // a line's number, in lower case
      'LINE ID は未設定', // no ID (not set)
    ],
  },
});
