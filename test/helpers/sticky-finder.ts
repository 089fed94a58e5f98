import { KeywordPlan } from '../../src/engine/keywords.js';
import type { Detector } from '../../src/engine/types.js';

/**
 * For a detector whose findEach tries its regexes only where a match can begin: the spans of its
 * `value` group as the engine's global scans found them over the keyword windows (`byRegex`), the
 * spans the finder gives (`byFinder`), and the detector's keyword hits in a text.
 */
export function stickyFinderCheck(detector: Detector, regexes: readonly RegExp[]) {
  const plan = new KeywordPlan([detector]);
  return {
    byRegex(text: string, windows: readonly number[]): string[] {
      const out: string[] = [];
      for (let w = 0; w < windows.length; w += 2) {
        const from = windows[w]!;
        const slice = text.slice(from, windows[w + 1]);
        for (const re of regexes) {
          for (const m of slice.matchAll(new RegExp(re.source, `${re.flags}d`))) out.push(`${from + m.indices!.groups!.value![0]}-${from + m.indices!.groups!.value![1]}`);
        }
      }
      return out.sort();
    },
    byFinder(text: string, keywordHits: readonly number[] | undefined): string[] {
      const out: string[] = [];
      detector.findEach!(text, { region: 'US', hint: '', prior: [], keywordHits, cueHits: undefined, scan: undefined }, (start, end) => out.push(`${start}-${end}`));
      return out.sort();
    },
    keywordHitsOf: (text: string): number[] => [...(plan.occurrences(text).get(0) ?? [])],
  };
}
