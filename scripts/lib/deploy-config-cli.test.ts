import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Runs `npm run deploy-config` as a user would, with exactly the environment given. */
function deployConfig(args: string[], env: Record<string, string>) {
  const clean = { ...process.env };
  delete clean.PORTAL_ENV;
  return spawnSync(process.execPath, [require.resolve('tsx/cli'), 'scripts/deploy-config.ts', ...args], {
    env: { ...clean, ...env },
    encoding: 'utf8',
  });
}

describe('npm run deploy-config', () => {
  it('requires PORTAL_ENV, as the build does: the CSP names the hosts of one profile', () => {
    for (const args of [
      ['--api', 'http://10.0.0.5:8080'],
      ['--format', 'headers'],
      ['--format', 'cloudfront'],
    ]) {
      const result = deployConfig(args, {});
      expect(result.status, args.join(' ')).toBe(1);
      expect(result.stderr).toContain('PORTAL_ENV: not set');
      expect(result.stdout).toBe('');
    }
  }, 60_000);

  it('writes the CDN formats with the profile hosts', () => {
    const headers = deployConfig(['--format', 'headers'], { PORTAL_ENV: 'production' });
    expect(headers.status).toBe(0);
    expect(headers.stdout).toMatch(/^\/\*\n {2}Content-Security-Policy: .*https:\/\/sso\.hnsggzy\.example/m);
    const cloudfront = deployConfig(['--format', 'cloudfront'], { PORTAL_ENV: 'production' });
    expect(cloudfront.status).toBe(0);
    // Hashed assets, the service worker, and everything else.
    expect(JSON.parse(cloudfront.stdout)).toHaveLength(3);
  }, 60_000);
});
