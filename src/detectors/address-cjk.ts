import { defineDetector, keywordWindows } from '../engine/detector.js';
import type { DetectorContext, Emit } from '../engine/types.js';
import { holdsOtherScripts } from './lib/scripts.js';

/**
 * Street addresses in Korean, Chinese and Japanese script, and a Japanese address in romaji.
 * Each is read by its administrative units, largest first, down to the number:
 * - Korean road-name addresses (도로명주소): city, district, then the road (`…로`, `…길`) and
 *   the building number, maybe the building's name and the unit (`…호`): "서울특별시 마포구
 *   월드컵북로 396, 상암파크타워 1203호".
 * - Chinese: province, city, district (`省`, `市`, `区`, `县`), the road (`路`, `街`, `大道`)
 *   and the number (`号`), maybe the floor and the room (`楼`, `层`, `室`): "上海市徐汇区漕溪北路
 *   88 号 1203 室".
 * - Japanese: the prefecture (`都`, `道`, `府`, `県`), city, ward or town (`市`, `区`, `町`, `村`,
 *   `郡`), the district and its block numbers ("3-1-3", "1丁目2番3号"): "大阪府大阪市北区梅田
 *   3-1-3", then maybe a building's name and its room (`号室`, or `号` alone as letters write it:
 *   "コーポ三軒茶屋 203号"; not `2号機`, a machine's number). The postcode after `〒` before it is left to zip-code, which finds it as certain: an
 *   address that took it in would lose the overlap to it and stand; in romaji, the block numbers, the district, the ward
 *   or city with its suffix and the postcode: "3-1-3 Umeda, Kita-ku, Osaka 530-0001".
 */
