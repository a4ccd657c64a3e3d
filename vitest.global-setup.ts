import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * One temporary folder for the whole unit run, removed when it ends: the tests that write an
 * export, a shard or an origin make their folders with `tmpdir()`, which reads TMPDIR, so they land
 * here and a machine that runs the suite every day does not collect them by the thousand.
 */
export default function setup() {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-unit-'));
  const before = process.env.TMPDIR;
  process.env.TMPDIR = root;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    rmSync(root, { recursive: true, force: true });
  };
}
