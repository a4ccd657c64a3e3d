import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sealExport } from './build-record';
import { prepareDeploy } from './deploy/run-deploy';
import { folderTarget } from './deploy/folder-target';
import { sampleExport, writeExport } from './deploy/deploy.test-helpers';
import { listFiles, sha256OfFile } from './export-files';
import { mergeExports } from './merge-exports';

/** An ed25519 key pair in a fresh folder, as `ssh-keygen` writes it; returns the private key's path. */
function releaseKey(): string {
  const key = path.join(mkdtempSync(path.join(tmpdir(), 'portal-key-')), 'release');
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'release', '-f', key]);
  return key;
}

/** What someone who can write the shard but does not hold the key can do: change a page, sum it again. */
function editAndResum(dir: string) {
  writeFileSync(
    path.join(dir, 'client/index.html'),
    '<script src="https://elsewhere.example/x.js"></script>',
  );
  const sums = readFileSync(path.join(dir, 'SHA256SUMS'), 'utf8').replace(
    /^[0-9a-f]{64}(?= {2}client\/index\.html$)/m,
    sha256OfFile(path.join(dir, 'client/index.html')),
  );
  writeFileSync(path.join(dir, 'SHA256SUMS'), sums);
}

const emptyFolder = (name: string) => mkdtempSync(path.join(tmpdir(), `portal-${name}-`));

describe('signed shard sums', () => {
  it('merges a shard its build signed, and signs the merged sums with the same key', () => {
    const key = releaseKey();
    const shard = writeExport(sampleExport);
    sealExport(shard, { profile: 'production' }, key);
    const target = emptyFolder('merged');
    mergeExports([shard], target, ['client'], () => {}, { key });
    expect(listFiles(target)).toContain('SHA256SUMS.sig');
    expect(readFileSync(path.join(target, 'SHA256SUMS.sig'), 'utf8')).toMatch(
      /^-----BEGIN SSH SIGNATURE-----/,
    );
  });

  it('refuses at merge a shard edited and summed again, writing nothing', () => {
    const key = releaseKey();
    const shard = writeExport(sampleExport);
    sealExport(shard, { profile: 'production' }, key);
    editAndResum(shard);
    const target = emptyFolder('merged');
    expect(() => mergeExports([shard], target, ['client'], () => {}, { key })).toThrow(
      /SHA256SUMS is not signed by the release's key/,
    );
    expect(listFiles(target)).toEqual([]);
  });

  it('refuses at merge a shard signed with another key, or not signed at all', () => {
    const key = releaseKey();
    const foreign = writeExport(sampleExport);
    sealExport(foreign, { profile: 'production' }, releaseKey());
    expect(() => mergeExports([foreign], emptyFolder('merged'), ['client'], () => {}, { key })).toThrow(
      /SHA256SUMS is not signed by the release's key/,
    );
    const unsigned = writeExport(sampleExport);
    expect(() => mergeExports([unsigned], emptyFolder('merged'), ['client'], () => {}, { key })).toThrow(
      /no SHA256SUMS\.sig/,
    );
  });

  it('refuses at deploy a release edited and summed again, writing nothing', async () => {
    const key = releaseKey();
    const release = writeExport(sampleExport);
    sealExport(release, { profile: 'production' }, key);
    const target = emptyFolder('origin');
    await expect(
      prepareDeploy(release, folderTarget(target), { allowSandbox: false, key }),
    ).resolves.toBeTruthy();
    editAndResum(release);
    await expect(prepareDeploy(release, folderTarget(target), { allowSandbox: false, key })).rejects.toThrow(
      /SHA256SUMS is not signed by the release's key/,
    );
    expect(existsSync(path.join(target, 'client/index.html'))).toBe(false);
  });
});
