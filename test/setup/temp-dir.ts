import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Vitest global setup: every temporary directory the tests (and the CLI processes they start)
 * make goes under one directory of this run, removed at the end, so runs leave nothing in the
 * system's temporary directory. The test processes are forked after this runs and inherit TMPDIR.
 */
export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'anonymize-tests-'));
  process.env.TMPDIR = root;
  process.env.TEMP = root;
  process.env.TMP = root;
  return () => rmSync(root, { recursive: true, force: true });
}
