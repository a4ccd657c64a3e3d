import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Runs `npm run build` with bad input: each case must stop before Next starts. */
function build(args: string[], env: Record<string, string | undefined>) {
  const result = spawnSync(
    process.execPath,
    [require.resolve('tsx/cli'), 'scripts/build-sites.ts', ...args],
    {
      env: { ...process.env, PORTAL_ENV: undefined, ...env },
      encoding: 'utf8',
    },
  );
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

// Each case starts a tsx process; allow for a busy machine.
describe('npm run build refuses bad input before building', { timeout: 60_000 }, () => {
  it('without PORTAL_ENV', () => {
    const result = build(['--site', 'client'], {});
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('PORTAL_ENV: not set; a build must name its profile');
  });

  it('with an unknown shard spec', () => {
    const bad = build(['--shard', '3/2'], { PORTAL_ENV: 'sandbox' });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--shard must be i/n with whole numbers 1 ≤ i ≤ n (got "3/2")');
  });

  it('into a folder that holds other files, leaving them alone', () => {
    const busy = mkdtempSync(path.join(tmpdir(), 'portal-busy-'));
    writeFileSync(path.join(busy, 'notes.txt'), 'keep me');
    const result = build(['--site', 'client', '--out', busy], { PORTAL_ENV: 'sandbox' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('is not empty and holds no earlier export; refusing to replace it');
    expect(readdirSync(busy)).toEqual(['notes.txt']);
  });
});
