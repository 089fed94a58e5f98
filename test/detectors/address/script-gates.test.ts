import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/engine/analyze.js';
import { defineDetector } from '../../../src/engine/detector.js';
import { TextScan } from '../../../src/engine/scan/index.js';
import addressCjk, { CJK_PATTERNS } from '../../../src/detectors/address-cjk.js';
import { findSaudiAddresses } from '../../../src/detectors/address/saudi.js';

// A finder that starts from what the text holds must find what the plain regex finds over the
// whole text (or the engine's keyword windows): both ways on random texts.
let seed = 41;
const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
const textOf = (parts: readonly string[], count: number) => {
  const out: string[] = [];
  for (let k = 1 + Math.floor(next() * count); k > 0; k--) out.push(pick(parts));
  return out.join(pick([' ', '\n', '', '\t', ', ']));
};

describe('CJK addresses only in a text with a letter of another script', () => {
  // address-cjk as it was: the CJK regex one of its patterns, run by the engine over the windows.
  const plain = defineDetector({
    id: 'address-cjk',
    entity: 'ADDRESS',
    patterns: () => CJK_PATTERNS,
    keywords: addressCjk.keywords!,
    keywordsInWords: true,
    window: addressCjk.window!,
    score: addressCjk.score!,
    validate: addressCjk.validate!,
    examples: { positive: [], negative: [] },
  });
  const PARTS = [
    ...addressCjk.examples.positive.map((e) => (typeof e === 'string' ? e : e.text)),
    ...addressCjk.examples.negative,
    '서울특별시 마포구 월드컵북로 396',
    '上海市徐汇区漕溪北路 88 号',
    '106台北市大安區忠孝東路四段216巷27弄5號3樓',
    'The second section of the distance table, as shown.',
    'See sec. 4 and ln 12 for the dist. figures.',
    'Kita-ku, Osaka 530-0001',
    '3-1-3 Umeda, Kita-ku, Osaka 530-0001',
    'Nothing here but plain prose about a kiln.',
    'Room 5, Sec. 4, Zhongxiao E. Rd., Da’an Dist., Taipei City 106',
    'Москва, ул. Тверская 7',
  ];
  const findings = (text: string, detector: typeof plain) => analyze(text, { detectors: [detector] });

  it('finds what the pattern found, on 2,000 random texts, with and without other scripts', () => {
    let found = 0;
    let latinOnly = 0;
    for (let t = 0; t < 2000; t++) {
      const text = textOf(PARTS, 8);
      const expected = findings(text, plain);
      found += expected.length;
      if (!/[^\u0000-\u024f\u2000-\u206f]/.test(text)) latinOnly++;
      expect(findings(text, addressCjk), JSON.stringify(text)).toEqual(expected);
    }
    expect(found).toBeGreaterThan(1500);
    expect(latinOnly).toBeGreaterThan(50);
  });

  it('finds a CJK address over the keyword windows, and with a keyword in the hint over the whole text', () => {
    const text = 'Ship to 서울특별시 마포구 월드컵북로 396, 상암파크타워 1203호 by Friday.';
    const values = (hint?: string) => analyze(text, { detectors: [addressCjk] }, hint).map((f) => text.slice(f.start, f.end));
    expect(values()).toEqual(['서울특별시 마포구 월드컵북로 396, 상암파크타워 1203호']);
    expect(values('dist')).toEqual(['서울특별시 마포구 월드컵북로 396, 상암파크타워 1203호']);
    expect(analyze('Ship to Seoul, 396 Worldcup-ro by Friday.', { detectors: [addressCjk] })).toEqual([]);
  });
});

describe('Saudi short addresses from "hort" and "National"', () => {
  // The short address as it was found: the regex over the whole text, when it holds "hort " or "National Address".
  const SHORT_CODE = /(?:[Ss]hort[ \t]+(?:address|code)|National[ \t]+Address)(?:\s+(?:short[ \t]+)?(?:code|no\.?))?\s*:?\s*([A-Z]{4}\d{4})(?![A-Za-z0-9])/g;
  const plain = (text: string) => {
    if (!text.includes('hort ') && !text.includes('National Address')) return [];
    const out: [number, number][] = [];
    for (const m of text.matchAll(SHORT_CODE)) {
      const start = m.index + m[0].length - m[1]!.length;
      out.push([start, start + m[1]!.length]);
    }
    return out;
  };
  const shortCodes = (text: string) =>
    findSaudiAddresses(text, new TextScan(text))
      .filter((c) => /^[A-Z]{4}\d{4}$/.test(text.slice(c.start, c.end)))
      .map((c) => [c.start, c.end]);
  const PARTS = [
    'short code RAOA7712', 'Short address: RAOA7712', 'Short\taddress RAOA7712', 'short  code: RDKA1234',
    'National Address short code RAOA7712', 'National\tAddress: RAOA7712', 'National Address no. JEDA3391',
    'NationalAddress RAOA7712', 'shortcode RAOA7712', 'Shortly after, RAOA7712', 'a short walk', 'short',
    'hort code ABCD1234', 'Short code RAOA77123', 'short code raoa7712', 'National Address', 'National park',
    'Short code\nRAOA7712', 'Short code Short code RAOA7712', 'National short code RAOA7712', 'S', 'XShort code ABCD1234',
    // Codes cut short or run on (the text's four capitals and four-digit run the short address needs).
    'RAOA7712', 'RAO', 'A7712', '7712', '0', 'b', 'Short code:', 'National Address', ' ', '\t',
  ];

  it('finds what the regex over the whole text found, on 3,000 random texts', () => {
    let found = 0;
    for (let t = 0; t < 3000; t++) {
      const text = textOf(PARTS, 6);
      const expected = plain(text);
      found += expected.length;
      expect(shortCodes(text), JSON.stringify(text)).toEqual(expected);
    }
    expect(found).toBeGreaterThan(2000);
  });

  it('reads the short address only where the text holds "hort " or "National Address"', () => {
    expect(shortCodes('Short\taddress RAOA7712')).toEqual([]);
    expect(shortCodes('Short\taddress RAOA7712, a short note')).toEqual([[14, 22]]);
    expect(shortCodes('National\tAddress RAOA7712; see the National Address')).toEqual([[17, 25]]);
    expect(shortCodes('Ref XShort code ABCD1234.')).toEqual([[16, 24]]);
    expect(shortCodes('short code RAOA7712')).toEqual([[11, 19]]);
    expect(shortCodes('short code RAOA7712b, short code RAO7712, short code RAOA77121')).toEqual([]);
    expect(shortCodes('short code RAOA7712_')).toEqual([[11, 19]]);
  });
});
