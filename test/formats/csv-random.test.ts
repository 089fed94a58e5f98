import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import csv from '../../src/formats/csv.js';
import { detectDelimiter, scanRecords } from '../../src/formats/lib/csv-records.js';
import { randomInts } from '../helpers/random-text.js';
import { redactWith } from './helpers.js';

/**
 * Random CSV files (seeded, so a failure reproduces): random delimiters, quoting, delimiters,
 * quotes and line breaks inside quoted fields, CRLF/LF/CR endings mixed between records, a
 * missing final line break, e-mail addresses in some cells. The output must be the input with
 * exactly those addresses replaced, and papaparse, told the delimiter, must read every record of
 * it with the input's field count and values (untouched cells byte for byte).
 */
/** Long runs: `scripts/csv-random.sh [cases]` sets this (npm test keeps a few hundred). */
const CASES = Number(process.env.CSV_RANDOM_CASES ?? 200);
const DELIMITERS = [',', ';', '\t', '|'];
const ENDINGS = ['\r\n', '\n', '\r'];
const WORDS = ['alpha', 'Beta', '2.310,40', '74,10', 'x', 'zurück', 'Lindenweg 7, 22081 Hamburg', 'a;b', 'p|q', 'tab\there', ''];

interface Cell {
  value: string;
  written: string;
  /** The same cell after redaction, as written. */
  redacted: string;
}

function makeCell(next: () => number, delimiter: string, k: number, header: boolean): Cell {
  const pick = <T,>(xs: readonly T[]) => xs[next() % xs.length]!;
  let value = '';
  const parts = 1 + (next() % 3);
  for (let p = 0; p < parts; p++) {
    const r = next() % 10;
    const piece = r < 5 ? pick(WORDS) : r < 6 ? '"quoted"' : r < 7 ? pick(ENDINGS) : r < 8 ? delimiter : r < 9 && !header ? `u${k}x${p}@example.com` : String(next() % 1000);
    value += (p ? ' ' : '') + piece;
  }
  const needs = /["\r\n]/.test(value) || value.includes(delimiter) || value.startsWith(' ') || value.endsWith(' ');
  const quoted = needs || next() % 5 === 0;
  const write = (v: string) => (quoted ? `"${v.replaceAll('"', '""')}"` : v);
  const redacted = value.replace(/u\d+x\d@example\.com/g, '[EMAIL_ADDRESS]');
  return { value, written: write(value), redacted: write(redacted) };
}

interface RandomCsv {
  delimiter: string;
  width: number;
  rows: Cell[][];
  /** After each record: CRLF, LF or CR, mixed or one for the file; the last may be none. */
  endings: string[];
  mixed: boolean;
  uniform: string;
  input: string;
}

function randomCsv(next: () => number, c: number): RandomCsv {
  const delimiter = DELIMITERS[next() % DELIMITERS.length]!;
  const width = 2 + (next() % 5);
  const count = 2 + (next() % 8);
  const mixed = next() % 2 === 0;
  const uniform = ENDINGS[next() % ENDINGS.length]!;
  const rows: Cell[][] = [];
  const endings: string[] = [];
  for (let r = 0; r < count; r++) {
    rows.push(Array.from({ length: width }, () => makeCell(next, delimiter, c, r === 0)));
    endings.push(r === count - 1 && next() % 3 === 0 ? '' : mixed ? ENDINGS[next() % ENDINGS.length]! : uniform);
  }
  const input = rows.map((row, r) => row.map((cell) => cell.written).join(delimiter) + endings[r]).join('');
  return { delimiter, width, rows, endings, mixed, uniform, input };
}

describe('csv handler on random files', () => {
  it(`keeps every record, field count and untouched byte of ${CASES} random files`, async () => {
    const next = randomInts(20261126);
    for (let c = 0; c < CASES; c++) {
      const { delimiter, width, rows, endings, mixed, uniform, input } = randomCsv(next, c);
      const expected = rows.map((row, r) => row.map((cell) => cell.redacted).join(delimiter) + endings[r]).join('');
      const where = `case ${c}: ${JSON.stringify(input)}`;
      const out = (await redactWith(csv, 'r.csv', input)).output.toString();
      if (detectDelimiter(input, true) !== delimiter) {
        // A file that splits as well under another delimiter (about 1 in 2,000: two records of
        // "a;b|…" text) is read with that one; it still keeps its records and their field counts.
        const detected = detectDelimiter(input, true);
        const shape = (text: string) => scanRecords(text, detected, true).records.map((r) => r.values.length);
        expect(shape(out), where).toEqual(shape(input));
        continue;
      }
      expect(out, where).toBe(expected);
      // An independent reader, record by record (papaparse takes one line ending per file).
      let at = 0;
      rows.forEach((row, r) => {
        const raw = row.map((cell) => cell.redacted).join(delimiter);
        expect(out.slice(at, at + raw.length), where).toBe(raw);
        const parsed = Papa.parse<string[]>(raw, { delimiter, newline: '\n' });
        expect(parsed.data, where).toEqual([row.map((cell) => cell.value.replace(/u\d+x\d@example\.com/g, '[EMAIL_ADDRESS]'))]);
        at += raw.length + endings[r]!.length;
      });
      if (!mixed && uniform !== '\r') {
        const whole = Papa.parse<string[]>(out, { delimiter, newline: uniform as Papa.ParseConfig['newline'], skipEmptyLines: false });
        const data = endings.at(-1) === '' ? whole.data : whole.data.slice(0, -1);
        expect(data.map((d) => d.length), where).toEqual(rows.map(() => width));
      }
    }
  });
});

describe('csv records scanned in chunks', () => {
  it(`splits ${CASES * 1.5} random files cut at random places (inside a CRLF, after a quote) as it splits them whole`, () => {
    const next = randomInts(20);
    for (let c = 0; c < CASES * 1.5; c++) {
      const { delimiter, rows, endings, input } = randomCsv(next, c);
      const where = `case ${c}: ${JSON.stringify(input)}`;
      // As CsvRewriter streams: text arrives in pieces, complete records are taken, the rest waits.
      const got: { text: string; values: string[] }[] = [];
      let pending = '';
      let at = 0;
      while (at < input.length) {
        const cut = Math.min(input.length, at + 1 + (next() % 12));
        pending += input.slice(at, cut);
        at = cut;
        const { records, consumed, unclosed } = scanRecords(pending, delimiter, false);
        expect(unclosed, where).toBe(false);
        for (const r of records) got.push({ text: pending.slice(r.start, r.next), values: r.values });
        pending = pending.slice(consumed);
      }
      const last = scanRecords(pending, delimiter, true);
      expect(last.unclosed, where).toBe(false);
      for (const r of last.records) got.push({ text: pending.slice(r.start, r.next), values: r.values });
      // Every record with its own line ending, its values as written, and nothing lost.
      expect(got.map((g) => g.text).join(''), where).toBe(input);
      expect(got.map((g) => g.values), where).toEqual(rows.map((row) => row.map((cell) => cell.value)));
      expect(got.map((g, r) => g.text.endsWith(endings[r]!)), where).toEqual(rows.map(() => true));
    }
  });
});