const HANGUL = String.raw`[\uAC00-\uD7A3]`;
const KOREAN = String.raw`(?:${HANGUL}{1,8}(?:특별시|광역시|특별자치시|특별자치도|도|시)[ \t]+)?(?:${HANGUL}{1,8}(?:시|군|구)[ \t]+){0,2}(?:${HANGUL}{1,8}(?:읍|면|동)[ \t]+)?${HANGUL}{1,12}[0-9]{0,3}(?:로|길)(?:[ \t]*\d{1,3}(?:번)?길)?[ \t]*\d{1,5}(?:-\d{1,4})?(?![\d.])(?:,?[ \t]*(?:[\uAC00-\uD7A3A-Za-z0-9]{1,20}[ \t]*)?(?:\d{1,4}동[ \t]*)?\d{1,5}호)?`;
const HAN = String.raw`[\u4E00-\u9FFF]`;
const CHINESE = String.raw`(?:${HAN}{1,6}(?:省|自治区))?(?:${HAN}{1,6}?(?:市|区|县|镇)){1,3}${HAN}{1,10}?(?:路|街|大道|巷|弄)[ \t]*\d{1,5}[ \t]*号(?:[ \t]*\d{1,5}[ \t]*(?:楼|层|室|单元)){0,3}`;
// Hong Kong, in traditional characters: the territory or region (香港, 九龍, 新界), the district
// and the street (…道, …街, …路, …里), the number (號), maybe the estate with its block (座) or
// phase (期), the floor (樓) and the flat (室): "香港鰂魚涌英皇道1120號康山花園2座18樓C室"
// (Hongkong Post's Chinese addressing: largest unit first).
const HONG_KONG = String.raw`(?:香港|九龍|九龙|新界)${HAN}{1,10}?(?:道|街|路|里)[ \t]*\d{1,5}[ \t]*[號号](?:${HAN}{1,8}?(?:\d{1,3}座|第?\d{1,3}期))?(?:[ \t]*\d{1,3}[ \t]*[樓楼])?(?:[ \t]*[A-Z0-9]{1,4}[ \t]*室)?`;
// Taiwan, in traditional characters (Chunghwa Post's addressing, largest unit first): maybe the
// postcode (3, 5 or 6 digits), the city or county (市, 縣) and district or township (區, 鄉, 鎮),
// the village and neighbourhood (里, 鄰), the road (路, 街, 大道) with its section (段), the lane
// (巷) and alley (弄), the number (號, maybe 之 and a sub-number), the floor (樓) and room (室):
// "106台北市大安區忠孝東路四段216巷27弄5號3樓". A road and number alone need a section, a lane or an
// alley ("忠孝東路四段216巷27弄5號"), or a city or district before them. A road's name opens with no
// word of the sentence before it ("住在", "位於", "寄到": live at, lie at, send to).
const TW_OPENS = String.raw`(?![在於住到從往寄送位為是的他她我你您])`;
const TW_ROAD = String.raw`${TW_OPENS}${HAN}{1,8}?(?:路|街|大道)`;
const TW_SECTION = String.raw`(?:[一二三四五六七八九十]{1,2}|\d{1,2})段`;
const TW_NUMBER = String.raw`[ \t]*\d{1,5}(?:之\d{1,3})?[ \t]*號(?:[ \t]*(?:\d{1,3}|[一二三四五六七八九十]{1,3})樓(?:之\d{1,3})?)?(?:[ \t]*\d{1,4}室)?`;
const TAIWAN = String.raw`(?:\d{3}(?:\d{2,3})?)?${TW_OPENS}(?:${HAN}{1,4}?(?:市|縣)(?:${HAN}{1,4}?(?:區|鄉|鎮|市))?|${HAN}{1,4}?(?:區|鄉|鎮))(?:${HAN}{1,4}?(?:里|村)(?:\d{1,3}鄰)?)?${TW_ROAD}${TW_SECTION}?(?:\d{1,4}巷)?(?:\d{1,4}弄)?${TW_NUMBER}|${TW_ROAD}(?:${TW_SECTION}(?:\d{1,4}巷)?|\d{1,4}巷)(?:\d{1,4}弄)?${TW_NUMBER}`;
const KANA = String.raw`[\u4E00-\u9FFF\u3040-\u309F\u30A0-\u30FF]`;
const JAPANESE = String.raw`(?:${HAN}{1,3}(?:都|道|府|県))?(?:${KANA}{1,6}?(?:市|区|町|村|郡)){1,3}${KANA}{0,8}?[ \t]*\d{1,4}(?:(?:-|丁目|番地?|号)\d{1,4}){1,3}(?:号)?(?:[ \t\u3000]{0,2}[\u30A0-\u30FF\u4E00-\u9FFFA-Za-z][\u3040-\u30FF\u4E00-\u9FFFA-Za-z]{0,15}[ \t\u3000]?\d{1,5}号(?:室)?(?![\u3040-\u30FF\u4E00-\u9FFF]))?`;
const CJK = new RegExp(`${KOREAN}|${HONG_KONG}|${CHINESE}|${TAIWAN}|${JAPANESE}`, 'g');
const CAP = String.raw`[A-Z][a-z]+`;
const ROMAJI = new RegExp(String.raw`(?<![\w-])\d{1,4}(?:-\d{1,4}){1,2},?[ \t]+${CAP}(?:[ \t]+${CAP})?,[ \t]*${CAP}-(?:ku|shi|cho|machi|gun)(?:,[ \t]*${CAP}(?:-(?:shi|ken|fu|to))?)?(?:[ \t]+\d{3}-\d{4})?(?![\w-])`, 'g');
// A Taiwanese address in Chunghwa Post's romanization, smallest unit first: the floor and
// number, the alley (Aly.), lane (Ln.) and section (Sec.), the road with its direction (E., W.,
// S., N.) and kind (Rd., St., Blvd.), the district, the city or county and the postcode:
// "3F., No. 5, Aly. 27, Ln. 216, Sec. 4, Zhongxiao E. Rd., Da’an Dist., Taipei City 106". A
// lane, a section or a district must stand in it: "No. 5, Main St." alone is left to the others.
const TW_CAP = String.raw`[A-Z][a-z’']+`;
const TW_ROAD_EN = String.raw`${TW_CAP}(?:[ -]${TW_CAP}){0,2}[ \t](?:[ENSW]\.[ \t])?(?:Rd|St|Blvd|Ave|Expy)\.`;
const TW_TOWN_EN = String.raw`(?:,[ \t]*${TW_CAP}(?:[ -]${TW_CAP})?[ \t](?:City|County))?(?:[ \t]\d{3}(?:\d{2,3})?)?(?:,[ \t]*Taiwan(?:[ \t]\(R\.O\.C\.\))?)?`;
const TW_HOUSE_EN = String.raw`(?:(?:\d{1,2}F\.?(?:-\d{1,2})?|Rm\.[ \t]?\d{1,4}),[ \t]*)?No\.[ \t]?\d{1,5}(?:-\d{1,3})?,[ \t]*`;
const TW_ROMAN = new RegExp(
  String.raw`(?<![\w-])(?:${TW_HOUSE_EN})?(?:Aly\.[ \t]?\d{1,4},[ \t]*)?(?:(?:Ln\.[ \t]?\d{1,4},[ \t]*)(?:Sec\.[ \t]?\d{1,2},[ \t]*)?|Sec\.[ \t]?\d{1,2},[ \t]*)${TW_ROAD_EN}(?:,[ \t]*${TW_CAP}(?:[ -]${TW_CAP})?[ \t](?:Dist|Township)\.)?${TW_TOWN_EN}|(?<![\w-])${TW_HOUSE_EN}(?:Aly\.[ \t]?\d{1,4},[ \t]*)?${TW_ROAD_EN},[ \t]*${TW_CAP}(?:[ -]${TW_CAP})?[ \t](?:Dist|Township)\.${TW_TOWN_EN}`,
  'g',
);
const TW_ROMAN_UNITS = /^[^\u3000-\uFFFF]*\b(?:No|Sec|Ln|Aly|Dist)\./;
const WINDOW = 96;
/** All three as one list of patterns, as the engine ran them before findCjkAddresses (its test's plain version). */
export const CJK_PATTERNS: readonly RegExp[] = [CJK, ROMAJI, TW_ROMAN];

