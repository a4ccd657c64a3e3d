import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnvironment } from '../../sites/environment';
import { sealExport } from './build-record';
import { releaseEnvironment } from './baked-environment';
import { sampleExport, writeTree } from './deploy/deploy.test-helpers';

const COLLECTOR = 'https://collector.hnsggzy.example/v1/traces';

/** An export sealed as a production build with a collector leaves it. */
function builtWithCollector(): string {
  const dir = writeTree(sampleExport);
  sealExport(dir, readEnvironment({ PORTAL_ENV: 'production', PORTAL_TELEMETRY_URL: COLLECTOR }));
  return dir;
}

/** Runs a tool as a user would, with exactly the environment given (no PORTAL_ENV unless named). */
function run(script: string, args: string[], env: Record<string, string> = {}) {
  const clean = { ...process.env };
  for (const name of Object.keys(clean)) if (name.startsWith('PORTAL_')) delete clean[name];
  return spawnSync(process.execPath, [require.resolve('tsx/cli'), script, ...args], {
    env: { ...clean, ...env },
    encoding: 'utf8',
  });
}

describe('what the build baked in', () => {
  it('is recorded in the export: the profile, every address and the collector', () => {
    const dir = builtWithCollector();
    const record = JSON.parse(readFileSync(path.join(dir, 'build.json'), 'utf8'));
    expect(record).toMatchObject({ profile: 'production', telemetry: COLLECTOR });
    expect(record.addresses.SSO).toBe(readEnvironment({ PORTAL_ENV: 'production' }).addresses.SSO);
    expect(record.addresses.API).toBe(readEnvironment({ PORTAL_ENV: 'production' }).addresses.API);
  });

  it('is what the tools read from --export, with no PORTAL_ENV needed', () => {
    expect(releaseEnvironment(builtWithCollector(), {})).toMatchObject({
      profile: 'production',
      telemetry: COLLECTOR,
    });
  });

  it('is refused when the tool’s own environment names another collector, naming both', () => {
    expect(() =>
      releaseEnvironment(builtWithCollector(), { PORTAL_ENV: 'production', PORTAL_TELEMETRY_URL: '' }),
    ).toThrow(/PORTAL_TELEMETRY_URL.*\(none\).*https:\/\/collector\.hnsggzy\.example/);
  });

  it('gives deploy-config’s CSP the collector the pages send to', () => {
    const result = run('scripts/deploy-config.ts', ['--format', 'headers', '--export', builtWithCollector()]);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(
      /Content-Security-Policy: .*connect-src [^;]*https:\/\/collector\.hnsggzy\.example/,
    );
  }, 60_000);

  it('is required by verify-headers --export from an export that records it', () => {
    const unrecorded = writeTree(sampleExport);
    sealExport(unrecorded, { profile: 'production' });
    const result = run('scripts/verify-headers.ts', ['http://127.0.0.1:9/client/', '--export', unrecorded]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('records no addresses');
  }, 60_000);
});
