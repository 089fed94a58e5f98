import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryPathFor } from '../../src/files/atomic.js';

describe('temporaryPathFor', () => {
  it('names a hidden file beside the destination with the process id and 12 hex digits, never twice', () => {
    const dir = path.resolve('/data/out');
    const names = Array.from({ length: 10_000 }, () => temporaryPathFor(path.join(dir, 'a.csv')));
    for (const name of names.slice(0, 3)) {
      expect(path.dirname(name)).toBe(dir);
      expect(path.basename(name)).toMatch(new RegExp(`^\\.a\\.csv\\.${process.pid}-[0-9a-f]{12}\\.anonymize-tmp$`));
    }
    expect(new Set(names).size).toBe(names.length);
  });
});