/**
 * CJK's matches over the windows the engine gives the patterns (keywordWindows, the whole text
 * without keyword hits), each window read as a slice as the engine reads it. Every match holds a
 * Hangul, Han or kana letter, so a text without a letter of another script than Latin (most of
 * them; lib/scripts.ts, searched once per call) is spared the regex: tried at every position of
 * the windows that "sec", "ln" and "dist" open in English prose, it cost ~1 ms per 400 KB.
 */
function findCjkAddresses(text: string, ctx: DetectorContext, emit: Emit): void {
  if (!holdsOtherScripts(text, ctx)) return;
  const windows = (ctx.keywordHits && keywordWindows(text, ctx.keywordHits, WINDOW)) ?? [0, text.length];
  for (let w = 0; w < windows.length; w += 2) {
    const from = windows[w]!;
    const to = windows[w + 1]!;
    const slice = from === 0 && to === text.length ? text : text.slice(from, to);
    CJK.lastIndex = 0;
    for (let m = CJK.exec(slice); m !== null; m = CJK.exec(slice)) emit(from + m.index, from + m.index + m[0].length, undefined, undefined);
  }
}

export default defineDetector({
  id: 'address-cjk',
  entity: 'ADDRESS',
  patterns: () => [ROMAJI, TW_ROMAN],
  findEach: findCjkAddresses,
  keywords: ['로', '길', '号', '號', '〒', '丁目', '番', '市', '区', '町', '-ku', '-shi', '-cho', '-machi', '-gun', 'sec', 'ln', 'dist'],
  keywordsInWords: true,
  window: WINDOW,
  score: 0.85,
  // A romanized Taiwanese address holds a road the names analysis also reads ("Zhongxiao E.
  // Rd.", as certain as a street with its number): the whole, with its lane and section, wins.
  validate: (value) => (TW_ROMAN_UNITS.test(value) ? 0.97 : true),
  examples: {
    positive: [
      // Fictitious addresses (the fourth reading's Korean e-mail, the third's visitor list).
      { text: '배송지: 서울특별시 마포구 월드컵북로 396, 상암파크타워 1203호 (우편번호 03925)', match: '서울특별시 마포구 월드컵북로 396, 상암파크타워 1203호' },
      { text: 'Home address: 上海市徐汇区漕溪北路 88 号 1203 室 (Room 1203)', match: '上海市徐汇区漕溪北路 88 号 1203 室' },
      { text: 'PREMISES 物業: Flat 18C\n   香港鰂魚涌英皇道1120號康山花園2座18樓C室\n', match: '香港鰂魚涌英皇道1120號康山花園2座18樓C室' }, // the seventh reading's tenancy (fictitious)
      { text: '地址：106台北市大安區忠孝東路四段216巷27弄5號3樓\n', match: '106台北市大安區忠孝東路四段216巷27弄5號3樓' }, // the eighth reading's claim letter
      { text: '他住在忠孝東路四段216巷27弄5號，', match: '忠孝東路四段216巷27弄5號' },
      { text: '他住在台北市大安區忠孝東路四段216巷27弄5號3樓。', match: '台北市大安區忠孝東路四段216巷27弄5號3樓' },
      { text: 'Address: 〒530-0001 大阪府大阪市北区梅田 3-1-3 (see below)', match: '大阪府大阪市北区梅田 3-1-3' },
      { text: 'Address: 3F., No. 5, Aly. 27, Ln. 216, Sec. 4, Zhongxiao E. Rd., Da’an Dist., Taipei City 106, Taiwan', match: '3F., No. 5, Aly. 27, Ln. 216, Sec. 4, Zhongxiao E. Rd., Da’an Dist., Taipei City 106, Taiwan' },
      { text: 'He lives at No. 12, Sec. 2, Zhongxiao E. Rd. now.', match: 'No. 12, Sec. 2, Zhongxiao E. Rd.' },
      { text: 'Address: 3-1-3 Umeda, Kita-ku, Osaka 530-0001.', match: '3-1-3 Umeda, Kita-ku, Osaka 530-0001' },
      // A building's name and its room after the block numbers (a résumé's 現住所).
      { text: '現住所　東京都目黒区自由が丘1丁目8番3号　メゾン自由が丘 305号室\n電話', match: '東京都目黒区自由が丘1丁目8番3号　メゾン自由が丘 305号室' },
      // The building and its room number with 号 alone, as a letter writes them.
      { text: '新住所: 東京都世田谷区太子堂4-18-27 コーポ三軒茶屋 203号.', match: '東京都世田谷区太子堂4-18-27 コーポ三軒茶屋 203号' },
    ],
    negative: [
      '서울로 가는 길에 3시간 걸렸다', // "to Seoul", a time
      '我们在上海市开会 3 天', // a city, a count
      '大阪市の人口は 270 万人', // a city, a population
      '会議室 305号室で', // a room with no address before it
      '香港有 1120 號巴士', // "Hong Kong has bus number 1120": no street before the number
      '請走中山路到5號出口', // a road and an exit's number: no section, lane or district
      'Refer to sec. 2, table 4 of the report.', // a report's section: no road after it
      'Kita-ku is a ward; 3-1-3 was the score.',
    ],
  },
});
