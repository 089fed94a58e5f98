import { describe, expect, it } from 'vitest';
import licenseKey from '../../src/detectors/license-key.js';
import { isProductKeyShape } from '../../src/detectors/secrets/license.js';
import { scanTokenRuns } from '../../src/engine/scan/token-runs.js';
import { randomTexts } from '../helpers/random-text.js';

// The grouped key shapes as the detector found them before it read the runs in place: a global
// search of each token run's slice (19 characters or more), each match kept by its shape's score.
const GROUPED = /(?<![A-Za-z0-9-])[A-Z0-9]{4,6}(?:-[A-Z0-9]{4,6}){3,7}(?![A-Za-z0-9-])/g;

function slicedRuns(text: string): { start: number; end: number; score: number }[] {
  const out: { start: number; end: number; score: number }[] = [];
  const runs = scanTokenRuns(text);
  for (let r = 0; r < runs.length; r += 2) {
    const start = runs[r]!;
    if (runs[r + 1]! - start < 19) continue;
    for (const m of text.slice(start, runs[r + 1]).matchAll(GROUPED)) {
      const score = isProductKeyShape(m[0]);
      if (score > 0) out.push({ start: start + m.index, end: start + m.index + m[0].length, score });
    }
  }
  return out;
}

describe('license keys read in place in the token runs', () => {
  it('are what a search of each run slice finds, on 20,000 random texts', () => {
    const pieces = ['W269N-WFGWX-YVC9B-4J6C9-T83GX', '7K3M-9QXP-2HDW-F4TR', 'AB12-CD34-EF56-GH78', 'Q4T7M', 'A', '7', '0', 'Z', '-', '-', ':', '.', '_', '/', '=', ' ', 'a', '\n'];
    let found = 0;
    for (const text of randomTexts(pieces, 20000, 16, 2026)) {
      const want = slicedRuns(text);
      found += want.length;
      expect({ text, got: [...licenseKey.find!(text, undefined as never)] }).toEqual({ text, got: want });
    }
    expect(found).toBeGreaterThan(3000);
  });
});
