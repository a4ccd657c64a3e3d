import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../db/database';

const privateFields = ['d', 'p', 'q', 'dp', 'dq', 'qi'] as const;

function setting(db: Database, key: string): string | null {
  const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as
    { value: string } | undefined;
  return row?.value ?? null;
}

function saveSetting(db: Database, key: string, value: string) {
  db.prepare('INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)').run(key, value);
}

export type ProviderKeys = { signing: JWK; publicJwks: { keys: JWK[] }; cookieSecret: string };

/**
 * The provider's RS256 signing key and cookie secret, made once and kept in the database, so
 * tokens issued before a restart still verify after it.
 */
export async function loadProviderKeys(db: Database): Promise<ProviderKeys> {
  let stored = setting(db, 'sso.signingKey');
  if (!stored) {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    stored = JSON.stringify({ ...jwk, alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') });
    saveSetting(db, 'sso.signingKey', stored);
  }
  let cookieSecret = setting(db, 'sso.cookieSecret');
  if (!cookieSecret) {
    cookieSecret = randomBytes(32).toString('hex');
    saveSetting(db, 'sso.cookieSecret', cookieSecret);
  }
  const signing = JSON.parse(stored) as JWK;
  const publicKey: JWK = { ...signing };
  for (const field of privateFields) delete publicKey[field];
  return { signing, publicJwks: { keys: [publicKey] }, cookieSecret };
}
