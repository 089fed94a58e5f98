import { describe, expect, it } from 'vitest';
import { analyze, firstCandidates, firstPhaseIds, firstShare } from '../../src/engine/analyze.js';
import { DETECTORS } from '../../src/detectors/index.js';
import { TextScan } from '../../src/engine/scan/index.js';
import { keywordPlan, unpackHits } from '../../src/engine/keywords.js';
import { isFoldedCalendar } from '../../src/engine/unfold.js';
import { hasArabicIndicDigits } from '../../src/engine/digits-folded.js';
import type { AnalyzeOptions } from '../../src/engine/types.js';
import { exampleTexts } from '../helpers/examples.js';
import { pipeProse } from '../helpers/pipe-prose.js';
import { lighterShare, workerShare } from '../../src/pipe/parallel-stream.js';

const LOG = [
  '2026-11-02 08:00:01 INFO request_id=0001eef7 user=jane.novak email=user7@example.com latency_ms=12 password=Tr0ub4dor&3x',
  '192.0.2.17 - - "GET /api/v1/orders?name=Vera%20Kastel&page=2 HTTP/1.1" 200 310 "-" "curl/8.5.0"',
  '{"ts":"2026-11-02T08:00:00Z","msg":"order placed","email":"buyer3@example.org","phone":"+1 415 555 0142","iban":"DE89 3704 0044 0532 0130 00"}',
  'Authorization: Bearer ghp_0123456789abcdefghijklmnopqrstuvwxyzAB',
  'Contact person: Dr. Ilse Marwitz, Lindenweg 4, 10115 Berlin, SSN 078-05-1120',
].join('\n');

/** analyze() with the candidates of `ids` found by firstCandidates, as the pipe's worker sends them. */
const shared = (text: string, options: AnalyzeOptions, ids: ReadonlySet<string>) => analyze(text, options, '', { ids, candidates: firstCandidates(text, options, ids) });

/** The same with the other thread's scans too, copied as postMessage copies them (the pipe's worker sends both). */
const sharedWithScan = (text: string, options: AnalyzeOptions, ids: ReadonlySet<string>) => {
  const scan = new TextScan(text);
  const candidates = firstCandidates(text, options, ids, scan);
  return analyze(text, options, '', structuredClone({ ids, candidates, scan: scan.seed() }));
};

/** The same with the other thread's keyword hits too (firstShare), as the pipe's worker sends them. */
const sharedWithKeywords = (text: string, options: AnalyzeOptions, ids: ReadonlySet<string>) => {
  const scan = new TextScan(text);
  const { candidates, keywords } = firstShare(text, options, ids, scan);
  return analyze(text, options, '', structuredClone({ ids, candidates, scan: scan.seed(), keywords }));
};

