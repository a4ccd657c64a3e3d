import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SIGNATURE_FILE, SUMS_FILE } from './export-sums';

/**
 * A SHA256SUMS proves a shard was not corrupted on the way, not that nobody changed it: whoever can
 * edit a file can sum it again. Signed with a key only the release's jobs hold (`ssh-keygen -Y`, an
 * OpenSSH private key file named by PORTAL_RELEASE_KEY), the sums prove who wrote them. The
 * verifier derives the public key from the same private key, so no public key travels with the
 * artifact it vouches for.
 */
export const RELEASE_KEY_ENV = 'PORTAL_RELEASE_KEY';
const NAMESPACE = 'portal-release';
const SIGNER = 'release';

export class SignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SignatureError';
  }
}

/** The private key file the environment names, or undefined when it names none. */
export function releaseKeyFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const key = env[RELEASE_KEY_ENV];
  if (!key) return undefined;
  if (!existsSync(key)) throw new SignatureError(`${RELEASE_KEY_ENV}=${key}: no such key file`);
  return key;
}

/** Writes `SHA256SUMS.sig` beside the folder's SHA256SUMS. */
export function signSums(dir: string, key: string): void {
  const sums = path.join(dir, SUMS_FILE);
  rmSync(path.join(dir, SIGNATURE_FILE), { force: true });
  const result = spawnSync('ssh-keygen', ['-Y', 'sign', '-q', '-f', key, '-n', NAMESPACE, sums], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new SignatureError(`could not sign ${sums}: ${result.stderr.trim()}`);
}

/** Throws SignatureError unless the folder's SHA256SUMS carries a signature by `key`. */
export function verifySums(dir: string, key: string): void {
  const signature = path.join(dir, SIGNATURE_FILE);
  if (!existsSync(signature))
    throw new SignatureError(
      `${dir}: no ${SIGNATURE_FILE}; the release's sums are signed when they are written`,
    );
  const publicKey = execFileSync('ssh-keygen', ['-y', '-f', key], { encoding: 'utf8' }).trim();
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-signers-'));
  try {
    const signers = path.join(folder, 'allowed_signers');
    writeFileSync(signers, `${SIGNER} ${publicKey}\n`);
    const result = spawnSync(
      'ssh-keygen',
      ['-Y', 'verify', '-f', signers, '-I', SIGNER, '-n', NAMESPACE, '-s', signature],
      { input: readFileSync(path.join(dir, SUMS_FILE)), encoding: 'utf8' },
    );
    if (result.status !== 0)
      throw new SignatureError(
        `${dir}: ${SUMS_FILE} is not signed by the release's key (edited after its build, or signed by another key)`,
      );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
