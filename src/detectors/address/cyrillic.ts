import { lazy } from '../../engine/lazy.js';
import type { Candidate } from '../../engine/types.js';

/**
 * A Ukrainian or Russian street address as a certificate or a letter writes it (Ukrposhta's and
 * Russian Post's order: the town, the street's kind and name, the house, then the building and
 * the flat): `м. Дніпро, просп. Дмитра Яворницького,\nбуд. 94, кв. 37`, `ул. Тверская, д. 7,
 * кв. 12`. The street's word (`вул.`, `просп.`, `пров.`, `бульв.`, `пл.`, `наб.`, `ул.`, `пр.`,
 * `пер.` or written out) opens it, one to four capitalised words name it, the house's number
 * follows (maybe after `буд.`, `д.`, `б.`, `№`, maybe on the next line), then the units (`кв.`,
 * `корп.`, `оф.`, `літ.`…). A micro-district (`мкр.`, `микрорайон`) stands for the street in
 * Central Asian towns (`мкр. Джал-29, д. 14, кв. 37`, Bishkek; reader23). A Serbian one (`улица Булевар краља Александра 214, стан 9`): its own
 * letters, `булевар`, a lower-case word inside the name (`краља`, "King's"), `бр.` before the house,
 * `стан` (flat), and `пребивалиште`/`боравиште` (residence) as a home's words. A Macedonian one
 * (`ул. „Прилепска“ бр. 38/4`): its letters, the name in quotes, `живеалиште` (residence). The town and the postcode before the street on its line belong to
 * it. Only a home: the address holds a flat (`кв.`, `квартира`), or a residence's words stand
 * before it (`проживає за адресою`, `зарегистрирован по адресу`): a firm's letterhead
 * (`49000, м. Дніпро, вул. Січеславська Набережна, 15А`) is the firm's. Read only in a
 * text that holds a Cyrillic letter.
 */
// Serbian's own letters (Ђ Ј Љ Њ Ћ Џ) and Macedonian's (Ѓ Ќ Ѕ Ѐ Ѝ) too.
const UP = 'А-ЯІЇЄҐЁЂЈЉЊЋЏЃЌЅЀЍ';
const LETTER = 'а-яіїєґёђјљњћџѓќѕѐѝ';
const LOW = `${LETTER}'’ʼ`;
// A micro-district's name may end in its number (`мкр. Джал-29`: Bishkek's; reader23).
const WORD = `[${UP}][${LOW}]+(?:-[${UP}${LETTER}][${LOW}]+|-\\d{1,3}(?![\\p{L}\\p{N}]))?`;
const SHORT = ['вул', 'просп', 'пров', 'бульв', 'бул', 'пл', 'наб', 'ул', 'пр', 'пер', 'ш', 'мкр'];
const LONG = ['вулиця', 'проспект', 'провулок', 'бульвар', 'площа', 'набережна', 'шосе', 'улица', 'переулок', 'площадь', 'набережная', 'шоссе', 'булевар', 'микрорайон'];
const both = (w: string) => `[${w[0]!.toUpperCase()}${w[0]}]${w.slice(1)}`;
const STREET_WORD = `(?:(?:${SHORT.map(both).join('|')})\\.|(?:${LONG.map(both).join('|')})(?![${LOW}]))`;
// Where a street's word opens a word: one pass over a text that holds Cyrillic letters. Made on
// first use, as STREET (their patterns are built with calls, which scripts/lazy-regex.mjs does not
// make lazy; ~0.4 ms of every run's start-up for a text without Cyrillic).
const STREET_WORDS = lazy(() => new RegExp(`(?<![\\p{L}\\p{N}])${STREET_WORD}`, 'gu'));
const BREAK = String.raw`(?:[ \t]*\r?\n)?[ \t]*`;
const HOUSE = String.raw`(?:(?:буд|д|б|бр)\.[ \t]*|(?:будинок|дом)[ \t]+|№[ \t]*)?\d{1,4}(?:[${UP}${LETTER}A-Za-z](?![\p{L}\p{N}]))?(?:[/-]\d{1,4}[${LETTER}]?)?(?![\p{L}\p{N}])`;
const UNIT = String.raw`,${BREAK}(?:(?:кв|корп|к|оф|літ|лит|під|под|пов|эт|секц|стр)\.[ \t]*(?:\d{1,4}[${UP}${LETTER}]?|[${UP}])|(?:квартира|корпус|офіс|офис|стан)[ \t]+\d{1,4})(?![\p{L}\p{N}])`;
const STREET = lazy(() => new RegExp(
  String.raw`${STREET_WORD}[ \t]*(?:\d{1,3}-(?:го|ї|й|я|а)[ \t]+)?[„«"]?${WORD}(?:[ \t]+(?:[${LETTER}]{2,}[ \t]+)?${WORD}){0,3}[“”»"]?(?:,${BREAK}|[ \t]+)${HOUSE}(?:${UNIT}){0,4}`,
  'uy',
));
// The town (м., г., с., смт) and maybe the postcode before it, ending where the street begins.
const TOWN_BEFORE = new RegExp(String.raw`(?:\d{5},[ \t]*)?(?:м|г|с|смт|пгт)\.[ \t]*${WORD}(?:[ \t-]${WORD})?,[ \t]*$`, 'u');
const FLAT = /(?:^|[^\p{L}])(?:кв\.|квартира|стан[ \t]+\d)/u;
// A home's words before the address: "lives at the address", "registered at".
const RESIDENCE = /(?:адресою|адресу|адреса|адрес|проживає|проживает|мешкає|зареєстрован|зарегистрирован|прописан|пребивалишт|боравишт|станује|живеалишт)/u;

const CYRILLIC = /[\u0400-\u04FF]/;

export function findCyrillicStreets(text: string): Candidate[] {
  const out: Candidate[] = [];
  if (!CYRILLIC.test(text)) return out;
  let after = 0;
  const streetWords = STREET_WORDS();
  const street = STREET();
  streetWords.lastIndex = 0;
  for (let w = streetWords.exec(text); w !== null; w = streetWords.exec(text)) {
    const at = w.index;
    if (at < after) continue;
    street.lastIndex = at;
    const m = street.exec(text);
    if (!m) continue;
    let start = at;
    const lineStart = text.lastIndexOf('\n', at - 1) + 1;
    const town = TOWN_BEFORE.exec(text.slice(Math.max(lineStart, at - 80), at));
    if (town) start = at - town[0].length;
    const before = text.slice(Math.max(0, start - 80), start);
    if (!FLAT.test(m[0]) && !RESIDENCE.test(before)) continue;
    const end = at + m[0].length;
    out.push({ start, end, score: 0.9 });
    after = end;
  }
  return out;
}