describe('analysis shared between two threads (firstCandidates, analyze with shared candidates)', () => {
  const first = firstPhaseIds();
  const shares: ReadonlySet<string>[] = [new Set(first), new Set(first.filter((_, i) => i % 2 === 0)), new Set(first.filter((_, i) => i % 3 === 1)), new Set(['national-ids'])];
  // The catalog's examples one per line (every detector finds something) but the vCard and
  // iCalendar ones: with them the whole text read as a folded calendar, which analyze() reads
  // unfolded without the shared candidates, and the comparison on it could not fail.
  const texts = [LOG, pipeProse(3), exampleTexts(DETECTORS).filter((t) => !/:v/i.test(t)).join('\n')];
  const optionSets: AnalyzeOptions[] = [{}, { region: 'DE', threshold: 0.7 }, { entities: ['ZIP_CODE', 'PERSON_NAME'] }, { allow: ['user7@example.com'] }];

  // One test per option set, text and share (the catalog's text, 67 KB of dense values, takes
  // ~1 s an analysis: one test of all of them took 20-26 s on a busy machine). The catalog with
  // the default options only; each text's whole analysis is made once.
  const wholes = new Map<string, ReturnType<typeof analyze>>();
  const cases = optionSets.flatMap((options, o) =>
    (o === 0 ? texts : texts.slice(0, 2)).flatMap((text, t) => shares.map((ids, i) => ({ name: `options ${o}, text ${t}, share ${i}`, key: `${o} ${t}`, options, text, ids }))),
  );
  it.each(cases)('finds what one analysis finds, whichever first-phase detectors the other thread runs ($name)', ({ key, options, text, ids }) => {
    const whole = wholes.get(key) ?? analyze(text, options);
    wholes.set(key, whole);
    expect(shared(text, options, ids)).toEqual(whole);
  });

  it("finds what one analysis finds with the pipe's own share, its scans and keyword hits sent as the worker sends them", () => {
    // The worker runs every first-phase detector but api-key and username-assignment.
    for (const options of optionSets.slice(0, 2)) {
      const ids = new Set(workerShare(options));
      expect(ids.has('api-key') || ids.has('username-assignment')).toBe(false);
      expect(ids.has('national-ids')).toBe(true);
      for (const text of texts.slice(0, 2)) expect(sharedWithKeywords(text, options, ids)).toEqual(analyze(text, options));
    }
  });

  it("finds what one analysis finds with the pipe's lighter share (the worker the busier thread)", () => {
    for (const options of optionSets.slice(0, 2)) {
      const share = workerShare(options);
      const ids = new Set(lighterShare(share));
      expect(share.filter((id) => !ids.has(id))).toEqual(['redis-monitor', 'secret-assignment']);
      // The password on the log's first line is one of the moved detectors' findings.
      expect(analyze(LOG, options).filter((f) => f.detector === 'secret-assignment').length).toBeGreaterThan(0);
      for (const text of texts.slice(0, 2)) expect(sharedWithKeywords(text, options, ids)).toEqual(analyze(text, options));
    }
  });

  it('finds the same with the scans of the other thread in place of its own', () => {
    for (const options of optionSets.slice(0, 2)) {
      for (const text of texts.slice(0, 2)) {
        const whole = analyze(text, options);
        for (const ids of shares) expect(sharedWithScan(text, options, ids)).toEqual(whole);
      }
    }
  });

  it('finds the same with the keyword hits of the other thread in place of its own keyword pass', () => {
    for (const options of optionSets) {
      for (const text of options === optionSets[0] ? texts : texts.slice(0, 2)) {
        const whole = analyze(text, options);
        for (const ids of shares) expect(sharedWithKeywords(text, options, ids)).toEqual(whole);
      }
    }
  });

  it("sends the finishing thread's keyword hits only, where the whole list's pass finds them", () => {
    const ids = new Set(first.filter((id) => id !== 'username-assignment'));
    const { candidates, keywords } = firstShare(LOG, {}, ids);
    expect(candidates).toEqual(firstCandidates(LOG, {}, ids));
    // Key, count, positions: keys of detectors outside the share or of their cues (cueOwner).
    const got = new Map<number, number[]>();
    for (let j = 0; j < keywords.length; j += 2 + keywords[j + 1]!) got.set(keywords[j]!, [...keywords.subarray(j + 2, j + 2 + keywords[j + 1]!)]);
    const inShare = (key: number) => {
      const d = DETECTORS[key % DETECTORS.length]!;
      return !d.after?.length && ids.has(d.id);
    };
    const whole = [...keywordPlan(DETECTORS).occurrences(LOG)].filter(([key]) => !inShare(key)).map(([key, at]) => [key, [...at]] as const);
    expect(whole.length).toBeGreaterThan(1);
    expect([...got]).toEqual(whole);
    // Unpacked as views of the packed list (no copy), the same positions.
    const unpacked = unpackHits(keywords);
    expect([...unpacked.values()].every((at) => at.buffer === keywords.buffer)).toBe(true);
    expect(new Map([...unpacked].map(([key, at]) => [key, [...at]]))).toEqual(new Map(whole));
  });

  it("reads the main side's keyword hits from the other thread when it sends them (no pass of its own)", () => {
    // The catalog's examples but the vCard and iCalendar ones (with them the text reads as a folded
    // calendar, analyzed unfolded without shared candidates), the detectors gated by keywords on
    // the finishing thread's side.
    // Those in Persian or Devanagari digits are left out too (a text holding them is analyzed with
    // the digits folded, without shared candidates: digits-folded.ts).
    const text = exampleTexts(DETECTORS).filter((t) => !/:v/i.test(t) && !hasArabicIndicDigits(t)).join('\n');
    expect(isFoldedCalendar(text)).toBe(false);
    const gated = new Set(DETECTORS.filter((d) => d.keywords?.length).map((d) => d.id));
    const ids = new Set(first.filter((id) => !gated.has(id)));
    const { candidates, keywords } = firstShare(text, {}, ids);
    const whole = analyze(text, {});
    expect(analyze(text, {}, '', { ids, candidates, keywords })).toEqual(whole);
    // Without the hits (an empty list) those detectors find nothing: what they find is read from them.
    const without = analyze(text, {}, '', { ids, candidates, keywords: new Int32Array(0) });
    expect(without).not.toEqual(whole);
    expect(without.filter((f) => gated.has(f.detector)).length).toBeLessThan(whole.filter((f) => gated.has(f.detector)).length);
  });

  it('leaves detectors that run after others (address, names) to the thread that finishes', () => {
    expect(first).not.toContain('address');
    expect(first).not.toContain('person-name');
    expect(first).toContain('email');
    // Named anyway, they are not run by firstCandidates.
    expect(firstCandidates(LOG, {}, new Set(['address', 'person-name', 'organization']))).toEqual([]);
  });

  it('gives each shared detector its own candidates, in the order analyze collects them', () => {
    const got = firstCandidates(LOG, {}, new Set(['email', 'phone']));
    expect(got.map((c) => c.detector)).toEqual([...got.filter((c) => c.detector === 'email'), ...got.filter((c) => c.detector === 'phone')].map((c) => c.detector));
    expect(got.filter((c) => c.detector === 'email').map((c) => LOG.slice(c.start, c.end))).toEqual(['user7@example.com', 'buyer3@example.org']);
  });
});
