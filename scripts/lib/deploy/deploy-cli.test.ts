import { HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import S3rver from 's3rver';
import { listFiles } from '../export-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealExport } from '../build-record';
import { sampleExport, writeExport } from './deploy.test-helpers';

const run = promisify(execFile);
const credentials = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

/** Runs `npm run deploy` as a user would; resolves with its exit code and output either way. */
async function deploy(args: string[], env: Record<string, string> = {}) {
  const clean = { ...process.env };
  delete clean.AWS_ACCESS_KEY_ID;
  delete clean.AWS_SECRET_ACCESS_KEY;
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [require.resolve('tsx/cli'), 'scripts/deploy.ts', ...args],
      {
        env: { ...clean, ...env },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Bytes of every file of an export: what a first deploy uploads. */
const bytesOf = (dir: string) =>
  listFiles(dir).reduce((sum, file) => sum + readFileSync(path.join(dir, file)).length, 0);

const plan = (stdout: string) => JSON.parse(stdout.trim().split('\n').pop()!) as Record<string, number>;

describe('deploy to a folder', () => {
  it('uploads everything, then nothing, then only what changed; deletes a file a release after it left', async () => {
    const build = writeExport(sampleExport);
    const target = path.join(mkdtempSync(path.join(tmpdir(), 'portal-origin-')), 'www');

    const dry = await deploy(['--from', build, '--to', target, '--dry-run', '--json']);
    expect(dry.code).toBe(0);
    expect(plan(dry.stdout)).toEqual({ upload: 8, skip: 0, delete: 0, bytes: bytesOf(build) });
    expect(existsSync(target)).toBe(false);

    const first = await deploy(['--from', build, '--to', target]);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/done: 8 files, uploaded 8 .* skipped 0, deleted 0 in [\d.]+ s/);
    expect(readFileSync(path.join(target, 'client/index.html'), 'utf8')).toBe(
      sampleExport['client/index.html'],
    );

    expect(plan((await deploy(['--from', build, '--to', target, '--json'])).stdout)).toMatchObject({
      upload: 0,
      skip: 8,
    });

    rmSync(path.join(build, '_next/static/css/site-3c4d.css'));
    writeFileSync(path.join(build, 'client/index.html'), 'v2');
    sealExport(build, { profile: 'production' });
    expect(plan((await deploy(['--from', build, '--to', target, '--json'])).stdout)).toMatchObject({
      upload: 2,
      skip: 5,
      delete: 0,
    });
    expect(existsSync(path.join(target, '_next/static/css/site-3c4d.css'))).toBe(true);

    expect(plan((await deploy(['--from', build, '--to', target, '--json'])).stdout)).toMatchObject({
      upload: 0,
      delete: 1,
    });
    expect(existsSync(path.join(target, '_next/static/css'))).toBe(false);
  }, 180_000);

  it('refuses a folder that holds other files, writing nothing', async () => {
    const target = mkdtempSync(path.join(tmpdir(), 'portal-busy-'));
    writeFileSync(path.join(target, 'legacy.html'), 'old site');
    const result = await deploy(['--from', writeExport(sampleExport), '--to', target]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('is not empty and has no deploy manifest');
    expect(readdirSync(target)).toEqual(['legacy.html']);
  }, 60_000);

  it('refuses a --from that is not an export', async () => {
    const result = await deploy([
      '--from',
      mkdtempSync(path.join(tmpdir(), 'portal-empty-')),
      '--to',
      mkdtempSync(path.join(tmpdir(), 'x-')),
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('not a static export');
  }, 60_000);
});

describe('a deploy refuses before it writes anything', () => {
  const origin = () => path.join(mkdtempSync(path.join(tmpdir(), 'portal-origin-')), 'www');

  it('refuses a sandbox build unless --allow-sandbox', async () => {
    const build = writeExport(sampleExport, 'sandbox');
    const target = origin();
    const refused = await deploy(['--from', build, '--to', target]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('is a sandbox build (PORTAL_ENV=sandbox)');
    expect(existsSync(target)).toBe(false);
    const allowed = await deploy(['--from', build, '--to', target, '--allow-sandbox']);
    expect(allowed.code).toBe(0);
    expect(readFileSync(path.join(target, 'client/index.html'), 'utf8')).toBe(
      sampleExport['client/index.html'],
    );
  }, 60_000);

  it('refuses an export whose files do not match its SHA256SUMS, or that has none', async () => {
    const target = origin();
    const changed = writeExport(sampleExport);
    writeFileSync(path.join(changed, '_next/static/chunks/app-1a2b.js'), 'alert(1)');
    const mismatch = await deploy(['--from', changed, '--to', target]);
    expect(mismatch.code).toBe(1);
    expect(mismatch.stderr).toContain('_next/static/chunks/app-1a2b.js does not match SHA256SUMS');

    const added = writeExport(sampleExport);
    writeFileSync(path.join(added, 'client/extra.html'), 'x');
    const unlisted = await deploy(['--from', added, '--to', target]);
    expect(unlisted.code).toBe(1);
    expect(unlisted.stderr).toContain('does not list client/extra.html');

    const unsealed = writeExport(sampleExport);
    rmSync(path.join(unsealed, 'SHA256SUMS'));
    const none = await deploy(['--from', unsealed, '--to', target]);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('no SHA256SUMS');
    expect(existsSync(target)).toBe(false);
  }, 60_000);

  it('refuses a link in the export that leads out of it', async () => {
    const secret = path.join(mkdtempSync(path.join(tmpdir(), 'portal-secret-')), 'key.pem');
    writeFileSync(secret, 'secret');
    const build = writeExport(sampleExport);
    symlinkSync(secret, path.join(build, 'client/key.pem'));
    const target = origin();
    const result = await deploy(['--from', build, '--to', target]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('client/key.pem is a symbolic link');
    expect(existsSync(target)).toBe(false);
  }, 60_000);

  it('never writes through a link in the target folder', async () => {
    const build = writeExport(sampleExport);
    const target = origin();
    expect((await deploy(['--from', build, '--to', target])).code).toBe(0);
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'portal-elsewhere-'));
    rmSync(path.join(target, 'client'), { recursive: true });
    symlinkSync(elsewhere, path.join(target, 'client'));
    writeFileSync(path.join(build, 'client/index.html'), 'v2');
    sealExport(build, { profile: 'production' });
    const result = await deploy(['--from', build, '--to', target]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('client in');
    expect(result.stderr).toContain('is a symbolic link');
    expect(readdirSync(elsewhere)).toEqual([]);
  }, 60_000);

  it('refuses a target manifest naming a path outside the target, deleting nothing', async () => {
    const build = writeExport(sampleExport);
    const target = origin();
    expect((await deploy(['--from', build, '--to', target])).code).toBe(0);
    const outside = path.join(path.dirname(target), 'outside.txt');
    writeFileSync(outside, 'keep me');
    const manifestFile = path.join(target, '.deploy-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { retired: Record<string, unknown> };
    manifest.retired['../outside.txt'] = { sha256: '0'.repeat(64), size: 7 };
    writeFileSync(manifestFile, JSON.stringify(manifest));
    const result = await deploy(['--from', build, '--to', target]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('"../outside.txt" has a ".." segment');
    expect(readFileSync(outside, 'utf8')).toBe('keep me');
  }, 60_000);
});

describe('deploy to an S3-compatible store', () => {
  let server: S3rver;
  let endpoint = '';
  const bucket = 'portal';

  beforeAll(async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: mkdtempSync(path.join(tmpdir(), 'portal-s3rver-')),
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const { address, port } = await server.run();
    endpoint = `http://${address}:${port}`;
  });
  afterAll(() => server.close());

  const client = () =>
    new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  const keys = async (prefix: string) =>
    ((await client().send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents ?? [])
      .map((o) => o.Key)
      .sort();

  it('uploads with the right headers, and the second run uploads nothing', async () => {
    const build = writeExport(sampleExport);
    const to = `s3://${bucket}/release`;
    const first = await deploy(['--from', build, '--to', to, '--endpoint', endpoint, '--json'], credentials);
    expect(first.code).toBe(0);
    expect(plan(first.stdout)).toMatchObject({ upload: 8, skip: 0, delete: 0, bytes: bytesOf(build) });
    expect(await keys('release/')).toEqual([
      'release/.deploy-manifest.json',
      'release/SHA256SUMS',
      'release/_next/static/chunks/app-1a2b.js',
      'release/_next/static/css/site-3c4d.css',
      'release/build.json',
      'release/client/index.html',
      'release/client/index.txt',
      'release/images/emblem.svg',
      'release/index.html',
    ]);
    const asset = await client().send(
      new HeadObjectCommand({ Bucket: bucket, Key: 'release/_next/static/chunks/app-1a2b.js' }),
    );
    expect(asset.ContentType).toBe('text/javascript; charset=utf-8');
    expect(asset.CacheControl).toBe('public, max-age=31536000, immutable');
    const page = await client().send(
      new HeadObjectCommand({ Bucket: bucket, Key: 'release/client/index.html' }),
    );
    expect(page.ContentType).toBe('text/html; charset=utf-8');
    expect(page.CacheControl).toBe('no-cache');

    const second = await deploy(['--from', build, '--to', to, '--endpoint', endpoint, '--json'], credentials);
    expect(plan(second.stdout)).toMatchObject({ upload: 0, skip: 8, delete: 0, bytes: 0 });
  }, 180_000);

  it('fails clearly on missing credentials, an unreachable endpoint or a prefix of other files', async () => {
    const build = writeExport(sampleExport);
    const missing = await deploy(['--from', build, '--to', `s3://${bucket}/a`, '--endpoint', endpoint]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('missing credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');

    const unreachable = await deploy(
      ['--from', build, '--to', `s3://${bucket}/a`, '--endpoint', 'http://127.0.0.1:9'],
      credentials,
    );
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toContain('cannot reach the S3 store at http://127.0.0.1:9');

    await client().send(new PutObjectCommand({ Bucket: bucket, Key: 'legacy/index.html', Body: 'old site' }));
    const busy = await deploy(
      ['--from', build, '--to', `s3://${bucket}/legacy`, '--endpoint', endpoint],
      credentials,
    );
    expect(busy.code).toBe(1);
    expect(busy.stderr).toContain('s3://portal/legacy is not empty and has no deploy manifest');
    expect(await keys('legacy/')).toEqual(['legacy/index.html']);
    expect(await keys('a/')).toEqual([]);
  }, 180_000);
});
