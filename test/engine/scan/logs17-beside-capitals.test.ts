// logs17 (issue 20): the digit runs with an ASCII capital beside them, listed by the shared scan
// (DigitRuns.besideCapitals), which zip-code's walks for Canadian postcodes, Eircodes, UK inward
// codes and Argentine CPAs read instead of every run. The list must hold every run those walks
// read past their first check, in the order of the runs; checked place by place against the text.
import { describe, expect, it } from 'vitest';
import { TextScan } from '../../../src/engine/scan/index.js';
import { analyze } from '../../../src/engine/analyze.js';
import { randomTexts } from '../../helpers/random-text.js';

const ALPHABET = ['1', '2', '0', '9', '00', '2024', '12345', 'K', 'C', 'D', 'T', 'Z', 'I', 'a', 'x', ' ', '-', '.', '/', '+', ':', '\n', 'é', 'É', '中', '@'];
const isCapital = (c: number) => c >= 65 && c <= 90;

/** The runs' indices with a capital right before or right after, from the text and a regex. */
function definition(text: string): number[] {
  return [...text.matchAll(/\d+/g)].flatMap((m, k) => (isCapital(text.charCodeAt(m.index - 1)) || isCapital(text.charCodeAt(m.index + m[0].length)) ? [k] : []));
}

/** The runs zip-code's walks read past their first check before logs17, by index, from the text. */
function readByZipWalks(text: string): number[] {
  const out: number[] = [];
  [...text.matchAll(/\d+/g)].forEach((m, k) => {
    const start = m.index;
    const length = m[0].length;
    // canadianPostcodes: two digits after a capital (an Eircode's routing key); one digit before a capital.
    const canadian = (length === 2 && start > 0 && isCapital(text.charCodeAt(start - 1))) || (length === 1 && start > 0 && isCapital(text.charCodeAt(start + 1)));
    // argentinePostcodes: four digits after a CPA's province letter.
    const argentine = length === 4 && start > 0 && 'ABCDEFGHJKLMNPQRSTUVWXYZ'.includes(text[start - 1]!);
    if (canadian || argentine) out.push(k);
  });
  return out;
}

const LOG = [
  '2024-03-01T00:00:02.328Z INFO  service=billing request_id=562ca06d-796b-48ea-acac-f9409ac23509 ip=192.0.2.199 status=200',
  'Mar  1 00:00:13 mail01 postfix/smtp[56582]: 8ED00C82A1: to=<ravi@example.net>, relay=mx0[203.0.113.80]:25',
  'ship to 14 Rue Sainte-Catherine, Ottawa, ON K1A 0B1 and Av. Rivadavia 5214, C1424CEX, CABA',
].join('\n');

describe('the digit runs beside a capital (DigitRuns.besideCapitals)', () => {
  it('are the runs with an ASCII capital right before or after them, ascending, on 10,000 random texts', () => {
    let listed = 0;
    for (const text of randomTexts(ALPHABET, 10_000, 30, 17)) {
      const list = [...new TextScan(text).digitTokens.digitRuns.besideCapitals];
      expect(list, text).toEqual(definition(text));
      listed += list.length;
    }
    expect(listed).toBeGreaterThan(5_000);
  });

  it('hold every run the zip-code walks read past their first check', () => {
    let read = 0;
    for (const text of [LOG, ...randomTexts(ALPHABET, 10_000, 30, 71)]) {
      const list = new Set(new TextScan(text).digitTokens.digitRuns.besideCapitals);
      for (const k of readByZipWalks(text)) expect(list.has(k), text).toBe(true);
      read += readByZipWalks(text).length;
    }
    expect(read).toBeGreaterThan(5_000);
  });

  it('on a log: the times\' runs beside "T" and "Z", the postcodes\' runs', () => {
    const runs = new TextScan(LOG).digitTokens.digitRuns;
    const listed = [...runs.besideCapitals].map((k) => LOG.slice(runs.start(k), runs.end(k)));
    expect(listed).toEqual(['01', '00', '328', '8', '00', '82', '1', '1', '0', '1', '1424']);
  });

  it('leave zip-code (alone: the addresses overlap them) finding the Canadian, Irish, UK and Argentine codes of an address in a log', () => {
    const text = [
      LOG,
      'delivered: Ottawa, ON K1A 0B1',
      '3 Harcourt Street\nDublin 2\nD02 X285',
      'Leeds LS1 4BR',
    ].join('\n');
    const zips = analyze(text, { entities: ['ZIP_CODE'] }).map((e) => text.slice(e.start, e.end));
    expect(zips).toEqual(['K1A 0B1', 'C1424CEX', 'K1A 0B1', 'D02 X285', 'LS1 4BR']);
  });
});
