import { ADDRESS_HEADERS, ENCODED_WORDS, decodeRun, defineDetector, headerNameAt } from '../engine/detector.js';
import type { Candidate } from '../engine/types.js';

/**
 * A display name printed as RFC 2047 encoded words in a message's address header:
 * `From: =?UTF-8?B?WmRlbsSbayBQcm9jaMOhemth?= <zdenek@example.cz>`, `To: =?ISO-8859-1?Q?S=F8ren_=D8deg=E5rd?=`.
 * Mail clients encode any name with a letter outside ASCII that way (RFC 2047, "MIME Part Three:
 * Message Header Extensions for Non-ASCII Text": `=?charset?encoding?encoded-text?=`, B for
 * base64, Q for a quoted-printable where `_` is a space), so the name reaches a reader of the raw
 * message only encoded, and no name finder reads it. The words are decoded here and taken whole
 * (with the words that follow them, folded or not) when the header is one of an address's (From,
 * To, Cc, Bcc, Reply-To, Sender and their Resent- forms) and the decoded text reads as a name: up
 * to five words each opening with a capital, no digit, or one or two words of Han, kana or
 * Hangul (`佐藤 美咲`). A Subject's encoded words are read decoded by the engine
 * (engine/encoded-words.ts); a name's that decodes to something else (a company's `Müller GmbH` is an organization's).
 */
const NAME = /^\p{Lu}[\p{L}\p{M}'’.-]*(?:,? \p{Lu}[\p{L}\p{M}'’.-]*){0,4}$/u;
// A display name in Han, kana or Hangul (no capitals to read): `佐藤 美咲`, `김민준`, `王伟`, one or
// two words (the family name first, a space or an ideographic space between), two to ten
// characters; a firm's or a service's (`株式会社…`, `…銀行`, `…サポート`, `…센터`) stays.
const CJK_NAME = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]{1,6}(?:[ \u3000][\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]{1,6})?$/u;
const CJK_ORGANIZATION_WORD = /会社|銀行|事務|局|センター|サポート|チーム|窓口|協会|大学|学校|病院|通知|お知らせ|公司|集团|银行|团队|中心|客服|주식회사|은행|센터|팀|고객|병원|대학/u;
const ORGANIZATION_WORD = /\b(?:GmbH|AG|Ltd|LLC|Inc|S\.?A|s\.?r\.?o|a\.?s|SAS|SARL|BV|NV|AB|AS|Oy|ApS|Sp|KG|plc)\b\.?/i;

function* findEncodedNames(text: string): Iterable<Candidate> {
  for (let at = text.indexOf('=?'); at >= 0; ) {
    // An encoded word is at most 75 characters (RFC 2047, 2); a name rarely takes more than six.
    const m = ENCODED_WORDS.exec(text.slice(at, at + 600));
    if (!m) {
      at = text.indexOf('=?', at + 2);
      continue;
    }
    const end = at + m[0].length;
    const header = headerNameAt(text, at);
    if (header !== undefined && ADDRESS_HEADERS.test(header)) {
      const decoded = decodeRun(m[0])?.trim();
      if (decoded !== undefined && isDisplayName(decoded)) yield { start: at, end, score: 0.9, entity: 'PERSON_NAME' };
    }
    at = text.indexOf('=?', end);
  }
}

/** Whether an address header's decoded display name reads as a person's. */
function isDisplayName(decoded: string): boolean {
  if (NAME.test(decoded)) return !ORGANIZATION_WORD.test(decoded);
  return CJK_NAME.test(decoded) && !CJK_ORGANIZATION_WORD.test(decoded);
}

export default defineDetector({
  id: 'mime-encoded-word',
  entity: 'PERSON_NAME',
  find: findEncodedNames,
  // Every encoded word says its encoding between question marks.
  keywords: ['?b?', '?q?'],
  examples: {
    positive: [
      // RFC 2047's own examples of section 8 (a display name in From and To), fictitious people.
      { text: 'MIME-Version: 1.0\nFrom: =?US-ASCII?Q?Keith_Moore?= <moore@cs.utk.edu>', match: '=?US-ASCII?Q?Keith_Moore?=' },
      { text: 'MIME-Version: 1.0\nTo: =?ISO-8859-1?Q?Keld_J=F8rn_Simonsen?= <keld@dkuug.dk>', match: '=?ISO-8859-1?Q?Keld_J=F8rn_Simonsen?=' },
      { text: 'MIME-Version: 1.0\nCc: =?UTF-8?B?WmRlbsSbayBQcm9jaMOhemth?=\n <z.prochazka@example.cz>', match: '=?UTF-8?B?WmRlbsSbayBQcm9jaMOhemth?=' },
      // 佐藤 美咲 in ISO-2022-JP, as Japanese mailers still send it (fictitious).
      { text: 'Date: Fri, 20 Nov 2026 19:31:40 +0900\nFrom: =?iso-2022-jp?b?GyRCOjRGIxsoQiAbJEJIfjppGyhC?= <m.sato@example.jp>', match: '=?iso-2022-jp?b?GyRCOjRGIxsoQiAbJEJIfjppGyhC?=' },
    ],
    negative: [
      'Subject: =?ISO-8859-1?B?SWYgeW91IGNhbiByZWFkIHRoaXMgeW8=?=', // a subject stays
      'From: =?UTF-8?Q?M=C3=BCller_GmbH?= <info@example.de>', // a company's name
      'From: =?utf-8?b?5qCq5byP5Lya56S+44K144Kv44Op?= <info@example.jp>', // 株式会社サクラ, a firm's
    ],
  },
});
